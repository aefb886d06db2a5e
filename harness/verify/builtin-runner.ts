/**
 * Runs a built-in solver over cases in a worker thread under a per-case time limit. A watchdog
 * reads which case the worker is on (shared memory, see solver-worker.ts); a case that runs over
 * is reported as `time-limit` and the worker is replaced, so the harness never hangs. Results the
 * replaced worker had not yet sent are solved again by the next one.
 * The worker is kept between runs (shrinking makes many small runs) and does not keep the process
 * alive. After MAX_TIMEOUTS time-outs in one run, the run's remaining cases are skipped (null),
 * which keeps a never-finishing solver from costing a time limit per case.
 */
import { Worker } from 'node:worker_threads';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { judgeFormat } from '../formats.js';
import { compiledHarnessModule } from '../package-paths.js';
import { PHASE_PREPARE, PHASE_SOLVE, PROGRESS, type SolverJob, type WorkerMessage } from './worker-protocol.js';
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
    const watchEveryMs = Math.max(5, Math.min(50, this.timeLimitMs / 4));
    let timeouts = 0;
    let stopped = false;
    /** Stores a result; true when the caller wants no more. */
    const record = (index: number, result: RunResult): boolean => {
      results[index] = result;
      stopped = onResult?.(index, result) === true;
      return stopped;
    };
    const firstMissing = (from: number): number => {
      let i = from;
      while (i < cases.length && results[i] !== null) i++;
      return i;
    };

    return new Promise((resolve) => {
      const launch = (from: number): void => {
        if (stopped || from >= cases.length) {
          resolve(results);
          return;
        }
        const worker = this.acquire();
        const job = ++this.jobs;
        const progress = new SharedArrayBuffer(PROGRESS.bytes);
        const ints = new Int32Array(progress, 0, 2);
        const since = new Float64Array(progress, 8, 1);
        const detach = (): void => {
          clearInterval(watchdog);
          worker.off('message', onMessage);
          worker.off('error', onError);
        };
        /** Replaces the worker and solves what is still missing (results it had not sent are lost). */
        const replaceWorkerAndGoOn = (from: number): void => {
          detach();
          this.discard(worker);
          launch(firstMissing(from));
        };
        const watchdog = setInterval(() => {
          const phase = Atomics.load(ints, PROGRESS.phase);
          const limit = phase === PHASE_SOLVE ? this.timeLimitMs : phase === PHASE_PREPARE ? PREPARE_LIMIT_MS : Infinity;
          if (Date.now() - since[0] <= limit) return;
          const index = Atomics.load(ints, PROGRESS.index);
          const detail = phase === PHASE_SOLVE ? `no answer within ${this.timeLimitMs} ms` : `setup took over ${PREPARE_LIMIT_MS} ms`;
          record(index, { kind: 'time-limit', detail });
          if (++timeouts >= MAX_TIMEOUTS) stopped = true;
          replaceWorkerAndGoOn(0);
        }, watchEveryMs);
        const onMessage = (message: WorkerMessage): void => {
          if (message.job !== job) return;
          if (message.type === 'done') {
            detach();
            resolve(results);
            return;
          }
          for (const outcome of message.outcomes) {
            const result: RunResult =
              'error' in outcome
                ? { kind: 'crash', detail: outcome.error }
                : { kind: 'answer', moves: outcome.moves, label: outcome.label, printed: format.formatOutput([outcome]) };
            if (record(outcome.index, result)) {
              replaceWorkerAndGoOn(cases.length); // the worker is still busy with this job
              return;
            }
          }
        };
        const onError = (error: Error): void => {
          record(Atomics.load(ints, PROGRESS.index), { kind: 'crash', detail: error.message });
          replaceWorkerAndGoOn(0);
        };
        Atomics.store(ints, PROGRESS.index, from);
        since[0] = Date.now();
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.postMessage({ job, puzzle: this.puzzle, solver: this.solver, cases, from, progress } satisfies SolverJob);
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
