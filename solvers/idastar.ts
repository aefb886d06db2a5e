/**
 * Iterative-deepening A*: depth-first searches bounded by f = g + h, the bound raised each time to
 * the smallest f that exceeded it (that minimum is reset before every iteration).
 *
 * Why the answer is the lexicographically smallest shortest one: every iteration before the last
 * finds nothing, so no solution is shorter than the last bound D, and h never overestimates, so no
 * path of length D to a goal is cut off. The depth-first search tries moves in lexicographic order,
 * so it meets the surviving paths in lexicographic order and the first goal it reaches ends the
 * smallest one. Two prunings keep that path: a shortest path never undoes its previous move, and it
 * never makes two commuting moves in decreasing order (swapping them gives a smaller equal path).
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './domain.js';

const NONE = -1;

export function idastar(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const moveCount = space.moveLetters.length;
  const inverse = Int8Array.from({ length: moveCount }, (_, m) => space.inverse(m));
  // skip[prev * moveCount + move]: `move` right after `prev` cannot be on the smallest shortest path
  const skip = new Uint8Array((moveCount + 1) * moveCount);
  for (let prev = 0; prev < moveCount; prev++) {
    for (let move = 0; move < moveCount; move++) {
      const undoes = inverse[prev] === move;
      const outOfOrder = move < prev && space.commutes !== undefined && space.commutes(prev, move);
      skip[prev * moveCount + move] = undoes || outOfOrder ? 1 : 0;
    }
  }
  const state = Int32Array.from(start);
  const path = new Uint8Array(Math.max(maxLength, 0) + 1);
  let bound = space.heuristic(state);
  let nextBound = Infinity;
  let solutionLength = 0;

  const search = (g: number, prev: number): boolean => {
    const f = g + space.heuristic(state);
    if (f > bound) {
      if (f < nextBound) nextBound = f;
      return false;
    }
    if (space.isGoal(state)) {
      solutionLength = g;
      return true;
    }
    stats.expanded++;
    const row = (prev === NONE ? moveCount : prev) * moveCount;
    for (let move = 0; move < moveCount; move++) {
      if (skip[row + move]) continue;
      if (!space.apply(state, move)) continue;
      stats.generated++;
      path[g] = move;
      if (search(g + 1, move)) return true;
      space.apply(state, inverse[move]);
    }
    return false;
  };

  while (bound <= maxLength) {
    nextBound = Infinity;
    if (search(0, NONE)) return found(path.subarray(0, solutionLength), stats);
    if (nextBound === Infinity) break; // the whole reachable space was searched
    bound = nextBound;
  }
  return notFound(stats);
}
