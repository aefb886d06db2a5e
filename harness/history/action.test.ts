import { describe, expect, it } from 'vitest';
import { actionBenchmarks } from './action.js';
import type { BenchReport } from '../bench/types.js';

describe('benchmark-action.json (customSmallerIsBetter)', () => {
  it('is an array of { name, unit, value, range?, extra? } with unique names', () => {
    const latency = { mean: 1, p50: 1, p99: 2, min: 0.5, max: 2, samples: 3, raw: [0.5, 1, 2] };
    const report = {
      kind: 'bench',
      version: 1,
      puzzle: 'rotation',
      seed: 1,
      solvers: [
        {
          solver: 'bfs-table',
          expected: 'correct',
          setupMs: 150,
          peakMemoryMb: 60,
          memoryMethod: 'rss',
          buckets: [{ depth: 3, cases: 2, expanded: 3, generated: 9, latency }],
          skipped: [],
        },
        {
          solver: 'bfs',
          expected: 'correct',
          setupMs: 0,
          peakMemoryMb: null,
          memoryMethod: null,
          buckets: [],
          skipped: [{ depth: 0, reason: 'slow' }],
        },
      ],
      processes: [
        {
          program: 'lexpath',
          command: 'lexpath solve rotation',
          batch: 'random',
          cases: 200,
          runs: [10, 12],
          median: 11,
          min: 10,
          max: 12,
          ratioToLexpath: 1,
        },
      ],
      scaling: [],
    } as unknown as BenchReport;
    const entries = actionBenchmarks([report]);
    expect(entries.length).toBe(4);
    for (const e of entries) {
      expect(Object.keys(e).every((k) => ['name', 'unit', 'value', 'range', 'extra'].includes(k))).toBe(true);
      expect(typeof e.name).toBe('string');
      expect(typeof e.unit).toBe('string');
      expect(Number.isFinite(e.value)).toBe(true);
      if (e.range !== undefined) expect(typeof e.range).toBe('string');
      if (e.extra !== undefined) expect(typeof e.extra).toBe('string');
    }
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
  });
});
