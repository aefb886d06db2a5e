/** The oracle's verdict details in full, and sharing its tables between threads (oracleTables/adoptOracleTables). */
import { describe, expect, it } from 'vitest';
import { eight, eightSpace } from '../puzzles/eight/space.js';
import { rotation } from '../puzzles/rotation/space.js';
import { adoptOracleTables, describeCertificate, goalDistances, Oracle, oracleTables } from './oracle.js';

const rotationSample = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };

describe('verdict details', () => {
  it('wrong-centre names the printed and the actual digit', () => {
    expect(new Oracle(rotation).judge(rotationSample, 'AC', 1)).toEqual({
      verdict: 'wrong-centre',
      detail: 'printed 1, but the centre holds 2 after the moves',
    });
  });

  it('not-shortest names both lengths', () => {
    expect(new Oracle(eight).judge({ start: '12X453786', goal: '12345678X' }, 'ddlr')).toEqual({
      verdict: 'not-shortest',
      detail: '4 moves, but the shortest answer has 2',
      optimal: 2,
    });
  });

  it('a certificate reads as the step, both letters and both distances', () => {
    expect(describeCertificate({ step: 2, actualMove: 'H', smallerMove: 'D', distanceBefore: 3, distanceAfterSmaller: 2 })).toBe(
      "step 2: 'D' < 'H' and 'D' reaches a state 2 moves from the goal (exact distance before the step: 3), " +
        "so a shortest answer can take 'D' here",
    );
  });
});

describe('sharing tables', () => {
  it('oracleTables lists every table built, by space key', () => {
    const table = goalDistances(eightSpace(0));
    expect(oracleTables().get(eightSpace(0).key)).toBe(table);
  });

  it('adoptOracleTables takes tables it lacks and keeps the ones it has', () => {
    const own = goalDistances(eightSpace(0));
    const foreign = new Uint8Array(4);
    adoptOracleTables(new Map([['test/adopted', foreign], [eightSpace(0).key, new Uint8Array(4)]]));
    expect(oracleTables().get('test/adopted')).toBe(foreign);
    expect(oracleTables().get(eightSpace(0).key)).toBe(own);
  });
});
