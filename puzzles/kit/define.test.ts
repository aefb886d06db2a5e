/**
 * definePuzzle's choices: the guard for plug-ins and not for lexpath's own puzzles, the labelled
 * output, a spec's own members in place of the derived ones, and where suffixes are learned. What
 * the built-in definitions give is recorded in puzzles/built-in-golden.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Puzzle } from '../../solvers/puzzle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { BUILT_IN, definePuzzle, type PuzzleSpec } from './define.js';

/** A token on cells 0..9, moved left ('l') or right ('r') to cell 0; a case is its cell. */
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
  heuristic: (s) => s[0],
  goalRanks: () => Int32Array.of(0),
};
const line: Puzzle<number> = {
  name: 'line' as never,
  title: 'line',
  moveLetters: 'lr',
  subproblems: (cell) => [{ space, start: Int32Array.of(cell), label: 0 }],
  replay: () => ({ ok: true, label: 7 }),
};

const spec: PuzzleSpec<number> = {
  name: 'line',
  title: 'A line',
  puzzle: line,
  stateCount: 10,
  maxDepth: 9,
  parseInput: (input) => input.trim().split(/\s+/).map(Number),
  formatInput: (cases) => `${cases.join(' ')}\n`,
  caseSyntax: 'a cell 0-9',
  caseInput: (text) => `${text.trim()}\n`,
  caseText: (c) => String(c),
  contract: { description: 'any cell', holds: () => true },
  randomCase: (seed, index) => (seed + index) % 10,
  afterMoves: (c, moves) => {
    let cell = c;
    for (const letter of moves) cell += letter === 'l' ? -1 : 1;
    return cell >= 0 && cell <= 9 ? cell : null;
  },
};

describe('definePuzzle', () => {
  it("reads a plug-in's rules and contract through the guard, lexpath's own as they are", () => {
    const plugIn = definePuzzle(spec);
    const builtIn = definePuzzle(spec, BUILT_IN);
    expect(plugIn.puzzle).not.toBe(line);
    expect(plugIn.contract).not.toBe(spec.contract);
    expect(builtIn.puzzle).toBe(line);
    expect(builtIn.contract).toBe(spec.contract);
  });

  it("prints a labelled puzzle's label after the moves, reads it back and keeps it in corpus entries", () => {
    const labelled = definePuzzle({ ...spec, labelled: true });
    expect(labelled.labelled).toBe(true);
    expect(
      labelled.formatOutput([
        { moves: 'll', label: 7 },
        { moves: '', label: 7 },
      ]),
    ).toBe('ll\n7\nNo moves needed\n7\n');
    expect(labelled.parseOutput('ll\n7\n', 1, 'strict').answers).toEqual([
      { kind: 'answer', moves: 'll', label: 7, printed: 'll\n7\n' },
    ]);
    expect(labelled.caseToEntry(2, { moves: 'll', label: 7 }, 'here')).toEqual({
      start: '2',
      answer: 'll',
      centre: 7,
      source: 'here',
    });
    expect(definePuzzle(spec).formatOutput([{ moves: 'll', label: 7 }])).toBe('Case 1: 2\nll\n');
  });

  it('takes the members a spec gives in place of the derived ones', () => {
    const own = definePuzzle({
      ...spec,
      neighbours: () => [9],
      subCases: () => [8],
      allowanceFactor: (length) => length,
      defaults: { batchSize: 7, hardDepths: 1 },
      deepest: 9,
    });
    expect(own.neighbours(4)).toEqual([9]);
    expect(own.subCases(4, 'llll', 2)).toEqual([8]);
    expect(own.allowanceFactor(3)).toBe(3);
    expect(JSON.stringify(own.defaults)).toBe('{"randomCases":200,"batchSize":7,"hardDepths":1}');
    expect(own.deepest).toBe(9);
    const derived = definePuzzle(spec);
    expect(derived.neighbours(0)).toEqual([1]);
    expect(derived.subCases(4, 'llll', 2)).toEqual([2]);
    expect(derived.allowanceFactor(3)).toBe(1 / 20);
  });

  it('learns the suffixes of answers only where the oracle may search or read certified answers', () => {
    expect(definePuzzle(spec).answerStretches).toBeUndefined();
    const searched = definePuzzle({ ...spec, referenceHeuristic: (_space, state) => state[0] });
    expect([...searched.answerStretches!(3, 'lll')]).toEqual([
      [2, 'll'],
      [1, 'l'],
    ]);
    expect(definePuzzle({ ...spec, certifiedCorpora: ['line.json'] }).answerStretches).toBeDefined();
  });
});
