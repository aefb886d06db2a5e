/**
 * Runs built-in solvers on lists of cases in a worker thread, so the main thread can stop a case
 * that exceeds its time limit. It takes jobs one at a time; for each case it reports `prepare`
 * (one-off setup such as table building starts), `start` (the timed search starts), then `result`
 * or `error`, and finally `done` for the job.
 */
import { parentPort } from 'node:worker_threads';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { findSolver } from '../../solvers/registry.js';
import { solveSubproblems } from '../../solvers/solve.js';
import { judgeFormat } from '../formats.js';

export interface SolverJob {
  readonly job: number;
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly cases: readonly unknown[];
  /** Index (in `cases`) of the first case to run. */
  readonly from: number;
}

export type WorkerMessage =
  | { readonly type: 'prepare'; readonly job: number; readonly index: number }
  | { readonly type: 'start'; readonly job: number; readonly index: number }
  | { readonly type: 'result'; readonly job: number; readonly index: number; readonly moves: string; readonly label: number }
  | { readonly type: 'error'; readonly job: number; readonly index: number; readonly message: string }
  | { readonly type: 'done'; readonly job: number; readonly index: number };

const port = parentPort!;

port.on('message', ({ job, puzzle: puzzleName, solver: solverName, cases, from }: SolverJob) => {
  const solver = findSolver(solverName);
  const puzzle = judgeFormat(puzzleName).puzzle;
  for (let index = from; index < cases.length; index++) {
    try {
      if (!solver) throw new Error(`no built-in solver named ${solverName}`);
      const subproblems = puzzle.subproblems(cases[index]);
      port.postMessage({ type: 'prepare', job, index } satisfies WorkerMessage);
      if (solver.prepare) for (const sub of subproblems) solver.prepare(sub.space);
      port.postMessage({ type: 'start', job, index } satisfies WorkerMessage);
      const answer = solveSubproblems(solver.search, subproblems);
      if (!answer.solved) throw new Error('the solver found no answer, but the case has one');
      port.postMessage({ type: 'result', job, index, moves: answer.moves, label: answer.label } satisfies WorkerMessage);
    } catch (error) {
      port.postMessage({ type: 'error', job, index, message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
    }
  }
  port.postMessage({ type: 'done', job, index: cases.length } satisfies WorkerMessage);
});
