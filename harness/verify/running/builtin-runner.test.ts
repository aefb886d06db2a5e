/**
 * How a stream run lays its cases out on the pool's threads (builtin-runner.ts): nothing about
 * speed is asserted, only the segments handed out.
 */
import { describe, expect, it } from 'vitest';
import { resolvePuzzle } from '../../../puzzles/index.js';
import { BuiltinRunner, type SegmentDone } from './builtin-runner.js';
import { Scheduler } from './scheduler.js';

describe('a stream run on the pool', () => {
  it('ends in segments of at most a quarter of the cases left (two threads, ' +
    'two tasks each), so the threads finish together', {
    timeout: 120_000,
  }, async () => {
    const count = 60_000;
    const segments: SegmentDone[] = [];
    const pool = new Scheduler(2);
    try {
      const runner = new BuiltinRunner(pool, resolvePuzzle('eight'), 'bfs-table', () => 60_000, 'threads');
      const slice = { stream: { kind: 'random', puzzle: 'eight', seed: 1 } as const, start: 0, step: 1, count };
      await runner.runStream(slice, { onFailure: () => {}, onSegment: (segment) => void segments.push(segment) });
    } finally {
      await pool.destroy();
    }
    expect(segments.reduce((cases, s) => cases + s.to - s.from, 0)).toBe(count);
    const tooLarge = segments.filter((s) => s.to - s.from > Math.max(64, Math.ceil((count - s.from) / 4)));
    expect(tooLarge).toEqual([]);
  });
});
