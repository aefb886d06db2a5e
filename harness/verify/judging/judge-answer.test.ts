/** judgeAnswer: the oracle's judgement as a case verdict, the label judged for Rotation only. */
import { puzzleDefinition } from '../../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { eight } from '../../../puzzles/eight/space.js';
import { rotation } from '../../../puzzles/rotation/space.js';
import { Oracle } from '../../../oracle/oracle.js';
import { judgeAnswer } from './judge-answer.js';

const eightOracle = new Oracle(eight) as Oracle<unknown>;
const rotationOracle = new Oracle(rotation) as Oracle<unknown>;
const eightCase = { start: '12X453786', goal: '12345678X' };
const rotationCase = { cells: '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'.split(' ').map(Number) };

describe('judgeAnswer', () => {
  it('an ok answer has an empty detail and no certificate', () => {
    expect(judgeAnswer(eightOracle, puzzleDefinition('eight'), eightCase, 'dd', undefined)).toEqual({
      verdict: 'ok',
      detail: '',
    });
  });

  it('a not-lex-smallest answer carries the oracle certificate', () => {
    expect(judgeAnswer(rotationOracle, puzzleDefinition('rotation'), rotationCase, 'HHDD', 2)).toEqual({
      verdict: 'not-lex-smallest',
      detail: expect.stringContaining("step 1: 'D' < 'H'"),
      certificate: { step: 1, actualMove: 'H', smallerMove: 'D', distanceBefore: 4, distanceAfterSmaller: 3 },
    });
  });

  it('other verdicts carry the detail and no certificate', () => {
    const verdict = judgeAnswer(eightOracle, puzzleDefinition('eight'), eightCase, 'd', undefined);
    expect(verdict).toEqual({
      verdict: 'not-solved',
      detail: 'claims 1 move, the case needs 2: the moves end at 12345X786, not at the goal 12345678X',
      certificate: undefined,
    });
  });

  it('names a wrong number of moves first: 2 moves for a case that needs none', () => {
    const eight = puzzleDefinition('eight');
    const solved = eight.parseInput(eight.caseInput('12345678X 12345678X'))[0];
    expect(judgeAnswer(eightOracle, eight, solved, 'll', undefined).detail).toBe(
      'claims 2 moves, the case needs 0: the moves end at 123456X78, not at the goal 12345678X',
    );
  });

  it('says nothing of the number when it is right but the moves go elsewhere', () => {
    expect(judgeAnswer(eightOracle, puzzleDefinition('eight'), eightCase, 'dl', undefined).detail).toMatch(
      /^the moves end at /,
    );
  });

  it('judges the printed centre digit for Rotation', () => {
    expect(judgeAnswer(rotationOracle, puzzleDefinition('rotation'), rotationCase, 'DDHH', 3)).toMatchObject({
      verdict: 'wrong-centre',
    });
  });

  it('ignores a label for Eight (the judge prints none)', () => {
    expect(judgeAnswer(eightOracle, puzzleDefinition('eight'), eightCase, 'dd', 7)).toEqual({
      verdict: 'ok',
      detail: '',
    });
  });
});
