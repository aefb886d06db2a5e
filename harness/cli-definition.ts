/**
 * The yargs definition of the command line, in one place: cli-main.ts runs it, the build renders
 * its top-level help once (write-help.ts) so a bare `lexpath --help` need not load yargs, and
 * `npm run docs:cli` renders every command's help into docs/cli.md (cli-reference.ts).
 */
import type { Argv } from 'yargs';
import { UsageError } from '../util/errors.js';
import { packageVersion } from './version.js';
import { benchCommand } from './commands/bench.js';
import { mergeCommand } from './commands/merge.js';
import { nightlyCommand } from './commands/nightly.js';
import { reportCommand } from './commands/report.js';
import { reproCommand } from './commands/repro.js';
import { explainCommand } from './commands/explain.js';
import { solveCommand } from './commands/solve.js';
import { solversCommand } from './commands/solvers.js';
import { puzzlesCommand } from './commands/puzzles.js';
import { verifyCommand } from './commands/verify.js';
import { packCommand } from './commands/pack.js';
import { checkCommand } from './commands/check.js';
import {
  COMMAND_NAMES,
  commandOf,
  joinNegativeValues,
  nearest,
  renameOldOptions,
  unknownOption,
} from './commands/usage.js';

export { UsageError };

/** The help text rendered at build time, beside the compiled CLI. */
export const HELP_FILE = 'help.txt';

export async function defineCli(typed: readonly string[]): Promise<Argv> {
  const { default: yargs } = await import('yargs');
  const argv = joinNegativeValues(renameOldOptions(typed));
  const cli: Argv = yargs(argv)
    .scriptName('lexpath')
    .usage(
      '$0 <command> [options]\n\nVerify and benchmark solvers that must print the lexicographically smallest ' +
        'shortest answer.',
    )
    .command(solveCommand)
    .command(solversCommand)
    .command(puzzlesCommand)
    .command(verifyCommand)
    .command(reproCommand)
    .command(explainCommand)
    .command(mergeCommand)
    .command(benchCommand)
    .command(nightlyCommand)
    .command(reportCommand)
    .command(packCommand)
    .command(checkCommand)
    .demandCommand(1, 'name a command')
    .strict()
    .help()
    .alias('h', 'help')
    .version(packageVersion())
    .wrap(null)
    .fail((message, error, usage) => {
      if (error instanceof UsageError) throw error;
      if (error) throw new UsageError(error.message);
      // Misspellings first: yargs checks required options before unknown ones, but `--domian`
      // is better named as such than reported as a missing --puzzle.
      const command = commandOf(argv);
      const first = argv.find((arg) => !arg.startsWith('-'));
      if (command === null && first !== undefined) {
        const suggestion = nearest(first, COMMAND_NAMES);
        throw new UsageError(`unknown command '${first}'${suggestion ? `; did you mean ${suggestion}?` : ''}`);
      }
      const described = (usage as unknown as { getDescriptions(): Record<string, unknown> }).getDescriptions();
      // An option's other names (`--puzzle` for `--puzzle`) are known too: yargs keeps them apart from
      // the descriptions, in its options' alias lists.
      const aliases = (cli as unknown as { getOptions(): { alias: Record<string, string[]> } }).getOptions().alias;
      const known = [
        ...Object.keys(described),
        ...Object.values(aliases).flat(),
        'h',
        ...(command === null ? ['version'] : []),
      ];
      const unknown = unknownOption(argv, known);
      if (unknown) {
        const dashes = unknown.typed.length === 1 ? '-' : '--';
        throw new UsageError(
          `unknown option ${dashes}${unknown.typed}` +
            (unknown.suggestion ? `; did you mean --${unknown.suggestion}?` : ''),
        );
      }
      const word = /^Unknown arguments?: (.*)$/.exec(message)?.[1]?.split(', ')[0];
      if (word !== undefined) throw new UsageError(`unexpected argument '${word}'`);
      const choice = /Argument: (\S+), Given: "(.*)", Choices: (.*)$/m.exec(message);
      if (choice) throw new UsageError(`${choice[1]} '${choice[2]}' is not one of ${choice[3].replaceAll('"', '')}`);
      const count = /^Not enough non-option arguments: got (\d+), need at least (\d+)$/.exec(message);
      if (count) throw new UsageError(`missing an argument (got ${count[1]}, need ${count[2]})`);
      throw new UsageError(message.replace(/^Missing required argument: (\S+)$/, 'missing the required option --$1'));
    });
  return cli;
}
