/**
 * Sliding puzzles of any size (`fifteen` = 4x4, `slide-RxC`) as lexpath runs them. Rules, moves and
 * their order live in puzzles/sliding/space.ts.
 *
 * Judge format, for every case of a batch: `T`, then a start line and a goal line of R*C integers
 * 0..R*C-1 separated by single spaces, row by row, 0 the blank. Output `Case x: n`, then the move
 * string (an empty line when n = 0): Eight II's output.
 *
 * Where a size's spaces fit in memory (up to 10 cells' 10! states), the oracle uses exact distance
 * tables; above that it searches (oracle.ts) with its own heuristic, which no solver uses: on 4x4
 * boards its own 6-6-3 pattern tables in two views (reference-pdb.ts), else Manhattan distance plus linear
 * conflicts (reference-heuristic.ts). The format, the case makers and the shrink steps are in this folder.
 */
import type { SlidingName } from '../../solvers/puzzle.js';
import { BUILT_IN, definePuzzle, type PuzzleSpec } from '../kit/define.js';
import type { PuzzleDefinition } from '../kit/definition.js';
import { gridCells } from '../kit/drawing.js';
import { SlidingCases } from './cases.js';
import {
  formatSlidingInput,
  parseSlidingInput,
  slidingCaseInput,
  slidingCaseText,
  slidingCaseToEntry,
  slidingEntryToCase,
} from './format.js';
import { DEEP_CORPUS, KORF_100 } from './korf.js';
import { manhattanLinearConflict, slidingReferenceHeuristic } from './reference-heuristic.js';
import { slidingAfter, slidingDivergenceCase, slidingNeighbours, slidingStretches, slidingSubCases } from './shrink.js';
import { slidingPuzzle, slidingSolvable, slidingStateCount, type SlidingCase } from './space.js';

export { manhattanLinearConflict };

/** The one-line summary of the R x C sliding puzzle (n cells). */
function slidingSummary(rows: number, cols: number, n: number): string {
  return (
    `${rows}x${cols} board, tiles 1-${n - 1} and the blank 0, any start and goal; ` +
    `letters d<l<r<u name where the blank goes; output Case x: n and the moves`
  );
}

/** The definition of the R x C sliding puzzle, made with definePuzzle. */
export function slidingDefinition(rows: number, cols: number): PuzzleDefinition<SlidingCase> {
  const cases = new SlidingCases(rows, cols);
  const { family, n, half, tabled } = cases;
  const { board } = family;
  const name: SlidingName = family.name;
  const puzzle = slidingPuzzle(rows, cols);
  const spec: PuzzleSpec<SlidingCase> = {
    name,
    title: puzzle.title,
    summary: slidingSummary(rows, cols, n),
    puzzle,
    stateCount: slidingStateCount(n),
    get maxDepth(): number {
      return cases.maxDepth();
    },

    parseInput: (input) => parseSlidingInput(rows, cols, input),
    formatInput: formatSlidingInput,
    describeCase: (c) => `${c.start.join(' ')} -> ${c.goal.join(' ')}`,
    contract: { description: 'solvable pairs', holds: (c) => slidingSolvable(board, c) }, // as parseInput takes them
    caseSyntax:
      `START / GOAL: ${n} numbers 0-${n - 1} each, row by row, 0 the blank (e.g. ` +
      `"${cases.canonicalGoal(1).join(' ')} / ${cases.canonicalGoal(0).join(' ')}")`,
    caseInput: (text) => slidingCaseInput(n, text),
    caseText: slidingCaseText,
    entryToCase: slidingEntryToCase,
    caseToEntry: slidingCaseToEntry,

    randomCase: (seed, index) => cases.randomCase(seed, index),
    randomJudgeCases: (count, seed) => cases.randomJudgeCases(count, seed),
    depthCases: (perDepth, seed, depths) => cases.depthCases(perDepth, seed, depths),
    ...(tabled && n * half <= 2_000_000
      ? {
          exhaustive: {
            count: n * half,
            meaning:
              `every ${name} case up to tile labels (${n} goal blank ` +
              `positions x ${half.toLocaleString('en-US')} starts)`,
            caseAt: (index: number) => cases.exhaustiveCaseAt(index),
            batch: 10_000,
            perSpace: half,
          },
        }
      : {}),

    // A case carries its goal, so any stretch of an answer is a case of its own.
    subCases: (c, expectedMoves, length) => slidingSubCases(board, c, expectedMoves, length),
    divergenceCase: (c, expectedMoves, actualMoves, from) =>
      slidingDivergenceCase(board, c, expectedMoves, actualMoves, from),
    afterMoves: (c, moves) => slidingAfter(board, c, moves),
    drawing: {
      draw: (c) => ({ cells: gridCells(rows, cols, (cell) => (c.start[cell] === 0 ? '' : String(c.start[cell]))) }),
    },
    neighbours: (c) => slidingNeighbours(board, c),
    smallCases: (oracle, length) => cases.smallCases(oracle, length),
    answerStretches: slidingStretches(board),
    referenceHeuristic: slidingReferenceHeuristic(rows, cols),
    ...slidingSettings(rows, cols, tabled),
  };
  return definePuzzle(spec, BUILT_IN);
}

/** Defaults, time allowances and, for the 15-puzzle, its published instances and certified answers. */
function slidingSettings(rows: number, cols: number, tabled: boolean): Partial<PuzzleSpec<SlidingCase>> {
  const n = rows * cols;
  return {
    // Large boards: programs build tables first (the C++ 15-puzzle peer: 4 s), and a case of 40 or
    // more moves can take a good search most of a second.
    // Untabled boards: each thread builds the pattern tables, and the listed cases (Korf's) take tens of seconds.
    defaults: {
      randomCases: tabled ? 300 : n <= 16 ? 100 : 40,
      batchSize: tabled ? 200 : 50,
      ...(tabled ? {} : { startupMs: 20_000, nightlyWeight: 2 }),
      ...(n === 16 ? { nightlyListedMs: 10_000 } : {}),
    },
    // Pairs drawn uniformly need 40-62 moves, and a correct IDA* takes up to seconds on the deepest,
    // more beside others; the listed 70- and 77-move stretches of an 80-move position take longer
    // still (docs/performance.md: time allowances).
    allowanceFactor: (optimalLength) =>
      tabled ? 1 / 20 : optimalLength >= 70 ? 15 : optimalLength >= 60 ? 5 : optimalLength >= 40 ? 3 : 1 / 4,
    // 80: Brüngger, Marzetta, Fukuda and Nievergelt (1999).
    ...(rows === 4 && cols === 4
      ? { published: KORF_100, certifiedCorpora: [KORF_100.corpus, DEEP_CORPUS], deepest: 80 }
      : {}),
  };
}
