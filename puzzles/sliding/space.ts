/**
 * Sliding puzzles of any size R x C (2..5 each way): R*C cells numbered in reading order, tiles
 * 1..R*C-1 and the blank 0, any start and any goal. `fifteen` is the 4x4 instance; Eight II is the
 * 3x3 one, but keeps its own module (puzzles/eight/) for its judge format and its faster tables.
 *
 * Moves and their order are Eight II's: a letter names where the blank goes,
 *   d = down (index 0) < l = left (1) < r = right (2) < u = up (3); move m is undone by 3 - m.
 *
 * Spaces are relabelled as in puzzles/eight/space.ts: a tile's value is its cell on the goal board and the
 * blank's value is the goal blank cell p, so one space per (size, p) serves every goal and the goal
 * is the identity board. The heuristic is Manhattan distance, or on 4x4 boards the additive
 * pattern databases of pdb/heuristic.ts (with a reflected lookup where the goal allows one).
 */
import { ILLEGAL_MOVE, type BoundedSearchResult, type FastSearchSpace } from '../../solvers/capabilities.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { Puzzle, ReplayResult, SlidingName, Subproblem } from '../../solvers/puzzle.js';
import { Board } from './board.js';
import { PatternHeuristic } from './pdb/heuristic.js';
import { PatternDepthFirst } from './pdb/bounded-search.js';

export { Board };

export const SLIDING_MOVES = 'dlru';
export const MIN_SIDE = 2;
export const MAX_SIDE = 5;

export interface SlidingCase {
  /** Cell i holds tile start[i] (0 is the blank), cells in reading order. */
  readonly start: readonly number[];
  readonly goal: readonly number[];
}

/** The puzzle's name for a size: `fifteen` for 4x4, `slide-RxC` for every size. */
export function slidingName(rows: number, cols: number): SlidingName {
  return rows === 4 && cols === 4 ? 'fifteen' : `slide-${rows}x${cols}`;
}

/** Why `tiles` is not a board of `cells` cells, or null when it is one (each of 0..cells-1 once). */
export function slidingBoardError(tiles: readonly number[], cells: number): string | null {
  if (tiles.length !== cells) return `expected ${cells} numbers (0-${cells - 1}, 0 the blank), got ${tiles.length}`;
  const seen = new Uint8Array(cells);
  for (const t of tiles) {
    if (!Number.isInteger(t) || t < 0 || t >= cells) return `unexpected number ${t}: a board holds only 0-${cells - 1}`;
    if (seen[t]) return `${t} appears more than once`;
    seen[t] = 1;
  }
  return null;
}

/**
 * A move swaps the blank with a neighbour: one transposition of the cells' contents and one step
 * of the blank. So the parity of the permutation taking start to goal (cell by cell, blank
 * included) always equals the parity of the blank's grid distance, and on boards of at least 2x2
 * that condition is also sufficient.
 */
export function slidingSolvable(board: Board, c: SlidingCase): boolean {
  const n = board.cells;
  const goalCell = new Int32Array(n);
  for (let i = 0; i < n; i++) goalCell[c.goal[i]] = i;
  const image = c.start.map((tile) => goalCell[tile]);
  let parity = 0;
  const seen = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (seen[i]) continue;
    let length = 0;
    for (let j = i; !seen[j]; j = image[j]) {
      seen[j] = 1;
      length++;
    }
    parity ^= (length - 1) & 1;
  }
  const blankDistance = board.manhattan[c.start.indexOf(0) * n + c.goal.indexOf(0)];
  return parity === (blankDistance & 1);
}

/** A pattern sum slot's value while the slots are not filled (sums are never negative). */
const STALE = -1;

/** Largest board whose ranks (Lehmer codes of all n! arrangements) are exact doubles. */
const MAX_EXACT_RANK_CELLS = 18;

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** States of one space of a board of `cells` cells: its ranks (Infinity where they are not exact). */
export function slidingStateCount(cells: number): number {
  return cells <= MAX_EXACT_RANK_CELLS ? factorial(cells) : Infinity;
}

/**
 * The search space of one board size and goal blank cell. The working state holds the cells, then
 * the blank's cell, then whatever the heuristic keeps up to date (pdb/heuristic.ts).
 */
