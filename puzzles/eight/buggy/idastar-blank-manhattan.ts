/**
 * BUGGY (bug zoo), Eight only: IDA* whose Manhattan distance also counts the blank. The blank's
 * distance is not a lower bound (one move shifts the blank and a tile), so the heuristic is not
 * admissible: the search can skip past the optimal bound and return a longer answer, or a larger
 * one of the right length. Rare enough that its author never found a counterexample by hand.
 */
import type { SearchOutcome, SearchSpace } from '../../../solvers/space.js';
import { alteredSpace } from '../../../solvers/capabilities.js';
import { idastar } from '../../../solvers/idastar.js';

/** Grid distance between two cells of the 3x3 board. */
function cellDistance(a: number, b: number): number {
  return Math.abs(Math.floor(a / 3) - Math.floor(b / 3)) + Math.abs((a % 3) - (b % 3));
}

/**
 * The Eight space with the blank counted too. An Eight state holds each cell's goal position and,
 * in slot 9, the blank's position; the value in the blank's cell is the blank's goal position.
 */
function withBlankCounted(space: SearchSpace): SearchSpace {
  return alteredSpace(space, {
    heuristic: {
      value: (state: Int32Array) => space.heuristic(state) + cellDistance(state[9], state[state[9]]),
    },
  });
}

export function idastarBlankManhattan(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  return idastar(withBlankCounted(space), start, maxLength);
}
