/**
 * BUGGY (bug zoo), for sliding puzzles: IDA* whose additive heuristic counts some tiles twice (a
 * pattern database plus the Manhattan distance of tiles another group already counts), the mistake
 * of adding pattern databases whose tile groups overlap. The sum can overestimate, so the search
 * can skip the optimal bound: answers too long, or of the right length but not the smallest.
 */
import type { SearchOutcome, SearchSpace } from '../../../solvers/space.js';
import { alteredSpace } from '../../../solvers/capabilities.js';
import { idastar } from '../../../solvers/idastar.js';

/** The space's heuristic plus the Manhattan distance of the tiles whose goal is in the first row. */
function overlapping(space: SearchSpace): SearchSpace {
  const cells = space.stateSize > 16 ? 16 : 9;
  const side = Math.round(Math.sqrt(cells));
  return alteredSpace(space, {
    heuristic: {
      value: (state: Int32Array) => {
        let extra = 0;
        for (let cell = 0; cell < cells; cell++) {
          const tile = state[cell];
          if (tile > 0 && tile < side) extra += Math.abs(Math.floor(cell / side)) + Math.abs((cell % side) - tile);
        }
        return space.heuristic(state) + extra;
      },
    },
  });
}

export function idastarOverlappingPatterns(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  return idastar(overlapping(space), start, maxLength);
}
