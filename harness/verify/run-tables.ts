/**
 * A run's tables, built once before its cases: the oracle's and those of the run's built-in
 * solvers, for every space the listed cases and a sample of the stream use. The pool threads
 * share them (util/shared-tables.ts) instead of each building its own at the same time (two
 * threads building the 15-puzzle's pattern tables at once took 6 s each, one alone 3 s), and a
 * thread started again after a time-out finds them.
 *
 * Each space's tables are one task on the pool, largest space first, so the threads build them side
 * by side (on 2 threads, Rotation's seven spaces took about half the time of one thread). A space's
 * own heuristic tables are shared with spaces of the same `heuristicKey` (the 15-puzzle's goal
 * blanks of one row), so one space of each key builds them there, and the rest read them here
 * afterwards. Where a thread will run a user's code (a plug-in puzzle, a user's solver) the main
 * thread builds them instead: the oracle's tables must not come from a thread that user code could
 * have changed.
 */
import { isBuiltIn } from '../../solvers/registry.js';
import { puzzleModule, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { FastSearchSpace } from '../../solvers/capabilities.js';
import { shelvedTables } from '../../util/shared-tables.js';
import type { SolverPool } from './builtin-runner.js';
import { prepareSpace, type SpaceTables } from './space-tables.js';
import { exhaustiveCount, streamCase, type CaseStream, type StreamSlice } from './streams.js';
import { PROGRESS, type SolverTask, type TaskResult } from './worker-protocol.js';

/**
 * Stream cases sampled for their spaces. Rotation's random boards need a 12-cell digit table about
 * once in 500-2,000 cases; one missed is built by every thread that meets it. Making and dividing
 * 4,000 cases takes the main thread 30-100 ms.
 */
const SAMPLE = 4000;

/** A space's own heuristic tables alone. */
const HEURISTIC_ONLY: SpaceTables = { oracle: false, heuristic: true, solvers: [] };

/** A sample of a stream's cases, enough to meet each table it uses (Eight: every goal blank). */
export function streamSample(puzzle: AnyPuzzleDefinition, stream: CaseStream, slice: StreamSlice): unknown[] {
  // An exhaustive stream whose runs of `perSpace` cases share a space: one case of each run.
  const perSpace = stream.kind === 'exhaustive' ? (puzzle.exhaustive?.perSpace ?? 0) : 0;
  const n = Math.min(slice.count, perSpace > 0 ? exhaustiveCount(puzzle) / perSpace : SAMPLE);
  const step = perSpace > 0 ? perSpace : 1;
  return Array.from({ length: n }, (_, k) => streamCase(puzzle, stream, k * step));
}

/** Each space `cases` use, with one case that uses it, largest space first. */
function spacesOf(puzzle: AnyPuzzleDefinition, cases: readonly unknown[]): Array<{ space: SearchSpace; case: unknown }> {
  const found = new Map<string, { space: SearchSpace; case: unknown }>();
  for (const c of cases) for (const sub of puzzle.puzzle.subproblems(c)) if (!found.has(sub.space.key)) found.set(sub.space.key, { space: sub.space, case: c });
  return [...found.values()].sort((a, b) => b.space.rankCount - a.space.rankCount);
}

/**
 * Builds the tables of every space `cases` use, for `solvers` (the run's built-in solver names, or
 * a user's solver's), on the pool's threads where no user code runs there, else here.
 */
export async function buildRunTables(pool: SolverPool, puzzle: AnyPuzzleDefinition, solvers: readonly string[], cases: readonly unknown[], signal?: AbortSignal): Promise<void> {
  const tables: SpaceTables = { oracle: true, heuristic: solvers.length > 0, solvers: solvers.filter(isBuiltIn) };
  const spaces = spacesOf(puzzle, cases);
  const userCode = puzzleModule(puzzle) !== undefined || tables.solvers.length < solvers.length;
  if (userCode || solvers.length === 0) {
    for (const { space } of spaces) prepareSpace(space, tables);
    return;
  }
  // Some solver runs, so the spaces' heuristic tables are wanted: one space of each heuristicKey
  // builds them on the pool, first (the 15-puzzle: one per goal blank row); every space reads them
  // here once they are back.
  const families = new Map<string, { space: SearchSpace; case: unknown }>();
  for (const entry of spaces) {
    const key = (entry.space as FastSearchSpace).heuristicKey;
    if (key !== undefined && !families.has(key)) families.set(key, entry);
  }
  const inPool: SpaceTables = { ...tables, heuristic: false };
  const heuristicTasks = [...families.values()].map((entry) => ({ ...entry, tables: HEURISTIC_ONLY }));
  const tasks = [...heuristicTasks, ...spaces.map((entry) => ({ ...entry, tables: inPool }))];
  await Promise.all(tasks.map((task) => buildOnPool(pool, puzzle, task.space, task.case, task.tables, signal)));
  for (const { space } of spaces) prepareSpace(space, HEURISTIC_ONLY);
}

/** Builds `which` of `space`'s tables on a pool thread, and keeps them; here instead if the thread fails. */
async function buildOnPool(pool: SolverPool, puzzle: AnyPuzzleDefinition, space: SearchSpace, c: unknown, which: SpaceTables, signal?: AbortSignal): Promise<void> {
  const task: SolverTask = {
    puzzle: puzzle.name,
    solver: which.solvers[0] ?? '',
    lane: 'tables',
    cases: { kind: 'tables', cases: [c], key: space.key, tables: which },
    judge: true,
    progress: new SharedArrayBuffer(PROGRESS.bytes),
    tables: shelvedTables(['solver', 'oracle']),
  };
  try {
    const result = (await pool.pool.run(task, { signal })) as TaskResult;
    pool.keepTables(result.built);
  } catch {
    // A stopped run, or a thread that failed: built here (a puzzle's own fault is then said as such).
    if (!signal?.aborted) prepareSpace(space, which);
  }
}
