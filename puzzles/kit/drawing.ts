/**
 * How `lexpath explain` draws a puzzle's states: cells on a grid with labels (Eight, the sliding
 * puzzles, Rotation's cross), or an SVG picture a plug-in draws itself. A puzzle without a drawing
 * is shown as its case text. Built-in puzzles and plug-ins use the same helpers.
 */

/** One cell of a drawn state. Rows and columns count from 0 at the top left. */
export interface DrawnCell {
  readonly row: number;
  readonly col: number;
  /** What the cell shows ('' for an empty cell, e.g. a sliding puzzle's blank). */
  readonly label: string;
  /** Part of the goal region (Rotation's centre): drawn marked. */
  readonly marked?: boolean;
}

/** A drawn state: its cells, or (a plug-in's own picture) one SVG element as text. */
export type DrawnState = { readonly cells: readonly DrawnCell[] } | { readonly svg: string };

export interface Drawing<Case> {
  /** The state a case starts from, drawn. */
  draw(c: Case): DrawnState;
  /**
   * The cells (indices into `draw(c).cells`) that `move` shifts from `c`, to highlight. Absent:
   * the cells whose label the move changes.
   */
  moved?(c: Case, move: string): readonly number[];
}

/** A rows x cols board's cells in reading order, labelled by `label(i)`. */
export function gridCells(rows: number, cols: number, label: (cell: number) => string): DrawnCell[] {
  return Array.from({ length: rows * cols }, (_, cell) => ({
    row: Math.floor(cell / cols),
    col: cell % cols,
    label: label(cell),
  }));
}
