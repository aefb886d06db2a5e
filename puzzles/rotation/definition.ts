/**
 * The Rotation Game (POJ 2286) as lexpath runs it, made with definePuzzle: judge format, cases,
 * shrink steps and defaults. The rules and move order live in puzzles/rotation/space.ts.
 */
import { join } from 'node:path';
import {
  applyRotation,
  CENTRE_CELLS,
  ROTATION_LINES,
  ROTATION_MOVES,
  rotation,
  rotationSpace,
  type RotationCase,
} from './space.js';
import { fastCheck } from '../../util/fast-check.js';
import { rotationArbitraries } from './arbitraries.js';
import { PACKAGE_ROOT } from '../../util/package-paths.js';
import { formatRotationInput, parseRotationInput } from './format.js';
import { goalDistances, type Oracle } from '../../oracle/oracle.js';
import { indexSeed, ranksByDepth, seededRandom, shuffle } from '../../util/random.js';
import { BUILT_IN, definePuzzle, type PuzzleSpec } from '../kit/define.js';
import type { DepthCases, PuzzleDefinition } from '../kit/definition.js';
import type { DrawnCell } from '../kit/drawing.js';

/** The judge's boards: eight cells of each digit. */
function hasEightOfEach(c: RotationCase): boolean {
  const counts = [0, 0, 0, 0];
  for (const digit of c.cells) counts[digit]++;
  return counts[1] === 8 && counts[2] === 8 && counts[3] === 8;
}

/** Small cases: at most this many boards of one length. */
const SMALL_CASES = 200;

/** Splits of the other 16 cells tried before settling for the best seen. */
const ROTATION_SPLITS = 48;
/** Deep patterns rarely leave a split as deep: they get more tries. */
const DEEP_SPLITS = 1_000;

function exhaustiveRotationCase(index: number): RotationCase {
  const space = rotationSpace(8);
  const table = goalDistances(space);
  const state = space.newState();
  const distanceOf = (mask: number): number => {
    state[0] = mask;
    return table[space.rank(state)];
  };
  space.unrank(index, state);
  const ones = state[0];
  const depth = table[index];
  const free: number[] = [];
  for (let cell = 0; cell < 24; cell++) if (!(ones & (1 << cell))) free.push(cell);
  const random = seededRandom(indexSeed(0x524f54, index));
  let best = { twos: 0, nearest: -1 };
  for (let tries = 0; tries < (depth >= 11 ? DEEP_SPLITS : ROTATION_SPLITS) && best.nearest < depth; tries++) {
    shuffle(free, random);
    let twos = 0;
    for (let k = 0; k < 8; k++) twos |= 1 << free[k];
    const threes = ~(ones | twos) & 0xffffff;
    const nearest = Math.min(distanceOf(twos), distanceOf(threes));
    if (nearest > best.nearest) best = { twos, nearest };
  }
  return { cells: Array.from({ length: 24 }, (_, cell) => (ones & (1 << cell) ? 1 : best.twos & (1 << cell) ? 2 : 3)) };
}

/** Tries per Rotation case before a bucket settles for fewer cases. */
const ROTATION_TRIES = 2_000;

