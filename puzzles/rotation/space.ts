/**
 * The Rotation Game (POJ 2286 / UVA 1343): 24 cells holding digits 1-3, numbered
 *
 *         1     2
 *         3     4
 *   5  6  7  8  9  10 11
 *         12    13
 *   14 15 16 17 18 19 20
 *         21    22
 *         23    24
 *
 * Moves and their order (the only place this is defined): A < B < C < D < E < F < G < H, indices
 * 0-7. Each rotates one 7-cell line L by one step: afterwards L[j] holds what L[j+1] held and L[6]
 * holds what L[0] held. A/F, B/E, C/H and D/G undo each other. Goal: the 8 centre cells hold one
 * digit, any digit.
 *
 * Search spaces are per-digit patterns: whether the centre is all k depends only on which cells
 * hold k, so a case splits into one subproblem per digit that fills at least 8 cells. A pattern is
 * a 24-bit mask (bit c-1 for cell c); spaces are shared per digit count n, ranks are the colex
 * rank of the n-subset (C(24, n) ranks), read a byte at a time from tables.
 */
import type { FastSearchSpace } from '../../solvers/capabilities.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { Puzzle, ReplayResult, Subproblem } from '../../solvers/puzzle.js';

export const ROTATION_MOVES = 'ABCDEFGH';
const ROTATION_CELLS = 24;

/** The lines of moves A..H, as cell numbers 1-24. */
export const ROTATION_LINES: readonly (readonly number[])[] = [
  [1, 3, 7, 12, 16, 21, 23],
  [2, 4, 9, 13, 18, 22, 24],
  [11, 10, 9, 8, 7, 6, 5],
  [20, 19, 18, 17, 16, 15, 14],
  [24, 22, 18, 13, 9, 4, 2],
  [23, 21, 16, 12, 7, 3, 1],
  [14, 15, 16, 17, 18, 19, 20],
  [5, 6, 7, 8, 9, 10, 11],
];

export const CENTRE_CELLS: readonly number[] = [7, 8, 9, 12, 13, 16, 17, 18];
const CENTRE_MASK = CENTRE_CELLS.reduce((mask, cell) => mask | (1 << (cell - 1)), 0);
const INVERSE = Int8Array.of(5, 4, 7, 6, 1, 0, 3, 2);

/** Lines that share no cell commute: A, F with B, E; C, H with D, G. */
const COMMUTING = new Uint8Array(64);
for (let a = 0; a < 8; a++) {
  for (let b = 0; b < 8; b++) {
    const shared = ROTATION_LINES[a].some((cell) => ROTATION_LINES[b].includes(cell));
    COMMUTING[a * 8 + b] = shared ? 0 : 1;
  }
}

/** MOVE_BYTE[(move * 3 + byte) * 256 + value]: the bits a mask byte sends elsewhere under a move. */
const MOVE_BYTE = new Int32Array(8 * 3 * 256);
for (let move = 0; move < 8; move++) {
  const destination = Array.from({ length: ROTATION_CELLS }, (_, i) => i);
  const line = ROTATION_LINES[move];
  for (let j = 0; j < 6; j++) destination[line[j + 1] - 1] = line[j] - 1;
  destination[line[0] - 1] = line[6] - 1;
  for (let byte = 0; byte < 3; byte++) {
    const row = (move * 3 + byte) * 256;
    // a byte's image is its lowest bit's image joined with the rest's (built up from smaller values)
    for (let value = 1; value < 256; value++) {
      const lowest = 31 - Math.clz32(value & -value);
      MOVE_BYTE[row + value] = MOVE_BYTE[row + (value & (value - 1))] | (1 << destination[byte * 8 + lowest]);
    }
  }
}

export function rotateMask(mask: number, move: number): number {
  const base = move * 768;
  return (
    MOVE_BYTE[base + (mask & 255)] |
    MOVE_BYTE[base + 256 + ((mask >>> 8) & 255)] |
    MOVE_BYTE[base + 512 + (mask >>> 16)]
  );
}

/** BINOMIAL[n * 25 + k] = C(n, k) for n, k <= 24. */
const BINOMIAL = new Float64Array(25 * 25);
for (let n = 0; n <= 24; n++) {
  BINOMIAL[n * 25] = 1;
  for (let k = 1; k <= n; k++) BINOMIAL[n * 25 + k] = BINOMIAL[(n - 1) * 25 + k - 1] + BINOMIAL[(n - 1) * 25 + k];
}

