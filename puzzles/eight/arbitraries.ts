/**
 * fast-check arbitraries for random Eight II cases (verify's and repro's random cases). Walk-based
 * arbitraries shrink well: fewer walk moves give nearer cases.
 */
import type { Arbitrary } from 'fast-check';
import { fastCheck } from '../../util/fast-check.js';
import { blankTarget, eightParity, type EightCase } from './space.js';

const EIGHT_LETTERS = ['1', '2', '3', '4', '5', '6', '7', '8', 'X'];

function swapFirstTwoTiles(board: string): string {
  const cells = board.split('');
  const [a, b] = cells.flatMap((ch, i) => (ch === 'X' ? [] : [i])).slice(0, 2);
  [cells[a], cells[b]] = [cells[b], cells[a]];
  return cells.join('');
}

let uniformPair: Arbitrary<EightCase> | undefined;

/**
 * Uniform over solvable pairs: a goal of the wrong parity has its first two tiles swapped (2-to-1).
 * Made on first use (util/fast-check.ts).
 */
export function eightUniformPair(): Arbitrary<EightCase> {
  if (uniformPair) return uniformPair;
  const fc = fastCheck();
  const board = fc.shuffledSubarray(EIGHT_LETTERS, { minLength: 9, maxLength: 9 }).map((cells) => cells.join(''));
  uniformPair = fc.tuple(board, board).map(([start, goal]) => ({
    start,
    goal: eightParity(start) === eightParity(goal) ? goal : swapFirstTwoTiles(goal),
  }));
  return uniformPair;
}

/** Applies moves (indices d, l, r, u) to a board, skipping those that would leave the board. */
export function walkEight(board: string, moves: readonly number[]): string {
  const cells = board.split('');
  let blank = cells.indexOf('X');
  for (const move of moves) {
    const to = blankTarget(blank, move);
    if (to < 0) continue;
    cells[blank] = cells[to];
    cells[to] = 'X';
    blank = to;
  }
  return cells.join('');
}
