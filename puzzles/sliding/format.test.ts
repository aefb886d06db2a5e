/**
 * The sliding puzzles' judge input format (parse and format) and the oracle's own heuristic,
 * Manhattan distance plus linear conflicts, against a plain definition written here.
 */
import { describe, expect, it } from 'vitest';
import { slidingFamily } from './space.js';
import { manhattanLinearConflict, slidingDefinition } from './definition.js';

const small = slidingDefinition(2, 3);
const GOAL = '1 2 3 4 5 0';

describe('the slide-2x3 judge input', () => {
  it('reads several cases, skipping blank lines and surrounding space, fields split by spaces or tabs', () => {
    const input = '\n 2 \n1 2 3 4 0 5\n\n1\t2 3  4 5 0\r\n0 1 2 3 4 5\n1 0 2 3 4 5\n\n';
    expect(small.parseInput(input)).toEqual([
      { start: [1, 2, 3, 4, 0, 5], goal: [1, 2, 3, 4, 5, 0] },
      { start: [0, 1, 2, 3, 4, 5], goal: [1, 0, 2, 3, 4, 5] },
    ]);
    expect(small.parseInput('0\n')).toEqual([]);
  });

  it('writes T and the boards, one line each', () => {
    const cases = [
      { start: [1, 2, 3, 4, 0, 5], goal: [1, 2, 3, 4, 5, 0] },
      { start: [0, 1, 2, 3, 4, 5], goal: [1, 0, 2, 3, 4, 5] },
    ];
    expect(small.formatInput(cases)).toBe('2\n1 2 3 4 0 5\n1 2 3 4 5 0\n0 1 2 3 4 5\n1 0 2 3 4 5\n');
    expect(small.formatInput([])).toBe('0\n');
  });

  it.each([
    ['', 'the input is empty: expected the number of cases T on the first line'],
    ['\n \n', 'the input is empty: expected the number of cases T on the first line'],
    ['\n\nT=1\n', "line 3: expected the number of cases T (a whole number), got 'T=1'"],
    ['-1\n', "line 1: expected the number of cases T (a whole number), got '-1'"],
    ['1 2\n', "line 1: expected the number of cases T (a whole number), got '1 2'"],
    ['99999999999999999999\n', 'line 1: the number of cases T is far too large'],
    [
      '3\n1 2 3 4 0 5\n1 2 3 4 5 0\n1 2 3 4 0 5\n',
      'line 1: T is 3, but the input holds 3 board lines after it, ' +
        'enough for 1 case; each case needs a start line and a goal line',
    ],
    [
      '1\n1 2 3 4 0 5\n',
      'line 1: T is 1, but the input holds 1 board line after it, ' +
        'enough for 0 cases; each case needs a start line and a goal line',
    ],
    [`1\n1 2 3 4 0 5\n${GOAL}\n\n${GOAL}\n`, `line 5: unexpected '${GOAL}' after the 1 case that T promised`],
    ['0\nextra\n', "line 2: unexpected 'extra' after the 0 cases that T promised"],
    [`2\n1 2 3 4 0 5\n${GOAL}\n1 2 3 4 0 5\n1 2 3 4 5 5\n`, 'case 2, line 5: bad goal board: 5 appears more than once'],
    [`1\n1 2 3 4 0 5 6\n${GOAL}\n`, 'case 1, line 2: bad start board: expected 6 numbers (0-5, 0 the blank), got 7'],
    [`1\n1 2 3 4 0 +5\n${GOAL}\n`, "case 1, line 2: bad start board: '+5' is not a whole number"],
    [`1\n1 2 3 4 0 5x\n${GOAL}\n`, "case 1, line 2: bad start board: '5x' is not a whole number"],
    [`1\n1 2 3 4 0 x5\n${GOAL}\n`, "case 1, line 2: bad start board: 'x5' is not a whole number"],
    [`1\n1 2 3 4 0 abcdefghijklmnopqrstuvwxyz\n${GOAL}\n`, 'is not a whole number'],
    [`1\n${GOAL}\n1 2 3 4 5 9\n`, 'case 1, line 3: bad goal board: unexpected number 9: a board holds only 0-5'],
    [`1\n1 2 3 4 0 10\n${GOAL}\n`, 'case 1, line 2: bad start board: unexpected number 10: a board holds only 0-5'],
    [
      `2\n${GOAL}\n${GOAL}\n\n2 1 3 4 5 0\n${GOAL}\n`,
      'case 2, lines 5-6: no sequence of moves turns the start into the goal',
    ],
    [
      `1\n\n2 1 3 4 5 0\n\n${GOAL}\n`,
      'case 1, lines 3-5: no sequence of moves turns the start into the goal (the ' +
        "permutation between them and the blank's distance have different parity)",
    ],
  ])('refuses bad input, naming the line (%#)', (input, message) => {
    expect(() => small.parseInput(input)).toThrow(message);
  });

  it('cuts a long bad field short in the message', () => {
    expect(() => small.parseInput(`1\n1 2 3 4 0 abcdefghijklmnopqrstuvwxyz\n${GOAL}\n`)).toThrow(
      /bad start board: 'abcdefghi.*' is not a whole number$/,
    );
    expect(() => small.parseInput(`1\n1 2 3 4 0 abcdefghijklmnopqrstuvwxyz\n${GOAL}\n`)).not.toThrow(/xyz/);
  });
});

