/** Test helper: breadth-first search over sliding-puzzle boards as plain arrays (no ranks, no relabelling). */
import type { Board } from '../puzzles/sliding/space.js';

/** The move letters in order: where the blank goes (down, left, right, up). */
export const LETTERS = 'dlru';

/**
 * The board after the blank goes the way of move `move` (an index into LETTERS), or null when that leaves the board.
 */
export function slideBlank(board: Board, cells: readonly number[], move: number): number[] | null {
  const blank = cells.indexOf(0);
  const to = board.neighbour[blank * 4 + move];
  if (to < 0) return null;
  const next = [...cells];
  next[blank] = next[to];
  next[to] = 0;
  return next;
}

/**
 * Every board reachable from `start` (stopping once `until` is reached), each with the first path
 * found to it. Moves leave a board in letter order from a FIFO queue, so that path is the smallest
 * of the shortest. Keys are the boards' cells joined with commas.
 */
export function plainSlidingPaths(board: Board, start: readonly number[], until?: string): Map<string, string> {
  const paths = new Map<string, string>([[start.join(), '']]);
  const queue: number[][] = [[...start]];
  for (let head = 0; head < queue.length; head++) {
    const cells = queue[head];
    const path = paths.get(cells.join())!;
    if (cells.join() === until) break;
    for (let move = 0; move < 4; move++) {
      const next = slideBlank(board, cells, move);
      if (next === null) continue;
      if (!paths.has(next.join())) {
        paths.set(next.join(), path + LETTERS[move]);
        queue.push(next);
      }
    }
  }
  return paths;
}
