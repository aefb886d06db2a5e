/**
 * The commands bench runs as whole processes: `lexpath solve` (with the plug-in
 * modules it needs), and the hook that reports a process's peak memory.
 */
import { fileURLToPath } from 'node:url';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { SolverInfo } from '../../solvers/registry.js';
import { compiledHarnessModule, moduleArgument } from '../../util/package-paths.js';

/** Preloaded (`node --import`) into a measured process, it reports its peak RSS at exit (rss-hook.ts). */
export const RSS_HOOK = compiledHarnessModule('bench/rss-hook.js').href;

/**
 * The whole-process command for `lexpath solve`, without a shell (with the plug-in modules the
 * puzzle and solver came from: `puzzleFile` is the puzzle's, undefined for a built-in one).
 */
export function lexpathArgv(
  puzzleName: PuzzleName,
  puzzleFile: string | undefined,
  solver?: SolverInfo,
  preload?: string,
): string[] {
  const cli = fileURLToPath(compiledHarnessModule('cli.js'));
  const solverFile = solver?.module;
  return [
    process.execPath,
    ...(preload ? ['--import', preload] : []),
    cli,
    'solve',
    puzzleName,
    ...(puzzleFile ? ['--puzzle-module', moduleArgument(puzzleFile)] : []),
    ...(solverFile ? ['--solver-module', moduleArgument(solverFile)] : []),
    ...(solver ? ['--solver', solver.name] : []),
  ];
}
