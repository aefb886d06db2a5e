import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { runCommand } from './run.js';

export interface SolveArgs {
  puzzle: PuzzleName;
  solver?: string;
}

/**
 * The hot path: `solve eight|rotation [--solver NAME]` and nothing else is recognised here, so the
 * CLI can run it without loading yargs (which costs more than solving 200 cases). Anything else,
 * including --help and every mistake, goes through yargs as usual.
 */
export function plainSolveArgs(argv: readonly string[]): SolveArgs | null {
  if (argv[0] !== 'solve' || (argv[1] !== 'eight' && argv[1] !== 'rotation')) return null;
  if (argv.length === 2) return { puzzle: argv[1] };
  if (argv.length === 3 && /^--solver=[\w-]+$/.test(argv[2])) return { puzzle: argv[1], solver: argv[2].slice('--solver='.length) };
  if (argv.length === 4 && argv[2] === '--solver' && /^[\w-]+$/.test(argv[3])) return { puzzle: argv[1], solver: argv[3] };
  return null;
}

export function runSolve(args: SolveArgs): Promise<void> {
  return runCommand(async () => {
    const { readFileSync } = await import('node:fs');
    const { solve } = await import('../solve-input.js');
    const output = solve(args.puzzle, readFileSync(0, 'utf8'), { solver: args.solver });
    process.stdout.write(output);
    return 0;
  });
}

export const solveCommand: CommandModule<object, SolveArgs> = {
  command: 'solve <puzzle>',
  describe: 'Read judge input on stdin, print the judge output',
  builder: (y) =>
    y
      .positional('puzzle', { choices: ['eight', 'rotation'] as const, demandOption: true, describe: 'which puzzle' })
      .option('solver', { type: 'string', describe: 'solver name (default: the fastest correct one; see `lexpath solvers`)' })
      .example('$0 solve eight < cases.txt', 'solve Eight II cases')
      .example('$0 solve rotation --solver idastar < boards.txt', 'solve Rotation boards with IDA*'),
  handler: (args) => runSolve(args),
};
