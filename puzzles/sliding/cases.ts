/**
 * The cases lexpath makes for one sliding puzzle size: random walks (verify's stream), uniform
 * solvable pairs (a judge's data), cases at each exact depth (bench), every case up to tile labels
 * (where the oracle's tables fit), and small cases for shrinking.
 */
import { goalDistances, Oracle, TABLE_LIMIT } from '../../oracle/oracle.js';
import { indexSeed, ranksByDepth, reachedRanks, seededRandom, shuffle } from '../../util/random.js';
import type { DepthCases } from '../kit/definition.js';
import { slidingReferenceHeuristic } from './reference-heuristic.js';
import { walk } from './shrink.js';
import {
  slidingFamily,
  slidingPuzzle,
  slidingSolvable,
  slidingStateCount,
  type SlidingCase,
  type SlidingFamily,
} from './space.js';

/** Large boards: the deepest bucket bench asks random walks for (deeper ones are rare among walks). */
const DEEPEST_WALKED = 36;
/**
 * On 4x4 boards, one stream case in UNIFORM_EVERY is a uniform solvable pair (randomCase) among the
 * first UNIFORM_DENSE_CASES (a default run's 100), and one in UNIFORM_SPARSE_EVERY after them. A
 * uniform pair costs the oracle a search, a random walk's case hardly anything, so a long run (a
 * night, a large --cases) judges more cases with about as many deep pairs as a flat one in ten
 * would give it in the same time.
 */
const UNIFORM_EVERY = 10;
const UNIFORM_DENSE_CASES = 100;
const UNIFORM_SPARSE_EVERY = 30;

/** Whether stream case `index` of a 4x4 board is a uniform pair. */
export function isUniformIndex(index: number): boolean {
  const every = index < UNIFORM_DENSE_CASES ? UNIFORM_EVERY : UNIFORM_SPARSE_EVERY;
  return index % every === every - 1;
}
/** Small cases are thinned to this many per goal blank cell, or drawn up to this many. */
const SMALL_CASES = 200;

export class SlidingCases {
  readonly family: SlidingFamily;
  readonly n: number;
  /** n! / 2 arrangements reachable from one goal. */
  readonly half: number;
  /** Whether the oracle's tables (n! entries per goal blank) fit. */
  readonly tabled: boolean;
  /** Random walks this long give cases the search oracle judges quickly. */
  private readonly walkLength: number;
  /** Whether the stream mixes in uniform pairs: 4x4 only, where the oracle's own tables judge them in seconds. */
  private readonly uniformInStream: boolean;
  private readonly identity: number[];
  private tables: number[][][] | null = null;
  private readonly reachable: Int32Array[] = [];
  private oracle: Oracle<SlidingCase> | null = null;

  constructor(
    readonly rows: number,
    readonly cols: number,
  ) {
    this.family = slidingFamily(rows, cols);
    const n = this.family.board.cells;
    this.n = n;
    let half = 1;
    for (let i = 3; i <= n; i++) half *= i;
    this.half = half;
    this.tabled = slidingStateCount(n) <= TABLE_LIMIT;
    this.walkLength = this.tabled ? 4 * n * n : n <= 16 ? 56 : 44;
    this.uniformInStream = rows === 4 && cols === 4;
    this.identity = Array.from({ length: n }, (_, i) => i);
  }

  /** The goal with tiles in order and the blank on `blank`. */
  canonicalGoal(blank: number): number[] {
    const goal = this.identity.map((i) => i + 1);
    goal.splice(blank, 0, 0);
    return goal.slice(0, this.n);
  }

  /** Per goal blank cell, the ranks at each depth (from the oracle's tables). */
  depthTables(): number[][][] {
    this.tables ??= this.identity.map((p) => ranksByDepth(goalDistances(this.family.space(p))));
    return this.tables;
  }

  maxDepth(): number {
    if (!this.tabled) return DEEPEST_WALKED;
    return Math.max(...this.depthTables().map((byDepth) => byDepth.length - 1));
  }

  /** A case whose relabelled start has `rank` in the space of `goal`'s blank. */
  private caseAtRank(goal: readonly number[], rank: number): SlidingCase {
    const space = this.family.space(goal.indexOf(0));
    const state = space.newState();
    space.unrank(rank, state);
    return this.family.caseFromState(goal, state);
  }

  private randomGoal(random: () => number): number[] {
    return shuffle([...this.identity], random);
  }

  /** A walk of `length` moves that never undoes its last move, from `goal`. */
  private walkedCase(goal: readonly number[], length: number, random: () => number): SlidingCase {
    const { neighbour } = this.family.board;
    let cells = [...goal];
    let previous = -1;
    for (let step = 0; step < length; ) {
      const move = Math.floor(random() * 4);
      if (move === 3 - previous || neighbour[cells.indexOf(0) * 4 + move] < 0) continue;
      cells = walk(neighbour, cells, move);
      previous = move;
      step++;
    }
    return { start: cells, goal: [...goal] };
  }

