/** Which solvers a bench times. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { applyingSolver, type RegisteredSolver, solversFor, type SolverInfo } from '../../solvers/registry.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';

/** The solvers to bench: those named, or every correct one that applies (the others are noted as skipped). */
export function selectSolvers(
  puzzleName: PuzzleName,
  puzzle: AnyPuzzleDefinition,
  names: readonly string[],
  notes: string[],
): SolverInfo[] {
  if (names.length > 0) return names.map((name) => applyingSolver(name, puzzleName, puzzle.stateCount));
  // A user's solver is timed in other processes too, which find it by its module.
  const timed = (s: RegisteredSolver) => s.expected === 'correct' && (s.kind === 'built-in' || s.module !== undefined);
  const { apply, skipped } = solversFor(puzzleName, puzzle.stateCount);
  for (const { solver, reason } of skipped) if (timed(solver)) notes.push(`${solver.name} skipped: ${reason}`);
  return apply.filter(timed);
}
