/**
 * BUGGY (bug zoo): A* ordering its queue by f and then by move string, marking states closed when
 * they are generated. A state first generated through a lexicographically larger path (whose
 * prefix had a smaller f) keeps that path. On the Rotation board
 * `1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1` it answers GBBGCAAA instead of GBBCGAAA.
 * Written plainly (string paths, object entries): it exists to be caught, not to be fast.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from '../space.js';

interface Entry {
  f: number;
  path: string;
  rank: number;
}

function before(a: Entry, b: Entry): boolean {
  return a.f !== b.f ? a.f < b.f : a.path < b.path;
}

export function astarClosedOnGeneration(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  const state = space.newState();
  const seen = new Uint8Array(space.rankCount);
  const heap: Entry[] = [];
  const push = (e: Entry): void => {
    heap.push(e);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!before(heap[i], heap[p])) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const pop = (): Entry => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        let c = 2 * i + 1;
        if (c >= heap.length) break;
        if (c + 1 < heap.length && before(heap[c + 1], heap[c])) c++;
        if (!before(heap[c], heap[i])) break;
        [heap[i], heap[c]] = [heap[c], heap[i]];
        i = c;
      }
    }
    return top;
  };
  const startRank = space.rank(start);
  seen[startRank] = 1;
  push({ f: space.heuristic(start), path: '', rank: startRank });
  while (heap.length > 0) {
    const { path, rank } = pop();
    space.unrank(rank, state);
    if (space.isGoal(state))
      return found(
        Array.from(path, (ch) => space.moveLetters.indexOf(ch)),
        stats,
      );
    if (path.length >= maxLength) continue;
    stats.expanded++;
    for (let move = 0; move < space.moveLetters.length; move++) {
      if (!space.apply(state, move)) continue;
      stats.generated++;
      const next = space.rank(state);
      if (!seen[next]) {
        seen[next] = 1; // the bug: closed on generation
        push({ f: path.length + 1 + space.heuristic(state), path: path + space.moveLetters[move], rank: next });
      }
      space.apply(state, space.inverse(move));
    }
  }
  return notFound(stats);
}
