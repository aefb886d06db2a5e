/**
 * The oracle's own pattern databases for 4x4 boards: a 5-5-5 partition of the 15 tiles (compact
 * blocks of their goal cells, skipping the goal blank), which shares no group with the solvers'
 * 6-6-3 (pdb/groups.ts), built by a plain 0-1 breadth-first search written here, not by the
 * solvers' table builder (pdb/table-search.ts). Used only by the oracle's reference search.
 *
 * Why it is admissible: a group's table holds, for each placement of its five tiles, the fewest
 * moves of those tiles (the blank moving freely otherwise) that bring them home, which no solution
 * can beat; the groups share no tile and each move moves one tile, so their sum is a lower bound.
 */
import type { ReferenceHeuristic, ReferenceTracker } from '../../oracle/oracle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { tableShelf } from '../../util/shared-tables.js';
import { squareSymmetries } from '../kit/square.js';
import { Board } from './board.js';
import type { SlidingSpace } from './space.js';

const SIDE = 4;
const CELLS = 16;
const GROUP = 5;
const GROUPS = 3;
const UNSEEN = 255;
const SYMMETRIES = squareSymmetries(SIDE);

/** Tables by their group's goal cells (e.g. "0,1,2,3,4"), built on first use, shared between threads. */
const tables = tableShelf('oracle/reference-pdb4x4', 'oracle');
/** Per goal blank cell: its frame, the three groups' goal cells and tables. */
const partitions: Array<Partition | undefined> = [];

/**
 * Goal cells in the order the groups take them: the 2x3 block at the top left, the right column
 * with the two cells beside its foot, then the bottom-left 2x2 block. Compact groups catch more
 * interaction between their tiles than rows do (on Korf's 100, reading-order groups took about
 * 20x more nodes on instance 1).
 */
const ORDER = [0, 1, 2, 4, 5, 6, 3, 7, 11, 15, 10, 14, 8, 9, 12, 13];

/** The oracle's groups for a goal blank cell: the other 15 cells in ORDER, five at a time. */
export function referenceGroups(goalBlank: number): number[][] {
  const cells = ORDER.filter((c) => c !== goalBlank);
  return [cells.slice(0, GROUP), cells.slice(GROUP, 2 * GROUP), cells.slice(2 * GROUP)];
}

/** neighbour[cell * 4 + move]: the cells next to each cell (-1 off the board), from the puzzle's own geometry. */
const { neighbour } = new Board(SIDE, SIDE);

/**
 * Fewest group-tile moves from each placement of `targets`' tiles to home. A placement is the
 * tiles' cells, four bits each (tile j in bits 4j..4j+3); a search state adds the blank's cell.
 * Blank steps into cells no group tile holds cost 0 and stay in the level being expanded; a step
 * onto a group tile moves that tile (cost 1) and goes to the next level.
 */
export function buildReferenceTable(targets: readonly number[]): Uint8Array {
  const k = targets.length;
  const distance = new Uint8Array(1 << (4 * k + 4)).fill(UNSEEN);
  let current: Int32Array = new Int32Array(1 << 16);
  let next: Int32Array = new Int32Array(1 << 16);
  let currentSize = 0;
  let nextSize = 0;
  const push = (queue: 'current' | 'next', key: number): void => {
    if (queue === 'current') {
      if (currentSize === current.length) current = grow(current);
      current[currentSize++] = key;
    } else {
      if (nextSize === next.length) next = grow(next);
      next[nextSize++] = key;
    }
  };
  let home = 0;
  for (let j = 0; j < k; j++) home |= targets[j] << (4 * j);
  for (let cell = 0; cell < CELLS; cell++) {
    if (targets.includes(cell)) continue;
    distance[home * 16 + cell] = 0;
    push('current', home * 16 + cell);
  }
  const holder = new Int8Array(CELLS);
  for (let level = 0; currentSize > 0; level++) {
    for (let i = 0; i < currentSize; i++) {
      const key = current[i];
      if (distance[key] !== level) continue;
      const placement = key >>> 4;
      const blank = key & 15;
      holder.fill(-1);
      for (let j = 0; j < k; j++) holder[(placement >>> (4 * j)) & 15] = j;
      for (let move = 0; move < 4; move++) {
        const cell = neighbour[blank * 4 + move];
        if (cell < 0) continue;
        const j = holder[cell];
        if (j < 0) {
          const to = placement * 16 + cell;
          if (distance[to] > level) {
            distance[to] = level;
            push('current', to);
          }
        } else {
          const moved = (placement & ~(15 << (4 * j))) | (blank << (4 * j));
          const to = moved * 16 + cell;
          if (distance[to] > level + 1) {
            distance[to] = level + 1;
            push('next', to);
          }
        }
      }
    }
    [current, next] = [next, current];
    currentSize = nextSize;
    nextSize = 0;
  }
  return leastOverBlank(distance, k);
}

