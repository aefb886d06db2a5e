/**
 * parseJudgeOutput on its own. Error messages are matched loosely (which case, what is wrong), so
 * the wording can change; no test relies on a missing empty move line after `Case x: 0`.
 */
import { describe, expect, it } from 'vitest';
import { parseJudgeOutput } from './judge-output.js';

const movesOf = (text: string, puzzle: 'eight' | 'rotation', count: number) =>
  parseJudgeOutput(puzzle, text, count).answers.map((a) => (a.kind === 'answer' ? [a.moves, a.label] : a.kind));

describe('parseJudgeOutput, Eight', () => {
  it('reads each case header and move line, with what was printed', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 2\ndd\nCase 2: 0\n\nCase 3: 8\nurrulldr\n', 3);
    expect(parsed.error).toBeNull();
    expect(parsed.answers).toEqual([
      { kind: 'answer', moves: 'dd', printed: 'Case 1: 2\ndd\n' },
      { kind: 'answer', moves: '', printed: 'Case 2: 0\n\n' },
      { kind: 'answer', moves: 'urrulldr', printed: 'Case 3: 8\nurrulldr\n' },
    ]);
  });

  it('accepts Windows line ends and trailing spaces and tabs', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 2 \r\ndd\t\r\n', 1);
    expect(parsed.error).toBeNull();
    expect(movesOf('Case 1: 2 \r\ndd\t\r\n', 'eight', 1)).toEqual([['dd', undefined]]);
  });

  it('leaves letters outside d, l, r, u to the oracle (illegal-move), not a format error', () => {
    expect(parseJudgeOutput('eight', 'Case 1: 2\nzz\n', 1)).toMatchObject({ error: null, answers: [{ moves: 'zz' }] });
  });

  it('rejects a header with the wrong case number', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 2\ndd\nCase 3: 2\ndd\n', 2);
    expect(parsed.error).toMatch(/case 2/);
    expect(parsed.answers).toHaveLength(1);
  });

  it('rejects a line that is not a header where one belongs', () => {
    expect(parseJudgeOutput('eight', 'hello\n', 1).error).toMatch(/case 1/);
    expect(parseJudgeOutput('eight', 'Case 1:2\ndd\n', 1).error).toMatch(/case 1/);
  });

  it('rejects a declared count that differs from the move line', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 3\ndd\n', 1);
    expect(parsed.error).toMatch(/case 1.*3.*2 moves/);
    expect(parsed.answers).toEqual([]);
  });

  it('rejects a missing move line (the next header follows)', () => {
    expect(parseJudgeOutput('eight', 'Case 1: 2\nCase 2: 0\n\n', 2).error).toMatch(/case 1: the move line is missing/);
  });

  it('rejects output that ends before a move line of d > 0 moves', () => {
    expect(parseJudgeOutput('eight', 'Case 1: 2\n', 1).error).toMatch(/case 1/);
  });

  it('rejects output that ends before a case, keeping the cases before it', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 2\ndd\n', 2);
    expect(parsed.error).toMatch(/case 2/);
    expect(movesOf('Case 1: 2\ndd\n', 'eight', 2)).toEqual([['dd', undefined]]);
  });

  it('rejects text after the last case', () => {
    const parsed = parseJudgeOutput('eight', 'Case 1: 2\ndd\nextra\n', 1);
    expect(parsed.error).toMatch(/after the last case.*extra/);
    expect(parsed.answers).toHaveLength(1);
  });
});

describe('parseJudgeOutput, Rotation', () => {
  it('reads the moves and the centre digit of each board, No moves needed as no moves', () => {
    const parsed = parseJudgeOutput('rotation', 'AC\n2\nNo moves needed\n3\n', 2);
    expect(parsed.error).toBeNull();
    expect(parsed.answers).toEqual([
      { kind: 'answer', moves: 'AC', label: 2, printed: 'AC\n2\n' },
      { kind: 'answer', moves: '', label: 3, printed: 'No moves needed\n3\n' },
    ]);
  });

  it('rejects an empty move line', () => {
    expect(parseJudgeOutput('rotation', '\n2\n', 1).error).toMatch(/case 1/);
  });

  it('rejects a centre line that is not a number', () => {
    const parsed = parseJudgeOutput('rotation', 'AC\n2\nDDHH\ntwo\n', 2);
    expect(parsed.error).toMatch(/case 2.*two/);
    expect(movesOf('AC\n2\nDDHH\ntwo\n', 'rotation', 2)).toEqual([['AC', 2]]);
  });

  it('rejects output that ends before the centre digit', () => {
    expect(parseJudgeOutput('rotation', 'AC\n', 1).error).toMatch(/case 1/);
  });

  it('rejects text after the last board', () => {
    expect(parseJudgeOutput('rotation', 'AC\n2\n3\n', 1).error).toMatch(/after the last case/);
  });

  it('reads no cases from empty output when none are expected', () => {
    expect(parseJudgeOutput('rotation', '', 0)).toEqual({ answers: [], error: null });
    expect(parseJudgeOutput('eight', '\n\n', 0)).toEqual({ answers: [], error: null });
  });
});
