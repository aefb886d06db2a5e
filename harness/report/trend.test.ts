import { describe, expect, it } from 'vitest';
import type { HistoryLine, NightlyRun } from '../history/types.js';
import { parseHistory } from './load.js';
import { analyseHistory, analyseWork } from './trend.js';

function night(day: number, medians: Record<string, number>, extra: object = {}): HistoryLine {
  const startedAt = `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`;
  return {
    run: startedAt.slice(0, 10),
    startedAt,
    seed: day,
    complete: true,
    verifyOk: true,
    medians,
    counterexamples: [],
    ...extra,
  };
}

describe('analyseHistory', () => {
  it('keeps overall medians only, one series per puzzle/solver, in time order', () => {
    const trend = analyseHistory([
      night(2, { 'eight/idastar': 2, 'eight/idastar@20': 9 }),
      night(1, { 'eight/idastar': 1, 'rotation/bfs': 5 }),
    ]);
    expect(trend.nights.map((n) => n.run)).toEqual(['2026-11-01', '2026-11-02']);
    expect(trend.series.map((s) => `${s.puzzle}/${s.solver}`)).toEqual(['eight/idastar', 'rotation/bfs']);
    expect(trend.series[1].points.map((p) => p.median)).toEqual([5, null]);
  });

  it('charts every puzzle, plug-ins and sliding sizes too: the registry order first, then by name', () => {
    const trend = analyseHistory([
      night(1, { 'pancake-6/bfs': 3, 'fifteen/idastar': 4, 'slide-2x3/bfs': 2, 'eight/bfs': 1 }),
    ]);
    expect(trend.series.map((s) => s.puzzle)).toEqual(['eight', 'fifteen', 'pancake-6', 'slide-2x3']);
  });

  it('flags a night by the nightly rule (median of earlier nights + max(3 MAD, 10%)), not noise below it', () => {
    const values = [1, 1.02, 0.98, 1.0, 1.01, 1.3];
    const trend = analyseHistory(values.map((v, i) => night(i + 1, { 'eight/astar': v })));
    expect(trend.slowdowns).toEqual([
      { puzzle: 'eight', solver: 'astar', run: '2026-11-06', median: 1.3, baseline: 1, ratio: 1.3, source: 'rule' },
    ]);
    expect(trend.latestSlowdowns).toHaveLength(1);
    const calm = analyseHistory([1, 1.05, 1.08].map((v, i) => night(i + 1, { 'eight/astar': v })));
    expect(calm.slowdowns).toEqual([]);
    // One earlier night is too few to judge.
    expect(analyseHistory([night(1, { 'eight/astar': 1 }), night(2, { 'eight/astar': 5 })]).slowdowns).toEqual([]);
  });

  it("marks nightly.json's slowdowns, and adds its night when history lacks it", () => {
    const nightly = {
      kind: 'nightly',
      version: 1,
      startedAt: '2026-11-03T02:00:00.000Z',
      finishedAt: null,
      complete: false,
      seed: 3,
      budgetMs: 1000,
      verify: [],
      bench: [],
      run: 'tonight',
      medians: { 'eight/bfs': 1.05 },
      slowdowns: [{ key: 'eight/bfs', today: 1.05, baseline: 1, mad: 0, threshold: 1.04, nights: 2 }],
    } as NightlyRun;
    const trend = analyseHistory([night(1, { 'eight/bfs': 1 }), night(2, { 'eight/bfs': 1 })], nightly, 'tonight');
    expect(trend.nights.map((n) => [n.run, n.complete])).toEqual([
      ['2026-11-01', true],
      ['2026-11-02', true],
      ['tonight', false],
    ]);
    expect(trend.latestSlowdowns.map((s) => [s.solver, s.run, s.source])).toEqual([['bfs', 'tonight', 'flagged']]);
  });
});

describe('parseHistory', () => {
  it('skips bad lines and keeps the last line of a run', () => {
    const problems: string[] = [];
    const text = [
      JSON.stringify(night(1, { 'eight/bfs': 1 })),
      '{oops',
      JSON.stringify(night(1, { 'eight/bfs': 2 })),
      '',
      JSON.stringify({ run: 'x' }),
    ].join('\n');
    const lines = parseHistory(text, problems);
    expect(lines).toHaveLength(1);
    expect(lines[0].medians['eight/bfs']).toBe(2);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^history\.jsonl line 2: /);
  });
});

describe('analyseWork', () => {
  const work = (buckets: Record<string, [number, number, number, number]>, caseSet = 'aaaa') => ({
    work: { caseSets: { eight: caseSet }, buckets },
  });

  it('finds each night’s definite changes and sums each solver over the newest night’s depths, with gaps', () => {
    const nights = [
      night(1, {}, work({ 'eight/bfs@0': [4, 0, 0, 1], 'eight/bfs@1': [4, 4, 9, 1] })),
      night(2, {}), // a night from before work counts: a gap
      night(3, {}, work({ 'eight/bfs@0': [4, 0, 0, 2], 'eight/bfs@1': [4, 5, 9, 2] })),
      night(4, {}, work({ 'eight/bfs@0': [4, 0, 0, 2] })), // ran out of time after depth 0
      night(5, {}, work({ 'eight/bfs@0': [4, 0, 0, 2], 'eight/bfs@1': [4, 5, 10, 2] })),
    ];
    const trend = analyseWork(nights);
    expect(trend.nights).toBe(4);
    expect(trend.changes.map((c) => [c.run, c.depth, c.previousRun, c.before, c.after])).toEqual([
      ['2026-11-03', 1, '2026-11-01', { expanded: 4, generated: 9 }, { expanded: 5, generated: 9 }],
      ['2026-11-05', 1, '2026-11-03', { expanded: 5, generated: 9 }, { expanded: 5, generated: 10 }],
    ]);
    expect(trend.latestChanges.map((c) => c.depth)).toEqual([1]);
    const [series] = trend.series;
    expect(series).toMatchObject({ puzzle: 'eight', solver: 'bfs', depths: [0, 1] });
    expect(series.points.map((p) => [p.expanded, p.generated, p.changes.length])).toEqual([
      [4, 9, 0],
      [null, null, 0],
      [5, 9, 1],
      [null, null, 0],
      [5, 10, 1],
    ]);
  });

  it('does not sum or compare nights on other work cases', () => {
    const trend = analyseWork([
      night(1, {}, work({ 'eight/bfs@1': [4, 4, 9, 1] }, 'old')),
      night(2, {}, work({ 'eight/bfs@1': [4, 7, 9, 1] })),
    ]);
    expect(trend.changes).toEqual([]);
    expect(trend.series[0].points.map((p) => p.expanded)).toEqual([null, 7]);
  });
});
