/**
 * One counterexample made visible: the states along the expected answer (the oracle's) and along
 * the actual one, each with its exact distance to the goal, the step where they part, the verdict
 * and its certificate. The terminal (text.ts) and the page (page.ts) render this one model.
 *
 * Why the distances are exact without a search on the expected path: the oracle's answer is a
 * shortest one, so the state after i of its L moves is exactly L - i from the goal; the same holds
 * for an actual answer the oracle judged shortest. Only other paths (longer, illegal, unsolved)
 * need the oracle's distance for each state, within a time budget.
 */
import type { LexCertificate, Oracle } from '../../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { DrawnState } from '../../puzzles/kit/drawing.js';
import { judgeAnswer } from '../verify/judging/judge-answer.js';
import type { Verdict } from '../verify/types.js';
import { plural } from '../../util/plural.js';

/** One state along a path. */
export interface ExplainStep {
  /** The move that led here (null: the start). */
  readonly move: string | null;
  /** The state as its `--case` text. */
  readonly text: string;
  /** The state drawn (null: the puzzle has no drawing; show `text`). */
  readonly drawn: DrawnState | null;
  /** Cells the move that led here shifted (indices into the drawn cells). */
  readonly moved: readonly number[];
  /** Exact distance to the goal; null when not worked out within the time budget. */
  readonly distance: number | null;
}

export interface ExplainPath {
  readonly moves: string;
  readonly steps: readonly ExplainStep[];
  /** Why the path stops before its last move (an illegal move), else null. */
  readonly cut: string | null;
}

export interface Explanation {
  readonly puzzle: string;
  readonly title: string;
  readonly solver: string;
  readonly verdict: Verdict;
  readonly detail: string;
  /** The failing case as `--case` text, and its optimal length. */
  readonly caseText: string;
  readonly optimalLength: number;
  readonly expected: ExplainPath;
  /** The solver's answer as a path (null: it gave none: a time-out, a crash, output lexpath could not read). */
  readonly actual: ExplainPath | null;
  /** The judge output expected for the case, and what the solver printed. */
  readonly expectedOutput: string;
  readonly printed: string | null;
  /** The first move (0-based) where the two answers differ; null when they do not (or there is no actual answer). */
  readonly divergence: number | null;
  /** The first step of the actual path that brings it no nearer the goal (a longer answer's detour); null if none. */
  readonly detour: number | null;
  readonly certificate: LexCertificate | null;
  readonly replay: string | null;
  /** The fault shows only in a run of several cases: that run's judge input, and which case (1-based) failed. */
  readonly batch: Batch | null;
  /** Distances after this step of the actual path were not worked out (the time budget ran out). */
  readonly distancesCut: boolean;
}

/** What is known of one failure before explaining it. */
export interface Failure {
  readonly solver: string;
  readonly case: unknown;
  /** The solver's moves and printed label (null: no answer). */
  readonly answer: { readonly moves: string; readonly label?: number } | null;
  readonly printed: string | null;
  /** The verdict as the run judged it: kept when there is no answer to judge again. */
  readonly verdict: Verdict;
  readonly detail: string;
  readonly replay: string | null;
  readonly batch?: Batch | null;
}

export interface Batch {
  readonly cases: number;
  readonly input: string;
  readonly failing: number;
}

/** The certificate in words, as both renderers say it. */
export function certificateWords(c: LexCertificate): string {
  return (
    `at step ${c.step} the solver moved '${c.actualMove}', ` +
    `${plural(c.distanceBefore, 'move')} from the goal. The smaller move '${c.smallerMove}' ` +
    `leads to a state ${plural(c.distanceAfterSmaller, 'move')} from the goal, ` +
    `still on a shortest path, so the smallest shortest answer takes '${c.smallerMove}'.`
  );
}

/**
 * What the actual path shows beside the verdict, in words: where
 * it stops descending, its illegal move, distances left out.
 */
export function pathNotes(x: Explanation): string[] {
  return [
    ...(x.detour === null
      ? []
      : [`The actual path stops descending at step ${x.detour}: that move brings it no nearer the goal.`]),
    ...(x.actual?.cut ? [`The actual path: ${x.actual.cut}.`] : []),
    ...(x.distancesCut ? ['Some distances along the actual path were not worked out in the time allowed.'] : []),
  ];
}

/** A fault seen only in a batch, in words (the run's input follows). */
export function batchWords(batch: Batch): string {
  return (
    `The fault shows only in a run of ${batch.cases} cases; ` +
    `case ${batch.failing} of the run is drawn below. The run's input:`
  );
}

