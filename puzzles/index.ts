/**
 * The puzzle registry: every puzzle lexpath knows, by name. The CLI's choices, `lexpath puzzles`,
 * verify, bench, nightly and the report all read puzzles from here.
 */
import { certifiedAnswers } from './kit/certified.js';
import { moveLettersError } from './kit/guard.js';
import { PuzzleFault } from '../util/errors.js';
import type { PuzzleName } from '../solvers/puzzle.js';
import { LISTED_PUZZLES, puzzleNameError as staticNameError, slideSize } from './names.js';
import { Oracle } from '../oracle/oracle.js';
import type { AnyPuzzleDefinition, PuzzleDefinition } from './kit/definition.js';
import { eightDefinition } from './eight/definition.js';
import { rotationDefinition } from './rotation/definition.js';
import { slidingDefinition } from './sliding/definition.js';
import { addBuiltInSolvers } from '../solvers/registry.js';
import { EIGHT_BUG_ZOO } from './eight/buggy/index.js';
import { SLIDING_BUG_ZOO } from './sliding/buggy/index.js';

export type { AnyPuzzleDefinition, DepthCases, PuzzleDefinition } from './kit/definition.js';

const listed = new Map<string, AnyPuzzleDefinition>();
for (const definition of [eightDefinition, rotationDefinition, slidingDefinition(4, 4)])
  listed.set(definition.name, definition);
if ([...listed.keys()].join() !== LISTED_PUZZLES.join())
  throw new Error('names.ts and the registry list different puzzles');
const sizes = new Map<string, AnyPuzzleDefinition>();
// The bug-zoo variants whose mistake belongs to one puzzle live with it.
addBuiltInSolvers([...EIGHT_BUG_ZOO, ...SLIDING_BUG_ZOO]);

const plugins = new Map<string, { definition: AnyPuzzleDefinition; module?: string }>();

/** A plug-in puzzle's name: lower-case letters, digits and dashes, starting with a letter. */
const PLUGIN_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Adds a puzzle (a plug-in). `module`: the URL of the module that exports it (usually
 * `import.meta.url`), so verify's worker threads can import it too; `--puzzle-module` sets it.
 */
export function registerPuzzle(definition: AnyPuzzleDefinition, options: { readonly module?: string } = {}): void {
  const name = String(definition.name);
  if (!PLUGIN_NAME.test(name))
    throw new Error(`a puzzle's name is lower-case letters, digits and dashes, starting with a letter; got '${name}'`);
  if (staticNameError(name) === null)
    throw new Error(`'${name}' is a puzzle lexpath ships; a plug-in needs another name`);
  const letters = moveLettersError(definition.puzzle?.moveLetters);
  if (letters !== null) throw new PuzzleFault(`puzzle ${name}: ${letters}`);
  const known = plugins.get(name);
  if (known && known.definition !== definition) throw new Error(`a puzzle named '${name}' is already registered`);
  plugins.set(name, { definition, module: options.module ?? known?.module });
}

/** The module a plug-in puzzle came from (for worker threads and replay commands), or undefined. */
export function puzzleModule(puzzle: AnyPuzzleDefinition): string | undefined {
  const plugin = plugins.get(String(puzzle.name));
  return plugin?.definition === puzzle ? plugin.module : undefined;
}

/**
 * Imports a plug-in module and registers the puzzle definitions it exports (the default export, or
 * any export that is a definition). Returns their names; none is an error for the caller to report.
 */
export async function importPuzzleModule(url: string): Promise<string[]> {
  const exports = (await import(url)) as Record<string, unknown>;
  const names: string[] = [];
  for (const value of Object.values(exports)) {
    for (const candidate of Array.isArray(value) ? value : [value]) {
      if (!isDefinition(candidate) || names.includes(String(candidate.name))) continue;
      registerPuzzle(candidate, { module: url });
      names.push(String(candidate.name));
    }
  }
  return names;
}

function isDefinition(value: unknown): value is AnyPuzzleDefinition {
  const v = value as Partial<AnyPuzzleDefinition> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.name === 'string' &&
    typeof v.parseInput === 'function' &&
    typeof v.puzzle === 'object'
  );
}

/** Why `name` is not a puzzle (shipped or registered), or null when it is one. */
export function puzzleNameError(name: string): string | null {
  return plugins.has(name) ? null : staticNameError(name);
}

export function isPuzzleName(name: string): name is PuzzleName {
  return puzzleNameError(name) === null;
}

/** A puzzle's title without its judge's name, for headings ('Eight II'); a name it does not know stays as it is. */
export function puzzleTitle(name: string): string {
  return puzzleNameError(name) === null ? puzzleDefinition(name).title.replace(/ \([^)]*\)$/, '') : name;
}

/** The puzzles listed by name (sliding puzzles of other sizes are named `slide-RxC`). */
export function listPuzzles(): AnyPuzzleDefinition[] {
  return [...listed.values(), ...[...plugins.values()].map((p) => p.definition)];
}

/** The definition of a puzzle by name; throws for a name puzzleNameError refuses. */
export function puzzleDefinition(name: PuzzleName | string): AnyPuzzleDefinition {
  const found = listed.get(name) ?? sizes.get(name) ?? plugins.get(name)?.definition;
  if (found) return found;
  const error = puzzleNameError(name);
  if (error) throw new Error(error);
  const { rows, cols } = slideSize(name)!;
  // slide-4x4 is fifteen under its other name: one definition, one set of tables.
  const definition = rows === 4 && cols === 4 ? listed.get('fifteen')! : slidingDefinition(rows, cols);
  sizes.set(name, definition);
  return definition;
}

/**
 * The puzzle a library call names: a definition as it is, a name through the registry. The one
 * place a run turns a name into its puzzle; everything below it is handed the definition.
 */
export function resolvePuzzle(puzzle: PuzzleName | AnyPuzzleDefinition): AnyPuzzleDefinition {
  return typeof puzzle === 'string' ? puzzleDefinition(puzzle) : puzzle;
}

/** A new oracle for a puzzle (distance tables, or the puzzle's reference search where none fit). */
export function oracleOf<Case>(definition: PuzzleDefinition<Case>): Oracle<Case> {
  return new Oracle(definition.puzzle, definition.referenceHeuristic, {
    certified: certifiedAnswers(definition),
    stretches: definition.answerStretches,
  });
}
