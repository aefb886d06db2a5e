import { puzzleDefinition } from '../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { findSolver } from '../../solvers/registry.js';
import {
  bootstrapRatio,
  commonDepths,
  CONFIRM,
  confirmSlowdowns,
  failingSlowdowns,
  judgeInterval,
  oldSamples,
} from './confirm.js';
import { formatGate, gateNight, regressions } from './gate.js';
import { median } from '../../util/stats.js';
import type { HistoryLine, HistoryWork, Slowdown, SlowdownCheck } from './types.js';
import { measureWork } from '../bench/work.js';
import { historyWork } from './work.js';

const slowdown = (key: string): Slowdown => ({ key, today: 2, baseline: 1, mad: 0, threshold: 1.1, nights: 3 });
const night = (run: string, buckets: HistoryWork['buckets'], caseSet = 'aaaa'): Pick<HistoryLine, 'run' | 'work'> => ({
  run,
  work: { caseSets: { eight: caseSet }, buckets },
});
/** eight/idastar at the given depths, with ms per case `ms(depth)`. */
const idastar = (depths: number[], ms: (d: number) => number): HistoryWork['buckets'] =>
  Object.fromEntries(depths.map((d) => [`eight/idastar@${d}`, [4, 10 * d, 30 * d, ms(d)]]));

describe('bootstrap interval of the ratio of medians', () => {
  const old = [1.0, 1.02, 0.98, 1.01, 0.99, 1.03, 0.97];

  it('is exact for samples without spread', () => {
    expect(bootstrapRatio([2, 2, 2], [1, 1], 7)).toEqual({ ratio: 2, lower: 2, upper: 2 });
  });

  it('is the same for the same seed, and brackets the ratio of the medians', () => {
    const fresh = [1.3, 1.1, 1.25, 1.4, 1.2];
    const a = bootstrapRatio(fresh, old, 42);
    expect(bootstrapRatio(fresh, old, 42)).toEqual(a);
    expect(bootstrapRatio(fresh, old, 43)).not.toEqual(a);
    expect(a.ratio).toBe(median(fresh) / median(old));
    expect(a.lower).toBeLessThanOrEqual(a.ratio);
    expect(a.upper).toBeGreaterThanOrEqual(a.ratio);
  });

  it('widens with the confidence asked for (same draws, wider percentiles)', () => {
    const fresh = [1.3, 1.1, 1.25, 1.4, 1.2, 0.9, 1.6];
    const at = (c: number) => bootstrapRatio(fresh, old, 5, 2000, c);
    const [narrow, usual, wide] = [at(0.5), at(0.95), at(0.999)];
    expect(usual.lower).toBeLessThan(narrow.lower);
    expect(usual.upper).toBeGreaterThan(narrow.upper);
    expect(wide.lower).toBeLessThanOrEqual(usual.lower);
    expect(wide.upper).toBeGreaterThanOrEqual(usual.upper);
    // At 99.9% with 2000 resamples the interval is the 2nd smallest to the 2nd largest ratio.
    const all = [...fresh].sort((x, y) => x - y);
    expect(wide.lower).toBeGreaterThanOrEqual(all[0] / Math.max(...old));
  });

  it('confirms a clear slowdown and not a noisy equal one', () => {
    const slower = old.map((x, i) => x * 1.5 * (1 + 0.01 * (i % 3)));
    const clear = bootstrapRatio(slower, old, 1);
    expect(clear.lower).toBeGreaterThan(1.4);
    expect(judgeInterval(clear)).toBe('confirmed');
    const same = bootstrapRatio([...old].reverse(), old, 1);
    expect(same.lower).toBeLessThan(1);
    expect(same.upper).toBeGreaterThan(1);
    expect(judgeInterval(same)).toBe('not-confirmed');
  });

  it('needs the lower end strictly above 1 + the minimum relative slowdown', () => {
    expect(judgeInterval({ ratio: 2, lower: 1.1, upper: 3 })).toBe('not-confirmed');
    expect(judgeInterval({ ratio: 2, lower: 1.1000001, upper: 3 })).toBe('confirmed');
    expect(
      judgeInterval({ ratio: 2, lower: 1.05, upper: 3 }, { window: 7, minNights: 2, madFactor: 3, minRelative: 0 }),
    ).toBe('confirmed');
  });

  it('refuses empty samples', () => {
    expect(() => bootstrapRatio([], [1], 1)).toThrow();
    expect(() => bootstrapRatio([1], [], 1)).toThrow();
  });
});

