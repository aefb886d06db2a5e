import { describe, expect, it } from 'vitest';
import { idastarMirrored } from './buggy/idastar-mirrored.js';
import { idastar } from '../../solvers/idastar.js';
import { solveCase } from '../../solvers/solve.js';
import { slidingFamily } from './space.js';
import { goalDistances } from '../../oracle/oracle.js';
import { isPuzzleName, listPuzzles, oracleOf, puzzleDefinition, puzzleNameError } from '../index.js';
import { manhattanLinearConflict } from './definition.js';
import { isUniformIndex } from './cases.js';

const fifteen = puzzleDefinition('fifteen');
const KORF_GOAL = Array.from({ length: 16 }, (_, i) => i);

describe('the puzzle registry', () => {
  it('lists eight, rotation and fifteen, in that order', () => {
    expect(listPuzzles().map((p) => p.name)).toEqual(['eight', 'rotation', 'fifteen']);
  });

  it('takes slide-RxC for sizes 2..5 each way, and slide-4x4 is fifteen', () => {
    expect(isPuzzleName('slide-2x5')).toBe(true);
    expect(puzzleDefinition('slide-4x4')).toBe(fifteen);
    expect(puzzleDefinition('slide-3x3').name).toBe('slide-3x3');
    expect(puzzleNameError('slide-6x2')).toBe("'slide-6x2': a sliding puzzle is 2..5 cells each way");
    expect(puzzleNameError('fiveteen')).toMatch(
      /^unknown puzzle 'fiveteen': expected eight, rotation, fifteen, or slide-RxC/,
    );
  });
});

describe('the fifteen judge format', () => {
  it('reads T and two lines per case, and writes the same bytes back', () => {
    const input = '1\n1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15\n1 2 0 3 4 5 6 7 8 9 10 11 12 13 14 15\n';
    const cases = fifteen.parseInput(input);
    expect(cases).toHaveLength(1);
    expect(fifteen.formatInput(cases)).toBe(input);
  });

  it.each([
    [
      '1\n1 2 3\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n',
      'case 1, line 2: bad start board: expected 16 numbers (0-15, 0 the blank), got 3',
    ],
    [
      '1\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 15\n',
      'case 1, line 3: bad goal board: 15 appears more than once',
    ],
    [
      '1\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 x\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n',
      "case 1, line 2: bad start board: 'x' is not a whole number",
    ],
    [
      '2\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n',
      'line 1: T is 2, but the input holds 2 board lines after it, ' +
        'enough for 1 case; each case needs a start line and a goal line',
    ],
    [
      '1\n1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 15 14\n',
      'case 1, lines 2-3: no sequence of moves turns the start into the goal',
    ],
  ])('refuses bad input with the line and what was expected (%#)', (input, message) => {
    expect(() => fifteen.parseInput(input)).toThrow(message);
  });

  it('takes --case as START / GOAL and gives the same text back', () => {
    const text = `1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 / ${KORF_GOAL.join(' ')}`;
    const [c] = fifteen.parseInput(fifteen.caseInput(text));
    expect(fifteen.caseText(c)).toBe(text);
  });

  it('writes Case x: n and the moves, an empty line for n = 0', () => {
    expect(
      fifteen.formatOutput([
        { moves: 'l', label: 0 },
        { moves: '', label: 0 },
      ]),
    ).toBe('Case 1: 1\nl\nCase 2: 0\n\n');
  });
});

