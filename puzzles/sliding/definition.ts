/**
 * Sliding puzzles of any size (`fifteen` = 4x4, `slide-RxC`) as lexpath runs them. Rules, moves and
 * their order live in puzzles/sliding/space.ts.
 *
 * Judge format, for every case of a batch: `T`, then a start line and a goal line of R*C integers
 * 0..R*C-1 separated by single spaces, row by row, 0 the blank. Output `Case x: n`, then the move
 * string (an empty line when n = 0): Eight II's output.
 *
 * Where a size's spaces fit in memory (up to 10 cells' 10! states), the oracle uses exact distance
 * tables; above that it searches (oracle.ts) with the plain heuristic below, which no solver uses.
 */
import { join } from 'node:path';
import { slidingBoardError, slidingFamily, slidingStateCount, slidingPuzzle, slidingSolvable, SLIDING_MOVES, type SlidingCase, type SlidingSpace } from './space.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { SlidingName } from '../../solvers/puzzle.js';
import { InputError } from '../../util/errors.js';
import { PACKAGE_ROOT } from '../../util/package-paths.js';
import { formatNumberedOutput, startGoalCount } from '../kit/judge-format.js';
import { goalDistances, Oracle, TABLE_LIMIT } from '../../oracle/oracle.js';
import { plural } from '../../util/plural.js';
import { indexSeed, ranksByDepth, reachedRanks, seededRandom, shuffle } from '../../util/random.js';
import { excerpt } from '../../util/escape.js';
import { parseNumberedOutput } from '../kit/output.js';
import type { DepthCases, PuzzleDefinition } from '../kit/definition.js';

/** Large boards: the deepest bucket bench asks random walks for (deeper ones are rare among walks). */
const DEEPEST_WALKED = 36;
/** Small cases are thinned to this many per goal blank cell, or drawn up to this many. */
const SMALL_CASES = 200;

/** Reads `T`, then a start and a goal line per case; every error names its line. */
function parseSlidingInput(rows: number, cols: number, input: string): SlidingCase[] {
  const n = rows * cols;
  const board = slidingFamily(rows, cols).board;
  const lines = input
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter((l) => l.text !== '');
  if (lines.length === 0) throw new InputError('the input is empty: expected the number of cases T on the first line');
  const total = startGoalCount(lines);
  const cases: SlidingCase[] = [];
  for (let x = 1; x <= total; x++) {
    const boards: number[][] = [];
    for (const [role, l] of [['start', lines[2 * x - 1]], ['goal', lines[2 * x]]] as const) {
      const fields = l.text.split(/[ \t\r]+/);
      const bad = fields.find((f) => !/^\d+$/.test(f));
      const tiles = fields.map(Number);
      const error = bad !== undefined ? `'${excerpt(bad, 12)}' is not a whole number` : slidingBoardError(tiles, n);
      if (error) throw new InputError(`case ${x}, line ${l.line}: bad ${role} board: ${error}`);
      boards.push(tiles);
    }
    const c: SlidingCase = { start: boards[0], goal: boards[1] };
    if (!slidingSolvable(board, c)) {
      throw new InputError(
        `case ${x}, lines ${lines[2 * x - 1].line}-${lines[2 * x].line}: no sequence of moves turns the start into the goal ` +
          `(the permutation between them and the blank's distance have different parity)`,
      );
    }
    cases.push(c);
  }
  return cases;
}

function formatSlidingInput(cases: readonly SlidingCase[]): string {
  return `${cases.length}\n${cases.map((c) => `${c.start.join(' ')}\n${c.goal.join(' ')}\n`).join('')}`;
}

/** The boards along `moves` from `start`. */
function boardsAlong(neighbour: Int8Array, start: readonly number[], moves: string): number[][] {
  const boards = [[...start]];
  for (const letter of moves) boards.push(walk(neighbour, boards[boards.length - 1], SLIDING_MOVES.indexOf(letter)));
  return boards;
}

/** The board after `move`, or the same board when the move leaves it. */
function walk(neighbour: Int8Array, cells: readonly number[], move: number): number[] {
  const next = [...cells];
  const blank = next.indexOf(0);
  const to = neighbour[blank * 4 + move];
  if (to >= 0) {
    next[blank] = next[to];
    next[to] = 0;
  }
  return next;
}

const sameBoard = (a: readonly number[], b: readonly number[]): boolean => a.every((v, i) => v === b[i]);

