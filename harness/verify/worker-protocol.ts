/** Tasks and the shared progress board between verify's main thread and its pool threads. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { CaseVerdict } from './types.js';

/** Solve (and judge) some cases of a run with one built-in solver. */
export interface SolverTask {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly cases: readonly unknown[];
  /** Judge each answer in the pool thread too (verify); false: answers only. */
  readonly judge: boolean;
  /** Progress board: see PROGRESS. */
  readonly progress: SharedArrayBuffer;
  /** Oracle tables the main thread already built (shared memory, not copied). */
  readonly oracleTables: ReadonlyMap<string, Uint8Array>;
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
  | { readonly position: number; readonly error: string };
