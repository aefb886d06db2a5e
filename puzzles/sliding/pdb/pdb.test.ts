import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom, shuffle } from '../../../util/random.js';
import { Board } from '../board.js';
import { goalReflection, patternGroups } from './groups.js';
import { PatternHeuristic } from './heuristic.js';
import {
  patternTable,
  patternTablesBuilt,
  setPatternTableStore,
  type PatternTableInfo,
  type PatternTableStore,
} from './table-cache.js';
import { buildPatternTable } from './table-search.js';

/*
 * Fast tests of the 4x4 pattern databases (the slow ones, with 6-tile tables and Korf instances, are
 * in sliding.test.ts). The module caches every table it builds for the life of the process, and a
 * mutation run repeats these tests in one process without importing the module again, so a test
 * that needs patternTable to search, load or derive picks target cells no table built so far has
 * (freshTargets); tests of the search itself call buildPatternTable, which never caches.
 */

const board = new Board(4, 4);
const neighbour = board.neighbour;

const row = (cell: number): number => Math.floor(cell / 4);
const col = (cell: number): number => cell % 4;
const at = (r: number, c: number): number => r * 4 + c;

/** The cells next to `cell` on a 4x4 board, from its row and column. */
function adjacentCells(cell: number): number[] {
  const r = row(cell);
  const c = col(cell);
  const out: number[] = [];
  if (r > 0) out.push(at(r - 1, c));
  if (r < 3) out.push(at(r + 1, c));
  if (c > 0) out.push(at(r, c - 1));
  if (c < 3) out.push(at(r, c + 1));
  return out;
}

/**
 * The plain definition of a table: a breadth-first search over (the group tiles' cells, the blank's
 * cell) from every blank cell of the home placement, where the blank moving into a cell no group
 * tile holds costs 0 and swapping with a group tile costs 1. The table value of a placement is its
 * least distance over blank cells; a placement with a repeated cell is never reached (255).
 */
function referenceTable(targets: readonly number[]): Uint8Array {
  const k = targets.length;
  const dist = new Map<string, number>();
  const keyOf = (cells: readonly number[], blank: number): string => `${cells.join(',')}/${blank}`;
  let level: { cells: number[]; blank: number }[] = [];
  for (let blank = 0; blank < 16; blank++) if (!targets.includes(blank)) level.push({ cells: [...targets], blank });
  for (let d = 0; level.length > 0; d++) {
    const next: { cells: number[]; blank: number }[] = [];
    // level grows while it is walked: the free moves of the blank stay at distance d.
    for (let i = 0; i < level.length; i++) {
      const { cells, blank } = level[i];
      const key = keyOf(cells, blank);
      if (dist.has(key)) continue;
      dist.set(key, d);
      for (const to of adjacentCells(blank)) {
        const j = cells.indexOf(to);
        if (j < 0) {
          level.push({ cells, blank: to });
        } else {
          const moved = [...cells];
          moved[j] = blank;
          next.push({ cells: moved, blank: to });
        }
      }
    }
    level = next;
  }
  const table = new Uint8Array(16 ** k).fill(255);
  for (const [key, d] of dist) {
    const cells = key.split('/')[0].split(',').map(Number);
    const index = cells.reduce((sum, cell, j) => sum + cell * 16 ** j, 0);
    table[index] = Math.min(table[index], d);
  }
  return table;
}

/** Asserts two tables are equal, naming the first index where they differ (toEqual is slow on 16^4 entries). */
function expectSameTable(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  const differs = actual.findIndex((value, i) => value !== expected[i]);
  expect(differs === -1 ? 'equal' : `index ${differs}: ${actual[differs]}, not ${expected[differs]}`).toBe('equal');
}

