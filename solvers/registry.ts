/**
 * Every built-in solver, by name. Correct solvers are listed here; known-buggy variants (kept in
 * solvers/buggy/) are registered beside them with `expected: 'buggy'` so the harness can prove it
 * catches them.
 */
import { astar } from './astar.js';
import { bfsTable, distanceTable } from './bfs-table.js';
import { bfs } from './bfs.js';
import { bidirBfs } from './bidir-bfs.js';
import { BUGGY_SOLVERS } from './buggy/index.js';
import type { SearchAlgorithm, SearchSpace } from './domain.js';
import { idastar } from './idastar.js';
import type { PuzzleName } from './puzzle.js';

export interface SolverInfo {
  readonly name: string;
  readonly description: string;
  readonly expected: 'correct' | 'buggy';
  readonly puzzles: readonly PuzzleName[];
  readonly search: SearchAlgorithm;
  /** One-off setup for a space (e.g. building a table), so benchmarks can time it apart. */
  readonly prepare?: (space: SearchSpace) => void;
  /**
   * A solver you register: the URL of the module that registers it when imported (usually
   * `import.meta.url`). `verify` runs solvers in worker threads, which import it to find the solver.
   */
  readonly module?: string;
}

const BOTH: readonly PuzzleName[] = ['eight', 'rotation'];

export const CORRECT_SOLVERS: readonly SolverInfo[] = [
  {
    name: 'bfs-table',
    description: 'exact distance tables (built once per space), then a walk taking the smallest move that lowers the distance',
    expected: 'correct',
    puzzles: BOTH,
    search: bfsTable,
    prepare: (space) => void distanceTable(space),
  },
  {
    name: 'idastar',
    description: 'iterative-deepening A*, moves tried in lexicographic order',
    expected: 'correct',
    puzzles: BOTH,
    search: idastar,
  },
  {
    name: 'astar',
    description: 'A* with a binary heap, ties by g, closed on expansion, smallest path kept per state',
    expected: 'correct',
    puzzles: BOTH,
    search: astar,
  },
  {
    name: 'bidir-bfs',
    description: 'bidirectional BFS by whole levels, then a walk along marked shortest-path states',
    expected: 'correct',
    puzzles: BOTH,
    search: bidirBfs,
  },
  {
    name: 'bfs',
    description: 'breadth-first search from the start, moves expanded in lexicographic order',
    expected: 'correct',
    puzzles: BOTH,
    search: bfs,
  },
];

const registry = new Map<string, SolverInfo>([...CORRECT_SOLVERS, ...BUGGY_SOLVERS].map((s) => [s.name, s]));
const BUILT_IN = new Set(registry.keys());

/** True for the solvers lexpath ships (not registered by a user). */
export function isBuiltIn(name: string): boolean {
  return BUILT_IN.has(name);
}

/** Sets the module of solvers registered without one (a module loaded by `--solver-module`). */
export function adoptSolverModule(names: readonly string[], module: string): void {
  for (const name of names) {
    const solver = registry.get(name);
    if (solver && !solver.module && !BUILT_IN.has(name)) registry.set(name, { ...solver, module });
  }
}

/** Adds a solver (used for the bug zoo and by library users with their own algorithms). */
export function registerSolver(solver: SolverInfo): void {
  if (registry.has(solver.name)) throw new Error(`a solver named '${solver.name}' is already registered`);
  registry.set(solver.name, solver);
}

export function listSolvers(puzzle?: PuzzleName): SolverInfo[] {
  const all = [...registry.values()];
  return puzzle ? all.filter((s) => s.puzzles.includes(puzzle)) : all;
}

export function findSolver(name: string): SolverInfo | undefined {
  return registry.get(name);
}

/** The solver `lexpath solve` uses when none is named: the fastest correct one. */
export const DEFAULT_SOLVER = 'bfs-table';
