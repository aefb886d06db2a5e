/**
 * Runs a built-in solver over cases in a worker thread under a per-case time limit. A case that
 * runs over is reported as `time-limit` and the worker is replaced, so the harness never hangs.
 * The worker is kept between runs (shrinking makes many small runs) and does not keep the process
 * alive. After MAX_TIMEOUTS time-outs in one run, the run's remaining cases are skipped (null),
 * which keeps a never-finishing solver from costing a time limit per case.
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

export class BuiltinRunner {
  private worker: Worker | null = null;
  private jobs = 0;

  constructor(
    private readonly puzzle: PuzzleName,
    private readonly solver: string,
    private readonly timeLimitMs: number,
  ) {}

  /** Runs `cases`; `onResult` may return true to stop early (the rest stay null). */
  run(cases: readonly unknown[], onResult?: (index: number, result: RunResult) => boolean | void): Promise<(RunResult | null)[]> {
    const results: (RunResult | null)[] = new Array(cases.length).fill(null);
    const format = judgeFormat(this.puzzle);
    let timeouts = 0;
    return new Promise((resolve) => {
      if (cases.length === 0) {
        resolve(results);
        return;
      }
      const launch = (from: number): void => {
        const worker = this.acquire();
        const job = ++this.jobs;
        let current = from;
        let timer: NodeJS.Timeout | undefined;
        const finish = (): void => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          resolve(results);
        };
        let stopped = false;
        /** Stores a result; true when the caller wants no more. */
        const record = (index: number, result: RunResult): boolean => {
          results[index] = result;
          stopped = onResult?.(index, result) === true;
          return stopped;
        };
        const arm = (ms: number, detail: string): void => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            worker.off('message', onMessage);
            worker.off('error', onError);
            this.discard(worker);
            record(current, { kind: 'time-limit', detail });
            timeouts++;
            if (!stopped && timeouts < MAX_TIMEOUTS && current + 1 < cases.length) launch(current + 1);
            else resolve(results);
          }, ms);
        };
        const onMessage = (message: WorkerMessage): void => {
          if (message.job !== job) return;
          current = message.index;
          switch (message.type) {
            case 'prepare':
              arm(PREPARE_LIMIT_MS, `setup took over ${PREPARE_LIMIT_MS} ms`);
              break;
            case 'start':
              arm(this.timeLimitMs, `no answer within ${this.timeLimitMs} ms`);
              break;
            case 'result':
              clearTimeout(timer);
              if (record(current, { kind: 'answer', moves: message.moves, label: message.label, printed: format.formatOutput([message]) })) stopEarly();
              break;
            case 'error':
              clearTimeout(timer);
              if (record(current, { kind: 'crash', detail: message.message })) stopEarly();
              break;
            case 'done':
              finish();
              break;
          }
        };
        /** The worker is still busy with this job: replace it. */
        const stopEarly = (): void => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          this.discard(worker);
          resolve(results);
        };
        const onError = (error: Error): void => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          this.discard(worker);
          clearTimeout(timer);
          record(current, { kind: 'crash', detail: error.message });
          if (!stopped && current + 1 < cases.length) launch(current + 1);
          else resolve(results);
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.postMessage({ job, puzzle: this.puzzle, solver: this.solver, cases, from } satisfies SolverJob);
      };
      launch(0);
    });
  }

  /** Stops the worker (runs after this start a new one). */
  close(): void {
    if (this.worker) this.discard(this.worker);
  }

  private acquire(): Worker {
    if (!this.worker) {
      this.worker = new Worker(WORKER_URL);
      this.worker.unref();
    }
    return this.worker;
  }

  private discard(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }
}
