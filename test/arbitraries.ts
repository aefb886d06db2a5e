/**
 * fast-check arbitraries shared by the solver and oracle tests.
 *
 * Every generator is built from plain integers so that it shrinks towards a simple value: a
 * permutation shrinks towards the identity (Fisher-Yates choices towards 0), a walk towards the
 * empty walk. Nothing here calls the solvers; boards are built with the puzzles' own rules only
 * through small local helpers (pure string / array manipulation).
 */
import fc from 'fast-check';
import type { EightCase } from '../puzzles/eight/space.js';
import type { RotationCase } from '../puzzles/rotation/space.js';

// ---------------------------------------------------------------------------------------------
// Generic helpers
// ---------------------------------------------------------------------------------------------

/**
 * A uniformly random permutation of `items` (Fisher-Yates driven by fast-check integers). Shrinks
 * towards `items` in its original order.
 */
export function permutationArb<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  const n = items.length;
  if (n <= 1) return fc.constant(items.slice());
  const choices = Array.from({ length: n - 1 }, (_, i) => fc.integer({ min: 0, max: n - 1 - i }));
  return fc.tuple(...choices).map((picks) => {
    const out = items.slice();
    // Swap position i with i + picks[i] (i + picks[i] in [i, n-1]): uniform over all n! orders.
    for (let i = 0; i < n - 1; i++) {
      const j = i + picks[i];
      const tmp = out[i];
      out[i] = out[j];
      out[j] = tmp;
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Eight II
// ---------------------------------------------------------------------------------------------

export const EIGHT_SOLVED = '12345678X';
const EIGHT_LETTERS = 'dlru';

/** Parity of the tile permutation (X ignored), computed here independently of puzzles/eight/space.ts. */
export function tileParity(board: string): number {
  const tiles = board.replace('X', '');
  let inversions = 0;
  for (let i = 0; i < tiles.length; i++)
    for (let j = i + 1; j < tiles.length; j++) if (tiles[j] < tiles[i]) inversions++;
  return inversions & 1;
}

/** Where the blank goes from `pos` under move m (d, l, r, u), or -1 when it would leave the board. */
export function eightTarget(pos: number, move: number): number {
  const row = Math.floor(pos / 3);
  const col = pos % 3;
  switch (move) {
    case 0:
      return row < 2 ? pos + 3 : -1;
    case 1:
      return col > 0 ? pos - 1 : -1;
    case 2:
      return col < 2 ? pos + 1 : -1;
    default:
      return row > 0 ? pos - 3 : -1;
  }
}

/** Applies an Eight move string to a board; null if a move leaves the board. */
export function eightApply(board: string, moves: string): string | null {
  const cells = board.split('');
  let blank = cells.indexOf('X');
  for (const letter of moves) {
    const to = eightTarget(blank, EIGHT_LETTERS.indexOf(letter));
    if (to < 0) return null;
    cells[blank] = cells[to];
    cells[to] = 'X';
    blank = to;
  }
  return cells.join('');
}

/** Swaps the first two tiles (not X) of a board: flips the tile-permutation parity. */
function flipParity(board: string): string {
  const cells = board.split('');
  const tiles = cells.map((ch, i) => (ch === 'X' ? -1 : i)).filter((i) => i >= 0);
  const [a, b] = tiles;
  [cells[a], cells[b]] = [cells[b], cells[a]];
  return cells.join('');
}

/** A uniformly random Eight board (any parity). */
export const eightBoardArb: fc.Arbitrary<string> = permutationArb(EIGHT_SOLVED.split('')).map((cells) =>
  cells.join(''),
);

/**
 * A uniformly random solvable Eight pair: the start is a uniform board, the goal is uniform among
 * boards with the start's parity (a uniform board whose parity is fixed by one swap if needed).
 */
export const eightPairArb: fc.Arbitrary<EightCase> = fc.tuple(eightBoardArb, eightBoardArb).map(([start, goal]) => ({
  start,
  goal: tileParity(goal) === tileParity(start) ? goal : flipParity(goal),
}));

/**
 * A random walk of at most `maxMoves` legal moves from a uniformly random goal, backwards: the
 * start is where the walk ends, so the case is solvable in at most `maxMoves` moves. Each walk step
 * picks one of the moves legal at that point (the raw integer is reduced modulo their number).
 */
export function eightWalkArb(maxMoves: number, minMoves = 0): fc.Arbitrary<EightCase> {
  return fc
    .tuple(eightBoardArb, fc.array(fc.nat({ max: 11 }), { minLength: minMoves, maxLength: maxMoves }))
    .map(([goal, picks]) => {
      let board = goal;
      for (const pick of picks) {
        const blank = board.indexOf('X');
        const legal = [0, 1, 2, 3].filter((m) => eightTarget(blank, m) >= 0);
        board = eightApply(board, EIGHT_LETTERS[legal[pick % legal.length]])!;
      }
      return { start: board, goal };
    });
}

// ---------------------------------------------------------------------------------------------
// The Rotation Game
// ---------------------------------------------------------------------------------------------

export const ROTATION_LETTERS = 'ABCDEFGH';
/** Lines of moves A..H as cell numbers 1-24 (copied from the POJ 2286 statement). */
const LINES: readonly (readonly number[])[] = [
  [1, 3, 7, 12, 16, 21, 23],
  [2, 4, 9, 13, 18, 22, 24],
  [11, 10, 9, 8, 7, 6, 5],
  [20, 19, 18, 17, 16, 15, 14],
  [24, 22, 18, 13, 9, 4, 2],
  [23, 21, 16, 12, 7, 3, 1],
  [14, 15, 16, 17, 18, 19, 20],
  [5, 6, 7, 8, 9, 10, 11],
];
export const CENTRE = [7, 8, 9, 12, 13, 16, 17, 18];

/** Applies one Rotation move (index 0-7) to a copy of the cells. */
export function rotationMove(cells: readonly number[], move: number): number[] {
  const out = cells.slice();
  const line = LINES[move];
  for (let j = 0; j < 6; j++) out[line[j] - 1] = cells[line[j + 1] - 1];
  out[line[6] - 1] = cells[line[0] - 1];
  return out;
}

export function rotationApply(cells: readonly number[], moves: string): number[] {
  let out = cells.slice();
  for (const letter of moves) out = rotationMove(out, ROTATION_LETTERS.indexOf(letter));
  return out;
}

/** The centre digit, or null when the centre is mixed. */
export function rotationCentre(cells: readonly number[]): number | null {
  const d = cells[CENTRE[0] - 1];
  return CENTRE.every((c) => cells[c - 1] === d) ? d : null;
}

function digits(counts: readonly [number, number, number]): number[] {
  return [...Array(counts[0]).fill(1), ...Array(counts[1]).fill(2), ...Array(counts[2]).fill(3)];
}

export function formatRotation(c: RotationCase): string {
  return c.cells.join(' ');
}

/** A uniformly random board with eight of each digit (the POJ 2286 input). */
export const rotation888Arb: fc.Arbitrary<RotationCase> = permutationArb(digits([8, 8, 8])).map((cells) => ({ cells }));

/**
 * A solved board (centre all one digit, the other 16 cells a random arrangement of the remaining
 * 8/8/8 digits) scrambled by up to `maxMoves` random moves.
 */
export function rotationScrambleArb(maxMoves: number): fc.Arbitrary<RotationCase> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: 3 }),
      permutationArb([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
      fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: maxMoves }),
    )
    .map(([centre, outer, moves]) => {
      const others = [1, 2, 3].filter((d) => d !== centre);
      let cells = Array<number>(24).fill(centre);
      let k = 0;
      for (let cell = 1; cell <= 24; cell++) if (!CENTRE.includes(cell)) cells[cell - 1] = others[outer[k++]];
      for (const m of moves) cells = rotationMove(cells, m);
      return { cells };
    });
}

