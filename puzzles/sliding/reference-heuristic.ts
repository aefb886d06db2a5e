/** The oracle's reference heuristic for sliding boards too large for its tables (oracle.ts). */
import type { ReferenceHeuristic } from '../../oracle/oracle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { referencePatternHeuristic } from './reference-pdb.js';
import type { SlidingSpace } from './space.js';

/** The oracle's heuristic for a board size: its own pattern tables on 4x4, else Manhattan plus linear conflicts. */
export function slidingReferenceHeuristic(rows: number, cols: number): ReferenceHeuristic {
  return rows === 4 && cols === 4 ? referencePatternHeuristic : manhattanLinearConflict;
}

/**
 * The oracle's own heuristic where no table fits: Manhattan distance plus linear conflicts (two
 * tiles in their goal row or column, in the wrong order, cost 2 more moves for each tile that must
 * leave the line: line length minus its longest increasing run of goal positions). Written here,
 * apart from the solvers' pattern databases, on the relabelled cells (tile v belongs on cell v).
 */
export function manhattanLinearConflict(space: SearchSpace, state: Int32Array): number {
  const { board, goalBlank } = space as SlidingSpace;
  const { rows, cols } = board;
  let h = 0;
  for (let cell = 0; cell < rows * cols; cell++) {
    const tile = state[cell];
    if (tile !== goalBlank)
      h += Math.abs(Math.floor(cell / cols) - Math.floor(tile / cols)) + Math.abs((cell % cols) - (tile % cols));
  }
  const line = scratch;
  for (let r = 0; r < rows; r++) {
    let k = 0;
    for (let c = 0; c < cols; c++) {
      const tile = state[r * cols + c];
      if (tile !== goalBlank && Math.floor(tile / cols) === r) line[k++] = tile % cols;
    }
    h += 2 * (k - longestIncreasing(line, k));
  }
  for (let c = 0; c < cols; c++) {
    let k = 0;
    for (let r = 0; r < rows; r++) {
      const tile = state[r * cols + c];
      if (tile !== goalBlank && tile % cols === c) line[k++] = Math.floor(tile / cols);
    }
    h += 2 * (k - longestIncreasing(line, k));
  }
  return h;
}

const scratch = new Int32Array(8);
const tails = new Int32Array(8);

/** Length of the longest strictly increasing subsequence of values[0..count) (patience sorting). */
function longestIncreasing(values: Int32Array, count: number): number {
  let length = 0;
  for (let i = 0; i < count; i++) {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = values[i];
    if (lo === length) length++;
  }
  return length;
}
