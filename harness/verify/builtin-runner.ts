/**
 * Runs a built-in solver over cases in a worker thread under a per-case time limit. A case that
 * runs over is reported as `time-limit` and the worker is replaced, so the harness never hangs.
 * After MAX_TIMEOUTS time-outs the solver's remaining cases are skipped (null), which keeps a
 * never-finishing solver from costing a time limit per case.
 */
import { Worker } from 'node:worker_threads';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { judgeFormat } from '../formats.js';
import { compiledHarnessModule } from '../package-paths.js';
import type { SolverJob, WorkerMessage } from './solver-worker.js';
import type { RunResult } from './types.js';

export const MAX_TIMEOUTS = 3;
/** One-off setup (table building) gets its own, generous limit. */
const PREPARE_LIMIT_MS = 120_000;

const WORKER_URL = compiledHarnessModule('verify/solver-worker.js');

export function runBuiltin(
  puzzle: PuzzleName,
  solver: string,
  cases: readonly unknown[],
  timeLimitMs: number,
  onResult?: (index: number, result: RunResult) => void,
): Promise<(RunResult | null)[]> {
  const results: (RunResult | null)[] = new Array(cases.length).fill(null);
  const format = judgeFormat(puzzle);
  let timeouts = 0;

  return new Promise((resolve) => {
    if (cases.length === 0) {
      resolve(results);
      return;
    }
    const launch = (from: number): void => {
      const job: SolverJob = { puzzle, solver, cases, from };
      const worker = new Worker(WORKER_URL, { workerData: job });
      let current = from;
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const arm = (ms: number, detail: string): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          stopped = true;
          const result: RunResult = { kind: 'time-limit', detail };
          results[current] = result;
          onResult?.(current, result);
          timeouts++;
          void worker.terminate().then(() => {
            if (timeouts < MAX_TIMEOUTS && current + 1 < cases.length) launch(current + 1);
            else resolve(results);
          });
        }, ms);
      };
      worker.on('message', (message: WorkerMessage) => {
        current = message.index;
        if (message.type === 'prepare') arm(PREPARE_LIMIT_MS, `setup took over ${PREPARE_LIMIT_MS} ms`);
        else if (message.type === 'start') arm(timeLimitMs, `no answer within ${timeLimitMs} ms`);
        else {
          clearTimeout(timer);
          const result: RunResult =
            message.type === 'error'
              ? { kind: 'crash', detail: message.message }
              : { kind: 'answer', moves: message.moves, label: message.label, printed: format.formatOutput([message]) };
          results[current] = result;
          onResult?.(current, result);
          if (current === cases.length - 1) {
            stopped = true;
            void worker.terminate().then(() => resolve(results));
          }
        }
      });
      worker.on('error', (error) => {
        if (stopped) return;
        stopped = true;
        clearTimeout(timer);
        const result: RunResult = { kind: 'crash', detail: error.message };
        results[current] = result;
        onResult?.(current, result);
        if (current + 1 < cases.length) launch(current + 1);
        else resolve(results);
      });
    };
    launch(0);
  });
}