function grow(queue: Int32Array): Int32Array {
  const bigger = new Int32Array(queue.length * 2);
  bigger.set(queue);
  return bigger;
}

/** Per placement, the least distance over the blank's cells. */
function leastOverBlank(distance: Uint8Array, k: number): Uint8Array {
  const table = new Uint8Array(1 << (4 * k)).fill(UNSEEN);
  for (let key = 0; key < distance.length; key++) {
    const d = distance[key];
    if (d < table[key >>> 4]) table[key >>> 4] = d;
  }
  return table;
}

/**
 * The board reflection that keeps the goal blank cell in place (a diagonal's:
 * the only symmetry besides the identity that fixes a cell), or null.
 */
function reflectionFor(goalBlank: number): Int32Array | null {
  return SYMMETRIES.find((map, i) => i > 0 && map[goalBlank] === goalBlank) ?? null;
}

interface Partition {
  /** The symmetry taking the goal blank cell to the least cell of its kind (0, 1 or 5), or null when it is one. */
  readonly frame: Int32Array | null;
  readonly groups: Int32Array[];
  readonly tables: Uint8Array[];
  readonly reflection: Int32Array | null;
}

/**
 * A goal blank cell's partition. Symmetries map moves to moves, so every goal blank cell is read in
 * the frame where it is a corner (0), an edge (1) or a centre cell (5): nine tables serve all sixteen.
 */
function partitionFor(goalBlank: number): Partition {
  const cached = partitions[goalBlank];
  if (cached) return cached;
  const frame = SYMMETRIES.reduce((best, map) => (map[goalBlank] < best[goalBlank] ? map : best));
  const canonical = frame[goalBlank];
  const groups = referenceGroups(canonical);
  const partition: Partition = {
    frame: canonical === goalBlank ? null : frame,
    groups: groups.map((g) => Int32Array.from(g)),
    tables: groups.map((g) => {
      return tables.take(g.join(','), () => buildReferenceTable(g));
    }),
    reflection: reflectionFor(canonical),
  };
  partitions[goalBlank] = partition;
  return partition;
}

const where = new Int32Array(CELLS);
const framedWhere = new Int32Array(CELLS);
const reflectedWhere = new Int32Array(CELLS);

/** target[map[tile]] = map[source[tile]]: where each tile is, on the board mapped by `map`. */
function mapInto(target: Int32Array, source: Int32Array, map: Int32Array): Int32Array {
  for (let tile = 0; tile < CELLS; tile++) target[map[tile]] = map[source[tile]];
  return target;
}

function tableSum(partition: Partition, cellOf: Int32Array): number {
  let h = 0;
  for (let g = 0; g < partition.groups.length; g++) {
    const targets = partition.groups[g];
    let placement = 0;
    for (let j = 0; j < targets.length; j++) placement |= cellOf[targets[j]] << (4 * j);
    h += partition.tables[g][placement];
  }
  return h;
}

/**
 * The oracle's heuristic on 4x4 boards, from scratch: its pattern sum, and where a reflection keeps
 * the goal blank in place, the larger of that and the sum on the reflected board (a reflection maps
 * moves to moves and the goal to itself, so the reflected board is as far from the goal).
 */
