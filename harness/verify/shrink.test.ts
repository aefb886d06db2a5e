/**
 * The shrink helpers on their own (subCases, divergenceCase, stepsNearer, smallCases) and
 * shrinkCase with failures whose smallest case is known, so a shrink that stops early fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eight, type EightCase } from '../../solvers/eight.js';
import { BUGGY_SOLVERS } from '../../solvers/buggy/index.js';
import { centreDigit, rotation, type RotationCase } from '../../solvers/rotation.js';
import { solveCase } from '../../solvers/solve.js';
import { eightApply, eightPairArb, rotation888Arb, rotationApply } from '../../test/arbitraries.js';
import { Oracle } from '../oracle.js';
import { divergenceCase, shrinkCase, smallCases, stepsNearer, subCases, type Failure } from './shrink.js';

const eightOracle = new Oracle(eight) as Oracle<unknown>;
const rotationOracle = new Oracle(rotation) as Oracle<unknown>;
const EIGHT_LETTERS = 'dlru';
const ROTATION_LETTERS = 'ABCDEFGH';
const DDHH_BOARD: RotationCase = { cells: '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'.split(' ').map(Number) };

/** A shortest answer of an Eight case picked by `picks` among the letters that stay on a shortest path. */
function someShortest(c: EightCase, picks: readonly number[]): string {
  let board = c.start;
  let moves = '';
  for (let remaining = eightOracle.distance(c), step = 0; remaining > 0; remaining--, step++) {
    const staying = [...EIGHT_LETTERS].filter((letter) => {
      const next = eightApply(board, letter);
      return next !== null && eightOracle.distance({ start: next, goal: c.goal }) === remaining - 1;
    });
    const letter = staying[(picks[step] ?? 0) % staying.length];
    board = eightApply(board, letter)!;
    moves += letter;
  }
  return moves;
}

/** The boards an Eight answer passes through, the start first. */
function boardsAlong(start: string, moves: string): string[] {
  const boards = [start];
  for (const letter of moves) boards.push(eightApply(boards[boards.length - 1], letter)!);
  return boards;
}

describe('subCases', () => {
  it('Eight: every stretch of `length` moves of the expected answer, as a case whose answer is that stretch', () => {
    fc.assert(
      fc.property(eightPairArb, fc.nat(), (c, pick) => {
        const expected = eightOracle.expected(c)!.moves;
        const length = pick % (expected.length + 1);
        const cases = subCases('eight', c, expected, length) as EightCase[];
        expect(cases).toHaveLength(expected.length - length + 1);
        const boards = boardsAlong(c.start, expected);
        cases.forEach((sub, i) => {
          expect(sub).toEqual({ start: boards[i], goal: boards[i + length] });
          expect(eightOracle.expected(sub)!.moves).toBe(expected.slice(i, i + length));
        });
      }),
      { seed: 1320, numRuns: 25 },
    );
  });

  it('Rotation: the board `length` moves from the end of the expected answer, whose answer is the rest', () => {
    fc.assert(
      fc.property(rotation888Arb, fc.nat(), (c, pick) => {
        const expected = rotationOracle.expected(c)!.moves;
        const length = pick % (expected.length + 1);
        const cases = subCases('rotation', c, expected, length) as RotationCase[];
        expect(cases).toEqual([{ cells: rotationApply(c.cells, expected.slice(0, expected.length - length)) }]);
        expect(rotationOracle.expected(cases[0])!.moves).toBe(expected.slice(expected.length - length));
      }),
      { seed: 1321, numRuns: 25 },
    );
  });

  it('does not change the case it is given', () => {
    const cells = DDHH_BOARD.cells.slice();
    subCases('rotation', { cells }, 'DDHH', 1);
    expect(cells).toEqual(DDHH_BOARD.cells);
  });
});

