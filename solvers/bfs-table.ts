/**
 * Exact distance tables, then a greedy walk.
 *
 * A table holds, for every state of a space, its exact distance to the nearest goal (a multi-source
 * BFS from every goal state; every move's inverse is a move, so the graph is undirected). One table
 * serves every case in that space: Eight spaces are per goal blank position (tiles are relabelled),
 * Rotation spaces are per digit count. Spaces that declare the same `tableKey` share one table (the
 * Eight spaces of one symmetry class), and a space may build its table with its own faster BFS
 * (capabilities.ts); the contents are the same as the generic BFS here. Tables are built on first
 * use and kept for the process, and shared with verify's other threads.
 *
 * Why the answer is the lexicographically smallest shortest one: from a state at distance d, a move
 * lies on a shortest path iff it reaches a state at distance d-1. Taking the smallest such move at
 * every step keeps the path shortest and makes each letter the smallest any shortest path could
 * have there, given the letters before it; that is the definition of the lexicographic minimum.
 */
import type { FastSearchSpace } from './capabilities.js';
import { tableShelf } from '../util/shared-tables.js';
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './space.js';

export const UNREACHED = 255;

/** Shared with verify's pool threads (util/shared-tables.ts): a table is built once per run. */
const tables = tableShelf('bfs-table', 'solver');

/** Builds (once per process) the distance-to-goal table of `space`. */
export function distanceTable(space: SearchSpace): Uint8Array {
  const fast = space as FastSearchSpace;
  const key = fast.tableKey ?? space.key;
  let table = tables.get(key);
  if (!table) {
    if (fast.buildDistanceTables) {
      for (const [otherKey, other] of fast.buildDistanceTables())
        if (!tables.get(otherKey)) tables.put(otherKey, other);
      table = tables.get(key)!;
    } else {
      table = tables.put(key, buildDistanceTable(space));
    }
  }
  return table;
}

/** Forgets every built table (for measuring build cost). */
export function clearDistanceTables(): void {
  tables.clear();
}

/** The distance-to-goal table of `space` (by the space's own builder when it has one). */
export function buildDistanceTable(space: SearchSpace): Uint8Array {
  const fast = space as FastSearchSpace;
  return fast.buildDistanceTable ? fast.buildDistanceTable() : buildDistanceTableGeneric(space);
}

/** The same table by a plain multi-source BFS over rank/unrank/apply (the reference for the fast builders). */
export function buildDistanceTableGeneric(space: SearchSpace): Uint8Array {
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
  const fast = space as FastSearchSpace;
  return fast.neighbourRank ? walkRanks(fast, start, maxLength) : walkStates(space, start, maxLength);
}

function walkStates(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
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

/** The same walk over ranks alone, for spaces that step ranks directly (no state, no rank per move). */
function walkRanks(space: FastSearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const table = distanceTable(space);
  const moveCount = space.moveLetters.length;
  let rank = space.rank(start);
  let remaining = table[rank];
  if (remaining === UNREACHED || remaining > maxLength) return notFound(stats);

  const moves = new Uint8Array(remaining);
  for (let step = 0; remaining > 0; step++) {
    stats.expanded++;
    for (let move = 0; move < moveCount; move++) {
      const next = space.neighbourRank!(rank, move);
      if (next < 0) continue;
      stats.generated++;
      if (table[next] === remaining - 1) {
        moves[step] = move;
        rank = next;
        break;
      }
    }
    remaining--;
  }
  return found(moves, stats);
}
