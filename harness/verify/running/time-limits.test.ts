/** The time-limit rules (docs/verify.md, "Time limits"). */
import { puzzleDefinition } from '../../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { builtinCaseLimitMs, programRunLimitMs } from './time-limits.js';

const limits = { caseMs: 2000, startupMs: 5000 };

describe('time limits', () => {
  it('a program run gets the start-up allowance plus at least one case limit', () => {
    expect(programRunLimitMs(limits, puzzleDefinition('eight'), [20])).toBe(7000);
  });

  it('a long program run gets a twentieth of the case limit per ordinary case', () => {
    expect(programRunLimitMs(limits, puzzleDefinition('eight'), Array<number>(200).fill(31))).toBe(5000 + 200 * 100);
  });

  it('a 13-move Rotation board adds 30 s to a program run', () => {
    expect(programRunLimitMs(limits, puzzleDefinition('rotation'), [13, ...Array<number>(39).fill(5)])).toBe(
      5000 + 30_000 + 39 * 100,
    );
  });

  it('a built-in solver gets the case limit on ordinary cases', () => {
    expect(builtinCaseLimitMs(limits, puzzleDefinition('eight'), 31)).toBe(2000);
  });

  it('a built-in solver gets a 12-move Rotation board its larger allowance', () => {
    expect(builtinCaseLimitMs(limits, puzzleDefinition('rotation'), 12)).toBe(5000);
  });

  it('a bug-zoo variant gets the case limit flat, deep cases too (a time-out catches it sooner)', () => {
    expect(builtinCaseLimitMs(limits, puzzleDefinition('fifteen'), 62)).toBe(10_000);
    expect(builtinCaseLimitMs(limits, puzzleDefinition('fifteen'), 62, 'buggy')).toBe(2000);
  });
});
