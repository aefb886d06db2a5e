/** `lexpath solve` as a library call: judge input in, judge output out. */
import type { PuzzleName } from '../solvers/puzzle.js';
import { defaultSolver, findSolver, solverSkipReason, solvesPuzzle } from '../solvers/registry.js';
import { solveCase } from '../solvers/solve.js';
import { resolvePuzzle, type AnyPuzzleDefinition } from '../puzzles/index.js';
import { InputError } from '../util/errors.js';
import type { PrintedAnswer } from '../puzzles/kit/judge-format.js';

export interface SolveOptions {
  /** A registered solver name; default: the fastest correct one. */
  readonly solver?: string;
}

/**
 * Solves every case of `input` and returns the judge output. The whole input is validated before
 * anything is solved, so bad input never yields a partial answer.
 */
export function solve(puzzleOrName: PuzzleName | AnyPuzzleDefinition, input: string, options: SolveOptions = {}): string {
  const format = resolvePuzzle(puzzleOrName);
  const puzzleName = format.name;
  const solverName = options.solver ?? defaultSolver(puzzleName, format.stateCount);
  const solver = findSolver(solverName);
  if (!solver || !solvesPuzzle(solver, puzzleName)) {
    throw new InputError(`no solver named '${solverName}' for ${puzzleName} (see \`lexpath solvers\`)`);
  }
  const skip = solverSkipReason(solver, puzzleName, format.stateCount);
  if (skip) throw new InputError(`solver '${solverName}' does not apply to ${puzzleName}: ${skip}`);
  const cases = format.parseInput(input);
  const answers: PrintedAnswer[] = cases.map((c, i) => {
    const answer = solveCase(format.puzzle, solver.search, c);
    if (!answer.solved) throw new Error(`solver ${solverName} found no answer for case ${i + 1}, which has one`);
    return { moves: answer.moves, label: answer.label };
  });
  return format.formatOutput(answers);
}
