/** The oracle's verdict details in full, and sharing its tables between threads (util/shared-tables.ts). */
import { describe, expect, it } from 'vitest';
import { eight, eightSpace } from '../puzzles/eight/space.js';
import { rotation } from '../puzzles/rotation/space.js';
import { describeCertificate, goalDistances, Oracle } from './oracle.js';
import { adoptShelvedTables, shelvedTables } from '../util/shared-tables.js';

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
    expect(
      describeCertificate({ step: 2, actualMove: 'H', smallerMove: 'D', distanceBefore: 3, distanceAfterSmaller: 2 }),
    ).toBe(
      "step 2: 'D' < 'H' and 'D' reaches a state 2 moves from the goal (exact distance before the step: 3), " +
        "so a shortest answer can take 'D' here",
    );
  });
});

describe('sharing tables', () => {
  it('goalDistances keeps each table on the oracle shelf, in shared memory, by space key', () => {
    const table = goalDistances(eightSpace(0));
    expect(shelvedTables(['oracle'])['oracle/goal-distances'].get(eightSpace(0).key)).toBe(table);
    expect(table.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('a table another thread sent is used instead of building one; one it already has stays', () => {
    const own = goalDistances(eightSpace(0));
    const foreign = new Uint8Array(new SharedArrayBuffer(eightSpace(1).rankCount)).fill(7);
    adoptShelvedTables(
      {
        'oracle/goal-distances': new Map([
          [eightSpace(1).key, foreign],
          [eightSpace(0).key, new Uint8Array(new SharedArrayBuffer(4))],
        ]),
      },
      ['oracle'],
    );
    expect(goalDistances(eightSpace(1))).toBe(foreign);
    expect(goalDistances(eightSpace(0))).toBe(own);
  });

  it('oracle tables are not taken on the solver side only (a thread that ran a user module)', () => {
    const sent = new Uint8Array(new SharedArrayBuffer(eightSpace(4).rankCount)).fill(9);
    adoptShelvedTables({ 'oracle/goal-distances': new Map([[eightSpace(4).key, sent]]) }, ['solver']);
    expect(goalDistances(eightSpace(4))).not.toBe(sent);
  });
});
