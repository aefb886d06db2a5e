/** verify()'s options and their defaults, in one place. */
import { availableParallelism } from 'node:os';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { check } from '../../util/checked-json.js';
import { InputError, UsageError } from '../../util/errors.js';
import { batchSize, programBatch } from './running/command-runner.js';
import { defaultStartupMs, libraryOptions, resolveRecorded, type RunOptionTable, VERIFY_TABLE } from './run-options.js';
import { TIME_DEFAULTS, type TimeLimits } from './running/time-limits.js';
import { type RecordedOptions, recordedOptionsSchema } from './types.js';
import type { OutputMode } from './judging/judge-output.js';

export { defaultStartupMs };

export interface OutsideProgram {
  readonly name: string;
  readonly command: string;
}

/** A recorded option's type as a caller may give it: the same, read-only all the way down. */
export type AsGiven<T> = T extends readonly (infer E)[]
  ? readonly AsGiven<E>[]
  : T extends object
    ? { readonly [K in keyof T]: AsGiven<T[K]> }
    : T;

/** Options of a run as a caller gives them: each optional, its default applied by the library. */
export type GivenOptions<K extends keyof RecordedOptions> = { readonly [F in K]?: AsGiven<RecordedOptions[F]> };

/**
 * verify()'s options. Those of verify's table (run-options.ts: solvers, programs, randomCases,
 * timeLimitMs, startupMs, outputMode, shrinkBudgetMs, failFast, beyondContract, builtins, corpora,
 * inline, exhaustive, regressions) are typed as the report records them, each optional: verify()
 * applies its default and records the result in report.options.
 */
export type VerifyOptions = GivenOptions<keyof RecordedOptions> & {
  /** The puzzle: its name (a plug-in's once registered) or its definition; resolved once, by verify(). */
  readonly puzzle: PuzzleName | AnyPuzzleDefinition;
  readonly seed: number;
  /**
   * With `exhaustive`, progress is saved in this file and an interrupted run continues where it
   * stopped.
   */
  readonly checkpointFile?: string;
  /** Called when `checkpointFile` held a checkpoint of this run, which the run continues. */
  readonly onResume?: (file: string) => void;
  /**
   * When the random cases end (Date.now() time): no new case is handed out after it, so each
   * solver runs as many as its speed allows (nightly). Undefined: run `randomCases`.
   */
  readonly streamUntil?: number;
  /** A corpus file whose cases go first in the random stream (nightly: Rotation's 13-move boards). */
  readonly streamLead?: string;
  /**
   * Aborted: stop now. Cases in flight are dropped; the report says `stopped` and counts each
   * solver's unjudged cases as `unfinished` (a stop is not a failure; verdicts found still count).
   */
  readonly signal?: AbortSignal;
  /**
   * Bound on the whole run, counterexamples included (run-bound.ts): cases not judged in time are
   * `unfinished` and the report is not ok. Default: VERIFY_DEFAULTS.maxTimeMs for each solver or
   * program per worker thread (verify.ts, defaultMaxTimeMs); none for exhaustive runs; null: no bound.
   */
  readonly maxTimeMs?: number | null;
  readonly shard: { readonly index: number; readonly count: number } | null;
  /**
   * Worker threads (and outside programs run at once); at most one per core (more are capped,
   * VerifyReport.workersCapped).
   */
  readonly workers: number;
  /**
   * Called as (solver, case) results arrive: units done and failures so far, out of `total` (Infinity when open-ended).
   */
  readonly onProgress?: (done: number, total: number, failures: number) => void;
};

/** verify()'s options with every option of its table resolved: what the run does, and records. */
export type ResolvedVerifyOptions = Omit<VerifyOptions, keyof RecordedOptions> & RecordedOptions;

export const VERIFY_DEFAULTS = {
  randomCases: 300,
  timeLimitMs: TIME_DEFAULTS.caseMs,
  startupMs: TIME_DEFAULTS.startupMs,
  outputMode: 'strict' as OutputMode,
  shrinkBudgetMs: 20_000,
  maxTimeMs: 120_000,
  workers: availableParallelism(),
} as const;

/** The library's options from a command's parsed arguments (the run options of `table`), checked. */
export function optionsFromArgs(table: RunOptionTable, args: object): Partial<RecordedOptions> {
  const checked = check(recordedOptionsSchema.partial(), libraryOptions(table, args), 'the command line');
  if (!checked.ok) throw new UsageError(checked.error);
  return checked.value;
}

/** What the run records in report.options: each option of verify's table, its default applied. */
export function recordedOptions(options: VerifyOptions, puzzle: AnyPuzzleDefinition): RecordedOptions {
  const checked = check(recordedOptionsSchema, resolveRecorded(VERIFY_TABLE, options, puzzle), 'verify options');
  if (!checked.ok) throw new InputError(checked.error);
  return checked.value;
}

/**
 * Cases per outside-program run in exhaustive runs (ordinary runs use command-runner's BATCH_SIZE),
 * within the judge's bound.
 */
export function exhaustiveBatch(puzzle: AnyPuzzleDefinition): number {
  return programBatch(puzzle, puzzle.exhaustive?.batch ?? batchSize(puzzle));
}

export function limitsOf(
  puzzle: AnyPuzzleDefinition,
  options: Pick<VerifyOptions, 'timeLimitMs' | 'startupMs'>,
): TimeLimits {
  return {
    caseMs: options.timeLimitMs ?? VERIFY_DEFAULTS.timeLimitMs,
    startupMs: options.startupMs ?? defaultStartupMs(puzzle),
  };
}
