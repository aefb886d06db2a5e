import { describe, expect, it } from 'vitest';
import type { BenchReport } from '../bench/types.js';
import type { HistoryLine, HistoryWork } from './types.js';
import { compareWork, formatWorkChanges, historyWork, parseWorkKey, workChanges, workIncreased } from './work.js';

const night = (
  run: string,
  buckets: HistoryWork['buckets'],
  caseSets: Record<string, string> = { eight: 'aaaa', rotation: 'bbbb' },
): Pick<HistoryLine, 'run' | 'work'> => ({
  run,
  work: { caseSets, buckets },
});

describe('definite work changes', () => {
  const today: HistoryWork = {
    caseSets: { eight: 'aaaa', rotation: 'bbbb' },
    buckets: {
      'eight/idastar@20': [4, 100, 300, 0.5],
      'eight/idastar@21': [4, 200, 600, 0.9],
      'eight/astar@20': [4, 50, 150, 0.7],
      'rotation/bfs@3': [4, 10, 80, 0.1],
    },
  };

  it('flags every bucket whose expanded or generated total moved, with old and new, against the previous night', () => {
    const earlier = [
      night('n1', { 'eight/idastar@20': [4, 1, 1, 0.5] }),
      night('n2', {
        'eight/idastar@20': [4, 90, 300, 0.4],
        'eight/idastar@21': [4, 200, 601, 0.1],
        'eight/astar@20': [4, 50, 150, 9],
      }),
    ];
    expect(workChanges(today, earlier)).toEqual([
      {
        puzzle: 'eight',
        solver: 'idastar',
        depth: 20,
        cases: 4,
        previousRun: 'n2',
        before: { expanded: 90, generated: 300 },
        after: { expanded: 100, generated: 300 },
      },
      {
        puzzle: 'eight',
        solver: 'idastar',
        depth: 21,
        cases: 4,
        previousRun: 'n2',
        before: { expanded: 200, generated: 601 },
        after: { expanded: 200, generated: 600 },
      },
    ]);
  });

  it(
    'ignores time (the 4th field) and finds the latest night ' +
      'that counted the bucket, skipping nights that did not',
    () => {
      const earlier = [
        night('n1', { 'rotation/bfs@3': [4, 11, 80, 0.1] }),
        night('n2', { 'eight/astar@20': [4, 50, 150, 0.1] }),
        { run: 'n3' },
      ];
      const changes = workChanges(today, earlier);
      expect(changes.map((c) => [`${c.puzzle}/${c.solver}@${c.depth}`, c.previousRun])).toEqual([
        ['rotation/bfs@3', 'n1'],
      ]);
    },
  );

  it('compares only the same case set (fingerprint and number of cases)', () => {
    const otherSet = [night('n1', { 'eight/idastar@20': [4, 1, 1, 0.5] }, { eight: 'cccc', rotation: 'bbbb' })];
    expect(workChanges(today, otherSet)).toEqual([]);
    const fewerCases = [night('n1', { 'eight/idastar@20': [3, 1, 1, 0.5] })];
    expect(workChanges(today, fewerCases)).toEqual([]);
    // An older night on the same set still counts when the newest was on another.
    const mixed = [
      night('n1', { 'eight/idastar@20': [4, 1, 1, 0.5] }),
      night('n2', { 'eight/idastar@20': [4, 100, 300, 0.5] }, { eight: 'cccc' }),
    ];
    expect(workChanges(today, mixed).map((c) => c.previousRun)).toEqual(['n1']);
  });

  it('counts the buckets it could compare', () => {
    const earlier = [night('n1', { 'eight/idastar@20': [4, 100, 300, 0.5], 'eight/astar@20': [3, 50, 150, 0.7] })];
    expect(compareWork(today, earlier)).toEqual({ changes: [], compared: 1 });
    expect(compareWork(undefined, earlier)).toEqual({ changes: [], compared: 0 });
  });

  it('has nothing to compare without counts', () => {
    expect(workChanges(undefined, [night('n1', {})])).toEqual([]);
    expect(workChanges(today, [])).toEqual([]);
  });

  it('prints one line per solver, and knows which changes are increases', () => {
    const changes = workChanges(today, [
      night('n1', { 'eight/idastar@20': [4, 90, 300, 0.4], 'eight/idastar@21': [4, 200, 601, 0.1] }),
    ]);
    expect(formatWorkChanges(changes)).toEqual([
      'eight/idastar (against n1): depth 20 expanded 90 -> 100; depth 21 generated 601 -> 600',
    ]);
    expect(workIncreased(changes).map((c) => c.depth)).toEqual([20]);
  });

  it('parses keys with the depth after the last @', () => {
    expect(parseWorkKey('eight/bfs-table@31')).toEqual({ puzzle: 'eight', solver: 'bfs-table', depth: 31 });
    expect(parseWorkKey('eight/bfs-table')).toBeNull();
  });
});

describe('work counts in history form', () => {
  it('keeps [cases, expanded, generated, ms per case] per puzzle/solver@depth, and each puzzle’s case set', () => {
    const report = (puzzle: 'eight' | 'rotation', caseSet: string) =>
      ({
        puzzle,
        work: {
          seed: 1,
          perDepth: 4,
          caseSet,
          solvers: [
            {
              solver: 'bfs',
              buckets: [
                { depth: 0, cases: 4, expanded: 0, generated: 0, msPerCase: 0.001 },
                { depth: 1, cases: 4, expanded: 4, generated: 9, msPerCase: 0.002 },
              ],
              stopped: null,
            },
          ],
        },
      }) as unknown as BenchReport;
    expect(historyWork([report('eight', 'e1'), report('rotation', 'r1')])).toEqual({
      caseSets: { eight: 'e1', rotation: 'r1' },
      buckets: {
        'eight/bfs@0': [4, 0, 0, 0.001],
        'eight/bfs@1': [4, 4, 9, 0.002],
        'rotation/bfs@0': [4, 0, 0, 0.001],
        'rotation/bfs@1': [4, 4, 9, 0.002],
      },
    });
    expect(historyWork([{ puzzle: 'eight' } as unknown as BenchReport])).toBeUndefined();
  });
});
