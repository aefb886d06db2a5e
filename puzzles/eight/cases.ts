/**
 * The cases lexpath makes for Eight II: the random stream (every depth as often as any other),
 * cases at each exact depth (bench), every case up to tile labels, and small cases for shrinking.
 * The tables they read are built on first use and kept by the EightCases that the definition owns.
 */
import { goalDistances } from '../../oracle/oracle.js';
import { indexSeed, ranksByDepth, reachedRanks, seededRandom, shuffle } from '../../util/random.js';
import type { DepthCases } from '../kit/definition.js';
import { canonicalEightGoal, eightCaseAtRank, eightSpace, type EightCase } from './space.js';

/** Starts reachable from one goal: half of the 9! boards (the other parity cannot reach it). */
export const EIGHT_STARTS = 181_440;
/** The symmetry class (its representative cell) of each goal blank cell. */
export const EIGHT_CLASS = [0, 1, 0, 1, 4, 1, 0, 1, 0];
const CLASS_REPRESENTATIVES = [0, 1, 4];
/** Small cases are thinned to this many per goal blank position. */
const SMALL_CASES_PER_GOAL = 200;

export class EightCases {
  /** Ranks by optimal depth for each symmetry class (by its representative cell). */
  private ranks: Map<number, number[][]> | null = null;
  /** The reachable ranks of each class, ascending. */
  private reachable: Map<number, Int32Array> | null = null;
  /** The depth order of the block last asked for (consecutive indexes share it). */
  private lastBlock: { seed: number; block: number; depths: number[] } = { seed: NaN, block: -1, depths: [] };

  private depthRanks(): Map<number, number[][]> {
    this.ranks ??= new Map(CLASS_REPRESENTATIVES.map((rep) => [rep, ranksByDepth(goalDistances(eightSpace(rep)))]));
    return this.ranks;
  }

  /** A goal with the blank on `blank` and the tiles shuffled, with a start `depth` moves from it. */
  private caseAt(blank: number, depth: number, tiles: readonly string[], random: () => number): EightCase {
    const ranks = this.depthRanks().get(EIGHT_CLASS[blank])![depth];
    const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
    return eightCaseAtRank(goal, ranks[Math.floor(random() * ranks.length)]);
  }

  /**
   * Case `index` of the stream seeded `seed`: each block of consecutive indexes holds every depth
   * once, in a seeded order; the goal blank cycles over the cells.
   */
  randomCase(seed: number, index: number): EightCase {
    const classes = this.depthRanks();
    const depthCount = Math.max(...[...classes.values()].map((byDepth) => byDepth.length));
    const block = Math.floor(index / depthCount);
    if (this.lastBlock.seed !== seed || this.lastBlock.block !== block) {
      const order = shuffle(
        Array.from({ length: depthCount }, (_, d) => d),
        seededRandom(indexSeed(seed, -1 - block)),
      );
      this.lastBlock = { seed, block, depths: order };
    }
    const depth = this.lastBlock.depths[index % depthCount];
    const random = seededRandom(indexSeed(seed, index));
    // The index's goal blank, or the next one whose class has cases this deep (not every blank reaches 31).
    let blank = index % 9;
    while (!classes.get(EIGHT_CLASS[blank])![depth]?.length) blank = (blank + 1) % 9;
    const tiles = shuffle(canonicalEightGoal(blank).replace('X', '').split(''), random);
    return this.caseAt(blank, depth, tiles, random);
  }

  /** Seeded cases at exactly each depth (all depths when `depths` is absent), goals drawn at random. */
  depthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases<EightCase>[] {
    const random = seededRandom(seed);
    const classes = this.depthRanks();
    const maxDepth = Math.max(...[...classes.values()].map((byDepth) => byDepth.length - 1));
    const wanted = depths ?? Array.from({ length: maxDepth + 1 }, (_, d) => d);
    return wanted.map((depth) => {
      const blanks = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((p) => (classes.get(EIGHT_CLASS[p])![depth]?.length ?? 0) > 0);
      const cases: EightCase[] = [];
      for (let i = 0; i < perDepth && blanks.length > 0; i++) {
        const p = blanks[Math.floor(random() * blanks.length)];
        cases.push(this.caseAt(p, depth, shuffle(['1', '2', '3', '4', '5', '6', '7', '8'], random), random));
      }
      return { depth, cases };
    });
  }

  /** Case `index` of every case up to tile labels: goal blank floor(index / EIGHT_STARTS), then the start by rank. */
  exhaustiveCaseAt(index: number): EightCase {
    this.reachable ??= new Map(
      CLASS_REPRESENTATIVES.map((rep) => [rep, reachedRanks(goalDistances(eightSpace(rep)), EIGHT_STARTS)]),
    );
    const blank = Math.floor(index / EIGHT_STARTS);
    return eightCaseAtRank(canonicalEightGoal(blank), this.reachable.get(EIGHT_CLASS[blank])![index % EIGHT_STARTS]);
  }

  /** Starts at distance `length` from each canonical goal, thinned to SMALL_CASES_PER_GOAL a goal. */
  smallCases(length: number): EightCase[] {
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
  }
}
