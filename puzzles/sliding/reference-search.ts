/**
 * The oracle's own search on 4x4 boards, on its own copy of the board (apart from the solvers'
 * IDA*, solvers/idastar.ts and pdb/bounded-search.ts): iterative deepening on f = depth + h, h the
 * oracle's pattern sums (reference-pdb.ts), moves tried in the order d, l, r, u and only the undoing
 * of the previous move pruned.
 *
 * Why its answer is the smallest shortest one: h never overestimates, so no bound below the
 * optimal length reaches the goal and the bound that does is the optimal length; within that bound
 * every shortest path has f <= bound at each of its nodes, so none is cut, and the depth-first
 * order visits paths in lexicographic order of their moves (no two sliding moves commute, so the
 * only move left out, the one undoing the last, starts no shortest path). The first goal reached is
 * therefore the smallest shortest answer. The goal is recognised by counting misplaced cells, not
 * by h.
 */
import { CELLS } from './reference-table.js';
import { GROUPS, VIEWS, type ReferenceLayout } from './reference-layout.js';

const SIDE = 4;
/** The cell the blank reaches by each move from each cell (-1 off the board): d (+4), l (-1), r (+1), u (-4). */
const NEXT = Int8Array.from({ length: CELLS * 4 }, (_, i) => {
  const cell = i >> 2;
  const move = i & 3;
  if (move === 0) return cell < CELLS - SIDE ? cell + SIDE : -1;
  if (move === 1) return cell % SIDE > 0 ? cell - 1 : -1;
  if (move === 2) return cell % SIDE < SIDE - 1 ? cell + 1 : -1;
  return cell >= SIDE ? cell - SIDE : -1;
});
/** No previous move at the root: 3 - NONE is no move. */
const NONE = 4;
const UNBOUNDED = 0x3fffffff;
/** Where the second partition's entries start in `change`. */
const COLUMN_CHANGES = CELLS * CELLS * 4;

/**
 * The smallest shortest answer from `start` (a 4x4 space's working state: the cells, then the
 * blank's cell) as move indices, or null when none has at most `limit` moves.
 */
export function referenceSearch(layout: ReferenceLayout, start: Int32Array, limit: number): number[] | null {
  const search = new ReferenceDeepening(layout, start);
  for (let bound = search.h(); bound <= limit; ) {
    if (search.misplaced() === 0) return [];
    const next = search.pass(bound);
    if (next < 0) return Array.from(search.path.subarray(0, search.found));
    if (next === UNBOUNDED) return null;
    bound = next;
  }
  return null;
}

/**
 * What the search reads for one layout, made once per goal blank: groupOf[v * 16 + tile] is
 * v * GROUPS + the tile's group in partition v (-1 for the blank); change[v * COLUMN_CHANGES +
 * (tile * 16 + blank) * 4 + move] is how the index of that group changes when `move` takes the
 * blank from `blank` onto the tile, which goes to `blank`: the tile's frame cell changes, times its
 * slot's weight (16^slot).
 */
interface MoveTables {
  readonly groupOf: Int32Array;
  readonly change: Int32Array;
}

const moveTables = new WeakMap<ReferenceLayout, MoveTables>();

function moveTablesOf(layout: ReferenceLayout): MoveTables {
  const made = moveTables.get(layout);
  if (made) return made;
  const groupOf = new Int32Array(VIEWS * CELLS).fill(-1);
  const change = new Int32Array(VIEWS * COLUMN_CHANGES);
  for (let v = 0; v < VIEWS; v++)
    for (let tile = 0; tile < CELLS; tile++) {
      const g = layout.groupOf[v * CELLS + tile];
      if (g < 0) continue;
      const vg = v * GROUPS + g;
      groupOf[v * CELLS + tile] = vg;
      const weight = 16 ** layout.slotOf[v * CELLS + tile];
      const frame = (cell: number): number => layout.frameOf[vg * CELLS + cell];
      for (let blank = 0; blank < CELLS; blank++)
        for (let move = 0; move < 4; move++) {
          const to = NEXT[blank * 4 + move];
          if (to >= 0)
            change[v * COLUMN_CHANGES + (tile * CELLS + blank) * 4 + move] = (frame(blank) - frame(to)) * weight;
        }
    }
  const tables = { groupOf, change };
  moveTables.set(layout, tables);
  return tables;
}

class ReferenceDeepening {
  readonly cells = new Int32Array(CELLS);
  /** Each group's index in its spread table (reference-layout.ts), and its value there. */
  private readonly numbers = new Int32Array(VIEWS * GROUPS);
  private readonly values = new Int32Array(VIEWS * GROUPS);
  /** The layout's move tables (moveTablesOf). */
  private readonly groupOf: Int32Array;
  private readonly change: Int32Array;
  private readonly spreadOf: Uint8Array[];
  private readonly goalBlank: number;
  readonly path = new Int32Array(256);
  found = 0;
  private bound = 0;
  private nextBound = UNBOUNDED;
  private readonly startBlank: number;
  private readonly startSums: number[] = [0, 0];

