/** `lexpath solve` as a library call: judge input in, judge output out. */
import type { PuzzleName } from '../solvers/puzzle.js';
import { applyingSolver, defaultSolver } from '../solvers/registry.js';
import { resolvePuzzle, type AnyPuzzleDefinition } from '../puzzles/index.js';
import { solveCases } from './solve-cases.js';

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
  return solveCases(format, solverName, solver.search, input);
}
