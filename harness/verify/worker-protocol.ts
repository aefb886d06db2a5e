/** Messages and shared progress board between the verify main thread and its solver workers. */
import type { PuzzleName } from '../../solvers/puzzle.js';

export interface SolverJob {
  readonly job: number;
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly cases: readonly unknown[];
  /** Index (in `cases`) of the first case to run. */
  readonly from: number;
  /** Progress board: see PROGRESS. */
  readonly progress: SharedArrayBuffer;
}

/** Slots of the shared progress board. */
export const PROGRESS = {
  /** Int32 slots. */
  index: 0,
  phase: 1,
  /** Float64 slot (of the same buffer seen as Float64Array): when the phase began (Date.now()). */
  since: 1,
  bytes: 16,
} as const;
export const PHASE_IDLE = 0;
export const PHASE_PREPARE = 1;
export const PHASE_SOLVE = 2;

export type CaseOutcome =
  | { readonly index: number; readonly moves: string; readonly label: number }
  | { readonly index: number; readonly error: string };

export type WorkerMessage =
  | { readonly type: 'results'; readonly job: number; readonly outcomes: CaseOutcome[] }
  | { readonly type: 'done'; readonly job: number };

