/** Unit and property tests of the Eight II puzzle pieces (puzzles/eight/space.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalDistances } from '../../oracle/oracle.js';
import {
  eightApply,
  eightBoardArb,
  eightPairArb,
  eightWalkArb,
  permutationArb,
  tileParity,
} from '../../test/arbitraries.js';
import type { FastSearchSpace } from '../../solvers/capabilities.js';
import {
  blankTarget,
  canonicalEightGoal,
  eight,
  eightBoardError,
  eightCaseAtRank,
  eightParity,
  eightSolvable,
  eightSpace,
} from './space.js';

/** Swaps the characters at positions i and j. */
function swap(board: string, i: number, j: number): string {
  const cells = board.split('');
  [cells[i], cells[j]] = [cells[j], cells[i]];
  return cells.join('');
}

describe('eightParity and eightSolvable', () => {
  it('the solved board has even parity and one tile swap makes it odd', () => {
    expect(eightParity('12345678X')).toBe(0);
    expect(eightParity('21345678X')).toBe(1);
    expect(eightParity('X12345678')).toBe(0);
    expect(eightParity('87654321X')).toBe(0); // 28 inversions
    expect(eightParity('8765432X1')).toBe(0);
    expect(eightParity('7654321X8')).toBe(1); // 21 inversions
  });

  it('parity depends only on the order of the tiles, not on where X is', () => {
    fc.assert(
      fc.property(eightBoardArb, fc.nat({ max: 8 }), (board, target) => {
        const tiles = board.replace('X', '');
        const moved = `${tiles.slice(0, target)}X${tiles.slice(target)}`; // same tile order
        expect(eightParity(moved)).toBe(eightParity(board));
      }),
      { seed: 101, numRuns: 300 },
    );
  });

  it('parity agrees with an independent inversion count on random boards', () => {
    fc.assert(
      fc.property(eightBoardArb, (board) => {
        expect(eightParity(board)).toBe(tileParity(board));
      }),
      { seed: 102, numRuns: 300 },
    );
  });

  it('swapping two tiles flips the parity', () => {
    fc.assert(
      fc.property(eightBoardArb, fc.nat({ max: 7 }), fc.nat({ max: 6 }), (board, a, b) => {
        const tiles = [...board].flatMap((ch, i) => (ch === 'X' ? [] : [i]));
        const i = tiles[a];
        const j = tiles.filter((t) => t !== i)[b];
        expect(eightParity(swap(board, i, j))).toBe(1 - eightParity(board));
      }),
      { seed: 103, numRuns: 300 },
    );
  });

  it('legal moves never change the parity (random walks)', () => {
    fc.assert(
      fc.property(eightWalkArb(40), (c) => {
        expect(eightParity(c.start)).toBe(eightParity(c.goal));
      }),
      { seed: 104, numRuns: 300 },
    );
  });

  it('a pair is solvable iff the parities match', () => {
    expect(eightSolvable({ start: '12X453786', goal: '12345678X' })).toBe(true);
    expect(eightSolvable({ start: '12345678X', goal: '21345678X' })).toBe(false);
    fc.assert(
      fc.property(eightBoardArb, eightBoardArb, (start, goal) => {
        expect(eightSolvable({ start, goal })).toBe(tileParity(start) === tileParity(goal));
      }),
      { seed: 105, numRuns: 300 },
    );
  });

  it('exactly the boards of the solved board parity are reachable from it (9!/2 states)', () => {
    const distances = goalDistances(eightSpace(8)); // blank in the last cell, as in 12345678X
    let reachable = 0;
    for (const d of distances) if (d !== 255) reachable++;
    expect(reachable).toBe(181440);
  });

  it('an unsolvable pair has no subproblems, so no solver searches for an answer', () => {
    expect(eight.subproblems({ start: '21345678X', goal: '12345678X' })).toEqual([]);
  });
});