  constructor(layout: ReferenceLayout, start: Int32Array) {
    for (let cell = 0; cell < CELLS; cell++) this.cells[cell] = start[cell];
    this.startBlank = start[CELLS];
    this.spreadOf = layout.spreadOf;
    this.goalBlank = layout.goalBlank;
    ({ groupOf: this.groupOf, change: this.change } = moveTablesOf(layout));
    for (let v = 0; v < VIEWS; v++)
      for (let cell = 0; cell < CELLS; cell++) {
        const tile = this.cells[cell];
        const vg = this.groupOf[v * CELLS + tile];
        if (vg >= 0) this.numbers[vg] += layout.frameOf[vg * CELLS + cell] * 16 ** layout.slotOf[v * CELLS + tile];
      }
    for (let vg = 0; vg < VIEWS * GROUPS; vg++) {
      this.values[vg] = this.spreadOf[vg][this.numbers[vg]];
      this.startSums[Math.floor(vg / GROUPS)] += this.values[vg];
    }
  }

  h(): number {
    return Math.max(this.startSums[0], this.startSums[1]);
  }

  /** How many cells hold another tile than their own (the goal: none). */
  misplaced(): number {
    let misplaced = 0;
    for (let cell = 0; cell < CELLS; cell++) if (this.cells[cell] !== cell) misplaced++;
    return misplaced;
  }

  /** One depth-first pass within `bound`: -1 when it found the goal (path and found set), else the least f over it. */
  pass(bound: number): number {
    this.bound = bound;
    this.nextBound = UNBOUNDED;
    this.found = this.dive(0, this.startBlank, this.startSums[0], this.startSums[1], NONE, this.misplaced());
    return this.found > 0 ? -1 : this.nextBound;
  }

  /**
   * Below a node at `depth` with the blank on `blank` and the partitions' sums: tries each move,
   * moves the tile's group index in each partition and reads its value again, and goes on where f
   * is within the bound. Returns the answer's length once the goal is reached (the path holds it),
   * else -1.
   */
  private dive(
    depth: number,
    blank: number,
    rows: number,
    columns: number,
    previous: number,
    misplaced: number,
  ): number {
    // The goal: no cell holds another tile. Tested on entry and answered with a parameter, so that
    // nothing here runs for the first time after V8 optimised the function (which would throw it
    // back to the interpreter, as it did when this test came after a move).
    if (misplaced === 0) return depth;
    const cells = this.cells;
    const numbers = this.numbers;
    const values = this.values;
    const groupOf = this.groupOf;
    const change = this.change;
    const spreadOf = this.spreadOf;
    const goalBlank = this.goalBlank;
    const undoMove = 3 - previous;
    for (let move = 0; move < 4; move++) {
      if (move === undoMove) continue;
      const to = NEXT[blank * 4 + move];
      if (to < 0) continue;
      const tile = cells[to];
      const at = (tile * CELLS + blank) * 4 + move;
      const rowGroup = groupOf[tile];
      const rowNumber = numbers[rowGroup] + change[at];
      const rowValue = spreadOf[rowGroup][rowNumber];
      const columnGroup = groupOf[CELLS + tile];
      const columnNumber = numbers[columnGroup] + change[COLUMN_CHANGES + at];
      const columnValue = spreadOf[columnGroup][columnNumber];
      const nextRows = rows - values[rowGroup] + rowValue;
      const nextColumns = columns - values[columnGroup] + columnValue;
      const h = nextRows > nextColumns ? nextRows : nextColumns;
      if (depth + 1 + h > this.bound) {
        if (depth + 1 + h < this.nextBound) this.nextBound = depth + 1 + h;
        continue;
      }
      const rowNumberBefore = numbers[rowGroup];
      const rowValueBefore = values[rowGroup];
      const columnNumberBefore = numbers[columnGroup];
      const columnValueBefore = values[columnGroup];
      numbers[rowGroup] = rowNumber;
      values[rowGroup] = rowValue;
      numbers[columnGroup] = columnNumber;
      values[columnGroup] = columnValue;
      cells[blank] = tile;
      cells[to] = goalBlank;
      this.path[depth] = move;
      const nextMisplaced =
        misplaced +
        (tile !== blank ? 1 : 0) -
        (tile !== to ? 1 : 0) +
        (goalBlank !== to ? 1 : 0) -
        (goalBlank !== blank ? 1 : 0);
      const found = this.dive(depth + 1, to, nextRows, nextColumns, move, nextMisplaced);
      if (found > 0) return found;
      cells[to] = tile;
      cells[blank] = goalBlank;
      numbers[columnGroup] = columnNumberBefore;
      values[columnGroup] = columnValueBefore;
      numbers[rowGroup] = rowNumberBefore;
      values[rowGroup] = rowValueBefore;
    }
    return -1;
  }
}
