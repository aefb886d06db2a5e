/**
 * The shrink helpers on their own (subCases, divergenceCase, stepsNearer, smallCases) and
 * shrinkCase with failures whose smallest case is known, so a shrink that stops early fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eight, type EightCase } from '../../../puzzles/eight/space.js';
import { BUGGY_SOLVERS } from '../../../solvers/buggy/index.js';
import { EIGHT_BUG_ZOO } from '../../../puzzles/eight/buggy/index.js';
import { centreDigit, rotation, type RotationCase } from '../../../puzzles/rotation/space.js';
import { solveCase } from '../../../solvers/solve.js';
import { slidingFamily, type SlidingCase } from '../../../puzzles/sliding/space.js';
import { eightApply, eightPairArb, rotation888Arb, rotationApply } from '../../../test/arbitraries.js';
import { LETTERS as SLIDING_LETTERS, plainSlidingPaths, slideBlank } from '../../../test/plain-sliding.js';
import { Oracle } from '../../../oracle/oracle.js';
import { eightDefinition } from '../../../puzzles/eight/definition.js';
import { isPuzzleName, oracleOf, puzzleDefinition, registerPuzzle } from '../../../puzzles/index.js';
import type { PuzzleDefinition } from '../../../puzzles/kit/definition.js';
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
        const cases = subCases(puzzleDefinition('eight'), c, expected, length) as EightCase[];
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
        const cases = subCases(puzzleDefinition('rotation'), c, expected, length) as RotationCase[];
        expect(cases).toEqual([{ cells: rotationApply(c.cells, expected.slice(0, expected.length - length)) }]);
        expect(rotationOracle.expected(cases[0])!.moves).toBe(expected.slice(expected.length - length));
      }),
      { seed: 1321, numRuns: 25 },
    );
  });

  it('does not change the case it is given', () => {
    const cells = DDHH_BOARD.cells.slice();
    subCases(puzzleDefinition('rotation'), { cells }, 'DDHH', 1);
    expect(cells).toEqual(DDHH_BOARD.cells);
  });
});

describe('divergenceCase', () => {
  it('is null without an answer, for an answer of another length, and for the expected answer itself', () => {
    const c: EightCase = { start: '564178X23', goal: '7568X4123' };
    expect(divergenceCase(puzzleDefinition('eight'), c, 'urrulldr', null)).toBeNull();
    expect(divergenceCase(puzzleDefinition('eight'), c, 'urrulldr', 'urrulld')).toBeNull();
    expect(divergenceCase(puzzleDefinition('eight'), c, 'urrulldr', 'urrulldr')).toBeNull();
  });

  it(
    'is null for an answer of the right length that never ' +
      'meets the expected path again (it does not reach the goal)',
    () => {
      const c: EightCase = { start: '564178X23', goal: '7568X4123' };
      const end = eightApply(c.start, 'urrulldd'); // legal moves, ending elsewhere
      expect(end).not.toBeNull();
      expect(end).not.toBe(c.goal);
      expect(divergenceCase(puzzleDefinition('eight'), c, 'urrulldr', 'urrulldd')).toBeNull();
    },
  );

  it('Rotation: null for a longer answer, even one that starts with the expected answer', () => {
    expect(divergenceCase(puzzleDefinition('rotation'), DDHH_BOARD, 'DDHH', 'DDHHAF')).toBeNull();
  });

  it('Rotation: the board where the answer leaves the expected path (DHDH leaves DDHH after D)', () => {
    expect(divergenceCase(puzzleDefinition('rotation'), DDHH_BOARD, 'DDHH', 'DHDH')).toEqual({
      cells: rotationApply(DDHH_BOARD.cells, 'D'),
    });
  });

  it('Rotation: null when the answer leaves at the first move (that is the case itself)', () => {
    expect(divergenceCase(puzzleDefinition('rotation'), DDHH_BOARD, 'DDHH', 'HHDD')).toBeNull();
  });

  it(
    'Eight: the stretch from where another shortest answer ' + 'leaves the expected path to where it meets it again',
    () => {
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
          const sub = divergenceCase(puzzleDefinition('eight'), c, expected, actual) as EightCase | null;
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
    },
  );
});

describe('stepsNearer', () => {
  it('Eight: the cases one move nearer, from the start or from the goal (dd: two of them)', () => {
    const c: EightCase = { start: '12X453786', goal: '12345678X' };
    expect(stepsNearer(puzzleDefinition('eight'), eightOracle, c, 2)).toEqual([
      { start: '12345X786', goal: '12345678X' },
      { start: '12X453786', goal: '12345X786' },
    ]);
  });

  it('Eight: exactly the distinct one-move neighbours (of the start or the goal) one move nearer', () => {
    fc.assert(
      fc.property(eightPairArb, (c) => {
        const distance = eightOracle.distance(c);
        const nearer = stepsNearer(puzzleDefinition('eight'), eightOracle, c, distance) as EightCase[];
        const wanted = new Set<string>();
        for (const letter of EIGHT_LETTERS) {
          const start = eightApply(c.start, letter);
          if (start !== null && eightOracle.distance({ start, goal: c.goal }) === distance - 1)
            wanted.add(`${start} ${c.goal}`);
          const goal = eightApply(c.goal, letter);
          if (goal !== null && eightOracle.distance({ start: c.start, goal }) === distance - 1)
            wanted.add(`${c.start} ${goal}`);
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
        const nearer = stepsNearer(puzzleDefinition('rotation'), rotationOracle, c, distance) as RotationCase[];
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

  it('Eight: only real one-move cases, also with the blank on the last cell (no move beyond the four)', () => {
    // A case whose goal has the blank on cell 8, where a fifth "move" would read past the
    // neighbour table and cut the goal to 8 characters, a board the oracle still gives 13 moves.
    const c: EightCase = { start: '567843X12', goal: '15648723X' };
    const nearer = stepsNearer(puzzleDefinition('eight'), eightOracle, c, 14) as EightCase[];
    const wanted: string[] = [];
    for (const letter of EIGHT_LETTERS) {
      const start = eightApply(c.start, letter);
      if (start !== null && eightOracle.distance({ start, goal: c.goal }) === 13) wanted.push(`${start} ${c.goal}`);
      const goal = eightApply(c.goal, letter);
      if (goal !== null && eightOracle.distance({ start: c.start, goal }) === 13) wanted.push(`${c.start} ${goal}`);
    }
    expect(nearer.map((n) => `${n.start} ${n.goal}`).sort()).toEqual(wanted.sort());
    for (const n of nearer) expect(n.goal).toHaveLength(9);
  });

  it('finds nothing nearer than a solved case', () => {
    expect(stepsNearer(puzzleDefinition('eight'), eightOracle, { start: '12345678X', goal: '12345678X' }, 0)).toEqual(
      [],
    );
  });
});

describe('smallCases', () => {
  it('Eight, length 0: one solved case per canonical goal', () => {
    const cases = smallCases(puzzleDefinition('eight'), eightOracle, 0) as EightCase[];
    expect(cases).toHaveLength(9);
    for (const c of cases) expect(c.start).toBe(c.goal);
    expect(new Set(cases.map((c) => c.goal.indexOf('X')))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('Eight, length 1: every one-move case of every canonical goal (24)', () => {
    const cases = smallCases(puzzleDefinition('eight'), eightOracle, 1) as EightCase[];
    expect(cases).toHaveLength(24); // 4 corners x 2 + 4 edges x 3 + centre x 4
    for (const c of cases) expect(eightOracle.distance(c)).toBe(1);
  });

  it('Eight: cases of exactly the length asked, at most 200 per goal, the same on every call', () => {
    for (const length of [5, 12]) {
      const cases = smallCases(puzzleDefinition('eight'), eightOracle, length) as EightCase[];
      expect(cases.length).toBeGreaterThan(0);
      expect(cases.length).toBeLessThanOrEqual(9 * 200);
      for (const c of cases) expect(eightOracle.distance(c)).toBe(length);
      expect(new Set(cases.map((c) => `${c.start} ${c.goal}`)).size).toBe(cases.length);
      expect(smallCases(puzzleDefinition('eight'), eightOracle, length)).toEqual(cases);
    }
  });

  it('Rotation: distinct 8/8/8 boards of exactly the length asked, at most 200, the same on every call', () => {
    for (const length of [0, 1, 3]) {
      const cases = smallCases(puzzleDefinition('rotation'), rotationOracle, length) as RotationCase[];
      expect(cases.length).toBeGreaterThan(0);
      expect(cases.length).toBeLessThanOrEqual(200);
      for (const c of cases) {
        expect(rotationOracle.distance(c)).toBe(length);
        for (const digit of [1, 2, 3]) expect(c.cells.filter((v) => v === digit)).toHaveLength(8);
      }
      expect(new Set(cases.map((c) => c.cells.join(''))).size).toBe(cases.length);
      expect(smallCases(puzzleDefinition('rotation'), rotationOracle, length)).toEqual(cases);
    }
  });

  it('Eight, length 12: thinned to between 100 and 200 cases for each goal (each has more than 200)', () => {
    const perGoal = new Map<string, number>();
    for (const c of smallCases(puzzleDefinition('eight'), eightOracle, 12) as EightCase[])
      perGoal.set(c.goal, (perGoal.get(c.goal) ?? 0) + 1);
    expect(perGoal.size).toBe(9);
    for (const n of perGoal.values()) {
      expect(n).toBeGreaterThanOrEqual(100);
      expect(n).toBeLessThanOrEqual(200);
    }
  });

  it('Rotation, length 0: solved boards of every centre digit', () => {
    const centres = (smallCases(puzzleDefinition('rotation'), rotationOracle, 0) as RotationCase[]).map((c) =>
      centreDigit(c.cells),
    );
    expect(new Set(centres)).toEqual(new Set([1, 2, 3]));
  });

  it('Rotation, length 14 (no board needs that many): none, after a bounded number of tries', () => {
    expect(smallCases(puzzleDefinition('rotation'), rotationOracle, 14)).toEqual([]);
  });

  it('Rotation, length 3: a full batch of 200 boards', () => {
    expect(smallCases(puzzleDefinition('rotation'), rotationOracle, 3)).toHaveLength(200);
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

  it.each([3, 12, 16])(
    'Eight: a failure from %i moves on shrinks to a case of exactly that many',
    async (threshold) => {
      const c: EightCase = { start: '8672543X1', goal: '12345678X' }; // 31 moves
      const shrunk = await shrinkCase(
        puzzleDefinition('eight'),
        eightOracle,
        c,
        null,
        failingFrom(eightOracle, threshold),
      );
      expect(eightOracle.distance(shrunk)).toBe(threshold);
    },
  );

  it('Rotation: a failure from 2 moves on shrinks to a case of 2 moves', async () => {
    // 8 moves
    const c: RotationCase = { cells: '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1'.split(' ').map(Number) };
    const shrunk = await shrinkCase(
      puzzleDefinition('rotation'),
      rotationOracle,
      c,
      null,
      failingFrom(rotationOracle, 2),
    );
    expect(rotationOracle.distance(shrunk)).toBe(2);
  });

  it('returns the case itself when nothing else fails', async () => {
    const c: EightCase = { start: '564178X23', goal: '7568X4123' };
    const onlyThis = async (cases: unknown[]): Promise<Failure | null> => {
      const index = cases.findIndex((x) => JSON.stringify(x) === JSON.stringify(c));
      return index < 0 ? null : { index, actualMoves: null };
    };
    expect(await shrinkCase(puzzleDefinition('eight'), eightOracle, c, null, onlyThis)).toEqual(c);
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

  it(
    'Eight: a solved case that fails is returned as it is, ' + 'even when every case fails (nothing is nearer)',
    async () => {
      const solved: EightCase = { start: '1234X5678', goal: '1234X5678' };
      const everyCase = async (batch: unknown[]): Promise<Failure | null> =>
        batch.length > 0 ? { index: 0, actualMoves: null } : null;
      expect(await shrinkCase(puzzleDefinition('eight'), eightOracle, solved, null, everyCase)).toEqual(solved);
    },
  );

  it(
    'Eight: a failure that shows on one small case of 12 ' + 'moves (the longest searched globally) returns that case',
    async () => {
      const small = smallCases(puzzleDefinition('eight'), eightOracle, 12)[7];
      expect(eightOracle.distance(small)).toBe(12);
      expect(await shrinkCase(puzzleDefinition('eight'), eightOracle, FAR, null, failingOn([FAR, small]))).toEqual(
        small,
      );
    },
  );

  it('Eight: never returns a case as far as or farther than the given one, though such small cases fail', async () => {
    const given: EightCase = { start: eightApply('87654321X', 'uulld')!, goal: '87654321X' }; // not a canonical goal
    expect(eightOracle.distance(given)).toBe(5);
    const sameLength = smallCases(puzzleDefinition('eight'), eightOracle, 5)[0];
    const longer = smallCases(puzzleDefinition('eight'), eightOracle, 7)[0];
    expect(
      await shrinkCase(puzzleDefinition('eight'), eightOracle, given, null, failingOn([given, sameLength, longer])),
    ).toEqual(given);
  });

  it(
    'Eight: a failure that shows only on 16-move stretches ' + "of the case's answer is found in its neighbourhood",
    async () => {
      const stretches = subCases(puzzleDefinition('eight'), FAR, eightOracle.expected(FAR)!.moves, 16);
      const shrunk = await shrinkCase(
        puzzleDefinition('eight'),
        eightOracle,
        FAR,
        null,
        failingOn([FAR, ...stretches]),
      );
      expect(stretches.map(key)).toContain(key(shrunk));
    },
  );

  it(
    'Eight: a failure that shows only on a case one move ' + "nearer off the answer's path is found by the last phase",
    async () => {
      const expected = eightOracle.expected(FAR)!.moves;
      const onPath = new Set(subCases(puzzleDefinition('eight'), FAR, expected, expected.length - 1).map(key));
      const offPath = stepsNearer(puzzleDefinition('eight'), eightOracle, FAR, expected.length).find(
        (c) => !onPath.has(key(c)),
      );
      expect(offPath).toBeDefined();
      expect(await shrinkCase(puzzleDefinition('eight'), eightOracle, FAR, null, failingOn([FAR, offPath]))).toEqual(
        offPath,
      );
    },
  );

  it(
    'Eight: the neighbourhood stops two moves short of the case; ' +
      "one move nearer is the last phase's, in its order",
    async () => {
      // Failing: FAR, a stretch of 30 moves of its answer, and a case one move nearer that
      // stepsNearer lists before that stretch. The last phase takes the first of the two in its own
      // order; a neighbourhood that went on to 30 moves would take the stretch first.
      const expected = eightOracle.expected(FAR)!.moves;
      const stretches = subCases(puzzleDefinition('eight'), FAR, expected, expected.length - 1).map(key);
      const nearer = stepsNearer(puzzleDefinition('eight'), eightOracle, FAR, expected.length);
      const stretchAt = nearer.findIndex(
        (c, i) => stretches.includes(key(c)) && nearer.slice(0, i).some((b) => !stretches.includes(key(b))),
      );
      expect(stretchAt).toBeGreaterThan(0);
      const before = nearer.slice(0, stretchAt).find((c) => !stretches.includes(key(c)));
      expect(
        await shrinkCase(
          puzzleDefinition('eight'),
          eightOracle,
          FAR,
          null,
          failingOn([FAR, nearer[stretchAt], before]),
        ),
      ).toEqual(before);
    },
  );

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
            const stretch = divergenceCase(puzzleDefinition('eight'), c, expected, actual);
            if (stretch !== null) return { c, actual, stretch };
          }
        }
      }
    }
    throw new Error('no seeded case has a detour');
  }

  it(
    'Eight: a different shortest answer is shrunk to the ' + 'stretch where it leaves and rejoins the expected path',
    async () => {
      // The stretch is short, so neither the global search (its goal is not a canonical one) nor
      // the neighbourhood (it is shorter than 13 moves) reaches it; only the jump to where the
      // answers part does.
      const { c, actual, stretch } = firstDetour();
      expect(eightOracle.distance(stretch)).toBeLessThan(12);
      expect(smallCases(puzzleDefinition('eight'), eightOracle, eightOracle.distance(stretch)).map(key)).not.toContain(
        key(stretch),
      );
      const actualOf = (x: unknown): string | null => (key(x) === key(c) ? actual : null);
      expect(
        await shrinkCase(puzzleDefinition('eight'), eightOracle, c, actual, failingOn([c, stretch], actualOf)),
      ).toEqual(stretch);
    },
  );

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
    expect(
      await shrinkCase(puzzleDefinition('eight'), eightOracle, given, null, failingOn([given, c, stretch], actualOf)),
    ).toEqual(stretch);
  });

  it(
    'Eight bug zoo: each buggy solver that fails a seeded ' + 'far case is shrunk to a strictly nearer failing case',
    async () => {
      const far: EightCase[] = fc.sample(eightPairArb, { seed: 1325, numRuns: 10 });
      let shrunkCount = 0;
      for (const solver of [...BUGGY_SOLVERS, ...EIGHT_BUG_ZOO].filter(
        (s) => s.puzzles.includes('eight') && s.name !== 'idastar-stale-bound',
      )) {
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
        const shrunk = await shrinkCase(puzzleDefinition('eight'), eightOracle, original, answerOf(original), failing);
        expect(fails(shrunk), solver.name).toBe(true);
        expect(eightOracle.distance(shrunk), solver.name).toBeLessThan(eightOracle.distance(original));
        shrunkCount++;
      }
      expect(shrunkCount).toBeGreaterThanOrEqual(3);
    },
  );

  /** Eight under another name, with some shrink steps replaced (a plug-in can define them so). */
  function eightVariant(name: string, changes: Partial<PuzzleDefinition<EightCase>>): string {
    // Registered once per module instance; a registry that outlives
    // this file's run keeps the first one, which behaves the same.
    if (!isPuzzleName(name)) registerPuzzle({ ...eightDefinition, name, ...changes });
    return name;
  }

  /**
   * `failing`, recording each batch's size, and refusing to run more than `limit` batches (a shrink that does not end).
   */
  function recorded(failing: (cases: unknown[]) => Promise<Failure | null>, limit = 200) {
    const sizes: number[] = [];
    const run = async (cases: unknown[]): Promise<Failure | null> => {
      sizes.push(cases.length);
      if (sizes.length > limit) throw new Error(`more than ${limit} batches`);
      return failing(cases);
    };
    return { sizes, run };
  }

  it('runs no empty batch: a solved failing case has no case one move nearer to run', async () => {
    const solved: EightCase = { start: '1234X5678', goal: '1234X5678' };
    const { sizes, run } = recorded(failingFrom(eightOracle, 0));
    expect(await shrinkCase(puzzleDefinition('eight'), eightOracle, solved, null, run)).toEqual(solved);
    expect(sizes).toEqual([]);
  });

  it(
    'runs no empty batch when a puzzle has no small cases ' + 'of some length, and still shrinks past that length',
    async () => {
      // A plug-in's small cases come from its random cases, which can miss a length.
      const puzzle = eightVariant('eight-without-small-cases-of-2', {
        smallCases: (oracle, length) => (length === 2 ? [] : eightDefinition.smallCases(oracle, length)),
      });
      const { sizes, run } = recorded(failingFrom(eightOracle, 3));
      const shrunk = await shrinkCase(puzzleDefinition(puzzle), eightOracle, FAR, null, run);
      expect(eightOracle.distance(shrunk)).toBe(3);
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter((n) => n === 0)).toEqual([]);
    },
  );

  it(
    'jumps only to a nearer case: a divergence that is the case ' +
      'itself (a plug-in may return it) does not stall the shrink',
    async () => {
      const puzzle = eightVariant('eight-divergence-is-the-case', { divergenceCase: (c) => c });
      const c: EightCase = { start: '564178X23', goal: '7568X4123' }; // 8 moves, expected urrulldr
      const { sizes, run } = recorded(failingOn([c], () => 'urrulldd'));
      expect(await shrinkCase(puzzleDefinition(puzzle), eightOracle, c, 'urrulldd', run)).toEqual(c);
      expect(sizes.length).toBeLessThan(200);
    },
  );

  it('Eight: after a jump inside the last phase it jumps again before it steps nearer', async () => {
    // The given case fails without an answer; the neighbourhood finds its first 13-move stretch E,
    // which fails with another shortest answer. The jump from E reaches J (where the two answers
    // part), which fails with an answer of its own; from J, both the jump to L and a step nearer, H,
    // fail. Jumping first returns L; stepping first would return H.
    const given: EightCase = { start: '58721X643', goal: '46X531287' };
    const e = subCases(puzzleDefinition('eight'), given, eightOracle.expected(given)!.moves, 13)[0] as EightCase;
    const actualOfE = 'uldldrurulldd';
    const j = divergenceCase(puzzleDefinition('eight'), e, eightOracle.expected(e)!.moves, actualOfE) as EightCase;
    const actualOfJ = 'lurdlldruu';
    const l = divergenceCase(puzzleDefinition('eight'), j, eightOracle.expected(j)!.moves, actualOfJ) as EightCase;
    expect([eightOracle.distance(given), eightOracle.distance(j), eightOracle.distance(l)]).toEqual([25, 10, 8]);
    const nearer = (c: unknown): string[] =>
      stepsNearer(puzzleDefinition('eight'), eightOracle, c, eightOracle.distance(c)).map(key);
    const h = stepsNearer(puzzleDefinition('eight'), eightOracle, j, 10).find(
      (x) => !nearer(x).includes(key(l)) && !nearer(l).includes(key(x)),
    );
    expect(h).toBeDefined();
    expect(nearer(j)).not.toContain(key(l));
    for (const x of [j, l, h])
      expect(smallCases(puzzleDefinition('eight'), eightOracle, eightOracle.distance(x)).map(key)).not.toContain(
        key(x),
      );
    const actualOf = (x: unknown): string | null =>
      key(x) === key(e) ? actualOfE : key(x) === key(j) ? actualOfJ : null;
    expect(
      await shrinkCase(puzzleDefinition('eight'), eightOracle, given, null, failingOn([given, e, j, l, h], actualOf)),
    ).toEqual(l);
  });
});

