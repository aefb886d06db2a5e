/**
 * Runs one built-in solver on a list of cases in a worker thread, so the main thread can stop it
 * when a case exceeds its time limit. Messages: `prepare` (one-off setup such as table building
 * starts), `start` (the timed search starts), then `result` or `error`, for each case in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { findSolver } from '../../solvers/registry.js';
import { solveSubproblems } from '../../solvers/solve.js';
import { judgeFormat } from '../formats.js';

export interface SolverJob {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly cases: readonly unknown[];
  /** Index (in `cases`) of the first case to run. */
  readonly from: number;
}

export type WorkerMessage =
  | { readonly type: 'prepare'; readonly index: number }
  | { readonly type: 'start'; readonly index: number }
  | { readonly type: 'result'; readonly index: number; readonly moves: string; readonly label: number }
  | { readonly type: 'error'; readonly index: number; readonly message: string };

const job = workerData as SolverJob;
const port = parentPort!;
const solver = findSolver(job.solver);
const puzzle = judgeFormat(job.puzzle).puzzle;

for (let index = job.from; index < job.cases.length; index++) {
  try {
    if (!solver) throw new Error(`no built-in solver named ${job.solver}`);
    const subproblems = puzzle.subproblems(job.cases[index]);
    port.postMessage({ type: 'prepare', index } satisfies WorkerMessage);
    if (solver.prepare) for (const sub of subproblems) solver.prepare(sub.space);
    port.postMessage({ type: 'start', index } satisfies WorkerMessage);
    const answer = solveSubproblems(solver.search, subproblems);
    if (!answer.solved) throw new Error('the solver found no answer, but the case has one');
    port.postMessage({ type: 'result', index, moves: answer.moves, label: answer.label } satisfies WorkerMessage);
  } catch (error) {
    port.postMessage({ type: 'error', index, message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
  }
}
