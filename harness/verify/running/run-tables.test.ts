/**
 * A run's tables are built on the pool before its cases: those of the spaces its listed cases use,
 * and those of the spaces a pool thread's sample of the stream meets.
 */
import { describe, expect, it } from 'vitest';
import { resolvePuzzle } from '../../../puzzles/index.js';
import { shelvedTables } from '../../../util/shared-tables.js';
import { Scheduler } from './scheduler.js';
import { buildRunTables } from './run-tables.js';

describe("a run's tables", () => {
  it('include those of a space only the stream uses, first met at its 7,964th case', { timeout: 120_000 }, async () => {
    // Rotation, seed 6: the first board with a 12-cell digit is random case 7,964 (a sample of
    // 4,000 cases missed it, and every thread then built its tables among its cases).
    const rotation = resolvePuzzle('rotation');
    const listed = [rotation.parseInput('1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n')[0]];
    const pool = new Scheduler(2);
    try {
      await buildRunTables(pool, rotation, ['bfs-table'], listed, {
        stream: { kind: 'random', puzzle: 'rotation', seed: 6 },
        start: 0,
        step: 1,
        count: 100_000,
      });
    } finally {
      await pool.destroy();
    }
    const shelved = shelvedTables(['solver', 'oracle']);
    expect([...shelved['bfs-table'].keys()]).toContain('rotation/count12');
    expect([...shelved['oracle/goal-distances'].keys()]).toContain('rotation/count12');
    expect([...shelved['bfs-table'].keys()]).toContain('rotation/count8'); // the listed case's
  });
});
