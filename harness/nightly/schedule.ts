/**
 * How a night spends its budget. The budget counts from the process start: a reserve for the
 * report (10%, 2-20 s), then VERIFY_SHARE (70%) of the rest for verify (the gate) and the remainder
 * for bench. Both are split between the puzzles by their `nightlyWeight` (their definitions; time a
 * puzzle leaves unused goes to the next). The A/B re-runs of flagged slowdowns may use half the
 * report's reserve.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { puzzleDefinition } from '../../puzzles/index.js';
import type { NightPuzzle } from './types.js';

/** Verify's part of the budget after the report's reserve: it is the gate, bench gets the rest. */
export const VERIFY_SHARE = 0.7;

interface Schedule {
  /** performance.now() by which the run ends (300 ms before the budget is up, to exit). */
  readonly end: number;
  /** Kept at the end for the report (and half of it for the A/B re-runs). */
  readonly reserve: number;
}

/** The night's schedule for `budgetMs` counted from `budgetFrom` (performance.now(); default now). */
export function nightSchedule(budgetMs: number, budgetFrom = performance.now()): Schedule {
  return { end: budgetFrom + budgetMs - 300, reserve: Math.min(20_000, Math.max(2_000, budgetMs * 0.1)) };
}

/** When verify must end: VERIFY_SHARE of the time left before the reserve. */
export function verifyDeadline({ end, reserve }: Schedule): number {
  const usable = Math.max(0, end - reserve - performance.now());
  return performance.now() + usable * VERIFY_SHARE;
}

/** Each puzzle of the night with its definition, looked up once. */
export function nightPuzzles(names: readonly PuzzleName[]): NightPuzzle[] {
  return names.map((puzzleName) => ({ puzzleName, puzzle: puzzleDefinition(puzzleName) }));
}

const weight = ({ puzzle }: NightPuzzle) => puzzle.defaults.nightlyWeight ?? 1;

/** Puzzle `i`'s part of the time from now to `until`, against the puzzles after it in `order`. */
export function shareOf(order: readonly NightPuzzle[], i: number, until: number): number {
  return ((until - performance.now()) * weight(order[i])) / order.slice(i).reduce((sum, d) => sum + weight(d), 0);
}