describe('old figures', () => {
  const today: HistoryWork = { caseSets: { eight: 'aaaa' }, buckets: idastar([0, 1, 2, 3], () => 1) };

  it('cover the buckets counted tonight and by the latest comparable night, one sample per night', () => {
    const earlier = [
      night(
        'n1',
        idastar([0, 1, 2, 3], (d) => d + 1),
      ),
      night(
        'n2',
        idastar([0, 1, 2], (d) => 2 * (d + 1)),
      ),
      night(
        'n3',
        idastar([0, 1, 2, 3], () => 9),
        'other',
      ),
    ];
    expect(commonDepths('eight', 'idastar', today, earlier)).toEqual([0, 1, 2]);
    // medians over depths 0-2: n1 of 1, 2, 3 -> 2; n2 of 2, 4, 6 -> 4; n3 is on other cases
    expect(oldSamples('eight', 'idastar', 'aaaa', [0, 1, 2], earlier)).toEqual({ old: [2, 4], oldRuns: ['n1', 'n2'] });
    // A night missing one of the depths gives no sample.
    expect(oldSamples('eight', 'idastar', 'aaaa', [0, 1, 2, 3], earlier)).toEqual({ old: [2.5], oldRuns: ['n1'] });
  });

  it('come from the last 7 comparable nights only', () => {
    const earlier = Array.from({ length: 9 }, (_, i) =>
      night(
        `n${i}`,
        idastar([0], () => i + 1),
      ),
    );
    expect(oldSamples('eight', 'idastar', 'aaaa', [0], earlier).oldRuns).toEqual([
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
      'n8',
    ]);
  });

  it('say why there are none', () => {
    expect(commonDepths('eight', 'idastar', today, [])).toEqual({
      reason: 'no earlier night timed the same work cases',
    });
    expect(
      commonDepths('eight', 'astar', today, [
        night(
          'n1',
          idastar([0], () => 1),
        ),
      ]),
    ).toEqual({ reason: 'not counted on the work cases tonight' });
    expect(
      commonDepths('eight', 'idastar', today, [
        night(
          'n1',
          idastar([7], () => 1),
        ),
      ]),
    ).toEqual({ reason: 'no depth bucket in common with the earlier nights' });
  });
});

