/**
 * Shrinks a failing case towards the fewest optimal moves. Candidates are tried in batches that
 * stop at their first failure, in this order:
 * - the divergence: when the actual answer is another shortest answer, the sub-case between where
 *   it leaves the expected path and where it meets it again (repeated after every later step);
 * - small cases, length by length up to 12: a failure can need a cycle that no sub-case of the
 *   original holds, so cases of each length are tried globally (Eight: starts at that distance
 *   from each canonical goal, thinned to a cap; solvers see Eight cases relabelled, so canonical
 *   goals stand for every goal. Rotation: seeded scrambles of solved boards);
 * - jumps: every stretch of a shortest answer is the shortest answer of its own sub-case, so the
 *   sub-cases along the expected path (Eight: any start and end on it; Rotation: any board on it)
 *   are tried by increasing length;
 * - steps: a case one move nearer, by any move on any shortest path (Eight: from the start or from
 *   the goal; Rotation: from the board), repeated while one still fails.
 */
import type { EightCase } from '../../solvers/eight.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { applyRotation, ROTATION_MOVES, type RotationCase } from '../../solvers/rotation.js';
import { walkEight } from '../arbitraries.js';
import { goalDistances, type Oracle } from '../oracle.js';
import { canonicalEightGoal, eightCaseAtRank, eightSpace } from '../../solvers/eight.js';

/** Sub-cases of `c` whose optimal length is `length`, given its expected answer. */
export function subCases(domain: PuzzleName, c: unknown, expectedMoves: string, length: number): unknown[] {
  if (domain === 'eight') {
    const e = c as EightCase;
    const boards = [e.start];
    for (const letter of expectedMoves) boards.push(walkEight(boards[boards.length - 1], ['dlru'.indexOf(letter)]));
    const out: EightCase[] = [];
    for (let i = 0; i + length <= expectedMoves.length; i++) out.push({ start: boards[i], goal: boards[i + length] });
    return out;
  }
  const cells = (c as RotationCase).cells.slice();
  for (let i = 0; i < expectedMoves.length - length; i++) applyRotation(cells, ROTATION_MOVES.indexOf(expectedMoves[i]));
  return [{ cells }];
}

/** Cases one move nearer than `c` (optimal length `distance`), by any shortest-path move. */
export function stepsNearer(domain: PuzzleName, oracle: Oracle<unknown>, c: unknown, distance: number): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  const keep = (candidate: unknown): void => {
    const key = JSON.stringify(candidate);
    if (!seen.has(key) && oracle.distance(candidate) === distance - 1) {
      seen.add(key);
      out.push(candidate);
    }
  };
  for (let move = 0; move < (domain === 'eight' ? 4 : 8); move++) {
    if (domain === 'eight') {
      const e = c as EightCase;
      keep({ start: walkEight(e.start, [move]), goal: e.goal });
      keep({ start: e.start, goal: walkEight(e.goal, [move]) });
    } else {
      const cells = (c as RotationCase).cells.slice();
      applyRotation(cells, move);
      keep({ cells });
    }
  }
  return out;
}

/** What a failing candidate showed: its position in the batch, and the answer printed, if any. */
export interface Failure {
  readonly index: number;
  readonly actualMoves: string | null;
}

/**
 * When the actual answer is a different shortest answer, the sub-case from where it leaves the
 * expected path to where it first meets it again holds the whole disagreement (Rotation: from
 * where it leaves, towards the same goal set).
 */
export function divergenceCase(domain: PuzzleName, c: unknown, expectedMoves: string, actualMoves: string | null): unknown | null {
  if (actualMoves === null || actualMoves.length !== expectedMoves.length || actualMoves === expectedMoves) return null;
  let i = 0;
  while (expectedMoves[i] === actualMoves[i]) i++;
  if (domain === 'rotation') return i === 0 ? null : subCases(domain, c, expectedMoves, expectedMoves.length - i)[0]; // i = 0: the case itself
  const e = c as EightCase;
  const along = (moves: string): string[] => {
    const boards = [e.start];
    for (const letter of moves) boards.push(walkEight(boards[boards.length - 1], ['dlru'.indexOf(letter)]));
    return boards;
  };
  const expectedBoards = along(expectedMoves);
  const actualBoards = along(actualMoves);
  let j = i + 1;
  while (j < expectedBoards.length && expectedBoards[j] !== actualBoards[j]) j++;
  if (j >= expectedBoards.length || (i === 0 && j === expectedMoves.length)) return null;
  return { start: expectedBoards[i], goal: expectedBoards[j] };
}

/**
 * Returns a failing case with as few optimal moves as the candidates reach. `failing` runs a
 * batch and returns its first failure, or null.
 */
export async function shrinkCase(
  domain: PuzzleName,
  oracle: Oracle<unknown>,
  c: unknown,
  actualMoves: string | null,
  failing: (cases: unknown[]) => Promise<Failure | null>,
): Promise<unknown> {
  let current = c;
  let actual = actualMoves;
  let distance = oracle.distance(current);
  const take = (candidate: unknown, failure: Failure): void => {
    current = candidate;
    actual = failure.actualMoves;
    distance = oracle.distance(current);
  };
  const divergenceJump = async (): Promise<boolean> => {
    const candidate = divergenceCase(domain, current, oracle.expected(current)!.moves, actual);
    // Only ever nearer: every step of the shrink makes progress, so it ends.
    const nearer = candidate !== null && oracle.distance(candidate) < distance;
    const failure = nearer ? await failing([candidate]) : null;
    if (failure) take(candidate, failure);
    return failure !== null;
  };

  await divergenceJump();
  // Most bugs show on short cases: search those globally first, length by length.
  const smallLimit = Math.min(distance, SMALL_LENGTH_LIMIT + 1);
  for (let length = 0; length < smallLimit; length++) {
    const candidates = smallCases(domain, oracle, length);
    const failure = candidates.length > 0 ? await failing(candidates) : null;
    if (failure) return candidates[failure.index];
  }
  // Then the case's own neighbourhood, for failures that need longer cases.
  const expected = oracle.expected(current)!.moves;
  for (let length = smallLimit; length < distance - 1; length++) {
    const candidates = subCases(domain, current, expected, length);
    const failure = await failing(candidates);
    if (failure) {
      take(candidates[failure.index], failure);
      break;
    }
  }
  for (;;) {
    if (await divergenceJump()) continue;
    const candidates = distance > 0 ? stepsNearer(domain, oracle, current, distance) : [];
    const failure = candidates.length > 0 ? await failing(candidates) : null;
    if (!failure) return current;
    take(candidates[failure.index], failure);
  }
}

/** Small cases are searched up to this optimal length. */
const SMALL_LENGTH_LIMIT = 12;
const SMALL_CASES_PER_GOAL = 200;

/** Cases of optimal length `length`, deterministic, at most a few hundred per goal. */
export function smallCases(domain: PuzzleName, oracle: Oracle<unknown>, length: number): unknown[] {
  const out: unknown[] = [];
  if (domain === 'eight') {
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
  let seed = 0x9e3779b9 ^ length;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 4000 && out.length < SMALL_CASES_PER_GOAL; attempt++) {
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
}
