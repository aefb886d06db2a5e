/**
 * fast-check arbitraries for random cases, shared by `lexpath verify`, `lexpath repro` and the
 * tests. Walk-based arbitraries shrink well: fewer walk moves give nearer cases.
 */
import fc from 'fast-check';
import { blankTarget, eightParity, type EightCase } from '../eight/space.js';
import { applyRotation, CENTRE_CELLS, type RotationCase } from '../rotation/space.js';

const EIGHT_LETTERS = ['1', '2', '3', '4', '5', '6', '7', '8', 'X'];

export const eightBoard: fc.Arbitrary<string> = fc
  .shuffledSubarray(EIGHT_LETTERS, { minLength: 9, maxLength: 9 })
  .map((cells) => cells.join(''));

function swapFirstTwoTiles(board: string): string {
  const cells = board.split('');
  const [a, b] = cells.flatMap((ch, i) => (ch === 'X' ? [] : [i])).slice(0, 2);
  [cells[a], cells[b]] = [cells[b], cells[a]];
  return cells.join('');
}

/** Uniform over solvable pairs: a goal of the wrong parity has its first two tiles swapped (2-to-1). */
export const eightUniformPair: fc.Arbitrary<EightCase> = fc
  .tuple(eightBoard, eightBoard)
  .map(([start, goal]) => ({ start, goal: eightParity(start) === eightParity(goal) ? goal : swapFirstTwoTiles(goal) }));

/** Applies moves (indices d, l, r, u) to a board, skipping those that would leave the board. */
export function walkEight(board: string, moves: readonly number[]): string {
  const cells = board.split('');
  let blank = cells.indexOf('X');
  for (const move of moves) {
    const to = blankTarget(blank, move);
    if (to < 0) continue;
    cells[blank] = cells[to];
    cells[to] = 'X';
    blank = to;
  }
  return cells.join('');
}

/** A random board with eight each of 1, 2 and 3 (the judge's promise). */
export const rotationStandardBoard: fc.Arbitrary<RotationCase> = fc
  .shuffledSubarray([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3], { minLength: 24, maxLength: 24 })
  .map((cells) => ({ cells }));

/** A solved 8/8/8 board scrambled by random moves. */
export function rotationScramble(maxMoves = 20): fc.Arbitrary<RotationCase> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: 3 }),
      fc.shuffledSubarray([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1], { minLength: 16, maxLength: 16 }),
      fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: maxMoves }),
    )
    .map(([centre, others, moves]) => {
      const otherDigits = [1, 2, 3].filter((d) => d !== centre);
      const cells: number[] = [];
      let next = 0;
      for (let cell = 1; cell <= 24; cell++) {
        cells.push(CENTRE_CELLS.includes(cell) ? centre : otherDigits[others[next++]]);
      }
      for (const move of moves) applyRotation(cells, move);
      return { cells };
    });
}

/** Any board of digits 1-3: digit counts other than 8/8/8 are valid input too. */
export const rotationAnyBoard: fc.Arbitrary<RotationCase> = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 24, maxLength: 24 })
  .map((cells) => ({ cells }));

/**
 * An 8/8/8 board with a few cells changed to other digits: counts near the judge's (like the
 * documented 10/6/8 board), which keeps the number of distinct digit counts, and so of tables to
 * build, small.
 */
export const rotationRecolouredBoard: fc.Arbitrary<RotationCase> = fc
  .tuple(rotationStandardBoard, fc.array(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 4 }))
  .map(([board, changes]) => {
    const cells = board.cells.slice();
    for (const [cell, digit] of changes) cells[cell] = digit;
    return { cells };
  });

export const rotationCases: fc.Arbitrary<RotationCase> = fc.oneof(rotationStandardBoard, rotationScramble(), rotationRecolouredBoard);
