/** The geometry of a sliding puzzle's board: where the blank goes for each move, and grid distances. */

/** The geometry of one board size, shared by its spaces (moves d, l, r, u, as in space.ts). */
export class Board {
  readonly cells: number;
  /** neighbour[cell * 4 + move]: where the blank goes, or -1 when the move leaves the board. */
  readonly neighbour: Int8Array;
  /** manhattan[a * cells + b]: grid distance between cells a and b. */
  readonly manhattan: Uint8Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
  ) {
    const n = rows * cols;
    this.cells = n;
    this.neighbour = new Int8Array(n * 4);
    this.manhattan = new Uint8Array(n * n);
    for (let cell = 0; cell < n; cell++) {
      const r = Math.floor(cell / cols);
      const c = cell % cols;
      this.neighbour[cell * 4 + 0] = r < rows - 1 ? cell + cols : -1;
      this.neighbour[cell * 4 + 1] = c > 0 ? cell - 1 : -1;
      this.neighbour[cell * 4 + 2] = c < cols - 1 ? cell + 1 : -1;
      this.neighbour[cell * 4 + 3] = r > 0 ? cell - cols : -1;
      for (let other = 0; other < n; other++) {
        this.manhattan[cell * n + other] = Math.abs(r - Math.floor(other / cols)) + Math.abs(c - (other % cols));
      }
    }
  }
}
