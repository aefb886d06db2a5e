/**
 * The two judge output readers called directly (harness/verify/judging/judge-output.test.ts reads them
 * through parseJudgeOutput): every error message exactly, the default mode, case numbers and move
 * counts of more than one digit, and what each answer records as printed.
 */
import { describe, expect, it } from 'vitest';
import { parseLabelledOutput, parseNumberedOutput } from './output.js';

/** Output for cases 1..count, each with `moves(i)` as its move line. */
const numbered = (count: number, moves: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => `Case ${i + 1}: ${moves(i + 1).length}\n${moves(i + 1)}\n`).join('');

describe('parseNumberedOutput', () => {
  it('reads strictly by default: a blank line between cases is an error', () => {
    expect(parseNumberedOutput('Case 1: 1\nd\n\nCase 2: 1\nd\n', 2).error).toBe(
      `case 2: expected 'Case 2: <length>' (the number of moves), got ""`,
    );
    expect(parseNumberedOutput('Case 1: 1\nd\n\nCase 2: 1\nd\n', 2, 'lenient').error).toBeNull();
  });

  it('reads case numbers of two digits', () => {
    const parsed = parseNumberedOutput(
      numbered(12, (i) => 'd'.repeat(i % 3)),
      12,
    );
    expect(parsed.error).toBeNull();
    expect(parsed.answers).toHaveLength(12);
  });

  it('reads a move count of two digits', () => {
    const parsed = parseNumberedOutput(`Case 1: 12\n${'lr'.repeat(6)}\n`, 1);
    expect(parsed).toEqual({
      answers: [{ kind: 'answer', moves: 'lrlrlrlrlrlr', printed: 'Case 1: 12\nlrlrlrlrlrlr\n' }],
      error: null,
    });
  });

  it('rejects text after the move count on the header line', () => {
    expect(parseNumberedOutput('Case 1: 1 move\nd\n', 1).error).toBe(
      `case 1: expected 'Case 1: <length>' (the number of moves), got "Case 1: 1 move"`,
    );
  });

  it('names the header it expected when the output ends early', () => {
    expect(parseNumberedOutput('Case 1: 1\nd\n', 3)).toEqual({
      answers: [{ kind: 'answer', moves: 'd', printed: 'Case 1: 1\nd\n' }],
      error: "case 2: output ended before 'Case 2: <length>'",
    });
  });

  it('rejects a last case of d > 0 without its move line as an ended output, not as a wrong count', () => {
    expect(parseNumberedOutput('Case 1: 2\n', 1).error).toBe('case 1: output ended before the move line');
    expect(parseNumberedOutput('Case 1: 2\n', 1, 'lenient').error).toBe('case 1: output ended before the move line');
  });

  it('strict: a case of d = 0 that is not the last one needs its empty move line even at the end of the output', () => {
    expect(parseNumberedOutput('Case 1: 0\n', 2)).toEqual({
      answers: [],
      error: 'case 1: output ended before the move line',
    });
  });

  it('lenient: a case of d = 0 may end the output without its empty line; the next case is then missing', () => {
    expect(parseNumberedOutput('Case 1: 0\n', 2, 'lenient')).toEqual({
      answers: [{ kind: 'answer', moves: '', printed: 'Case 1: 0\n\n' }],
      error: "case 2: output ended before 'Case 2: <length>'",
    });
  });

  it('lenient: only a case of d = 0 may go without its move line', () => {
    expect(parseNumberedOutput('Case 1: 2\nCase 2: 0\n', 2, 'lenient').error).toBe(
      'case 1: the move line is missing (an empty line is expected when d = 0)',
    );
  });

  it('lenient: a case of d = 0 followed by the header of case 10 (two digits) has no move line', () => {
    const text = `${numbered(8, () => 'u')}Case 9: 0\nCase 10: 1\nd\n`;
    expect(parseNumberedOutput(text, 10, 'lenient').error).toBeNull();
    expect(parseNumberedOutput(text, 10).error).toBe(
      'case 9: the move line is missing (an empty line is expected when d = 0)',
    );
  });

  it("takes a move line that holds 'Case x:' after other text as moves", () => {
    expect(parseNumberedOutput('Case 1: 0\nxCase 2: 0\n', 2, 'lenient').error).toBe(
      "case 1: 'Case 1: 0' but the move line has 10 moves",
    );
    expect(parseNumberedOutput('Case 1: 3\nxCase 2: 0\n', 2).error).toBe(
      "case 1: 'Case 1: 3' but the move line has 10 moves",
    );
  });

  it('lenient: runs of spaces inside a line count as one space', () => {
    expect(parseNumberedOutput('Case  1:   2\ndd\n', 1, 'lenient')).toEqual({
      answers: [{ kind: 'answer', moves: 'dd', printed: 'Case 1: 2\ndd\n' }],
      error: null,
    });
  });

  it('quotes a bad line of up to 60 characters whole, and a longer one cut at 60 with ...', () => {
    const sixty = 'x'.repeat(60);
    expect(parseNumberedOutput(`${sixty}\n`, 1).error).toBe(
      `case 1: expected 'Case 1: <length>' (the number of moves), got "${sixty}"`,
    );
    expect(parseNumberedOutput(`${sixty}yz\n`, 1).error).toBe(
      `case 1: expected 'Case 1: <length>' (the number of moves), got "${sixty}..."`,
    );
  });

  it('names extra output after the last case, quoted', () => {
    expect(parseNumberedOutput('Case 1: 1\nd\nthe end\n', 1).error).toBe(
      'unexpected output after the last case: "the end"',
    );
  });
});

