/**
 * Reading one pattern table through a board symmetry: a symmetry maps moves to moves, so a group
 * whose targets are the image of a built group's has the built table, re-indexed.
 */
import { squareSymmetries } from '../../kit/square.js';
import { CELLS, SIDE } from './groups.js';

/** The 8 symmetries of the 4x4 board, as cell maps. */
export const SYMMETRIES: readonly Int32Array[] = squareSymmetries(SIDE);

/** The table of `targets` read from `source` (the table of `sourceTargets` = map(targets)). */
export function mappedTable(
  source: Uint8Array,
  sourceTargets: readonly number[],
  targets: readonly number[],
  map: Int32Array,
): Uint8Array {
  const k = targets.length;
  const shift = targets.map((t) => 4 * sourceTargets.indexOf(map[t]));
  const table = new Uint8Array(source.length);
  // Digit j of an index is a cell; its image goes to digit shift[j] / 4 of the source index.
  // Indices are visited in order, so the mapped index is built up digit by digit, highest first.
  const fill = (j: number, index: number, mapped: number): void => {
    const weight = 1 << (4 * j);
    if (j === 0) {
      for (let cell = 0; cell < CELLS; cell++) table[index + cell] = source[mapped + (map[cell] << shift[0])];
      return;
    }
    for (let cell = 0; cell < CELLS; cell++) fill(j - 1, index + cell * weight, mapped + (map[cell] << shift[j]));
  };
  fill(k - 1, 0, 0);
  return table;
}