const POPCOUNT8 = new Uint8Array(256);
for (let m = 1; m < 256; m++) POPCOUNT8[m] = POPCOUNT8[m >> 1] + (m & 1);

export function popcount(mask: number): number {
  return POPCOUNT8[mask & 255] + POPCOUNT8[(mask >>> 8) & 255] + POPCOUNT8[(mask >>> 16) & 255];
}

/**
 * The colex rank of a subset is the sum over its elements e_1 < e_2 < ... of C(e_k, k), so a byte's
 * share depends only on the byte and on how many elements lie below it:
 * BYTE_RANK[(byte * 17 + below) * 256 + value] (below <= 16, the most the two lower bytes hold).
 */
const BYTE_RANK = new Int32Array(3 * 17 * 256);
for (let byte = 0; byte < 3; byte++) {
  for (let below = 0; below <= byte * 8; below++) {
    const row = (byte * 17 + below) * 256;
    // the highest bit is element number below + popcount(value); the rest was filled in before
    for (let value = 1; value < 256; value++) {
      const highest = 31 - Math.clz32(value);
      const k = below + POPCOUNT8[value];
      BYTE_RANK[row + value] = BYTE_RANK[row + (value ^ (1 << highest))] + BINOMIAL[(byte * 8 + highest) * 25 + k];
    }
  }
}

/** The colex rank of a 24-bit mask among the masks with as many bits. */
function colexRank(mask: number): number {
  const b0 = mask & 255;
  const b1 = (mask >>> 8) & 255;
  const below2 = POPCOUNT8[b0] + POPCOUNT8[b1];
  return BYTE_RANK[b0] + BYTE_RANK[(17 + POPCOUNT8[b0]) * 256 + b1] + BYTE_RANK[(34 + below2) * 256 + (mask >>> 16)];
}

class RotationPatternSpace implements FastSearchSpace {
  readonly key: string;
  readonly moveLetters = ROTATION_MOVES;
  readonly rankCount: number;
  readonly stateSize = 1;

  constructor(readonly cellCount: number) {
    this.key = `rotation/count${cellCount}`;
    this.rankCount = BINOMIAL[24 * 25 + cellCount];
  }

  newState(): Int32Array {
    return new Int32Array(1);
  }

  rank(state: Int32Array): number {
    return colexRank(state[0]);
  }

  unrank(rank: number, out: Int32Array): void {
    let mask = 0;
    let pos = 23;
    for (let k = this.cellCount; k > 0; k--) {
      while (BINOMIAL[pos * 25 + k] > rank) pos--;
      rank -= BINOMIAL[pos * 25 + k];
      mask |= 1 << pos;
      pos--;
    }
    out[0] = mask;
  }

  apply(state: Int32Array, move: number): boolean {
    state[0] = rotateMask(state[0], move);
    return true;
  }

  heuristicDelta(state: Int32Array, move: number): number {
    const before = state[0];
    return popcount(before & CENTRE_MASK) - popcount(rotateMask(before, move) & CENTRE_MASK);
  }

  buildDistanceTable(): Uint8Array {
    return buildRotationTable(this.rankCount, this.goalRanks(), this);
  }

  inverse(move: number): number {
    return INVERSE[move];
  }

  commutes(a: number, b: number): boolean {
    return COMMUTING[a * 8 + b] === 1;
  }

  isGoal(state: Int32Array): boolean {
    return (state[0] & CENTRE_MASK) === CENTRE_MASK;
  }

  /** Each move takes at most one cell out of the centre and brings at most one in. */
  heuristic(state: Int32Array): number {
    return 8 - popcount(state[0] & CENTRE_MASK);
  }

  goalRanks(): Int32Array {
    const others: number[] = [];
    for (let cell = 0; cell < ROTATION_CELLS; cell++) if (!(CENTRE_MASK & (1 << cell))) others.push(cell);
    const ranks: number[] = [];
    const state = this.newState();
    const extra = this.cellCount - 8;
    const choose = (from: number, left: number, mask: number): void => {
      if (left === 0) {
        state[0] = mask;
        ranks.push(this.rank(state));
        return;
      }
      for (let i = from; i <= others.length - left; i++) choose(i + 1, left - 1, mask | (1 << others[i]));
    };
    choose(0, extra, CENTRE_MASK);
    return Int32Array.from(ranks);
  }
}

