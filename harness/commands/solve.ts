import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { runCommand } from './run.js';

interface SolveArgs {
  puzzle: PuzzleName;
  solver?: string;
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
  handler: (args) =>
    runCommand(async () => {
      const { readFileSync } = await import('node:fs');
      const { solve } = await import('../solve-input.js');
      const output = solve(args.puzzle, readFileSync(0, 'utf8'), { solver: args.solver });
      process.stdout.write(output);
      return 0;
    }),
};
