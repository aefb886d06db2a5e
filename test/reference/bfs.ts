/**
 * A plain breadth-first search over any states that have a text key, written for clarity.
 *
 * The reference shares nothing with lexpath's solvers or oracle: it knows only a puzzle's rules, as
 * functions on plain values (see eight.ts and rotation.ts beside this file).
 */

/** The number of moves from the nearest of `goals` to every state reachable from them, by key. */
export function distancesFromGoals<State>(
  goals: readonly State[],
  keyOf: (state: State) => string,
  neighbours: (state: State) => State[],
): Map<string, number> {
  const distance = new Map<string, number>();
  let level: State[] = [];
  for (const goal of goals) {
    if (!distance.has(keyOf(goal))) {
      distance.set(keyOf(goal), 0);
      level.push(goal);
    }
  }
  for (let d = 1; level.length > 0; d++) {
    const nextLevel: State[] = [];
    for (const state of level) {
      for (const next of neighbours(state)) {
        const key = keyOf(next);
        if (!distance.has(key)) {
          distance.set(key, d);
          nextLevel.push(next);
        }
      }
    }
    level = nextLevel;
  }
  return distance;
}

/**
 * The lexicographically smallest shortest path from `start` to a goal, as letters, given every
 * state's distance to the goal (`distanceOf`, undefined when no goal can be reached) and the moves
 * as (letter, state after) pairs listed in letter order. At each step it takes the first letter whose
 * state is one move nearer: that letter is the smallest any shortest answer can have there.
 */
export function smallestShortestPath<State>(
  start: State,
  distanceOf: (state: State) => number | undefined,
  movesFrom: (state: State) => { letter: string; next: State }[],
): { moves: string; end: State } | null {
  let state = start;
  let remaining = distanceOf(state);
  if (remaining === undefined) return null;
  let moves = '';
  while (remaining > 0) {
    const step = movesFrom(state).find((m) => distanceOf(m.next) === remaining! - 1);
    if (step === undefined) throw new Error(`no move from a state at distance ${remaining} goes one nearer`);
    moves += step.letter;
    state = step.next;
    remaining--;
  }
  return { moves, end: state };
}
