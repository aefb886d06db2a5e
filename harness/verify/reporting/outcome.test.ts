/** Outcomes from counts alone, and reports whose claims disagree with their counts (edited files). */
import { describe, expect, it } from 'vitest';
import { asExpected, claimMismatch, outcomeOf, resultWord } from './outcome.js';
import type { SolverReport, VerifyReport } from '../types.js';

const solver = (over: Partial<SolverReport>): SolverReport => ({
  name: 'm',
  expected: 'correct',
  passed: true,
  cases: 10,
  verdicts: { ok: 10 },
  skipped: 0,
  firstFailureMs: null,
  counterexample: null,
  ...over,
});
const report = (solvers: SolverReport[], over: Partial<VerifyReport> = {}): VerifyReport => ({
  puzzle: 'eight',
  seed: 1,
  cases: 10,
  ok: true,
  shard: null,
  coverage: { kind: 'sample', listed: 4, streamed: 6, text: '' },
  solvers,
  ...over,
});

describe('outcomeOf', () => {
  it('a solver that judged no case is unfinished, not passed', () => {
    expect(outcomeOf(solver({ cases: 0, verdicts: {} }))).toBe('unfinished');
  });

  it('unfinished cases beside only ok verdicts are unfinished', () => {
    expect(outcomeOf(solver({ unfinished: 3 }))).toBe('unfinished');
  });

  it('one failing verdict beside unfinished cases is a failure', () => {
    expect(outcomeOf(solver({ verdicts: { ok: 9, 'not-shortest': 1 }, unfinished: 3 }))).toBe('failed');
  });

  it('a buggy variant that judged nothing is neither caught nor missed', () => {
    const zoo = solver({ expected: 'buggy', cases: 0, verdicts: {}, unfinished: 446 });
    expect(resultWord(zoo)).toBe('UNFINISHED');
    expect(asExpected(zoo)).toBe(true);
  });
});

describe('claimMismatch', () => {
  it('agrees with an honest report', () => {
    expect(claimMismatch(report([solver({})]))).toBeNull();
  });

  it('finds "passed" edited in beside a failing verdict', () => {
    expect(claimMismatch(report([solver({ verdicts: { ok: 9, 'illegal-move': 1 } })]))).toMatch(
      /solver m is marked passed, but its verdicts hold failures/,
    );
  });

  it('finds "ok" edited in over a failed solver', () => {
    expect(claimMismatch(report([solver({ passed: false, verdicts: { ok: 9, 'illegal-move': 1 } })]))).toMatch(
      /marked ok/,
    );
  });

  it('finds a case count cut down', () => {
    expect(claimMismatch(report([solver({ cases: 1, verdicts: { ok: 1 } })], { cases: 1 }))).toMatch(
      /cases 1, but its coverage lists 4 \+ 6/,
    );
  });

  it('finds verdicts that do not add up to the cases', () => {
    expect(claimMismatch(report([solver({ cases: 10, verdicts: { ok: 3 } })]))).toMatch(
      /cases 10, but its verdicts count 3/,
    );
  });
});
