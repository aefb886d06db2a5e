/**
 * The fast distance-table builders against the generic BFS of bfs-table.ts, and the symmetry claim:
 * Eight spaces that share a table key have the same table, rank for rank.
 */
import { describe, expect, it } from 'vitest';
import type { FastSearchSpace } from './capabilities.js';
import { plainSpace } from '../test/plain-space.js';
import {
  buildDistanceTable,
  buildDistanceTableGeneric,
  clearDistanceTables,
  distanceTable,
  UNREACHED,
} from './bfs-table.js';
import { eightSpace } from '../puzzles/eight/space.js';
import { rotationSpace } from '../puzzles/rotation/space.js';

const EIGHT_BLANKS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Where two tables first differ (-1: same length and contents); much faster than toEqual on 9! entries. */
function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

describe('fast table builders equal the generic BFS', () => {
  const generic = new Map<number, Uint8Array>();
  const genericEight = (blank: number): Uint8Array => {
    let table = generic.get(blank);
    if (!table) {
      table = buildDistanceTableGeneric(eightSpace(blank));
      generic.set(blank, table);
    }
    return table;
  };

  it.each(EIGHT_BLANKS)('Eight, goal blank on cell %i: the class table is the generic BFS of this space', (blank) => {
    const space = eightSpace(blank) as FastSearchSpace;
    expect(space.buildDistanceTable).toBeDefined();
    expect(firstDifference(buildDistanceTable(space), genericEight(blank))).toBe(-1);
  });

  it(
    'Eight: the symmetry claim: spaces with one table key have equal ' +
      'generic tables, and the keys form the classes corner, edge, centre',
    () => {
      const byKey = new Map<string, number[]>();
      for (const blank of EIGHT_BLANKS) {
        const key = (eightSpace(blank) as FastSearchSpace).tableKey!;
        byKey.set(key, [...(byKey.get(key) ?? []), blank]);
      }
      expect([...byKey.values()].sort()).toEqual([[0, 2, 6, 8], [1, 3, 5, 7], [4]]);
      for (const blanks of byKey.values()) {
        for (const blank of blanks.slice(1))
          expect(firstDifference(genericEight(blank), genericEight(blanks[0]))).toBe(-1);
      }
    },
  );

  it('Eight: one table serves a whole class, and the classes differ', () => {
    expect(distanceTable(eightSpace(2))).toBe(distanceTable(eightSpace(8)));
    expect(firstDifference(genericEight(0), genericEight(1))).not.toBe(-1);
    expect(firstDifference(genericEight(0), genericEight(4))).not.toBe(-1);
  });

  it.each([8, 18, 22, 24])('Rotation, %i cells of a digit: the fast table is the generic BFS', (count) => {
    const space = rotationSpace(count) as FastSearchSpace;
    expect(space.buildDistanceTable).toBeDefined();
    const fast = buildDistanceTable(space);
    expect(firstDifference(fast, buildDistanceTableGeneric(space))).toBe(-1);
    expect(fast.length).toBe(space.rankCount);
  });

  it('every table marks the goals 0 and leaves exactly the unreachable ranks at UNREACHED', () => {
    const eight = genericEight(4);
    expect(eight.filter((d) => d === 0)).toHaveLength(1);
    expect(eight.filter((d) => d === UNREACHED)).toHaveLength(181_440);
    const rotation = buildDistanceTable(rotationSpace(22));
    expect(rotation.filter((d) => d === 0)).toHaveLength(120); // C(16, 14): the centre and 14 of the 16 other cells
    expect(rotation.includes(UNREACHED)).toBe(false);
  });
});

describe('distanceTable: the cache', () => {
  /** A space that only offers its table builders (the cache never searches it). */
  const fakeSpace = (tableKey: string, tables: Map<string, Uint8Array>): FastSearchSpace =>
    ({ key: `fake/${tableKey}`, tableKey, buildDistanceTables: () => tables }) as unknown as FastSearchSpace;

  it('builds a table once and returns the same one afterwards', () => {
    const space = plainSpace(rotationSpace(22));
    const table = distanceTable(space);
    expect(firstDifference(table, buildDistanceTableGeneric(rotationSpace(22)))).toBe(-1);
    expect(distanceTable(space)).toBe(table);
  });

  it("keeps tables apart by key: a plain wrapper does not get the fast space's table", () => {
    expect(distanceTable(plainSpace(rotationSpace(23)))).not.toBe(distanceTable(rotationSpace(23)));
  });

  it('clearDistanceTables forgets them: the next call builds a new table with the same contents', () => {
    const space = plainSpace(rotationSpace(21));
    const before = distanceTable(space);
    clearDistanceTables();
    const after = distanceTable(space);
    expect(after).not.toBe(before);
    expect(firstDifference(after, before)).toBe(-1);
  });

  it('keeps every table a multi-table build returns, and never replaces one it already has', () => {
    const first = Uint8Array.of(1);
    const again = Uint8Array.of(2);
    const other = Uint8Array.of(3);
    const kept = distanceTable(fakeSpace('cache-a', new Map([['cache-a', first]])));
    expect(kept).toEqual(first);
    expect(kept.buffer).toBeInstanceOf(SharedArrayBuffer); // shared with verify's threads
    const both = fakeSpace(
      'cache-b',
      new Map([
        ['cache-a', again],
        ['cache-b', other],
      ]),
    );
    expect(distanceTable(both)).toEqual(other);
    expect(distanceTable(fakeSpace('cache-a', new Map()))).toBe(kept);
  });
});
