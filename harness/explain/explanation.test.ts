import { describe, expect, it } from 'vitest';
import { oracleOf, puzzleDefinition } from '../../puzzles/index.js';
import { explainFailure, type Failure } from './explanation.js';

const eight = puzzleDefinition('eight');
const rotation = puzzleDefinition('rotation');

function failure(c: unknown, moves: string | null, extra: Partial<Failure> = {}): Failure {
  return {
    solver: 'mine',
    case: c,
    answer: moves === null ? null : { moves },
    printed: null,
    verdict: 'crash',
    detail: '',
    replay: null,
    ...extra,
  };
}

describe('explainFailure', () => {
  const c = { start: '534X12678', goal: '1X4352678' };

  it('finds where an answer of the right length leaves the smallest one, with the certificate', () => {
    const x = explainFailure(eight, oracleOf(eight), failure(c, 'urdlur'));
    expect(x.expected.moves).toBe('ruldru');
    expect(x.verdict).toBe('not-lex-smallest');
    expect(x.divergence).toBe(0);
    expect(x.certificate).toEqual({
      step: 1,
      actualMove: 'u',
      smallerMove: 'r',
      distanceBefore: 6,
      distanceAfterSmaller: 5,
    });
  });

  it('gives every state on both shortest paths its exact distance, counting down to 0', () => {
    const x = explainFailure(eight, oracleOf(eight), failure(c, 'urdlur'));
    expect(x.expected.steps.map((s) => s.distance)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(x.actual!.steps.map((s) => s.distance)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    expect(x.detour).toBeNull();
  });

  it('draws each state and marks the tile and blank a move swapped', () => {
    const x = explainFailure(eight, oracleOf(eight), failure(c, 'urdlur'));
    const first = x.actual!.steps[1];
    expect(first.text).toBe('X34512678 1X4352678');
    expect(first.moved).toEqual([0, 3]);
    expect('cells' in first.drawn! && first.drawn.cells.map((cell) => cell.label).join(',')).toBe(',3,4,5,1,2,6,7,8');
  });

  it('shows where a longer answer stops descending, with the distances the oracle gives', () => {
    const atGoal = { start: '12345678X', goal: '12345678X' };
    const x = explainFailure(eight, oracleOf(eight), failure(atGoal, 'lr'));
    expect(x.verdict).toBe('not-shortest');
    expect(x.actual!.steps.map((s) => s.distance)).toEqual([0, 1, 0]);
    expect(x.detour).toBe(1);
  });

  it('stops a path at an illegal move and says where', () => {
    const x = explainFailure(eight, oracleOf(eight), failure({ start: '12345678X', goal: '1234567X8' }, 'dl'));
    expect(x.verdict).toBe('illegal-move');
    expect(x.actual!.steps).toHaveLength(1);
    expect(x.actual!.cut).toMatch(/^move 1 \('d'\) is illegal here/);
  });

  it('keeps the run’s verdict when there is no answer to judge again', () => {
    const x = explainFailure(
      eight,
      oracleOf(eight),
      failure(c, null, { verdict: 'time-limit', detail: 'no answer within 2000 ms (twice)' }),
    );
    expect(x.actual).toBeNull();
    expect(x.verdict).toBe('time-limit');
    expect(x.expected.steps).toHaveLength(7);
  });

  it('judges the moves again instead of believing the verdict it is given', () => {
    const x = explainFailure(
      eight,
      oracleOf(eight),
      failure(c, 'urdlur', { verdict: 'not-shortest', detail: 'edited' }),
    );
    expect(x.verdict).toBe('not-lex-smallest');
  });

  it('highlights the whole line a Rotation move turns, digits that stay the same included', () => {
    const board = { cells: [2, 3, 1, 3, 2, 2, 2, 1, 1, 1, 2, 1, 1, 3, 3, 1, 1, 3, 2, 3, 3, 2, 3, 2] };
    const x = explainFailure(rotation, oracleOf(rotation), failure(board, 'HDF'));
    expect(x.verdict).toBe('not-lex-smallest');
    expect([...x.actual!.steps[1].moved].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(
      'cells' in x.actual!.steps[0].drawn! && x.actual!.steps[0].drawn.cells.filter((cell) => cell.marked),
    ).toHaveLength(8);
  });
});
