/** The judges' input and output formats on their own: parsing, every error, and exact printing. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../util/errors.js';
import { formatEightInput, formatEightOutput, parseEightInput } from './eight/format.js';
import { formatRotationInput, formatRotationOutput, parseRotationInput } from './rotation/format.js';

const R1 = '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3';
const R2 = '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3';
const cells = (text: string): number[] => text.split(' ').map(Number);

/** The message of the InputError that `run` throws. */
function inputError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

describe('parseEightInput', () => {
  it('reads T and the start and goal of each case', () => {
    expect(parseEightInput('2\n12X453786\n12345678X\n564178X23\n7568X4123\n')).toEqual([
      { start: '12X453786', goal: '12345678X' },
      { start: '564178X23', goal: '7568X4123' },
    ]);
  });

  it('accepts Windows line ends, blank lines, tabs and trailing spaces', () => {
    expect(parseEightInput('1\r\n\r\n\t12X453786  \r\n12345678X\t\r\n\n')).toEqual([
      { start: '12X453786', goal: '12345678X' },
    ]);
  });

  it('separates boards by form feeds and vertical tabs too, as scanf does', () => {
    expect(parseEightInput('1\f12X453786\v12345678X')).toEqual([{ start: '12X453786', goal: '12345678X' }]);
  });

  it('reads a T of several digits', () => {
    expect(inputError(() => parseEightInput('10\n'))).toMatch(/^line 1: T is 10, but the input holds 0 board line/);
  });

  it('reads T = 0 as no cases', () => {
    expect(parseEightInput('0\n')).toEqual([]);
  });

  it('rejects empty input', () => {
    expect(inputError(() => parseEightInput(' \n\n'))).toBe(
      'the input is empty: expected the number of cases T on the first line',
    );
  });

  it('rejects a T that is not a whole number, naming its line', () => {
    expect(inputError(() => parseEightInput('\n-1\n'))).toBe(
      "line 2: expected the number of cases T (a whole number), got '-1'",
    );
    expect(inputError(() => parseEightInput('1x\n'))).toContain("got '1x'");
  });

  it('rejects too few board lines for T, saying how many cases they hold', () => {
    expect(inputError(() => parseEightInput('2\n12X453786\n12345678X\n564178X23\n'))).toBe(
      'line 1: T is 2, but the input holds 3 board lines after it, ' +
        'enough for 1 case; each case needs a start line and a goal line',
    );
  });

  it('rejects text after the promised cases, naming it and its line', () => {
    expect(inputError(() => parseEightInput('1\n12X453786\n12345678X\n\nextra\n'))).toBe(
      "line 5: unexpected 'extra' after the 1 case that T promised",
    );
    expect(inputError(() => parseEightInput('2\n12X453786\n12345678X\n12X453786\n12345678X\nmore\n'))).toBe(
      "line 6: unexpected 'more' after the 2 cases that T promised",
    );
  });

  it('rejects a bad start or goal board, naming the case, line, role and reason', () => {
    expect(inputError(() => parseEightInput('1\n12X45378\n12345678X\n'))).toBe(
      "case 1, line 2: bad start board '12X45378': expected 9 characters (digits 1-8 and X), got 8",
    );
    expect(inputError(() => parseEightInput('1\n12X453786\n123456789\n'))).toBe(
      "case 1, line 3: bad goal board '123456789': unexpected character '9': a board holds only 1-8 and X",
    );
  });

  it('rejects a pair whose parities differ, naming the case and its lines', () => {
    expect(inputError(() => parseEightInput('1\n21345678X\n12345678X\n'))).toBe(
      'case 1, lines 2-3: no sequence of moves turns 21345678X into ' +
        '12345678X (their tile permutations have different parity)',
    );
  });

  it('numbers the case of an error after good cases', () => {
    expect(inputError(() => parseEightInput('2\n12X453786\n12345678X\n12X453786\n1234\n'))).toMatch(
      /^case 2, line 5: bad goal board/,
    );
  });
});

