/**
 * A* with a binary-heap priority queue, ordered by f = g + h and then by smaller g; states are
 * closed when expanded (never when generated), and a state keeps, among its shortest paths found
 * so far, the lexicographically smallest (compared along the parent links).
 *
 * Why the answer is the lexicographically smallest shortest one: h is consistent, so a state u one
 * step before v on a shortest path has f(u) <= f(v) and g(u) < g(v): u is expanded before v. Hence
 * when v is expanded (or, for a goal, popped) every shortest-path predecessor has already offered
 * its path, and v holds min over them of (smallest path to u) + move, which is v's smallest path
 * (by induction, as u's was final when u was expanded). Every goal at the optimal depth D has key
 * (D, D), the largest key any state on a shortest path has, so once the first goal is popped the
 * search pops the other (D, D) entries and keeps the smallest goal path.
 *
 * The naive form (order by f then by path string, close states when generated) is wrong: a state
 * can be generated first through a lexicographically larger path whose prefix had a smaller f.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './space.js';
import { IntHeap } from './heap.js';
import { comparePathsInTree, pathFromParents } from './paths.js';

const G_SPAN = 512; // key = f * G_SPAN + g; g never reaches 512 (answers fit in 255 moves)

export function astar(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const moveCount = space.moveLetters.length;
  const n = space.rankCount;
  const cost = new Int16Array(n).fill(-1); // best g so far; -1 unseen
  const parent = new Int32Array(n);
  const via = new Uint8Array(n);
  const closed = new Uint8Array(n);
  const open = new IntHeap();
  const state = space.newState();

  const startRank = space.rank(start);
  cost[startRank] = 0;
  parent[startRank] = startRank;
  open.push(space.heuristic(start) * G_SPAN, startRank);

  let bestGoal = -1;
  let bestKey = 0;
  while (open.size > 0) {
    const key = open.peekKey();
    const rank = open.pop();
    if (bestGoal >= 0 && key > bestKey) break;
    const g = key % G_SPAN;
    if (closed[rank] || cost[rank] !== g) continue; // stale entry
    if (key >= (maxLength + 1) * G_SPAN) break; // f > maxLength: nothing within the limit

    space.unrank(rank, state);
    if (space.isGoal(state)) {
      if (
        bestGoal < 0 ||
        comparePathsInTree(parent, via, parent[rank], via[rank], parent[bestGoal], via[bestGoal]) < 0
      ) {
        bestGoal = rank;
        bestKey = key;
      }
      closed[rank] = 1;
      continue;
    }
    if (bestGoal >= 0) continue; // a (D, D) non-goal: nothing beyond it can matter

    closed[rank] = 1;
    stats.expanded++;
    const nextCost = g + 1;
    for (let move = 0; move < moveCount; move++) {
      if (!space.apply(state, move)) continue;
      stats.generated++;
      const next = space.rank(state);
      if (!closed[next]) {
        const known = cost[next];
        if (known < 0 || nextCost < known) {
          cost[next] = nextCost;
          parent[next] = rank;
          via[next] = move;
          open.push((nextCost + space.heuristic(state)) * G_SPAN + nextCost, next);
        } else if (nextCost === known && comparePathsInTree(parent, via, rank, move, parent[next], via[next]) < 0) {
          parent[next] = rank;
          via[next] = move;
        }
      }
      space.apply(state, space.inverse(move));
    }
  }
  if (bestGoal < 0) return notFound(stats);
  return found(pathFromParents(parent, via, startRank, bestGoal), stats);
}