export class SlidingSpace implements FastSearchSpace {
  readonly key: string;
  readonly moveLetters = SLIDING_MOVES;
  readonly rankCount: number;
  readonly stateSize: number;
  private readonly n: number;
  private readonly neighbour: Int8Array;
  private readonly manhattan: Uint8Array;
  /** Null: Manhattan distance. */
  private readonly patterns: PatternHeuristic | null;
  /** The 4x4 pattern tables' 6-tile groups depend only on the goal blank's row (pdb/groups.ts). */
  readonly heuristicKey?: string;
  /** Where the state holds the pattern sums (STALE: not filled since the cells changed). */
  private readonly sumSlot: number;
  /** IDA*'s iteration on the board itself, where there are pattern databases (pdb/bounded-search.ts). */
  readonly boundedSearch?: (state: Int32Array, bound: number, path: Uint8Array) => BoundedSearchResult;

  constructor(
    readonly board: Board,
    readonly goalBlank: number,
  ) {
    this.n = board.cells;
    this.neighbour = board.neighbour;
    this.manhattan = board.manhattan;
    this.key = `${slidingName(board.rows, board.cols)}/blank${goalBlank}`;
    this.rankCount = slidingStateCount(board.cells);
    this.patterns = board.rows === 4 && board.cols === 4 ? new PatternHeuristic(board, goalBlank) : null;
    if (this.patterns)
      this.heuristicKey = `${slidingName(board.rows, board.cols)}/pattern-row${Math.floor(goalBlank / board.cols)}`;
    this.stateSize = this.n + 1 + (this.patterns ? this.patterns.slots : 0);
    this.sumSlot = this.patterns ? this.patterns.sumSlot(this.n + 1) : -1;
    const patterns = this.patterns;
    const at = this.n + 1;
    this.boundedSearch = patterns
      ? (state, bound, path) => {
          if (state[this.sumSlot] === STALE) patterns.initialise(state, at);
          return new PatternDepthFirst(patterns).run(state, at, bound, path); // its search state is this call's own
        }
      : undefined;
  }

  newState(): Int32Array {
    return new Int32Array(this.stateSize);
  }

  prepare(): void {
    this.patterns?.prepare();
  }

  /**
   * Fills the blank's cell from the cells and marks the heuristic's slots stale: they are filled
   * when the heuristic is first asked for (so judging a case, which never asks, builds no table).
   */
  complete(state: Int32Array): void {
    for (let i = 0; i < this.n; i++) if (state[i] === this.goalBlank) state[this.n] = i;
    if (this.patterns) state[this.sumSlot] = STALE;
  }

  /** Lehmer code of the cells (O(n^2); only the table-based algorithms and the oracle rank). */
  rank(state: Int32Array): number {
    if (this.rankCount === Infinity) throw new Error(`${this.key} has too many states to rank`);
    const n = this.n;
    let rank = 0;
    for (let i = 0; i < n; i++) {
      let smaller = 0;
      for (let j = i + 1; j < n; j++) if (state[j] < state[i]) smaller++;
      rank = rank * (n - i) + smaller;
    }
    return rank;
  }

  unrank(rank: number, out: Int32Array): void {
    const n = this.n;
    const digits = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) {
      digits[i] = rank % (n - i);
      rank = Math.floor(rank / (n - i));
    }
    const unused = Array.from({ length: n }, (_, v) => v);
    for (let i = 0; i < n; i++) out[i] = unused.splice(digits[i], 1)[0];
    this.complete(out);
  }

  apply(state: Int32Array, move: number): boolean {
    const n = this.n;
    const from = state[n];
    const to = this.neighbour[from * 4 + move];
    if (to < 0) return false;
    const tile = state[to];
    state[from] = tile;
    state[to] = this.goalBlank;
    state[n] = to;
    if (this.patterns && state[this.sumSlot] !== STALE) this.patterns.move(state, n + 1, tile, move);
    return true;
  }

  heuristicDelta(state: Int32Array, move: number): number {
    const n = this.n;
    const from = state[n];
    const to = this.neighbour[from * 4 + move];
    if (to < 0) return ILLEGAL_MOVE;
    const tile = state[to];
    if (this.patterns) {
      if (state[this.sumSlot] === STALE) this.patterns.initialise(state, n + 1);
      return this.patterns.delta(state, n + 1, tile, move);
    }
    return this.manhattan[from * n + tile] - this.manhattan[to * n + tile];
  }

  inverse(move: number): number {
    return 3 - move;
  }

  isGoal(state: Int32Array): boolean {
    for (let i = 0; i < this.n; i++) if (state[i] !== i) return false;
    return true;
  }

  heuristic(state: Int32Array): number {
    if (this.patterns) {
      this.patterns.initialise(state, this.n + 1);
      return Math.max(state[this.sumSlot], state[this.sumSlot + 1]);
    }
    let h = 0;
    const n = this.n;
    for (let i = 0; i < n; i++) {
      const v = state[i];
      if (v !== this.goalBlank) h += this.manhattan[i * n + v];
    }
    return h;
  }

  goalRanks(): Int32Array {
    return Int32Array.of(0);
  }
}