/**
 * The oracle's own heuristic where no table fits: Manhattan distance plus linear conflicts (two
 * tiles in their goal row or column, in the wrong order, cost 2 more moves for each tile that must
 * leave the line: line length minus its longest increasing run of goal positions). Written here,
 * apart from the solvers' pattern databases, on the relabelled cells (tile v belongs on cell v).
 */
export function manhattanLinearConflict(space: SearchSpace, state: Int32Array): number {
  const { board, goalBlank } = space as SlidingSpace;
  const { rows, cols } = board;
  let h = 0;
  for (let cell = 0; cell < rows * cols; cell++) {
    const tile = state[cell];
    if (tile !== goalBlank) h += Math.abs(Math.floor(cell / cols) - Math.floor(tile / cols)) + Math.abs((cell % cols) - (tile % cols));
  }
  const line = scratch;
  for (let r = 0; r < rows; r++) {
    let k = 0;
    for (let c = 0; c < cols; c++) {
      const tile = state[r * cols + c];
      if (tile !== goalBlank && Math.floor(tile / cols) === r) line[k++] = tile % cols;
    }
    h += 2 * (k - longestIncreasing(line, k));
  }
  for (let c = 0; c < cols; c++) {
    let k = 0;
    for (let r = 0; r < rows; r++) {
      const tile = state[r * cols + c];
      if (tile !== goalBlank && tile % cols === c) line[k++] = Math.floor(tile / cols);
    }
    h += 2 * (k - longestIncreasing(line, k));
  }
  return h;
}

const scratch = new Int32Array(8);
const tails = new Int32Array(8);

/** Length of the longest strictly increasing subsequence of values[0..count) (patience sorting). */
function longestIncreasing(values: Int32Array, count: number): number {
  let length = 0;
  for (let i = 0; i < count; i++) {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < values[i]) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = values[i];
    if (lo === length) length++;
  }
  return length;
}

/**
 * Korf's 100 (Korf 1985), the field's standard 15-puzzle instances, with the nodes per instance that
 * Felner, Korf and Hanan (2004, "Additive pattern database heuristics", JAIR 22) report for IDA*
 * with additive pattern databases.
 */
const KORF_100 = {
  instances: "Korf's 100",
  corpus: join(PACKAGE_ROOT, 'corpora', 'performance', 'fifteen-korf100.json'),
  ours: '6-6-3 additive pattern databases, minimum over blank regions, max with the reflected lookup where the goal allows',
  figures: [
    { method: '6-6-3 additive pattern databases', nodesPerInstance: 617_600, source: 'Felner, Korf and Hanan 2004' },
    { method: '7-8 additive pattern databases with reflected lookups', nodesPerInstance: 36_700, source: 'Felner, Korf and Hanan 2004' },
  ],
} as const;

