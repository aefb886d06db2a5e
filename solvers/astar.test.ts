/**
 * A* on small hand-drawn graphs (test/graph-space.ts), for situations the puzzles do not set up on
 * demand: a goal of rank 0, a non-goal whose key equals the goal's, a stale heap entry. The expected
 * counters are counted by hand in the comments; keys are written (f, g).
 *
 * Where two entries have equal keys, the order they leave the heap is IntHeap's: with two equal
 * keys pushed one after the other and nothing else in the heap, the first pushed comes out first.
 */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import { astar } from './astar.js';
import { movesToString } from './space.js';

function answer(space: ReturnType<typeof graphSpace>, outcome: ReturnType<typeof astar>): string | false {
  return outcome.found && movesToString(space, outcome.moves);
}

describe('astar, two goals at the same depth', () => {
  it('keeps the goal of rank 0 when it was popped first and its path is smaller', () => {
    // S (h 1) --a--> G0 (rank 0), S --b--> G1. Both goals get key (1, 1); G0 is pushed first and
    // popped first, then G1's path "b" must lose the comparison with G0's "a".
    const space = graphSpace({
      nodes: ['G0', 'S', 'G1'],
      moveLetters: 'ab',
      edges: [
        ['S', 'a', 'G0'],
        ['S', 'b', 'G1'],
      ],
      goals: ['G0', 'G1'],
      h: { S: 1 },
    });
    expect(answer(space, astar(space, space.state('S'), 255))).toBe('a');
  });
});

describe('astar, a non-goal with the same key as the goal', () => {
  // S (h 1) --a--> G, S --b--> N. G and N (h 0, a dead end) both get key (1, 1). G is pushed first
  // and popped first; N, popped after it, must not be expanded: nothing beyond it can be shorter.
  // Counters: S expanded (a and b generated), then G popped and kept, then N skipped.
  it.each([
    ['the goal has rank 0', ['G', 'S', 'N']],
    ['the goal has rank 2', ['S', 'N', 'G']],
  ])('is not expanded once the goal is kept (%s)', (_what, nodes) => {
    const space = graphSpace({
      nodes,
      moveLetters: 'ab',
      edges: [
        ['S', 'a', 'G'],
        ['S', 'b', 'N'],
      ],
      goals: ['G'],
      h: { S: 1 },
    });
    const outcome = astar(space, space.state('S'), 255);
    expect(answer(space, outcome)).toBe('a');
    expect(outcome.stats).toEqual({ expanded: 1, generated: 2 });
  });
});

describe('astar, a state whose cost improves after it was first generated', () => {
  // S (h 1) has three ways out: a to A (h 0), b to C (h 2), c to the chain P1 .. P4, G (h 0), the
  // only way to the goal (distance 5). X (h 1) is a dead end reached as S-A-B-X (cost 3) and as
  // S-C-X (cost 2). h is consistent (graphSpace checks it), so the order of pops is:
  //   (1,0) S; (1,1) A, P1; (2,2) B, P2 -- B pushes X at (4,3); (3,1) C -- X improves to cost 2,
  //   pushed again at (3,2); (3,2) X; (3,3) P3; (4,3) X's first entry, stale: X is closed;
  //   (4,4) P4; (5,5) G.
  // Expanded: S, A, P1, B, P2, C, X, P3, P4 = 9. Generated: 3 for S, 2 for each of the other 8
  // (every node but S has two edges) = 19. Expanding X's stale entry again would make it 10 and 21.
  const space = graphSpace({
    nodes: ['S', 'A', 'B', 'C', 'X', 'P1', 'P2', 'P3', 'P4', 'G'],
    moveLetters: 'abc',
    edges: [
      ['S', 'a', 'A'],
      ['S', 'b', 'C'],
      ['S', 'c', 'P1'],
      ['A', 'b', 'B'],
      ['B', 'c', 'X'],
      ['C', 'a', 'X'],
      ['P1', 'a', 'P2'],
      ['P2', 'b', 'P3'],
      ['P3', 'a', 'P4'],
      ['P4', 'b', 'G'],
    ],
    goals: ['G'],
    h: { S: 1, C: 2, X: 1 },
  });

  it('finds the one path to the goal', () => {
    expect(answer(space, astar(space, space.state('S'), 255))).toBe('cabab');
  });

  it('skips the stale heap entry: 9 states expanded, 19 generated', () => {
    expect(astar(space, space.state('S'), 255).stats).toEqual({ expanded: 9, generated: 19 });
  });
});

describe('graphSpace refuses a heuristic the searches may not be given', () => {
  const base = { nodes: ['S', 'M', 'G'], moveLetters: 'a', goals: ['G'] } as const;

  it('an edge along which h changes by 2', () => {
    expect(() =>
      graphSpace({
        ...base,
        moveLetters: 'ab',
        edges: [
          ['S', 'a', 'M'],
          ['M', 'b', 'G'],
        ],
        h: { S: 2 },
      }),
    ).toThrow('h changes by more than 1 from S to M');
  });

  it('h above the true distance', () => {
    expect(() =>
      graphSpace({
        ...base,
        moveLetters: 'ab',
        edges: [
          ['S', 'a', 'M'],
          ['M', 'b', 'G'],
        ],
        h: { S: 2, M: 2 },
      }),
    ).toThrow('h(M) = 2 exceeds its distance 1');
  });
});
