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
 * Children whose f exceeds the bound are counted but not entered (the same test, one call earlier).
 *
 * Speed: the search is a method of a per-call object (fields are cheaper than closure variables in
 * V8's optimised code), and a space with `heuristicDelta` (capabilities.ts) gets its child's h
 * without making the move, so children over the bound are never applied and undone. A space with
 * `boundedSearch` runs each iteration itself, on its own representation: the same search, faster.
 */
import { ILLEGAL_MOVE, type FastSearchSpace } from './capabilities.js';
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from './space.js';

/** Row of `skip` used at the root, where there is no previous move. */
const NO_PREVIOUS = 0;

class DepthFirst {
  readonly state: Int32Array;
  readonly path: Uint8Array;
  /** skip[(prev + 1) * moveCount + move]: `move` right after `prev` cannot be on the smallest shortest path. */
  readonly skip: Uint8Array;
  readonly inverse: Int8Array;
  readonly moveCount: number;
  bound = 0;
  nextBound = 0;
  expanded = 0;
  generated = 0;

  constructor(
    readonly space: SearchSpace,
    readonly fast: FastSearchSpace,
    start: Int32Array,
    maxLength: number,
  ) {
    const moveCount = space.moveLetters.length;
    this.moveCount = moveCount;
    this.state = Int32Array.from(start);
    this.path = new Uint8Array(Math.max(maxLength, 0) + 1);
    this.inverse = Int8Array.from({ length: moveCount }, (_, m) => space.inverse(m));
    this.skip = new Uint8Array((moveCount + 1) * moveCount);
    for (let prev = 0; prev < moveCount; prev++) {
      for (let move = 0; move < moveCount; move++) {
        const undoes = this.inverse[prev] === move;
        const outOfOrder = move < prev && space.commutes !== undefined && space.commutes(prev, move);
        this.skip[(prev + 1) * moveCount + move] = undoes || outOfOrder ? 1 : 0;
      }
    }
  }

  /**
   * Searches below the current state (depth g, heuristic h, g + h <= bound); returns the solution's
   * length or -1. An admissible h is 0 at every goal, so only h = 0 needs the goal test.
   */
  withDelta(g: number, h: number, row: number): number {
    const space = this.space;
    const state = this.state;
    if (h === 0 && space.isGoal(state)) return g;
    this.expanded++;
    const fast = this.fast;
    const skip = this.skip;
    const illegal = ILLEGAL_MOVE; // an imported binding is re-checked on every read; a local is not
    const moveCount = this.moveCount;
    let generated = 0; // added to the field once per node, not per child
    let length = -1;
    for (let move = 0; move < moveCount; move++) {
      if (skip[row + move]) continue;
      const delta = fast.heuristicDelta!(state, move);
      if (delta === illegal) continue;
      generated++;
      const childH = h + delta;
      const f = g + 1 + childH;
      if (f > this.bound) {
        if (f < this.nextBound) this.nextBound = f;
        continue;
      }
      space.apply(state, move);
      this.path[g] = move;
      length = this.withDelta(g + 1, childH, (move + 1) * moveCount);
      if (length >= 0) break;
      space.apply(state, this.inverse[move]);
    }
    this.generated += generated;
    return length;
  }

  /** The same search for spaces without `heuristicDelta`: make the move, then ask for h. */
  plain(g: number, h: number, row: number): number {
    const space = this.space;
    const state = this.state;
    if (h === 0 && space.isGoal(state)) return g;
    this.expanded++;
    const skip = this.skip;
    const moveCount = this.moveCount;
    for (let move = 0; move < moveCount; move++) {
      if (skip[row + move]) continue;
      if (!space.apply(state, move)) continue;
      this.generated++;
      const childH = space.heuristic(state);
      const f = g + 1 + childH;
      if (f > this.bound) {
        if (f < this.nextBound) this.nextBound = f;
      } else {
        this.path[g] = move;
        const length = this.plain(g + 1, childH, (move + 1) * moveCount);
        if (length >= 0) return length;
      }
      space.apply(state, this.inverse[move]);
    }
    return -1;
  }
}

const NO_BOUND = 0x3fffffff; // larger than any f; an integer keeps the field a small integer

export function idastar(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const fast = space as FastSearchSpace;
  const search = new DepthFirst(space, fast, start, maxLength);
  const incremental = fast.heuristicDelta !== undefined;
  const startH = space.heuristic(search.state);
  let outcome = notFound(stats);
  search.bound = startH;
  if (fast.boundedSearch && space.commutes === undefined) {
    // The space runs the same iteration on its own representation (capabilities.ts).
    while (search.bound <= maxLength) {
      const iteration = fast.boundedSearch(search.state, search.bound, search.path);
      stats.expanded += iteration.expanded;
      stats.generated += iteration.generated;
      if (iteration.length >= 0) return found(search.path.subarray(0, iteration.length), stats);
      if (iteration.nextBound === Infinity) break; // the whole reachable space was searched
      search.bound = iteration.nextBound;
    }
    return outcome;
  }
  while (search.bound <= maxLength) {
    search.nextBound = NO_BOUND;
    const length = incremental ? search.withDelta(0, startH, NO_PREVIOUS) : search.plain(0, startH, NO_PREVIOUS);
    if (length >= 0) {
      outcome = found(search.path.subarray(0, length), stats);
      break;
    }
    if (search.nextBound === NO_BOUND) break; // the whole reachable space was searched
    search.bound = search.nextBound;
  }
  stats.expanded = search.expanded;
  stats.generated = search.generated;
  return outcome;
}
