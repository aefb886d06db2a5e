import type { PuzzleName } from '../../solvers/puzzle.js';
/** Verdicts, run results and the verification report's JSON shape (documented in docs/verify.md). */
import type { LexCertificate } from '../../oracle/oracle.js';

export const VERDICTS = [
  'ok',
  'wrong-format',
  'illegal-move',
  'not-solved',
  'not-shortest',
  'not-lex-smallest',
  'wrong-centre',
  'time-limit',
  'crash',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What one solver produced for one case, before judging. */
export type RunResult =
  | {
      readonly kind: 'answer';
      readonly moves: string;
      readonly label?: number;
      readonly printed: string;
      /** The verdict, when the thread that solved the case judged it too. */
      readonly judged?: CaseVerdict;
    }
  | {
      readonly kind: 'wrong-format' | 'time-limit' | 'crash';
      readonly detail: string;
      /**
       * An outside program's fault seen in a multi-case run: the run's cases [from, to) (indices
       * into the cases given to the runner) are what showed it.
       */
      readonly batch?: { readonly from: number; readonly to: number };
      /** What the program printed in that run (the start of it), for the report. */
      readonly output?: string;
    };

export interface CaseVerdict {
  readonly verdict: Verdict;
  readonly detail: string;
  readonly certificate?: LexCertificate;
  /** What the solver printed for the case (judge output), when it printed something usable. */
  readonly printed?: string;
}

export interface Counterexample {
  /** Index of the original failing case in the (unsharded) case list. */
  readonly caseIndex: number;
  readonly origin: string;
  readonly verdict: Verdict;
  readonly detail: string;
  /**
   * The shrunk case as judge input, with its optimal length. For a fault that shows only in a
   * multi-case run, the smallest batch found that shows it, ending with the failing case.
   */
  readonly input: string;
  /** How many cases `input` holds (1 unless the fault needs a batch). */
  readonly cases: number;
  /** Which of them (1-based) failed; absent in reports of older versions. */
  readonly failing?: number;
  readonly optimalLength: number;
  readonly expected: string;
  readonly actual: string | null;
  readonly certificate: LexCertificate | null;
  /** The case before shrinking. */
  readonly original: { readonly input: string; readonly optimalLength: number };
  /**
   * false when the counterexample is the failing case as it ran (shrinking found nothing nearer, or it was a time-out).
   */
  readonly shrunk: boolean;
  readonly seed: number;
  readonly replay: string;
}

/** The first case beyond the judge's contract that an outside program got wrong (not shrunk: it fails nothing). */
export interface BeyondContractFailure {
  readonly caseIndex: number;
  readonly origin: string;
  readonly verdict: Verdict;
  readonly detail: string;
  /** The case as judge input. */
  readonly input: string;
  readonly optimalLength: number;
  readonly expected: string;
  readonly actual: string | null;
  /** `lexpath explain` on the case, to see the failure step by step. */
  readonly explain: string;
}

/**
 * An outside program's cases beyond its puzzle's judge contract (docs/verify.md): the listed ones
 * are never in its `verdicts`; with --beyond-contract they and the random ones beyond it are run
 * and counted here, where a failure fails nothing.
 */
export interface BeyondContract {
  /** The judge's promise, in words. */
  readonly contract: string;
  /** Listed cases of the run (of the shard) beyond the contract. */
  readonly listed: number;
  /** --beyond-contract: the cases beyond the contract were run. */
  readonly run: boolean;
  /** Cases beyond the contract judged (listed and random; 0 when not run). */
  readonly cases: number;
  /** How many of them were not ok. */
  readonly failed: number;
  readonly verdicts: Partial<Record<Verdict, number>>;
  /** Cases beyond the contract left unjudged (a stop, the time bound, --fail-fast, faults); absent when none. */
  readonly notJudged?: number;
  readonly firstFailure: BeyondContractFailure | null;
}

export interface SolverReport {
  readonly name: string;
  readonly expected: 'correct' | 'buggy';
  /** true when every case got `ok`. A buggy solver is caught when this is false. */
  readonly passed: boolean;
  /** Cases judged for this solver (absent in reports of older versions: then the report's `cases`). */
  readonly cases?: number;
  readonly verdicts: Partial<Record<Verdict, number>>;
  /** Cases not run after repeated time-outs (see docs/verify.md); not counted in `verdicts`. */
  readonly skipped: number;
  /** Cases not judged because the run was stopped (nightly's time was up); absent when none. */
  readonly unfinished?: number;
  /** Milliseconds from the start of the run to this solver's first failing verdict; null if none. */
  readonly firstFailureMs: number | null;
  /**
   * The counterexample is the most telling failure (telling.ts); the best case of each other kind it showed, most
   * telling first.
   */
  readonly counterexample: Counterexample | null;
  /**
   * Where its time went: listed cases, waiting for the other solvers' listed cases, random cases,
   * attributing batch faults (outside programs; part of the listed and random times) and the
   * counterexample.
   */
  readonly phaseMs?: {
    readonly listed: number;
    readonly waiting: number;
    readonly random: number;
    readonly attribution?: number;
    /** The cases beyond the judge's contract (--beyond-contract). */
    readonly beyondContract?: number;
    readonly counterexample: number;
  };
  readonly otherFailures?: readonly {
    readonly verdict: Verdict;
    readonly caseIndex: number;
    readonly origin: string;
    readonly optimalLength: number;
  }[];
  /** An outside program on a puzzle whose judge promises more than its rules (absent: nothing left out or run). */
  readonly beyondContract?: BeyondContract;
}

/**
 * What a verify run was asked to do, beside puzzle, seed and shard (filled in by the `verify`
 * command): `lexpath merge` refuses shards that differ in any of it.
 */
export interface RecordedOptions {
  /** --cases: random cases after the corpora. */
  readonly randomCases: number;
  readonly timeLimitMs: number;
  /** --startup-allowance, --format and --shrink-budget (null: the default). */
  readonly startupMs: number;
  readonly outputMode: string;
  readonly shrinkBudgetMs: number | null;
  /** --fail-fast: each solver stopped at its first failure. */
  readonly failFast: boolean;
  /** --exhaustive: every distinct case instead of corpora and random cases (absent: false). */
  readonly exhaustive?: boolean;
  /** --solver names as given ([]: the default set, listed in `solvers`). */
  readonly solvers: readonly string[];
  readonly programs: readonly { readonly name: string; readonly command: string }[];
  readonly builtins: boolean;
  /** --corpus files, or null for the shipped corpora. */
  readonly corpora: readonly string[] | null;
  /** --case cases. */
  readonly inline: readonly string[];
  /** --regressions folder, or null for the default. */
  readonly regressions: string | null;
  /** --beyond-contract (absent: not given). */
  readonly beyondContract?: boolean;
}

/** What a run covers, in numbers and in words (e.g. "all 1,632,960 cases: ..."). */
export interface Coverage {
  /** exhaustive: every distinct case of the puzzle (or of a shard); sample: listed and random cases. */
  readonly kind: 'exhaustive' | 'sample';
  /** Listed cases (regressions, corpora, --case) in this shard. */
  readonly listed: number;
  /** Stream cases in this shard (exhaustive or random), or null when each solver ran as many as fit in its time. */
  readonly streamed: number | null;
  /** The most moves a listed case needs (absent: no listed case). */
  readonly deepestListed?: number;
  readonly text: string;
}

export interface VerifyReport {
  readonly puzzle: PuzzleName;
  readonly seed: number;
  /** Cases in the run (with an open-ended random stream: the most any solver judged). */
  readonly cases: number;
  readonly coverage?: Coverage;
  /** The run was stopped before every solver finished (see SolverReport.unfinished). */
  readonly stopped?: boolean;
  /** The run's own time bound (`maxTimeMs`) stopped it: unfinished cases of a correct solver make it not ok. */
  readonly maxTimeReached?: boolean;
  readonly ok: boolean;
  /** The run's shard (null: unsharded); `judged` is the digest of the cases it judged (cases.ts `judgedDigest`). */
  readonly shard: { readonly index: number; readonly count: number; readonly judged?: string } | null;
  readonly solvers: SolverReport[];
  /** Built-in solvers left out because they do not apply to this puzzle, with why (absent: none). */
  readonly notApplicable?: readonly { readonly solver: string; readonly reason: string }[];
  /** More worker threads were asked for than this machine has cores: one per core was used. */
  readonly workersCapped?: { readonly asked: number; readonly used: number };
  /** Added by the verify command (absent in reports of older versions and of library calls). */
  readonly options?: RecordedOptions;
}
