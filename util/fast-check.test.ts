import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastCheck } from './fast-check.js';

/** A tuple like the puzzles' random cases: a shuffled board and a walk. */
function walkedBoard(f: typeof fc) {
  return f.tuple(
    f.shuffledSubarray(['1', '2', '3', '4', '5', '6', '7', '8', 'X'], { minLength: 9, maxLength: 9 }),
    f.array(f.integer({ min: 0, max: 7 }), { maxLength: 20 }),
  );
}

describe('fastCheck (loaded on first use)', () => {
  it("draws the same values for a seed as fast-check's ES module build", () => {
    for (const seed of [1, 20261203, -7])
      expect(fastCheck().sample(walkedBoard(fastCheck()), { seed, numRuns: 200 })).toEqual(
        fc.sample(walkedBoard(fc), { seed, numRuns: 200 }),
      );
  });
});
