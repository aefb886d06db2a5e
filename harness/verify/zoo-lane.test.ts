/**
 * A slow bug-zoo variant no longer holds back the correct solvers (issue 20): the scheduler gives
 * the zoo lane half one solver's share (ZOO_WEIGHT, scheduler.ts).
 *
 * First, two night-style runs at the same time, so the machine's load (other test files) weighs on
 * both alike: one with a zoo variant that times out on every case, one without. Measured (8 s, quiet,
 * 2026-12-03): the table solver's cases beside the zoo were 0.87-1.00 of those without it (at a whole
 * solver's share they were 0.73-0.92 quiet, 0.53-0.76 inside the test suite, where two runs share
 * two cores with other test files); before the fair queue a zoo variant's time-outs held every
 * solver back (Rotation's table solver: 80 cases in a night instead of 240,000). The bound here,
 * 0.4, is clear of the suite's noise and still far from the old behaviour. Then the same with a
 * simulated clock, where the 80% of the issue can be asserted without timing.
 */
import { describe, expect, it, vi } from 'vitest';
import { laneOf, Scheduler, ZOO_LANE } from './running/scheduler.js';
import { verify } from './verify.js';

/** Eight II cases of 31 moves: idastar-stale-bound never finishes them (each costs two 2 s time-outs). */
const DEEP = ['8X6547231 X12345678', '876X41253 X12345678', '86X547231 1X2345678', 'X86743251 1X2345678'];
const CORRECT = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'];

describe('the bug zoo beside the correct solvers', () => {
  it("a zoo variant's time-outs leave most of a correct solver's random cases", async () => {
    const night = {
      puzzle: 'eight',
      programs: [],
      seed: 3,
      timeLimitMs: 2000,
      shard: null,
      workers: 2,
      inline: DEEP,
      randomCases: 1e9,
    } as const;
    const until = Date.now() + 8_000;
    const [without, beside] = await Promise.all([
      verify({ ...night, solvers: CORRECT, streamUntil: until }),
      verify({ ...night, solvers: [...CORRECT, 'idastar-stale-bound'], streamUntil: until }),
    ]);
    const tableCases = (report: typeof without): number => report.solvers.find((s) => s.name === 'bfs-table')!.cases!;
    const zoo = beside.solvers.find((s) => s.name === 'idastar-stale-bound')!;
    expect(zoo.verdicts!['time-limit']).toBeGreaterThan(0); // it was slow, and caught
    expect(tableCases(without)).toBeGreaterThan(1_000);
    expect(tableCases(beside) / tableCases(without)).toBeGreaterThan(0.4);
  }, 60_000);
});

describe('the bug zoo in the scheduler (a simulated clock: no timing)', () => {
  const ZOO_VARIANT = 'idastar-stale-bound';

  /**
   * bfs-table's tasks done in 8 simulated seconds on 2 threads, beside four other correct lanes (10
   * ms tasks each, always one waiting), with or without the zoo lane's 2 s time-outs.
   */
  async function tableTasks(withZoo: boolean): Promise<number> {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    try {
      const result = { outcomes: [], okOmitted: 0, ms: 0, built: {} };
      const msOf = (solver: string): number => (solver === ZOO_VARIANT ? 2_000 : 10);
      const scheduler = new Scheduler(
        2,
        (task) => new Promise((resolve) => setTimeout(resolve, msOf(task.solver), result)),
      );
      let done = 0;
      let stopped = false;
      const feed = (solver: string, onDone: () => void = () => {}): void => {
        const task = { puzzle: 'eight', solver, cases: { kind: 'list', cases: [] }, judge: true } as const;
        const next = (): void => {
          if (stopped) return;
          void scheduler.run({ ...task, progress: new SharedArrayBuffer(16) }, { listed: false }).then(() => {
            onDone();
            next();
          });
        };
        next();
      };
      for (const name of CORRECT) feed(name, name === 'bfs-table' ? () => done++ : undefined);
      if (withZoo) {
        expect(laneOf(ZOO_VARIANT)).toBe(ZOO_LANE);
        feed(ZOO_VARIANT);
      }
      await vi.advanceTimersByTimeAsync(8_000);
      stopped = true;
      return done;
    } finally {
      vi.useRealTimers();
    }
  }

  it(
    'leaves a correct solver at least 80% of its cases ' + '(here 280 of 320; at the weight of a whole solver, 241)',
    async () => {
      const without = await tableTasks(false);
      const beside = await tableTasks(true);
      expect(without).toBeGreaterThan(300); // a fifth of 2 threads for 8 s: 320 tasks of 10 ms
      expect(beside / without).toBeGreaterThanOrEqual(0.8);
    },
  );
});