/** The 8 symmetries of the square, as functions of (row, column). */
const SQUARE_SYMMETRIES: ((r: number, c: number) => [number, number])[] = [
  (r, c) => [r, c],
  (r, c) => [r, 3 - c],
  (r, c) => [3 - r, c],
  (r, c) => [3 - r, 3 - c],
  (r, c) => [c, r],
  (r, c) => [c, 3 - r],
  (r, c) => [3 - c, r],
  (r, c) => [3 - c, 3 - r],
];

function image(symmetry: number, cell: number): number {
  const [r, c] = SQUARE_SYMMETRIES[symmetry](row(cell), col(cell));
  return at(r, c);
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The k-cell sets, smallest first, as ascending lists. */
function* cellSets(k: number, from = 0, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === k) {
    yield prefix;
    return;
  }
  for (let cell = from; cell < 16; cell++) yield* cellSets(k, cell + 1, [...prefix, cell]);
}

/**
 * Target cells (in a scrambled order) of which no table built so far in this process is a symmetric
 * image, preferring sets whose 8 images are all different; null when every such set is used up.
 */
function freshTargets(k: number, needAllImagesDistinct = false): number[] | null {
  const built = patternTablesBuilt();
  for (const set of cellSets(k)) {
    const images = SQUARE_SYMMETRIES.map((_, s) => set.map((cell) => image(s, cell)));
    if (needAllImagesDistinct && images.some((a, s) => images.some((b, t) => s < t && sameSet(a, b)))) continue;
    if (built.some((info) => images.some((img) => sameSet(img, info.targets)))) continue;
    // a scrambled order, so that slot j is not always the j-th smallest cell
    return [...set.slice(1), set[0]].reverse();
  }
  return null;
}

function freshTargetsOfSize(sizes: number[], needAllImagesDistinct = false): number[] {
  for (const k of sizes) {
    const targets = freshTargets(k, needAllImagesDistinct);
    if (targets) return targets;
  }
  throw new Error(`no fresh target set of ${sizes.join(' or ')} cells left in this process`);
}

function infoOf(targets: readonly number[]): PatternTableInfo[] {
  return patternTablesBuilt().filter((info) => info.targets.join() === targets.join());
}

/** `bytes` seeded random bytes: stand-in table values, to check the heuristic's arithmetic. */
function randomTable(bytes: number, seed: number): Uint8Array {
  const next = seededRandom(seed);
  const words = new Uint32Array(bytes / 4);
  for (let i = 0; i < words.length; i++) words[i] = Math.floor(next() * 2 ** 32);
  return new Uint8Array(words.buffer);
}

/** The 16 cells in a seeded random order. */
function shuffled(random: () => number): number[] {
  return shuffle(
    Array.from({ length: 16 }, (_, i) => i),
    random,
  );
}

afterEach(() => {
  setPatternTableStore(null);
});

describe('buildPatternTable', () => {
  it.each([[[0]], [[6]], [[13]]])('holds the plain 0-1 search distances for the 1-tile group %j', (targets) => {
    expectSameTable(buildPatternTable(neighbour, targets), referenceTable(targets));
  });

  it.each([[[1, 4]], [[11, 14]], [[9, 2]], [[3, 12]]])(
    'holds the plain 0-1 search distances for the 2-tile group %j ' +
      '(home cells that cut a corner off: two blank regions at the start)',
    (targets) => {
      expectSameTable(buildPatternTable(neighbour, targets), referenceTable(targets));
    },
  );

  it.each([[[1, 2, 3]], [[8, 5, 1]], [[14, 7, 10]], [[4, 9, 6]]])(
    'holds the plain 0-1 search distances for the 3-tile group %j',
    (targets) => {
      const table = buildPatternTable(neighbour, targets);
      expect(table.length).toBe(4096);
      expectSameTable(table, referenceTable(targets));
    },
  );

  it(
    'seeds the search with every blank region of the home placement (5 tiles whose home cells leave four regions): ' +
      'no placement with a repeated cell is reached, every other one is, none below its Manhattan distance',
    () => {
      const targets = [3, 9, 1, 6, 4]; // free cells 0, 2 and 5 are each cut off
      const table = buildPatternTable(neighbour, targets);
      expect(table.length).toBe(16 ** 5);
      const manhattan = (a: number, b: number): number => Math.abs(row(a) - row(b)) + Math.abs(col(a) - col(b));
      const problems: string[] = [];
      for (let index = 0; index < table.length; index++) {
        const cells = targets.map((_, j) => Math.floor(index / 16 ** j) % 16);
        const valid = new Set(cells).size === cells.length;
        const least = cells.reduce((sum, cell, j) => sum + manhattan(cell, targets[j]), 0);
        if (valid ? table[index] === 255 || table[index] < least : table[index] !== 255)
          problems.push(`${cells.join()}: ${table[index]}`);
        if (problems.length > 5) break;
      }
      expect(problems).toEqual([]);
      expect(table[targets.reduce((sum, cell, j) => sum + cell * 16 ** j, 0)]).toBe(0);
    },
  );

  it('returns a new table on every call (it does not cache)', () => {
    const a = buildPatternTable(neighbour, [5]);
    const b = buildPatternTable(neighbour, [5]);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });
});

