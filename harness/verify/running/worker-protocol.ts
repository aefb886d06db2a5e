/** Tasks and the shared progress board between verify's main thread and its pool threads. */
import type { PuzzleName } from '../../../solvers/puzzle.js';
import type { ShelvedTables } from '../../../util/shared-tables.js';
import type { SpaceFacts, SpaceTables } from './space-tables.js';
import type { CaseStream, StreamSlice } from './streams.js';
import type { CaseVerdict } from '../types.js';

/**
 * A task's cases: given (a list), or made by the thread from a stream (streams.ts). A stream task
 * judges every answer and sends back only the cases that are not `ok`, with a count of the rest,
 * so a run of millions of cases costs the main thread almost nothing.
 */
export type TaskCases =
  | { readonly kind: 'list'; readonly cases: readonly unknown[] }
  | { readonly kind: 'stream'; readonly stream: CaseStream; readonly indices: readonly number[] }
  /** Build the tables of the space under `key` that the case from `source` uses (run-tables.ts); solve nothing. */
  | { readonly kind: 'tables'; readonly source: CaseSource; readonly key: string; readonly tables: SpaceTables }
  /** Make a slice of a stream's cases and name the spaces they use (run-tables.ts); solve nothing. */
  | { readonly kind: 'sample'; readonly slice: StreamSlice };

/** A case given whole, or by its index in a stream (the thread makes it). */
export type CaseSource = { readonly case: unknown } | { readonly stream: CaseStream; readonly index: number };

/** A space a sample task met: first at stream index `index`. */
export interface SampledSpace extends SpaceFacts {
  readonly index: number;
}

/** Solve (and judge) some cases of a run with one built-in solver. */
export interface SolverTask {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly cases: TaskCases;
  /**
   * Judge each answer in the pool thread too; false: answers only, judged by the main thread (a
   * run with a user's solver module). A stream task that judges sends back only what is not ok.
   */
  readonly judge: boolean;
  /** Progress board: see PROGRESS. */
  readonly progress: SharedArrayBuffer;
  /**
   * Tables the process already has (shared memory, not copied: util/shared-tables.ts): the
   * solvers', and the oracle's for a task that judges.
   */
  readonly tables: ShelvedTables;
  /** Modules that register the solver (a user's solver), imported by the thread before it looks it up. */
  readonly modules?: readonly string[];
}

/** Slots of the shared progress board: Int32 [position in the task, phase], then Float64 since. */
export const PROGRESS = {
  position: 0,
  phase: 1,
  bytes: 16,
  /** Byte offset of the Float64 slot: when the phase began (Date.now()). */
  sinceOffset: 8,
} as const;
export const PHASE_IDLE = 0;
export const PHASE_PREPARE = 1;
export const PHASE_SOLVE = 2;

/** One case's outcome, by its position in the task. */
export type CaseOutcome =
  | { readonly position: number; readonly moves: string; readonly label: number; readonly judged?: CaseVerdict }
  | {
      readonly position: number;
      readonly error: string /** The puzzle was at fault (a PuzzleFault), not the solver. */;
      readonly puzzleFault?: true;
    };

/** What a task sends back: outcomes (a stream task: only those not `ok`) and how many were `ok` and left out. */
export interface TaskResult {
  readonly outcomes: CaseOutcome[];
  readonly okOmitted: number;
  /** Time the thread spent on the task (not counting its wait in the queue). */
  readonly ms: number;
  /** Tables this thread built during the task, for the main thread to send with later tasks. */
  readonly built: ShelvedTables;
  /** A sample task's spaces. */
  readonly spaces?: readonly SampledSpace[];
}