/** Everything one board size needs: its geometry, its spaces (one per goal blank cell), its puzzle. */
export class SlidingFamily {
  readonly board: Board;
  readonly name: SlidingName;
  private readonly spaces: (SlidingSpace | undefined)[];

  constructor(rows: number, cols: number) {
    this.board = new Board(rows, cols);
    this.name = slidingName(rows, cols);
    this.spaces = new Array(this.board.cells);
  }

  space(goalBlank: number): SlidingSpace {
    let space = this.spaces[goalBlank];
    if (!space) {
      space = new SlidingSpace(this.board, goalBlank);
      this.spaces[goalBlank] = space;
    }
    return space;
  }

  /** The relabelled start state of a case, in the space of its goal blank cell. */
  relabelledStart(c: SlidingCase): { space: SlidingSpace; start: Int32Array } {
    const n = this.board.cells;
    const goalCell = new Int32Array(n);
    for (let i = 0; i < n; i++) goalCell[c.goal[i]] = i;
    const space = this.space(goalCell[0]);
    const start = space.newState();
    for (let i = 0; i < n; i++) start[i] = goalCell[c.start[i]];
    space.complete(start);
    return { space, start };
  }

  /** The case whose relabelled start is `state` in `space`, for `goal` (the inverse of relabelling). */
  caseFromState(goal: readonly number[], state: ArrayLike<number>): SlidingCase {
    return { start: Array.from({ length: this.board.cells }, (_, i) => goal[state[i]]), goal };
  }
}

const families = new Map<string, SlidingFamily>();

/** The one family of a board size (spaces and their pattern tables are shared by every caller). */
export function slidingFamily(rows: number, cols: number): SlidingFamily {
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(cols) ||
    rows < MIN_SIDE ||
    cols < MIN_SIDE ||
    rows > MAX_SIDE ||
    cols > MAX_SIDE
  ) {
    throw new RangeError(`a sliding puzzle is ${MIN_SIDE}..${MAX_SIDE} cells each way, not ${rows}x${cols}`);
  }
  const key = `${rows}x${cols}`;
  let family = families.get(key);
  if (!family) {
    family = new SlidingFamily(rows, cols);
    families.set(key, family);
  }
  return family;
}

/** The puzzle of one board size: subproblems and replays for `SlidingCase`s. */
export function slidingPuzzle(rows: number, cols: number): Puzzle<SlidingCase> {
  const family = slidingFamily(rows, cols);
  const board = family.board;
  return {
    name: family.name,
    title: rows === 4 && cols === 4 ? 'Fifteen puzzle (4x4)' : `Sliding puzzle ${rows}x${cols}`,
    moveLetters: SLIDING_MOVES,

    subproblems(c: SlidingCase): Subproblem[] {
      if (!slidingSolvable(board, c)) return [];
      const { space, start } = family.relabelledStart(c);
      return [{ space, start, label: 0 }];
    },

    replay(c: SlidingCase, moves: string): ReplayResult {
      const cells = [...c.start];
      let blank = cells.indexOf(0);
      for (let i = 0; i < moves.length; i++) {
        const move = SLIDING_MOVES.indexOf(moves[i]);
        if (move < 0)
          return { ok: false, kind: 'illegal-move', reason: `move ${i + 1} '${moves[i]}' is not one of d, l, r, u` };
        const to = board.neighbour[blank * 4 + move];
        if (to < 0)
          return {
            ok: false,
            kind: 'illegal-move',
            reason: `move ${i + 1} '${moves[i]}' takes the blank off the board`,
          };
        cells[blank] = cells[to];
        cells[to] = 0;
        blank = to;
      }
      for (let i = 0; i < cells.length; i++) {
        if (cells[i] !== c.goal[i]) {
          return {
            ok: false,
            kind: 'not-solved',
            reason: `the moves end at ${cells.join(' ')}, not at the goal ${c.goal.join(' ')}`,
          };
        }
      }
      return { ok: true, label: 0 };
    },
  };
}

export type { SearchSpace };
