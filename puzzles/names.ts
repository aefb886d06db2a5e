/**
 * Puzzle names as the command line takes them, checked without loading any puzzle: the listed
 * names (the registry's, ./index.ts) and `slide-RxC` for sliding puzzles of R rows and C columns.
 */
import type { PuzzleName } from '../solvers/puzzle.js';
import { UsageError } from '../util/errors.js';

/** The registry's listed puzzles, in order (index.ts checks it holds exactly these). */
export const LISTED_PUZZLES = ['eight', 'rotation', 'fifteen'] as const satisfies readonly PuzzleName[];
const MIN_SIDE = 2;
const MAX_SIDE = 5;
const SLIDE_NAME = /^slide-(\d+)x(\d+)$/;

/** The rows and columns a `slide-RxC` name gives, or null for any other name. */
export function slideSize(name: string): { rows: number; cols: number } | null {
  const size = SLIDE_NAME.exec(name);
  return size ? { rows: Number(size[1]), cols: Number(size[2]) } : null;
}

/** Why `name` is not a puzzle, or null when it is one. */
export function puzzleNameError(name: string): string | null {
  if ((LISTED_PUZZLES as readonly string[]).includes(name)) return null;
  const size = slideSize(name);
  if (size && size.rows >= MIN_SIDE && size.cols >= MIN_SIDE && size.rows <= MAX_SIDE && size.cols <= MAX_SIDE)
    return null;
  if (size) return `'${name}': a sliding puzzle is ${MIN_SIDE}..${MAX_SIDE} cells each way`;
  return (
    `unknown puzzle '${name}': expected ${LISTED_PUZZLES.join(', ')}, ` +
    `or slide-RxC (R and C ${MIN_SIDE}..${MAX_SIDE})`
  );
}

export function isPuzzleName(name: string): name is PuzzleName {
  return puzzleNameError(name) === null;
}

/** What `--puzzle` / the puzzle argument says in help. */
export const PUZZLE_CHOICES_TEXT =
  `which puzzle: ${LISTED_PUZZLES.join(', ')} or slide-RxC (R, ` +
  `C ${MIN_SIDE}..${MAX_SIDE}); see \`lexpath puzzles\``;

/**
 * A puzzle name from the command line: a shipped one, or a plug-in's (--puzzle-module), whose name
 * every handler checks (plug-ins.ts) once the modules are loaded. Anything else is a usage error.
 */
export function puzzleArgument(name: string): PuzzleName {
  const error = puzzleNameError(name);
  if (error && !/^[a-z][a-z0-9-]*$/.test(name)) throw new UsageError(error);
  return name;
}