/**
 * The distance-to-goal table of a pattern space: a BFS from every goal, level by level, over a queue
 * of masks (so no unrank); each mask also carries the move that reached it, whose inverse leads
 * back a level and is skipped. Every move has an inverse, so distances from the goals are distances
 * to them.
 */
function buildRotationTable(rankCount: number, goals: Int32Array, space: SearchSpace): Uint8Array {
  const distance = new Uint8Array(rankCount).fill(255);
  const queue = new Int32Array(rankCount); // mask | (move + 1) << 24, 0 for no move
  const state = space.newState();
  let tail = 0;
  for (const goal of goals) {
    distance[goal] = 0;
    space.unrank(goal, state);
    queue[tail++] = state[0];
  }
  let levelEnd = tail;
  let next = 1;
  for (let head = 0; head < tail; head++) {
    if (head === levelEnd) {
      levelEnd = tail;
      next++;
    }
    const item = queue[head];
    const mask = item & 0xffffff;
    const back = (item >>> 24) - 1; // -1 at the goals
    for (let move = 0; move < 8; move++) {
      if (move === back) continue;
      const base = move * 768;
      const to =
        MOVE_BYTE[base + (mask & 255)] |
        MOVE_BYTE[base + 256 + ((mask >>> 8) & 255)] |
        MOVE_BYTE[base + 512 + (mask >>> 16)];
      const b0 = to & 255;
      const b1 = (to >>> 8) & 255;
      const rank =
        BYTE_RANK[b0] +
        BYTE_RANK[(17 + POPCOUNT8[b0]) * 256 + b1] +
        BYTE_RANK[(34 + POPCOUNT8[b0] + POPCOUNT8[b1]) * 256 + (to >>> 16)];
      if (distance[rank] === 255) {
        distance[rank] = next;
        queue[tail++] = to | ((INVERSE[move] + 1) << 24);
      }
    }
  }
  return distance;
}

const SPACES = new Map<number, RotationPatternSpace>();

/** The shared pattern space for a digit that fills `cellCount` cells (8 to 24). */
export function rotationSpace(cellCount: number): SearchSpace {
  let space = SPACES.get(cellCount);
  if (!space) {
    space = new RotationPatternSpace(cellCount);
    SPACES.set(cellCount, space);
  }
  return space;
}

/** A board: 24 digits, cell 1 first. */
export interface RotationCase {
  readonly cells: readonly number[];
}

export function digitMask(cells: readonly number[], digit: number): number {
  let mask = 0;
  for (let i = 0; i < ROTATION_CELLS; i++) if (cells[i] === digit) mask |= 1 << i;
  return mask;
}

export function centreDigit(cells: readonly number[]): number | null {
  const first = cells[CENTRE_CELLS[0] - 1];
  return CENTRE_CELLS.every((cell) => cells[cell - 1] === first) ? first : null;
}

export function applyRotation(cells: number[], move: number): void {
  const line = ROTATION_LINES[move];
  const first = cells[line[0] - 1];
  for (let j = 0; j < 6; j++) cells[line[j] - 1] = cells[line[j + 1] - 1];
  cells[line[6] - 1] = first;
}

export const rotation: Puzzle<RotationCase> = {
  name: 'rotation',
  title: 'The Rotation Game (POJ 2286)',
  moveLetters: ROTATION_MOVES,

  subproblems(c: RotationCase): Subproblem[] {
    const subproblems: Subproblem[] = [];
    for (let digit = 1; digit <= 3; digit++) {
      const mask = digitMask(c.cells, digit);
      const count = popcount(mask);
      if (count < 8) continue;
      const space = rotationSpace(count);
      const start = space.newState();
      start[0] = mask;
      subproblems.push({ space, start, label: digit });
    }
    return subproblems;
  },

  replay(c: RotationCase, moves: string): ReplayResult {
    const cells = c.cells.slice();
    for (let i = 0; i < moves.length; i++) {
      const move = ROTATION_MOVES.indexOf(moves[i]);
      if (move < 0) return { ok: false, kind: 'illegal-move', reason: `move ${i + 1} '${moves[i]}' is not one of A-H` };
      applyRotation(cells, move);
    }
    const digit = centreDigit(cells);
    if (digit === null)
      return { ok: false, kind: 'not-solved', reason: 'the centre does not hold one digit after the moves' };
    return { ok: true, label: digit };
  },
};
