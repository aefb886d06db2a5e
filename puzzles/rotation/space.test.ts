/** Unit and property tests of The Rotation Game puzzle pieces (puzzles/rotation/space.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENTRE,
  count,
  permutationArb,
  rotation888Arb,
  rotationAnyArb,
  rotationApply,
  rotationBoardArb,
  rotationCentre,
  rotationMove,
  rotationSkewedArb,
} from '../../test/arbitraries.js';
import { CORRECT_SOLVERS } from '../../solvers/registry.js';
import {
  applyRotation,
  centreDigit,
  digitMask,
  popcount,
  rotateMask,
  rotation,
  rotationSpace,
  ROTATION_LINES,
} from './space.js';
import { solveCase } from '../../solvers/solve.js';

const LETTERS = 'ABCDEFGH';
const INVERSE_LETTER: Record<string, string> = { A: 'F', F: 'A', B: 'E', E: 'B', C: 'H', H: 'C', D: 'G', G: 'D' };

/** A board of 24 distinct values (1..24), so that any change of position is visible. */
const DISTINCT = Array.from({ length: 24 }, (_, i) => i + 1);

/** A random 24-bit mask with exactly n bits set. */
function maskArb(n: number): fc.Arbitrary<number> {
  return permutationArb([...Array(n).fill(1), ...Array(24 - n).fill(0)]).map((bits) =>
    bits.reduce((mask, bit, i) => mask | (bit << i), 0),
  );
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

describe('Rotation pattern spaces: rank and unrank', () => {
  const COUNTS = [8, 9, 10, 12, 16, 20, 23, 24];

  it.each(COUNTS)('count %i: unrank(rank(mask)) is the mask and the rank is in range', (n) => {
    const space = rotationSpace(n);
    expect(space.rankCount).toBe(binomial(24, n));
    fc.assert(
      fc.property(maskArb(n), (mask) => {
        const state = space.newState();
        state[0] = mask;
        const rank = space.rank(state);
        expect(Number.isInteger(rank)).toBe(true);
        expect(rank).toBeGreaterThanOrEqual(0);
        expect(rank).toBeLessThan(space.rankCount);
        const back = space.newState();
        space.unrank(rank, back);
        expect(back[0]).toBe(mask);
      }),
      { seed: 200 + n, numRuns: 200 },
    );
  });

  it.each(COUNTS)('count %i: rank(unrank(r)) is r and the mask has %i bits', (n) => {
    const space = rotationSpace(n);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: space.rankCount - 1 }), (rank) => {
        const state = space.newState();
        space.unrank(rank, state);
        expect(popcount(state[0])).toBe(n);
        expect(state[0] >>> 24).toBe(0);
        expect(space.rank(state)).toBe(rank);
      }),
      { seed: 300 + n, numRuns: 200 },
    );
  });

  it('count 8: the first and last ranks are the lowest and highest 8 cells', () => {
    const space = rotationSpace(8);
    const state = space.newState();
    space.unrank(0, state);
    expect(state[0]).toBe(0xff);
    space.unrank(space.rankCount - 1, state);
    expect(state[0]).toBe(0xff0000);
  });

  it.each([8, 9, 12, 16, 24])('count %i: goalRanks are exactly the masks containing the centre', (n) => {
    const space = rotationSpace(n);
    const ranks = Array.from(space.goalRanks());
    expect(new Set(ranks).size).toBe(ranks.length);
    expect(ranks.length).toBe(binomial(16, n - 8));
    const state = space.newState();
    for (const rank of ranks) {
      space.unrank(rank, state);
      expect(space.isGoal(state)).toBe(true);
      expect(popcount(state[0])).toBe(n);
    }
  });
});

