/** pathFromParents and comparePathsInTree on small hand-built trees of parent links. */
import { describe, expect, it } from 'vitest';
import { comparePathsInTree, pathFromParents } from './paths.js';

/**
 * A tree of 7 nodes rooted at 0 (node: parent, incoming move):
 *   0 -> 1 (move 2), 0 -> 2 (move 0)
 *   1 -> 3 (move 1), 1 -> 4 (move 3)
 *   2 -> 5 (move 1), 2 -> 6 (move 2)
 * Paths: 3 = [2, 1], 4 = [2, 3], 5 = [0, 1], 6 = [0, 2].
 */
const parent = Int32Array.of(0, 0, 0, 1, 1, 2, 2);
const via = Uint8Array.of(0, 2, 0, 1, 3, 1, 2);

describe('pathFromParents', () => {
  it('reads the moves from the start to a node, root first', () => {
    expect([...pathFromParents(parent, via, 0, 4)]).toEqual([2, 3]);
    expect([...pathFromParents(parent, via, 0, 5)]).toEqual([0, 1]);
  });

  it('is empty from a node to itself', () => {
    expect(pathFromParents(parent, via, 0, 0)).toHaveLength(0);
  });

  it('stops at the given start, not at the root', () => {
    expect([...pathFromParents(parent, via, 1, 4)]).toEqual([3]);
  });
});

describe('comparePathsInTree', () => {
  it('decides by the moves nearest the root where the chains differ', () => {
    // path(5) + 3 = [0, 1, 3] < path(3) + 0 = [2, 1, 0]
    expect(comparePathsInTree(parent, via, 5, 3, 3, 0)).toBeLessThan(0);
    expect(comparePathsInTree(parent, via, 3, 0, 5, 3)).toBeGreaterThan(0);
  });

  it('decides by a lower difference when the moves nearest the root are equal', () => {
    // path(3) + 3 = [2, 1, 3] < path(4) + 0 = [2, 3, 0]
    expect(comparePathsInTree(parent, via, 3, 3, 4, 0)).toBeLessThan(0);
    expect(comparePathsInTree(parent, via, 4, 0, 3, 3)).toBeGreaterThan(0);
  });

  it('decides by the added moves when both paths end at the same node', () => {
    expect(comparePathsInTree(parent, via, 6, 1, 6, 2)).toBeLessThan(0);
    expect(comparePathsInTree(parent, via, 6, 2, 6, 1)).toBeGreaterThan(0);
    expect(comparePathsInTree(parent, via, 6, 2, 6, 2)).toBe(0);
  });

  it('agrees with comparing the spelled-out paths for every pair of depth-2 nodes and moves', () => {
    const spelled = (node: number, move: number): number[] => [...pathFromParents(parent, via, 0, node), move];
    const lexCompare = (a: number[], b: number[]): number => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    };
    for (const a of [3, 4, 5, 6]) {
      for (const b of [3, 4, 5, 6]) {
        for (let moveA = 0; moveA < 4; moveA++) {
          for (let moveB = 0; moveB < 4; moveB++) {
            const expected = Math.sign(lexCompare(spelled(a, moveA), spelled(b, moveB)));
            expect(Math.sign(comparePathsInTree(parent, via, a, moveA, b, moveB))).toBe(expected);
          }
        }
      }
    }
  });
});
