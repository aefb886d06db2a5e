/**
 * Eight II (HDU 3567 / AcWing 4231): a 3x3 board written as 9 characters in reading order, tiles
 * 1-8 and the blank X. Any start, any goal.
 *
 * Moves and their order (the only place this is defined): a letter names where X goes,
 *   d = down (index 0) < l = left (1) < r = right (2) < u = up (3).
 * Move m is undone by 3 - m.
 *
 * Search spaces are relabelled so that one space per goal blank position p serves every goal: a
 * tile's value is its position on the goal board, and the blank's value is p. The goal is then the
 * identity board for every p, and its rank is 0.
 *
 * Ranks (see rank.ts) are read through a board symmetry that takes p to the representative of
 * its class (corner 0, edge 1, centre 4). A symmetry maps moves to moves, so it keeps distances:
 * spaces of one class have the same distance table, rank for rank, and 3 tables serve all 9 goal
 * blank positions. Only ranks see the symmetry; states, moves and letters are the real ones.
 */
import { ILLEGAL_MOVE, type FastSearchSpace } from '../../solvers/capabilities.js';
import type { SearchSpace } from '../../solvers/space.js';
import { tableStore } from '../../util/table-store.js';
import { buildEightClassTables, EIGHT_CLASS_REPRESENTATIVES, EightRanker } from './rank.js';
import type { Puzzle, ReplayResult, Subproblem } from '../../solvers/puzzle.js';

export const EIGHT_MOVES = 'dlru';
const EIGHT_CELLS = 9;
const X_CODE = 'X'.charCodeAt(0);

export interface EightCase {
  readonly start: string;
  readonly goal: string;
}

/** NEIGHBOUR[pos * 4 + move]: where the blank goes, or -1 when the move leaves the board. */
const NEIGHBOUR = new Int8Array(EIGHT_CELLS * 4);
for (let pos = 0; pos < EIGHT_CELLS; pos++) {
  const row = Math.floor(pos / 3);
  const col = pos % 3;
  NEIGHBOUR[pos * 4 + 0] = row < 2 ? pos + 3 : -1;
  NEIGHBOUR[pos * 4 + 1] = col > 0 ? pos - 1 : -1;
  NEIGHBOUR[pos * 4 + 2] = col < 2 ? pos + 1 : -1;
  NEIGHBOUR[pos * 4 + 3] = row > 0 ? pos - 3 : -1;
}

/** MANHATTAN[a * 9 + b]: grid distance between cells a and b. */
const MANHATTAN = new Uint8Array(EIGHT_CELLS * EIGHT_CELLS);
for (let a = 0; a < EIGHT_CELLS; a++) {
  for (let b = 0; b < EIGHT_CELLS; b++) {
    MANHATTAN[a * 9 + b] = Math.abs(Math.floor(a / 3) - Math.floor(b / 3)) + Math.abs((a % 3) - (b % 3));
  }
}

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];

/** Is `move` legal for a blank at `pos`, and where does the blank go. */
export function blankTarget(pos: number, move: number): number {
  return NEIGHBOUR[pos * 4 + move];
}

/** Why `text` is not an Eight board, or null when it is one. */
export function eightBoardError(text: string): string | null {
  if (text.length !== EIGHT_CELLS) {
    return `expected 9 characters (digits 1-8 and X), got ${text.length}`;
  }
  const seen = new Set<string>();
  for (const ch of text) {
    if (!/^[1-8X]$/.test(ch)) return `unexpected character '${ch}': a board holds only 1-8 and X`;
    if (seen.has(ch)) return `'${ch}' appears more than once`;
    seen.add(ch);
  }
  return null; // 9 distinct characters from a 9-character alphabet: nothing is missing
}

/** Parity of the tile permutation (X ignored): 0 even, 1 odd. */
export function eightParity(board: string): number {
  let inversions = 0;
  for (let i = 0; i < board.length; i++) {
    const a = board.charCodeAt(i);
    if (a === X_CODE) continue;
    for (let j = i + 1; j < board.length; j++) {
      const b = board.charCodeAt(j);
      if (b !== X_CODE && b < a) inversions++;
    }
  }
  return inversions & 1;
}

/** The moves between two valid boards exist iff their tile permutations have the same parity. */
export function eightSolvable(c: EightCase): boolean {
  return eightParity(c.start) === eightParity(c.goal);
}

function classTableKey(representative: number): string {
  return `eight/class${representative}`;
}

/** The three class tables' name in the table cache (util/table-store.ts), with their format's version. */
const CLASS_TABLES_NAME = 'lexpath-eight-classes-v1';

/**
 * The three class tables from the table cache, else built (and kept there): 1.1 MB, read and
 * checked in about a millisecond instead of a BFS of tens of milliseconds at every `solve`.
 */
function cachedClassTables(): Uint8Array[] {
  const store = tableStore();
  const bytes = 3 * FACTORIAL[9];
  const kept = store?.load(CLASS_TABLES_NAME, bytes);
  const split = (all: Uint8Array) => [0, 1, 2].map((k) => all.subarray((k * bytes) / 3, ((k + 1) * bytes) / 3));
  if (kept) return split(kept);
  const tables = buildEightClassTables();
  store?.save(CLASS_TABLES_NAME, new Uint8Array(tables[0].buffer, tables[0].byteOffset, bytes));
  return tables;
}

