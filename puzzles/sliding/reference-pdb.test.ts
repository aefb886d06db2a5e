import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Oracle, plainReferenceSearch } from '../../oracle/oracle.js';
import { seededRandom } from '../../util/random.js';
import { KORF_100 } from './korf.js';
import { goalReflection, patternGroups } from './pdb/groups.js';
import { buildPatternTable } from './pdb/table-search.js';
import { spreadTable } from './reference-layout.js';
import { buildReferenceTable, referencePatternHeuristic, referenceViews } from './reference-pdb.js';
import { placementNumber, placementOf, placementTotal } from './reference-table.js';
import { walk } from './shrink.js';
import { slidingFamily, slidingPuzzle, SlidingSpace, type SlidingCase } from './space.js';
import type { CorpusFile } from '../kit/corpus-entry.js';

const family = slidingFamily(4, 4);
const puzzle = slidingPuzzle(4, 4);

/** A seeded 4x4 case: a random goal, then a walk of `length` moves from it. */
function walked(seed: number, length: number): SlidingCase {
  const random = seededRandom(seed);
  const goal = Array.from({ length: 16 }, (_, i) => i);
  for (let i = 15; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [goal[i], goal[j]] = [goal[j], goal[i]];
  }
  let start = [...goal];
  for (let step = 0; step < length; step++) start = walk(family.board.neighbour, start, Math.floor(random() * 4));
  return { start, goal };
}

function heuristicOf(c: SlidingCase): number {
  const [sub] = puzzle.subproblems(c);
  return referencePatternHeuristic(sub.space, Int32Array.from(sub.start));
}

describe("the oracle's own 4x4 pattern tables", () => {
  it("builds a one-tile table equal to each cell's grid distance from the tile's home", () => {
    const table = buildReferenceTable([6]);
    for (let cell = 0; cell < 16; cell++) expect(table[cell]).toBe(family.board.manhattan[cell * 16 + 6]);
  });

  it("splits the 15 tiles two ways, 6-6-3 by rows and by columns, for every goal blank; no group is one of the solvers' groups or their reflections", () => {
    for (let blank = 0; blank < 16; blank++) {
      const reflect = goalReflection(blank);
      const solvers = patternGroups(blank);
      const theirs = [...solvers, ...(reflect ? solvers.map((g) => g.map((cell) => reflect[cell])) : [])].map((g) =>
        [...g].sort((a, b) => a - b).join(),
      );
      for (const groups of referenceViews(blank)) {
        expect(groups.map((g) => g.length)).toEqual([6, 6, 3]);
        expect(new Set(groups.flat())).toEqual(
          new Set(Array.from({ length: 16 }, (_, c) => c).filter((c) => c !== blank)),
        );
        for (const g of groups) expect(theirs).not.toContain([...g].sort((a, b) => a - b).join());
      }
    }
  });

  it('numbers the placements of k tiles one to one, and back (k = 1, 2, 3; 2,000 of 7)', () => {
    for (const k of [1, 2, 3]) {
      const cells = new Int32Array(k);
      const numbers = new Set<number>();
      for (let number = 0; number < placementTotal(k); number++) {
        placementOf(number, k, cells);
        expect(new Set(cells).size).toBe(k);
        expect(placementNumber(cells, k)).toBe(number);
        numbers.add(number);
      }
      expect(numbers.size).toBe([16, 240, 3360][k - 1]);
    }
    const random = seededRandom(8);
    const cells = new Int32Array(7);
    for (let i = 0; i < 2000; i++) {
      const number = Math.floor(random() * placementTotal(7));
      placementOf(number, 7, cells);
      expect(placementNumber(cells, 7)).toBe(number);
    }
  });

  it.each([[[1, 4]], [[3, 9, 1, 6, 4]], [[13, 2, 8]]])(
    "builds the table of %j with the values of the solvers' builder, placement by placement, packed and spread (two independent builds)",
    (targets) => {
      const k = targets.length;
      const ours = buildReferenceTable(targets);
      const spread = spreadTable(ours, k);
      const theirs = buildPatternTable(family.board.neighbour, targets);
      const cells = new Int32Array(k);
      let differ = 0;
      for (let number = 0; number < placementTotal(k); number++) {
        placementOf(number, k, cells);
        let index = 0;
        for (let j = 0; j < k; j++) index += cells[j] * 16 ** j;
        if (ours[number] !== theirs[index] || spread[index] !== theirs[index]) differ++;
      }
      expect(ours.length).toBe(placementTotal(k));
      expect(differ).toBe(0);
    },
  );

  it('never overestimates and never falls below Manhattan distance (40 seeded walks, every goal blank)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const length = seed % 24;
      const c = walked(seed, length);
      const [sub] = puzzle.subproblems(c);
      const state = Int32Array.from(sub.start);
      const h = heuristicOf(c);
      let manhattan = 0;
      for (let cell = 0; cell < 16; cell++) {
        if (state[cell] !== (sub.space as SlidingSpace).goalBlank)
          manhattan += family.board.manhattan[cell * 16 + state[cell]];
      }
      expect(h).toBeLessThanOrEqual(length);
      expect(h).toBeGreaterThanOrEqual(manhattan);
    }
  });

  it(
    'follows a board move by move to the same values as ' + 'from scratch (every goal blank, random walks and undos)',
    () => {
      const tracker = referencePatternHeuristic.tracker!;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 15 }),
          fc.integer({ min: 0, max: 15 }),
          fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 60 }),
          (goalBlank, from, moves) => {
            const space = new SlidingSpace(family.board, goalBlank);
            const start = space.newState(); // the goal board turned by `from` cells, then walked
            for (let cell = 0; cell < 16; cell++) start[cell] = (cell + from) % 16;
            space.complete(start);
            const following = tracker(space);
            expect(following.reset(start)).toBe(referencePatternHeuristic(space, start));
            for (const move of moves) {
              if (!space.apply(start, move)) continue;
              expect(following.moved(start)).toBe(referencePatternHeuristic(space, start));
            }
          },
        ),
        { seed: 4242, numRuns: 300 },
      );
    },
  );

  it(
    "lets the oracle's search find Korf's recorded answers " +
      '(instances 2 and 100), with no recorded answer to lean on',
    () => {
      const korf = JSON.parse(readFileSync(KORF_100.corpus, 'utf8')) as CorpusFile;
      const oracle = new Oracle(puzzle, referencePatternHeuristic);
      for (const index of [1, 99]) {
        const entry = korf.cases[index];
        const c = { start: entry.start.split(' ').map(Number), goal: entry.goal!.split(' ').map(Number) };
        expect(oracle.expected(c)?.moves).toBe(entry.answer);
      }
    },
  );

  it(
    'searches on its own board to the answers of the plain reference loop, and finds none within too low a ' +
      'limit (seeded walks of 0-40 moves, every goal blank)',
    () => {
      const { search } = referencePatternHeuristic;
      expect(search).toBeDefined();
      for (let seed = 1; seed <= 48; seed++) {
        const c = walked(seed, seed % 41);
        const [sub] = puzzle.subproblems(c);
        const plain = plainReferenceSearch(sub, referencePatternHeuristic, 80);
        expect(search!(sub.space, Int32Array.from(sub.start), 80)).toEqual(plain);
        if (plain && plain.length > 0)
          expect(search!(sub.space, Int32Array.from(sub.start), plain.length - 1)).toBeNull();
      }
    },
  );
});
