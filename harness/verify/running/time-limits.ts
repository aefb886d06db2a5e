/**
 * How much time a case may take, in one place (the "Time limits" table in docs/verify.md restates it).
 *
 * Built-in solvers are timed per case: `caseMs`, or a hard case's whole allowance when larger
 * (plain BFS needs about a second on a 12-move Rotation board, more on a busy machine).
 * An outside program is timed per run, the way a judge times a whole input file: a run may take
 * `startupMs` once (process start and one-off setup such as building tables, charged to every run
 * alike, so a table-building program is not failed for its first batch) plus the sum of its cases'
 * allowances, and never less than `startupMs + caseMs`. An ordinary case's allowance is a
 * twentieth of `caseMs`; Rotation boards that need 12 or 13 moves get seconds each, since a
 * correct contest IDA* takes 7-9 s on a 13-move board.
 */
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';

export interface TimeLimits {
  /** Per case for built-in solvers; the unit of every allowance. */
  readonly caseMs: number;
  /** Once per outside-program run. */
  readonly startupMs: number;
}

export const TIME_DEFAULTS: TimeLimits = { caseMs: 2000, startupMs: 5000 };

/** Allowance of a case that needs `optimalLength` moves, as a multiple of `caseMs`. */
function allowanceFactor(puzzle: AnyPuzzleDefinition, optimalLength: number): number {
  return puzzle.allowanceFactor(optimalLength);
}

/**
 * A built-in solver's limit for one case. A known-buggy variant (the bug zoo) gets `caseMs` flat:
 * the deep cases' allowance keeps a correct solver from a false time-out, while a zoo variant is
 * there to be caught, and a time-out catches it as surely as a wrong answer, sooner (on the
 * 15-puzzle a zoo variant's confirmed time-outs at the deep cases' allowance would take a night's share).
 */
export function builtinCaseLimitMs(
  limits: TimeLimits,
  puzzle: AnyPuzzleDefinition,
  optimalLength: number,
  expected: 'correct' | 'buggy' = 'correct',
): number {
  return expected === 'buggy' ? limits.caseMs : limits.caseMs * Math.max(1, allowanceFactor(puzzle, optimalLength));
}

/** An outside program's limit for one run of cases with these optimal lengths. */
export function programRunLimitMs(
  limits: TimeLimits,
  puzzle: AnyPuzzleDefinition,
  optimalLengths: readonly number[],
): number {
  const sum = optimalLengths.reduce((total, length) => total + limits.caseMs * allowanceFactor(puzzle, length), 0);
  return Math.round(limits.startupMs + Math.max(limits.caseMs, sum));
}
