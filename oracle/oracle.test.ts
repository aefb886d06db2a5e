/**
 * Tests of the exact oracle itself: against a brute-force enumeration that shares nothing with the
 * search spaces (only puzzle.replay, which is plain string / array manipulation), and unit tests of
 * every verdict of Oracle.judge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eight, eightSpace, type EightCase } from '../puzzles/eight/space.js';
import type { Puzzle } from '../solvers/puzzle.js';
import { rotation, type RotationCase } from '../puzzles/rotation/space.js';
import {
  eightApply,
  eightPairArb,
  eightWalkArb,
  rotationScrambleArb,
  rotationSkewedArb,
  withDigitCounts,
} from '../test/arbitraries.js';
import { goalDistances, Oracle, type Judgement } from './oracle.js';

const eightOracle = new Oracle(eight);
const rotationOracle = new Oracle(rotation);

/**
 * The first move string, by increasing length and then lexicographically (in the puzzle's letter
 * order), that puzzle.replay accepts; null if none has at most `maxLength` moves.
 */
function bruteForce<Case>(puzzle: Puzzle<Case>, c: Case, maxLength: number): { moves: string; label: number } | null {
  const letters = puzzle.moveLetters;
  for (let length = 0; length <= maxLength; length++) {
    const digits = new Array<number>(length).fill(0);
    for (;;) {
      const moves = digits.map((d) => letters[d]).join('');
      const result = puzzle.replay(c, moves);
      if (result.ok) return { moves, label: result.label };
      // next string of this length in lexicographic order (an odometer, last position fastest)
      let i = length - 1;
      while (i >= 0 && digits[i] === letters.length - 1) digits[i--] = 0;
      if (i < 0) break;
      digits[i]++;
    }
  }
  return null;
}

describe('the oracle agrees with brute-force enumeration of move strings', () => {
  it('Eight: random walks of up to 8 moves (and some far pairs) give the brute-force answer', () => {
    const MAX = 8;
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: eightWalkArb(MAX), weight: 9 }, { arbitrary: eightPairArb, weight: 1 }),
        (c) => {
          const brute = bruteForce(eight, c, MAX);
          if (brute === null) {
            expect(eightOracle.distance(c)).toBeGreaterThan(MAX);
          } else {
            expect(eightOracle.expected(c)).toEqual(brute);
            expect(eightOracle.distance(c)).toBe(brute.moves.length);
          }
        },
      ),
      { seed: 701, numRuns: 100 },
    );
  });

  it('Rotation: scrambles of solved boards and boards with other counts give the brute-force answer', () => {
    const MAX = 5;
    // counts 8 and 16-24 only: their oracle tables are quick to build
    const boards = fc.oneof(
      { arbitrary: rotationScrambleArb(MAX), weight: 3 },
      { arbitrary: withDigitCounts(rotationSkewedArb, (n) => n === 8 || n >= 16), weight: 1 },
    );
    fc.assert(
      fc.property(boards, (c) => {
        const brute = bruteForce(rotation, c, MAX);
        if (brute === null) {
          expect(rotationOracle.distance(c)).toBeGreaterThan(MAX);
        } else {
          expect(rotationOracle.expected(c)).toEqual(brute);
          expect(rotationOracle.distance(c)).toBe(brute.moves.length);
        }
      }),
      { seed: 702, numRuns: 60 },
    );
  });

  it('brute force itself finds the known samples', () => {
    expect(bruteForce(eight, { start: '12X453786', goal: '12345678X' }, 3)).toEqual({ moves: 'dd', label: 0 });
    const c = { cells: '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'.split(' ').map(Number) };
    expect(bruteForce(rotation, c, 4)).toEqual({ moves: 'DDHH', label: 2 });
  });
});

describe('goalDistances', () => {
  it('Eight with X last: 181440 reachable states, the farthest two at distance 31', () => {
    const distances = goalDistances(eightSpace(8));
    const histogram = new Map<number, number>();
    for (const d of distances) histogram.set(d, (histogram.get(d) ?? 0) + 1);
    expect(histogram.get(255)).toBe(181440);
    expect(histogram.get(0)).toBe(1);
    expect(histogram.get(1)).toBe(2);
    expect(Math.max(...[...histogram.keys()].filter((d) => d !== 255))).toBe(31);
    expect(histogram.get(31)).toBe(2);
  });

  it('is cached per space key', () => {
    expect(goalDistances(eightSpace(4))).toBe(goalDistances(eightSpace(4)));
  });
});

