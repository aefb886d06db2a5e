/** parseJudgeOutput on its own: what strict reading accepts and rejects, and what lenient relaxes. */
import { puzzleDefinition } from '../../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { parseJudgeOutput } from './judge-output.js';

const movesOf = (text: string, count: number, mode: 'strict' | 'lenient' = 'strict') =>
  parseJudgeOutput(puzzleDefinition('eight'), text, count, mode).answers.map((a) =>
    a.kind === 'answer' ? a.moves : a.kind,
  );

describe('Eight output, strict', () => {
  it('reads exact judge output, an empty move line for d = 0 included', () => {
    const parsed = parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 0\n\nCase 2: 2\ndd\n', 2);
    expect(parsed.error).toBeNull();
    expect(movesOf('Case 1: 0\n\nCase 2: 2\ndd\n', 2)).toEqual(['', 'dd']);
  });

  it('tolerates CRLF, trailing spaces and a missing final newline', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 2  \r\ndd\t\r\nCase 2: 1\nl', 2).error).toBeNull();
  });

  it('tolerates the last case losing its empty move line with the final newline', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 1\nd\nCase 2: 0\n', 2).error).toBeNull();
  });

  it('rejects a missing empty move line after Case x: 0 inside a batch, at that case', () => {
    const parsed = parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 0\nCase 2: 2\ndd\n', 2);
    expect(parsed.error).toMatch(/^case 1: the move line is missing/);
    expect(parsed.answers).toHaveLength(0);
  });

  it('rejects a misnumbered case at that case, keeping the cases before it', () => {
    const text = Array.from({ length: 10 }, (_, i) => `Case ${(i + 1) % 10}: 1\nd\n`).join('');
    const parsed = parseJudgeOutput(puzzleDefinition('eight'), text, 10);
    expect(parsed.error).toMatch(/^case 10: expected 'Case 10: <length>' \(the number of moves\), got "Case 0: 1"/);
    expect(parsed.answers).toHaveLength(9);
  });

  it('rejects a blank line between cases', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 1\nd\n\nCase 2: 1\nd\n', 2).error).toMatch(/^case 2:/);
  });

  it('rejects an extra blank line at the end', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 1\nd\n\n', 1).error).toMatch(
      /after the last case: an empty line/,
    );
  });

  it("rejects 'Case x:d' without the space", () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1:1\nd\n', 1).error).toMatch(
      /^case 1: expected 'Case 1: <length>'/,
    );
  });

  it('rejects a move count with a leading zero', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 01\nd\n', 1).error).toMatch(/^case 1:/);
  });

  it('rejects leading spaces', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), ' Case 1: 1\nd\n', 1).error).toMatch(/^case 1:/);
  });

  it('rejects a count that disagrees with the move line', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 3\ndd\n', 1).error).toMatch(
      /'Case 1: 3' but the move line has 2 moves/,
    );
  });

  it('rejects output missing for the last case', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 1\nd\n', 2).error).toMatch(/^case 2: output ended/);
  });

  it('quotes at most a short excerpt of a bad line', () => {
    const error = parseJudgeOutput(puzzleDefinition('eight'), `${'x'.repeat(10_000)}\n`, 1).error!;
    expect(error.length).toBeLessThan(200);
  });
});

describe('Eight output, lenient', () => {
  it('accepts a missing empty move line after Case x: 0', () => {
    expect(movesOf('Case 1: 0\nCase 2: 2\ndd\n', 2, 'lenient')).toEqual(['', 'dd']);
  });

  it('accepts blank lines between cases and leading spaces', () => {
    expect(
      parseJudgeOutput(puzzleDefinition('eight'), '\n  Case 1: 1\n\n d\n\n\nCase 2: 1\nl\n\n', 2, 'lenient').error,
    ).toBeNull();
  });

  it('still checks the numbering', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 1\nd\nCase 3: 1\nd\n', 2, 'lenient').error).toMatch(
      /^case 2:/,
    );
  });
});

describe('Rotation output, strict', () => {
  it('reads moves and digits, No moves needed as no moves', () => {
    const parsed = parseJudgeOutput(puzzleDefinition('rotation'), 'AC\n2\nNo moves needed\n1\n', 2);
    expect(parsed.error).toBeNull();
    expect(parsed.answers.map((a) => (a.kind === 'answer' ? [a.moves, a.label] : a.kind))).toEqual([
      ['AC', 2],
      ['', 1],
    ]);
  });

  it('rejects an empty move line in place of No moves needed', () => {
    expect(parseJudgeOutput(puzzleDefinition('rotation'), '\n1\n', 1).error).toMatch(/empty move line/);
  });

  it('rejects a blank line between boards', () => {
    expect(parseJudgeOutput(puzzleDefinition('rotation'), 'AC\n2\n\nB\n1\n', 2).error).toMatch(/^case 2:/);
  });

  it('rejects a centre line that is not one digit', () => {
    expect(parseJudgeOutput(puzzleDefinition('rotation'), 'AC\n22\n', 1).error).toMatch(/expected the centre digit/);
  });
});

describe('what a parsed answer holds', () => {
  it('each case header and move line, with what was printed', () => {
    const parsed = parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 2\ndd\nCase 2: 0\n\nCase 3: 8\nurrulldr\n', 3);
    expect(parsed.answers).toEqual([
      { kind: 'answer', moves: 'dd', printed: 'Case 1: 2\ndd\n' },
      { kind: 'answer', moves: '', printed: 'Case 2: 0\n\n' },
      { kind: 'answer', moves: 'urrulldr', printed: 'Case 3: 8\nurrulldr\n' },
    ]);
  });

  it('letters outside d, l, r, u are left to the oracle (illegal-move), not a format error', () => {
    expect(parseJudgeOutput(puzzleDefinition('eight'), 'Case 1: 2\nzz\n', 1)).toMatchObject({
      error: null,
      answers: [{ moves: 'zz' }],
    });
  });

  it('no cases from empty output when none are expected', () => {
    expect(parseJudgeOutput(puzzleDefinition('rotation'), '', 0)).toEqual({ answers: [], error: null });
  });
});
