/**
 * Eight II (HDU 3567) as lexpath runs it: judge format, cases, shrink steps and defaults. The rules
 * and move order live in puzzles/eight/space.ts.
 */
import fc from 'fast-check';
import {
  blankTarget,
  canonicalEightGoal,
  EIGHT_MOVES,
  eightCaseAtRank,
  eightSolvable,
  eightSpace,
  eight,
  type EightCase,
} from './space.js';
import { eightUniformPair, walkEight } from './arbitraries.js';
import { formatEightInput, formatEightOutput, parseEightInput } from './format.js';
import { goalDistances, type Oracle } from '../../oracle/oracle.js';
import { indexSeed, ranksByDepth, reachedRanks, seededRandom, shuffle } from '../../util/random.js';
import { parseNumberedOutput } from '../kit/output.js';
import type { DepthCases, PuzzleDefinition } from '../kit/definition.js';
import { gridCells } from '../kit/drawing.js';

const EIGHT_STARTS = 181_440;
/** Small cases are thinned to this many per goal blank position. */
const SMALL_CASES_PER_GOAL = 200;

/** Ranks by optimal depth for the three Eight symmetry classes, built once per thread. */
let eightRanksByDepth: Map<number, number[][]> | null = null;

function eightDepthRanks(): Map<number, number[][]> {
  eightRanksByDepth ??= new Map([0, 1, 4].map((rep) => [rep, ranksByDepth(goalDistances(eightSpace(rep)))]));
  return eightRanksByDepth;
}

/** The depth order of the block last asked for (consecutive indices share it). */
let lastBlock: { seed: number; block: number; depths: number[] } = { seed: NaN, block: -1, depths: [] };

function randomEightCase(seed: number, index: number): EightCase {
  const classes = eightDepthRanks();
  const depthCount = Math.max(...[...classes.values()].map((byDepth) => byDepth.length));
  const block = Math.floor(index / depthCount);
  if (lastBlock.seed !== seed || lastBlock.block !== block) {
    lastBlock = {
      seed,
      block,
      depths: shuffle(
        Array.from({ length: depthCount }, (_, d) => d),
        seededRandom(indexSeed(seed, -1 - block)),
      ),
    };
  }
  const depth = lastBlock.depths[index % depthCount];
  const random = seededRandom(indexSeed(seed, index));
  // The index's goal blank, or the next one whose class has cases this deep (not every blank reaches 31).
  let blank = index % 9;
  while (!classes.get(EIGHT_CLASS[blank])![depth]?.length) blank = (blank + 1) % 9;
  const ranks = classes.get(EIGHT_CLASS[blank])![depth];
  const tiles = shuffle(canonicalEightGoal(blank).replace('X', '').split(''), random);
  const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
  return eightCaseAtRank(goal, ranks[Math.floor(random() * ranks.length)]);
}

/** The reachable ranks (half of the 9! permutations: the other parity) of each class, ascending. */
let eightReachable: Map<number, Int32Array> | null = null;

function exhaustiveEightCase(index: number): EightCase {
  eightReachable ??= new Map([0, 1, 4].map((rep) => [rep, reachedRanks(goalDistances(eightSpace(rep)), EIGHT_STARTS)]));
  const blank = Math.floor(index / EIGHT_STARTS);
  return eightCaseAtRank(canonicalEightGoal(blank), eightReachable.get(EIGHT_CLASS[blank])![index % EIGHT_STARTS]);
}

/** The symmetry class (its representative cell) of each goal blank cell. */
export const EIGHT_CLASS = [0, 1, 0, 1, 4, 1, 0, 1, 0];

export function eightDepthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases<EightCase>[] {
  const random = seededRandom(seed);
  const classes = new Map([0, 1, 4].map((rep) => [rep, ranksByDepth(goalDistances(eightSpace(rep)))]));
  const maxDepth = Math.max(...[...classes.values()].map((byDepth) => byDepth.length - 1));
  const wanted = depths ?? Array.from({ length: maxDepth + 1 }, (_, d) => d);
  return wanted.map((depth) => {
    const blanks = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((p) => (classes.get(EIGHT_CLASS[p])![depth]?.length ?? 0) > 0);
    const cases: EightCase[] = [];
    for (let i = 0; i < perDepth && blanks.length > 0; i++) {
      const p = blanks[Math.floor(random() * blanks.length)];
      const ranks = classes.get(EIGHT_CLASS[p])![depth];
      const tiles = shuffle(['1', '2', '3', '4', '5', '6', '7', '8'], random);
      const goal = [...tiles.slice(0, p), 'X', ...tiles.slice(p)].join('');
      cases.push(eightCaseAtRank(goal, ranks[Math.floor(random() * ranks.length)]));
    }
    return { depth, cases };
  });
}

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

