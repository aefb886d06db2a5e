/** `lexpath solve` as a library call: judge input in, judge output out. */
import type { PuzzleName } from '../solvers/puzzle.js';
import { applyingSolver, defaultSolver } from '../solvers/registry.js';
import { solveCase } from '../solvers/solve.js';
import { oracleOf, resolvePuzzle, type AnyPuzzleDefinition } from '../puzzles/index.js';
import { InputError, PuzzleFault } from '../util/errors.js';
import { excerpt } from '../util/escape.js';
import type { PrintedAnswer } from '../puzzles/kit/judge-format.js';

export interface SolveOptions {
  /** A registered solver name; default: the fastest correct one. */
  readonly solver?: string;
}

/**
 * Solves every case of `input` and returns the judge output. The whole input is validated before
 * anything is solved, so bad input never yields a partial answer.
 */
export function solve(
  puzzleOrName: PuzzleName | AnyPuzzleDefinition,
  input: string,
  options: SolveOptions = {},
): string {
  const format = resolvePuzzle(puzzleOrName);
  const puzzleName = format.name;
  const solverName = options.solver ?? defaultSolver(puzzleName, format.stateCount);
  const solver = applyingSolver(solverName, puzzleName, format.stateCount);
  const cases = format.parseInput(input);
  const answers: PrintedAnswer[] = cases.map((c, i) => {
    const answer = solveCase(format.puzzle, solver.search, c);
    if (!answer.solved) throw noAnswer(format, solverName, c, i);
    // Nothing is printed that the puzzle's own rules do not take (a plug-in's space may lie).
    const replayed = format.puzzle.replay(c, answer.moves);
    if (!replayed.ok) {
      throw new PuzzleFault(
        `case ${i + 1}: solver ${solverName}'s answer ` +
          `'${excerpt(answer.moves, 60)}' does not replay under ${puzzleName}'s rules ` +
          `(${replayed.reason}): its search space and its replay disagree, or the solver breaks the rules`,
      );
    }
    return { moves: answer.moves, label: answer.label };
  });
  return format.formatOutput(answers);
}

/** Why a case got no answer: it has none (bad input for this puzzle), or the solver failed. */
function noAnswer(format: AnyPuzzleDefinition, solverName: string, c: unknown, index: number): Error {
  if (oracleOf(format).expected(c) === null)
    return new InputError(`case ${index + 1}: it has no answer under ${format.name}'s rules (no moves reach its goal)`);
  return new Error(`solver ${solverName} found no answer for case ${index + 1}, which has one`);
}