export function rotationDepthCases(
  perDepth: number,
  seed: number,
  depths?: readonly number[],
): DepthCases<RotationCase>[] {
  const random = seededRandom(seed);
  const space = rotationSpace(8);
  const table = goalDistances(space);
  const byDepth = ranksByDepth(table);
  const state = space.newState();
  const distanceOf = (mask: number): number => {
    state[0] = mask;
    return table[space.rank(state)];
  };
  // The board's answer is the least of the three digits' pattern distances; beyond the deepest
  // pattern level no board exists.
  const wanted = depths ?? Array.from({ length: byDepth.length - 1 }, (_, d) => d);
  return wanted.map((depth) => {
    const cases: RotationCase[] = [];
    const ranks = byDepth[depth] ?? [];
    // Random filling works when deep patterns are common; at the deepest levels only the pair search does.
    const deepShare = byDepth.slice(depth).reduce((n, level) => n + (level?.length ?? 0), 0) / table.length;
    for (
      let tries = deepShare < 0.05 ? Infinity : 0;
      cases.length < perDepth && ranks.length > 0 && tries < Math.min(ROTATION_TRIES * perDepth, 40_000);
      tries++
    ) {
      space.unrank(ranks[Math.floor(random() * ranks.length)], state);
      const mask = state[0];
      const free: number[] = [];
      for (let cell = 0; cell < 24; cell++) if (!(mask & (1 << cell))) free.push(cell);
      shuffle(free, random);
      let second = 0;
      for (const cell of free.slice(0, 8)) second |= 1 << cell;
      const third = ~(mask | second) & 0xffffff;
      if (distanceOf(second) < depth || distanceOf(third) < depth) continue;
      const digits = shuffle([1, 2, 3], random);
      const cells = Array.from({ length: 24 }, (_, cell) =>
        mask & (1 << cell) ? digits[0] : second & (1 << cell) ? digits[1] : digits[2],
      );
      cases.push({ cells });
    }
    if (cases.length < perDepth)
      cases.push(...rotationPairSearch(depth, perDepth - cases.length, byDepth, distanceOf, space, random));
    return { depth, cases };
  });
}

/**
 * For the deepest levels, where random filling almost never works: walk pairs of patterns at
 * distance >= depth that do not overlap and whose leftover cells also make such a pattern.
 */
function rotationPairSearch(
  depth: number,
  count: number,
  byDepth: number[][],
  distanceOf: (mask: number) => number,
  space: ReturnType<typeof rotationSpace>,
  random: () => number,
): RotationCase[] {
  const state = space.newState();
  const deep: number[] = [];
  for (let d = depth; d < byDepth.length; d++) {
    for (const rank of byDepth[d] ?? []) {
      space.unrank(rank, state);
      deep.push(state[0]);
    }
  }
  shuffle(deep, random);
  const found: RotationCase[] = [];
  let checks = 0;
  for (let i = 0; i < deep.length && found.length < count && checks < 50_000_000; i++) {
    const a = deep[i];
    if (distanceOf(a) !== depth) continue;
    let perPattern = 0;
    for (let j = 0; j < deep.length && found.length < count; j++, checks++) {
      const b = deep[j];
      if (a & b) continue;
      const c = ~(a | b) & 0xffffff;
      if (distanceOf(c) < depth || distanceOf(c) === 255) continue;
      const digits = shuffle([1, 2, 3], random);
      found.push({
        cells: Array.from({ length: 24 }, (_, cell) =>
          a & (1 << cell) ? digits[0] : b & (1 << cell) ? digits[1] : digits[2],
        ),
      });
      if (++perPattern === 4) break; // a few boards per first pattern, for variety
    }
  }
  return found;
}

