/** verify()'s options and their defaults, in one place. */
import { availableParallelism } from 'node:os';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { OutputMode } from './judge-output.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { batchSize, programBatch } from './command-runner.js';
import { TIME_DEFAULTS, type TimeLimits } from './time-limits.js';

export interface OutsideProgram {
  readonly name: string;
  readonly command: string;
}

export interface VerifyOptions {
  /** The puzzle: its name (a plug-in's once registered) or its definition; resolved once, by verify(). */
  readonly puzzle: PuzzleName | AnyPuzzleDefinition;
  /** Built-in solver names; empty: every built-in solver (correct and buggy), unless `builtins` is false. */
  readonly solvers: readonly string[];
  /** false: run no built-in solver unless named (e.g. only outside programs). Default true. */
  readonly builtins?: boolean;
  readonly programs: readonly OutsideProgram[];
  /** Random cases after the corpora (Infinity with `solverTimeMs`: as many as fit). */
  readonly randomCases: number;
  readonly seed: number;
  /**
   * Every distinct case of the puzzle (streams.ts) instead of the corpora and random cases. With
   * `checkpointFile`, progress is saved there and an interrupted run continues where it stopped.
   */
  readonly exhaustive?: boolean;
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
  /** Per case for built-in solvers, and the unit of outside programs' run limits (time-limits.ts). */
  readonly timeLimitMs: number;
  /** Outside programs: once per run, for start-up and one-off setup. Default TIME_DEFAULTS.startupMs. */
  readonly startupMs?: number;
  /** How outside programs' output is read (judge-output.ts). Default 'strict'. */
  readonly outputMode?: OutputMode;
  /**
   * Outside programs are judged only on cases within the puzzle's judge contract (a program may rely
   * on what the judge promises). True: the cases beyond it are run too, and reported apart
   * (SolverReport.beyondContract), where a failure fails nothing. Solvers run every case either way.
   */
  readonly beyondContract?: boolean;
  /** Stop each solver and program at its first failure (bug-zoo variants always stop there). */
  readonly failFast?: boolean;
  /** Time for shrinking one counterexample; past it, the smallest failing case so far is reported. */
  readonly shrinkBudgetMs?: number;
  /**
   * Bound on the whole run, counterexamples included (run-bound.ts): cases not judged in time are
   * `unfinished` and the report is not ok. Default: VERIFY_DEFAULTS.maxTimeMs for each solver or
   * program per worker thread (verify.ts, defaultMaxTimeMs); none for exhaustive runs; null: no bound.
   */
  readonly maxTimeMs?: number | null;
  readonly corpora?: readonly string[];
  readonly inline?: readonly string[];
  readonly shard: { readonly index: number; readonly count: number } | null;
  /**
   * Worker threads (and outside programs run at once); at most one per core (more are capped,
   * VerifyReport.workersCapped).
   */
  readonly workers: number;
  /** A folder of the user's saved counterexamples, run after the shipped ones (see cases.ts). */
  readonly regressionsDir?: string;
  /**
   * Called as (solver, case) results arrive: units done and failures so far, out of `total` (Infinity when open-ended).
   */
  readonly onProgress?: (done: number, total: number, failures: number) => void;
}

export const VERIFY_DEFAULTS = {
  randomCases: 300,
  timeLimitMs: TIME_DEFAULTS.caseMs,
  startupMs: TIME_DEFAULTS.startupMs,
  outputMode: 'strict' as OutputMode,
  shrinkBudgetMs: 20_000,
  maxTimeMs: 120_000,
  workers: availableParallelism(),
} as const;

/** Cases per outside-program run in exhaustive runs (ordinary runs use command-runner's BATCH_SIZE), within the judge's bound. */
export function exhaustiveBatch(puzzle: AnyPuzzleDefinition): number {
  return programBatch(puzzle, puzzle.exhaustive?.batch ?? batchSize(puzzle));
}

/** An outside program's start-up allowance unless one is given: the puzzle's (tables to build), else 5 s. */
export function defaultStartupMs(puzzle: AnyPuzzleDefinition): number {
  return puzzle.defaults.startupMs ?? VERIFY_DEFAULTS.startupMs;
}

export function limitsOf(
  puzzle: AnyPuzzleDefinition,
  options: Pick<VerifyOptions, 'timeLimitMs' | 'startupMs'>,
): TimeLimits {
  return { caseMs: options.timeLimitMs, startupMs: options.startupMs ?? defaultStartupMs(puzzle) };
}
