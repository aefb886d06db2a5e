/**
 * Shrinks a failing case towards the fewest optimal moves. Candidates are tried in batches that
 * stop at their first failure, in this order:
 * - the divergence: when the actual answer is another shortest answer, the sub-case between where
 *   it leaves the expected path and where it meets it again (repeated after every later step);
 * - jumps by bisection: every stretch of a shortest answer is the shortest answer of its own
 *   sub-case, so the sub-cases along the expected path (Eight: any start and end on it; Rotation:
 *   any board on it) are tried at a length found by bisection;
 * - small cases, length by length up to 12: a failure can need a cycle that no sub-case of the
 *   original holds, so cases of each length are tried globally (Eight: starts at that distance
 *   from each canonical goal, thinned to a cap; solvers see Eight cases relabelled, so canonical
 *   goals stand for every goal. Rotation: seeded scrambles of solved boards);
 * - jumps length by length, when bisection found none (a failure may show at one length only);
 * - steps: a case one move nearer, by any move on any shortest path (Eight: from the start or from
 *   the goal; Rotation: from the board), repeated while one still fails.
 */
import type { Oracle } from '../../../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';

/** Sub-cases of `c` whose optimal length is `length`, given its expected answer. */
export function subCases(puzzle: AnyPuzzleDefinition, c: unknown, expectedMoves: string, length: number): unknown[] {
  return puzzle.subCases(c, expectedMoves, length);
}

/** Cases one move nearer than `c` (optimal length `distance`), by any shortest-path move. */
export function stepsNearer(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  c: unknown,
  distance: number,
  deadline = Infinity,
): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const candidate of puzzle.neighbours(c)) {
    // Off the expected path a distance may take the reference search seconds: stop at the deadline.
    if (Date.now() > deadline) break;
    const key = JSON.stringify(candidate);
    if (!seen.has(key) && oracle.distance(candidate) === distance - 1) {
      seen.add(key);
      out.push(candidate);
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
export function divergenceCase(
  puzzle: AnyPuzzleDefinition,
  c: unknown,
  expectedMoves: string,
  actualMoves: string | null,
): unknown | null {
  if (actualMoves === null || actualMoves.length !== expectedMoves.length || actualMoves === expectedMoves) return null;
  let i = 0;
  while (expectedMoves[i] === actualMoves[i]) i++;
  return puzzle.divergenceCase(c, expectedMoves, actualMoves, i);
}

/**
 * Returns a failing case with as few optimal moves as the candidates reach. `failing` runs a
 * batch and returns its first failure, or null.
 */
export async function shrinkCase(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  c: unknown,
  actualMoves: string | null,
  failing: (cases: unknown[]) => Promise<Failure | null>,
  /** Past this time (ms since the epoch) the smallest failing case so far is returned. */
  deadline = Infinity,
  /**
   * Bisect the answer's stretches before trying small cases: for a failure that likely needs depth
   * (a wrong or missing answer on a deep case, as a depth cap gives), where small cases would
   * spend the budget first. Otherwise (a format slip, a crash) small cases come first.
   */
  bisectFirst = false,
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
    const candidate = divergenceCase(puzzle, current, oracle.answer(current).moves, actual);
    // Only ever nearer: every step of the shrink makes progress, so it ends.
    const nearer = candidate !== null && oracle.distance(candidate) < distance;
    const failure = nearer ? await failing([candidate]) : null;
    if (failure) take(candidate, failure);
    return failure !== null;
  };

  await divergenceJump();
  // The case's own neighbourhood: stretches of the expected answer, for failures that need longer
  // cases. Their length is bisected (a failure that shows from some length on, as a depth cap
  // does, is found in a few runs, and a run may cost a program its start-up).
  const along = current;
  const expected = oracle.answer(along).moves;
  const smallLimit = Math.min(distance, SMALL_LENGTH_LIMIT + 1);
  const stretchesFailing = async (length: number, lastOnly = false): Promise<Found | null> => {
    const all = subCases(puzzle, along, expected, length);
    const candidates = lastOnly ? all.slice(-1) : all;
    const failure = candidates.length > 0 ? await failing(candidates) : null;
    return failure ? { candidate: candidates[failure.index], failure } : null;
  };
  // Bisection tries the last stretch of each length only (it ends at the case's own goal, so a
  // program that builds tables per goal builds the same ones each time): one case per run.
  const bisect = async (): Promise<Found | null> => {
    const failed = await bisectLength(smallLimit, distance - 1, (length) => stretchesFailing(length, true), deadline);
    if (failed) take(failed.candidate, failed.failure);
    return failed;
  };
  let found = bisectFirst ? await bisect() : null;
  // Most bugs show on short cases: those are searched globally, length by length.
  for (let length = 0; length < Math.min(smallLimit, distance); length++) {
    const candidates = smallCases(puzzle, oracle, length);
    const failure = candidates.length > 0 ? await failing(candidates) : null;
    if (failure) return candidates[failure.index];
  }
  if (!bisectFirst) found = await bisect();
  // A failure may show at one length only: when bisection found none, every length in turn.
  for (let length = smallLimit; !found && length < distance - 1 && Date.now() < deadline; length++) {
    found = await stretchesFailing(length);
    if (found) take(found.candidate, found.failure);
  }
  for (;;) {
    if (Date.now() > deadline) return current;
    if (await divergenceJump()) continue;
    const candidates = distance > 0 ? stepsNearer(puzzle, oracle, current, distance, deadline) : [];
    const failure = candidates.length > 0 ? await failing(candidates) : null;
    if (!failure) return current;
    take(candidates[failure.index], failure);
  }
}

interface Found {
  readonly candidate: unknown;
  readonly failure: Failure;
}

/** The least length in [lo, hi) at which `failingAt` finds a failure, if failures show from some length on. */
async function bisectLength(
  lo: number,
  hi: number,
  failingAt: (length: number) => Promise<Found | null>,
  deadline: number,
): Promise<Found | null> {
  let found: Found | null = null;
  while (lo < hi && Date.now() < deadline) {
    const length = (lo + hi) >> 1;
    const failed = await failingAt(length);
    if (failed) [found, hi] = [failed, length];
    else lo = length + 1;
  }
  return found;
}

/** Small cases are searched up to this optimal length. */
const SMALL_LENGTH_LIMIT = 12;

/** Cases of optimal length `length`, deterministic, at most a few hundred per goal. */
export function smallCases(puzzle: AnyPuzzleDefinition, oracle: Oracle<unknown>, length: number): unknown[] {
  return puzzle.smallCases(oracle, length);
}
