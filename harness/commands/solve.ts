import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { isPuzzleName, PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { applyCacheOptions, cacheOptions, type CacheArgs } from '../../util/cache-options.js';
import { loadPlugIns, plugInOptions } from './plug-ins.js';
import { runCommand } from './run.js';

interface SolveArgs extends Partial<CacheArgs> {
  puzzle: PuzzleName;
  solver?: string;
  'puzzle-module'?: string[];
  'solver-module'?: string[];
}

/**
 * The hot path: `solve eight|rotation [--solver NAME]` and nothing else is recognised here, so the
 * CLI can run it without loading yargs (which costs more than solving 200 cases). Anything else,
 * including --help and every mistake, goes through yargs as usual.
 */
export function plainSolveArgs(argv: readonly string[]): SolveArgs | null {
  if (argv[0] !== 'solve' || argv[1] === undefined || !isPuzzleName(argv[1])) return null;
  if (argv.length === 2) return { puzzle: argv[1] };
  if (argv.length === 3 && /^--solver=[\w-]+$/.test(argv[2]))
    return { puzzle: argv[1], solver: argv[2].slice('--solver='.length) };
  if (argv.length === 4 && argv[2] === '--solver' && /^[\w-]+$/.test(argv[3]))
    return { puzzle: argv[1], solver: argv[3] };
  return null;
}

export function runSolve(args: SolveArgs): Promise<void> {
  return runCommand(async () => {
    await applyCacheOptions(args);
    const { readBoundedStdin } = await import('../../util/files.js');
    if (builtInDefault(args)) {
      const { solveBuiltIn } = await import('../solve-builtin.js');
      process.stdout.write(await solveBuiltIn(args.puzzle, readBoundedStdin()));
      return 0;
    }
    await loadPlugIns([args.puzzle], args);
    const { solve } = await import('../solve-input.js');
    const output = solve(args.puzzle, readBoundedStdin(), { solver: args.solver });
    process.stdout.write(output);
    if (
      args.solver !== undefined &&
      (await import('../../solvers/registry.js')).findSolver(args.solver)?.expected === 'buggy'
    ) {
      process.stderr.write(
        `lexpath: note: ${args.solver} is a known-buggy variant (the bug zoo): its answers are wrong on purpose\n`,
      );
    }
    return 0;
  });
}

/** A shipped puzzle, its default solver and no plug-in: solve-builtin.ts loads only what that needs. */
function builtInDefault(args: SolveArgs): boolean {
  return (
    args.solver === undefined &&
    (args['puzzle-module'] ?? []).length === 0 &&
    (args['solver-module'] ?? []).length === 0 &&
    isPuzzleName(args.puzzle)
  );
}

export const solveCommand: CommandModule<object, SolveArgs> = {
  command: 'solve <puzzle>',
  describe: 'Read judge input on stdin, print the judge output',
  builder: (y) =>
    cacheOptions(plugInOptions(y))
      .positional('puzzle', {
        type: 'string',
        demandOption: true,
        describe: PUZZLE_CHOICES_TEXT,
        coerce: puzzleArgument,
      })
      .option('solver', {
        type: 'string',
        describe: 'solver name (default: the fastest correct one; see `lexpath solvers`)',
      })
      .example('$0 solve eight < cases.txt', 'solve Eight II cases')
      .example('$0 solve rotation --solver idastar < boards.txt', 'solve Rotation boards with IDA*')
      .example('$0 solve fifteen < korf.txt', '15-puzzle cases (IDA* with pattern databases)'),
  handler: (args) => runSolve(args),
};
