import type { CommandModule } from 'yargs';
import { UsageError } from '../../util/errors.js';
import { type ArgsOf, withOptions } from '../../util/option-table.js';
import { plural } from '../../util/plural.js';
import { CASE_OPTIONS, REPRO_OPTIONS } from '../verify/run-options.js';
import { EXIT_FAILED, EXIT_OK, runCommand } from './run.js';
import { resolveSeed } from './verify.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';

type ReproArgs = PlugInArgs & ArgsOf<typeof CASE_OPTIONS> & ArgsOf<typeof REPRO_OPTIONS> & { solver?: string };

export const reproCommand: CommandModule<object, ReproArgs> = {
  command: 'repro [solver]',
  describe: 'Find, shrink and explain a counterexample for one solver; save it as a regression',
  builder: (y) =>
    withOptions(plugInOptions(withOptions(y, CASE_OPTIONS)), REPRO_OPTIONS)
      .positional('solver', {
        type: 'string',
        describe: 'built-in solver name (or give one --cmd NAME=COMMAND instead)',
      })
      .example('$0 repro idastar-blank-manhattan --puzzle eight', 'find the case its author could not'),
  handler: (args) =>
    runCommand(async () => {
      await loadPlugIns([args.puzzle], args);
      const { exitOnStopSignals } = await import('../process/signals.js');
      const { terminalSafe } = await import('../../util/escape.js');
      const stop = exitOnStopSignals('repro');
      const { repro } = await import('../verify/repro.js');
      const { formatCounterexample } = await import('../verify/reporting/text-report.js');
      const { progressBar } = await import('../progress.js');
      const { optionsFromArgs } = await import('../verify/options.js');
      const { programs = [], ...run } = optionsFromArgs(CASE_OPTIONS, args);
      if ((args.solver === undefined) === (programs.length === 0) || programs.length > 1) {
        throw new UsageError('name one solver: a built-in name, or exactly one --cmd NAME=COMMAND');
      }
      const seed = resolveSeed(args.seed);
      const name = args.solver ?? programs[0].name;
      const progress = progressBar(!args.json, `repro ${name}`);
      const plain = !args.json && !process.stderr.isTTY;
      let phase = '';
      const result = await repro({
        puzzle: args.puzzle,
        target: args.solver !== undefined ? { solver: args.solver } : { program: programs[0] },
        seed,
        maxCases: args.cases,
        ...run,
        saveDir: args.save ? (args['save-dir'] ?? undefined) : null,
        onProgress: (now, done, total) => {
          if (now === 'search') progress.update(done, total, 0);
          if (plain && now !== phase)
            process.stderr.write(
              now === 'search'
                ? `repro ${name}: searching (seed ${seed})...\n`
                : `repro ${name}: found a failure; shrinking...\n`,
            );
          phase = now;
        },
      });
      progress.finish();
      stop.release();
      if (args.json) {
        process.stdout.write(`${JSON.stringify({ seed, ...result }, null, 2)}\n`);
      } else if (!result.found) {
        process.stdout.write(
          `No counterexample in ${plural(result.tried, 'case')} (regressions, corpora, random; seed ${seed}).\n`,
        );
      } else {
        process.stdout.write(
          terminalSafe(
            `Found after ${plural(result.tried, 'case')} (seed ` +
              `${seed}).\n${formatCounterexample(name, result.counterexample)}\n`,
          ),
        );
        if (result.savedTo) process.stdout.write(`  saved: ${result.savedTo} (verify runs it from now on)\n`);
        if (result.saveError)
          process.stderr.write(`lexpath repro: could not save the counterexample: ${terminalSafe(result.saveError)}\n`);
      }
      return result.found ? EXIT_OK : EXIT_FAILED;
    }),
};
