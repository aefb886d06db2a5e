/** solveSubproblems: the shortest, then smallest, answer of a union; later searches bounded by the best so far. */
import { describe, expect, it } from 'vitest';
import { found, notFound, type SearchAlgorithm, type SearchSpace } from './space.js';
import type { Subproblem } from './puzzle.js';
import { solveCase, solveSubproblems } from './solve.js';
import { eight } from '../puzzles/eight/space.js';
import { rotation } from '../puzzles/rotation/space.js';
import { bfsTable } from './bfs-table.js';

/** A space that only needs letters and a heuristic (the fake searches below never look further). */
function fakeSpace(h: number): SearchSpace {
  return { moveLetters: 'ABCD', heuristic: () => h } as unknown as SearchSpace;
}

/** Subproblems whose fake search answers with `answers[label]` (null: none) and records each call's limit. */
function fake(answers: (number[] | null)[], heuristics: number[]) {
  const limits: [number, number][] = [];
  const subproblems: Subproblem[] = answers.map((_, label) => ({
    space: fakeSpace(heuristics[label]),
    start: Int32Array.of(label),
    label,
  }));
  const search: SearchAlgorithm = (_space, start, maxLength) => {
    const label = start[0];
    limits.push([label, maxLength]);
    const moves = answers[label];
    const stats = { expanded: 10 ** label, generated: 2 * 10 ** label };
    return moves !== null && moves.length <= maxLength ? found(moves, stats) : notFound(stats);
  };
  return { subproblems, search, limits };
}

describe('solveSubproblems', () => {
  it('keeps the shortest answer among the subproblems, with its label', () => {
    const { subproblems, search } = fake(
      [
        [0, 0, 0],
        [3, 3],
        [1, 1, 1],
      ],
      [0, 0, 0],
    );
    expect(solveSubproblems(search, subproblems)).toMatchObject({ solved: true, moves: 'DD', label: 1 });
  });

  it('among answers of one length keeps the lexicographically smallest', () => {
    const { subproblems, search } = fake(
      [
        [2, 0],
        [1, 3],
        [1, 2],
      ],
      [0, 0, 0],
    );
    expect(solveSubproblems(search, subproblems)).toMatchObject({ solved: true, moves: 'BC', label: 2 });
  });

  it('keeps an earlier answer against a later one of the same length that is larger', () => {
    const { subproblems, search } = fake(
      [
        [1, 2],
        [2, 0],
      ],
      [0, 0],
    );
    expect(solveSubproblems(search, subproblems)).toMatchObject({ moves: 'BC', label: 0 });
  });

  it('keeps the first subproblem searched when two give the same answer', () => {
    const { subproblems, search } = fake(
      [
        [1, 2],
        [1, 2],
      ],
      [0, 0],
    );
    expect(solveSubproblems(search, subproblems)).toMatchObject({ moves: 'BC', label: 0 });
  });

  it('searches the lowest heuristic first and bounds later searches by the best length so far', () => {
    const { subproblems, search, limits } = fake([[0, 0, 0], [3, 3], null], [5, 1, 3]);
    solveSubproblems(search, subproblems, 9);
    expect(limits).toEqual([
      [1, 9],
      [2, 2],
      [0, 2],
    ]);
  });

  it('adds up the counters of every search', () => {
    const { subproblems, search } = fake([[0], null, [1]], [0, 0, 0]);
    expect(solveSubproblems(search, subproblems).stats).toEqual({ expanded: 111, generated: 222 });
  });

  it('is unsolved when no subproblem has an answer within maxLength, and for no subproblems', () => {
    const { subproblems, search } = fake(
      [
        [0, 0, 0],
        [1, 1],
      ],
      [0, 0],
    );
    expect(solveSubproblems(search, subproblems, 1)).toMatchObject({ solved: false });
    expect(solveSubproblems(search, [])).toEqual({ solved: false, stats: { expanded: 0, generated: 0 } });
  });

  it('with a real search: the Rotation judge sample, whose digits 1, 2, 3 are three subproblems', () => {
    const c = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };
    expect(solveSubproblems(bfsTable, rotation.subproblems(c))).toMatchObject({ solved: true, moves: 'AC', label: 2 });
  });

  it('solveCase solves a case through its puzzle subproblems', () => {
    expect(solveCase(eight, bfsTable, { start: '12X453786', goal: '12345678X' })).toMatchObject({
      solved: true,
      moves: 'dd',
      label: 0,
    });
  });
});