/** The definition of the R x C sliding puzzle. */
export function slidingDefinition(rows: number, cols: number): PuzzleDefinition<SlidingCase> {
  const family = slidingFamily(rows, cols);
  const { board } = family;
  const n = board.cells;
  const name: SlidingName = family.name;
  const puzzle = slidingPuzzle(rows, cols);
  let half = 1;
  for (let i = 3; i <= n; i++) half *= i; // n! / 2 arrangements reachable from one goal
  /** Whether the oracle's tables (n! entries per goal blank) fit. */
  const tabled = slidingStateCount(n) <= TABLE_LIMIT;
  /** Random walks this long give cases the search oracle judges quickly. */
  const walkLength = tabled ? 4 * n * n : n <= 16 ? 56 : 44;
  const identity = Array.from({ length: n }, (_, i) => i);
  /** The goal with tiles in order and the blank on `blank`. */
  const canonicalGoal = (blank: number): number[] => {
    const goal = identity.map((i) => i + 1);
    goal.splice(blank, 0, 0);
    return goal.slice(0, n);
  };
  const depthTables = (): number[][][] => identity.map((p) => ranksByDepth(goalDistances(family.space(p))));
  let tables: number[][][] | null = null;
  /** A case whose relabelled start has `rank` in the space of `goal`'s blank. */
  const caseAtRank = (goal: readonly number[], rank: number): SlidingCase => {
    const space = family.space(goal.indexOf(0));
    const state = space.newState();
    space.unrank(rank, state);
    return family.caseFromState(goal, state);
  };
  const randomGoal = (random: () => number): number[] => shuffle([...identity], random);
  /** A walk of `length` moves that never undoes its last move, from `goal`. */
  const walkedCase = (goal: readonly number[], length: number, random: () => number): SlidingCase => {
    let cells = [...goal];
    let previous = -1;
    for (let step = 0; step < length; ) {
      const move = Math.floor(random() * 4);
      if (move === 3 - previous || board.neighbour[cells.indexOf(0) * 4 + move] < 0) continue;
      cells = walk(board.neighbour, cells, move);
      previous = move;
      step++;
    }
    return { start: cells, goal: [...goal] };
  };

  const definition: PuzzleDefinition<SlidingCase> = {
    name,
    title: puzzle.title,
    summary: `${rows}x${cols} board, tiles 1-${n - 1} and the blank 0, any start and goal; letters d<l<r<u name where the blank goes; output Case x: n and the moves`,
    puzzle,
    labelled: false,
    stateCount: slidingStateCount(n),
    get maxDepth(): number {
      if (!tabled) return DEEPEST_WALKED;
      tables ??= depthTables();
      return Math.max(...tables.map((byDepth) => byDepth.length - 1));
    },

    parseInput: (input) => parseSlidingInput(rows, cols, input),
    formatInput: formatSlidingInput,
    formatOutput: formatNumberedOutput,
    parseOutput: (text, caseCount, mode) => parseNumberedOutput(text, caseCount, mode),
    describeCase: (c) => `${c.start.join(' ')} -> ${c.goal.join(' ')}`,

    caseSyntax: `START / GOAL: ${n} numbers 0-${n - 1} each, row by row, 0 the blank (e.g. "${canonicalGoal(1).join(' ')} / ${canonicalGoal(0).join(' ')}")`,
    caseInput(text) {
      const fields = text.replace('/', ' ').trim().split(/\s+/);
      if (fields.length !== 2 * n) throw new Error(`expected "START / GOAL" with ${n} numbers each, got ${plural(fields.length, 'field')}`);
      return `1\n${fields.slice(0, n).join(' ')}\n${fields.slice(n).join(' ')}\n`;
    },
    caseText: (c) => `${c.start.join(' ')} / ${c.goal.join(' ')}`,

    entryToCase: (entry) => ({ start: entry.start.trim().split(/\s+/).map(Number), goal: (entry.goal ?? '').trim().split(/\s+/).map(Number) }),
    caseToEntry: (c, answer, source, note) => ({ start: c.start.join(' '), goal: c.goal.join(' '), answer: answer.moves, source, ...(note ? { note } : {}) }),

    /** A seeded goal, then a walk from it of a length that cycles over 0..walkLength. */
    randomCase(seed, index) {
      const random = seededRandom(indexSeed(seed, index));
      return walkedCase(randomGoal(random), index % (walkLength + 1), random);
    },
    /** Uniform over solvable pairs: a start of the wrong parity has its first two tiles swapped. */
    randomJudgeCases(count, seed) {
      const random = seededRandom(seed);
      return Array.from({ length: Math.max(0, count) }, () => {
        const goal = randomGoal(random);
        const start = randomGoal(random);
        if (!slidingSolvable(board, { start, goal })) {
          const [a, b] = identity.filter((i) => start[i] !== 0);
          [start[a], start[b]] = [start[b], start[a]];
        }
        return { start, goal };
      });
    },
    depthCases(perDepth, seed, depths) {
      const random = seededRandom(seed);
      if (tabled) {
        tables ??= depthTables();
        const byBlank = tables;
        const wanted = depths ?? Array.from({ length: definition.maxDepth + 1 }, (_, d) => d);
        return wanted.map((depth) => {
          const blanks = identity.filter((p) => (byBlank[p][depth]?.length ?? 0) > 0);
          const cases: SlidingCase[] = [];
          for (let i = 0; i < perDepth && blanks.length > 0; i++) {
            const p = blanks[Math.floor(random() * blanks.length)];
            const ranks = byBlank[p][depth];
            const tiles = shuffle(identity.slice(1), random);
            cases.push(caseAtRank([...tiles.slice(0, p), 0, ...tiles.slice(p)], ranks[Math.floor(random() * ranks.length)]));
          }
          return { depth, cases };
        });
      }
      return walkDepthCases(perDepth, depths ?? Array.from({ length: DEEPEST_WALKED + 1 }, (_, d) => d), random);
    },
    ...(tabled && n * half <= 2_000_000
      ? {
          exhaustive: {
            count: n * half,
            meaning: `every ${name} case up to tile labels (${n} goal blank positions x ${half.toLocaleString('en-US')} starts)`,
            caseAt(index: number): SlidingCase {
              const blank = Math.floor(index / half);
              reachable[blank] ??= reachableRanks(blank);
              return caseAtRank(canonicalGoal(blank), reachable[blank][index % half]);
            },
            batch: 10_000,
            perSpace: half,
          },
        }
      : {}),

    subCases(c, expectedMoves, length) {
      const boards = boardsAlong(board.neighbour, c.start, expectedMoves);
      const out: SlidingCase[] = [];
      for (let i = 0; i + length <= expectedMoves.length; i++) out.push({ start: boards[i], goal: boards[i + length] });
      return out;
    },
    divergenceCase(c, expectedMoves, actualMoves, from) {
      const expectedBoards = boardsAlong(board.neighbour, c.start, expectedMoves);
      const actualBoards = boardsAlong(board.neighbour, c.start, actualMoves);
      let j = from + 1;
      while (j < expectedBoards.length && !sameBoard(expectedBoards[j], actualBoards[j])) j++;
      if (j >= expectedBoards.length || (from === 0 && j === expectedMoves.length)) return null;
      return { start: expectedBoards[from], goal: expectedBoards[j] };
    },
    neighbours(c) {
      const out: SlidingCase[] = [];
      for (let move = 0; move < 4; move++) {
        out.push({ start: walk(board.neighbour, c.start, move), goal: [...c.goal] });
        out.push({ start: [...c.start], goal: walk(board.neighbour, c.goal, move) });
      }
      return out;
    },
    smallCases(oracle, length) {
      const out: SlidingCase[] = [];
      if (tabled) {
        for (let blank = 0; blank < n; blank++) {
          const distances = goalDistances(family.space(blank));
          const ranks: number[] = [];
          for (let rank = 0; rank < distances.length; rank++) if (distances[rank] === length) ranks.push(rank);
          const stride = Math.max(1, Math.ceil(ranks.length / SMALL_CASES));
          for (let i = 0; i < ranks.length; i += stride) out.push(caseAtRank(canonicalGoal(blank), ranks[i]));
        }
        return out;
      }
      const random = seededRandom(0x51d3 ^ length);
      const seen = new Set<string>();
      for (let attempt = 0; attempt < 4 * SMALL_CASES && out.length < SMALL_CASES; attempt++) {
        const candidate = walkedCase(canonicalGoal(Math.floor(random() * n)), length, random);
        const key = candidate.start.join() + candidate.goal.join();
        if (!seen.has(key) && oracle.distance(candidate) === length) {
          seen.add(key);
          out.push(candidate);
        }
      }
      return out;
    },

    // Large boards: programs build tables first (the C++ 15-puzzle peer: 4 s), and a case of 40 or
    // more moves can take a good search most of a second.
    // Untabled boards: each thread builds the pattern tables, and the listed cases (Korf's) take tens of seconds.
    defaults: { randomCases: tabled ? 300 : n <= 16 ? 100 : 40, batchSize: tabled ? 200 : 50, ...(tabled ? {} : { startupMs: 20_000, nightlyWeight: 2 }) },
    allowanceFactor: (optimalLength) => (tabled ? 1 / 20 : optimalLength >= 40 ? 1 : 1 / 4),
    referenceHeuristic: manhattanLinearConflict,
    ...(rows === 4 && cols === 4 ? { published: KORF_100 } : {}),
  };

  const reachable: Int32Array[] = [];
  const reachableRanks = (blank: number): Int32Array => reachedRanks(goalDistances(family.space(blank)), half);

  /** Large boards: walks from random goals, kept at the depth the oracle gives them. */
  function walkDepthCases(perDepth: number, depths: readonly number[], random: () => number): DepthCases<SlidingCase>[] {
    return depths.map((depth) => {
      const cases: SlidingCase[] = [];
      for (let tries = 0; cases.length < perDepth && tries < 50 * perDepth; tries++) {
        const candidate = walkedCase(randomGoal(random), depth + 2 * Math.floor(random() * 3), random);
        if (sharedOracle().distance(candidate) === depth) cases.push(candidate);
      }
      return { depth, cases };
    });
  }
  let oracle: Oracle<SlidingCase> | null = null;
  const sharedOracle = (): Oracle<SlidingCase> => (oracle ??= new Oracle(puzzle, manhattanLinearConflict));
  return definition;
}

