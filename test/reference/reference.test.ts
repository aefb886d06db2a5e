/**
 * The oracle against a reference that shares nothing with it (test/reference: the puzzles' rules on
 * plain boards and a plain BFS). Two sizes:
 * - `npm test`: a fixed sample (one Eight goal exhaustively, a thinned sweep of the Rotation
 *   patterns, a small seeded sample of answers);
 * - `npm run reference-check` (LEXPATH_REFERENCE=full): every Eight II state for every goal blank
 *   position, every Rotation pattern of 8 cells, and a large seeded sample of answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Oracle, goalDistances } from '../../oracle/oracle.js';
import { eight, eightSpace } from '../../puzzles/eight/space.js';
import { bfsTable } from '../../solvers/bfs-table.js';
import { rotation, rotationSpace } from '../../puzzles/rotation/space.js';
import { solveCase } from '../../solvers/solve.js';
import { permutationArb } from '../arbitraries.js';
import * as eightRules from './eight.js';
import * as rotationRules from './rotation.js';

const FULL = process.env.LEXPATH_REFERENCE === 'full';
const UNREACHABLE = 255; // the oracle's distance when no move sequence solves a case

const size = FULL
  ? {
      eightGoalBlanks: [0, 1, 2, 3, 4, 5, 6, 7, 8],
      rotationStride: 1,
      eightGoals: 60,
      startsPerGoal: 100,
      rotationBoards: 20_000,
    }
  : { eightGoalBlanks: [4], rotationStride: 97, eightGoals: 3, startsPerGoal: 40, rotationBoards: 300 };
const TIMEOUT = FULL ? 3_600_000 : 300_000; // hang guards only: the machine may be busy

const eightOracle = new Oracle(eight);
const rotationOracle = new Oracle(rotation);

/** The reference's 8-cell pattern distances (about 10 s to build), built once for the file. */
let patternTable: Map<string, number> | undefined;
function patterns(): Map<string, number> {
  patternTable ??= rotationRules.patternDistances();
  return patternTable;
}

