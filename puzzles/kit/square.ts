/** Board symmetries shared by the square puzzles (Eight II's ranking, the 4x4 pattern databases). */

/**
 * The 8 symmetries of a side x side board as cell maps (cells in reading order), the identity
 * first: for flip in (no, transpose), for quarter turns 0..3.
 */
export function squareSymmetries(side: number): Int32Array[] {
  const maps: Int32Array[] = [];
  for (let flip = 0; flip < 2; flip++) {
    for (let turns = 0; turns < 4; turns++) {
      const map = new Int32Array(side * side);
      for (let cell = 0; cell < side * side; cell++) {
        let row = Math.floor(cell / side);
        let col = cell % side;
        if (flip) [row, col] = [col, row];
        for (let t = 0; t < turns; t++) [row, col] = [col, side - 1 - row];
        map[cell] = row * side + col;
      }
      maps.push(map);
    }
  }
  return maps;
}
