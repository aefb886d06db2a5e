import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { disjointBound, EXACT_LIMIT, minimalCover, type CoverCandidate } from './cover.js';

const file = (kills: number[], cases = 1): CoverCandidate => ({ kills, cases });

/** Whether the chosen candidates kill every program some candidate kills. */
function covers(candidates: readonly CoverCandidate[], chosen: readonly number[], programs: number): boolean {
  const killable = new Set(candidates.flatMap((c) => c.kills));
  const killed = new Set(chosen.flatMap((i) => candidates[i].kills));
  return Array.from({ length: programs }, (_, p) => p).every((p) => !killable.has(p) || killed.has(p));
}

describe('minimalCover', () => {
  it('beats greedy where greedy takes the big file first', () => {
    // Greedy takes {0,1,2,3} first, then needs two more; {0,1,4} and {2,3,5} do it in two.
    const candidates = [file([0, 1, 2, 3]), file([0, 1, 4]), file([2, 3, 5]), file([4]), file([5])];
    const cover = minimalCover(candidates, 6);
    expect([cover.chosen, cover.greedy, cover.lowerBound, cover.exact]).toEqual([[1, 2], 3, 2, true]);
  });

  it('takes the file with fewer cases among covers of as many files', () => {
    expect(minimalCover([file([0, 1], 200), file([0, 1], 3)], 2).chosen).toEqual([1]);
  });

  it('reports the programs no candidate kills, and covers the rest', () => {
    const cover = minimalCover([file([0]), file([2])], 3);
    expect([cover.chosen, cover.uncovered]).toEqual([[0, 1], [1]]);
  });

  it('chooses no file when there is nothing to kill', () => {
    expect(minimalCover([], 0).chosen).toEqual([]);
  });

  it('counts the programs no file kills two of as a lower bound', () => {
    expect(disjointBound([file([0, 1]), file([2]), file([1, 3])], 4)).toBe(3);
    // Every two programs share a file: the bound is 1, though two files are needed.
    expect(disjointBound([file([0, 1]), file([1, 2]), file([0, 2])], 3)).toBe(1);
  });

  it('falls back to greedy with a lower bound past the exact limit', () => {
    const programs = EXACT_LIMIT + 2;
    const candidates = Array.from({ length: programs }, (_, p) => file([p]));
    const cover = minimalCover(candidates, programs);
    expect([cover.chosen.length, cover.lowerBound, cover.exact]).toEqual([programs, programs, true]);
  });

  it('always covers, never has more files than greedy, and never fewer than its lower bound', () => {
    const candidate = fc.record({
      kills: fc.uniqueArray(fc.nat(7), { maxLength: 5 }),
      cases: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 9 }), (candidates) => {
        const cover = minimalCover(candidates, 8);
        expect(covers(candidates, cover.chosen, 8)).toBe(true);
        expect(cover.chosen.length).toBeLessThanOrEqual(cover.greedy);
        expect(cover.chosen.length).toBeGreaterThanOrEqual(disjointBound(candidates, 8));
      }),
      { seed: 36, numRuns: 300 },
    );
  });
});
