/**
 * The layout of the oracle's 4x4 pattern tables (reference-pdb.ts): its partitions, the frame each
 * group is read in, the tables (its own builds, kept in the table cache under its own names), and
 * for each goal blank the flat arrays its lookups read.
 */
import { buildProgress } from '../../util/build-progress.js';
import { tableShelf } from '../../util/shared-tables.js';
import { tableStore } from '../../util/table-store.js';
import { squareSymmetries } from '../kit/square.js';
import { buildReferenceTable, CELLS, numbering, placementNumber, placementTotal } from './reference-table.js';
const SIDE = 4;
export const VIEWS = 2;
export const GROUPS = 3;
/** Room for a group's cells in flat arrays (groups have 6 tiles or 3). */
export const GROUP_ROOM = 8;
const SYMMETRIES = squareSymmetries(SIDE);

/** The oracle's tables by their group's cells in the frame (e.g. "0,1,2,4,5,6"), shared between threads. */
const tables = tableShelf('oracle/reference-pdb4x4', 'oracle');
/** The same tables spread for the search (spreadReferenceTable), built from them in each process. */
const spreadTables = tableShelf('oracle/reference-pdb4x4-spread', 'oracle');

const rowOf = (cell: number): number => Math.floor(cell / SIDE);
const colOf = (cell: number): number => cell % SIDE;

/**
 * One partition: the goal blank's half by `line` (rows or columns), less the blank and `triple`'s
 * cells; the other half, less `triple`'s; and `triple`.
 */
function partition(goalBlank: number, line: (cell: number) => number, triple: readonly number[]): number[][] {
  const near: number[] = [];
  const far: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (cell === goalBlank || triple.includes(cell)) continue;
    (line(cell) < 2 === line(goalBlank) < 2 ? near : far).push(cell);
  }
  return [near, far, [...triple]];
}

const OTHERS = [0, 1, 2, 3];

/**
 * The oracle's two 6-6-3 partitions of goal blank p = (r, c). By rows: the triple is column 3 - c
 * on the other three rows (one cell in p's half, two in the other). By columns: row 3 - r on the
 * other three columns.
 */
export function referenceViews(goalBlank: number): number[][][] {
  const r = rowOf(goalBlank);
  const c = colOf(goalBlank);
  const column = OTHERS.filter((row) => row !== r).map((row) => row * SIDE + (3 - c));
  const row = OTHERS.filter((col) => col !== c).map((col) => (3 - r) * SIDE + col);
  return [partition(goalBlank, rowOf, column), partition(goalBlank, colOf, row)];
}

/** A group read in its frame: the least ascending image of its cells, and the symmetry taking it there. */
export interface FramedGroup {
  readonly frameCells: readonly number[];
  readonly map: Int32Array;
}

export function framedGroup(cells: readonly number[]): FramedGroup {
  let best: FramedGroup | null = null;
  for (const map of SYMMETRIES) {
    const image = cells.map((cell) => map[cell]).sort((a, b) => a - b);
    const k = best ? image.findIndex((cell, j) => cell !== best!.frameCells[j]) : 0;
    if (!best || (k >= 0 && image[k] < best.frameCells[k])) best = { frameCells: image, map };
  }
  return best!;
}

/** The table of a group in its frame: this process's, else the table cache's, else built (and kept there). */
export function referenceTable(frameCells: readonly number[]): Uint8Array {
  return tables.take(frameCells.join(','), () => {
    const name = `lexpath-oracle4x4-v3-${frameCells.join('-')}`;
    const bytes = placementTotal(frameCells.length);
    const store = tableStore();
    const kept = store?.load(name, bytes);
    if (kept) return kept;
    const what = `the oracle's 15-puzzle table for tiles ${frameCells.join(' ')}`;
    const progress = buildProgress(what, bytes, store?.dir ?? null);
    const table = buildReferenceTable(frameCells, (part) => progress.step(part));
    progress.done();
    store?.save(name, table);
    return table;
  });
}

