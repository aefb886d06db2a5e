/** What an unfinished program is told: the estimate of the bound that lets it finish, and the exact lines. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVerifyReport, type SolverReport, type TimeBound, type VerifyReport } from '../types.js';
import { finishAdvice, friendlyCeilMs, type PaceSoFar, timeBoundLines } from './finish-advice.js';
import { mergeReports } from './merge.js';
import { formatVerifyReport } from './text-report.js';

/** 30 cases judged in the first minute of case time, 200 left; a batch of 30 cut off after 30 s. */
const SLOW: PaceSoFar = {
  maxTimeMs: 120_000,
  stoppedAtMs: 100_000,
  caseMs: 90_000,
  judged: 30,
  left: 200,
  running: [{ cases: 30, ms: 30_000, limitMs: 50_000 }],
  timedOut: [],
  shrinkBudgetMs: 20_000,
  timeLimitMs: 2000,
  startupMs: 5000,
};

describe('the --max-time that lets an unfinished program finish', () => {
  it('goes by the time per judged case, with a margin and the shrink reserve, rounded up to 15m', () => {
    // 2 s a case: 60 s + 200 x 2 s of cases, 10 s else; x1.5, + 20 s for counterexamples = 725 s.
    expect(finishAdvice(SLOW)).toEqual({ maxTimeMs: 900_000, timeLimitMs: null, from: 'pace' });
  });

  it('counts the cases in progress as at least as slow as they have been so far', () => {
    const stalled = { ...SLOW, caseMs: 200_000, stoppedAtMs: 210_000, running: [{ ...SLOW.running[0], ms: 180_000 }] };
    // 20 s for the cases judged, but the batch in progress has taken 6 s a case so far: 6 s a case.
    // 10 s else + 20 s + 200 x 6 s of cases; x1.5, + 20 s = 1865 s: 45m.
    expect(finishAdvice(stalled)?.maxTimeMs).toBe(2_700_000);
  });

  it('with no case judged, goes by the time limit of the run in progress (the most it may take)', () => {
    const none = {
      ...SLOW,
      judged: 0,
      left: 16,
      caseMs: 96_000,
      running: [{ cases: 16, ms: 95_000, limitMs: 365_400 }],
    };
    // 1 s before the run + its 365.4 s limit, 4 s else; x1.5 + 20 s = 576.6 s.
    expect(finishAdvice(none)).toEqual({ maxTimeMs: 600_000, timeLimitMs: null, from: 'limits' });
  });

  it('names a --time-limit when its runs hit their limit: long enough for the pace, at least twice the limit', () => {
    // A run of 5 cases hit 7.5 s (5 s start-up + 2000 x 1.25); at 3 s a case it needs 15 s x1.5 = 22.5 s.
    const advice = finishAdvice({ ...SLOW, running: [], timedOut: [{ cases: 5, limitMs: 7500 }] });
    expect(advice?.timeLimitMs).toBe(14_000);
    expect(5000 + (14_000 * (7500 - 5000)) / 2000).toBeGreaterThanOrEqual(22_500);
  });

  it('with no case judged and runs that hit their limit, doubles the limit and goes by it', () => {
    const advice = finishAdvice({ ...SLOW, judged: 0, running: [], timedOut: [{ cases: 8, limitMs: 7000 }] });
    // 7 s = 5 s start-up + 2000: twice that, 14 s, is 5 s + 9000.
    expect([advice?.timeLimitMs, advice?.from]).toEqual([9000, 'limits']);
  });

  it('has nothing to say with no case judged, no run in progress and no time-out', () => {
    expect(finishAdvice({ ...SLOW, judged: 0, running: [] })).toBeNull();
  });

  it('always advises more than the bound in force, and enough for the estimate once cases stop short of it', () => {
    const pace = fc.record({
      caseMs: fc.integer({ min: 1, max: 1_000_000 }),
      overheadMs: fc.integer({ min: 0, max: 100_000 }),
      judged: fc.integer({ min: 1, max: 500 }),
      left: fc.integer({ min: 1, max: 5000 }),
      shrinkBudgetMs: fc.integer({ min: 0, max: 60_000 }),
    });
    fc.assert(
      fc.property(pace, ({ caseMs, overheadMs, judged, left, shrinkBudgetMs }) => {
        const stoppedAtMs = caseMs + overheadMs;
        const p = { ...SLOW, caseMs, stoppedAtMs, maxTimeMs: stoppedAtMs, judged, left, running: [], shrinkBudgetMs };
        const advised = finishAdvice(p)!.maxTimeMs;
        const casesStop = advised - Math.min(shrinkBudgetMs, advised / 4);
        return advised > p.maxTimeMs && casesStop >= overheadMs + (caseMs / judged) * (judged + left);
      }),
      { seed: 38, numRuns: 300 },
    );
  });

  it('rounds up to values a person types', () => {
    expect([7_200, 9_500, 61_000, 121_000, 4_000_000].map(friendlyCeilMs)).toEqual([
      8000, 10_000, 90_000, 180_000, 5_400_000,
    ]);
  });
});

const BOUND: TimeBound = {
  maxTimeMs: 120_000,
  stoppedAtMs: 100_000,
  running: { caseIndex: 30, cases: 30, ms: 41_200 },
  ok: 30,
  planned: 230,
  timedOutRuns: 0,
  advice: { maxTimeMs: 900_000, timeLimitMs: null, from: 'pace' },
};