describe('eightCaseAtRank', () => {
  it('undoes relabelling: the case relabels back to the rank it was made from, for any goal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 362879 }), (blank, rank) => {
        const goal = canonicalEightGoal(blank).split('').reverse().join(''); // tiles out of order
        const c = eightCaseAtRank(goal, rank);
        const subs = eight.subproblems(c); // none for ranks of the other parity (no solution)
        if (subs.length > 0) expect(subs[0].space.rank(subs[0].start)).toBe(rank);
        expect(c.goal).toBe(goal);
      }),
      { seed: 17, numRuns: 300 },
    );
  });

  it('makes a board of exactly 9 cells, and rank 0 gives the goal itself', () => {
    fc.assert(
      fc.property(eightBoardArb, fc.integer({ min: 0, max: 362879 }), (goal, rank) => {
        expect(eightBoardError(eightCaseAtRank(goal, rank).start)).toBeNull();
        expect(eightCaseAtRank(goal, 0).start).toBe(goal);
      }),
      { seed: 18, numRuns: 100 },
    );
  });

  it('canonicalEightGoal puts the tiles 1-8 in reading order around the blank', () => {
    expect(canonicalEightGoal(8)).toBe('12345678X');
    expect(canonicalEightGoal(4)).toBe('1234X5678');
  });
});

describe('eightBoardError', () => {
  it('accepts every permutation of 1-8 and X', () => {
    fc.assert(
      fc.property(eightBoardArb, (board) => {
        expect(eightBoardError(board)).toBeNull();
      }),
      { seed: 111, numRuns: 200 },
    );
  });

  it.each([
    ['', 0],
    ['1234', 4],
    ['12345678', 8],
    ['12345678X1', 10],
  ])('rejects %j: wrong length (%i)', (board, length) => {
    expect(eightBoardError(board)).toBe(`expected 9 characters (digits 1-8 and X), got ${length}`);
  });

  it.each([
    ['11345678X', '1'],
    ['12345678X'.replace('8', 'X'), 'X'],
    ['1234567X7', '7'],
  ])('rejects %s: %s repeated', (board, repeated) => {
    expect(eightBoardError(board)).toBe(`'${repeated}' appears more than once`);
  });

  it.each([
    ['123456789', '9'],
    ['12345678x', 'x'],
    ['02345678X', '0'],
    ['1234 678X', ' '],
    ['12345678-', '-'],
  ])('rejects %j: bad character %j', (board, bad) => {
    expect(eightBoardError(board)).toBe(`unexpected character '${bad}': a board holds only 1-8 and X`);
  });

  it('reports a bad character before a repeat that comes later', () => {
    expect(eightBoardError('1Y1345678')).toBe(`unexpected character 'Y': a board holds only 1-8 and X`);
  });
});

describe('Eight moves and replay', () => {
  it('blankTarget follows d, l, r, u on the 3x3 grid', () => {
    // centre cell 4: d -> 7, l -> 3, r -> 5, u -> 1; corner 0: only d and r
    expect([0, 1, 2, 3].map((m) => blankTarget(4, m))).toEqual([7, 3, 5, 1]);
    expect([0, 1, 2, 3].map((m) => blankTarget(0, m))).toEqual([3, -1, 1, -1]);
    expect([0, 1, 2, 3].map((m) => blankTarget(8, m))).toEqual([-1, 7, -1, 5]);
  });

  it('replay agrees with an independent string implementation of the moves', () => {
    fc.assert(
      fc.property(eightBoardArb, fc.array(fc.constantFrom(...'dlru'), { maxLength: 12 }), (start, letters) => {
        const moves = letters.join('');
        const reached = eightApply(start, moves);
        const result = eight.replay({ start, goal: reached ?? start }, moves);
        if (reached === null) expect(result).toMatchObject({ ok: false, kind: 'illegal-move' });
        else expect(result).toEqual({ ok: true, label: 0 });
      }),
      { seed: 121, numRuns: 500 },
    );
  });

  it('replay reports a move off the board, an unknown letter and a wrong end', () => {
    const c = { start: '12X453786', goal: '12345678X' };
    expect(eight.replay(c, 'dd')).toEqual({ ok: true, label: 0 });
    expect(eight.replay(c, 'r')).toMatchObject({ ok: false, kind: 'illegal-move' });
    expect(eight.replay(c, 'u')).toMatchObject({ ok: false, kind: 'illegal-move' });
    expect(eight.replay(c, 'dx')).toMatchObject({ ok: false, kind: 'illegal-move' });
    expect(eight.replay(c, 'D')).toMatchObject({ ok: false, kind: 'illegal-move' });
    expect(eight.replay(c, 'd')).toMatchObject({ ok: false, kind: 'not-solved' });
    expect(eight.replay(c, 'ddlr')).toEqual({ ok: true, label: 0 });
  });
});

