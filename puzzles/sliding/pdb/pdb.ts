/**
 * Additive pattern databases for the 4x4 sliding puzzle (Korf and Felner 2002; Felner, Korf and
 * Hanan 2004), in relabelled spaces (sliding.ts: tile v belongs on cell v, the blank on cell p).
 *
 * The 15 tiles are split into disjoint groups: the rest of the blank's goal row (3 tiles), then
 * columns 0-1 and columns 2-3 of the other rows (6 tiles each). A group's table holds, for every
 * placement of its tiles, the fewest moves *of its own tiles* that bring them home when every other
 * cell counts as free. Each real move moves one tile, so it changes one group's count by at most
 * one: the sum over groups never overestimates and changes by at most 1 per move (consistent).
 *
 * Where the goal is symmetric under a reflection of the board (goal blank on a diagonal), the
 * reflected state is as far from the goal as the state itself, so the sum over its groups is a
 * second admissible estimate; h is the larger of the two. h only prunes: moves are still tried in
 * lexicographic order by the search, so the answer stays the smallest shortest one.
 *
 * A table is indexed by the tiles' cells as base-16 digits (16^k entries, most never used), so a
 * move updates an index with one multiply-add. Tables depend only on their target cells and are
 * built on first use, once per process, by a breadth-first search over placements.
 */
import type { Board } from '../space.js';

const SIDE = 4;
const CELLS = 16;
const UNSEEN = 255;

export interface PatternTableInfo {
  readonly targets: readonly number[];
  readonly buildMs: number;
  readonly bytes: number;
  /** Set when the table was read through a symmetry from the table of these targets. */
  readonly derivedFrom?: readonly number[];
  /** Set when the table came from the store (`--cache-dir`) instead of a search. */
  readonly loaded?: boolean;
}

const tables = new Map<string, Uint8Array>();
const tableInfo: PatternTableInfo[] = [];

/** Where built tables may be kept between processes (puzzles/sliding/pdb/cache-dir.ts: `--cache-dir`). */
export interface PatternTableStore {
  /** The table saved under `name`, if it is there, whole and unchanged; else null. */
  load(name: string, bytes: number): Uint8Array | null;
  save(name: string, table: Uint8Array): void;
}

let store: PatternTableStore | null = null;

/** Keeps tables in `next` from now on (null: build every table in every process, the default). */
export function setPatternTableStore(next: PatternTableStore | null): void {
  store = next;
}

/** A table's name in a store: the format version and its tiles' goal cells. */
function storedName(targets: readonly number[]): string {
  return `lexpath-pdb4x4-v1-${targets.join('-')}`;
}

/** The pattern tables built so far in this process, with their build times. */
export function patternTablesBuilt(): readonly PatternTableInfo[] {
  return tableInfo;
}

/** The 8 symmetries of the 4x4 board, as cell maps. */
const SYMMETRIES: readonly Int32Array[] = (() => {
  const maps: Int32Array[] = [];
  for (let s = 0; s < 8; s++) {
    const map = new Int32Array(CELLS);
    for (let cell = 0; cell < CELLS; cell++) {
      let r = Math.floor(cell / SIDE);
      let c = cell % SIDE;
      if (s & 1) c = SIDE - 1 - c;
      if (s & 2) r = SIDE - 1 - r;
      if (s & 4) [r, c] = [c, r];
      map[cell] = r * SIDE + c;
    }
    maps.push(map);
  }
  return maps;
})();

/**
 * The table of a group whose tile in slot j belongs on `targets[j]`. A board symmetry maps moves
 * to moves, so a group whose targets are a symmetric image of a built group's reads that table
 * through the symmetry (copied out once, about 0.2 s, instead of a search).
 */
export function patternTable(neighbour: Int8Array, targets: readonly number[]): Uint8Array {
  const key = targets.join(',');
  let table = tables.get(key);
  if (table) return table;
  const began = performance.now();
  let derivedFrom: readonly number[] | undefined;
  for (const built of tableInfo) {
    if (built.targets.length !== targets.length) continue;
    const symmetry = SYMMETRIES.find((map) => targets.every((t) => built.targets.includes(map[t])));
    if (symmetry) {
      table = mappedTable(tables.get(built.targets.join(','))!, built.targets, targets, symmetry);
      derivedFrom = built.targets;
      break;
    }
  }
  let loaded = false;
  if (!table && store) {
    table = store.load(storedName(targets), 1 << (4 * targets.length)) ?? undefined;
    loaded = table !== undefined;
  }
  if (!table) {
    table = buildPatternTable(neighbour, targets);
    store?.save(storedName(targets), table);
  }
  tables.set(key, table);
  tableInfo.push({ targets, buildMs: performance.now() - began, bytes: table.byteLength, derivedFrom, ...(loaded ? { loaded } : {}) });
  return table;
}

