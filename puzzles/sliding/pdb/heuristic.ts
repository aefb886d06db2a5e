/**
 * Additive pattern databases for the 4x4 sliding puzzle (Korf and Felner 2002; Felner, Korf and
 * Hanan 2004), in relabelled spaces (puzzles/sliding/space.ts: tile v belongs on cell v, the blank on cell p).
 *
 * The 15 tiles are split into disjoint groups: the rest of the blank's goal row (3 tiles), then
 * columns 0-1 and columns 2-3 of the other rows (6 tiles each). A group's table holds, for every
 * placement of its tiles, the fewest moves *of its own tiles* that bring them home when every other
 * cell counts as free. Each real move moves one tile, so it changes one group's count by at most
 * one: the sum over groups never overestimates and changes by at most 1 per move (consistent).
 *
 * A second estimate reads the state through a reflection of the board (groups.ts, mirrorOf): the
 * reflected state is as far from the reflected goal as the state is from its goal, so the sum over
 * the reflected goal's groups is admissible too; h is the larger of the two. Where the goal blank
 * is on a diagonal the reflected goal is the goal itself, and the same tables serve both sums;
 * elsewhere the reflected goal's groups have tables of their own (images of the goal's, through a
 * symmetry: no new search). h only prunes: moves are still tried in lexicographic order by the
 * search, so the answer stays the smallest shortest one.
 *
 * A table is indexed by the tiles' cells as base-16 digits (16^k entries, most never used), so a
 * move updates an index with one multiply-add. Tables depend only on their target cells and are
 * built on first use, once per process, by a breadth-first search over placements (table-cache.ts).
 */
import type { Board } from '../board.js';
import { CELLS, mirrorOf, patternGroups, SIDE } from './groups.js';
import { patternTable } from './table-cache.js';

/** How far the blank moves for each move (d, l, r, u); the tile it swaps with moves the other way. */
const BLANK_STEP = [SIDE, -1, 1, -SIDE];

/** For each group's tile (its goal cell): the group, and its slot's weight in the index (16^slot). */
function placeGroups(groups: readonly number[][], group: Int32Array, weight: Int32Array): void {
  groups.forEach((targets, g) => {
    targets.forEach((cell, j) => {
      group[cell] = g;
      weight[cell] = 1 << (4 * j);
    });
  });
}

/**
 * The heuristic of one 4x4 space. State slots from `at`: the group indices of the state, then of
 * its reflection, then the two sums.
 */
export class PatternHeuristic {
  readonly slots: number;
  readonly groupCount: number;
  /** Per tile (its goal cell): its group, and its image's group in the reflected goal's groups. */
  readonly group = new Int32Array(CELLS);
  readonly reflectedGroup = new Int32Array(CELLS);
  /** step[tile * 4 + move]: how the tile's group index changes when the move slides it (and reflected). */
  readonly step = new Int32Array(CELLS * 4);
  readonly reflectedStep = new Int32Array(CELLS * 4);
  private readonly weight = new Int32Array(CELLS);
  private readonly mirroredWeight = new Int32Array(CELLS);
  private readonly groups: number[][];
  private readonly mirroredGroups: number[][];
  readonly neighbour: Int8Array;
  /** Built on first use (initialise), so a space that is never searched builds no table. */
  table: Uint8Array[] = [];
  /** The tables of the reflected goal's groups (the same array where the reflection keeps the goal). */
  mirroredTable: Uint8Array[] = [];
  private readonly reflect: Int32Array;

  constructor(
    board: Board,
    readonly goalBlank: number,
  ) {
    if (board.rows !== SIDE || board.cols !== SIDE) throw new RangeError('pattern databases are for 4x4 boards');
    const groups = patternGroups(goalBlank);
    this.groups = groups;
    this.neighbour = board.neighbour;
    this.groupCount = groups.length;
    placeGroups(groups, this.group, this.weight);
    this.reflect = mirrorOf(goalBlank);
    const reflect = this.reflect;
    this.mirroredGroups = reflect[goalBlank] === goalBlank ? groups : patternGroups(reflect[goalBlank]);
    const mirroredGroup = new Int32Array(CELLS);
    placeGroups(this.mirroredGroups, mirroredGroup, this.mirroredWeight);
    for (let tile = 0; tile < CELLS; tile++) {
      const image = reflect[tile];
      this.reflectedGroup[tile] = mirroredGroup[image];
      for (let move = 0; move < 4; move++) {
        // The tile slides from `to` (where the blank goes) to the blank's cell: -BLANK_STEP.
        this.step[tile * 4 + move] = -BLANK_STEP[move] * this.weight[tile];
        // In the reflected state the tile r(tile) slides the reflected way; any cell shows which.
        const from = 5 + BLANK_STEP[move];
        const reflectedShift = reflect[5] - reflect[from];
        this.reflectedStep[tile * 4 + move] = reflectedShift * this.mirroredWeight[image];
      }
    }
    this.slots = 2 * this.groupCount + 2;
  }

  /** Sum over groups of the table values, for the state (or its reflection, over the reflected goal's groups). */
  private sum(state: Int32Array, reflected: boolean): { indices: number[]; total: number } {
    const indices = new Array<number>(this.groupCount).fill(0);
    const group = reflected ? this.reflectedGroup : this.group;
    const weight = reflected ? this.mirroredWeight : this.weight;
    for (let cell = 0; cell < CELLS; cell++) {
      const tile = state[cell];
      if (tile === this.goalBlank) continue;
      // The reflection puts tile r(v) on cell r(cell).
      const at = reflected ? this.reflect[cell] : cell;
      indices[group[tile]] += at * weight[reflected ? this.reflect[tile] : tile];
    }
    const tables = reflected ? this.mirroredTable : this.table;
    let total = 0;
    for (let g = 0; g < this.groupCount; g++) total += tables[g][indices[g]];
    return { indices, total };
  }

  /** The slot that holds the plain sum: -1 there marks slots not yet initialised. */
  sumSlot(at: number): number {
    return at + 2 * this.groupCount;
  }

  /** Builds the tables (once; a process shares them between spaces through patternTable). */
  prepare(): void {
    if (this.table.length > 0) return;
    this.table = this.groups.map((targets) => patternTable(this.neighbour, targets));
    this.mirroredTable =
      this.mirroredGroups === this.groups
        ? this.table
        : this.mirroredGroups.map((targets) => patternTable(this.neighbour, targets));
  }

  /** Fills the slots from the cells (building the tables the first time). */
  initialise(state: Int32Array, at: number): void {
    this.prepare();
    const g = this.groupCount;
    const plain = this.sum(state, false);
    const mirrored = this.sum(state, true);
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
    const tableR = this.mirroredTable[gr];
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
    const tableR = this.mirroredTable[this.reflectedGroup[tile]];
    const indexR = state[slot];
    const nextR = indexR + this.reflectedStep[tile * 4 + move];
    state[slot] = nextR;
    state[sums + 1] += tableR[nextR] - tableR[indexR];
  }
}
