/**
 * fast-check arbitraries for random Rotation Game boards (verify's and repro's random cases), made
 * on first use (util/fast-check.ts).
 */
import type { Arbitrary } from 'fast-check';
import { fastCheck } from '../../util/fast-check.js';
import { applyRotation, CENTRE_CELLS, type RotationCase } from './space.js';

interface RotationArbitraries {
  /** A random board with eight each of 1, 2 and 3 (the judge's promise). */
  readonly standardBoard: Arbitrary<RotationCase>;
  /** Standard, scrambled and recoloured boards. */
  readonly cases: Arbitrary<RotationCase>;
}

let made: RotationArbitraries | undefined;

export function rotationArbitraries(): RotationArbitraries {
  made ??= makeArbitraries();
  return made;
}

function makeArbitraries(): RotationArbitraries {
  const fc = fastCheck();
  const standardBoard = fc
    .shuffledSubarray([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3], {
      minLength: 24,
      maxLength: 24,
    })
    .map((cells) => ({ cells }));

  // A solved 8/8/8 board scrambled by up to 20 random moves.
  const scramble = fc
    .tuple(
      fc.integer({ min: 1, max: 3 }),
      fc.shuffledSubarray([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1], { minLength: 16, maxLength: 16 }),
      fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 20 }),
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

  // An 8/8/8 board with a few cells changed to other digits: counts near the judge's (like the
  // documented 10/6/8 board), which keeps the number of distinct digit counts, and so of tables to
  // build, small.
  const recoloured = fc
    .tuple(
      standardBoard,
      fc.array(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 3 })), {
        minLength: 1,
        maxLength: 4,
      }),
    )
    .map(([board, changes]) => {
      const cells = board.cells.slice();
      for (const [cell, digit] of changes) cells[cell] = digit;
      return { cells };
    });

  return { standardBoard, cases: fc.oneof(standardBoard, scramble, recoloured) };
}