describe('Eight replay reasons', () => {
  // X starts on cell 2 (top right); 'dd' solves the case.
  const c = { start: '12X453786', goal: '12345678X' };

  it('names the move that takes X off the board, counting from 1', () => {
    expect(eight.replay(c, 'ddr')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 3 'r' takes X off the board",
    });
    expect(eight.replay(c, 'u')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 1 'u' takes X off the board",
    });
  });

  it('names an unknown letter and its place, counting from 1', () => {
    expect(eight.replay(c, 'dx')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 2 'x' is not one of d, l, r, u",
    });
  });

  it('gives the board the moves end at when it is not the goal', () => {
    expect(eight.replay(c, 'd')).toEqual({
      ok: false,
      kind: 'not-solved',
      reason: 'the moves end at 12345X786, not at the goal 12345678X',
    });
  });
});

describe('Eight search spaces', () => {
  it('the relabelled goal is the identity (rank 0) in the space of its blank position', () => {
    fc.assert(
      fc.property(eightBoardArb, (goal) => {
        const [sub] = eight.subproblems({ start: goal, goal });
        expect(sub.space).toBe(eightSpace(goal.indexOf('X')));
        expect(sub.space.isGoal(sub.start)).toBe(true);
        expect(sub.space.rank(sub.start)).toBe(0);
        expect(Array.from(sub.space.goalRanks())).toEqual([0]);
        expect(sub.space.heuristic(sub.start)).toBe(0);
      }),
      { seed: 131, numRuns: 100 },
    );
  });

  it('rank and unrank are inverse (state cells and blank position)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 8 }), permutationArb([0, 1, 2, 3, 4, 5, 6, 7, 8]), (blank, perm) => {
        const space = eightSpace(blank);
        const state = space.newState();
        state.set(perm);
        state[9] = perm.indexOf(blank);
        const rank = space.rank(state);
        expect(rank).toBeGreaterThanOrEqual(0);
        expect(rank).toBeLessThan(space.rankCount);
        const back = space.newState();
        space.unrank(rank, back);
        expect(Array.from(back)).toEqual(Array.from(state));
      }),
      { seed: 132, numRuns: 300 },
    );
  });

  it('each move is undone by its inverse, and illegal moves leave the state unchanged', () => {
    fc.assert(
      fc.property(eightPairArb, fc.nat({ max: 3 }), (c, move) => {
        const [sub] = eight.subproblems(c);
        const state = Int32Array.from(sub.start);
        if (sub.space.apply(state, move)) {
          expect(sub.space.apply(state, sub.space.inverse(move))).toBe(true);
        }
        expect(Array.from(state)).toEqual(Array.from(sub.start));
      }),
      { seed: 133, numRuns: 300 },
    );
  });

  it('buildDistanceTable gives the distance to the goal, rank for rank (the oracle BFS of the same space)', () => {
    for (const blank of [0, 2, 4, 7]) {
      const space = eightSpace(blank) as FastSearchSpace;
      const table = space.buildDistanceTable!();
      const expected = goalDistances(space);
      expect(table.length).toBe(expected.length);
      let firstDifference = -1;
      for (let rank = 0; rank < table.length && firstDifference < 0; rank++)
        if (table[rank] !== expected[rank]) firstDifference = rank;
      expect(firstDifference, `blank ${blank}`).toBe(-1);
    }
  });

  it('the heuristic is admissible and changes by at most 1 per move', () => {
    fc.assert(
      fc.property(eightPairArb, (c) => {
        const [sub] = eight.subproblems(c);
        const { space } = sub;
        const distance = goalDistances(space);
        const h = space.heuristic(sub.start);
        expect(h).toBeLessThanOrEqual(distance[space.rank(sub.start)]);
        for (let move = 0; move < 4; move++) {
          const state = Int32Array.from(sub.start);
          if (!space.apply(state, move)) continue;
          expect(Math.abs(space.heuristic(state) - h)).toBeLessThanOrEqual(1);
        }
      }),
      { seed: 134, numRuns: 300 },
    );
  });
});