/** Manhattan distance plus, for each row and column, 2 x (tiles at home in it - the most of them already in order). */
function plainHeuristic(rows: number, cols: number, goalBlank: number, cells: readonly number[]): number {
  let h = 0;
  cells.forEach((tile, cell) => {
    if (tile !== goalBlank)
      h += Math.abs(Math.floor(cell / cols) - Math.floor(tile / cols)) + Math.abs((cell % cols) - (tile % cols));
  });
  const conflict = (homes: number[]): number => {
    let most = 0;
    for (let mask = 0; mask < 1 << homes.length; mask++) {
      const kept = homes.filter((_, i) => mask & (1 << i));
      if (kept.every((v, i) => i === 0 || kept[i - 1] < v)) most = Math.max(most, kept.length);
    }
    return 2 * (homes.length - most);
  };
  for (let r = 0; r < rows; r++) {
    const homes: number[] = [];
    for (let c = 0; c < cols; c++) {
      const tile = cells[r * cols + c];
      if (tile !== goalBlank && Math.floor(tile / cols) === r) homes.push(tile % cols);
    }
    h += conflict(homes);
  }
  for (let c = 0; c < cols; c++) {
    const homes: number[] = [];
    for (let r = 0; r < rows; r++) {
      const tile = cells[r * cols + c];
      if (tile !== goalBlank && tile % cols === c) homes.push(Math.floor(tile / cols));
    }
    h += conflict(homes);
  }
  return h;
}

describe('manhattanLinearConflict', () => {
  const state = (rows: number, cols: number, goalBlank: number, cells: number[]) => {
    const space = slidingFamily(rows, cols).space(goalBlank);
    const s = space.newState();
    s.set(cells);
    return { space, s };
  };

  it('adds 2 for each tile that must leave its line (hand-counted 3x3 boards, blank value 8)', () => {
    const at = (cells: number[]): number => {
      const { space, s } = state(3, 3, 8, cells);
      return manhattanLinearConflict(space, s);
    };
    expect(at([0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
    expect(at([1, 0, 2, 3, 4, 5, 6, 7, 8])).toBe(2 + 2); // 1 and 0 swapped in row 0
    expect(at([3, 1, 2, 0, 4, 5, 6, 7, 8])).toBe(2 + 2); // 3 and 0 swapped in column 0
    expect(at([2, 1, 0, 3, 4, 5, 6, 7, 8])).toBe(4 + 2 * 2); // row 0 holds 2 1 0: only one in order
    expect(at([8, 1, 2, 3, 4, 5, 6, 7, 0])).toBe(4); // the blank is not counted, tile 0 is
    expect(at([0, 1, 2, 3, 4, 5, 7, 6, 8])).toBe(2 + 2); // last row
    expect(at([0, 1, 5, 3, 4, 2, 6, 7, 8])).toBe(2 + 2); // last column
    expect(at([4, 1, 2, 3, 0, 5, 6, 7, 8])).toBe(4); // 4 and 0 on the diagonal: no line shared
  });

  it(
    'equals the plain definition on random boards of every shape ' +
      'from 2x2 to 5x5 (blank values 0, the last, and between)',
    () => {
      let s = 987654321;
      const random = (): number => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return s / 2 ** 32;
      };
      let positive = 0;
      for (let rows = 2; rows <= 5; rows++) {
        for (let cols = 2; cols <= 5; cols++) {
          // a 4x4 space is the same formula; its pattern tables are not needed here
          if (rows === 4 && cols === 4) continue;
          const n = rows * cols;
          for (const goalBlank of [0, n - 1, Math.floor(n / 2)]) {
            for (let k = 0; k < 40; k++) {
              const cells = Array.from({ length: n }, (_, i) => i);
              for (let i = n - 1; i > 0; i--) {
                const j = Math.floor(random() * (i + 1));
                [cells[i], cells[j]] = [cells[j], cells[i]];
              }
              const { space, s: st } = state(rows, cols, goalBlank, cells);
              const h = manhattanLinearConflict(space, st);
              expect(h).toBe(plainHeuristic(rows, cols, goalBlank, cells));
              if (h > 0) positive++;
            }
          }
        }
      }
      expect(positive).toBeGreaterThan(1000);
    },
  );
});
