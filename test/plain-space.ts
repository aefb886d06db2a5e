/** Test helper: a search space with only the members space.ts requires (none of capabilities.ts). */
import type { SearchSpace } from '../solvers/space.js';

/**
 * `space` without heuristicDelta, neighbourRank, tableKey or table builders, so the algorithms
 * take their plain paths (bfs-table builds its table by the generic BFS, under this wrapper's own
 * key, `plain/` and the space's key). `commutes` is kept only when asked.
 */
export function plainSpace(space: SearchSpace, keepCommutes = false): SearchSpace {
  const plain: SearchSpace = {
    key: `plain/${space.key}`,
    moveLetters: space.moveLetters,
    rankCount: space.rankCount,
    stateSize: space.stateSize,
    newState: () => space.newState(),
    rank: (state) => space.rank(state),
    unrank: (rank, out) => space.unrank(rank, out),
    apply: (state, move) => space.apply(state, move),
    inverse: (move) => space.inverse(move),
    isGoal: (state) => space.isGoal(state),
    heuristic: (state) => space.heuristic(state),
    goalRanks: () => space.goalRanks(),
  };
  if (keepCommutes && space.commutes) return { ...plain, commutes: (a, b) => space.commutes!(a, b) };
  return plain;
}