describe('Rotation moves', () => {
  it('the lines match the statement: A runs down column 3, C runs right to left through row 3', () => {
    expect(rotationMove(DISTINCT, 0)).toEqual(rotationApply(DISTINCT, 'A'));
    const moved = DISTINCT.slice();
    applyRotation(moved, 0);
    // A: cell 1 gets what cell 3 held, ..., cell 23 gets what cell 1 held
    expect([1, 3, 7, 12, 16, 21, 23].map((c) => moved[c - 1])).toEqual([3, 7, 12, 16, 21, 23, 1]);
    const c = DISTINCT.slice();
    applyRotation(c, 2);
    expect([11, 10, 9, 8, 7, 6, 5].map((cell) => c[cell - 1])).toEqual([10, 9, 8, 7, 6, 5, 11]);
  });

  it('applyRotation agrees with an independent implementation on random boards', () => {
    fc.assert(
      fc.property(rotationBoardArb, fc.nat({ max: 7 }), (c, move) => {
        const cells = c.cells.slice();
        applyRotation(cells, move);
        expect(cells).toEqual(rotationMove(c.cells, move));
      }),
      { seed: 401, numRuns: 300 },
    );
  });

  it.each([...LETTERS])('%s followed by its inverse is the identity', (letter) => {
    const move = LETTERS.indexOf(letter);
    const inverse = rotationSpace(8).inverse(move);
    expect(LETTERS[inverse]).toBe(INVERSE_LETTER[letter]);
    const cells = DISTINCT.slice();
    applyRotation(cells, move);
    expect(cells).not.toEqual(DISTINCT);
    applyRotation(cells, inverse);
    expect(cells).toEqual(DISTINCT);
  });

  it('every move followed by its inverse is the identity on random boards and masks', () => {
    fc.assert(
      fc.property(rotationBoardArb, fc.nat({ max: 7 }), fc.integer({ min: 1, max: 3 }), (c, move, digit) => {
        const space = rotationSpace(Math.max(8, count(c, digit)));
        const inverse = space.inverse(move);
        const cells = c.cells.slice();
        applyRotation(cells, move);
        applyRotation(cells, inverse);
        expect(cells).toEqual(c.cells);
        const mask = digitMask(c.cells, digit);
        expect(rotateMask(rotateMask(mask, move), inverse)).toBe(mask);
        expect(rotateMask(rotateMask(mask, inverse), move)).toBe(mask);
      }),
      { seed: 402, numRuns: 300 },
    );
  });

  it('seven applications of a move are the identity (each line has 7 cells)', () => {
    for (let move = 0; move < 8; move++) {
      const cells = DISTINCT.slice();
      for (let i = 0; i < 7; i++) applyRotation(cells, move);
      expect(cells).toEqual(DISTINCT);
    }
  });

  it('rotateMask moves the cells of a digit exactly as applyRotation moves the digit', () => {
    fc.assert(
      fc.property(rotationBoardArb, fc.nat({ max: 7 }), fc.integer({ min: 1, max: 3 }), (c, move, digit) => {
        const cells = c.cells.slice();
        applyRotation(cells, move);
        expect(rotateMask(digitMask(c.cells, digit), move)).toBe(digitMask(cells, digit));
      }),
      { seed: 403, numRuns: 500 },
    );
  });

  it('the commuting pairs are exactly the pairs of lines that share no cell: {A,F}x{B,E} and {C,H}x{D,G}', () => {
    const space = rotationSpace(8);
    const pairs: string[] = [];
    for (let a = 0; a < 8; a++)
      for (let b = 0; b < 8; b++) if (space.commutes!(a, b)) pairs.push(LETTERS[a] + LETTERS[b]);
    expect(pairs.sort()).toEqual(
      ['AB', 'AE', 'FB', 'FE', 'BA', 'EA', 'BF', 'EF', 'CD', 'CG', 'HD', 'HG', 'DC', 'GC', 'DH', 'GH'].sort(),
    );
    for (let a = 0; a < 8; a++) {
      for (let b = 0; b < 8; b++) {
        const shared = ROTATION_LINES[a].some((cell) => ROTATION_LINES[b].includes(cell));
        expect(space.commutes!(a, b)).toBe(!shared);
      }
    }
  });

  it('pairs declared commuting really commute on random boards', () => {
    const space = rotationSpace(8);
    const commuting: [number, number][] = [];
    for (let a = 0; a < 8; a++) for (let b = 0; b < 8; b++) if (space.commutes!(a, b)) commuting.push([a, b]);
    fc.assert(
      fc.property(rotationBoardArb, fc.constantFrom(...commuting), (c, [a, b]) => {
        expect(rotationMove(rotationMove(c.cells, a), b)).toEqual(rotationMove(rotationMove(c.cells, b), a));
        const mask = digitMask(c.cells, 1);
        expect(rotateMask(rotateMask(mask, a), b)).toBe(rotateMask(rotateMask(mask, b), a));
      }),
      { seed: 404, numRuns: 300 },
    );
  });

  it('pairs of different lines declared non-commuting do not commute on a board of distinct values', () => {
    const space = rotationSpace(8);
    for (let a = 0; a < 8; a++) {
      for (let b = 0; b < 8; b++) {
        if (space.commutes!(a, b) || a === b || space.inverse(a) === b) continue;
        expect(rotationMove(rotationMove(DISTINCT, a), b)).not.toEqual(rotationMove(rotationMove(DISTINCT, b), a));
      }
    }
  });
});

