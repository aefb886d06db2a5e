/** Bench phase 1: each solver's one-off preparation (distance tables), measured apart from per-case cost. */
import { clearDistanceTables } from '../../solvers/bfs-table.js';
import type { FastSearchSpace } from '../../solvers/capabilities.js';
import type { Puzzle } from '../../solvers/puzzle.js';
import type { SolverInfo } from '../../solvers/registry.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { DepthCases } from '../../puzzles/index.js';
import { round } from '../../util/stats.js';

/** Each solver's setup time (ms) on the search spaces of the bucket cases; 0 for a solver with nothing to prepare. */
export function measureSetup(
  rules: Puzzle<unknown>,
  solvers: readonly SolverInfo[],
  buckets: readonly DepthCases[],
): Map<string, number> {
  const setupMs = new Map<string, number>();
  const spaces = new Map<string, SearchSpace>();
  for (const b of buckets)
    for (const c of b.cases) for (const sub of rules.subproblems(c)) spaces.set(sub.space.key, sub.space);
  // A space's own preparation (the 4x4 pattern tables) is built once per process, so it counts as
  // the setup of the first solver measured (on those spaces the only one that applies: idastar).
  const preparedSpaces = [...spaces.values()].filter((s) => (s as FastSearchSpace).prepare !== undefined);
  for (const solver of solvers) {
    const t0 = performance.now();
    for (const space of preparedSpaces) (space as FastSearchSpace).prepare!();
    if (solver.prepare) {
      clearDistanceTables();
      for (const space of spaces.values()) solver.prepare(space);
    }
    const measured = solver.prepare !== undefined || (setupMs.size === 0 && preparedSpaces.length > 0);
    setupMs.set(solver.name, measured ? round(performance.now() - t0, 6) : 0);
  }
  return setupMs;
}
