/**
 * The JSON files that `lexpath bench` and `lexpath nightly` write and `lexpath report` reads.
 * Raw samples are kept beside the summaries so reports can be recomputed. Times are milliseconds.
 */
import type { VerifyReport } from '../verify/types.js';

/** tinybench latency statistics for one solver on one depth bucket (per case, ms). */
export interface LatencyStats {
  readonly mean: number;
  readonly p50: number;
  readonly p99: number;
  readonly min: number;
  readonly max: number;
  /** Number of timed iterations. */
  readonly samples: number;
  /** The raw per-iteration times (ms), as tinybench measured them. */
  readonly raw: number[];
}

/** One solver on the cases of one optimal-depth bucket. */
export interface DepthBucketResult {
  /** Optimal depth of every case in the bucket (buckets are single depths, or ranges for Rotation). */
  readonly depth: number;
  readonly cases: number;
  /** Time to solve one case of the bucket (tables already built). */
  readonly latency: LatencyStats;
  /** Mean states expanded / generated per case. */
  readonly expanded: number;
  readonly generated: number;
}

export interface SolverBench {
  readonly solver: string;
  readonly expected: 'correct' | 'buggy';
  /** One-off setup cost (e.g. building distance tables), measured apart from per-case cost; 0 if none. */
  readonly setupMs: number;
  /** Peak memory while this solver ran, and how it was measured (e.g. 'rss of a child process', or null when not measured). */
  readonly peakMemoryMb: number | null;
  readonly memoryMethod: string | null;
  readonly buckets: DepthBucketResult[];
  /** Solvers skipped on some buckets (too slow for the budget) list them here with the reason. */
  readonly skipped: { readonly depth: number; readonly reason: string }[];
}

/** Whole-process timing of one program on one judge-format batch file. */
export interface ProcessTiming {
  /** 'lexpath' for `lexpath solve`, or the --cmd name. */
  readonly program: string;
  readonly command: string;
  readonly batch: string;
  readonly cases: number;
  readonly runs: number[];
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** median / lexpath's median on the same batch. */
  readonly ratioToLexpath: number;
}

/** Total time against the number of cases T, per solver (where tables overtake per-case search). */
export interface ScalingPoint {
  readonly solver: string;
  readonly cases: number;
  readonly totalMs: number;
}

export interface BenchReport {
  readonly kind: 'bench';
  readonly version: 1;
  readonly domain: 'eight' | 'rotation';
  readonly seed: number;
  readonly startedAt: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly cpuModel: string; readonly platform: string };
  readonly solvers: SolverBench[];
  readonly processes: ProcessTiming[];
  readonly scaling: ScalingPoint[];
}

/** What one nightly run leaves in its folder (beside bench-*.json, verify-*.json and the report). */
export interface NightlyRun {
  readonly kind: 'nightly';
  readonly version: 1;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** false when interrupted or out of time: the report says so. */
  readonly complete: boolean;
  readonly seed: number;
  readonly budgetMs: number;
  readonly verify: VerifyReport[];
  readonly bench: BenchReport[];
}

/** One line of history.jsonl: the per-solver medians of one night. */
export interface HistoryLine {
  readonly run: string;
  readonly startedAt: string;
  readonly seed: number;
  readonly complete: boolean;
  readonly verifyOk: boolean;
  /** `${domain}/${solver}` -> median ms per case over all buckets (and per-bucket medians). */
  readonly medians: Record<string, number>;
  readonly counterexamples: { readonly domain: string; readonly solver: string; readonly replay: string }[];
}
