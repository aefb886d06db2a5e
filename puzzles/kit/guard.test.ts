/** A plug-in's heuristic read through the guard: negative values count as 0, a NaN names the puzzle. */
import { describe, expect, it } from 'vitest';
import { findSolver } from '../../solvers/registry.js';
import { solveCase } from '../../solvers/solve.js';
import type { Puzzle } from '../../solvers/puzzle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { guardedPuzzle, moveLettersError, PuzzleFault } from './guard.js';

/** A token on cells 0..9, moved left ('l') or right ('r') to cell 0; `h` is its heuristic. */
function line(h: (cell: number) => number): Puzzle<number> {
  const space: SearchSpace = {
    key: 'line',
    moveLetters: 'lr',
    rankCount: 10,
    stateSize: 1,
    newState: () => new Int32Array(1),
    rank: (s) => s[0],
    unrank: (rank, out) => {
      out[0] = rank;
    },
    apply: (s, move) => {
      const to = s[0] + (move === 0 ? -1 : 1);
      if (to < 0 || to > 9) return false;
      s[0] = to;
      return true;
    },
    inverse: (move) => 1 - move,
    isGoal: (s) => s[0] === 0,
    heuristic: (s) => h(s[0]),
    goalRanks: () => Int32Array.of(0),
  };
  return {
    name: 'line' as never,
    title: 'line',
    moveLetters: 'lr',
    subproblems: (cell) => [{ space, start: Int32Array.of(cell), label: 0 }],
    replay: () => ({ ok: true, label: 0 }),
  };
}

describe('a plug-in heuristic through the guard', () => {
  it.each(['astar', 'idastar', 'bfs'])(
    '%s answers with a negative admissible heuristic (cell - 5) as with none',
    (name) => {
      const puzzle = guardedPuzzle(line((cell) => cell - 5));
      const search = findSolver(name)!.search;
      const moves = (cell: number) => {
        const answer = solveCase(puzzle, search, cell);
        return answer.solved ? answer.moves : null;
      };
      expect([7, 3, 0].map(moves)).toEqual(['lllllll', 'lll', '']);
    },
  );

  it("a heuristic that gives NaN is the puzzle's fault, named as such", () => {
    const puzzle = guardedPuzzle(line(() => Number.NaN));
    expect(() => solveCase(puzzle, findSolver('idastar')!.search, 4)).toThrow(PuzzleFault);
    expect(() => solveCase(puzzle, findSolver('idastar')!.search, 4)).toThrow(/puzzle line: its heuristic gave NaN/);
  });
});

describe('moveLettersError', () => {
  it("takes the shipped puzzles' letters", () => {
    expect(['dlru', 'ABCDEFGH', '23456789'].map(moveLettersError)).toEqual([null, null, null]);
  });

  it('refuses letters out of character order, since answers are compared as strings', () => {
    expect(moveLettersError('98765432')).toMatch(/not in ascending order \('9' before '8'\)/);
  });

  it('refuses a letter twice', () => {
    expect(moveLettersError('22456789')).toMatch(/hold '2' twice/);
  });

  it('refuses a space or a control character', () => {
    expect(moveLettersError('ab\n')).toMatch(/"\\n", which is not a visible character/);
  });
});
