/**
 * Cases addressed by index: case i of a stream is a pure function of the stream and i, so a pool
 * thread makes its own cases (nothing is drawn or copied on the main thread) and any range of a
 * stream can be run, split into shards, or resumed.
 *
 * - `random`: the seeded random cases of a verify run. Eight cases are uniform over optimal depth
 *   0-31 (each block of 32 indices holds every depth once, in a seeded order) and cycle through the
 *   nine goal blank positions, with random tile labels: uniform sampling over states would almost
 *   never reach the deep cases where heuristic and depth-cap mistakes hide, and zero-move cases
 *   land inside multi-case batches. Rotation cases come from the fast-check arbitraries (8/8/8
 *   boards, scrambles, recoloured boards), one sample per index.
 * - `exhaustive`: every distinct case. Eight: up to relabelling the tiles, a case is a goal blank
 *   position and a start state reachable from it, so index k is blank floor(k / 181,440) with the
 *   canonical goal (tiles 1-8 in order) and the (k mod 181,440)-th reachable start in rank order:
 *   9 x 181,440 = 1,632,960 cases. Rotation has about 9.4e9 8/8/8 boards; what is enumerable is the per-digit
 *   subproblem: index k puts digit 1 on the k-th of the 735,471 placements of 8 cells (colex
 *   order) and splits the other 16 cells between 2 and 3 so that, where a split allows it, neither
 *   of them is nearer the goal than digit 1 (48 seeded splits tried, 1,000 for patterns 11 or more
 *   moves deep). On 693,463 of the boards (94.3%) digit 1 decides the answer or ties for it; the
 *   rest hold patterns 10-14 moves deep that no tried split leaves as far (a 14-move pattern
 *   never decides: no board needs more than 13).
 */
import fc from 'fast-check';
import { canonicalEightGoal, eightCaseAtRank, eightSpace, type EightCase } from '../../solvers/eight.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { rotationSpace, type RotationCase } from '../../solvers/rotation.js';
import { rotationCases } from '../arbitraries.js';
import { EIGHT_CLASS, ranksByDepth, seededRandom, shuffle } from '../bench/cases.js';
import { loadCorpus } from '../corpus.js';
import { goalDistances } from '../oracle.js';

export type CaseStream =
  /** `lead`: a corpus file whose cases come first (nightly: every Rotation board that needs 13 moves). */
  | { readonly kind: 'random'; readonly domain: PuzzleName; readonly seed: number; readonly lead?: string }
  | { readonly kind: 'exhaustive'; readonly domain: PuzzleName };

const EIGHT_STARTS = 181_440;
/** How many cases each puzzle's exhaustive stream holds. */
export const EXHAUSTIVE_CASES: Record<PuzzleName, number> = { eight: 9 * EIGHT_STARTS, rotation: 735_471 };

/** A seed for index `index` of a stream seeded `seed` (a 32-bit mix, so nearby indices differ everywhere). */
function indexSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

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
    lastBlock = { seed, block, depths: shuffle(Array.from({ length: depthCount }, (_, d) => d), seededRandom(indexSeed(seed, -1 - block))) };
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

function randomRotationCase(seed: number, index: number): RotationCase {
  return fc.sample(rotationCases, { seed: indexSeed(seed, index) | 0, numRuns: 1 })[0];
}

/** The reachable ranks (half of the 9! permutations: the other parity) of each class, ascending. */
let eightReachable: Map<number, Int32Array> | null = null;

function exhaustiveEightCase(index: number): EightCase {
  eightReachable ??= new Map(
    [0, 1, 4].map((rep) => {
      const table = goalDistances(eightSpace(rep));
      const ranks = new Int32Array(EIGHT_STARTS);
      for (let rank = 0, k = 0; rank < table.length; rank++) if (table[rank] !== 255) ranks[k++] = rank;
      return [rep, ranks];
    }),
  );
  const blank = Math.floor(index / EIGHT_STARTS);
  return eightCaseAtRank(canonicalEightGoal(blank), eightReachable.get(EIGHT_CLASS[blank])![index % EIGHT_STARTS]);
}

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

/** Lead corpora, loaded once per thread. */
const leads = new Map<string, unknown[]>();

function leadCases(file: string, domain: PuzzleName): unknown[] {
  let cases = leads.get(file);
  if (!cases) {
    cases = loadCorpus(file, domain).map((loaded) => loaded.case);
    leads.set(file, cases);
  }
  return cases;
}

/** Case `index` of `stream`. */
export function streamCase(stream: CaseStream, index: number): unknown {
  if (stream.kind === 'random') {
    const lead = stream.lead ? leadCases(stream.lead, stream.domain) : [];
    if (index < lead.length) return lead[index];
    const at = index - lead.length;
    return stream.domain === 'eight' ? randomEightCase(stream.seed, at) : randomRotationCase(stream.seed, at);
  }
  return stream.domain === 'eight' ? exhaustiveEightCase(index) : exhaustiveRotationCase(index);
}

/** Cases `start`, `start + step`, ... of a stream: one shard's part of it, or all of it. */
export interface StreamSlice {
  readonly stream: CaseStream;
  readonly start: number;
  readonly step: number;
  /** How many (Infinity for an endless random stream, run until a deadline). */
  readonly count: number;
}

/** The slice of `stream`'s first `total` cases that shard I of N runs (I from 1): every N-th case. */
export function shardSlice(stream: CaseStream, total: number, shard: { readonly index: number; readonly count: number } | null): StreamSlice {
  if (!shard) return { stream, start: 0, step: 1, count: total };
  const start = shard.index - 1;
  return { stream, start, step: shard.count, count: Math.max(0, Math.ceil((total - start) / shard.count)) };
}

/** The stream index of position `position` of a slice. */
export function sliceIndex(slice: StreamSlice, position: number): number {
  return slice.start + position * slice.step;
}
