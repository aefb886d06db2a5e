// A search algorithm of your own, as lexpath verifies it: plain IDA* over lexpath's SearchSpace,
// registered under the name `my-idastar`. Copy this file and change the search.
//
//   lexpath verify --puzzle eight --solver-module examples/my-idastar.mjs --solver my-idastar
//
// Why its answer is the lexicographically smallest shortest one: each round searches depth-first
// up to a bound, trying moves in letter order (move i is the i-th letter of space.moveLetters),
// and cuts a path only when its length plus the space's heuristic (a lower bound) exceeds the
// bound. No shortest path is ever cut, and the first goal met in the first round that meets one
// ends the smallest of them. Undoing the last move is skipped: it never lies on a shortest path.
import { found, notFound, registerSolver } from 'lexpath';

function myIdaStar(space, start, maxLength) {
  const stats = { expanded: 0, generated: 0 };
  const state = space.newState();
  state.set(start); // the start belongs to the caller: search on a copy
  const path = [];

  // Returns -1 when a goal is reached (its moves are in `path`), else the smallest f above `bound`.
  function search(bound) {
    const f = path.length + space.heuristic(state);
    if (f > bound) return f;
    if (space.isGoal(state)) return -1;
    stats.expanded++;
    let next = Infinity;
    for (let move = 0; move < space.moveLetters.length; move++) {
      if (path.length > 0 && move === space.inverse(path[path.length - 1])) continue;
      if (!space.apply(state, move)) continue;
      stats.generated++;
      path.push(move);
      const result = search(bound);
      if (result === -1) return -1;
      path.pop();
      space.apply(state, space.inverse(move));
      next = Math.min(next, result);
    }
    return next;
  }

  for (let bound = space.heuristic(state); bound <= maxLength; ) {
    const result = search(bound);
    if (result === -1) return found(path, stats);
    if (result === Infinity) break; // nothing left to search: no answer
    bound = result;
  }
  return notFound(stats);
}

registerSolver({
  name: 'my-idastar',
  description: 'my IDA*, moves in letter order',
  expected: 'correct',
  puzzles: ['eight', 'rotation'], // the puzzles it is written and tested for
  anyPuzzle: true, // written against SearchSpace alone, so it may run on every puzzle (plug-ins too)
  search: myIdaStar,
  module: import.meta.url, // verify's worker threads import this file to find the solver
});