describe('divergenceCase', () => {
  it('is null without an answer, for an answer of another length, and for the expected answer itself', () => {
    const c: EightCase = { start: '564178X23', goal: '7568X4123' };
    expect(divergenceCase('eight', c, 'urrulldr', null)).toBeNull();
    expect(divergenceCase('eight', c, 'urrulldr', 'urrulld')).toBeNull();
    expect(divergenceCase('eight', c, 'urrulldr', 'urrulldr')).toBeNull();
  });

  it('is null for an answer of the right length that never meets the expected path again (it does not reach the goal)', () => {
    const c: EightCase = { start: '564178X23', goal: '7568X4123' };
    const end = eightApply(c.start, 'urrulldd'); // legal moves, ending elsewhere
    expect(end).not.toBeNull();
    expect(end).not.toBe(c.goal);
    expect(divergenceCase('eight', c, 'urrulldr', 'urrulldd')).toBeNull();
  });

  it('Rotation: null for a longer answer, even one that starts with the expected answer', () => {
    expect(divergenceCase('rotation', DDHH_BOARD, 'DDHH', 'DDHHAF')).toBeNull();
  });

  it('Rotation: the board where the answer leaves the expected path (DHDH leaves DDHH after D)', () => {
    expect(divergenceCase('rotation', DDHH_BOARD, 'DDHH', 'DHDH')).toEqual({ cells: rotationApply(DDHH_BOARD.cells, 'D') });
  });

  it('Rotation: null when the answer leaves at the first move (that is the case itself)', () => {
    expect(divergenceCase('rotation', DDHH_BOARD, 'DDHH', 'HHDD')).toBeNull();
  });

  it('Eight: the stretch from where another shortest answer leaves the expected path to where it meets it again', () => {
    let nonNull = 0;
    fc.assert(
      fc.property(eightPairArb, fc.array(fc.nat({ max: 5 }), { minLength: 32, maxLength: 32 }), (c, picks) => {
        const expected = eightOracle.expected(c)!.moves;
        const actual = someShortest(c, picks);
        fc.pre(actual !== expected);
        const i = [...expected].findIndex((letter, k) => letter !== actual[k]);
        const expectedBoards = boardsAlong(c.start, expected);
        const actualBoards = boardsAlong(c.start, actual);
        let j = i + 1;
        while (expectedBoards[j] !== actualBoards[j]) j++; // they meet at the goal at the latest
        const sub = divergenceCase('eight', c, expected, actual) as EightCase | null;
        if (i === 0 && j === expected.length) {
          expect(sub).toBeNull(); // the whole case
          return;
        }
        nonNull++;
        expect(sub).toEqual({ start: expectedBoards[i], goal: expectedBoards[j] });
        expect(eightOracle.expected(sub)!.moves).toBe(expected.slice(i, j));
        expect(eightOracle.judge(sub, actual.slice(i, j))).toMatchObject({ verdict: 'not-lex-smallest' });
      }),
      { seed: 1322, numRuns: 40 },
    );
    expect(nonNull).toBeGreaterThan(0);
  });
});

describe('stepsNearer', () => {
  it('Eight: the cases one move nearer, from the start or from the goal (dd: two of them)', () => {
    const c: EightCase = { start: '12X453786', goal: '12345678X' };
    expect(stepsNearer('eight', eightOracle, c, 2)).toEqual([
      { start: '12345X786', goal: '12345678X' },
      { start: '12X453786', goal: '12345X786' },
    ]);
  });

  it('Eight: exactly the distinct one-move neighbours (of the start or the goal) one move nearer', () => {
    fc.assert(
      fc.property(eightPairArb, (c) => {
        const distance = eightOracle.distance(c);
        const nearer = stepsNearer('eight', eightOracle, c, distance) as EightCase[];
        const wanted = new Set<string>();
        for (const letter of EIGHT_LETTERS) {
          const start = eightApply(c.start, letter);
          if (start !== null && eightOracle.distance({ start, goal: c.goal }) === distance - 1) wanted.add(`${start} ${c.goal}`);
          const goal = eightApply(c.goal, letter);
          if (goal !== null && eightOracle.distance({ start: c.start, goal }) === distance - 1) wanted.add(`${c.start} ${goal}`);
        }
        expect(nearer.map((n) => `${n.start} ${n.goal}`).sort()).toEqual([...wanted].sort());
        expect(nearer.length).toBeGreaterThan(0);
      }),
      { seed: 1323, numRuns: 30 },
    );
  });

  it('Rotation: exactly the distinct boards one rotation away and one move nearer', () => {
    fc.assert(
      fc.property(rotation888Arb, (c) => {
        const distance = rotationOracle.distance(c);
        const nearer = stepsNearer('rotation', rotationOracle, c, distance) as RotationCase[];
        const wanted = new Set<string>();
        for (const letter of ROTATION_LETTERS) {
          const cells = rotationApply(c.cells, letter);
          if (rotationOracle.distance({ cells }) === distance - 1) wanted.add(cells.join(''));
        }
        expect(nearer.map((n) => n.cells.join('')).sort()).toEqual([...wanted].sort());
        expect(nearer.length).toBeGreaterThan(0);
      }),
      { seed: 1324, numRuns: 30 },
    );
  });

  it('finds nothing nearer than a solved case', () => {
    expect(stepsNearer('eight', eightOracle, { start: '12345678X', goal: '12345678X' }, 0)).toEqual([]);
  });
});

