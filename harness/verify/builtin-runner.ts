/**
 * Runs built-in solvers on a pool of worker threads (piscina), under a per-case time limit. A
 * run's cases go out in chunks, so one solver's cases spread over every thread; each chunk
 * publishes which case it is on (solver-task.ts), and a watchdog aborts a chunk whose case runs
 * over (its limit comes from time-limits.ts), and piscina replaces the thread, so the harness
 * never hangs. A time-out is a fact only when it happens twice: the first one sends the case out
 * again with the chunk's other unanswered cases; the second is reported as `time-limit`. After
 * MAX_TIMEOUTS confirmed time-outs in one run, its remaining cases are skipped (null), so a
 * never-finishing solver does not cost a time limit per case.
 */
import { Piscina } from 'piscina';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { judgeFormat } from '../formats.js';
import { oracleTables } from '../oracle.js';
import { compiledHarnessModule } from '../package-paths.js';
import type { RunResult } from './types.js';
import { PHASE_PREPARE, PHASE_SOLVE, PROGRESS, type CaseOutcome, type SolverTask } from './worker-protocol.js';

export const MAX_TIMEOUTS = 3;
/** One-off setup (table building) gets its own, generous limit. */
const PREPARE_LIMIT_MS = 120_000;
const MAX_CHUNK = 256;
const WATCHDOG_MS = 20;

/** The threads every built-in solver of a run shares. */
export class SolverPool {
  readonly pool: Piscina;

  constructor(readonly threads: number) {
    this.pool = new Piscina({
      filename: compiledHarnessModule('verify/solver-task.js').href,
      minThreads: Math.max(1, threads),
      maxThreads: Math.max(1, threads),
      idleTimeout: 30_000,
    });
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}

interface Chunk {
  /** Indices (into the run's cases) this chunk answers, in order. */
  readonly indices: number[];
  readonly board: SharedArrayBuffer;
  readonly abort: AbortController;
}

export class BuiltinRunner {
  constructor(
    private readonly pool: SolverPool,
    private readonly puzzle: PuzzleName,
    private readonly solver: string,
    /** The time limit of one case, in ms. */
    private readonly limitOf: (c: unknown) => number,
    /** Judge answers in the pool threads (verify); otherwise the caller judges. */
    private readonly judge: boolean,
  ) {}

  /**
   * Runs `cases`; `onResult` may return true to stop early: chunks after that case are dropped,
   * earlier ones still finish (so the caller can keep the earliest failure).
   */
  run(cases: readonly unknown[], onResult?: (index: number, result: RunResult) => boolean | void): Promise<(RunResult | null)[]> {
    const results: (RunResult | null)[] = new Array(cases.length).fill(null);
    const format = judgeFormat(this.puzzle);
    const chunkSize = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(cases.length / (this.pool.threads * 4))));
    const inFlight = new Set<Chunk>();
    let stopBeyond = Infinity; // cases after this index are not wanted any more
    let timeouts = 0;
    const timedOutOnce = new Set<number>();

    const record = (index: number, result: RunResult): void => {
      results[index] = result;
      if (onResult?.(index, result) === true && index < stopBeyond) stopBeyond = index;
    };
    const dropUnwanted = (): void => {
      for (const chunk of inFlight) if (chunk.indices[0] > stopBeyond) chunk.abort.abort();
    };

    return new Promise((resolve) => {
      const settleIfDone = (): void => {
        if (inFlight.size === 0) {
          clearInterval(watchdog);
          resolve(results);
        }
      };
      const submit = (indices: number[]): void => {
        if (indices.length === 0 || indices[0] > stopBeyond || timeouts >= MAX_TIMEOUTS) return;
        const chunk: Chunk = { indices, board: new SharedArrayBuffer(PROGRESS.bytes), abort: new AbortController() };
        new Float64Array(chunk.board, PROGRESS.sinceOffset, 1)[0] = Date.now();
        inFlight.add(chunk);
        const task: SolverTask = {
          puzzle: this.puzzle,
          solver: this.solver,
          cases: indices.map((i) => cases[i]),
          judge: this.judge,
          progress: chunk.board,
          oracleTables: oracleTables(),
        };
        this.pool.pool.run(task, { signal: chunk.abort.signal }).then(
          (outcomes: CaseOutcome[]) => {
            inFlight.delete(chunk);
            for (const outcome of outcomes) record(chunk.indices[outcome.position], this.toResult(outcome, format));
            dropUnwanted();
            settleIfDone();
          },
          (error: unknown) => {
            inFlight.delete(chunk);
            if (!chunk.abort.signal.aborted) {
              // The thread died (not a time-out): blame the case it was on, retry the rest.
              const position = Atomics.load(new Int32Array(chunk.board, 0, 2), PROGRESS.position);
              record(chunk.indices[position], { kind: 'crash', detail: error instanceof Error ? error.message : String(error) });
              submit(chunk.indices.filter((i) => results[i] === null));
            } else if (chunk.abort.signal.reason === 'time-limit') {
              submit(chunk.indices.filter((i) => results[i] === null));
            }
            settleIfDone();
          },
        );
      };

      const watchdog = setInterval(() => {
        const now = Date.now();
        for (const chunk of inFlight) {
          if (chunk.abort.signal.aborted) continue;
          const ints = new Int32Array(chunk.board, 0, 2);
          const phase = Atomics.load(ints, PROGRESS.phase);
          const index = chunk.indices[Atomics.load(ints, PROGRESS.position)];
          const caseLimit = this.limitOf(cases[index]);
          const limit = phase === PHASE_SOLVE ? caseLimit : phase === PHASE_PREPARE ? PREPARE_LIMIT_MS : Infinity;
          if (now - new Float64Array(chunk.board, PROGRESS.sinceOffset, 1)[0] <= limit) continue;
          if (!timedOutOnce.has(index)) {
            timedOutOnce.add(index); // a second try decides: one slow moment on a busy machine is not a verdict
          } else {
            record(index, {
              kind: 'time-limit',
              detail: phase === PHASE_SOLVE ? `no answer within ${caseLimit} ms (twice)` : `setup took over ${PREPARE_LIMIT_MS} ms (twice)`,
            });
            timeouts++;
            if (timeouts >= MAX_TIMEOUTS) for (const other of inFlight) other.abort.abort('skipped');
          }
          chunk.abort.abort('time-limit');
        }
      }, WATCHDOG_MS);

      for (let from = 0; from < cases.length; from += chunkSize) {
        submit(Array.from({ length: Math.min(chunkSize, cases.length - from) }, (_, k) => from + k));
      }
      settleIfDone();
    });
  }

  private toResult(outcome: CaseOutcome, format: ReturnType<typeof judgeFormat>): RunResult {
    if ('error' in outcome) return { kind: 'crash', detail: outcome.error };
    return {
      kind: 'answer',
      moves: outcome.moves,
      label: outcome.label,
      printed: format.formatOutput([outcome]),
      judged: outcome.judged,
    };
  }
}
