/**
 * The yargs definition of the command line, in one place: cli.ts runs it, and the build renders
 * its top-level help once (write-help.ts) so a bare `lexpath --help` need not load yargs.
 */
import type { Argv } from 'yargs';
import { benchCommand } from './commands/bench.js';
import { mergeCommand } from './commands/merge.js';
import { nightlyCommand } from './commands/nightly.js';
import { reportCommand } from './commands/report.js';
import { reproCommand } from './commands/repro.js';
import { solveCommand } from './commands/solve.js';
import { solversCommand } from './commands/solvers.js';
import { verifyCommand } from './commands/verify.js';

/** A command line yargs rejected: reported in one line, exit code 2. */
export class UsageError extends Error {}

/** The help text rendered at build time, beside the compiled CLI. */
export const HELP_FILE = 'help.txt';

export async function defineCli(argv: readonly string[]): Promise<Argv> {
  const { default: yargs } = await import('yargs');
  return yargs([...argv])
    .scriptName('lexpath')
    .usage('$0 <command> [options]\n\nVerify and benchmark solvers that must print the lexicographically smallest shortest answer.')
    .command(solveCommand)
    .command(solversCommand)
    .command(verifyCommand)
    .command(reproCommand)
    .command(mergeCommand)
    .command(benchCommand)
    .command(nightlyCommand)
    .command(reportCommand)
    .demandCommand(1, 'Name a command (see --help).')
    .strict()
    .help()
    .alias('h', 'help')
    .version(false)
    .wrap(null)
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    });
}
