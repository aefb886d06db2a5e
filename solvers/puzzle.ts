import type { SearchSpace } from './space.js';

/** Sliding puzzles of any size: `fifteen` is 4x4, `slide-RxC` every size (puzzles/sliding/). */
export type SlidingName = 'fifteen' | `slide-${number}x${number}`;
/** A shipped puzzle's name, or a plug-in's (puzzles: registerPuzzle, --puzzle-module). */
export type PuzzleName = 'eight' | 'rotation' | SlidingName | (string & {});

/**
 * One single-goal-set search that is part of a case. A case whose goal is a union (Rotation: the
 * centre filled with 1s, or 2s, or 3s) becomes several subproblems; the answer is the shortest,
 * then lexicographically smallest, of their answers. `label` is what the judge prints beside the
 * moves (Rotation: the centre digit; Eight: unused, 0).
 */
export interface Subproblem {
  readonly space: SearchSpace;
  readonly start: Int32Array;
  readonly label: number;
}

/** A puzzle turns a validated case into subproblems over its search spaces. */
export interface Puzzle<Case> {
  readonly name: PuzzleName;
  readonly title: string;
  /** Move letters in lexicographic order (same for every space of the puzzle). */
  readonly moveLetters: string;
  /** The case's subproblems; none when the case has no solution. */
  subproblems(c: Case): Subproblem[];
  /** Replays `moves` on the case; returns the label reached, or a reason the moves are not a solution. */
  replay(c: Case, moves: string): ReplayResult;
}

/** What replaying a move string on a case shows. */
export type ReplayResult =
  | { readonly ok: true; readonly label: number }
  | { readonly ok: false; readonly kind: 'illegal-move' | 'not-solved'; readonly reason: string };
