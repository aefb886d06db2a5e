/**
 * Runs built-in solvers on lists of cases in a worker thread, so the main thread can stop a case
 * that exceeds its time limit. Results go back in batches (a message per case would cost more
 * than solving it); which case is running, and since when, is published in shared memory, so the
 * main thread's watchdog always knows what to blame for a time-out.
 */
import { parentPort } from 'node:worker_threads';
import { findSolver } from '../../solvers/registry.js';
import { solveSubproblems } from '../../solvers/solve.js';
import { judgeFormat } from '../formats.js';
import { PHASE_IDLE, PHASE_PREPARE, PHASE_SOLVE, PROGRESS, type CaseOutcome, type SolverJob, type WorkerMessage } from './worker-protocol.js';

const FLUSH_EVERY_MS = 20;
const FLUSH_EVERY_CASES = 256;

const port = parentPort!;

port.on('message', ({ job, puzzle: puzzleName, solver: solverName, cases, from, progress }: SolverJob) => {
  const ints = new Int32Array(progress, 0, 2);
  const since = new Float64Array(progress, 8, 1);
  const enter = (index: number, phase: number): void => {
    since[0] = Date.now();
    Atomics.store(ints, PROGRESS.index, index);
    Atomics.store(ints, PROGRESS.phase, phase);
  };
  const solver = findSolver(solverName);
  const puzzle = judgeFormat(puzzleName).puzzle;
  let pending: CaseOutcome[] = [];
  let flushedAt = Date.now();
  const flush = (): void => {
    if (pending.length > 0) port.postMessage({ type: 'results', job, outcomes: pending } satisfies WorkerMessage);
    pending = [];
    flushedAt = Date.now();
  };
  for (let index = from; index < cases.length; index++) {
    try {
      if (!solver) throw new Error(`no built-in solver named ${solverName}`);
      enter(index, PHASE_PREPARE);
      const subproblems = puzzle.subproblems(cases[index]);
      if (solver.prepare) for (const sub of subproblems) solver.prepare(sub.space);
      enter(index, PHASE_SOLVE);
      const answer = solveSubproblems(solver.search, subproblems);
      if (!answer.solved) throw new Error('the solver found no answer, but the case has one');
      pending.push({ index, moves: answer.moves, label: answer.label });
    } catch (error) {
      pending.push({ index, error: error instanceof Error ? error.message : String(error) });
    }
    if (pending.length >= FLUSH_EVERY_CASES || Date.now() - flushedAt >= FLUSH_EVERY_MS) flush();
  }
  Atomics.store(ints, PROGRESS.phase, PHASE_IDLE);
  flush();
  port.postMessage({ type: 'done', job } satisfies WorkerMessage);
});
