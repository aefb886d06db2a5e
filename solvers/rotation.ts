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
 * rank of the n-subset (C(24, n) ranks).
 */
import type { SearchSpace } from './domain.js';
import type { Puzzle, ReplayResult, Subproblem } from './puzzle.js';

export const ROTATION_MOVES = 'ABCDEFGH';
export const ROTATION_CELLS = 24;

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
const INVERSE = [5, 4, 7, 6, 1, 0, 3, 2];

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
    for (let value = 0; value < 256; value++) {
      let out = 0;
      for (let bit = 0; bit < 8; bit++) if (value & (1 << bit)) out |= 1 << destination[byte * 8 + bit];
      MOVE_BYTE[(move * 3 + byte) * 256 + value] = out;
    }
  }
}

export function rotateMask(mask: number, move: number): number {
  const base = move * 768;
  return (
    MOVE_BYTE[base + (mask & 255)] | MOVE_BYTE[base + 256 + ((mask >>> 8) & 255)] | MOVE_BYTE[base + 512 + (mask >>> 16)]
  );
}

/** BINOMIAL[n * 25 + k] = C(n, k) for n, k <= 24. */
const BINOMIAL = new Float64Array(25 * 25);
for (let n = 0; n <= 24; n++) {
  BINOMIAL[n * 25] = 1;
  for (let k = 1; k <= n; k++) BINOMIAL[n * 25 + k] = BINOMIAL[(n - 1) * 25 + k - 1] + BINOMIAL[(n - 1) * 25 + k];
}

export function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

class RotationPatternSpace implements SearchSpace {
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
    let rank = 0;
    let k = 1;
    for (let m = state[0]; m !== 0; m &= m - 1) {
      rank += BINOMIAL[(31 - Math.clz32(m & -m)) * 25 + k];
      k++;
    }
    return rank;
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
    if (digit === null) return { ok: false, kind: 'not-solved', reason: 'the centre does not hold one digit after the moves' };
    return { ok: true, label: digit };
  },
};
