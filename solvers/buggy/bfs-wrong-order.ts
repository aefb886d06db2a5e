/**
 * BUGGY (bug zoo): breadth-first search that expands moves in a non-lexicographic order, the last
 * letter first (Eight: u, d, l, r; Rotation: H, A, B, ..., G). Shortest, but among ties it prefers
 * paths that start with the largest letter.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from '../space.js';
import { pathFromParents } from '../paths.js';

export function bfsWrongOrder(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  if (space.isGoal(start)) return found([], stats);
  const moveCount = space.moveLetters.length;
  const order = [moveCount - 1, ...Array.from({ length: moveCount - 1 }, (_, i) => i)];
  const parent = new Int32Array(space.rankCount).fill(-1);
  const via = new Uint8Array(space.rankCount);
  const state = space.newState();
  const startRank = space.rank(start);
  parent[startRank] = startRank;
  let level = [startRank];
  for (let depth = 1; depth <= maxLength && level.length > 0; depth++) {
    const nextLevel: number[] = [];
    for (const rank of level) {
      stats.expanded++;
      for (const move of order) {
        space.unrank(rank, state);
        if (!space.apply(state, move)) continue;
        stats.generated++;
        const next = space.rank(state);
        if (parent[next] !== -1) continue;
        parent[next] = rank;
        via[next] = move;
        if (space.isGoal(state)) return found(pathFromParents(parent, via, startRank, next), stats);
        nextLevel.push(next);
      }
    }
    level = nextLevel;
  }
  return notFound(stats);
}
