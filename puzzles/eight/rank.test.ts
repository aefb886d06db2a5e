/**
 * puzzles/eight/rank.ts on its own, cheaply enough to repeat per mutant: the rank arithmetic of `neighbour`
 * against unrank / apply / rank, and the three class tables of the fast BFS checked as distances
 * (the goal alone at 0, every other reached rank one more than its nearest neighbour) rather than
 * against a second BFS (bfs-table.test.ts does that).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEightClassTables, EIGHT_CLASS_REPRESENTATIVES, EightRanker } from './rank.js';
import { eightSpace } from './space.js';

const RANKS = 362_880;
const UNREACHED = 255;

describe('EightRanker', () => {
  it('the class representative of each goal blank: corners 0, edges 1, centre 4', () => {
    expect(Array.from({ length: 9 }, (_, blank) => new EightRanker(blank).representative)).toEqual([
      0, 1, 0, 1, 4, 1, 0, 1, 0,
    ]);
  });

  it('neighbour(rank, move) is the rank after the move (or -1 when illegal), for every goal blank', () => {
    fc.assert(
      fc.property(fc.nat({ max: 8 }), fc.nat({ max: RANKS - 1 }), (blank, rank) => {
        const space = eightSpace(blank);
        const ranker = new EightRanker(blank);
        for (let move = 0; move < 4; move++) {
          const state = space.newState();
          space.unrank(rank, state);
          const expected = space.apply(state, move) ? space.rank(state) : -1;
          expect(ranker.neighbour(rank, move), `blank ${blank}, move ${move}`).toBe(expected);
        }
      }),
      { seed: 1340, numRuns: 2000 },
    );
  });
});

describe('EightRanker rank and unrank', () => {
  it(
    'a ranker built in the test ranks and unranks every sampled state as the one its ' +
      'space built when the module loaded, round trip included, for every goal blank',
    () => {
      fc.assert(
        fc.property(fc.nat({ max: 8 }), fc.nat({ max: RANKS - 1 }), (blank, rank) => {
          const space = eightSpace(blank);
          const ranker = new EightRanker(blank);
          const expected = space.newState();
          space.unrank(rank, expected);
          const state = space.newState();
          ranker.unrank(rank, state);
          expect(Array.from(state), `blank ${blank}, rank ${rank}`).toEqual(Array.from(expected));
          expect(ranker.rank(state)).toBe(rank);
        }),
        { seed: 1341, numRuns: 2000 },
      );
    },
  );
});

describe('buildEightClassTables', () => {
  const tables = buildEightClassTables();

  it('gives one table of 9! entries per class, in the order of EIGHT_CLASS_REPRESENTATIVES', () => {
    expect(EIGHT_CLASS_REPRESENTATIVES).toEqual([0, 1, 4]);
    expect(tables.map((t) => t.length)).toEqual([RANKS, RANKS, RANKS]);
  });

  it.each([0, 1, 2])(
    'class %i: exact distances (goal alone at 0, each other reached rank 1 + its nearest neighbour, half unreached)',
    (k) => {
      const table = tables[k];
      const ranker = new EightRanker(EIGHT_CLASS_REPRESENTATIVES[k]);
      let reached = 0;
      for (let rank = 0; rank < RANKS; rank++) {
        const d = table[rank];
        let nearest = UNREACHED;
        for (let move = 0; move < 4; move++) {
          const next = ranker.neighbour(rank, move);
          if (next >= 0) nearest = Math.min(nearest, table[next]);
        }
        if (d === UNREACHED) {
          if (nearest !== UNREACHED) expect.fail(`rank ${rank} is unreached but next to a reached one`);
          continue;
        }
        reached++;
        if (rank === 0 ? d !== 0 : d !== nearest + 1)
          expect.fail(`rank ${rank}: distance ${d}, nearest neighbour ${nearest}`);
      }
      expect(reached).toBe(RANKS / 2);
    },
  );
});