class EightSpace implements FastSearchSpace {
  readonly key: string;
  readonly tableKey: string;
  readonly moveLetters = EIGHT_MOVES;
  readonly rankCount = FACTORIAL[9];
  readonly stateSize = EIGHT_CELLS + 1; // cells, then the blank's position
  private readonly ranker: EightRanker;

  constructor(readonly goalBlank: number) {
    this.key = `eight/blank${goalBlank}`;
    this.ranker = new EightRanker(goalBlank);
    this.tableKey = classTableKey(this.ranker.representative);
  }

  newState(): Int32Array {
    return new Int32Array(this.stateSize);
  }

  rank(state: Int32Array): number {
    return this.ranker.rank(state);
  }

  unrank(rank: number, out: Int32Array): void {
    this.ranker.unrank(rank, out);
  }

  neighbourRank(rank: number, move: number): number {
    return this.ranker.neighbour(rank, move);
  }

  buildDistanceTable(): Uint8Array {
    return this.buildDistanceTables().get(this.tableKey)!;
  }

  /** One BFS yields the tables of all three classes (rank.ts), kept in the table cache. */
  buildDistanceTables(): Map<string, Uint8Array> {
    const tables = cachedClassTables();
    return new Map(EIGHT_CLASS_REPRESENTATIVES.map((c, k) => [classTableKey(c), tables[k]]));
  }

  apply(state: Int32Array, move: number): boolean {
    const from = state[9];
    const to = NEIGHBOUR[from * 4 + move];
    if (to < 0) return false;
    state[from] = state[to];
    state[to] = this.goalBlank;
    state[9] = to;
    return true;
  }

  /** Only the tile that slides changes its Manhattan distance. */
  heuristicDelta(state: Int32Array, move: number): number {
    const from = state[9];
    const to = NEIGHBOUR[from * 4 + move];
    if (to < 0) return ILLEGAL_MOVE;
    const tile = state[to];
    return MANHATTAN[from * 9 + tile] - MANHATTAN[to * 9 + tile];
  }

  inverse(move: number): number {
    return 3 - move;
  }

  isGoal(state: Int32Array): boolean {
    for (let i = 0; i < 9; i++) if (state[i] !== i) return false;
    return true;
  }

  heuristic(state: Int32Array): number {
    let h = 0;
    const blank = this.goalBlank;
    for (let i = 0; i < 9; i++) {
      const v = state[i];
      if (v !== blank) h += MANHATTAN[i * 9 + v];
    }
    return h;
  }

  goalRanks(): Int32Array {
    return Int32Array.of(0);
  }
}

/** One shared space per goal blank position (spaces are immutable). */
const SPACES = Array.from({ length: EIGHT_CELLS }, (_, p) => new EightSpace(p));

export function eightSpace(goalBlank: number): SearchSpace {
  return SPACES[goalBlank];
}

/** The goal board whose tiles read 1-8 in order, with the blank on cell `blank`. */
export function canonicalEightGoal(blank: number): string {
  let board = '';
  for (let cell = 0, tile = 1; cell < EIGHT_CELLS; cell++) board += cell === blank ? 'X' : String(tile++);
  return board;
}

/**
 * The case whose relabelled start has rank `rank` in the space of `goal`'s blank: the inverse of
 * relabelling, so a rank at distance d from the goal in that space gives a pair at distance d.
 */
export function eightCaseAtRank(goal: string, rank: number): EightCase {
  const space = SPACES[goal.indexOf('X')];
  const state = space.newState();
  space.unrank(rank, state);
  let start = '';
  for (let cell = 0; cell < EIGHT_CELLS; cell++) start += goal[state[cell]];
  return { start, goal };
}

/** The relabelled start state of a case, in the space of its goal blank position. */
function relabelledStart(c: EightCase): { space: EightSpace; start: Int32Array } {
  const goalPosition = new Int8Array(128); // by character code
  for (let i = 0; i < EIGHT_CELLS; i++) goalPosition[c.goal.charCodeAt(i)] = i;
  const space = SPACES[goalPosition[X_CODE]];
  const start = space.newState();
  for (let i = 0; i < EIGHT_CELLS; i++) {
    const code = c.start.charCodeAt(i);
    start[i] = goalPosition[code];
    if (code === X_CODE) start[9] = i;
  }
  return { space, start };
}

export const eight: Puzzle<EightCase> = {
  name: 'eight',
  title: 'Eight II (HDU 3567)',
  moveLetters: EIGHT_MOVES,

  subproblems(c: EightCase): Subproblem[] {
    if (!eightSolvable(c)) return []; // no search needed to know no move sequence connects them
    const { space, start } = relabelledStart(c);
    return [{ space, start, label: 0 }];
  },

  replay(c: EightCase, moves: string): ReplayResult {
    const cells = c.start.split('');
    let blank = cells.indexOf('X');
    for (let i = 0; i < moves.length; i++) {
      const move = EIGHT_MOVES.indexOf(moves[i]);
      if (move < 0)
        return { ok: false, kind: 'illegal-move', reason: `move ${i + 1} '${moves[i]}' is not one of d, l, r, u` };
      const to = NEIGHBOUR[blank * 4 + move];
      if (to < 0)
        return { ok: false, kind: 'illegal-move', reason: `move ${i + 1} '${moves[i]}' takes X off the board` };
      cells[blank] = cells[to];
      cells[to] = 'X';
      blank = to;
    }
    const reached = cells.join('');
    if (reached !== c.goal)
      return { ok: false, kind: 'not-solved', reason: `the moves end at ${reached}, not at the goal ${c.goal}` };
    return { ok: true, label: 0 };
  },
};
