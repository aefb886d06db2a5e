/**
 * Bidirectional breadth-first search: whole levels are expanded alternately from the start and
 * from every goal state (the smaller frontier first) until the two visited sets meet.
 *
 * Why the answer is the lexicographically smallest shortest one: with forward radius rf and
 * backward radius rb the sets first intersect when rf + rb = D, the optimal length, and then the
 * meeting set M = {forward level rf} ∩ {backward visited} is exactly the shortest-path states at
 * step rf. Marking, level by level back towards the start, the forward states with a step to a
 * marked state gives exactly the states on shortest paths at steps 0..rf; the backward side knows
 * exact goal distances for steps rf..D. A walk from the start that takes the smallest move staying
 * on a shortest path is then the lexicographic minimum (as in bfs-table).
 *
 * The naive form returns the path through the first meeting state found, which is shortest but
 * need not be smallest: a smaller path may run through a different meeting state.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace, type SearchStats } from './space.js';

const UNSEEN = 255;

/** One direction's BFS: exact distances, and the visit order with level boundaries. */
class Frontier {
  readonly distance: Uint8Array;
  readonly order: Int32Array;
  /** levelStart[d] .. levelStart[d + 1] is level d in `order`. */
  readonly levelStart: number[] = [0];
  size = 0;

  constructor(rankCount: number) {
    this.distance = new Uint8Array(rankCount).fill(UNSEEN);
    this.order = new Int32Array(rankCount);
  }

  get radius(): number {
    return this.levelStart.length - 1;
  }

  add(rank: number, depth: number): void {
    this.distance[rank] = depth;
    this.order[this.size++] = rank;
  }

  closeLevel(): void {
    this.levelStart.push(this.size);
  }

  levelSize(depth: number): number {
    return this.levelStart[depth + 1] - this.levelStart[depth];
  }

  /** Expands the last closed level; returns true if a new state is one the other side has seen. */
  expand(space: SearchSpace, other: Frontier, state: Int32Array, stats: SearchStats): boolean {
    const moveCount = space.moveLetters.length;
    const depth = this.radius;
    const from = this.levelStart[depth - 1];
    const to = this.levelStart[depth];
    let met = false;
    for (let i = from; i < to; i++) {
      const rank = this.order[i];
      space.unrank(rank, state);
      stats.expanded++;
      for (let move = 0; move < moveCount; move++) {
        if (!space.apply(state, move)) continue;
        stats.generated++;
        const next = space.rank(state);
        if (this.distance[next] === UNSEEN) {
          this.add(next, depth);
          if (other.distance[next] !== UNSEEN) met = true;
        }
        space.apply(state, space.inverse(move));
      }
    }
    this.closeLevel();
    return met;
  }
}

export function bidirBfs(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  if (space.isGoal(start)) return found([], stats);
  const forward = new Frontier(space.rankCount);
  const backward = new Frontier(space.rankCount);
  const state = space.newState();

  const startRank = space.rank(start);
  forward.add(startRank, 0);
  forward.closeLevel();
  for (const goal of space.goalRanks()) backward.add(goal, 0);
  backward.closeLevel();

  // Levels are expanded one at a time, so rf + rb grows by one per step and the first meeting
  // happens exactly at rf + rb = D.
  for (;;) {
    if (forward.radius - 1 + backward.radius - 1 >= maxLength) return notFound(stats);
    const rf = forward.radius - 1;
    const rb = backward.radius - 1;
    const forwardNext = forward.levelSize(rf) <= backward.levelSize(rb);
    const side = forwardNext ? forward : backward;
    if (side.levelSize(side.radius - 1) === 0) return notFound(stats); // a side ran out: no path
    if (side.expand(space, forwardNext ? backward : forward, state, stats)) break;
  }

  const rf = forward.radius - 1;
  const rb = backward.radius - 1;
  const length = rf + rb;
  const onPath = markForwardShortestPaths(space, forward, backward, rf, state);

  const moves = new Uint8Array(length);
  const moveCount = space.moveLetters.length;
  state.set(start);
  for (let step = 0; step < length; step++) {
    const depth = step + 1;
    for (let move = 0; move < moveCount; move++) {
      if (!space.apply(state, move)) continue;
      const next = space.rank(state);
      const stays =
        depth <= rf
          ? forward.distance[next] === depth && onPath[next] === 1
          : backward.distance[next] === length - depth;
      if (stays) {
        moves[step] = move;
        break;
      }
      space.apply(state, space.inverse(move));
    }
  }
  return found(moves, stats);
}

/** Marks the forward states (levels 0..rf) that lie on a shortest path to the goal. */
function markForwardShortestPaths(
  space: SearchSpace,
  forward: Frontier,
  backward: Frontier,
  rf: number,
  state: Int32Array,
): Uint8Array {
  const onPath = new Uint8Array(space.rankCount);
  const moveCount = space.moveLetters.length;
  for (let i = forward.levelStart[rf]; i < forward.levelStart[rf + 1]; i++) {
    const rank = forward.order[i];
    if (backward.distance[rank] !== UNSEEN) onPath[rank] = 1;
  }
  for (let depth = rf - 1; depth >= 0; depth--) {
    for (let i = forward.levelStart[depth]; i < forward.levelStart[depth + 1]; i++) {
      const rank = forward.order[i];
      space.unrank(rank, state);
      for (let move = 0; move < moveCount; move++) {
        if (!space.apply(state, move)) continue;
        const next = space.rank(state);
        space.apply(state, space.inverse(move));
        if (forward.distance[next] === depth + 1 && onPath[next] === 1) {
          onPath[rank] = 1;
          break;
        }
      }
    }
  }
  return onPath;
}