/** Why there is no actual path to draw, in words. */
export function noAnswerWords(x: Explanation): string {
  if (x.verdict === 'time-limit') return `no answer within the time limit (${x.detail})`;
  if (x.verdict === 'crash') return `it crashed (${x.detail})`;
  return x.printed === null
    ? 'it printed nothing lexpath could read as an answer'
    : 'its output could not be read as an answer';
}

/** Default time for the oracle's distances along a path that is not shortest. */
const DISTANCE_BUDGET_MS = 10_000;

export function explainFailure(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  failure: Failure,
  budgetMs = DISTANCE_BUDGET_MS,
): Explanation {
  const c = failure.case;
  const answer = oracle.answer(c);
  const optimal = answer.moves.length;
  // Judged again here: the page says what the oracle says of these moves, not what a file claims.
  const judged = failure.answer ? judgeAnswer(oracle, puzzle, c, failure.answer.moves, failure.answer.label) : null;
  const shortest =
    judged !== null &&
    (judged.verdict === 'ok' || judged.verdict === 'not-lex-smallest' || judged.verdict === 'wrong-centre');
  const deadline = Date.now() + budgetMs;
  let distancesCut = false;
  const distanceOf = (state: unknown): number | null => {
    if (Date.now() > deadline) {
      distancesCut = true;
      return null;
    }
    return oracle.distance(state);
  };
  const expected = pathOf(puzzle, c, answer.moves, (_state, i) => optimal - i);
  const actual = failure.answer
    ? pathOf(puzzle, c, failure.answer.moves, (state, i) => (shortest ? optimal - i : distanceOf(state)))
    : null;
  const divergence = actual ? firstDifference(answer.moves, actual.moves) : null;
  return {
    puzzle: puzzle.name,
    title: puzzle.title,
    solver: failure.solver,
    verdict: judged?.verdict ?? failure.verdict,
    detail: judged?.detail ?? failure.detail,
    caseText: puzzle.caseText(c),
    optimalLength: optimal,
    expected,
    actual,
    expectedOutput: puzzle.formatOutput([answer]),
    printed: failure.printed,
    divergence,
    detour: actual ? firstDetour(actual.steps) : null,
    certificate: judged?.certificate ?? null,
    replay: failure.replay,
    batch: failure.batch ?? null,
    distancesCut,
  };
}

/** The states along `moves` from case `c`, each with its distance (`distanceAt(state, step)`). */
function pathOf(
  puzzle: AnyPuzzleDefinition,
  c: unknown,
  moves: string,
  distanceAt: (state: unknown, step: number) => number | null,
): ExplainPath {
  const steps: ExplainStep[] = [stepOf(puzzle, c, null, null, distanceAt(c, 0))];
  let state = c;
  for (let i = 0; i < moves.length; i++) {
    const next = puzzle.afterMoves(state, moves[i]);
    if (next === null)
      return {
        moves,
        steps,
        cut: `move ${i + 1} ('${moves[i]}') is illegal here: the path stops after ${plural(i, 'move')}`,
      };
    steps.push(stepOf(puzzle, next, state, moves[i], distanceAt(next, i + 1)));
    state = next;
  }
  return { moves, steps, cut: null };
}

function stepOf(
  puzzle: AnyPuzzleDefinition,
  state: unknown,
  before: unknown,
  move: string | null,
  distance: number | null,
): ExplainStep {
  const drawn = puzzle.drawing ? puzzle.drawing.draw(state) : null;
  let moved: readonly number[] = [];
  if (move !== null && drawn && 'cells' in drawn) {
    const previous = puzzle.drawing!.draw(before);
    moved = puzzle.drawing!.moved
      ? puzzle.drawing!.moved(before, move)
      : drawn.cells.flatMap((cell, i) => ('cells' in previous && previous.cells[i]?.label !== cell.label ? [i] : []));
  }
  return { move, text: puzzle.caseText(state), drawn, moved, distance };
}

function firstDifference(a: string, b: string): number | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) return i;
  return null;
}

/**
 * The first step that leaves the distance where it was or takes
 * it further (a shortest path lowers it by one each step).
 */
function firstDetour(steps: readonly ExplainStep[]): number | null {
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1].distance;
    const after = steps[i].distance;
    if (before !== null && after !== null && after >= before) return i;
  }
  return null;
}
