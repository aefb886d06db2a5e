/**
 * Eight II's rules on plain board strings, for the reference (no ranks, no relabelling, no symmetry).
 *
 * A board is 9 characters in reading order: tiles 1-8 and the blank X. A move letter names where
 * the blank goes: d (down), l (left), r (right), u (up), in that order: d < l < r < u.
 */
import { distancesFromGoals, smallestShortestPath } from './bfs.js';

export const LETTERS = ['d', 'l', 'r', 'u'] as const;

/** The board after moving the blank as `letter` says, or null when the blank would leave the board. */
export function moveBlank(board: string, letter: string): string | null {
  const blank = board.indexOf('X');
  const row = Math.floor(blank / 3);
  const column = blank % 3;
  let target: number;
  if (letter === 'd' && row < 2) target = blank + 3;
  else if (letter === 'l' && column > 0) target = blank - 1;
  else if (letter === 'r' && column < 2) target = blank + 1;
  else if (letter === 'u' && row > 0) target = blank - 3;
  else return null;
  const cells = board.split('');
  cells[blank] = cells[target];
  cells[target] = 'X';
  return cells.join('');
}

/** Every legal move from `board`, in letter order. */
export function movesFrom(board: string): { letter: string; next: string }[] {
  const out: { letter: string; next: string }[] = [];
  for (const letter of LETTERS) {
    const next = moveBlank(board, letter);
    if (next !== null) out.push({ letter, next });
  }
  return out;
}

/**
 * Every board's distance to `goal` (boards that cannot reach it are absent). Each
 * move is undone by its opposite, so distances from the goal are distances to it.
 */
export function distancesToGoal(goal: string): Map<string, number> {
  return distancesFromGoals(
    [goal],
    (b) => b,
    (b) => movesFrom(b).map((m) => m.next),
  );
}

/** The lexicographically smallest shortest move string from `start` to the goal whose distances are given, or null. */
export function smallestAnswer(start: string, distances: Map<string, number>): string | null {
  const path = smallestShortestPath(start, (b) => distances.get(b), movesFrom);
  return path === null ? null : path.moves;
}

/** The goal board with tiles 1-8 in reading order and the blank at `cell` (0-8). */
export function orderedGoal(cell: number): string {
  const tiles = '12345678';
  return `${tiles.slice(0, cell)}X${tiles.slice(cell)}`;
}

/** Every arrangement of the characters of `items` (n! strings), by recursion. */
export function* arrangements(items: string): Generator<string> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (let i = 0; i < items.length; i++) {
    for (const rest of arrangements(items.slice(0, i) + items.slice(i + 1))) yield items[i] + rest;
  }
}
