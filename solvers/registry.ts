/**
 * Every built-in solver, by name. Correct solvers are listed here; known-buggy variants (kept in
 * solvers/buggy/) are registered beside them with `expected: 'buggy'` so the harness can prove it
 * catches them.
 */
import { astar } from './astar.js';
import { bfsTable, distanceTable } from './bfs-table.js';
import { bfs } from './bfs.js';
import { bidirBfs } from './bidir-bfs.js';
import { BUGGY_SOLVERS, ZOO_ORDER } from './buggy/index.js';
import { DEFAULT_SEARCH_SOLVER, DEFAULT_SOLVER, WHOLE_SPACE_LIMIT } from './defaults.js';
import { idastar } from './idastar.js';
import type { PuzzleName } from './puzzle.js';
import { InputError } from '../util/errors.js';
import type { SolverInfo } from './solver-info.js';

export type { SolverInfo };

const JUDGE_PUZZLES: readonly PuzzleName[] = ['eight', 'rotation'];

export const CORRECT_SOLVERS: readonly SolverInfo[] = [
  {
    name: 'bfs-table',
    description:
      'exact distance tables (built once per space), then a walk taking the smallest move that lowers the distance',
    expected: 'correct',
    puzzles: JUDGE_PUZZLES,
    anyPuzzle: true,
    wholeSpace: true,
    search: bfsTable,
    prepare: (space) => void distanceTable(space),
  },
  {
    name: 'idastar',
    description: 'iterative-deepening A*, moves tried in lexicographic order',
    expected: 'correct',
    puzzles: JUDGE_PUZZLES,
    anyPuzzle: true,
    search: idastar,
  },
  {
    name: 'astar',
    description: 'A* with a binary heap, ties by g, closed on expansion, smallest path kept per state',
    expected: 'correct',
    puzzles: JUDGE_PUZZLES,
    anyPuzzle: true,
    wholeSpace: true,
    search: astar,
  },
  {
    name: 'bidir-bfs',
    description: 'bidirectional BFS by whole levels, then a walk along marked shortest-path states',
    expected: 'correct',
    puzzles: JUDGE_PUZZLES,
    anyPuzzle: true,
    wholeSpace: true,
    search: bidirBfs,
  },
  {
    name: 'bfs',
    description: 'breadth-first search from the start, moves expanded in lexicographic order',
    expected: 'correct',
    puzzles: JUDGE_PUZZLES,
    anyPuzzle: true,
    wholeSpace: true,
    search: bfs,
  },
];

/**
 * A solver as the registry holds it: what was registered, and whether lexpath ships it or a user's
 * module registered it.
 */
export type RegisteredSolver = SolverInfo & { readonly kind: 'built-in' | 'module' };

const builtIn = (solver: SolverInfo): RegisteredSolver => ({ ...solver, kind: 'built-in' });
const registry = new Map<string, RegisteredSolver>(
  [...CORRECT_SOLVERS, ...BUGGY_SOLVERS].map((s) => [s.name, builtIn(s)]),
);
/** Where each built-in solver stands in listings: the correct ones, then the zoo. */
const LISTING = new Map([...CORRECT_SOLVERS.map((s) => s.name), ...ZOO_ORDER].map((name, i) => [name, i]));

/**
 * Adds solvers lexpath ships outside this folder: the bug-zoo variants whose mistake belongs to one
 * puzzle, which live with it (the puzzle registry adds them). Each must be named in ZOO_ORDER.
 */
export function addBuiltInSolvers(solvers: readonly SolverInfo[]): void {
  for (const solver of solvers) {
    if (!LISTING.has(solver.name)) throw new Error(`${solver.name}: a built-in solver must have a place in ZOO_ORDER`);
    if (registry.get(solver.name)?.kind === 'built-in') continue;
    addSolver(builtIn(solver));
  }
}

/** True for the solvers lexpath ships (not registered by a user). */
export function isBuiltIn(name: string): boolean {
  return registry.get(name)?.kind === 'built-in';
}