/** A shortest answer chosen at random among all shortest answers (by the exact distances). */
function randomShortest(c: EightCase, picks: readonly number[]): string {
  const [sub] = eight.subproblems(c);
  const { space } = sub;
  const table = goalDistances(space);
  const state = Int32Array.from(sub.start);
  let remaining = table[space.rank(state)];
  let moves = '';
  for (let step = 0; remaining > 0; step++, remaining--) {
    const staying: number[] = [];
    for (let move = 0; move < 4; move++) {
      const next = Int32Array.from(state);
      if (space.apply(next, move) && table[space.rank(next)] === remaining - 1) staying.push(move);
    }
    const move = staying[(picks[step] ?? 0) % staying.length];
    space.apply(state, move);
    moves += space.moveLetters[move];
  }
  return moves;
}

describe('Oracle.judge', () => {
  const sample: EightCase = { start: '12X453786', goal: '12345678X' };
  const rotationSample: RotationCase = {
    cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number),
  };

  it('accepts the smallest shortest answer', () => {
    expect(eightOracle.judge(sample, 'dd')).toEqual({ verdict: 'ok' });
    expect(rotationOracle.judge(rotationSample, 'AC', 2)).toEqual({ verdict: 'ok' });
    expect(rotationOracle.judge(rotationSample, 'AC')).toEqual({ verdict: 'ok' });
  });

  it('reports a move off the board as illegal-move', () => {
    expect(eightOracle.judge(sample, 'r')).toMatchObject({ verdict: 'illegal-move' });
  });

  it('reports moves that do not reach the goal as not-solved', () => {
    expect(eightOracle.judge(sample, 'd')).toMatchObject({ verdict: 'not-solved' });
    expect(rotationOracle.judge(rotationSample, 'A', 2)).toMatchObject({ verdict: 'not-solved' });
  });

  it('reports a wrong printed centre digit as wrong-centre', () => {
    expect(rotationOracle.judge(rotationSample, 'AC', 1)).toMatchObject({ verdict: 'wrong-centre' });
  });

  it('reports a longer solution as not-shortest with the optimal length', () => {
    expect(eightOracle.judge(sample, 'ddlr')).toMatchObject({ verdict: 'not-shortest', optimal: 2 });
    expect(rotationOracle.judge(rotationSample, 'ACAF', 2)).toMatchObject({ verdict: 'not-shortest', optimal: 2 });
  });

  it('certifies that DDHH beats HHDD at step 1 (D and H commute)', () => {
    const c: RotationCase = { cells: '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'.split(' ').map(Number) };
    expect(rotationOracle.judge(c, 'HHDD', 2)).toMatchObject({
      verdict: 'not-lex-smallest',
      certificate: { step: 1, actualMove: 'H', smallerMove: 'D', distanceBefore: 4, distanceAfterSmaller: 3 },
    });
    expect(rotationOracle.judge(c, 'DHDH', 2)).toMatchObject({
      verdict: 'not-lex-smallest',
      certificate: { step: 2, actualMove: 'H', smallerMove: 'D', distanceBefore: 3, distanceAfterSmaller: 2 },
    });
  });

  it('among all shortest answers, accepts only Oracle.expected and certifies the first difference', () => {
    fc.assert(
      fc.property(eightPairArb, fc.array(fc.nat({ max: 5 }), { minLength: 31, maxLength: 31 }), (c, picks) => {
        const expected = eightOracle.expected(c)!.moves;
        const moves = randomShortest(c, picks);
        const judgement: Judgement = eightOracle.judge(c, moves);
        if (moves === expected) {
          expect(judgement).toEqual({ verdict: 'ok' });
          return;
        }
        const k = [...moves].findIndex((m, i) => m !== expected[i]);
        expect(judgement).toMatchObject({
          verdict: 'not-lex-smallest',
          certificate: {
            step: k + 1,
            actualMove: moves[k],
            smallerMove: expected[k],
            distanceBefore: moves.length - k,
            distanceAfterSmaller: moves.length - k - 1,
          },
        });
      }),
      { seed: 703, numRuns: 150 },
    );
  });

  it('reports an answer with a detour as not-shortest', () => {
    fc.assert(
      fc.property(eightPairArb, (c) => {
        const expected = eightOracle.expected(c)!.moves;
        // a detour to a neighbour and back somewhere in the middle keeps the answer legal
        const cut = Math.floor(expected.length / 2);
        const prefix = expected.slice(0, cut);
        const detour = ['du', 'ud', 'lr', 'rl'].find((d) => eightApply(eightApply(c.start, prefix)!, d) !== null)!;
        const longer = prefix + detour + expected.slice(cut);
        expect(eightOracle.judge(c, longer)).toMatchObject({ verdict: 'not-shortest', optimal: expected.length });
      }),
      { seed: 704, numRuns: 50 },
    );
  });

  it('expected is null and distance unreachable for an unsolvable pair', () => {
    const c = { start: '21345678X', goal: '12345678X' };
    expect(eightOracle.expected(c)).toBeNull();
    expect(eightOracle.distance(c)).toBe(255);
  });
});
