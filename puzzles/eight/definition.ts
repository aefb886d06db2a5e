/**
 * Eight II (HDU 3567) as lexpath runs it, made with definePuzzle: judge format, cases, shrink steps
 * and defaults. The rules and move order live in puzzles/eight/space.ts, the case makers in cases.ts.
 */
import { blankTarget, EIGHT_MOVES, eightSolvable, eight, type EightCase } from './space.js';
import { fastCheck } from '../../util/fast-check.js';
import { eightUniformPair, walkEight } from './arbitraries.js';
import { EightCases, EIGHT_STARTS } from './cases.js';
import { formatEightInput, parseEightInput } from './format.js';
import { BUILT_IN, definePuzzle } from '../kit/define.js';
import type { PuzzleDefinition } from '../kit/definition.js';
import { gridCells } from '../kit/drawing.js';

/** The board after `moves`, or null when one takes X off the board. */
function eightAfter(board: string, moves: string): string | null {
  const cells = board.split('');
  let blank = cells.indexOf('X');
  for (const letter of moves) {
    const to = blankTarget(blank, EIGHT_MOVES.indexOf(letter));
    if (to < 0) return null;
    [cells[blank], cells[to]] = [cells[to], 'X'];
    blank = to;
  }
  return cells.join('');
}

/** The boards along `moves` from `start`. */
function boardsAlong(start: string, moves: string): string[] {
  const boards = [start];
  for (const letter of moves) boards.push(walkEight(boards[boards.length - 1], [EIGHT_MOVES.indexOf(letter)]));
  return boards;
}

/** A `--case` argument, "START GOAL", as judge input. */
function eightCaseInput(text: string): string {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2)
    throw new Error(`expected "START GOAL", got ${fields.length === 1 ? '1 field' : `${fields.length} fields`}`);
  return `1\n${fields.join('\n')}\n`;
}

/** Every stretch of `length` moves of the expected answer, as a case. */
function eightSubCases(c: EightCase, expectedMoves: string, length: number): EightCase[] {
  const boards = boardsAlong(c.start, expectedMoves);
  const out: EightCase[] = [];
  for (let i = 0; i + length <= expectedMoves.length; i++) out.push({ start: boards[i], goal: boards[i + length] });
  return out;
}

/** From where the two answers part to where they meet again, as a case (null when that is the whole case). */
function eightDivergenceCase(c: EightCase, expectedMoves: string, actualMoves: string, from: number): EightCase | null {
  const expectedBoards = boardsAlong(c.start, expectedMoves);
  const actualBoards = boardsAlong(c.start, actualMoves);
  let j = from + 1;
  while (j < expectedBoards.length && expectedBoards[j] !== actualBoards[j]) j++;
  if (j >= expectedBoards.length || (from === 0 && j === expectedMoves.length)) return null;
  return { start: expectedBoards[from], goal: expectedBoards[j] };
}

/** The cases one move of the start or of the goal away. */
function eightNeighbours(c: EightCase): EightCase[] {
  const out: EightCase[] = [];
  for (let move = 0; move < 4; move++) {
    out.push({ start: walkEight(c.start, [move]), goal: c.goal });
    out.push({ start: c.start, goal: walkEight(c.goal, [move]) });
  }
  return out;
}

/** The definition, with the case maker whose tables it keeps. */
function eightDefinitionWith(cases: EightCases): PuzzleDefinition<EightCase> {
  return definePuzzle<EightCase>(
    {
      name: 'eight',
      title: 'Eight II (HDU 3567)',
      summary:
        '3x3 board, tiles 1-8 and X, any start and goal; letters d<l<r<u name where X goes; output Case x: d and the moves',
      puzzle: eight,
      stateCount: 362_880,
      maxDepth: 31,

      parseInput: (input) => parseEightInput(input),
      formatInput: (batch) => formatEightInput(batch),
      describeCase: (c) => `${c.start} -> ${c.goal}`,
      // The judge gives solvable pairs only; the input format already refuses the others.
      contract: {
        description: 'solvable pairs, at most 200 an input (HDU 3567)',
        holds: (c) => eightSolvable(c),
        maxCases: 200,
      },

      caseSyntax: 'START GOAL (two 9-character boards, e.g. "12X453786 12345678X")',
      caseInput: eightCaseInput,
      caseText: (c) => `${c.start} ${c.goal}`,
      // A case carries its goal: the entry does too.
      entryToCase: (entry) => ({ start: entry.start, goal: entry.goal ?? '' }),
      caseToEntry: (c, answer, source, note) => ({
        start: c.start,
        goal: c.goal,
        answer: answer.moves,
        source,
        ...(note ? { note } : {}),
      }),

      randomCase: (seed, index) => cases.randomCase(seed, index),
      randomJudgeCases: (count, seed) =>
        count <= 0 ? [] : fastCheck().sample(eightUniformPair(), { seed, numRuns: count }),
      depthCases: (perDepth, seed, depths) => cases.depthCases(perDepth, seed, depths),
      exhaustive: {
        count: 9 * EIGHT_STARTS,
        meaning: 'every Eight II case up to tile labels (9 goal blank positions x 181,440 starts)',
        caseAt: (index) => cases.exhaustiveCaseAt(index),
        batch: 10_000,
        perSpace: EIGHT_STARTS,
      },

      // A case carries its goal, so any stretch of an answer is a case of its own.
      subCases: eightSubCases,
      divergenceCase: eightDivergenceCase,
      afterMoves(c, moves) {
        const start = eightAfter(c.start, moves);
        return start === null ? null : { start, goal: c.goal };
      },
      drawing: {
        draw: (c) => ({ cells: gridCells(3, 3, (cell) => (c.start[cell] === 'X' ? '' : c.start[cell])) }),
      },
      neighbours: eightNeighbours,
      smallCases: (_oracle, length) => cases.smallCases(length),

      defaults: { randomCases: 300, batchSize: 200, hardDepths: 3, nightlyListedMs: 20_500 },
      deepest: 31,
    },
    BUILT_IN,
  );
}

export const eightDefinition = eightDefinitionWith(new EightCases());
