/**
 * The puzzle registry: every puzzle lexpath knows, by name. The CLI's choices, `lexpath puzzles`,
 * verify, bench, nightly and the report all read puzzles from here.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { isPuzzleName, LISTED_PUZZLES, puzzleNameError, slideSize } from './names.js';
import { Oracle } from '../oracle.js';
import type { AnyPuzzleDefinition, PuzzleDefinition } from './definition.js';
import { eightDefinition } from './eight.js';
import { rotationDefinition } from './rotation.js';
import { slidingDefinition } from './sliding.js';

export type { AnyPuzzleDefinition, DepthCases, PuzzleDefinition } from './definition.js';

const listed = new Map<string, AnyPuzzleDefinition>();
for (const definition of [eightDefinition, rotationDefinition, slidingDefinition(4, 4)]) listed.set(definition.name, definition);
if ([...listed.keys()].join() !== LISTED_PUZZLES.join()) throw new Error('names.ts and the registry list different puzzles');
const sizes = new Map<string, AnyPuzzleDefinition>();

export { isPuzzleName, puzzleNameError };

/** The puzzles listed by name (sliding puzzles of other sizes are named `slide-RxC`). */
export function listPuzzles(): AnyPuzzleDefinition[] {
  return [...listed.values()];
}

/** The names the CLI offers: the listed puzzles (and any `slide-RxC`). */
export function puzzleNames(): PuzzleName[] {
  return [...listed.keys()] as PuzzleName[];
}

/** The definition of a puzzle by name; throws for a name puzzleNameError refuses. */
export function puzzleDefinition(name: PuzzleName | string): AnyPuzzleDefinition {
  const found = listed.get(name) ?? sizes.get(name);
  if (found) return found;
  const error = puzzleNameError(name);
  if (error) throw new Error(error);
  const { rows, cols } = slideSize(name)!;
  // slide-4x4 is fifteen under its other name: one definition, one set of tables.
  const definition = rows === 4 && cols === 4 ? listed.get('fifteen')! : slidingDefinition(rows, cols);
  sizes.set(name, definition);
  return definition;
}

/** A new oracle for a puzzle (distance tables, or the puzzle's reference search where none fit). */
export function oracleOf<Case>(definition: PuzzleDefinition<Case>): Oracle<Case> {
  return new Oracle(definition.puzzle, definition.referenceHeuristic);
}
