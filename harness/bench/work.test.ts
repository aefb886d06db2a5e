import { puzzleDefinition } from '../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { clearDistanceTables } from '../../solvers/bfs-table.js';
import { eight } from '../../puzzles/eight/space.js';
import { listSolvers } from '../../solvers/registry.js';
import { rotation } from '../../puzzles/rotation/space.js';
import { Oracle } from '../../oracle/oracle.js';
import { measureWork, WORK, workCases } from './work.js';

describe('the work cases', () => {
  it('are WORK.perDepth cases at exactly each depth, from constants (the same in every process)', () => {
    for (const [name, puzzle, depths] of [
      ['eight', eight, 32],
      ['rotation', rotation, 14],
    ] as const) {
      const { buckets, caseSet } = workCases(name, puzzleDefinition(name));
      expect(buckets.map((b) => b.depth)).toEqual(Array.from({ length: depths }, (_, d) => d));
      const oracle = new Oracle<unknown>(puzzle as never);
      for (const b of buckets) {
        expect(b.cases).toHaveLength(WORK.perDepth);
        for (const c of b.cases) expect(oracle.distance(c)).toBe(b.depth);
      }
      expect(caseSet).toMatch(/^[0-9a-f]{12}$/);
    }
    expect(workCases('eight', puzzleDefinition('eight')).caseSet).not.toBe(
      workCases('rotation', puzzleDefinition('rotation')).caseSet,
    );
  });
});

describe('built-in solvers are deterministic', () => {
  // idastar-stale-bound never finishes (that is its bug), so it has no counts to compare.
  const finishing = (puzzle: 'eight' | 'rotation') =>
    listSolvers(puzzle).filter((s) => s.name !== 'idastar-stale-bound');
  const counts = (report: Awaited<ReturnType<typeof measureWork>>) =>
    report.solvers.map((s) => [s.solver, s.buckets.map((b) => [b.depth, b.cases, b.expanded, b.generated])]);

  it('count the same work twice, in a different solver order and with the tables built again', async () => {
    for (const [puzzle, depths] of [
      ['eight', 12],
      ['rotation', 6],
    ] as const) {
      const solvers = finishing(puzzle);
      const first = await measureWork(puzzle, puzzleDefinition(puzzle), solvers, Infinity, undefined, { depths });
      clearDistanceTables();
      const second = await measureWork(puzzle, puzzleDefinition(puzzle), [...solvers].reverse(), Infinity, undefined, {
        depths,
      });
      expect(counts(second).reverse()).toEqual(counts(first));
      for (const s of first.solvers) {
        expect(s.buckets.map((b) => b.depth)).toEqual(Array.from({ length: s.buckets.length }, (_, d) => d));
        // Depth 0: the start is a goal; nothing is expanded. Deeper: something is.
        expect(s.buckets[0]).toMatchObject({ expanded: 0, generated: 0 });
        for (const b of s.buckets.slice(1)) expect(b.generated).toBeGreaterThanOrEqual(b.expanded);
        for (const b of s.buckets.slice(1)) expect(b.expanded).toBeGreaterThan(0);
      }
    }
  });

  it('stop after the first bucket over the work cap, and when out of time or stopped', async () => {
    const bfs = listSolvers('rotation').filter((s) => s.name === 'bfs');
    const capped = await measureWork('rotation', puzzleDefinition('rotation'), bfs, Infinity);
    const last = capped.solvers[0].buckets.at(-1)!;
    expect(last.generated).toBeGreaterThan(WORK.capGenerated);
    for (const b of capped.solvers[0].buckets.slice(0, -1)) expect(b.generated).toBeLessThanOrEqual(WORK.capGenerated);
    expect(capped.solvers[0].stopped).toMatch(/^work cap: depth \d+ generated more than 1,000,000 states$/);
    const late = await measureWork('rotation', puzzleDefinition('rotation'), bfs, performance.now() - 1);
    expect(late.solvers[0]).toEqual({ solver: 'bfs', buckets: [], stopped: 'out of time' });
    const controller = new AbortController();
    controller.abort();
    expect(
      (await measureWork('rotation', puzzleDefinition('rotation'), bfs, Infinity, controller.signal)).solvers[0]
        .stopped,
    ).toBe('interrupted');
  });
});
