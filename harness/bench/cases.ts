/**
 * Seeded bench cases: for every optimal depth a puzzle has, cases at exactly that depth, picked from
 * the oracle's exact distance tables (harness/oracle.ts), not from any solver's tables.
 *
 * Eight: a random goal board with its blank at p, and a start at the wanted distance drawn from the
 * distance table of p's symmetry class (corner 0, edge 1, centre 4): the spaces of one class have
 * the same table rank for rank (solvers/eight.ts), so three oracle tables serve all nine blanks.
 * Depths 0-31 (31 only with the goal blank in a corner).
 *
 * Rotation: judge boards (eight each of 1, 2, 3). One digit is placed at a pattern at distance d
 * (from the count-8 pattern table); the other two fill the remaining cells at random until both
 * are at least d from the centre, so the board's answer has exactly d moves. Depths 0-13; the
 * deepest boards are rare, so a bucket may hold fewer cases than asked (the report says so).
 */
import fc from 'fast-check';
import { eightUniformPair, rotationStandardBoard } from '../arbitraries.js';
import { goalDistances } from '../oracle.js';
import { eightCaseAtRank, eightSpace, type EightCase } from '../../solvers/eight.js';
import { rotationSpace, type RotationCase } from '../../solvers/rotation.js';
import type { PuzzleName } from '../../solvers/puzzle.js';

/** A small seeded generator (mulberry32): the same seed gives the same cases everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export interface DepthCases {
  readonly depth: number;
  readonly cases: unknown[];
}

export const EIGHT_CLASS = [0, 1, 0, 1, 4, 1, 0, 1, 0];

/** Ranks of each depth in a distance table. */
export function ranksByDepth(table: Uint8Array): number[][] {
  const byDepth: number[][] = [];
  for (let rank = 0; rank < table.length; rank++) {
    const d = table[rank];
    if (d === 255) continue;
    (byDepth[d] ??= []).push(rank);
  }
  return byDepth;
}

export function eightDepthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases[] {
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

/** Tries per Rotation case before a bucket settles for fewer cases. */
const ROTATION_TRIES = 2_000;

export function rotationDepthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases[] {
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
    for (let tries = deepShare < 0.05 ? Infinity : 0; cases.length < perDepth && ranks.length > 0 && tries < Math.min(ROTATION_TRIES * perDepth, 40_000); tries++) {
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
    if (cases.length < perDepth) cases.push(...rotationPairSearch(depth, perDepth - cases.length, byDepth, distanceOf, space, random));
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
      found.push({ cells: Array.from({ length: 24 }, (_, cell) => (a & (1 << cell) ? digits[0] : b & (1 << cell) ? digits[1] : digits[2])) });
      if (++perPattern === 4) break; // a few boards per first pattern, for variety
    }
  }
  return found;
}

export function depthCases(domain: PuzzleName, perDepth: number, seed: number, depths?: readonly number[]): DepthCases[] {
  return domain === 'eight' ? eightDepthCases(perDepth, seed, depths) : rotationDepthCases(perDepth, seed, depths);
}

/** Deepest optimal depth of each puzzle's judge cases. */
export const MAX_DEPTH: Record<PuzzleName, number> = { eight: 31, rotation: 13 };

/** Random judge cases: uniform solvable Eight pairs, uniform 8/8/8 Rotation boards. */
export function randomJudgeCases(domain: PuzzleName, count: number, seed: number): unknown[] {
  if (count <= 0) return [];
  const arbitrary: fc.Arbitrary<unknown> = domain === 'eight' ? eightUniformPair : rotationStandardBoard;
  return fc.sample(arbitrary, { seed, numRuns: count });
}
