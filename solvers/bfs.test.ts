/**
 * bfs on a small hand-drawn graph (test/graph-space.ts): a state first reached from the state of
 * rank 1 and reached again from a later one keeps its first parent, so the answer stays the
 * smallest (a parent mark that could equal rank 1 would let the later discovery win).
 */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import { bfs } from './bfs.js';
import { movesToString } from './space.js';

describe('bfs on a graph', () => {
  // A -a- B, A -b- C, B -b- X, C -a- X, X -c- G: shortest answers abc and bac
  const space = graphSpace({
    nodes: ['A', 'B', 'C', 'X', 'G'],
    moveLetters: 'abc',
    edges: [
      ['A', 'a', 'B'],
      ['A', 'b', 'C'],
      ['B', 'b', 'X'],
      ['C', 'a', 'X'],
      ['X', 'c', 'G'],
    ],
    goals: ['G'],
  });

  it('keeps the first parent of a state reached first from rank 1 (B) and again from C', () => {
    const outcome = bfs(space, space.state('A'), 10);
    expect(outcome.found && movesToString(space, outcome.moves)).toBe('abc');
    // expanded A, B, C, X (once); generated 2 + 2 + 2 + 3, the last one G
    expect(outcome.stats).toMatchObject({ expanded: 4, generated: 9 });
  });
});
