/**
 * Building one pattern table: a breadth-first search over the placements of a group's tiles and the
 * region the blank is in (see buildPatternTable).
 */
import { CELLS } from './groups.js';

const UNSEEN = 255;

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
 * How many (placement, blank region) states a build of k tiles reaches: every placement, once per
 * region of its free cells (for the progress line).
 */
function searchStates(k: number): number {
  let orders = 1;
  for (let i = 2; i <= k; i++) orders *= i;
  let states = 0;
  for (let free = 0; free < 1 << CELLS; free++) {
    let count = 0;
    for (let bits = free; bits !== 0; bits &= bits - 1) count++;
    if (count !== CELLS - k) continue;
    for (let rest = free; rest !== 0; states += orders) rest &= ~region(rest & -rest, free);
  }
  return states;
}

/**
 * Breadth-first search from the home placement over (placement, the blank's region): the blank
 * moves freely through cells no group tile holds (those moves cost nothing here), and a group tile
 * may slide into a cell of the blank's region (cost 1), leaving the blank where the tile was. A
 * region is named by its lowest cell. The table keeps, per placement, the least distance over
 * regions, so a lookup needs no blank; every region of the home placement is a goal.
 */
export function buildPatternTable(
  neighbour: Int8Array,
  targets: readonly number[],
  progress?: (fraction: number) => void,
): Uint8Array {
  const k = targets.length;
  const build = new PatternSearch(neighbour, k, regionsOf(CELLS - k), placements(k) * 3);
  const total = progress ? searchStates(k) : 1;
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
    progress?.(head / total);
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
    neighbour: Int8Array,
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
      for (let move = 0; move < 4; move++)
        if (neighbour[cell * 4 + move] >= 0) this.adjacent[cell] |= 1 << neighbour[cell * 4 + move];
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