function fromScratch(space: SearchSpace, state: Int32Array): number {
  const partition = partitionFor((space as SlidingSpace).goalBlank);
  for (let cell = 0; cell < CELLS; cell++) where[state[cell]] = cell;
  const cellOf = partition.frame ? mapInto(framedWhere, where, partition.frame) : where;
  const h = tableSum(partition, cellOf);
  if (!partition.reflection) return h;
  return Math.max(h, tableSum(partition, mapInto(reflectedWhere, cellOf, partition.reflection)));
}

/** The oracle's heuristic on 4x4 boards, with its move-by-move form. */
export const referencePatternHeuristic: ReferenceHeuristic = Object.assign(fromScratch, {
  tracker: (space: SearchSpace): ReferenceTracker =>
    new PatternTracker(partitionFor((space as SlidingSpace).goalBlank)),
});

/**
 * The same values as `fromScratch`, kept up to date move by move: a move carries one tile, so only
 * its group's placement changes in each view of the board (framed, and framed then reflected where
 * a reflection applies): one table read per view instead of all of them. Views are kept in flat
 * arrays (view v's entries at v * CELLS or v * GROUPS). The working state holds the cells, then
 * the blank's cell (space.ts).
 */
class PatternTracker implements ReferenceTracker {
  private readonly viewCount: number;
  /** Per view, the view's map of cells (and of tiles, which are goal cells). */
  private readonly maps: Int32Array;
  /** Per tile of a view: its group and its place in the group (4 bits each); -1: the blank. */
  private readonly groupOf = new Int32Array(CELLS).fill(-1);
  private readonly shiftOf = new Int32Array(CELLS);
  private readonly placements: Int32Array;
  private readonly values: Int32Array;
  private readonly sums: Int32Array;
  private readonly tables: Uint8Array[];
  private blank = 0;

  constructor(partition: Partition) {
    const frame = partition.frame ?? Int32Array.from({ length: CELLS }, (_, i) => i);
    const reflection = partition.reflection;
    this.viewCount = reflection ? 2 : 1;
    this.maps = new Int32Array(this.viewCount * CELLS);
    this.maps.set(frame);
    if (reflection)
      this.maps.set(
        Int32Array.from(frame, (cell) => reflection[cell]),
        CELLS,
      );
    partition.groups.forEach((targets, g) => {
      targets.forEach((tile, j) => {
        this.groupOf[tile] = g;
        this.shiftOf[tile] = 4 * j;
      });
    });
    this.tables = partition.tables;
    this.placements = new Int32Array(this.viewCount * GROUPS);
    this.values = new Int32Array(this.viewCount * GROUPS);
    this.sums = new Int32Array(this.viewCount);
  }

  reset(state: Int32Array): number {
    this.blank = state[CELLS];
    this.placements.fill(0);
    for (let v = 0; v < this.viewCount; v++) {
      for (let cell = 0; cell < CELLS; cell++) this.place(v, state[cell], cell);
      this.sums[v] = 0;
      for (let g = 0; g < GROUPS; g++) {
        this.values[v * GROUPS + g] = this.tables[g][this.placements[v * GROUPS + g]];
        this.sums[v] += this.values[v * GROUPS + g];
      }
    }
    return this.value();
  }

  moved(state: Int32Array): number {
    const from = state[CELLS];
    const to = this.blank;
    const tile = state[to];
    this.blank = from;
    for (let v = 0; v < this.viewCount; v++) {
      const g = this.place(v, tile, to);
      const slot = v * GROUPS + g;
      const value = this.tables[g][this.placements[slot]];
      this.sums[v] += value - this.values[slot];
      this.values[slot] = value;
    }
    return this.value();
  }

  /** Puts `tile` on `cell` in view v's placements; returns its group (-1 for the blank). */
  private place(v: number, tile: number, cell: number): number {
    const viewTile = this.maps[v * CELLS + tile];
    const g = this.groupOf[viewTile];
    if (g < 0) return g;
    const shift = this.shiftOf[viewTile];
    const slot = v * GROUPS + g;
    this.placements[slot] = (this.placements[slot] & ~(15 << shift)) | (this.maps[v * CELLS + cell] << shift);
    return g;
  }

  private value(): number {
    return this.viewCount === 1 ? this.sums[0] : Math.max(this.sums[0], this.sums[1]);
  }
}