describe('the A/B re-run', () => {
  it('does not re-run what it cannot, and says why', async () => {
    const today: HistoryWork = { caseSets: { eight: 'aaaa' }, buckets: idastar([0, 1], () => 0.01) };
    const checks = await confirmSlowdowns({
      slowdowns: [slowdown('eight/my-program'), slowdown('eight/idastar'), slowdown('eight/astar')],
      today,
      earlier: [
        night(
          'n1',
          idastar([0, 1], () => 0.01),
        ),
      ],
      deadline: performance.now() + 10_000,
      seed: 1,
    });
    expect(checks.map((c) => [c.key, c.status, c.lower, c.reason])).toEqual([
      ['eight/my-program', 'not-confirmed', null, 'not a built-in solver: nothing to re-run'],
      ['eight/idastar', 'not-confirmed', null, 'not re-run: 1 earlier night timed these work cases; 2 needed'],
      ['eight/astar', 'not-confirmed', null, 'not re-run: not counted on the work cases tonight'],
    ]);
    const late = await confirmSlowdowns({
      slowdowns: [slowdown('eight/idastar')],
      today,
      earlier: [
        night(
          'n1',
          idastar([0, 1], () => 0.01),
        ),
        night(
          'n2',
          idastar([0, 1], () => 0.01),
        ),
      ],
      deadline: performance.now() - 1,
      seed: 1,
    });
    expect(late[0].reason).toBe('not re-run: out of time');
  });

  it(
    'measures fresh rounds on the work cases and judges ' + 'them against the old figures by the bootstrap rule',
    async () => {
      const solvers = ['bfs-table', 'idastar'].map((name) => findSolver(name)!);
      const report = await measureWork('eight', puzzleDefinition('eight'), solvers, Infinity, undefined, { depths: 4 });
      const today = historyWork([{ puzzle: 'eight', work: report } as never])!;
      const caseSet = today.caseSets.eight;
      // Earlier nights: the same cases, with made-up times (what they are does not matter here).
      const earlier = [0.5, 1, 2].map(
        (scale, i): Pick<HistoryLine, 'run' | 'work'> => ({
          run: `n${i}`,
          work: {
            caseSets: { eight: caseSet },
            buckets: Object.fromEntries(
              Object.entries(today.buckets).map(([k, [c, e, g, ms]]) => [k, [c, e, g, ms * scale]]),
            ),
          },
        }),
      );
      const checks = await confirmSlowdowns({
        slowdowns: [slowdown('eight/bfs-table'), slowdown('eight/idastar')],
        today,
        earlier,
        deadline: performance.now() + 20_000,
        seed: 99,
      });
      expect(checks.map((c) => c.key)).toEqual(['eight/bfs-table', 'eight/idastar']);
      for (const c of checks) {
        expect(c.depths).toEqual([0, 1, 2, 3]);
        expect(c.oldRuns).toEqual(['n0', 'n1', 'n2']);
        const solver = c.key.split('/')[1];
        const tonight = median([0, 1, 2, 3].map((d) => today.buckets[`eight/${solver}@${d}`][3]));
        expect(c.old!.map((x) => x / tonight)).toEqual([0.5, 1, 2].map((s) => expect.closeTo(s, 9)));
        expect(c.fresh!.length).toBeGreaterThanOrEqual(CONFIRM.minRounds);
        expect(c.fresh!.length).toBeLessThanOrEqual(CONFIRM.maxRounds);
        const interval = bootstrapRatio(c.fresh!, c.old!, 99);
        expect(c.status).toBe(judgeInterval(interval));
        expect(c.lower).toBeCloseTo(interval.lower, 4);
        expect(c.upper).toBeCloseTo(interval.upper, 4);
        expect(c.threshold).toBe(1.1);
        expect(c.reason).not.toContain('NOTE');
      }
      // Had tonight's counts been other than the re-run's, the check says so.
      const [cases, expanded, generated, ms] = today.buckets['eight/bfs-table@2'];
      const wrong = {
        ...today,
        buckets: {
          ...today.buckets,
          'eight/bfs-table@2': [cases, expanded + 1, generated, ms] as [number, number, number, number],
        },
      };
      const [odd] = await confirmSlowdowns({
        slowdowns: [slowdown('eight/bfs-table')],
        today: wrong,
        earlier,
        deadline: performance.now() + 10_000,
        seed: 99,
      });
      expect(odd.reason).toMatch(
        /; NOTE: the re-run counted other work than tonight at depth 2 \(not deterministic\?\)$/,
      );
    },
  );
});

