/**
 * The lexpath command line (after cli.ts): thin command modules over the library (defined in cli-definition.ts).
 * Modules load the heavy parts of the library only inside their handlers. Three command lines skip
 * loading yargs, which costs more than solving 200 cases: a plain `solve PUZZLE [--solver NAME]`,
 * a bare `--version`, and a bare `--help`, whose text yargs rendered at build time (a test keeps
 * the two equal).
 */
import { readFileSync } from 'node:fs';
import { EXIT_BAD_INPUT } from './commands/run.js';
import { plainSolveArgs, runSolve } from './commands/solve.js';
import { helpPointer } from './commands/usage.js';

// A reader that stops early (`lexpath solvers | head -1`) closes the pipe: stop quietly, as a
// command killed by SIGPIPE would, instead of an EPIPE stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

const argv = process.argv.slice(2);
const plain = plainSolveArgs(argv);
if (plain) {
  await runSolve(plain);
} else if (
  argv.length === 1 &&
  (argv[0] === '--help' || argv[0] === '-h') &&
  !process.env.LEXPATH_LIVE_HELP &&
  printRenderedHelp()
) {
  // printed
} else if (argv.length === 1 && argv[0] === '--version') {
  const { packageVersion } = await import('./version.js');
  process.stdout.write(`${packageVersion()}\n`);
} else {
  await runYargs();
}

function printRenderedHelp(): boolean {
  try {
    process.stdout.write(readFileSync(new URL('help.txt', import.meta.url), 'utf8'));
    return true;
  } catch {
    return false; // not built with the help step: yargs renders it
  }
}

async function runYargs(): Promise<void> {
  if (!currentFolderExists()) {
    process.stderr.write(
      'lexpath: the current folder no longer exists (deleted while the shell stood in it): cd to one that does\n',
    );
    process.exitCode = EXIT_BAD_INPUT;
    return;
  }
  const { defineCli, UsageError } = await import('./cli-definition.js');
  try {
    await (await defineCli(argv)).parseAsync();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`lexpath: ${error.message} (${helpPointer(argv)})\n`);
    process.exitCode = EXIT_BAD_INPUT;
  }
}

/** yargs, and every relative path, need it; a deleted one gives ENOENT from process.cwd(). */
function currentFolderExists(): boolean {
  try {
    process.cwd();
    return true;
  } catch {
    return false;
  }
}
