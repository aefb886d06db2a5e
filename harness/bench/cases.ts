/**
 * Seeded bench cases: for every optimal depth a puzzle has, cases at exactly that depth, picked from
 * the oracle's exact distance tables (oracle/oracle.ts), not from any solver's tables. Each puzzle's
 * definition (puzzles) makes them; for the two judge puzzles:
 *
 * Eight: a random goal board with its blank at p, and a start at the wanted distance drawn from the
 * distance table of p's symmetry class (corner 0, edge 1, centre 4): the spaces of one class have
 * the same table rank for rank (puzzles/eight/space.ts), so three oracle tables serve all nine blanks.
 * Depths 0-31 (31 only with the goal blank in a corner).
 *
 * Rotation: judge boards (eight each of 1, 2, 3). One digit is placed at a pattern at distance d
 * (from the count-8 pattern table); the other two fill the remaining cells at random until both
 * are at least d from the centre, so the board's answer has exactly d moves. Depths 0-13; the
 * deepest boards are rare, so a bucket may hold fewer cases than asked (the report says so).
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { puzzleDefinition } from '../../puzzles/index.js';

export { ranksByDepth, seededRandom, shuffle } from '../../util/random.js';
export { EIGHT_CLASS, eightDepthCases } from '../../puzzles/eight/definition.js';
export { rotationDepthCases } from '../../puzzles/rotation/definition.js';

export interface DepthCases {
  readonly depth: number;
  readonly cases: unknown[];
}

export function depthCases(domain: PuzzleName, perDepth: number, seed: number, depths?: readonly number[]): DepthCases[] {
  return puzzleDefinition(domain).depthCases(perDepth, seed, depths);
}

/** Deepest optimal depth of a puzzle's generated cases. */
export function maxDepth(domain: PuzzleName): number {
  return puzzleDefinition(domain).maxDepth;
}

/** Random judge cases as a judge's test data holds them (Eight: uniform solvable pairs; Rotation: uniform 8/8/8 boards). */
export function randomJudgeCases(domain: PuzzleName, count: number, seed: number): unknown[] {
  return puzzleDefinition(domain).randomJudgeCases(count, seed);
}
