/**
 * The JSON file that `lexpath bench` writes (bench-<puzzle>.json) and `lexpath nightly` and
 * `lexpath report` read. Raw samples are kept beside the summaries so reports can be recomputed.
 * Times are milliseconds. What nights record (nightly.json, history.jsonl) is in history/types.ts.
 */
import type { PublishedFigure } from '../../puzzles/kit/definition.js';
import type { PuzzleName } from '../../solvers/puzzle.js';

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
  /**
   * Added by bench: cases solved per timed iteration. Cases much faster than the bucket's time
   * budget are timed in batches of this many, and each raw sample is the mean per case of one
   * batch (keeps raw samples to a few hundred per bucket). 1: every sample is one case.
   */
  readonly batch?: number;
}

export interface SolverBench {
  readonly solver: string;
  readonly expected: 'correct' | 'buggy';
  /** One-off setup cost (e.g. building distance tables), measured apart from per-case cost; 0 if none. */
  readonly setupMs: number;
  /**
   * Peak memory while this solver ran, and how it was measured
   * (e.g. 'rss of a child process', or null when not measured).
   */
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
  /** Added by bench: untimed warm-up runs before the timed ones. */
  readonly warmup?: number;
  /** Added by bench: stdout equals lexpath's on the same batch (null: not compared, e.g. lexpath failed). */
  readonly outputMatches?: boolean | null;
  /** Added by bench: why some runs failed (non-zero exit, killed at the time limit), if any did. */
  readonly error?: string;
}

/** Added by bench: one judge-format batch file written into the output folder. */
export interface BatchFile {
  /** e.g. 'random', 'hard', or a corpus file's name. */
  readonly name: string;
  /** Path of the judge-input file. */
  readonly file: string;
  readonly cases: number;
  readonly description: string;
}

/** Total time against the number of cases T, per solver (where tables overtake per-case search). */
export interface ScalingPoint {
  readonly solver: string;
  readonly cases: number;
  readonly totalMs: number;
  /** Added by bench: peak RSS of that run's process (MB), as the process reported it. */
  readonly maxRssMb?: number | null;
}

export interface BenchReport {
  readonly kind: 'bench';
  readonly version: 1;
  readonly puzzle: PuzzleName;
  /**
   * Added by bench: the puzzle's title (its definition's), so a report names a plug-in's puzzle without the plug-in.
   */
  readonly title?: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly machine: {
    readonly node: string;
    readonly cpus: number;
    readonly cpuModel: string;
    readonly platform: string;
  };
  readonly solvers: SolverBench[];
  readonly processes: ProcessTiming[];
  readonly scaling: ScalingPoint[];
  // Added by bench (optional, so older files still read):
  /**
   * Nodes per instance on the puzzle's standard instances, beside published figures (where its definition has them).
   */
  readonly published?: PublishedWork;
  /** The time budget the bench ran under (ms). */
  readonly budgetMs?: number;
  /** false when interrupted (Ctrl-C) or a phase ran out of its share of the budget before it began. */
  readonly complete?: boolean;
  /** What was cut short or skipped, in plain words. */
  readonly notes?: string[];
  /** Scaling runs not made (too slow for the budget), with the reason. */
  readonly scalingSkipped?: { readonly solver: string; readonly cases: number; readonly reason: string }[];
  /** The batch files behind `processes`. */
  readonly batches?: BatchFile[];
  /** Exact work counts on the fixed, seed-independent work cases (bench/work.ts). */
  readonly work?: WorkReport;
}

/** One solver on one bucket of the fixed work cases: exact totals, and one timing of them. */
export interface WorkBucket {
  readonly depth: number;
  /** Work cases in the bucket (all of them are solved). */
  readonly cases: number;
  /** States expanded / generated, summed over the bucket's cases: exact for deterministic solvers. */
  readonly expanded: number;
  readonly generated: number;
  /** Mean ms per case over passes through the bucket's cases (at least WORK.minPassMs of them). */
  readonly msPerCase: number;
}

export interface SolverWork {
  readonly solver: string;
  /** From depth 0 up, without gaps. */
  readonly buckets: WorkBucket[];
  /** Why deeper buckets were not counted ('work cap ...', 'out of time', 'interrupted'), or null: every depth. */
  readonly stopped: string | null;
}

/** Added by bench: what bench/work.ts counted for one puzzle. */
export interface WorkReport {
  /** Seed and cases per depth of the work cases (constants: the same every night). */
  readonly seed: number;
  readonly perDepth: number;
  /** Fingerprint of the work cases (sha256 of their judge input, 12 hex digits): counts compare only within one. */
  readonly caseSet: string;
  readonly solvers: SolverWork[];
}

/** A published figure of the work a heuristic needs on a standard instance set. */
export type { PublishedFigure };

/**
 * Added by bench: each solver's nodes per instance on a puzzle's
 * standard instances, beside published figures (bench/published.ts).
 */
export interface PublishedWork {
  /** The instance set, e.g. "Korf's 100". */
  readonly instances: string;
  readonly instanceCount: number;
  /** What lexpath's own heuristic is, for the comparison. */
  readonly ours: string;
  readonly published: PublishedFigure[];
  readonly solvers: {
    readonly solver: string;
    /** Instances solved, first to last, before the phase's time was up (the averages are over these). */
    readonly solved: number;
    readonly expandedPerInstance: number;
    readonly generatedPerInstance: number;
    readonly msPerInstance: number;
    /** Whether every answer had the instance's recorded length (the published optimal length). */
    readonly lengthsMatch: boolean;
  }[];
}