describe('parseLabelledOutput', () => {
  it('reads strictly by default: a blank line between boards is an error', () => {
    expect(parseLabelledOutput('AC\n2\n\nB\n1\n', 2).error).toBe(
      "case 2: empty move line (expected moves or 'No moves needed')",
    );
    expect(parseLabelledOutput('AC\n2\n\nB\n1\n', 2, 'lenient').error).toBeNull();
  });

  it('names what is missing when the output ends early', () => {
    expect(parseLabelledOutput('', 1)).toEqual({
      answers: [],
      error: 'case 1: output ended before the moves and the centre digit',
    });
    expect(parseLabelledOutput('AC\n', 1)).toEqual({
      answers: [],
      error: 'case 1: output ended before the centre digit',
    });
    expect(parseLabelledOutput('AC\n2\nB\n', 2).error).toBe('case 2: output ended before the centre digit');
    expect(parseLabelledOutput('AC\n2\n', 2).error).toBe('case 2: output ended before the moves and the centre digit');
  });

  it('records what was printed for each board', () => {
    expect(parseLabelledOutput('AC\n2\nNo moves needed\n1\n', 2).answers).toEqual([
      { kind: 'answer', moves: 'AC', label: 2, printed: 'AC\n2\n' },
      { kind: 'answer', moves: '', label: 1, printed: 'No moves needed\n1\n' },
    ]);
  });

  it('names extra output after the last board, quoted', () => {
    expect(parseLabelledOutput('AC\n2\n3\n', 1).error).toBe('unexpected output after the last case: "3"');
  });

  it('leniently reads a digit with no move line before it as a board that needs no move', () => {
    expect(parseLabelledOutput('AC\n2\n\n1\nB\n3\n', 3, 'lenient').answers.map((a) => [a.moves, a.label])).toEqual([
      ['AC', 2],
      ['', 1],
      ['B', 3],
    ]);
  });

  it('strictly, a blank line in place of No moves needed is an error', () => {
    expect(parseLabelledOutput('AC\n2\n\n1\n', 2).error).toBe(
      "case 2: empty move line (expected moves or 'No moves needed')",
    );
  });
});

describe('reading on after a fault (numbered output)', () => {
  it('reads the later cases from the next header when the faulty case bore its own number', () => {
    const parsed = parseNumberedOutput('Case 1: 2\ndd\nCase 2: -1\n\nCase 3: 1\nu\n', 3);
    expect([
      parsed.answers.map((a) => a.moves),
      parsed.error,
      parsed.resumed?.answers.map((a) => a.moves),
      parsed.resumed?.error,
    ]).toEqual([['dd'], `case 2: expected 'Case 2: <length>' (the number of moves), got "Case 2: -1"`, ['u'], null]);
  });

  it('reads on after a move count that does not match its move line', () => {
    expect(parseNumberedOutput('Case 1: 3\ndd\nCase 2: 1\nu\n', 2).resumed?.answers.map((a) => a.moves)).toEqual(['u']);
  });

  it('does not read on when the numbering is off: each later answer would be judged against another case', () => {
    expect(parseNumberedOutput('Case 0: 2\ndd\nCase 1: 1\nu\nCase 2: 0\n\n', 3).resumed).toBeUndefined();
  });
});