describe('parseRotationInput', () => {
  it('reads boards until a line holding only 0', () => {
    expect(parseRotationInput(`${R1}\n${R2}\n0\n`)).toEqual([{ cells: cells(R1) }, { cells: cells(R2) }]);
  });

  it('rejects a board after the line holding only 0, naming its line', () => {
    expect(() => parseRotationInput(`${R1}\n0\n${R1}\n`)).toThrow(
      /^line 3: unexpected .* after the line holding only 0/,
    );
  });

  it('rejects empty input, and input of nothing but blank lines', () => {
    const message = 'the input is empty: expected boards of 24 numbers, one a line, and a line holding only 0 to end';
    expect(inputError(() => parseRotationInput(''))).toBe(message);
    expect(inputError(() => parseRotationInput(' \t\r\n\n  \n'))).toBe(message);
  });

  it('quotes the trimmed line after the 0 line, and names the line of that 0', () => {
    expect(inputError(() => parseRotationInput(`${R1}\n0\n\n  junk \t\n`))).toBe(
      "line 4: unexpected 'junk' after the line holding only 0 that ends the input (line 2)",
    );
  });

  it('accepts lines of only spaces and tabs after the 0 line', () => {
    expect(parseRotationInput(`${R1}\n0\n  \n\t\r\n`)).toEqual([{ cells: cells(R1) }]);
  });

  it('reads boards until the end when there is no 0 line', () => {
    expect(parseRotationInput(`${R1}`)).toEqual([{ cells: cells(R1) }]);
  });

  it('accepts Windows line ends, blank lines, tabs and runs of spaces', () => {
    expect(parseRotationInput(`\r\n  ${R1.replace(/ /g, ' \t ')}  \r\n\r\n0\r\n`)).toEqual([{ cells: cells(R1) }]);
    expect(parseRotationInput(`${R1.replace(/ /g, '\v')}\f\n0\n`)).toEqual([{ cells: cells(R1) }]);
  });

  it('reads a line holding one number other than 0 as a short board, not as the end', () => {
    expect(inputError(() => parseRotationInput('5\n'))).toMatch(/^board 1, line 1: expected 24 numbers.*got 1 number/);
  });

  it('reads an input of just 0 as no boards', () => {
    expect(parseRotationInput('0\n')).toEqual([]);
  });

  it('rejects a line without 24 numbers, naming the board, line and count', () => {
    expect(inputError(() => parseRotationInput(`${R1}\n\n1 2 3\n0\n`))).toBe(
      'board 2, line 3: expected 24 numbers (each 1, 2 or 3), or a line holding only 0 to end, got 3 numbers',
    );
  });

  it('rejects a 0 inside a board', () => {
    expect(inputError(() => parseRotationInput(`0 ${R1.slice(2)}\n`))).toBe(
      'board 1, line 1: cell 1 is 0; a 0 may only stand alone on a line, to end the input',
    );
  });

  it('rejects a cell other than 1, 2 or 3, naming the cell', () => {
    expect(inputError(() => parseRotationInput(`${R1.slice(0, -1)}4\n`))).toBe(
      "board 1, line 1: cell 24 is '4', expected 1, 2 or 3",
    );
    expect(inputError(() => parseRotationInput(`${R1.slice(0, -1)}x\n`))).toBe(
      "board 1, line 1: cell 24 is 'x', expected 1, 2 or 3",
    );
  });
});

describe('the printed formats', () => {
  it('Eight output: Case x: d, then the moves, an empty line for d = 0', () => {
    expect(
      formatEightOutput([
        { moves: 'dd', label: 0 },
        { moves: '', label: 0 },
      ]),
    ).toBe('Case 1: 2\ndd\nCase 2: 0\n\n');
  });

  it('Rotation output: the moves or No moves needed, then the centre digit', () => {
    expect(
      formatRotationOutput([
        { moves: 'AC', label: 2 },
        { moves: '', label: 3 },
      ]),
    ).toBe('AC\n2\nNo moves needed\n3\n');
  });

  it('prints nothing for no answers', () => {
    expect(formatEightOutput([])).toBe('');
    expect(formatRotationOutput([])).toBe('');
  });

  it('Eight input: T, then each start and goal on a line; it parses back to the cases', () => {
    const cases = [
      { start: '12X453786', goal: '12345678X' },
      { start: '564178X23', goal: '7568X4123' },
    ];
    const text = formatEightInput(cases);
    expect(text).toBe('2\n12X453786\n12345678X\n564178X23\n7568X4123\n');
    expect(parseEightInput(text)).toEqual(cases);
  });

  it('Rotation input: a board per line and a final 0; it parses back to the boards', () => {
    const boards = [{ cells: cells(R1) }, { cells: cells(R2) }];
    const text = formatRotationInput(boards);
    expect(text).toBe(`${R1}\n${R2}\n0\n`);
    expect(parseRotationInput(text)).toEqual(boards);
  });
});
