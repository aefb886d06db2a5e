/**
 * IDA*'s loop over iterations when the space runs each iteration itself (capabilities.ts:
 * boundedSearch), with a scripted iteration on a hand-drawn graph: which bounds it asks for, how it
 * adds the counts, what it returns, and when it stops.
 */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import type { BoundedSearchResult } from './capabilities.js';
import { movesToString } from './space.js';
import { idastar } from './idastar.js';

/** S x a, a y b, b x G, with h(S) = 1: the true distance is 3, so the first bound (1) is low. */
const graph = graphSpace({
  nodes: ['S', 'a', 'b', 'G'],
  moveLetters: 'xy',
  edges: [
    ['S', 'x', 'a'],
    ['a', 'y', 'b'],
    ['b', 'x', 'G'],
  ],
  goals: ['G'],
  h: { S: 1, a: 1, b: 1 },
});

/** The graph with a scripted boundedSearch: each call records its bound and returns the next result. */
function scripted(results: readonly BoundedSearchResult[], extra: object = {}) {
  const bounds: number[] = [];
  const space = Object.create(graph, {
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, { value: v }])),
    boundedSearch: {
      value: (_state: Int32Array, bound: number, path: Uint8Array): BoundedSearchResult => {
        bounds.push(bound);
        const result = results[bounds.length - 1];
        if (result.length >= 0) path.set([0, 1, 0].slice(0, result.length)); // x y x
        return result;
      },
    },
  }) as typeof graph;
  return { space, bounds };
}

describe("IDA* over a space's own iterations (boundedSearch)", () => {
  it(
    'starts at h(start), follows each next bound, adds up the counts, ' +
      'and returns the moves of the iteration that found the goal',
    () => {
      const { space, bounds } = scripted([
        { length: -1, nextBound: 3, expanded: 2, generated: 3 },
        { length: 3, nextBound: 99, expanded: 4, generated: 5 },
      ]);
      const outcome = idastar(space, space.state('S'), 10);
      expect(bounds).toEqual([1, 3]);
      expect(outcome.found && movesToString(space, outcome.moves)).toBe('xyx');
      expect(outcome.stats).toEqual({ expanded: 6, generated: 8 });
    },
  );

  it('stops with nothing found once the next bound is over maxLength, with the counts so far', () => {
    const { space, bounds } = scripted([
      { length: -1, nextBound: 3, expanded: 2, generated: 3 },
      { length: -1, nextBound: 5, expanded: 4, generated: 5 },
    ]);
    const outcome = idastar(space, space.state('S'), 4);
    expect(bounds).toEqual([1, 3]);
    expect(outcome).toEqual({ found: false, stats: { expanded: 6, generated: 8 } });
  });

  it('searches at a bound equal to maxLength', () => {
    const { space, bounds } = scripted([{ length: 1, nextBound: 9, expanded: 1, generated: 1 }]);
    expect(idastar(space, space.state('S'), 1).found).toBe(true);
    expect(bounds).toEqual([1]);
  });

  it(
    'stops with nothing found when an iteration had no child over ' +
      'the bound (next bound Infinity: the reachable space is exhausted)',
    () => {
      const { space, bounds } = scripted([{ length: -1, nextBound: Infinity, expanded: 3, generated: 4 }]);
      expect(idastar(space, space.state('S'), 2 ** 30)).toEqual({ found: false, stats: { expanded: 3, generated: 4 } });
      expect(bounds).toEqual([1]);
    },
  );

  it('runs its own loop instead where the space prunes commuting moves (the iteration does not)', () => {
    const { space, bounds } = scripted([], { commutes: () => false });
    const outcome = idastar(space, space.state('S'), 10);
    expect(bounds).toEqual([]);
    expect(outcome.found && movesToString(space, outcome.moves)).toBe('xyx');
  });

  it('returns the empty answer when the iteration finds the start is a goal (length 0)', () => {
    const { space, bounds } = scripted([{ length: 0, nextBound: Infinity, expanded: 0, generated: 0 }]);
    const outcome = idastar(space, space.state('S'), 10);
    expect(outcome.found && outcome.moves.length).toBe(0);
    expect(bounds).toEqual([1]);
  });
});

describe("IDA*'s own loop", () => {
  it(
    'stops when an iteration had no child over the bound, even when maxLength ' +
      'is above every bound it could set (an unreachable goal, maxLength 2^30)',
    () => {
      // Bound 0: S expanded, a generated (f = 1, over). Bound 1: S and a expanded, a's only move undoes
      // the last one. Nothing was over the bound, so the search ends: 3 expanded, 2 generated.
      const apart = graphSpace({ nodes: ['S', 'a', 'G'], moveLetters: 'x', edges: [['S', 'x', 'a']], goals: ['G'] });
      expect(idastar(apart, apart.state('S'), 2 ** 30)).toEqual({ found: false, stats: { expanded: 3, generated: 2 } });
    },
  );
});
