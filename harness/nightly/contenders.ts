/** Who takes part in a puzzle's night: the named solvers that apply to it, and the outside programs meant for it. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { solversFor } from '../../solvers/registry.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { OutsideProgram } from '../verify/options.js';
import type { NightlyOptions } from './types.js';

/** The programs that take part in `puzzleName`'s verify and bench. */
export function programsFor(options: NightlyOptions, puzzleName: PuzzleName): OutsideProgram[] {
  return (options.programs ?? [])
    .filter((p) => p.puzzle === undefined || p.puzzle === puzzleName)
    .map(({ name, command }) => ({ name, command }));
}

/**
 * The named solvers that apply to `puzzleName` ([] names none: every solver). null when names were given
 * and none applies (e.g. bfs-table on the 15-puzzle): that part of the puzzle's night is skipped.
 */
export function namedSolversFor(
  puzzleName: PuzzleName,
  puzzle: AnyPuzzleDefinition,
  names: readonly string[] | undefined,
): string[] | null {
  if (!names || names.length === 0) return [];
  const apply = new Set(solversFor(puzzleName, puzzle.stateCount).apply.map((s) => s.name));
  const applying = names.filter((name) => apply.has(name));
  return applying.length > 0 ? applying : null;
}