/** Any 24 digits 1-3, each independently uniform (counts spread around 8, often not 8/8/8). */
export const rotationAnyArb: fc.Arbitrary<RotationCase> = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 24, maxLength: 24 })
  .map((cells) => ({ cells }));

/** Boards with arbitrary digit counts (uniform over (n1, n2, n3) with n1 + n2 + n3 = 24), shuffled. */
export const rotationSkewedArb: fc.Arbitrary<RotationCase> = fc
  .integer({ min: 0, max: 24 })
  .chain((n1) => fc.tuple(fc.constant(n1), fc.integer({ min: 0, max: 24 - n1 })))
  .chain(([n1, n2]) => permutationArb(digits([n1, n2, 24 - n1 - n2])))
  .map((cells) => ({ cells }));

/** Boards that are not 8/8/8: rejection on `rotationAnyArb` would waste runs, so mix both kinds. */
export const rotationNon888Arb: fc.Arbitrary<RotationCase> = fc
  .oneof(rotationAnyArb, rotationSkewedArb)
  .filter((c) => !(count(c, 1) === 8 && count(c, 2) === 8));

export function count(c: RotationCase, digit: number): number {
  return c.cells.filter((d) => d === digit).length;
}

/** Every kind of Rotation board the tests care about. */
export const rotationBoardArb: fc.Arbitrary<RotationCase> = fc.oneof(
  rotation888Arb,
  rotationScrambleArb(12),
  rotationAnyArb,
  rotationSkewedArb,
);

/**
 * Keeps only boards whose digits with at least 8 cells all have a count accepted by `allowed`.
 * The oracle and bfs-table build one exact distance table per digit count (C(24, n) states; counts
 * 11-15 take several seconds each), so the property runs restrict themselves to a few counts.
 */
export function withDigitCounts(
  arb: fc.Arbitrary<RotationCase>,
  allowed: (n: number) => boolean,
): fc.Arbitrary<RotationCase> {
  return arb.filter((c) => [1, 2, 3].every((d) => count(c, d) < 8 || allowed(count(c, d))));
}

/** Counts whose distance tables are cheap to build (8, 9, 10 and 16-24). */
export const cheapCount = (n: number): boolean => n <= 10 || n >= 16;