/** The table of `targets` read from `source` (the table of `sourceTargets` = map(targets)). */
function mappedTable(source: Uint8Array, sourceTargets: readonly number[], targets: readonly number[], map: Int32Array): Uint8Array {
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

function placements(k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count *= CELLS - i;
  return count;
}

/** Cells of the 4x4 board as bits: the cells a region may grow into sideways. */
const NOT_FIRST_COLUMN = 0xeeee;
const NOT_LAST_COLUMN = 0x7777;

/** The cells of `free` connected to the cells of `seed` (4x4 board, bit c = cell c). */
function region(seed: number, free: number): number {
  let r = seed;
  for (;;) {
    const grown = (r | (r << 4) | (r >>> 4) | ((r << 1) & NOT_FIRST_COLUMN) | ((r >>> 1) & NOT_LAST_COLUMN)) & free;
    if (grown === r) return r;
    r = grown;
  }
}

function lowestCell(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

/**
 * For every set of free cells with `freeCount` members and every free cell in it: the lowest cell
 * of the cell's region (regions[free * 16 + cell]), which names the region. A build looks regions
 * up instead of growing them for every move.
 */
function regionsOf(freeCount: number): Uint8Array {
  const regions = new Uint8Array(1 << 20);
  for (let free = 0; free < 1 << 16; free++) {
    let count = 0;
    for (let bits = free; bits !== 0; bits &= bits - 1) count++;
    if (count !== freeCount) continue;
    for (let bits = free; bits !== 0; bits &= bits - 1) {
      const cell = lowestCell(bits);
      regions[free * 16 + cell] = lowestCell(region(1 << cell, free));
    }
  }
  return regions;
}

/**
 * Breadth-first search from the home placement over (placement, the blank's region): the blank
 * moves freely through cells no group tile holds (those moves cost nothing here), and a group tile
 * may slide into a cell of the blank's region (cost 1), leaving the blank where the tile was. A
 * region is named by its lowest cell. The table keeps, per placement, the least distance over
 * regions, so a lookup needs no blank; every region of the home placement is a goal.
 */
export function buildPatternTable(neighbour: Int8Array, targets: readonly number[]): Uint8Array {
  const k = targets.length;
  const build = new PatternSearch(neighbour, k, regionsOf(CELLS - k), placements(k) * 3);
  let home = 0;
  let homeCells = 0;
  for (let j = 0; j < k; j++) {
    home += targets[j] * (1 << (4 * j));
    homeCells |= 1 << targets[j];
  }
  build.distance[home] = 0;
  for (let free = ~homeCells & 0xffff; free !== 0; ) {
    const r = region(free & -free, free);
    const cell = lowestCell(r);
    build.seen[home] |= 1 << cell;
    build.queue[build.tail++] = home * 16 + cell;
    free &= ~r;
  }
  let head = 0;
  for (let level = 1; head < build.tail; level++) {
    const levelEnd = build.tail;
    build.reserve((levelEnd - head) * 4 * k);
    for (; head < levelEnd; head++) build.expand(build.queue[head], level);
  }
  return build.distance;
}

/** The state of one table build; `expand` is a method so V8 optimises it as a whole function. */
class PatternSearch {
  /** Per placement: the least distance found (UNSEEN until reached). */
  readonly distance: Uint8Array;
  /** Per placement: bit r set once the blank's region named r has been reached with it. */
  readonly seen: Uint16Array;
  queue: Int32Array;
  tail = 0;
  private readonly cells: Int32Array;
  /** adjacent[cell]: the cell's neighbours, as bits. */
  private readonly adjacent: Int32Array;

  constructor(
    private readonly neighbour: Int8Array,
    private readonly k: number,
    private readonly regions: Uint8Array,
    queueLength: number,
  ) {
    this.distance = new Uint8Array(1 << (4 * k)).fill(UNSEEN);
    this.seen = new Uint16Array(1 << (4 * k));
    this.queue = new Int32Array(queueLength);
    this.cells = new Int32Array(k);
    this.adjacent = new Int32Array(CELLS);
    for (let cell = 0; cell < CELLS; cell++) {
      for (let move = 0; move < 4; move++) if (neighbour[cell * 4 + move] >= 0) this.adjacent[cell] |= 1 << neighbour[cell * 4 + move];
    }
  }

  reserve(more: number): void {
    if (this.queue.length - this.tail >= more) return;
    const grown = new Int32Array(Math.max(this.queue.length * 2, this.tail + more));
    grown.set(this.queue.subarray(0, this.tail));
    this.queue = grown;
  }

  /** Queues the unreached children of the state `key` (placement * 16 + the blank's region). */
  expand(key: number, level: number): void {
    const k = this.k;
    const cells = this.cells;
    const regions = this.regions;
    const seen = this.seen;
    const distance = this.distance;
    const queue = this.queue;
    let tail = this.tail;
    const index = key >>> 4;
    let occupied = 0;
    for (let j = 0; j < k; j++) {
      const cell = (index >>> (4 * j)) & 15;
      cells[j] = cell;
      occupied |= 1 << cell;
    }
    const free = ~occupied & 0xffff;
    const blank = region(1 << (key & 15), free);
    const adjacent = this.adjacent;
    for (let j = 0; j < k; j++) {
      const from = cells[j];
      const weight = 1 << (4 * j);
      const freed = free | (1 << from);
      // The tile's neighbours in the blank's region: each is a move of this tile.
      for (let targets = adjacent[from] & blank; targets !== 0; targets &= targets - 1) {
        const to = 31 - Math.clz32(targets & -targets);
        const child = index + (to - from) * weight;
        const region = regions[(freed & ~(1 << to)) * 16 + from];
        const s = seen[child];
        if ((s >>> region) & 1) continue;
        if (s === 0) distance[child] = level;
        seen[child] = s | (1 << region);
        queue[tail++] = child * 16 + region;
      }
    }
    this.tail = tail;
  }
}

/** The tile groups for a goal blank cell p (lists of goal cells, ascending). */
export function patternGroups(goalBlank: number): number[][] {
  const blankRow = Math.floor(goalBlank / SIDE);
  const row: number[] = [];
  const left: number[] = [];
  const right: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (cell === goalBlank) continue;
    if (Math.floor(cell / SIDE) === blankRow) row.push(cell);
    else if (cell % SIDE < 2) left.push(cell);
    else right.push(cell);
  }
  return [row, left, right];
}

/** The board reflection that keeps the goal blank cell in place, or null when none does. */
export function goalReflection(goalBlank: number): Int32Array | null {
  const r = Math.floor(goalBlank / SIDE);
  const c = goalBlank % SIDE;
  const reflect = new Int32Array(CELLS);
  if (r === c) {
    for (let cell = 0; cell < CELLS; cell++) reflect[cell] = (cell % SIDE) * SIDE + Math.floor(cell / SIDE);
  } else if (r + c === SIDE - 1) {
    for (let cell = 0; cell < CELLS; cell++) {
      reflect[cell] = (SIDE - 1 - (cell % SIDE)) * SIDE + (SIDE - 1 - Math.floor(cell / SIDE));
    }
  } else {
    return null;
  }
  return reflect;
}

/** How far the blank moves for each move (d, l, r, u); the tile it swaps with moves the other way. */
const BLANK_STEP = [SIDE, -1, 1, -SIDE];

/**
 * The heuristic of one 4x4 space. State slots from `at`: the group indices of the state, then of
 * its reflection, then the two sums.
 */
export class PatternHeuristic {
  readonly slots: number;
  readonly groupCount: number;
  /** Per tile (its goal cell): its group, and its group in the reflected state. */
  readonly group = new Int32Array(CELLS);
  readonly reflectedGroup = new Int32Array(CELLS);
  /** step[tile * 4 + move]: how the tile's group index changes when the move slides it (and reflected). */
  readonly step = new Int32Array(CELLS * 4);
  readonly reflectedStep = new Int32Array(CELLS * 4);
  private readonly weight = new Int32Array(CELLS);
  private readonly groups: number[][];
  readonly neighbour: Int8Array;
  /** Built on first use (initialise), so a space that is never searched builds no table. */
  table: Uint8Array[] = [];
  /** The reflection (identity when the goal has none), and whether h uses it. */
  private readonly reflect: Int32Array;
  private readonly reflected: boolean;

  constructor(
    board: Board,
    readonly goalBlank: number,
  ) {
    if (board.rows !== SIDE || board.cols !== SIDE) throw new RangeError('pattern databases are for 4x4 boards');
    const groups = patternGroups(goalBlank);
    this.groups = groups;
    this.neighbour = board.neighbour;
    this.groupCount = groups.length;
    groups.forEach((targets, g) =>
      targets.forEach((cell, j) => {
        this.group[cell] = g;
        this.weight[cell] = 1 << (4 * j);
      }),
    );
    const reflect = goalReflection(goalBlank);
    this.reflected = reflect !== null;
    this.reflect = reflect ?? Int32Array.from({ length: CELLS }, (_, i) => i);
    for (let tile = 0; tile < CELLS; tile++) {
      const image = this.reflect[tile];
      this.reflectedGroup[tile] = this.group[image];
      for (let move = 0; move < 4; move++) {
        // The tile slides from `to` (where the blank goes) to the blank's cell: -BLANK_STEP.
        this.step[tile * 4 + move] = -BLANK_STEP[move] * this.weight[tile];
        // In the reflected state the tile r(tile) slides the reflected way; any cell shows which.
        const from = 5 + BLANK_STEP[move];
        const reflectedShift = this.reflect[5] - this.reflect[from];
        this.reflectedStep[tile * 4 + move] = reflectedShift * this.weight[image];
      }
    }
    this.slots = 2 * this.groupCount + 2;
  }

  /** Sum over groups of the table values, for the state (or its reflection). */
  private sum(state: Int32Array, reflected: boolean): { indices: number[]; total: number } {
    const indices = new Array<number>(this.groupCount).fill(0);
    for (let cell = 0; cell < CELLS; cell++) {
      const tile = state[cell];
      if (tile === this.goalBlank) continue;
      // The reflection puts tile r(v) on cell r(cell).
      const t = reflected ? this.reflect[tile] : tile;
      const at = reflected ? this.reflect[cell] : cell;
      indices[this.group[t]] += at * this.weight[t];
    }
    let total = 0;
    for (let g = 0; g < this.groupCount; g++) total += this.table[g][indices[g]];
    return { indices, total };
  }

  /** The slot that holds the plain sum: -1 there marks slots not yet initialised. */
  sumSlot(at: number): number {
    return at + 2 * this.groupCount;
  }

  /** Builds the tables (once; a process shares them between spaces through patternTable). */
  prepare(): void {
    if (this.table.length === 0) this.table = this.groups.map((targets) => patternTable(this.neighbour, targets));
  }

  /** Fills the slots from the cells (building the tables the first time). */
  initialise(state: Int32Array, at: number): void {
    this.prepare();
    const g = this.groupCount;
    const plain = this.sum(state, false);
    const mirrored = this.reflected ? this.sum(state, true) : plain;
    for (let i = 0; i < g; i++) {
      state[at + i] = plain.indices[i];
      state[at + g + i] = mirrored.indices[i];
    }
    state[at + 2 * g] = plain.total;
    state[at + 2 * g + 1] = mirrored.total;
  }

  /** h after `move` slides `tile`, minus h now; the state is not changed. */
  delta(state: Int32Array, at: number, tile: number, move: number): number {
    const sums = at + 2 * this.groupCount;
    const plain = state[sums];
    const mirrored = state[sums + 1];
    const g = this.group[tile];
    const table = this.table[g];
    const index = state[at + g];
    const nextPlain = plain - table[index] + table[index + this.step[tile * 4 + move]];
    const gr = this.reflectedGroup[tile];
    const tableR = this.table[gr];
    const indexR = state[at + this.groupCount + gr];
    const nextMirrored = mirrored - tableR[indexR] + tableR[indexR + this.reflectedStep[tile * 4 + move]];
    return (nextPlain > nextMirrored ? nextPlain : nextMirrored) - (plain > mirrored ? plain : mirrored);
  }

  /** Updates the slots after `move` slid `tile`. */
  move(state: Int32Array, at: number, tile: number, move: number): void {
    const sums = at + 2 * this.groupCount;
    const g = this.group[tile];
    const table = this.table[g];
    const index = state[at + g];
    const next = index + this.step[tile * 4 + move];
    state[at + g] = next;
    state[sums] += table[next] - table[index];
    const slot = at + this.groupCount + this.reflectedGroup[tile];
    const tableR = this.table[this.reflectedGroup[tile]];
    const indexR = state[slot];
    const nextR = indexR + this.reflectedStep[tile * 4 + move];
    state[slot] = nextR;
    state[sums + 1] += tableR[nextR] - tableR[indexR];
  }
}