/** Where cells 1-24 sit on the cross (7 x 7 grid), the centre marked. */
const CROSS: readonly Omit<DrawnCell, 'label'>[] = [
  [0, 2],
  [0, 4],
  [1, 2],
  [1, 4],
  [2, 0],
  [2, 1],
  [2, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [2, 6],
  [3, 2],
  [3, 4],
  [4, 0],
  [4, 1],
  [4, 2],
  [4, 3],
  [4, 4],
  [4, 5],
  [4, 6],
  [5, 2],
  [5, 4],
  [6, 2],
  [6, 4],
].map(([row, col], i) => ({ row, col, ...(CENTRE_CELLS.includes(i + 1) ? { marked: true } : {}) }));

/** What only Rotation knows; definePuzzle derives the rest (subCases, divergence and neighbours along the moves). */
const rotationSpec: PuzzleSpec<RotationCase> = {
  name: 'rotation',
  title: 'The Rotation Game (POJ 2286)',
  summary:
    '24-cell cross of digits 1-3, rotations A-H; solved when the 8 centre ' +
    'cells hold one digit; output the moves (or No moves needed) and that digit',
  puzzle: rotation,
  // The judge prints the centre digit after the moves (and corpus entries keep it).
  labelled: true,
  stateCount: 735_471,
  maxDepth: 13,

  parseInput: (input) => parseRotationInput(input),
  formatInput: (cases) => formatRotationInput(cases),
  // Any board of digits 1-3 has an answer, but POJ 2286 gives only these, and no more than 30 of
  // them an input: a program may count on both.
  contract: {
    description: 'exactly eight each of 1, 2 and 3, at most 30 boards an input (POJ 2286)',
    holds: (c) => hasEightOfEach(c),
    maxCases: 30,
  },

  caseSyntax: 'the 24 digits of a board (1-3), e.g. "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3"',
  caseInput: (text) => `${text.trim().split(/\s+/).join(' ')}\n0\n`,
  caseText: (c) => c.cells.join(' '),
  // Read as it is: the corpus loader checks the board, naming the file and case.
  entryToCase: (entry) => ({ cells: entry.start.trim().split(/\s+/).map(Number) }),

  randomCase: (seed, index) =>
    fastCheck().sample(rotationArbitraries().cases, { seed: indexSeed(seed, index) | 0, numRuns: 1 })[0],
  randomJudgeCases: (count, seed) =>
    count <= 0 ? [] : fastCheck().sample(rotationArbitraries().standardBoard, { seed, numRuns: count }),
  depthCases: (perDepth, seed, depths) => rotationDepthCases(perDepth, seed, depths),
  exhaustive: {
    count: 735_471,
    meaning:
      "every placement of one digit's 8 cells (735,471 boards; the other digits " +
      'placed so that, where a split allows, that digit decides the answer)',
    caseAt: (index) => exhaustiveRotationCase(index),
    batch: 1_000,
  },

  afterMoves(c, moves) {
    const cells = c.cells.slice();
    for (const letter of moves) {
      const move = ROTATION_MOVES.indexOf(letter);
      if (move < 0) return null;
      applyRotation(cells, move);
    }
    return { cells };
  },
  drawing: {
    draw: (c) => ({ cells: CROSS.map((at, i) => ({ ...at, label: String(c.cells[i]) })) }),
    // A move shifts its whole line, the digits that stay the same included.
    moved: (_c, move) => ROTATION_LINES[ROTATION_MOVES.indexOf(move)]?.map((cell) => cell - 1) ?? [],
  },
  smallCases(oracle: Oracle<RotationCase>, length) {
    const out: RotationCase[] = [];
    const next = seededRandom(0x9e3779b9 ^ length);
    const random = (n: number): number => Math.floor(next() * n);
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 4000 && out.length < SMALL_CASES; attempt++) {
      const centre = 1 + random(3);
      const others = [1, 2, 3].filter((d) => d !== centre).flatMap((d) => Array<number>(8).fill(d));
      const cells: number[] = [];
      for (let cell = 1; cell <= 24; cell++) {
        cells.push([7, 8, 9, 12, 13, 16, 17, 18].includes(cell) ? centre : others.splice(random(others.length), 1)[0]);
      }
      for (let i = 0; i < length; i++) applyRotation(cells, random(8));
      const key = cells.join('');
      const candidate = { cells };
      if (!seen.has(key) && oracle.distance(candidate) === length) {
        seen.add(key);
        out.push(candidate);
      }
    }
    return out;
  },

  /** 50 cases a run, so a program that fails early is not first made to solve the slow 13-move boards. */
  // Every 8/8/8 board that needs 13 moves leads the night's random boards; 13-move boards take a
  // pair search to find, so bench asks for a few and fills its hard batch up with 12s.
  defaults: {
    randomCases: 40,
    batchSize: 50,
    nightlyLead: join(PACKAGE_ROOT, 'corpora', 'performance', 'rotation-depth-13.json'),
    deepestShare: 1 / 8,
    nightlyListedMs: 23_400,
  },
  allowanceFactor: (optimalLength) => (optimalLength >= 13 ? 15 : optimalLength === 12 ? 2.5 : 1 / 20),
  deepest: 13,
};

export const rotationDefinition: PuzzleDefinition<RotationCase> = definePuzzle(rotationSpec, BUILT_IN);