export const eightDefinition: PuzzleDefinition<EightCase> = {
  name: 'eight',
  title: 'Eight II (HDU 3567)',
  summary:
    '3x3 board, tiles 1-8 and X, any start and goal; letters d<l<r<u name where X goes; output Case x: d and the moves',
  puzzle: eight,
  labelled: false,
  stateCount: 362_880,
  maxDepth: 31,

  parseInput: (input) => parseEightInput(input),
  formatInput: (cases) => formatEightInput(cases),
  formatOutput: (answers) => formatEightOutput(answers),
  parseOutput: (text, caseCount, mode) => parseNumberedOutput(text, caseCount, mode),
  describeCase: (c) => `${c.start} -> ${c.goal}`,
  // The judge gives solvable pairs only; the input format already refuses the others.
  contract: { description: 'solvable pairs (HDU 3567)', holds: (c) => eightSolvable(c) },

  caseSyntax: 'START GOAL (two 9-character boards, e.g. "12X453786 12345678X")',
  caseInput(text) {
    const fields = text.trim().split(/\s+/);
    if (fields.length !== 2)
      throw new Error(`expected "START GOAL", got ${fields.length === 1 ? '1 field' : `${fields.length} fields`}`);
    return `1\n${fields.join('\n')}\n`;
  },
  caseText: (c) => `${c.start} ${c.goal}`,

  entryToCase: (entry) => ({ start: entry.start, goal: entry.goal ?? '' }),
  caseToEntry: (c, answer, source, note) => ({
    start: c.start,
    goal: c.goal,
    answer: answer.moves,
    source,
    ...(note ? { note } : {}),
  }),

  randomCase: (seed, index) => randomEightCase(seed, index),
  randomJudgeCases: (count, seed) => (count <= 0 ? [] : fc.sample(eightUniformPair, { seed, numRuns: count })),
  depthCases: (perDepth, seed, depths) => eightDepthCases(perDepth, seed, depths),
  exhaustive: {
    count: 9 * EIGHT_STARTS,
    meaning: 'every Eight II case up to tile labels (9 goal blank positions x 181,440 starts)',
    caseAt: (index) => exhaustiveEightCase(index),
    batch: 10_000,
    perSpace: EIGHT_STARTS,
  },

  subCases(c, expectedMoves, length) {
    const boards = boardsAlong(c.start, expectedMoves);
    const out: EightCase[] = [];
    for (let i = 0; i + length <= expectedMoves.length; i++) out.push({ start: boards[i], goal: boards[i + length] });
    return out;
  },
  divergenceCase(c, expectedMoves, actualMoves, from) {
    const expectedBoards = boardsAlong(c.start, expectedMoves);
    const actualBoards = boardsAlong(c.start, actualMoves);
    let j = from + 1;
    while (j < expectedBoards.length && expectedBoards[j] !== actualBoards[j]) j++;
    if (j >= expectedBoards.length || (from === 0 && j === expectedMoves.length)) return null;
    return { start: expectedBoards[from], goal: expectedBoards[j] };
  },
  afterMoves(c, moves) {
    const start = eightAfter(c.start, moves);
    return start === null ? null : { start, goal: c.goal };
  },
  drawing: {
    draw: (c) => ({ cells: gridCells(3, 3, (cell) => (c.start[cell] === 'X' ? '' : c.start[cell])) }),
  },
  neighbours(c) {
    const out: EightCase[] = [];
    for (let move = 0; move < 4; move++) {
      out.push({ start: walkEight(c.start, [move]), goal: c.goal });
      out.push({ start: c.start, goal: walkEight(c.goal, [move]) });
    }
    return out;
  },
  smallCases(_oracle: Oracle<EightCase>, length) {
    const out: EightCase[] = [];
    for (let blank = 0; blank < 9; blank++) {
      const goal = canonicalEightGoal(blank);
      const distances = goalDistances(eightSpace(blank));
      const ranks: number[] = [];
      for (let rank = 0; rank < distances.length; rank++) if (distances[rank] === length) ranks.push(rank);
      const stride = Math.max(1, Math.ceil(ranks.length / SMALL_CASES_PER_GOAL));
      for (let i = 0; i < ranks.length; i += stride) out.push(eightCaseAtRank(goal, ranks[i]));
    }
    return out;
  },

  defaults: { randomCases: 300, batchSize: 200, hardDepths: 3, nightlyListedMs: 20_500 },
  allowanceFactor: () => 1 / 20,
  deepest: 31,
};
