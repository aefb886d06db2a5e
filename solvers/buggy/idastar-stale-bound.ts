/**
 * BUGGY (bug zoo): IDA* whose next-bound accumulator is set once, before the first iteration, and
 * never reset. After the first iteration it holds the smallest pruned f, which then never rises:
 * every later iteration repeats the same bound, so on any case needing two raises it never
 * finishes. The harness must report it as `time-limit` without hanging.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from '../space.js';

export function idastarStaleBound(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const state = Int32Array.from(start);
  const path: number[] = [];
  let nextBound = Infinity; // the bug: declared here, never reset per iteration

  const dfs = (g: number, bound: number): boolean => {
    const f = g + space.heuristic(state);
    if (f > bound) {
      nextBound = Math.min(nextBound, f);
      return false;
    }
    if (space.isGoal(state)) return true;
    stats.expanded++;
    for (let move = 0; move < space.moveLetters.length; move++) {
      if (path.length > 0 && space.inverse(move) === path[path.length - 1]) continue;
      if (!space.apply(state, move)) continue;
      stats.generated++;
      path.push(move);
      if (dfs(g + 1, bound)) return true;
      path.pop();
      space.apply(state, space.inverse(move));
    }
    return false;
  };

  for (let bound = space.heuristic(state); bound <= maxLength; bound = nextBound) {
    if (dfs(0, bound)) return found(path, stats);
    if (nextBound === Infinity) break;
  }
  return notFound(stats);
}
