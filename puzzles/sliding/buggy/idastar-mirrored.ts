/**
 * BUGGY (bug zoo), for sliding puzzles: IDA* run on the board mirrored left to right (a reflection
 * fast solvers use to share pattern tables), its answer mirrored back. Mirroring swaps l and r, so
 * the search meets shortest paths in the order d < r < l < u: the answer is shortest, but where a
 * shortest path starting with l ties one starting with r, it returns the r one.
 */
import type { SearchOutcome, SearchSpace } from '../../../solvers/space.js';
import { alteredSpace } from '../../../solvers/capabilities.js';
import { idastar } from '../../../solvers/idastar.js';

const MIRROR = [0, 2, 1, 3]; // d, r, l, u: a move of the mirrored board, as a move of the real one

/** The space seen through the mirror: move m of the mirrored board is move MIRROR[m] here. */
function mirrored(space: SearchSpace): SearchSpace {
  return alteredSpace(space, {
    apply: { value: (state: Int32Array, move: number) => space.apply(state, MIRROR[move]) },
    inverse: { value: (move: number) => MIRROR[space.inverse(MIRROR[move])] },
    commutes: { value: undefined },
  });
}

export function idastarMirrored(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const outcome = idastar(mirrored(space), start, maxLength);
  return outcome.found ? { ...outcome, moves: outcome.moves.map((m) => MIRROR[m]) } : outcome;
}
