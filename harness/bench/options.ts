/** What `lexpath bench` takes (runBench), its default sizes, and how its budget is shared between the phases. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { OutsideProgram } from '../verify/verify.js';

export interface BenchOptions {
  readonly puzzle: PuzzleName;
  /** Built-in solver names; empty: every correct built-in solver. */
  readonly solvers: readonly string[];
  readonly programs: readonly OutsideProgram[];
  /** Corpus files: each becomes one more batch, and its cases join the depth buckets. */
  readonly corpora: readonly string[];
  readonly outDir: string;
  readonly seed: number;
  readonly budgetMs: number;
  readonly signal?: AbortSignal;
  /** One line of progress at a time (stderr in the CLI). */
  readonly log?: (line: string) => void;
  /** Sizes (defaults below; tests make them small). */
  readonly casesPerDepth?: number;
  readonly batchCases?: number;
  readonly scalingCounts?: readonly number[];
  readonly maxRuns?: number;
  /**
   * Time every (solver, depth) bucket with exactly this many timed runs, whatever the budget (no
   * bucket is skipped as too slow; the budget then paces only the later phases). For tests, so what
   * gets measured does not depend on the machine's speed.
   */
  readonly latencyRuns?: number;
}

export const BENCH_DEFAULTS = {
  casesPerDepth: 8,
  batchCases: 200,
  scalingCounts: [1, 10, 100, 1000, 10_000, 100_000],
  maxRuns: 5,
  /** Cases of the pool that scaling batches repeat. */
  scalingPool: 1000,
  /** About this many raw samples per bucket (faster cases are timed in batches). */
  samplesPerBucket: 100,
  /**
   * The longest one (solver, depth) timing runs: tinybench times a synchronous solver without
   * yielding, so a stop signal waits for it; with a long budget a bucket's share could be minutes.
   */
  bucketMaxMs: 2_000,
} as const;

/** When each phase must end, as a fraction of the budget from the start of the bench. */
export const PHASE_END = { latency: 0.35, work: 0.45, published: 0.6, processes: 0.72, scaling: 0.97 } as const;
/** A whole-process run is never killed sooner than this (a loaded machine starts Node slowly). */
export const MIN_PROCESS_TIMEOUT_MS = 5000;