/**
 * A group's table spread out for the search: the value of the placement whose slot j is on frame
 * cell f_j at the sum of f_j * 16^j. A move then changes a group's index by (new cell - old cell)
 * * 16^slot, one addition, where the packed numbering needs the slots the tile passes. 16^6 bytes
 * for a 6-tile group; entries where two slots share a cell are never read.
 */
function spreadReferenceTable(frameCells: readonly number[]): Uint8Array {
  return spreadTables.take(frameCells.join(','), () => spreadTable(referenceTable(frameCells), frameCells.length));
}

/** A packed table of k tiles (by placementNumber), spread as spreadReferenceTable says. */
export function spreadTable(packed: Uint8Array, k: number): Uint8Array {
  const spread = new Uint8Array(1 << (4 * k));
  const { freeBelow } = numbering();
  const fill = (j: number, used: number, number: number, index: number): void => {
    if (j === k) {
      spread[index] = packed[number];
      return;
    }
    for (let cell = 0; cell < CELLS; cell++) {
      if (used & (1 << cell)) continue;
      fill(j + 1, used | (1 << cell), number * (CELLS - j) + freeBelow[used * 16 + cell], index + cell * 16 ** j);
    }
  };
  fill(0, 0, 0, 0);
  return spread;
}

/**
 * Everything the oracle's lookups need for one goal blank, flat: for partition v and a tile, its
 * group, its slot in the group's table and the group's frame map; per group, its table and size.
 */
export class ReferenceLayout {
  /** groupOf[v * 16 + tile] (-1 for the blank), slotOf[v * 16 + tile]. */
  readonly groupOf = new Int32Array(VIEWS * CELLS).fill(-1);
  readonly slotOf = new Int32Array(VIEWS * CELLS);
  /** frameOf[(v * GROUPS + g) * 16 + cell]: the cell in the group's frame. */
  readonly frameOf = new Int32Array(VIEWS * GROUPS * CELLS);
  readonly sizeOf = new Int32Array(VIEWS * GROUPS);
  readonly tableOf: Uint8Array[] = [];
  /** The same tables spread (spreadTable), for the search. */
  readonly spreadOf: Uint8Array[] = [];

  constructor(readonly goalBlank: number) {
    referenceViews(goalBlank).forEach((groups, v) => {
      groups.forEach((cells, g) => {
        const vg = v * GROUPS + g;
        const { frameCells, map } = framedGroup(cells);
        this.frameOf.set(map, vg * CELLS);
        this.sizeOf[vg] = cells.length;
        this.tableOf.push(referenceTable(frameCells));
        this.spreadOf.push(spreadReferenceTable(frameCells));
        for (const tile of cells) {
          this.groupOf[v * CELLS + tile] = g;
          this.slotOf[v * CELLS + tile] = frameCells.indexOf(map[tile]);
        }
      });
    });
  }

  /** Group vg's table value with its tiles on framed[vg * GROUP_ROOM + slot] (cells in its frame). */
  value(framed: Int32Array, vg: number): number {
    return this.tableOf[vg][placementNumber(framed.subarray(vg * GROUP_ROOM), this.sizeOf[vg])];
  }

  /** Fills `framed` (every group's cells in its frame, by slot) from a board (tile on each cell). */
  frame(cells: ArrayLike<number>, framed: Int32Array): void {
    for (let v = 0; v < VIEWS; v++) {
      for (let cell = 0; cell < CELLS; cell++) {
        const tile = cells[cell];
        const g = this.groupOf[v * CELLS + tile];
        if (g >= 0)
          framed[(v * GROUPS + g) * GROUP_ROOM + this.slotOf[v * CELLS + tile]] =
            this.frameOf[(v * GROUPS + g) * CELLS + cell];
      }
    }
  }
}

const layouts: Array<ReferenceLayout | undefined> = [];

/** The layout of a goal blank (its tables built or loaded on first use). */
export function referenceLayout(goalBlank: number): ReferenceLayout {
  let layout = layouts[goalBlank];
  if (!layout) {
    layout = new ReferenceLayout(goalBlank);
    layouts[goalBlank] = layout;
  }
  return layout;
}