describe('what the gate reports and fails on', () => {
  const check = (key: string, status: SlowdownCheck['status'], lower: number | null): SlowdownCheck => ({
    key,
    status,
    ratio: lower === null ? null : lower + 0.1,
    lower,
    upper: lower === null ? null : lower + 0.2,
    threshold: 1.1,
    reason: 'why',
  });

  it('fails on confirmed slowdowns, unconfirmable ones and more work; not on unconfirmed ones or less work', () => {
    const checks = [
      check('eight/a', 'confirmed', 1.3),
      check('eight/b', 'not-confirmed', 0.9),
      check('eight/c', 'not-confirmed', null),
    ];
    expect(failingSlowdowns(checks).map((c) => c.key)).toEqual(['eight/a', 'eight/c']);
    const change = (depth: number, expanded: number) => ({
      puzzle: 'eight',
      solver: 'bfs',
      depth,
      cases: 4,
      previousRun: 'n1',
      before: { expanded: 10, generated: 20 },
      after: { expanded, generated: 20 },
    });
    expect(regressions({ slowdownChecks: checks, workChanges: [change(3, 11), change(4, 9)] })).toEqual([
      'slower: eight/a',
      'slower: eight/c',
      'more work: eight/bfs@3',
    ]);
    // A run from before the re-run existed: every flagged slowdown fails, as it used to.
    expect(regressions({ slowdowns: [slowdown('eight/x')] })).toEqual(['slower: eight/x']);
  });

  it('gathers tonight’s counts, their changes and what the history line keeps', async () => {
    const nothing = await gateNight({ bench: [], earlier: [], slowdowns: [], deadline: 0, seed: 1 });
    expect(nothing).toEqual({
      work: undefined,
      workChanges: undefined,
      workCompared: 0,
      slowdownChecks: [],
      historyFields: {},
    });
    const bench = {
      puzzle: 'eight',
      work: {
        seed: 1,
        perDepth: 4,
        caseSet: 'aaaa',
        solvers: [
          {
            solver: 'idastar',
            buckets: [{ depth: 1, cases: 4, expanded: 10, generated: 30, msPerCase: 1 }],
            stopped: null,
          },
        ],
      },
    };
    const earlier = [
      {
        startedAt: 's',
        seed: 1,
        complete: true,
        verifyOk: true,
        medians: {},
        counterexamples: [],
        ...night(
          'n1',
          idastar([1], () => 1),
        ),
      },
    ];
    const gate = await gateNight({
      bench: [bench as never],
      earlier: earlier as HistoryLine[],
      slowdowns: [slowdown('eight/my-program')],
      deadline: 0,
      seed: 1,
    });
    expect(gate.workCompared).toBe(1);
    expect(gate.workChanges).toEqual([]); // idastar([1]) has 10 expanded and 30 generated at depth 1, as tonight
    expect(gate.historyFields).toEqual({
      work: { caseSets: { eight: 'aaaa' }, buckets: { 'eight/idastar@1': [4, 10, 30, 1] } },
      slowdownChecks: [
        {
          key: 'eight/my-program',
          status: 'not-confirmed',
          ratio: null,
          lower: null,
          upper: null,
          threshold: 1.1,
          reason: 'not a built-in solver: nothing to re-run',
        },
      ],
    });
  });

  it('prints each slowdown with its re-run, then the work changes', () => {
    const lines = formatGate({
      slowdowns: ['eight/a', 'eight/b', 'eight/c', 'eight/d'].map(slowdown),
      slowdownChecks: [
        check('eight/a', 'confirmed', 1.3),
        check('eight/b', 'not-confirmed', 0.9),
        check('eight/c', 'not-confirmed', null),
      ],
      workChanges: [
        {
          puzzle: 'eight',
          solver: 'bfs',
          depth: 3,
          cases: 4,
          previousRun: 'n1',
          before: { expanded: 10, generated: 20 },
          after: { expanded: 11, generated: 20 },
        },
      ],
      workCompared: 40,
    });
    const flag = (k: string) => `eight/${k} 2.00 ms > 1.10 ms (median of 3 nights 1.00 ms, MAD 0.0)`;
    expect(lines).toEqual([
      `  SLOWER (confirmed by the A/B re-run): ${flag('a')}; fresh/old 1.400, 95% interval [1.300, 1.500]`,
      `  flagged by the noise rule, not confirmed by the A/B re-run: ` +
        `${flag('b')}; fresh/old 1.000, 95% interval [0.900, 1.100] (why)`,
      `  SLOWER (the A/B re-run could not check it: why): ${flag('c')}`,
      `  SLOWER: ${flag('d')}`,
      '  WORK CHANGED (definite: exact counts on the same cases) in 1 of 40 buckets compared:',
      '    eight/bfs (against n1): depth 3 expanded 10 -> 11',
    ]);
    expect(formatGate({ slowdowns: [], workChanges: [], workCompared: 40 })).toEqual([
      '  slowdowns: none flagged',
      '  work counts: no change in 40 buckets compared with the previous nights',
    ]);
    expect(formatGate({ workChanges: [], workCompared: 0 })).toEqual([
      '  work counts: no earlier night counted the same buckets on the same cases; nothing to compare yet',
    ]);
    expect(formatGate({})).toEqual([]);
  });
});
