#!/usr/bin/env node
/**
 * The lexpath command line: thin command modules over the library. Modules load the heavy parts
 * of the library only inside their handlers, and the plain `solve` command line skips loading
 * yargs at all, so start-up stays close to Node's own.
 */
import { EXIT_BAD_INPUT } from './commands/run.js';
import { plainSolveArgs, runSolve, solveCommand } from './commands/solve.js';
import { solversCommand } from './commands/solvers.js';
import { verifyCommand } from './commands/verify.js';
import { mergeCommand } from './commands/merge.js';
import { reproCommand } from './commands/repro.js';
import { benchCommand } from './commands/bench.js';
import { nightlyCommand } from './commands/nightly.js';
import { reportCommand } from './commands/report.js';

/** A command line yargs rejected: reported in one line, exit code 2. */
class UsageError extends Error {}

const plain = plainSolveArgs(process.argv.slice(2));
if (plain) {
  await runSolve(plain);
} else {
  await runYargs();
}

async function runYargs(): Promise<void> {
  const { default: yargs } = await import('yargs');
  const { hideBin } = await import('yargs/helpers');
  const cli = yargs(hideBin(process.argv))
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
  try {
    await cli.parseAsync();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`lexpath: ${error.message}\nRun 'lexpath --help' for usage.\n`);
    process.exitCode = EXIT_BAD_INPUT;
  }
}
