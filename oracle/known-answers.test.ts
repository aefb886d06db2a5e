/** Answers the reference search need not find: certified ones, and stretches of answers it found. */
import { describe, expect, it } from 'vitest';
import { puzzleDefinition } from '../puzzles/index.js';
import { certifiedAnswers } from '../puzzles/kit/certified.js';
import { manhattanLinearConflict } from '../puzzles/sliding/reference-heuristic.js';
import { slidingStretches, walk } from '../puzzles/sliding/shrink.js';
import { slidingFamily, slidingPuzzle, type SlidingCase } from '../puzzles/sliding/space.js';
import { Oracle, type ReferenceHeuristic } from './oracle.js';

const puzzle = slidingPuzzle(4, 4);
const board = slidingFamily(4, 4).board;
const GOAL = Array.from({ length: 16 }, (_, i) => i);
/** The blank walks round the board's rim and on: a case of a dozen or so moves. */
const SHORT: SlidingCase = {
  start: [...'dddrrruuullldr'].reduce((cells, letter) => walk(board.neighbour, cells, 'dlru'.indexOf(letter)), GOAL),
  goal: GOAL,
};

/** A heuristic that counts its calls (the reference search calls it at every node). */
function counted(): { heuristic: ReferenceHeuristic; calls: () => number } {
  let calls = 0;
  return {
    heuristic: (space, state) => {
      calls++;
      return manhattanLinearConflict(space, state);
    },
    calls: () => calls,
  };
}

const refusing: ReferenceHeuristic = () => {
  throw new Error('searched');
};

describe('certified answers', () => {
  it('are taken without searching', () => {
    const answer = new Oracle(puzzle, manhattanLinearConflict).expected(SHORT)!.moves;
    const oracle = new Oracle(puzzle, refusing, { certified: () => new Map([[JSON.stringify(SHORT), answer]]) });
    expect(oracle.expected(SHORT)?.moves).toBe(answer);
    expect(oracle.judge(SHORT, answer)).toEqual({ verdict: 'ok' });
    expect(oracle.judge(SHORT, `${answer}du`).verdict).toBe('not-shortest');
  });

  it('are refused when they do not reach the goal', () => {
    const oracle = new Oracle(puzzle, refusing, { certified: () => new Map([[JSON.stringify(SHORT), 'dd']]) });
    expect(() => oracle.expected(SHORT)).toThrow(/^certified answer does not replay/);
  });

  it("hold every case of the 15-puzzle's certified corpora: Korf's deepest instance is answered with no search", () => {
    const fifteen = puzzleDefinition('fifteen');
    const deep: SlidingCase = { start: '15 14 0 4 11 1 6 13 7 5 8 9 3 2 10 12'.split(' ').map(Number), goal: GOAL };
    const oracle = new Oracle(fifteen.puzzle, refusing, { certified: certifiedAnswers(fifteen) });
    expect(oracle.expected(deep)?.moves).toHaveLength(66);
    expect(fifteen.certifiedCorpora?.some((file) => file.endsWith('fifteen-deep.json'))).toBe(true);
  });
});

describe('learned stretches', () => {
  it('every stretch of a searched answer gets the answer a fresh search finds', () => {
    const c = SHORT;
    const learner = new Oracle(puzzle, manhattanLinearConflict, { stretches: slidingStretches(board) });
    const answer = learner.expected(c)!.moves;
    expect(answer.length).toBeGreaterThan(6);
    for (const [sub, moves] of slidingStretches(board)(c, answer)) {
      expect(new Oracle(puzzle, manhattanLinearConflict).expected(sub)?.moves).toBe(moves);
      expect(learner.expected(sub)?.moves).toBe(moves);
    }
  });

  it('are answered without searching again', () => {
    const { heuristic, calls } = counted();
    const oracle = new Oracle(puzzle, heuristic, { stretches: slidingStretches(board) });
    const answer = oracle.expected(SHORT)!.moves;
    const before = calls();
    const [[middle, moves]] = [...slidingStretches(board)(SHORT, answer)].filter(
      ([, m]) => m.length === answer.length - 2,
    );
    expect(oracle.expected(middle)?.moves).toBe(moves);
    expect(calls()).toBe(before);
  });
});

describe('knownDistance: a distance without a search', () => {
  it('is known for a certified case, and for a case once searched, and unknown before', () => {
    const searched = new Oracle(puzzle, manhattanLinearConflict);
    expect(searched.knownDistance(SHORT)).toBeUndefined();
    const length = searched.expected(SHORT)!.moves.length;
    expect(searched.knownDistance(SHORT)).toBe(length);
    const certified = new Oracle(puzzle, refusing, {
      certified: () => new Map([[JSON.stringify(SHORT), 'd'.repeat(length)]]),
    });
    expect(certified.knownDistance(SHORT)).toBe(length);
  });

  it('never starts the reference search', () => {
    expect(new Oracle(puzzle, refusing).knownDistance(SHORT)).toBeUndefined();
  });
});
