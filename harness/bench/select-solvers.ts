/** Which solvers a bench times. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import {
  CORRECT_SOLVERS,
  findSolver,
  listSolvers,
  solverSkipReason,
  solvesPuzzle,
  type SolverInfo,
} from '../../solvers/registry.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { InputError } from '../../util/errors.js';

/** The solvers to bench: those named, or every correct one that applies (the others are noted as skipped). */
export function selectSolvers(
  puzzleName: PuzzleName,
  puzzle: AnyPuzzleDefinition,
  names: readonly string[],
  notes: string[],
): SolverInfo[] {
  const stateCount = puzzle.stateCount;
  if (names.length === 0) {
    const plugIns = listSolvers(puzzleName).filter((s) => s.module !== undefined && s.expected === 'correct');
    return [...CORRECT_SOLVERS, ...plugIns].filter((s) => {
      const reason = solverSkipReason(s, puzzleName, stateCount);
      if (reason && solvesPuzzle(s, puzzleName)) notes.push(`${s.name} skipped: ${reason}`);
      return reason === null;
    });
  }
  return names.map((name) => {
    const solver = findSolver(name);
    if (!solver || !solvesPuzzle(solver, puzzleName))
      throw new InputError(`no built-in solver named '${name}' for ${puzzleName} (see \`lexpath solvers\`)`);
    const reason = solverSkipReason(solver, puzzleName, stateCount);
    if (reason) throw new InputError(`solver '${name}' does not apply to ${puzzleName}: ${reason}`);
    return solver;
  });
}