describe('the oracle on spaces too large for tables', () => {
  const oracle = oracleOf(fifteen);
  // Stream cases 20-28 are walks of as many moves (case 29 is a uniform pair).
  const walked = (seed: number): ReturnType<typeof fifteen.randomCase> => fifteen.randomCase(seed, 20 + (seed % 9));

  it('finds the answer the pattern-database IDA* finds (random walks of 20-28 moves)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const c = walked(seed);
      const solved = solveCase(fifteen.puzzle, idastar, c);
      expect(oracle.expected(c)?.moves).toBe(solved.solved ? solved.moves : null);
    }
  });

  it(
    'proves a longer answer not shortest and a larger one ' +
      'of the same length not smallest, with the smaller letter',
    () => {
      const c = walked(5);
      const best = oracle.expected(c)!.moves;
      const detour = best.includes('u') || best.includes('d') ? best + (best.endsWith('u') ? 'du' : 'ud') : best;
      const longer = fifteen.puzzle.replay(c, detour).ok ? detour : null;
      if (longer) expect(oracle.judge(c, longer)).toMatchObject({ verdict: 'not-shortest', optimal: best.length });
      expect(oracle.judge(c, best)).toEqual({ verdict: 'ok' });
      expect(oracle.judge(c, best.slice(0, -1))).toMatchObject({ verdict: 'not-solved' });
    },
  );

  it('certifies a larger shortest answer (the mirrored IDA* of the bug zoo) at its first differing letter', () => {
    let certified = 0;
    for (let seed = 1; seed <= 60 && certified === 0; seed++) {
      const c = walked(seed);
      const wrong = solveCase(fifteen.puzzle, idastarMirrored, c);
      const expected = oracle.expected(c)!.moves;
      if (!wrong.solved || wrong.moves === expected) continue;
      const step = [...expected].findIndex((letter, i) => letter !== wrong.moves[i]);
      expect(oracle.judge(c, wrong.moves)).toMatchObject({
        verdict: 'not-lex-smallest',
        certificate: { step: step + 1, smallerMove: expected[step], actualMove: wrong.moves[step] },
      });
      certified++;
    }
    expect(certified).toBe(1);
  });
});

describe("fifteen's random stream", () => {
  const manhattan = (c: ReturnType<typeof fifteen.randomCase>): number => {
    const { board } = slidingFamily(4, 4);
    return c.start.reduce(
      (sum: number, tile: number, cell: number) =>
        tile === 0 ? sum : sum + board.manhattan[cell * 16 + c.goal.indexOf(tile)],
      0,
    );
  };

  it(
    'makes every tenth case a uniform pair, farther than ' + 'a walk of that many moves could go, at goals anywhere',
    () => {
      const blanks = new Set<number>();
      for (let seed = 1; seed <= 12; seed++) {
        const c = fifteen.randomCase(seed, 9);
        expect(manhattan(c)).toBeGreaterThan(9);
        blanks.add(c.goal.indexOf(0));
      }
      expect(blanks.size).toBeGreaterThan(5);
    },
  );

  it('keeps the other cases walks of as many moves as their index says, modulo 57', () => {
    for (let seed = 1; seed <= 12; seed++) expect(manhattan(fifteen.randomCase(seed, 8))).toBeLessThanOrEqual(8);
  });

  it('draws one uniform pair in ten among the first 100 cases, then one in thirty', () => {
    const uniform = (from: number, to: number): number[] =>
      Array.from({ length: to - from }, (_, k) => from + k).filter(isUniformIndex);
    expect(uniform(0, 100)).toEqual([9, 19, 29, 39, 49, 59, 69, 79, 89, 99]);
    expect(uniform(100, 190)).toEqual([119, 149, 179]);
    // Case 129 (a uniform pair under one in ten) is a walk of 129 mod 57 = 15 moves; case 119 is a
    // uniform pair, farther than its walk of 119 mod 57 = 5 moves would go.
    for (let seed = 1; seed <= 4; seed++) expect(manhattan(fifteen.randomCase(seed, 129))).toBeLessThanOrEqual(15);
    for (let seed = 1; seed <= 4; seed++) expect(manhattan(fifteen.randomCase(seed, 119))).toBeGreaterThan(5);
  });
});

describe("the oracle's own heuristic (Manhattan distance plus linear conflicts)", () => {
  it('never exceeds the exact distance on slide-3x3 (every 97th state of every goal blank)', () => {
    const family = slidingFamily(3, 3);
    for (let blank = 0; blank < 9; blank++) {
      const space = family.space(blank);
      const table = goalDistances(space);
      const state = space.newState();
      let checked = 0;
      let exact = 0;
      for (let rank = 0; rank < table.length; rank += 97) {
        if (table[rank] === 255) continue;
        space.unrank(rank, state);
        const h = manhattanLinearConflict(space, state);
        expect(h).toBeLessThanOrEqual(table[rank]);
        if (h === table[rank]) exact++;
        checked++;
      }
      expect(checked).toBeGreaterThan(1500);
      expect(exact).toBeGreaterThan(0);
    }
  });
});
