import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { Oracle } from '../../oracle/oracle.js';
import { seededRandom } from '../../util/random.js';
import { KORF_100 } from './korf.js';
import { patternGroups } from './pdb/groups.js';
import { buildReferenceTable, referenceGroups, referencePatternHeuristic } from './reference-pdb.js';
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

  it(
    'splits the 15 tiles into three groups of five, ' + "none of them one of the solvers' groups, for every goal blank",
    () => {
      for (let blank = 0; blank < 16; blank++) {
        const groups = referenceGroups(blank);
        expect(groups.map((g) => g.length)).toEqual([5, 5, 5]);
        expect(new Set(groups.flat())).toEqual(
          new Set(Array.from({ length: 16 }, (_, c) => c).filter((c) => c !== blank)),
        );
        const theirs = patternGroups(blank).map((g) => g.join());
        for (const g of groups) expect(theirs).not.toContain(g.join());
      }
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
});