describe('patternTable', () => {
  it('searches for a group it has not seen, records it, and returns the same table on the next call', () => {
    const targets = freshTargetsOfSize([4, 5]);
    const began = performance.now();
    const table = patternTable(neighbour, targets);
    const took = performance.now() - began;
    expectSameTable(table, buildPatternTable(neighbour, targets));
    expect(patternTable(neighbour, [...targets])).toBe(table);
    const infos = infoOf(targets);
    expect(infos).toHaveLength(1);
    const [info] = infos;
    expect(info.targets).toEqual(targets);
    expect(info.bytes).toBe(16 ** targets.length);
    expect(info.derivedFrom).toBeUndefined();
    expect('loaded' in info).toBe(false);
    expect(info.buildMs).toBeGreaterThanOrEqual(0);
    expect(info.buildMs).toBeLessThanOrEqual(took);
    expect(patternTablesBuilt().at(-1)).toBe(info);
  });

  it(
    'reads each mirror image, rotation or reordering of a built ' +
      'group through the symmetry, with the values a search gives',
    () => {
      const targets = freshTargetsOfSize([4, 5], true);
      patternTable(neighbour, targets);
      const requests: number[][] = [[targets[2], targets[0], targets[3], targets[1], ...targets.slice(4)]];
      for (let s = 1; s < 8; s++) requests.push(targets.map((cell) => image(s, cell)).reverse());
      for (const request of requests) {
        const table = patternTable(neighbour, request);
        expectSameTable(table, buildPatternTable(neighbour, request));
        const [info] = infoOf(request);
        expect(info.derivedFrom).toEqual(targets);
        expect(info.bytes).toBe(16 ** targets.length);
        expect('loaded' in info).toBe(false);
        expect(patternTable(neighbour, request)).toBe(table);
      }
    },
  );

  it(
    'searches for a group whose cells lie inside a larger built ' +
      'group (only tables of as many tiles are read through a symmetry)',
    () => {
      const targets = freshTargetsOfSize([3, 4]);
      const larger = [...targets, [0, 1, 2, 3, 4].find((cell) => !targets.includes(cell))!];
      patternTable(neighbour, larger);
      const table = patternTable(neighbour, targets);
      expect(infoOf(targets)[0].derivedFrom).toBeUndefined();
      expectSameTable(table, buildPatternTable(neighbour, targets));
    },
  );

  it(
    'asks the store for a table it has not seen (by name and size), ' +
      'saves what it searched, and does not mark it loaded',
    () => {
      const targets = freshTargetsOfSize([4, 5]);
      const loads: [string, number][] = [];
      const saves: [string, Uint8Array][] = [];
      setPatternTableStore({
        load: (name, bytes) => {
          loads.push([name, bytes]);
          return null;
        },
        save: (name, table) => saves.push([name, table]),
      });
      const table = patternTable(neighbour, targets);
      const name = `lexpath-pdb4x4-v1-${targets.join('-')}`;
      // its own name first, then each symmetric image's (ascending, as the groups are)
      const images = SQUARE_SYMMETRIES.map((_, s) =>
        targets
          .map((cell) => image(s, cell))
          .sort((a, b) => a - b)
          .join('-'),
      );
      expect(loads[0]).toEqual([name, 16 ** targets.length]);
      expect(new Set(loads.slice(1).map(([n]) => n))).toEqual(new Set(images.map((i) => `lexpath-pdb4x4-v1-${i}`)));
      expect(loads.every(([, bytes]) => bytes === 16 ** targets.length)).toBe(true);
      const asked = loads.length;
      expect(saves).toHaveLength(1);
      expect(saves[0][0]).toBe(name);
      expect(saves[0][1]).toEqual(table);
      expect(table.buffer).toBeInstanceOf(SharedArrayBuffer); // kept where verify's threads share it
      expectSameTable(table, buildPatternTable(neighbour, targets));
      const [info] = infoOf(targets);
      expect('loaded' in info).toBe(false);
      expect(info.derivedFrom).toBeUndefined();
      // a second call, a symmetric image and a reordering never reach the store
      expect(patternTable(neighbour, targets)).toBe(table);
      patternTable(
        neighbour,
        targets.map((cell) => image(1, cell)),
      );
      patternTable(neighbour, [...targets].reverse());
      expect(loads).toHaveLength(asked);
      expect(saves).toHaveLength(1);
    },
  );

  it("reads a symmetric image's table the store keeps through the symmetry, searches nothing and saves nothing", () => {
    const targets = freshTargetsOfSize([4, 5], true);
    const kept = targets.map((cell) => image(1, cell)).sort((a, b) => a - b);
    const keptName = `lexpath-pdb4x4-v1-${kept.join('-')}`;
    const saves: string[] = [];
    setPatternTableStore({
      load: (name) => (name === keptName ? buildPatternTable(neighbour, kept) : null),
      save: (name) => saves.push(name),
    });
    expectSameTable(patternTable(neighbour, targets), buildPatternTable(neighbour, targets));
    expect(saves).toEqual([]);
    const [info] = infoOf(targets);
    expect(info.loaded).toBe(true);
    expect(info.derivedFrom).toEqual(kept);
  });

  it('uses the table the store returns, saves nothing and marks it loaded', () => {
    const targets = freshTargetsOfSize([4, 5]);
    const stored = randomTable(16 ** targets.length, 99);
    const loads: [string, number][] = [];
    const saves: string[] = [];
    setPatternTableStore({
      load: (name, bytes) => {
        loads.push([name, bytes]);
        return stored;
      },
      save: (name) => saves.push(name),
    });
    expect(patternTable(neighbour, targets)).toEqual(stored);
    expect(loads).toEqual([[`lexpath-pdb4x4-v1-${targets.join('-')}`, 16 ** targets.length]]);
    expect(saves).toEqual([]);
    const [info] = infoOf(targets);
    expect(info.loaded).toBe(true);
    expect(info.derivedFrom).toBeUndefined();
    expect(info.bytes).toBe(stored.byteLength);
  });

  it('forgets the store once it is set back to null', () => {
    const calls: string[] = [];
    setPatternTableStore({
      load: (name) => {
        calls.push(name);
        return null;
      },
      save: (name) => calls.push(name),
    });
    setPatternTableStore(null);
    const targets = freshTargetsOfSize([4, 5]);
    const table = patternTable(neighbour, targets);
    expect(calls).toEqual([]);
    expectSameTable(table, buildPatternTable(neighbour, targets));
  });
});

