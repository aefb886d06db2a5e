import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { UsageError } from '../../util/errors.js';
import { LISTED_PUZZLES } from '../../puzzles/names.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';
import { EXIT_FAILED, EXIT_OK, EXIT_BAD_INPUT, runCommand } from './run.js';
import { wholeNumber } from '../../util/option-table.js';
import { type ArgsOf, optionTable, withOptions } from '../../util/option-table.js';

/** nightly's options, each declared once: flag, type, default, help. */
const NIGHTLY_OPTIONS = optionTable({
  puzzles: {
    type: 'string',
    array: true,
    default: [...LISTED_PUZZLES] as string[],
    describe: 'the puzzles of the night, in order (a plug-in puzzle needs its --puzzle-module)',
  },
  budget: { type: 'string', default: '3m', describe: 'time for the whole run, e.g. 30s, 3m, 1h' },
  out: { type: 'string', default: 'reports', describe: 'folder for the run folders and history.jsonl' },
  seed: {
    type: 'number',
    coerce: wholeNumber('seed', Number.MIN_SAFE_INTEGER),
    describe: "seed (default: today's date as YYYYMMDD, so a night can be replayed)",
  },
  'fail-on-regression': {
    type: 'boolean',
    default: false,
    describe: 'exit 1 on a slowdown the A/B re-run confirms (or cannot check), or on more exact work in a depth bucket',
  },
  'allow-incomplete': {
    type: 'boolean',
    default: false,
    describe:
      'exit 0 even if a puzzle was left unverified or a phase was cut short (default: exit 1); run even if the ' +
      "last complete night (or, before one, lexpath's reference figures) says the budget is too small (default: " +
      'exit 2 at the start)',
  },
  cmd: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe:
      'your program [PUZZLE:]NAME=COMMAND, verified and benched beside the built-ins (repeatable; with a ' +
      'puzzle, e.g. eight:, on that puzzle only)',
  },
  'verify-from': {
    type: 'string',
    array: true,
    default: [] as string[],
    describe:
      'verify --json reports (e.g. merged shards) to use instead of verifying that puzzle again; --exhaustive ' +
      'reports are shown as coverage (repeatable)',
  },
  workers: {
    type: 'number',
    coerce: wholeNumber('workers', 1),
    describe: 'verify threads (default and most: the number of cores)',
  },
});

type NightlyArgs = PlugInArgs & ArgsOf<typeof NIGHTLY_OPTIONS>;

export const nightlyCommand: CommandModule<object, NightlyArgs> = {
  command: 'nightly',
  describe: 'Verify the puzzles, bench them and write a report, within one time budget; keep a history',
  builder: (y) =>
    withOptions(plugInOptions(y), NIGHTLY_OPTIONS)
      .example('$0 nightly --budget 30s --out /tmp/r', 'a quick night')
      .example('$0 nightly --seed 20260101', 'replay the cases of 1 January 2026')
      .example("$0 nightly --cmd 'eight:mine=./a.out'", 'your Eight II program beside the built-ins, every night'),
  handler: (args) =>
    runCommand(async () => {
      const { runNightly } = await import('../nightly/nightly.js');
      const { formatNightly } = await import('../nightly/print.js');
      const { parseDuration } = await import('../../util/duration.js');
      const { resolveSeed } = await import('./verify.js');
      const budgetMs = parseDuration(args.budget);
      const puzzles = [...new Set(args.puzzles.flatMap((p) => p.split(',')).filter((p) => p !== ''))] as PuzzleName[];
      if (puzzles.length === 0) throw new UsageError('--puzzles names no puzzle');
      await loadPlugIns(puzzles, args);
      const { parsePrograms } = await import('../verify/run-options.js');
      // eight:NAME=COMMAND runs on Eight II only (a program usually solves one puzzle).
      const programs = args.cmd.map((spec) => {
        const puzzle = /^([a-z][a-z0-9-]*):(?=[^=]*=)/.exec(spec)?.[1] as PuzzleName | undefined;
        const rest = puzzle ? spec.slice(puzzle.length + 1) : spec;
        if (!/^[^=]+=./.test(rest))
          throw new UsageError(`--cmd '${spec}': expected [PUZZLE:]NAME=COMMAND, e.g. --cmd 'eight:mine=./a.out'`);
        if (puzzle && !puzzles.includes(puzzle))
          throw new UsageError(`--cmd '${spec}': ${puzzle} is not one of the night's puzzles (${puzzles.join(', ')})`);
        const [program] = parsePrograms([rest]);
        return { ...program, ...(puzzle ? { puzzle } : {}) };
      });
      const { readVerifyReport } = await import('../verify/reporting/read-report.js');
      const verifyReports = args['verify-from'].map((file) => readVerifyReport(file));
      const { ensureWritableDir } = await import('../out-dir.js');
      ensureWritableDir(args.out);
      const seed = args.seed === undefined ? dateSeed(new Date()) : resolveSeed(args.seed);
      const { onStopSignals, exitCodeFor } = await import('../process/signals.js');
      const controller = new AbortController();
      const stop = onStopSignals((signal) => {
        process.stderr.write(
          `\nlexpath nightly: ${signal}; writing an incomplete report and the history line (a second signal ` +
            `quits now)\n`,
        );
        controller.abort();
      });
      const result = await runNightly({
        outDir: args.out,
        budgetMs,
        budgetFrom: 0, // the budget counts from the process start
        seed,
        puzzles,
        programs,
        verifyReports,
        workers: args.workers,
        allowIncomplete: args['allow-incomplete'],
        signal: controller.signal,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      stop.release();
      const { terminalSafe } = await import('../../util/escape.js');
      process.stdout.write(terminalSafe(formatNightly(result)));
      const signal = stop.received();
      if (signal) return exitCodeFor(signal);
      const writeErrors = [...(result.historyError ? [result.historyError] : []), ...(result.writeErrors ?? [])];
      if (writeErrors.length > 0) {
        for (const error of writeErrors) process.stderr.write(`lexpath nightly: ${error}\n`);
        return EXIT_BAD_INPUT;
      }
      if (!result.run.verifyOk) return EXIT_FAILED;
      if (!result.run.complete && !args['allow-incomplete']) {
        process.stderr.write(
          'lexpath nightly: the night is incomplete (see the notes above); --allow-incomplete accepts that\n',
        );
        return EXIT_FAILED;
      }
      const { regressions } = await import('../history/gate.js');
      if (args['fail-on-regression'] && regressions(result.run).length > 0) return EXIT_FAILED;
      return EXIT_OK;
    }),
};

/** 2026-11-29 -> 20261129 (UTC). */
function dateSeed(date: Date): number {
  return Number(date.toISOString().slice(0, 10).replace(/-/g, ''));
}
