/**
 * The oracle's own pattern databases for 4x4 boards, apart from the solvers' (pdb/): its own
 * partitions, its own table builder (reference-table.ts) and numbering, its own lookups and its
 * own search (reference-search.ts). Used only by the oracle.
 *
 * Two partitions of the 15 tiles of goal blank p = (r, c), 6-6-3 each; h is the larger sum. By
 * rows: p's half of the board (rows 0-1 or 2-3) less p, the other half, and a triple taken out of
 * them, column 3 - c on the three rows other than p's (reference-layout.ts); for p = 0, {1-6},
 * {8-10, 12-14}, {7, 11, 15}. By columns: the same with rows and columns exchanged. None of these
 * groups is one of the solvers' 6-6-3 groups (pdb/groups.ts) or their reflections.
 *
 * Why it is admissible: a group's table holds, for each placement of its tiles, the fewest moves of
 * those tiles (the blank moving freely otherwise) that bring them home, which no solution can beat;
 * a partition's groups share no tile and each move moves one tile, so its sum is a lower bound, and
 * so is the larger of two. A board symmetry maps moves to moves, so a group is read from the table
 * of the least of its symmetric images (its frame), every cell mapped: four 6-tile tables serve all
 * goals.
 */
import type { ReferenceHeuristic, ReferenceTracker } from '../../oracle/oracle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { GROUP_ROOM, GROUPS, referenceLayout, VIEWS, type ReferenceLayout } from './reference-layout.js';
import { referenceSearch } from './reference-search.js';
import { CELLS } from './reference-table.js';
import type { SlidingSpace } from './space.js';

export { buildReferenceTable } from './reference-table.js';
export { referenceViews } from './reference-layout.js';

const scratch = new Int32Array(VIEWS * GROUPS * GROUP_ROOM);

/** The larger of the two partitions' sums, from scratch. */
function fromScratch(space: SearchSpace, state: Int32Array): number {
  const layout = referenceLayout((space as SlidingSpace).goalBlank);
  layout.frame(state, scratch);
  let h = 0;
  for (let v = 0; v < VIEWS; v++) {
    let sum = 0;
    for (let g = 0; g < GROUPS; g++) sum += layout.value(scratch, v * GROUPS + g);
    if (sum > h) h = sum;
  }
  return h;
}

/**
 * The same values as `fromScratch`, kept up to date move by move: a move carries one tile, so in
 * each partition one group's cells change and one table is read. The working state holds the
 * cells, then the blank's cell (space.ts).
 */
class PatternTracker implements ReferenceTracker {
  private readonly framed = new Int32Array(VIEWS * GROUPS * GROUP_ROOM);
  private readonly values = new Int32Array(VIEWS * GROUPS);
  private blank = 0;

  constructor(private readonly layout: ReferenceLayout) {}

  reset(state: Int32Array): number {
    this.blank = state[CELLS];
    this.layout.frame(state, this.framed);
    for (let vg = 0; vg < VIEWS * GROUPS; vg++) this.values[vg] = this.layout.value(this.framed, vg);
    return this.value();
  }

  moved(state: Int32Array): number {
    const to = this.blank;
    const tile = state[to];
    this.blank = state[CELLS];
    const layout = this.layout;
    for (let v = 0; v < VIEWS; v++) {
      const vg = v * GROUPS + layout.groupOf[v * CELLS + tile];
      this.framed[vg * GROUP_ROOM + layout.slotOf[v * CELLS + tile]] = layout.frameOf[vg * CELLS + to];
      this.values[vg] = layout.value(this.framed, vg);
    }
    return this.value();
  }

  private value(): number {
    let h = 0;
    for (let v = 0; v < VIEWS; v++) {
      let sum = 0;
      for (let g = 0; g < GROUPS; g++) sum += this.values[v * GROUPS + g];
      if (sum > h) h = sum;
    }
    return h;
  }
}

/** The oracle's heuristic on 4x4 boards, with its move-by-move form and its own search. */
export const referencePatternHeuristic: ReferenceHeuristic = Object.assign(fromScratch, {
  tracker: (space: SearchSpace): ReferenceTracker =>
    new PatternTracker(referenceLayout((space as SlidingSpace).goalBlank)),
  search: (space: SearchSpace, start: Int32Array, limit: number): number[] | null =>
    referenceSearch(referenceLayout((space as SlidingSpace).goalBlank), start, limit),
});
