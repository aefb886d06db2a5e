/**
 * Breadth-first search from the start, moves expanded in lexicographic order.
 *
 * Why the answer is the lexicographically smallest shortest one: the queue holds each level in the
 * lexicographic order of the states' smallest paths. By induction, if level d is dequeued in that
 * order, level d+1 is enqueued in order of (parent's smallest path, move), which is the order of
 * the children's smallest paths, and a child's first discovery comes from its smallest path. So the
 * first goal generated at the least depth ends the smallest shortest path, and the search stops there.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './space.js';
import { pathFromParents } from './paths.js';

const UNSEEN = -1;

export function bfs(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  if (space.isGoal(start)) return found([], stats);
  if (maxLength <= 0) return notFound(stats);

  const moveCount = space.moveLetters.length;
  const parent = new Int32Array(space.rankCount).fill(UNSEEN);
  const via = new Uint8Array(space.rankCount);
  const queue = new Int32Array(space.rankCount);
  const state = space.newState();

  const startRank = space.rank(start);
  parent[startRank] = startRank;
  queue[0] = startRank;
  let head = 0;
  let tail = 1;
  let levelEnd = 1; // queue index where the current level ends
  let depth = 0; // depth of the states being dequeued

  while (head < tail) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
      if (depth >= maxLength) break; // children would be longer than allowed
    }
    const rank = queue[head++];
    stats.expanded++;
    space.unrank(rank, state);
    for (let move = 0; move < moveCount; move++) {
      if (!space.apply(state, move)) continue;
      stats.generated++;
      const next = space.rank(state);
      if (parent[next] === UNSEEN) {
        parent[next] = rank;
        via[next] = move;
        if (space.isGoal(state)) return found(pathFromParents(parent, via, startRank, next), stats);
        queue[tail++] = next;
      }
      space.apply(state, space.inverse(move));
    }
  }
  return notFound(stats);
}