function histogram(values: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

describe('the reference rules', () => {
  it('Eight: solves the judge samples (dd; urrulldr)', () => {
    expect(eightRules.smallestAnswer('12X453786', eightRules.distancesToGoal('12345678X'))).toBe('dd');
    expect(eightRules.smallestAnswer('564178X23', eightRules.distancesToGoal('7568X4123'))).toBe('urrulldr');
  });

  it('Eight: every move is undone by its opposite, so a BFS from the goal gives distances to it', () => {
    const opposite: Record<string, string> = { d: 'u', u: 'd', l: 'r', r: 'l' };
    for (const board of ['12345678X', '1234X5678', 'X12345678', '123X45678']) {
      for (const { letter, next } of eightRules.movesFrom(board))
        expect(eightRules.moveBlank(next, opposite[letter])).toBe(board);
    }
  });

  it('Rotation: numbers the cells as the problem draws them and rotates A towards its letter', () => {
    const board = Array.from({ length: 24 }, (_, i) => i + 1);
    expect(rotationRules.MIDDLE.map((i) => i + 1)).toEqual([7, 8, 9, 12, 13, 16, 17, 18]);
    const a = rotationRules.slide(board, 'A');
    expect([1, 3, 7, 12, 16, 21, 23].map((cell) => a[cell - 1])).toEqual([3, 7, 12, 16, 21, 23, 1]);
    const c = rotationRules.slide(board, 'C');
    expect([5, 6, 7, 8, 9, 10, 11].map((cell) => c[cell - 1])).toEqual([11, 5, 6, 7, 8, 9, 10]);
  });

  it('Rotation: A/F, B/E, C/H and D/G undo each other', () => {
    const board = Array.from({ length: 24 }, (_, i) => i + 1);
    for (const [m, n] of ['AF', 'BE', 'CH', 'DG', 'FA', 'EB', 'HC', 'GD']) {
      expect(rotationRules.slide(rotationRules.slide(board, m), n)).toEqual(board);
    }
  });

  it('Rotation: solves the judge samples (AC 2; DDHH 2)', { timeout: TIMEOUT }, () => {
    const board = (text: string): number[] => text.split(' ').map(Number);
    expect(rotationRules.smallestAnswer(board('1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'), patterns())).toEqual({
      moves: 'AC',
      label: 2,
    });
    expect(rotationRules.smallestAnswer(board('1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'), patterns())).toEqual({
      moves: 'DDHH',
      label: 2,
    });
  });
});

describe(`the oracle's distance tables equal the reference's (${FULL ? 'full' : 'sample'})`, () => {
  for (const blank of size.eightGoalBlanks) {
    it(`Eight, goal blank on cell ${blank}: every one of the 9! start boards`, { timeout: TIMEOUT }, () => {
      const goal = eightRules.orderedGoal(blank);
      const reference = eightRules.distancesToGoal(goal);
      expect(reference.size).toBe(181_440);
      let checked = 0;
      for (const start of eightRules.arrangements('12345678X')) {
        const expected = reference.get(start) ?? UNREACHABLE;
        const actual = eightOracle.distance({ start, goal });
        if (actual !== expected) expect({ start, goal, distance: actual }).toEqual({ start, goal, distance: expected });
        checked++;
      }
      expect(checked).toBe(362_880);
      // and the table holds nothing else: its distances occur as often as the reference's
      const table = histogram(goalDistances(eightSpace(blank)));
      const wanted = histogram(reference.values());
      wanted.set(UNREACHABLE, 362_880 - 181_440);
      expect(table).toEqual(wanted);
    });
  }

  it(`Rotation, 8 cells: ${size.rotationStride === 1 ? 'every one' : `every ${size.rotationStride}th`} ` +
    `of the C(24, 8) patterns`, {
    timeout: TIMEOUT,
  }, () => {
    const reference = patterns();
    expect(reference.size).toBe(735_471);
    let index = 0;
    let checked = 0;
    for (const cells of rotationRules.choices(24, 8)) {
      if (index++ % size.rotationStride !== 0) continue;
      // one digit on the pattern, 0 elsewhere: 0 is no digit, so the case is that pattern alone
      const board = Array<number>(24).fill(0);
      for (const i of cells) board[i] = 1;
      const expected = reference.get(rotationRules.patternOf(board, 1))!;
      const actual = rotationOracle.distance({ cells: board });
      if (actual !== expected)
        expect({ board: board.join(''), distance: actual }).toEqual({ board: board.join(''), distance: expected });
      checked++;
    }
    expect(index).toBe(735_471);
    expect(checked).toBe(Math.ceil(735_471 / size.rotationStride));
    if (size.rotationStride === 1)
      expect(histogram(goalDistances(rotationSpace(8)))).toEqual(histogram(reference.values()));
  });
});

describe(`the oracle's expected answers equal the reference's smallest answers (${FULL ? 'full' : 'sample'})`, () => {
  const eightBoard = permutationArb('12345678X'.split('')).map((cells) => cells.join(''));

  it(`Eight: ${size.eightGoals} seeded goals, ${size.startsPerGoal} starts each (random boards and short walks)`, {
    timeout: TIMEOUT,
  }, () => {
    const walk = fc.array(fc.constantFrom(...eightRules.LETTERS), { maxLength: 24 });
    const starts = fc.array(
      fc.oneof(
        eightBoard.map((b) => ({ board: b })),
        walk.map((w) => ({ walk: w })),
      ),
      {
        minLength: size.startsPerGoal,
        maxLength: size.startsPerGoal,
      },
    );
    let solvable = 0;
    let unsolvable = 0;
    fc.assert(
      fc.property(eightBoard, starts, (goal, picks) => {
        const reference = eightRules.distancesToGoal(goal);
        for (const pick of picks) {
          let start = goal;
          if ('board' in pick) start = pick.board;
          else for (const letter of pick.walk) start = eightRules.moveBlank(start, letter) ?? start;
          const want = eightRules.smallestAnswer(start, reference);
          expect(eightOracle.expected({ start, goal })).toEqual(want === null ? null : { moves: want, label: 0 });
          if (want === null) unsolvable++;
          else solvable++;
        }
      }),
      { seed: 1301, numRuns: size.eightGoals, endOnFailure: true },
    );
    expect(solvable).toBeGreaterThan(0);
    expect(unsolvable).toBeGreaterThan(0);
  });

  it(`Rotation: ${size.rotationBoards} seeded 8/8/8 boards (random boards and scrambles of solved ones)`, {
    timeout: TIMEOUT,
  }, () => {
    const random = permutationArb([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    const scrambled = fc
      .tuple(random, fc.array(fc.constantFrom(...rotationRules.LETTERS), { maxLength: 12 }))
      .map(([board, letters]) => {
        // swap cell 1's digit into the middle, then scramble
        const solved = board.slice();
        const digit = solved[0];
        for (const m of rotationRules.MIDDLE) {
          const j = solved.findIndex((v, i) => v === digit && !rotationRules.MIDDLE.includes(i));
          if (solved[m] !== digit && j >= 0) [solved[m], solved[j]] = [solved[j], solved[m]];
        }
        return letters.reduce((b, letter) => rotationRules.slide(b, letter), solved);
      });
    let distances = 0;
    fc.assert(
      fc.property(fc.oneof(random, scrambled), (board) => {
        const want = rotationRules.smallestAnswer(board, patterns());
        expect(want).not.toBeNull();
        expect(rotationOracle.expected({ cells: board })).toEqual(want);
        distances += want!.moves.length;
      }),
      { seed: 1302, numRuns: size.rotationBoards, endOnFailure: true },
    );
    expect(distances).toBeGreaterThan(0);
  });

  // bfs-table walks tables as the oracle does, so checking it against the oracle proved little
  it("bfs-table: its Eight answers equal the reference's (seeded goals and starts)", { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(eightBoard, fc.array(eightBoard, { minLength: 20, maxLength: 20 }), (goal, starts) => {
        const reference = eightRules.distancesToGoal(goal);
        for (const start of starts) {
          const want = eightRules.smallestAnswer(start, reference);
          const answer = solveCase(eight, bfsTable, { start, goal });
          expect(answer.solved ? answer.moves : null).toBe(want);
        }
      }),
      { seed: 1303, numRuns: FULL ? 20 : 2, endOnFailure: true },
    );
  });

  it("bfs-table: its Rotation answers equal the reference's (seeded 8/8/8 boards)", { timeout: TIMEOUT }, () => {
    const random = permutationArb([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3]);
    fc.assert(
      fc.property(random, (board) => {
        const answer = solveCase(rotation, bfsTable, { cells: board });
        expect(answer.solved ? { moves: answer.moves, label: answer.label } : null).toEqual(
          rotationRules.smallestAnswer(board, patterns()),
        );
      }),
      { seed: 1304, numRuns: FULL ? 5000 : 100, endOnFailure: true },
    );
  });
});
