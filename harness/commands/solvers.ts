import type { CommandModule } from 'yargs';
import { runCommand } from './run.js';

interface SolversArgs {
  json: boolean;
}

export const solversCommand: CommandModule<object, SolversArgs> = {
  command: 'solvers',
  describe: 'List every built-in solver, its puzzles and what it does',
  builder: (y) => y.option('json', { type: 'boolean', default: false, describe: 'print JSON' }),
  handler: (args) =>
    runCommand(async () => {
      await import('../../puzzles/index.js'); // the puzzles' own bug-zoo variants register with their puzzles
      const { listSolvers, DEFAULT_SOLVER } = await import('../../solvers/registry.js');
      const solvers = listSolvers().map((s) => ({
        name: s.name,
        expected: s.expected,
        puzzles: [...s.puzzles],
        ...(s.anyPuzzle ? { anyPuzzle: true } : {}),
        default: s.name === DEFAULT_SOLVER,
        ...(s.wholeSpace ? { wholeSpace: true } : {}),
        description: s.description,
      }));
      if (args.json) {
        process.stdout.write(`${JSON.stringify(solvers, null, 2)}\n`);
        return 0;
      }
      const puzzles = (s: { puzzles: string[]; anyPuzzle?: boolean; wholeSpace?: boolean }): string =>
        s.anyPuzzle ? (s.wholeSpace ? '[any, spaces up to 2^25 states]' : '[any]') : `[${s.puzzles.join(', ')}]`;
      const width = Math.max(...solvers.map((s) => s.name.length));
      const puzzleWidth = Math.max(...solvers.map((s) => puzzles(s).length));
      for (const group of ['correct', 'buggy'] as const) {
        const members = solvers.filter((s) => s.expected === group);
        if (members.length === 0) continue;
        process.stdout.write(
          group === 'correct'
            ? 'Correct solvers:\n'
            : '\nKnown-buggy variants (the bug zoo; verify must catch each):\n',
        );
        for (const s of members) {
          const tag = s.default ? ' (default)' : '';
          process.stdout.write(
            `  ${s.name.padEnd(width)}  ${puzzles(s).padEnd(puzzleWidth)}  ${s.description}${tag}\n`,
          );
        }
      }
      return 0;
    }),
};