describe('patternGroups', () => {
  it(
    'splits the 15 tiles of every goal into the rest of the blank row, ' +
      'then columns 0-1 and columns 2-3 of the other rows, ascending',
    () => {
      for (let goalBlank = 0; goalBlank < 16; goalBlank++) {
        const cells = Array.from({ length: 16 }, (_, i) => i).filter((cell) => cell !== goalBlank);
        const blankRow = row(goalBlank);
        expect(patternGroups(goalBlank)).toEqual([
          cells.filter((cell) => row(cell) === blankRow),
          cells.filter((cell) => row(cell) !== blankRow && col(cell) <= 1),
          cells.filter((cell) => row(cell) !== blankRow && col(cell) >= 2),
        ]);
      }
    },
  );
});

describe('goalReflection', () => {
  it(
    'is the transpose for a blank on the main diagonal, ' +
      'the reflection across the other diagonal for one on it, and null elsewhere',
    () => {
      for (let goalBlank = 0; goalBlank < 16; goalBlank++) {
        const r = row(goalBlank);
        const c = col(goalBlank);
        const reflection = goalReflection(goalBlank);
        if (r === c) {
          expect(reflection).toEqual(Int32Array.from({ length: 16 }, (_, cell) => at(col(cell), row(cell))));
        } else if (r + c === 3) {
          expect(reflection).toEqual(Int32Array.from({ length: 16 }, (_, cell) => at(3 - col(cell), 3 - row(cell))));
        } else {
          expect(reflection).toBeNull();
        }
        if (reflection) expect(reflection[goalBlank]).toBe(goalBlank);
      }
    },
  );
});

