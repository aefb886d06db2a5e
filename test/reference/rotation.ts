/**
 * The Rotation Game's rules on plain boards, for the reference (no masks, no ranks, no tables).
 *
 * The board is drawn on a 7x7 grid as the problem shows it; cells are numbered 1-24 in reading
 * order, and a board is an array of 24 values, cell 1 first:
 *
 *           A     B
 *           1     2
 *           3     4
 *     H  5  6  7  8  9 10 11  C
 *          12    13
 *     G 14 15 16 17 18 19 20  D
 *          21    22
 *          23    24
 *           F     E
 *
 * Each letter stands at one end of a line of 7 cells; its move slides that line one cell towards
 * the letter, and the block pushed off that end comes back in at the other end. The board is solved
 * when the 8 cells around the middle (rows 2-4, columns 2-4 of the grid, but not its centre) hold
 * one value.
 */
import { distancesFromGoals, smallestShortestPath } from './bfs.js';

const SHAPE = ['..#.#..', '..#.#..', '#######', '..#.#..', '#######', '..#.#..', '..#.#..'];

/** CELL_AT[row][column]: the board index (0-23) drawn there, or -1. */
const CELL_AT: number[][] = [];
let numbered = 0;
for (const line of SHAPE) CELL_AT.push(line.split('').map((ch) => (ch === '#' ? numbered++ : -1)));

/** The grid squares of a line, from the letter's end to the far end. */
function column(c: number, fromTop: boolean): number[] {
  const cells = [0, 1, 2, 3, 4, 5, 6].map((row) => CELL_AT[row][c]);
  return fromTop ? cells : cells.reverse();
}
function row(r: number, fromLeft: boolean): number[] {
  const cells = CELL_AT[r].slice();
  return fromLeft ? cells : cells.reverse();
}

export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** Each letter's line, listed from the letter's end. */
const LINE_OF: Record<string, number[]> = {
  A: column(2, true),
  B: column(4, true),
  C: row(2, false),
  D: row(4, false),
  E: column(4, false),
  F: column(2, false),
  G: row(4, true),
  H: row(2, true),
};

/** The 8 cells that must hold one value (board indices). */
export const MIDDLE: number[] = [];
for (let r = 2; r <= 4; r++) for (let c = 2; c <= 4; c++) if (!(r === 3 && c === 3)) MIDDLE.push(CELL_AT[r][c]);

/** The board after `letter`'s move. */
export function slide<T>(board: readonly T[], letter: string): T[] {
  const line = LINE_OF[letter];
  const out = board.slice();
  for (let k = 0; k < line.length; k++) out[line[k]] = board[line[(k + 1) % line.length]];
  return out;
}

export function movesFrom<T>(board: readonly T[]): { letter: string; next: T[] }[] {
  return LETTERS.map((letter) => ({ letter, next: slide(board, letter) }));
}

/** The value filling the middle, or null when it holds more than one. */
export function middleValue<T>(board: readonly T[]): T | null {
  const first = board[MIDDLE[0]];
  return MIDDLE.every((i) => board[i] === first) ? first : null;
}

/** A digit's pattern: '1' where the board holds it, '0' elsewhere. */
export function patternOf(board: readonly number[], digit: number): string {
  return board.map((v) => (v === digit ? '1' : '0')).join('');
}

/**
 * Distance to a filled middle for every pattern of 8 cells (a digit on exactly 8 cells can only
 * fill the middle by covering it). Every move is undone by the opposite move of its line (A by F,
 * B by E, C by H, D by G), so distances from the goal are distances to it.
 */
export function patternDistances(): Map<string, number> {
  const goal = Array<string>(24).fill('0');
  for (const i of MIDDLE) goal[i] = '1';
  return distancesFromGoals(
    [goal],
    (p) => p.join(''),
    (p) => movesFrom(p).map((m) => m.next),
  );
}

/**
 * A board's distance to solved, when every digit present fills 8 cells (the judge's 8/8/8 boards): the nearest digit's.
 */
export function boardDistance(board: readonly number[], patterns: Map<string, number>): number | undefined {
  let best: number | undefined;
  for (const digit of new Set(board)) {
    const d = patterns.get(patternOf(board, digit));
    if (d !== undefined && (best === undefined || d < best)) best = d;
  }
  return best;
}

/** The lexicographically smallest shortest answer of an 8/8/8 board and the digit it leaves in the middle. */
export function smallestAnswer(
  board: readonly number[],
  patterns: Map<string, number>,
): { moves: string; label: number } | null {
  const path = smallestShortestPath<readonly number[]>(board, (b) => boardDistance(b, patterns), movesFrom);
  return path === null ? null : { moves: path.moves, label: middleValue(path.end)! };
}

/** Every way to choose `k` of the indices 0..n-1, in increasing order. */
export function* choices(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - k; i++) for (const rest of choices(n, k - 1, i + 1)) yield [i, ...rest];
}
