/**
 * What nights record, as `lexpath nightly` writes them and `lexpath report` reads them: a run
 * folder's nightly.json (NightlyRun) and the lines of history.jsonl (HistoryLine), with the work
 * counts, slowdowns and A/B checks they carry. Times are milliseconds.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { BenchReport } from '../bench/types.js';
import type { VerifyReport } from '../verify/types.js';

/** The work counts of one night, as history.jsonl keeps them. */
export interface HistoryWork {
  /** puzzle -> WorkReport.caseSet of that night. */
  readonly caseSets: Record<string, string>;
  /** `${puzzle}/${solver}@${depth}` -> [cases, expanded, generated, msPerCase] (WorkBucket). */
  readonly buckets: Record<string, [number, number, number, number]>;
}

/** A bucket whose exact work count differs from the previous night that counted it on the same cases. */
export interface WorkChange {
  readonly puzzle: string;
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
  /** The Slowdown's key, `${puzzle}/${solver}`. */
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
  /** Every verify report ok (false when one failed; a puzzle not verified for lack of time is in notes). */
  readonly verifyOk?: boolean;
  /** The medians written to history.jsonl for this night. */
  readonly medians?: Record<string, number>;
  /** Solver medians flagged by the slowdown rule (harness/history/regression.ts) against earlier nights. */
  readonly slowdowns?: Slowdown[];
  /** Counterexamples not seen in any earlier night of history.jsonl. */
  readonly newCounterexamples?: HistoryLine['counterexamples'];
  /** Work counts that differ from the previous night that counted the same bucket (history/work.ts). */
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
   * `${puzzle}/${solver}` -> median ms per case over all buckets (the median of the buckets' p50s,
   * one vote per measured bucket), and `${puzzle}/${solver}@${depth}` -> that bucket's p50.
   */
  readonly medians: Record<string, number>;
  readonly counterexamples: {
    readonly puzzle: string;
    readonly solver: string;
    readonly replay: string;
    /** Added by nightly: whether the solver is a correct one (a real failure) or from the bug zoo. */
    readonly expected?: 'correct' | 'buggy';
  }[];
  /** Added by nightly: the exact work counts (absent in older lines and when no bench ran). */
  readonly work?: HistoryWork;
  /** Added by nightly: the A/B re-runs of the night's flagged slowdowns, without their samples. */
  readonly slowdownChecks?: SlowdownCheck[];
  /**
   * Added by nightly: per puzzle verified, how long its slowest
   * solver took over the listed cases (ms; nightly/budget-check.ts).
   */
  readonly listedMs?: Record<string, number>;
  /** Added by nightly: the verify threads asked for (a budget estimate compares only nights with as many). */
  readonly workers?: number;
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