/** Sets the module of solvers registered without one (a module loaded by `--solver-module`). */
export function adoptSolverModule(names: readonly string[], module: string): void {
  for (const name of names) {
    const solver = registry.get(name);
    if (solver && !solver.module && solver.kind === 'module') registry.set(name, { ...solver, module });
  }
}

function addSolver(solver: RegisteredSolver): void {
  if (registry.has(solver.name)) throw new Error(`a solver named '${solver.name}' is already registered`);
  registry.set(solver.name, solver);
}

/** Adds a solver (used by library users with their own algorithms). */
export function registerSolver(solver: SolverInfo): void {
  addSolver({ ...solver, kind: 'module' });
}

/** Whether `solver` is written for `puzzle` (it may still not apply to its size: solverSkipReason). */
export function solvesPuzzle(solver: SolverInfo, puzzle: PuzzleName): boolean {
  return solver.anyPuzzle === true || solver.puzzles.includes(puzzle);
}

export { DEFAULT_SEARCH_SOLVER, DEFAULT_SOLVER, WHOLE_SPACE_LIMIT };

/**
 * Why `solver` does not apply to `puzzle`, whose largest space has `stateCount` states, or null
 * when it does. Verify and bench report such a solver as skipped with this reason.
 */
export function solverSkipReason(solver: SolverInfo, puzzle: PuzzleName, stateCount: number): string | null {
  if (!solvesPuzzle(solver, puzzle)) return `it is not written for ${puzzle}`;
  if (solver.wholeSpace && stateCount > WHOLE_SPACE_LIMIT) {
    const states = Number.isFinite(stateCount) ? stateCount.toLocaleString('en-US') : 'more than 2^53';
    return (
      `it keeps arrays over every state of a search space, and a ${puzzle} space ` +
      `has ${states} (lexpath's limit: ${WHOLE_SPACE_LIMIT.toLocaleString('en-US')})`
    );
  }
  return null;
}

/** The registered solvers written for one puzzle: those that apply to it, and the others with why not. */
interface SolversFor {
  readonly apply: readonly RegisteredSolver[];
  readonly skipped: readonly { readonly solver: RegisteredSolver; readonly reason: string }[];
}

/**
 * Which registered solvers apply to `puzzle`, whose largest space has `stateCount` states: every
 * solver written for it, in listing order, split by whether it applies to the puzzle's size.
 */
export function solversFor(puzzle: PuzzleName, stateCount: number): SolversFor {
  const apply: RegisteredSolver[] = [];
  const skipped: { solver: RegisteredSolver; reason: string }[] = [];
  for (const solver of listSolvers(puzzle)) {
    const reason = solverSkipReason(solver, puzzle, stateCount);
    if (reason === null) apply.push(solver);
    else skipped.push({ solver, reason });
  }
  return { apply, skipped };
}

/** The solver named `name`, when it applies to `puzzle`; else an InputError saying why not. */
export function applyingSolver(name: string, puzzle: PuzzleName, stateCount: number): RegisteredSolver {
  const solver = findSolver(name);
  if (!solver || !solvesPuzzle(solver, puzzle))
    throw new InputError(`no solver named '${name}' for ${puzzle} (see \`lexpath solvers\`)`);
  const reason = solverSkipReason(solver, puzzle, stateCount);
  if (reason) throw new InputError(`solver '${name}' does not apply to ${puzzle}: ${reason}`);
  return solver;
}

export function listSolvers(puzzle?: PuzzleName): RegisteredSolver[] {
  // Built-in solvers in their listing order, then the user's in the order registered.
  const rank = (s: RegisteredSolver): number => LISTING.get(s.name) ?? LISTING.size;
  const all = [...registry.values()].sort((a, b) => rank(a) - rank(b));
  return puzzle ? all.filter((s) => solvesPuzzle(s, puzzle)) : all;
}

export function findSolver(name: string): RegisteredSolver | undefined {
  return registry.get(name);
}

/** The solver `lexpath solve` uses for `puzzle` when none is named. */
export function defaultSolver(puzzle: PuzzleName, stateCount: number): string {
  return solverSkipReason(findSolver(DEFAULT_SOLVER)!, puzzle, stateCount) === null
    ? DEFAULT_SOLVER
    : DEFAULT_SEARCH_SOLVER;
}