describe('PatternHeuristic', () => {
  // Stand-in tables of random bytes (the group sizes are 3, 6 and 6 for every goal blank), so that
  // every index the heuristic reads shows in the sums.
  const fakeTables = [randomTable(16 ** 3, 1), randomTable(16 ** 6, 2), randomTable(16 ** 6, 3)];
  // Others for the reflected goal's groups where that goal is another (blank off the diagonals).
  const otherFakeTables = [randomTable(16 ** 3, 4), randomTable(16 ** 6, 5), randomTable(16 ** 6, 6)];
  const AT = 17;

  /** The reflection the second sum reads the board through, written from the diagonals (else the transpose). */
  function reflectionOf(goalBlank: number): number[] {
    const r = row(goalBlank);
    const c = col(goalBlank);
    if (r + c === 3 && r !== c) return Array.from({ length: 16 }, (_, cell) => at(3 - col(cell), 3 - row(cell)));
    return Array.from({ length: 16 }, (_, cell) => at(col(cell), row(cell)));
  }

  /** The groups of the reflected goal (the goal's own where the reflection keeps the goal blank). */
  function mirroredGroupsOf(goalBlank: number): number[][] {
    return patternGroups(reflectionOf(goalBlank)[goalBlank]);
  }

  const tablesOf = (goalBlank: number): Uint8Array[] =>
    reflectionOf(goalBlank)[goalBlank] === goalBlank ? fakeTables : otherFakeTables;

  /** The group indices of a board: digit j of group g's index is the cell of its j-th tile. */
  function indicesOf(cells: readonly number[], groups: number[][]): number[] {
    return groups.map((targets) => targets.reduce((sum, tile, j) => sum + cells.indexOf(tile) * 16 ** j, 0));
  }

  /** What initialise must write: the indices of the board and of its reflection, then both sums. */
  function expectedSlots(cells: readonly number[], goalBlank: number): number[] {
    const groups = patternGroups(goalBlank);
    const reflect = reflectionOf(goalBlank);
    const plain = indicesOf(cells, groups);
    const reflected = new Array<number>(16);
    for (let cell = 0; cell < 16; cell++) reflected[reflect[cell]] = reflect[cells[cell]];
    const mirrored = indicesOf(reflected, mirroredGroupsOf(goalBlank));
    const total = (indices: number[], tables: Uint8Array[]): number =>
      indices.reduce((sum, index, g) => sum + tables[g][index], 0);
    return [...plain, ...mirrored, total(plain, fakeTables), total(mirrored, tablesOf(goalBlank))];
  }

  function heuristic(goalBlank: number, offset = AT): PatternHeuristic {
    const h = new PatternHeuristic(board, goalBlank);
    h.table = fakeTables;
    h.mirroredTable = tablesOf(goalBlank);
    expect(h.sumSlot(offset)).toBe(offset + 6);
    return h;
  }

  /** A state laid out as SlidingSpace lays it out: the cells, the blank's cell, then (at `offset`) the slots. */
  function stateOf(cells: readonly number[], goalBlank: number, offset = AT): Int32Array {
    const state = new Int32Array(offset + 8).fill(-1);
    state.set(cells);
    state[16] = cells.indexOf(goalBlank);
    return state;
  }

  const hOf = (slots: number[]): number => Math.max(slots[6], slots[7]);

  it('refuses boards that are not 4x4', () => {
    for (const [rows, cols] of [
      [3, 3],
      [4, 3],
      [3, 4],
      [4, 5],
    ]) {
      expect(() => new PatternHeuristic(new Board(rows, cols), 0)).toThrow(
        new RangeError('pattern databases are for 4x4 boards'),
      );
    }
  });

  it('has three groups and eight slots, and builds no table until it is used', () => {
    const h = new PatternHeuristic(board, 6);
    expect(h.groupCount).toBe(3);
    expect(h.slots).toBe(8);
    expect(h.sumSlot(0)).toBe(6);
    expect(h.sumSlot(17)).toBe(23);
    expect(h.goalBlank).toBe(6);
    expect(h.neighbour).toBe(neighbour);
    expect(h.table).toEqual([]);
    expect(h.mirroredTable).toEqual([]);
  });

  it("shares the tables of a goal its reflection keeps, and reads another goal's through its own (goal blanks 0, 1)", () => {
    for (const goalBlank of [0, 1]) {
      const h = new PatternHeuristic(board, goalBlank);
      h.prepare();
      const keeps = reflectionOf(goalBlank)[goalBlank] === goalBlank;
      expect(h.mirroredTable === h.table, `goal blank ${goalBlank}`).toBe(keeps);
      expect(h.mirroredTable).toHaveLength(3);
    }
  });

  it('knows the group of every tile in the board and in its reflection', () => {
    for (let goalBlank = 0; goalBlank < 16; goalBlank++) {
      const h = new PatternHeuristic(board, goalBlank);
      const groups = patternGroups(goalBlank);
      const reflect = reflectionOf(goalBlank);
      const mirrored = mirroredGroupsOf(goalBlank);
      for (let tile = 0; tile < 16; tile++) {
        if (tile === goalBlank) continue;
        const g = groups.findIndex((targets) => targets.includes(tile));
        expect(h.group[tile]).toBe(g);
        expect(h.reflectedGroup[tile]).toBe(mirrored.findIndex((targets) => targets.includes(reflect[tile])));
      }
    }
  });

  it(
    'fills the slots with each group index of the board and of its reflection, ' +
      'and both sums (random boards; every goal blank; two slot offsets)',
    () => {
      const random = seededRandom(5);
      for (let goalBlank = 0; goalBlank < 16; goalBlank++) {
        for (const offset of [AT, 30]) {
          const h = heuristic(goalBlank, offset);
          for (let i = 0; i < 6; i++) {
            const cells = shuffled(random);
            const state = stateOf(cells, goalBlank, offset);
            h.initialise(state, offset);
            expect(Array.from(state.subarray(0, 17))).toEqual([...cells, cells.indexOf(goalBlank)]);
            expect(Array.from(state.subarray(17, offset))).toEqual(new Array(offset - 17).fill(-1));
            expect(Array.from(state.subarray(offset))).toEqual(expectedSlots(cells, goalBlank));
          }
        }
      }
    },
  );

  it(
    'gives for every tile and move the change of h (delta) ' +
      'and of every slot (move) that filling the slots afresh gives',
    () => {
      const random = seededRandom(9);
      let checked = 0;
      for (let goalBlank = 0; goalBlank < 16; goalBlank++) {
        const h = heuristic(goalBlank);
        for (let tile = 0; tile < 16; tile++) {
          if (tile === goalBlank) continue;
          for (let move = 0; move < 4; move++) {
            for (let blank = 0; blank < 16; blank++) {
              const to = neighbour[blank * 4 + move];
              if (to < 0) continue;
              // a random board with the blank on `blank` and `tile` where the move sends the blank
              const cells = shuffled(random);
              const swap = (a: number, b: number): void => {
                const i = cells.indexOf(a);
                const j = cells.indexOf(b);
                [cells[i], cells[j]] = [cells[j], cells[i]];
              };
              swap(goalBlank, cells[blank]);
              swap(tile, cells[to]);
              expect([cells[blank], cells[to]]).toEqual([goalBlank, tile]);
              const state = stateOf(cells, goalBlank);
              h.initialise(state, AT);
              const before = expectedSlots(cells, goalBlank);
              const moved = [...cells];
              moved[blank] = tile;
              moved[to] = goalBlank;
              const after = expectedSlots(moved, goalBlank);
              expect(h.delta(state, AT, tile, move)).toBe(hOf(after) - hOf(before));
              expect(Array.from(state.subarray(AT))).toEqual(before);
              h.move(state, AT, tile, move);
              expect(Array.from(state.subarray(AT))).toEqual(after);
              expect(Array.from(state.subarray(0, 17))).toEqual([...cells, blank]);
              checked++;
              break; // one blank cell per (tile, move) is enough; the next tile takes the next
            }
          }
        }
      }
      expect(checked).toBe(16 * 15 * 4);
    },
  );

  it('keeps delta and the slots right along random walks, with slots at another offset', () => {
    const random = seededRandom(13);
    for (const goalBlank of [0, 3, 5, 7, 9, 12]) {
      const offset = 25;
      const h = heuristic(goalBlank, offset);
      const cells = shuffled(random);
      const state = stateOf(cells, goalBlank, offset);
      h.initialise(state, offset);
      for (let step = 0; step < 150; step++) {
        const blank = cells.indexOf(goalBlank);
        const move = Math.floor(random() * 4);
        const to = neighbour[blank * 4 + move];
        if (to < 0) continue;
        const tile = cells[to];
        const before = expectedSlots(cells, goalBlank);
        cells[blank] = tile;
        cells[to] = goalBlank;
        const after = expectedSlots(cells, goalBlank);
        expect(h.delta(state, offset, tile, move)).toBe(hOf(after) - hOf(before));
        h.move(state, offset, tile, move);
        expect(Array.from(state.subarray(offset))).toEqual(after);
      }
    }
  });

  it('takes its tables from patternTable on first use, once (prepare and initialise)', () => {
    // A store hands out stand-in tables, so no 6-tile table is searched for here.
    const store: PatternTableStore = { load: (_name, bytes) => new Uint8Array(bytes).fill(1), save: () => undefined };
    setPatternTableStore(store);
    const h = new PatternHeuristic(board, 4);
    h.prepare();
    const groups = patternGroups(4);
    expect(h.table).toHaveLength(3);
    groups.forEach((targets, g) => {
      expect(h.table[g]).toBe(patternTable(neighbour, targets));
    });
    const tables = h.table;
    h.prepare();
    expect(h.table).toBe(tables);

    const fresh = new PatternHeuristic(board, 4);
    const state = stateOf(shuffled(seededRandom(3)), 4);
    fresh.initialise(state, AT);
    expect(fresh.table).toHaveLength(3);
    groups.forEach((targets, g) => {
      expect(fresh.table[g]).toBe(patternTable(neighbour, targets));
    });

    // a heuristic given its tables keeps them
    const given = heuristic(4);
    given.prepare();
    expect(given.table).toBe(fakeTables);
  });
});