describe('the shrink steps of the sliding puzzles', () => {
  const def2x3 = puzzleDefinition('slide-2x3');
  const oracle2x3 = oracleOf(def2x3) as Oracle<unknown>;
  const { board } = slidingFamily(2, 3);
  const cases2x3 = def2x3.randomJudgeCases(12, 1327) as SlidingCase[];
  const key = (c: unknown): string => JSON.stringify(c);

  /** The boards a sliding answer passes through, the start first (null after a move off the board). */
  function slidingBoards(start: readonly number[], moves: string): (number[] | null)[] {
    const boards: (number[] | null)[] = [[...start]];
    for (const letter of moves) {
      const last = boards[boards.length - 1];
      boards.push(last === null ? null : slideBlank(board, last, SLIDING_LETTERS.indexOf(letter)));
    }
    return boards;
  }

  /** A shortest answer picked by `picks` among the letters that stay on a shortest path. */
  function someShortestSliding(c: SlidingCase, picks: readonly number[]): string {
    let cells = [...c.start];
    let moves = '';
    for (let remaining = oracle2x3.distance(c), step = 0; remaining > 0; remaining--, step++) {
      const staying = [...SLIDING_LETTERS].filter((letter) => {
        const next = slideBlank(board, cells, SLIDING_LETTERS.indexOf(letter));
        return next !== null && oracle2x3.distance({ start: next, goal: c.goal }) === remaining - 1;
      });
      const letter = staying[(picks[step] ?? 0) % staying.length];
      cells = slideBlank(board, cells, SLIDING_LETTERS.indexOf(letter))!;
      moves += letter;
    }
    return moves;
  }

  it('subCases: every stretch of `length` moves of the expected answer, as a case whose answer is that stretch', () => {
    for (const [n, c] of cases2x3.entries()) {
      const expected = oracle2x3.expected(c)!.moves;
      const length = n % (expected.length + 1);
      const subs = subCases(puzzleDefinition('slide-2x3'), c, expected, length) as SlidingCase[];
      const boards = slidingBoards(c.start, expected);
      expect(subs).toEqual(
        Array.from({ length: expected.length - length + 1 }, (_, i) => ({
          start: boards[i],
          goal: boards[i + length],
        })),
      );
      subs.forEach((sub, i) => {
        expect(oracle2x3.expected(sub)!.moves).toBe(expected.slice(i, i + length));
      });
    }
  });

  it(
    'divergenceCase: null without an answer, for another length, ' +
      'for the expected answer, and for an answer that never meets it again',
    () => {
      const c = cases2x3.find((x) => oracle2x3.distance(x) >= 6)!;
      const expected = oracle2x3.expected(c)!.moves;
      expect(divergenceCase(puzzleDefinition('slide-2x3'), c, expected, null)).toBeNull();
      expect(divergenceCase(puzzleDefinition('slide-2x3'), c, expected, expected.slice(1))).toBeNull();
      expect(divergenceCase(puzzleDefinition('slide-2x3'), c, expected, expected)).toBeNull();
      // the same letters but the last one changed: the answer ends elsewhere (or leaves the board)
      const wrongLast = expected.slice(0, -1) + [...SLIDING_LETTERS].find((l) => l !== expected[expected.length - 1])!;
      expect(divergenceCase(puzzleDefinition('slide-2x3'), c, expected, wrongLast)).toBeNull();
    },
  );

  it(
    'divergenceCase: the stretch from where another shortest ' +
      'answer leaves the expected path to where it meets it again',
    () => {
      let nonNull = 0;
      let whole = 0;
      for (const [n, c] of (def2x3.randomJudgeCases(40, 1328) as SlidingCase[]).entries()) {
        const expected = oracle2x3.expected(c)!.moves;
        for (let p = 0; p < 6; p++) {
          const actual = someShortestSliding(
            c,
            Array.from({ length: 32 }, (_, k) => (n * 7 + p * 13 + k * (p + 1)) % 5),
          );
          if (actual === expected) continue;
          const i = [...expected].findIndex((letter, k) => letter !== actual[k]);
          const expectedBoards = slidingBoards(c.start, expected);
          const actualBoards = slidingBoards(c.start, actual);
          let j = i + 1;
          while (key(expectedBoards[j]) !== key(actualBoards[j])) j++;
          const sub = divergenceCase(puzzleDefinition('slide-2x3'), c, expected, actual) as SlidingCase | null;
          if (i === 0 && j === expected.length) {
            expect(sub).toBeNull();
            whole++;
            continue;
          }
          nonNull++;
          expect(sub).toEqual({ start: expectedBoards[i], goal: expectedBoards[j] });
          expect(oracle2x3.expected(sub)!.moves).toBe(expected.slice(i, j));
        }
      }
      expect(nonNull).toBeGreaterThan(5);
      expect(whole).toBeGreaterThan(0);
    },
  );

  it(
    'stepsNearer: exactly the distinct boards one move of the ' +
      'blank away (in the start or the goal) and one move nearer',
    () => {
      for (const c of cases2x3) {
        const distance = oracle2x3.distance(c);
        const wanted = new Set<string>();
        for (let move = 0; move < 4; move++) {
          const start = slideBlank(board, c.start, move);
          if (start !== null && oracle2x3.distance({ start, goal: c.goal }) === distance - 1)
            wanted.add(key({ start, goal: c.goal }));
          const goal = slideBlank(board, c.goal, move);
          if (goal !== null && oracle2x3.distance({ start: c.start, goal }) === distance - 1)
            wanted.add(key({ start: c.start, goal }));
        }
        const nearer = stepsNearer(puzzleDefinition('slide-2x3'), oracle2x3, c, distance).map(key);
        expect(nearer.sort()).toEqual([...wanted].sort());
        expect(nearer.length).toBeGreaterThan(0);
      }
    },
  );

  it(
    'stepsNearer: the one-move cases of a solved 2x3 board, ' +
      'from both ends, in move order (d, l, r, u; start before goal)',
    () => {
      // blank on cell 1 (top middle): d, l and r move it; u leaves the board
      const solved: SlidingCase = { start: [1, 0, 2, 3, 4, 5], goal: [1, 0, 2, 3, 4, 5] };
      const neighbours = puzzleDefinition('slide-2x3').neighbours(solved);
      expect(neighbours).toEqual([
        { start: [1, 4, 2, 3, 0, 5], goal: solved.goal },
        { start: solved.start, goal: [1, 4, 2, 3, 0, 5] },
        { start: [0, 1, 2, 3, 4, 5], goal: solved.goal },
        { start: solved.start, goal: [0, 1, 2, 3, 4, 5] },
        { start: [1, 2, 0, 3, 4, 5], goal: solved.goal },
        { start: solved.start, goal: [1, 2, 0, 3, 4, 5] },
        { start: solved.start, goal: solved.goal },
        { start: solved.start, goal: solved.goal },
      ]);
    },
  );

  /** The canonical goal of an n-cell board with the blank on `blank`: tiles 1.. in reading order around it. */
  const canonical = (n: number, blank: number): number[] => {
    const goal = Array.from({ length: n - 1 }, (_, i) => i + 1);
    goal.splice(blank, 0, 0);
    return goal;
  };

  it(
    'smallCases (2x3, tabled): every start at exactly that ' + 'distance from each canonical goal (no level holds 200)',
    () => {
      for (const length of [0, 1, 7, 21]) {
        const wanted: string[] = [];
        for (let blank = 0; blank < 6; blank++) {
          const goal = canonical(6, blank);
          for (const [cells, path] of plainSlidingPaths(board, goal)) {
            if (path.length === length) wanted.push(key({ start: cells.split(',').map(Number), goal }));
          }
        }
        const cases = smallCases(puzzleDefinition('slide-2x3'), oracle2x3, length);
        expect(cases.map(key).sort(), `length ${length}`).toEqual(wanted.sort());
        expect(cases.length).toBeGreaterThan(0);
      }
    },
  );

  it(
    'smallCases (3x3, tabled): thinned to between 100 and 200 per ' +
      'canonical goal, of exactly the length, the same on every call',
    () => {
      const oracle3x3 = oracleOf(puzzleDefinition('slide-3x3')) as Oracle<unknown>;
      const cases = smallCases(puzzleDefinition('slide-3x3'), oracle3x3, 12) as SlidingCase[];
      const perGoal = new Map<string, number>();
      for (const c of cases) perGoal.set(c.goal.join(), (perGoal.get(c.goal.join()) ?? 0) + 1);
      expect([...perGoal.keys()].sort()).toEqual(Array.from({ length: 9 }, (_, b) => canonical(9, b).join()).sort());
      for (const count of perGoal.values()) {
        expect(count).toBeGreaterThanOrEqual(100);
        expect(count).toBeLessThanOrEqual(200);
      }
      for (const c of cases.slice(0, 300)) expect(oracle3x3.distance(c)).toBe(12);
      expect(new Set(cases.map(key)).size).toBe(cases.length);
      expect(smallCases(puzzleDefinition('slide-3x3'), oracle3x3, 12)).toEqual(cases);
    },
  );

  describe('fifteen (no tables: seeded walks from canonical goals)', () => {
    const fifteen = puzzleDefinition('fifteen');
    const oracle15 = oracleOf(fifteen) as Oracle<unknown>;

    it('length 0: the 16 canonical goals, each once', () => {
      const cases = smallCases(puzzleDefinition('fifteen'), oracle15, 0) as SlidingCase[];
      expect(cases.map((c) => key(c.goal)).sort()).toEqual(
        Array.from({ length: 16 }, (_, b) => key(canonical(16, b))).sort(),
      );
      for (const c of cases) expect(c.start).toEqual(c.goal);
    });

    it('length 1: every one-move case of every canonical goal (48)', () => {
      const cases = smallCases(puzzleDefinition('fifteen'), oracle15, 1) as SlidingCase[];
      expect(cases).toHaveLength(48); // 4 corners x 2 + 8 edges x 3 + 4 inner x 4
      for (const c of cases) expect(oracle15.distance(c)).toBe(1);
      expect(new Set(cases.map(key)).size).toBe(48);
    });

    it('length 12: only walks the oracle puts at exactly 12 moves (a 12-move walk can be shorter)', () => {
      const cases = smallCases(puzzleDefinition('fifteen'), oracle15, 12) as SlidingCase[];
      expect(cases).toHaveLength(200);
      for (const c of cases) expect(oracle15.distance(c)).toBe(12);
    });

    it(
      'length 6: a full batch of 200 distinct cases of exactly ' +
        '6 moves from canonical goals, the same on every call',
      () => {
        const cases = smallCases(puzzleDefinition('fifteen'), oracle15, 6) as SlidingCase[];
        expect(cases).toHaveLength(200);
        const goals = new Set(Array.from({ length: 16 }, (_, b) => key(canonical(16, b))));
        for (const c of cases) {
          expect(oracle15.distance(c)).toBe(6);
          expect(goals.has(key(c.goal))).toBe(true);
        }
        expect(new Set(cases.map(key)).size).toBe(200);
        expect(smallCases(puzzleDefinition('fifteen'), oracle15, 6)).toEqual(cases);
      },
    );
  });

  it('shrinkCase (2x3): a failure from 5 moves on shrinks to a case of exactly 5 moves', async () => {
    const c = cases2x3.find((x) => oracle2x3.distance(x) >= 15)!;
    const failing = async (batch: unknown[]): Promise<Failure | null> => {
      const index = batch.findIndex((x) => oracle2x3.distance(x) >= 5);
      return index < 0 ? null : { index, actualMoves: null };
    };
    expect(oracle2x3.distance(await shrinkCase(puzzleDefinition('slide-2x3'), oracle2x3, c, null, failing))).toBe(5);
  });
});