describe('Rotation goal, heuristic and subproblems', () => {
  it('isGoal and centreDigit agree with an independent centre check', () => {
    fc.assert(
      fc.property(rotationBoardArb, (c) => {
        expect(centreDigit(c.cells)).toBe(rotationCentre(c.cells));
        for (const sub of rotation.subproblems(c)) {
          expect(sub.space.isGoal(sub.start)).toBe(rotationCentre(c.cells) === sub.label);
        }
      }),
      { seed: 501, numRuns: 300 },
    );
  });

  it('there is one subproblem per digit filling at least 8 cells, with that digit as label', () => {
    fc.assert(
      fc.property(fc.oneof(rotationAnyArb, rotationSkewedArb, rotation888Arb), (c) => {
        const subs = rotation.subproblems(c);
        expect(subs.map((s) => s.label)).toEqual([1, 2, 3].filter((d) => count(c, d) >= 8));
        for (const sub of subs) {
          expect(sub.space).toBe(rotationSpace(count(c, sub.label)));
          expect(sub.start[0]).toBe(digitMask(c.cells, sub.label));
        }
      }),
      { seed: 502, numRuns: 300 },
    );
  });

  it('the heuristic is 0 on goals and changes by at most 1 per move', () => {
    fc.assert(
      fc.property(rotationBoardArb, (c) => {
        for (const sub of rotation.subproblems(c)) {
          const { space } = sub;
          const h = space.heuristic(sub.start);
          if (space.isGoal(sub.start)) expect(h).toBe(0);
          else expect(h).toBeGreaterThan(0);
          for (let move = 0; move < 8; move++) {
            const state = Int32Array.from(sub.start);
            space.apply(state, move);
            expect(Math.abs(space.heuristic(state) - h)).toBeLessThanOrEqual(1);
          }
        }
      }),
      { seed: 503, numRuns: 300 },
    );
  });

  it('replay reports the centre digit, an unknown letter and an unsolved centre', () => {
    const c = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };
    expect(rotation.replay(c, 'AC')).toEqual({ ok: true, label: 2 });
    expect(rotation.replay(c, 'A')).toMatchObject({ ok: false, kind: 'not-solved' });
    expect(rotation.replay(c, 'AI')).toMatchObject({ ok: false, kind: 'illegal-move' });
    expect(rotation.replay(c, 'ac')).toMatchObject({ ok: false, kind: 'illegal-move' });
    const solved = { cells: Array(24).fill(2) };
    expect(rotation.replay(solved, '')).toEqual({ ok: true, label: 2 });
    expect(rotation.replay(solved, 'ABCDEFGH')).toEqual({ ok: true, label: 2 });
  });

  it('replay names an unknown letter and its place, counting from 1', () => {
    const c = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };
    expect(rotation.replay(c, 'AI')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 2 'I' is not one of A-H",
    });
    expect(rotation.replay(c, 'a')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 1 'a' is not one of A-H",
    });
  });

  it('replay says why an unsolved centre fails', () => {
    const c = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };
    expect(rotation.replay(c, 'A')).toEqual({
      ok: false,
      kind: 'not-solved',
      reason: 'the centre does not hold one digit after the moves',
    });
  });

  it('the centre cells are 7 8 9 12 13 16 17 18', () => {
    const cells = Array<number>(24).fill(1);
    for (const cell of CENTRE) cells[cell - 1] = 3;
    expect(centreDigit(cells)).toBe(3);
    expect(popcount(digitMask(cells, 3))).toBe(8);
  });
});

describe('Rotation boards whose digit counts need large tables (11-15 cells of one digit)', () => {
  // The oracle and bfs-table build one table per count (seconds each for 11-15), so these counts
  // are checked here without tables: the table-free solvers must agree, and the answer must replay.
  const tableFree = CORRECT_SOLVERS.filter((s) => s.name === 'idastar' || s.name === 'astar' || s.name === 'bidir-bfs');
  const bigCounts = fc
    .oneof(rotationAnyArb, rotationSkewedArb)
    .filter((c) => [1, 2, 3].some((d) => count(c, d) >= 11 && count(c, d) <= 15));

  it('idastar, astar and bidir-bfs agree and their answer solves the board', () => {
    fc.assert(
      fc.property(bigCounts, (c) => {
        const all = tableFree.map((s) => solveCase(rotation, s.search, c));
        const texts = all.map((a) => (a.solved ? `${a.moves}:${a.label}` : 'none'));
        expect(new Set(texts).size, `${c.cells.join(' ')}: ${texts.join(' / ')}`).toBe(1);
        const [first] = all;
        if (!first.solved) throw new Error('no answer');
        expect(rotation.replay(c, first.moves)).toEqual({ ok: true, label: first.label });
      }),
      { seed: 601, numRuns: 60 },
    );
  });
});
