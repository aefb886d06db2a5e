/**
 * Exact distance tables, then a greedy walk.
 *
 * A table holds, for every state of a space, its exact distance to the nearest goal (a multi-source
 * BFS from every goal state; every move's inverse is a move, so the graph is undirected). One table
 * serves every case in that space: Eight spaces are per goal blank position (tiles are relabelled),
 * Rotation spaces are per digit count. Tables are built on first use and kept for the process.
 *
 * Why the answer is the lexicographically smallest shortest one: from a state at distance d, a move
 * lies on a shortest path iff it reaches a state at distance d-1. Taking the smallest such move at
 * every step keeps the path shortest and makes each letter the smallest any shortest path could
 * have there, given the letters before it; that is the definition of the lexicographic minimum.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './domain.js';

export const UNREACHED = 255;

const tables = new Map<string, Uint8Array>();

/** Builds (once per process) the distance-to-goal table of `space`. */
export function distanceTable(space: SearchSpace): Uint8Array {
  let table = tables.get(space.key);
  if (!table) {
    table = buildDistanceTable(space);
    tables.set(space.key, table);
  }
  return table;
}

/** Forgets every built table (for measuring build cost). */
export function clearDistanceTables(): void {
  tables.clear();
}

export function buildDistanceTable(space: SearchSpace): Uint8Array {
  const moveCount = space.moveLetters.length;
  const distance = new Uint8Array(space.rankCount).fill(UNREACHED);
  const queue = new Int32Array(space.rankCount);
  const state = space.newState();
  let tail = 0;
  for (const goal of space.goalRanks()) {
    distance[goal] = 0;
    queue[tail++] = goal;
  }
  for (let head = 0; head < tail; head++) {
    const rank = queue[head];
    const next = distance[rank] + 1;
    space.unrank(rank, state);
    for (let move = 0; move < moveCount; move++) {
      if (!space.apply(state, move)) continue;
      const neighbour = space.rank(state);
      if (distance[neighbour] === UNREACHED) {
        distance[neighbour] = next;
        queue[tail++] = neighbour;
      }
      space.apply(state, space.inverse(move));
    }
  }
  return distance;
}

export function bfsTable(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const table = distanceTable(space);
  const moveCount = space.moveLetters.length;
  const state = Int32Array.from(start);
  let remaining = table[space.rank(state)];
  if (remaining === UNREACHED || remaining > maxLength) return notFound(stats);

  const moves = new Uint8Array(remaining);
  for (let step = 0; remaining > 0; step++) {
    stats.expanded++;
    for (let move = 0; move < moveCount; move++) {
      if (!space.apply(state, move)) continue;
      stats.generated++;
      if (table[space.rank(state)] === remaining - 1) {
        moves[step] = move;
        break;
      }
      space.apply(state, space.inverse(move));
    }
    remaining--;
  }
  return found(moves, stats);
}
