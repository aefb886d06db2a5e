import type { PuzzleName } from '../../solvers/puzzle.js';
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
  readonly domain: PuzzleName;
  readonly seed: number;
  readonly startedAt: string;
  readonly machine: { readonly node: string; readonly cpus: number; readonly cpuModel: string; readonly platform: string };
  readonly solvers: SolverBench[];
  readonly processes: ProcessTiming[];
  readonly scaling: ScalingPoint[];
  // Added by bench (optional, so older files still read):
  /** Nodes per instance on the puzzle's standard instances, beside published figures (where its definition has them). */
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
export interface PublishedFigure {
  /** The heuristic or method, e.g. '6-6-3 additive pattern databases'. */
  readonly method: string;
  readonly nodesPerInstance: number;
  /** Where the figure is published. */
  readonly source: string;
}

/** Added by bench: each solver's nodes per instance on a puzzle's standard instances, beside published figures (bench/published.ts). */
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

/** The work counts of one night, as history.jsonl keeps them. */
export interface HistoryWork {
  /** domain -> WorkReport.caseSet of that night. */
  readonly caseSets: Record<string, string>;
  /** `${domain}/${solver}@${depth}` -> [cases, expanded, generated, msPerCase] (WorkBucket). */
  readonly buckets: Record<string, [number, number, number, number]>;
}

/** A bucket whose exact work count differs from the previous night that counted it on the same cases. */
export interface WorkChange {
  readonly domain: string;
  readonly solver: string;
  readonly depth: number;
  readonly cases: number;
  /** The run it is compared with. */
  readonly previousRun: string;
  readonly before: { readonly expanded: number; readonly generated: number };
  readonly after: { readonly expanded: number; readonly generated: number };
}

/** The A/B re-run of a slowdown flagged by the noise rule (history/confirm.ts). */
export interface SlowdownCheck {
  /** The Slowdown's key, `${domain}/${solver}`. */
  readonly key: string;
  readonly status: 'confirmed' | 'not-confirmed';
  /** median(fresh) / median(old), and its bootstrap confidence interval; null when not measured. */
  readonly ratio: number | null;
  readonly lower: number | null;
  readonly upper: number | null;
  /** Confirmed when lower > this (1 + the slowdown rule's minimum relative slowdown). */
  readonly threshold: number;
  /** In words: why confirmed or not. */
  readonly reason: string;
  /** Depth buckets of the work cases the samples cover. */
  readonly depths?: number[];
  /** Old samples (one per earlier night: median over `depths` of its ms per case) and the runs they came from. */
  readonly old?: number[];
  readonly oldRuns?: string[];
  /** Fresh samples: one per re-run round, the same statistic. */
  readonly fresh?: number[];
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
  /** The night's puzzles, in order (absent in files written before nights could choose: Eight II and Rotation). */
  readonly puzzles?: PuzzleName[];
  readonly verify: VerifyReport[];
  /** `verify --exhaustive` reports given to the night (the workflow's merged shards). */
  readonly exhaustive?: VerifyReport[];
  readonly bench: BenchReport[];
  // Added by nightly (optional, so older files still read):
  /** The run folder's name (also HistoryLine.run). */
  readonly run?: string;
  /** Every verify report ok (false when one failed; a domain not verified for lack of time is in notes). */
  readonly verifyOk?: boolean;
  /** The medians written to history.jsonl for this night. */
  readonly medians?: Record<string, number>;
  /** Solver medians flagged by the slowdown rule (harness/history/regression.ts) against earlier nights. */
  readonly slowdowns?: Slowdown[];
  /** Counterexamples not seen in any earlier night of history.jsonl. */
  readonly newCounterexamples?: HistoryLine['counterexamples'];
  /** Work counts that differ from the previous night that counted the same bucket (bench/work.ts). */
  readonly workChanges?: WorkChange[];
  /** How many of tonight's work buckets an earlier night had counted on the same cases. */
  readonly workCompared?: number;
  /** One A/B re-run per flagged slowdown (history/confirm.ts). */
  readonly slowdownChecks?: SlowdownCheck[];
  /** What was cut short or skipped, in plain words. */
  readonly notes?: string[];
}

/** One line of history.jsonl: the per-solver medians of one night. */
export interface HistoryLine {
  readonly run: string;
  readonly startedAt: string;
  readonly seed: number;
  readonly complete: boolean;
  readonly verifyOk: boolean;
  /**
   * `${domain}/${solver}` -> median ms per case over all buckets (the median of the buckets' p50s,
   * one vote per measured bucket), and `${domain}/${solver}@${depth}` -> that bucket's p50.
   */
  readonly medians: Record<string, number>;
  readonly counterexamples: {
    readonly domain: string;
    readonly solver: string;
    readonly replay: string;
    /** Added by nightly: whether the solver is a correct one (a real failure) or from the bug zoo. */
    readonly expected?: 'correct' | 'buggy';
  }[];
  /** Added by nightly: the exact work counts (absent in older lines and when no bench ran). */
  readonly work?: HistoryWork;
  /** Added by nightly: the A/B re-runs of the night's flagged slowdowns, without their samples. */
  readonly slowdownChecks?: SlowdownCheck[];
}

/** A solver median flagged by the slowdown rule (harness/history/regression.ts). */
export interface Slowdown {
  readonly key: string;
  /** Today's median (ms). */
  readonly today: number;
  /** Median of the earlier nights' medians. */
  readonly baseline: number;
  /** Median absolute deviation of the earlier nights' medians. */
  readonly mad: number;
  /** Today is flagged when above this. */
  readonly threshold: number;
  /** Earlier nights used. */
  readonly nights: number;
}
