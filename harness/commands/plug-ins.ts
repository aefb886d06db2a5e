/**
 * Plug-ins on the command line, one way for every command (solve, verify, bench, nightly):
 * `--puzzle-module FILE` imports a module and registers the puzzle definitions it exports;
 * `--solver-module FILE` imports a module that registers solvers. Worker threads and child
 * processes get the same modules (the registries remember where each plug-in came from).
 */
import type { Argv } from 'yargs';
import { UsageError } from '../../util/errors.js';
import { type ArgsOf, optionTable, withOptions } from '../../util/option-table.js';

/** The two plug-in options, with one wording for every command. */
export const PLUG_IN_OPTIONS = optionTable({
  'puzzle-module': {
    type: 'string',
    array: true,
    default: [] as string[],
    describe:
      'a JavaScript module exporting your puzzle (definePuzzle); then name the puzzle as any other (repeatable)',
  },
  'solver-module': {
    type: 'string',
    array: true,
    default: [] as string[],
    describe:
      'a JavaScript module that registers your solver (registerSolver) when imported; ' +
      'then name it with --solver (repeatable)',
  },
});

export type PlugInArgs = ArgsOf<typeof PLUG_IN_OPTIONS>;

export function plugInOptions<T>(y: Argv<T>): Argv<T & PlugInArgs> {
  return withOptions(y, PLUG_IN_OPTIONS);
}

/** The first line of an import's error, for a usage message. */
function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

async function fileUrl(file: string): Promise<string> {
  const { pathToFileURL } = await import('node:url');
  const { resolve } = await import('node:path');
  return pathToFileURL(resolve(file)).href;
}

/** Imports each --puzzle-module (registering the puzzles it exports), then checks each of `puzzles` names one. */
async function checkPuzzles(puzzles: readonly string[], files: readonly string[]): Promise<void> {
  const { importPuzzleModule, puzzleNameError } = await import('../../puzzles/index.js');
  for (const file of files) {
    let names: string[];
    try {
      names = await importPuzzleModule(await fileUrl(file));
    } catch (error) {
      throw new UsageError(`--puzzle-module ${file}: cannot be imported (${firstLine(error)})`);
    }
    if (names.length === 0)
      throw new UsageError(
        `--puzzle-module ${file}: it exports no puzzle definition (export one made with definePuzzle from 'lexpath')`,
      );
  }
  for (const puzzle of puzzles) {
    const error = puzzleNameError(puzzle);
    if (error) throw new UsageError(files.length > 0 ? `${error} (and no --puzzle-module exports it)` : error);
  }
}

/** Imports each --solver-module; each must register at least one solver, which then remembers its module. */
async function loadSolverModules(files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
  const { adoptSolverModule, listSolvers } = await import('../../solvers/registry.js');
  for (const file of files) {
    const url = await fileUrl(file);
    const before = new Set(listSolvers().map((s) => s.name));
    try {
      await import(url);
    } catch (error) {
      throw new UsageError(`--solver-module ${file}: cannot be imported (${firstLine(error)})`);
    }
    const added = listSolvers()
      .map((s) => s.name)
      .filter((name) => !before.has(name));
    if (added.length === 0)
      throw new UsageError(
        `--solver-module ${file}: it registered no solver (call registerSolver from 'lexpath' when it is imported)`,
      );
    adoptSolverModule(added, url);
  }
}

/** Both kinds of module, then the puzzles' names. */
export async function loadPlugIns(puzzles: readonly string[], args: Partial<PlugInArgs>): Promise<void> {
  await checkPuzzles(puzzles, args['puzzle-module'] ?? []);
  await loadSolverModules(args['solver-module'] ?? []);
}
