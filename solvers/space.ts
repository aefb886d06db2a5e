/**
 * The one interface every search algorithm in lexpath is written against (HOG2-style environment).
 *
 * A `SearchSpace` is a single-goal-set search problem over integer-ranked states. It is immutable
 * after construction: algorithms allocate their own working states (`newState`) and keep every
 * per-search buffer local to the call, so one space can serve every solver in a cross-check.
 *
 * Move order: move index i is the i-th letter of `moveLetters`, and lexicographic order of answers
 * is the order of move indices. Each puzzle documents its letters once, in its own file.
 */
export interface SearchSpace {
  /** Human-readable key; spaces with equal keys have the same states, moves and goal set. */
  readonly key: string;
  /** Move letters in lexicographic order; the move index is the position in this string. */
  readonly moveLetters: string;
  /** Ranks are integers in [0, rankCount). */
  readonly rankCount: number;
  /** Length of the Int32Array that holds one working state. */
  readonly stateSize: number;

  /** A fresh working state buffer (contents unspecified until `unrank` or `copy`). */
  newState(): Int32Array;
  rank(state: Int32Array): number;
  unrank(rank: number, out: Int32Array): void;
  /** Applies move `move` in place; returns false (state unchanged) when the move is illegal here. */
  apply(state: Int32Array, move: number): boolean;
  /** The move that undoes `move`. */
  inverse(move: number): number;
  isGoal(state: Int32Array): boolean;
  /**
   * Admissible lower bound on the moves still needed, 0 at every goal. Consistent (each move
   * changes it by at most 1) unless `consistent` is false.
   */
  heuristic(state: Int32Array): number;
  /**
   * False when a move can change the heuristic by more than 1 (the 4x4 pattern databases take a
   * minimum over blank positions). IDA* needs only admissibility; A* needs consistency and says so.
   */
  readonly consistent?: boolean;
  /** Every goal state's rank (for backward searches and distance tables). */
  goalRanks(): Int32Array;
  /**
   * Optional: moves `a` then `b` give the same state as `b` then `a` wherever both are legal. Used
   * only for pruning, so returning false is always safe.
   */
  commutes?(a: number, b: number): boolean;
}

/** Counters every solver reports. */
export interface SearchStats {
  /** States whose successors were generated. */
  expanded: number;
  /** Successor states produced (legal moves applied). */
  generated: number;
}

/** One search's answer: the moves as indices into `moveLetters`, or not found within the limit. */
export type SearchOutcome =
  | { readonly found: true; readonly moves: Uint8Array; readonly stats: SearchStats }
  | { readonly found: false; readonly stats: SearchStats };

/**
 * Every algorithm has this signature (PathFinding.js-style): search `space` from `start` and return
 * the shortest, then lexicographically smallest, move sequence of length at most `maxLength`.
 */
export type SearchAlgorithm = (space: SearchSpace, start: Int32Array, maxLength: number) => SearchOutcome;

export function emptyStats(): SearchStats {
  return { expanded: 0, generated: 0 };
}

export function found(moves: ArrayLike<number>, stats: SearchStats): SearchOutcome {
  return { found: true, moves: Uint8Array.from(moves), stats };
}

export function notFound(stats: SearchStats): SearchOutcome {
  return { found: false, stats };
}

export function movesToString(space: SearchSpace, moves: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < moves.length; i++) text += space.moveLetters[moves[i]];
  return text;
}

/** Negative when a < b in (length, lexicographic) order, 0 when equal. */
export function compareMoveSequences(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return a.length - b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Largest value a search accepts for `maxLength` (answers are stored as Uint8 move lists). */
export const UNLIMITED = 255;