describe('the lines under the table', () => {
  it('say where the program stood and what --max-time lets it finish', () => {
    expect(timeBoundLines('slowprog', BOUND)).toEqual([
      'slowprog: unfinished: its cases stopped at 1m40s of --max-time 2m, a run of 30 cases from case #30 ' +
        'running for 41s; 30/230 cases judged ok.',
      '  At this pace --max-time 15m would let it finish.',
    ]);
  });

  it('name a single case, and the --time-limit when its runs hit their limit', () => {
    const lines = timeBoundLines('slowprog', {
      ...BOUND,
      running: { caseIndex: 7, cases: 1, ms: 8_400 },
      timedOutRuns: 2,
      advice: { maxTimeMs: 600_000, timeLimitMs: 8000, from: 'pace' },
    });
    expect(lines[0]).toContain(', case #7 running for 8.4s;');
    expect(lines[1]).toBe(
      '  Its runs hit their time limit 2 times; at this pace --time-limit 8000 --max-time 10m would let it finish.',
    );
  });

  it('with no case judged, say the advice holds if its runs keep within their time limits', () => {
    const lines = timeBoundLines('slowprog', {
      ...BOUND,
      ok: 0,
      advice: { maxTimeMs: 600_000, timeLimitMs: null, from: 'limits' },
    });
    expect(lines[1]).toBe(
      '  No case judged yet: --max-time 10m would let it finish if its runs keep within their time limits.',
    );
  });

  it('with nothing to go by, say so', () => {
    expect(timeBoundLines('slowprog', { ...BOUND, ok: 0, running: null, advice: null })).toEqual([
      'slowprog: unfinished: its cases stopped at 1m40s of --max-time 2m, no run in progress; 0/230 cases judged ok.',
      '  No case judged yet: nothing to estimate the time it needs from.',
    ]);
  });
});

const program = (more: Partial<SolverReport> = {}): SolverReport => ({
  name: 'slowprog',
  expected: 'correct',
  kind: 'program',
  passed: false,
  cases: 30,
  verdicts: { ok: 30 },
  skipped: 0,
  unfinished: 200,
  counterexample: null,
  timeBound: BOUND,
  ...more,
});
const report = (solvers: SolverReport[], shard: VerifyReport['shard'] = null): VerifyReport => ({
  puzzle: 'rotation',
  seed: 1,
  cases: 230,
  maxTimeReached: true,
  ok: false,
  shard,
  solvers,
});
const lastLine = (r: VerifyReport) => formatVerifyReport(r).trimEnd().split('\n').at(-1);

describe('the closing line of a run the bound stopped', () => {
  it('reads UNFINISHED with the advice, not FAILED, when nothing failed', () => {
    expect(lastLine(report([program()]))).toBe(
      'UNFINISHED: 0/1 program passed, none failed; --max-time 15m would let it finish',
    );
  });

  it('prints the two lines under the table', () => {
    const text = formatVerifyReport(report([program()])).split('\n');
    const row = text.findIndex((l) => l.startsWith('slowprog  UNFINISHED'));
    expect(text.slice(row + 1, row + 3)).toEqual(timeBoundLines('slowprog', BOUND));
  });

  it('says the advice may do when it goes by the time limits, with no case judged', () => {
    const limits = { ...BOUND, ok: 0, advice: { maxTimeMs: 600_000, timeLimitMs: null, from: 'limits' as const } };
    expect(lastLine(report([program({ cases: 0, verdicts: {}, timeBound: limits })]))).toBe(
      'UNFINISHED: 0/1 program passed, none failed; --max-time 10m may let it finish',
    );
  });

  it('stays FAILED when a case failed', () => {
    const failed = program({ verdicts: { ok: 29, 'not-shortest': 1 }, timeBound: undefined });
    expect(lastLine(report([failed]))).toBe('FAILED: 0/1 program passed');
  });

  it('gives no advice when a solver left unfinished has none (a built-in solver)', () => {
    const builtin = program({ name: 'bfs', kind: 'built-in', timeBound: undefined });
    expect(lastLine(report([program(), builtin]))).toBe(
      'UNFINISHED: 0/1 correct solvers passed, 0/1 program passed, none failed',
    );
  });
});

describe('the report file', () => {
  it('keeps the time bound through its schema, and reads a report without one', () => {
    const checked = checkVerifyReport(JSON.parse(JSON.stringify(report([program()]))), 'test');
    expect(checked.ok && checked.value.solvers[0].timeBound).toEqual(BOUND);
    expect(checkVerifyReport(report([program({ timeBound: undefined })]), 'test').ok).toBe(true);
  });

  it('merges shards: counts over every shard, the longest run, the largest advice', () => {
    const shard = (index: number, timeBound: TimeBound): VerifyReport => ({
      ...report([program({ cases: 15, verdicts: { ok: 15 }, unfinished: 100, timeBound })], {
        index,
        count: 2,
        judged: `digest ${index}`,
      }),
      cases: 115,
    });
    const later = { ...BOUND, running: { caseIndex: 31, cases: 30, ms: 50_000 }, timedOutRuns: 1 };
    const bigger = { ...BOUND, advice: { maxTimeMs: 1_200_000, timeLimitMs: 8000, from: 'pace' as const } };
    const merged = mergeReports([shard(1, later), shard(2, bigger)]);
    expect(merged.solvers[0].timeBound).toEqual({
      ...BOUND,
      running: later.running,
      timedOutRuns: 1,
      advice: bigger.advice,
    });
  });
});