describe('smallCases', () => {
  it('Eight, length 0: one solved case per canonical goal', () => {
    const cases = smallCases('eight', eightOracle, 0) as EightCase[];
    expect(cases).toHaveLength(9);
    for (const c of cases) expect(c.start).toBe(c.goal);
    expect(new Set(cases.map((c) => c.goal.indexOf('X')))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('Eight, length 1: every one-move case of every canonical goal (24)', () => {
    const cases = smallCases('eight', eightOracle, 1) as EightCase[];
    expect(cases).toHaveLength(24); // 4 corners x 2 + 4 edges x 3 + centre x 4
    for (const c of cases) expect(eightOracle.distance(c)).toBe(1);
  });

  it('Eight: cases of exactly the length asked, at most 200 per goal, the same on every call', () => {
    for (const length of [5, 12]) {
      const cases = smallCases('eight', eightOracle, length) as EightCase[];
      expect(cases.length).toBeGreaterThan(0);
      expect(cases.length).toBeLessThanOrEqual(9 * 200);
      for (const c of cases) expect(eightOracle.distance(c)).toBe(length);
      expect(new Set(cases.map((c) => `${c.start} ${c.goal}`)).size).toBe(cases.length);
      expect(smallCases('eight', eightOracle, length)).toEqual(cases);
    }
  });

  it('Rotation: distinct 8/8/8 boards of exactly the length asked, at most 200, the same on every call', () => {
    for (const length of [0, 1, 3]) {
      const cases = smallCases('rotation', rotationOracle, length) as RotationCase[];
      expect(cases.length).toBeGreaterThan(0);
      expect(cases.length).toBeLessThanOrEqual(200);
      for (const c of cases) {
        expect(rotationOracle.distance(c)).toBe(length);
        for (const digit of [1, 2, 3]) expect(c.cells.filter((v) => v === digit)).toHaveLength(8);
      }
      expect(new Set(cases.map((c) => c.cells.join(''))).size).toBe(cases.length);
      expect(smallCases('rotation', rotationOracle, length)).toEqual(cases);
    }
  });

  it('Eight, length 12: thinned to between 100 and 200 cases for each goal (each has more than 200)', () => {
    const perGoal = new Map<string, number>();
    for (const c of smallCases('eight', eightOracle, 12) as EightCase[]) perGoal.set(c.goal, (perGoal.get(c.goal) ?? 0) + 1);
    expect(perGoal.size).toBe(9);
    for (const n of perGoal.values()) {
      expect(n).toBeGreaterThanOrEqual(100);
      expect(n).toBeLessThanOrEqual(200);
    }
  });

  it('Rotation, length 0: solved boards of every centre digit', () => {
    const centres = (smallCases('rotation', rotationOracle, 0) as RotationCase[]).map((c) => centreDigit(c.cells));
    expect(new Set(centres)).toEqual(new Set([1, 2, 3]));
  });

  it('Rotation, length 3: a full batch of 200 boards', () => {
    expect(smallCases('rotation', rotationOracle, 3)).toHaveLength(200);
  });
});

describe('shrinkCase', () => {
  /** A failure that shows on every case of at least `threshold` moves (and prints no answer). */
  const failingFrom =
    (oracle: Oracle<unknown>, threshold: number) =>
    async (cases: unknown[]): Promise<Failure | null> => {
      const index = cases.findIndex((c) => oracle.distance(c) >= threshold);
      return index < 0 ? null : { index, actualMoves: null };
    };

  it.each([3, 12, 16])('Eight: a failure from %i moves on shrinks to a case of exactly that many', async (threshold) => {
    const c: EightCase = { start: '8672543X1', goal: '12345678X' }; // 31 moves
    const shrunk = await shrinkCase('eight', eightOracle, c, null, failingFrom(eightOracle, threshold));
    expect(eightOracle.distance(shrunk)).toBe(threshold);
  });

  it('Rotation: a failure from 2 moves on shrinks to a case of 2 moves', async () => {
    const c: RotationCase = { cells: '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1'.split(' ').map(Number) }; // 8 moves
    const shrunk = await shrinkCase('rotation', rotationOracle, c, null, failingFrom(rotationOracle, 2));
    expect(rotationOracle.distance(shrunk)).toBe(2);
  });

  it('returns the case itself when nothing else fails', async () => {
    const c: EightCase = { start: '564178X23', goal: '7568X4123' };
    const onlyThis = async (cases: unknown[]): Promise<Failure | null> => {
      const index = cases.findIndex((x) => JSON.stringify(x) === JSON.stringify(c));
      return index < 0 ? null : { index, actualMoves: null };
    };
    expect(await shrinkCase('eight', eightOracle, c, null, onlyThis)).toEqual(c);
  });

  // The failures below show on the given case and on one or two chosen cases only, each of which
  // one phase of the shrink can reach and the others cannot, so a phase that is skipped or stops
  // early returns another case.
  const FAR: EightCase = { start: '8672543X1', goal: '12345678X' }; // 31 moves
  const key = (c: unknown): string => JSON.stringify(c);
  /** Fails on exactly `cases` (the given case among them), printing `actualOf(case)` as the answer. */
  const failingOn =
    (cases: readonly unknown[], actualOf: (c: unknown) => string | null = () => null) =>
    async (batch: unknown[]): Promise<Failure | null> => {
      const wanted = new Set(cases.map(key));
      const index = batch.findIndex((c) => wanted.has(key(c)));
      return index < 0 ? null : { index, actualMoves: actualOf(batch[index]) };
    };

  it('Eight: a solved case that fails is returned as it is, even when every case fails (nothing is nearer)', async () => {
    const solved: EightCase = { start: '1234X5678', goal: '1234X5678' };
    const everyCase = async (batch: unknown[]): Promise<Failure | null> => (batch.length > 0 ? { index: 0, actualMoves: null } : null);
    expect(await shrinkCase('eight', eightOracle, solved, null, everyCase)).toEqual(solved);
  });

  it('Eight: a failure that shows on one small case of 12 moves (the longest searched globally) returns that case', async () => {
    const small = smallCases('eight', eightOracle, 12)[7];
    expect(eightOracle.distance(small)).toBe(12);
    expect(await shrinkCase('eight', eightOracle, FAR, null, failingOn([FAR, small]))).toEqual(small);
  });

  it('Eight: never returns a case as far as or farther than the given one, though such small cases fail', async () => {
    const given: EightCase = { start: eightApply('87654321X', 'uulld')!, goal: '87654321X' }; // not a canonical goal
    expect(eightOracle.distance(given)).toBe(5);
    const sameLength = smallCases('eight', eightOracle, 5)[0];
    const longer = smallCases('eight', eightOracle, 7)[0];
    expect(await shrinkCase('eight', eightOracle, given, null, failingOn([given, sameLength, longer]))).toEqual(given);
  });

  it("Eight: a failure that shows only on 16-move stretches of the case's answer is found in its neighbourhood", async () => {
    const stretches = subCases('eight', FAR, eightOracle.expected(FAR)!.moves, 16);
    const shrunk = await shrinkCase('eight', eightOracle, FAR, null, failingOn([FAR, ...stretches]));
    expect(stretches.map(key)).toContain(key(shrunk));
  });

  it('Eight: a failure that shows only on a case one move nearer off the answer\'s path is found by the last phase', async () => {
    const expected = eightOracle.expected(FAR)!.moves;
    const onPath = new Set(subCases('eight', FAR, expected, expected.length - 1).map(key));
    const offPath = stepsNearer('eight', eightOracle, FAR, expected.length).find((c) => !onPath.has(key(c)));
    expect(offPath).toBeDefined();
    expect(await shrinkCase('eight', eightOracle, FAR, null, failingOn([FAR, offPath]))).toEqual(offPath);
  });

  it('Eight: the neighbourhood stops two moves short of the case; one move nearer is the last phase\'s, in its order', async () => {
    // Failing: FAR, a stretch of 30 moves of its answer, and a case one move nearer that
    // stepsNearer lists before that stretch. The last phase takes the first of the two in its own
    // order; a neighbourhood that went on to 30 moves would take the stretch first.
    const expected = eightOracle.expected(FAR)!.moves;
    const stretches = subCases('eight', FAR, expected, expected.length - 1).map(key);
    const nearer = stepsNearer('eight', eightOracle, FAR, expected.length);
    const stretchAt = nearer.findIndex((c, i) => stretches.includes(key(c)) && nearer.slice(0, i).some((b) => !stretches.includes(key(b))));
    expect(stretchAt).toBeGreaterThan(0);
    const before = nearer.slice(0, stretchAt).find((c) => !stretches.includes(key(c)));
    expect(await shrinkCase('eight', eightOracle, FAR, null, failingOn([FAR, nearer[stretchAt], before]))).toEqual(before);
  });

  /**
   * The first seeded far case whose expected answer has a detour: at step k another letter, then
   * back onto the path at step k + m (m < 12) by a shortest way; with that answer and the stretch
   * of the case between where the two part and where they meet again.
   */
  function firstDetour(): { c: EightCase; actual: string; stretch: unknown } {
    for (const c of fc.sample(eightPairArb, { seed: 1326, numRuns: 20 })) {
      const expected = eightOracle.expected(c)!.moves;
      const boards = boardsAlong(c.start, expected);
      for (let k = 0; k < expected.length; k++) {
        for (const letter of EIGHT_LETTERS) {
          const next = letter === expected[k] ? null : eightApply(boards[k], letter);
          for (let m = 2; next !== null && m < 12 && k + m <= expected.length; m++) {
            const back = { start: next, goal: boards[k + m] };
            if (eightOracle.distance(back) !== m - 1) continue;
            const actual = expected.slice(0, k) + letter + eightOracle.expected(back)!.moves + expected.slice(k + m);
            const stretch = divergenceCase('eight', c, expected, actual);
            if (stretch !== null) return { c, actual, stretch };
          }
        }
      }
    }
    throw new Error('no seeded case has a detour');
  }

  it('Eight: a different shortest answer is shrunk to the stretch where it leaves and rejoins the expected path', async () => {
    // The stretch is short, so neither the global search (its goal is not a canonical one) nor
    // the neighbourhood (it is shorter than 13 moves) reaches it; only the jump to where the
    // answers part does.
    const { c, actual, stretch } = firstDetour();
    expect(eightOracle.distance(stretch)).toBeLessThan(12);
    expect(smallCases('eight', eightOracle, eightOracle.distance(stretch)).map(key)).not.toContain(key(stretch));
    const actualOf = (x: unknown): string | null => (key(x) === key(c) ? actual : null);
    expect(await shrinkCase('eight', eightOracle, c, actual, failingOn([c, stretch], actualOf))).toEqual(stretch);
  });

  it('Eight: the jump to where the answers part is tried again after each step nearer', async () => {
    // The given case is one move farther than the detour's case (its start one move back); it
    // fails without an answer, so only a step nearer reaches the detour's case, and only a jump
    // from there reaches the stretch.
    const { c, actual, stretch } = firstDetour();
    const distance = eightOracle.distance(c);
    const start = [...EIGHT_LETTERS]
      .map((letter) => eightApply(c.start, letter))
      .find((board) => board !== null && eightOracle.distance({ start: board, goal: c.goal }) === distance + 1);
    expect(start).toBeDefined();
    const given: EightCase = { start: start!, goal: c.goal };
    const actualOf = (x: unknown): string | null => (key(x) === key(c) ? actual : null);
    expect(await shrinkCase('eight', eightOracle, given, null, failingOn([given, c, stretch], actualOf))).toEqual(stretch);
  });

  it('Eight bug zoo: each buggy solver that fails a seeded far case is shrunk to a strictly nearer failing case', async () => {
    const far: EightCase[] = fc.sample(eightPairArb, { seed: 1325, numRuns: 10 });
    let shrunkCount = 0;
    for (const solver of BUGGY_SOLVERS.filter((s) => s.puzzles.includes('eight') && s.name !== 'idastar-stale-bound')) {
      const answerOf = (c: unknown): string | null => {
        const answer = solveCase(eight, solver.search, c as EightCase);
        return answer.solved ? answer.moves : null;
      };
      const fails = (c: unknown): boolean => {
        const moves = answerOf(c);
        return moves === null || eightOracle.judge(c, moves).verdict !== 'ok';
      };
      const original = far.find(fails);
      if (original === undefined) continue;
      const failing = async (cases: unknown[]): Promise<Failure | null> => {
        const index = cases.findIndex(fails);
        return index < 0 ? null : { index, actualMoves: answerOf(cases[index]) };
      };
      const shrunk = await shrinkCase('eight', eightOracle, original, answerOf(original), failing);
      expect(fails(shrunk), solver.name).toBe(true);
      expect(eightOracle.distance(shrunk), solver.name).toBeLessThan(eightOracle.distance(original));
      shrunkCount++;
    }
    expect(shrunkCount).toBeGreaterThanOrEqual(3);
  });
});