  /**
   * Case `index` of the stream seeded `seed`: a seeded goal, then a walk from it of a length that
   * cycles over 0..walkLength; on 4x4 boards some cases (isUniformIndex) are instead drawn uniformly
   * over solvable pairs, so the stream reaches the deep answers (61 moves and more for about 8% of
   * such pairs) that walks almost never do, at goals anywhere.
   */
  randomCase(seed: number, index: number): SlidingCase {
    const random = seededRandom(indexSeed(seed, index));
    if (this.uniformInStream && isUniformIndex(index)) return this.uniformCase(random);
    return this.walkedCase(this.randomGoal(random), index % (this.walkLength + 1), random);
  }

  /** Uniform over solvable pairs: a start of the wrong parity has its first two tiles swapped. */
  private uniformCase(random: () => number): SlidingCase {
    const goal = this.randomGoal(random);
    const start = this.randomGoal(random);
    if (!slidingSolvable(this.family.board, { start, goal })) {
      const [a, b] = this.identity.filter((i) => start[i] !== 0);
      [start[a], start[b]] = [start[b], start[a]];
    }
    return { start, goal };
  }

  randomJudgeCases(count: number, seed: number): SlidingCase[] {
    const random = seededRandom(seed);
    return Array.from({ length: Math.max(0, count) }, () => this.uniformCase(random));
  }

  depthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases<SlidingCase>[] {
    const random = seededRandom(seed);
    if (!this.tabled)
      return this.walkDepthCases(perDepth, depths ?? Array.from({ length: DEEPEST_WALKED + 1 }, (_, d) => d), random);
    const byBlank = this.depthTables();
    const wanted = depths ?? Array.from({ length: this.maxDepth() + 1 }, (_, d) => d);
    return wanted.map((depth) => {
      const blanks = this.identity.filter((p) => (byBlank[p][depth]?.length ?? 0) > 0);
      const cases: SlidingCase[] = [];
      for (let i = 0; i < perDepth && blanks.length > 0; i++) {
        const p = blanks[Math.floor(random() * blanks.length)];
        const ranks = byBlank[p][depth];
        const tiles = shuffle(this.identity.slice(1), random);
        cases.push(
          this.caseAtRank([...tiles.slice(0, p), 0, ...tiles.slice(p)], ranks[Math.floor(random() * ranks.length)]),
        );
      }
      return { depth, cases };
    });
  }

  /** Large boards: walks from random goals, kept at the depth the oracle gives them. */
  private walkDepthCases(perDepth: number, depths: readonly number[], random: () => number): DepthCases<SlidingCase>[] {
    return depths.map((depth) => {
      const cases: SlidingCase[] = [];
      for (let tries = 0; cases.length < perDepth && tries < 50 * perDepth; tries++) {
        const candidate = this.walkedCase(this.randomGoal(random), depth + 2 * Math.floor(random() * 3), random);
        if (this.sharedOracle().distance(candidate) === depth) cases.push(candidate);
      }
      return { depth, cases };
    });
  }

  private sharedOracle(): Oracle<SlidingCase> {
    this.oracle ??= new Oracle(slidingPuzzle(this.rows, this.cols), slidingReferenceHeuristic(this.rows, this.cols));
    return this.oracle;
  }

  /** Case `index` of every case up to tile labels: goal blank floor(index / half), then the start by reachable rank. */
  exhaustiveCaseAt(index: number): SlidingCase {
    const blank = Math.floor(index / this.half);
    this.reachable[blank] ??= reachedRanks(goalDistances(this.family.space(blank)), this.half);
    return this.caseAtRank(this.canonicalGoal(blank), this.reachable[blank][index % this.half]);
  }

  smallCases(oracle: Oracle<SlidingCase>, length: number): SlidingCase[] {
    if (this.tabled) return this.tabledSmallCases(length);
    const out: SlidingCase[] = [];
    const random = seededRandom(0x51d3 ^ length);
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 4 * SMALL_CASES && out.length < SMALL_CASES; attempt++) {
      const candidate = this.walkedCase(this.canonicalGoal(Math.floor(random() * this.n)), length, random);
      const key = candidate.start.join() + candidate.goal.join();
      if (!seen.has(key) && oracle.distance(candidate) === length) {
        seen.add(key);
        out.push(candidate);
      }
    }
    return out;
  }

  private tabledSmallCases(length: number): SlidingCase[] {
    const out: SlidingCase[] = [];
    for (let blank = 0; blank < this.n; blank++) {
      const distances = goalDistances(this.family.space(blank));
      const ranks: number[] = [];
      for (let rank = 0; rank < distances.length; rank++) if (distances[rank] === length) ranks.push(rank);
      const stride = Math.max(1, Math.ceil(ranks.length / SMALL_CASES));
      for (let i = 0; i < ranks.length; i += stride) out.push(this.caseAtRank(this.canonicalGoal(blank), ranks[i]));
    }
    return out;
  }
}
