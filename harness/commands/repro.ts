import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { InputError } from '../errors.js';
import { EXIT_FAILED, EXIT_OK, runCommand } from './run.js';
import { caseOptions, parsePrograms, resolveSeed, timeLimitOption, wholeOption } from './verify.js';

interface ReproArgs {
  solver?: string;
  domain: PuzzleName;
  seed?: number;
  'time-limit': number;
  cmd: string[];
  cases: number;
  save: boolean;
  'save-dir'?: string;
  json: boolean;
}

export const reproCommand: CommandModule<object, ReproArgs> = {
  command: 'repro [solver]',
  describe: 'Find, shrink and explain a counterexample for one solver; save it as a regression',
  builder: (y) =>
    caseOptions(y)
      .positional('solver', { type: 'string', describe: 'built-in solver name (or give one --cmd NAME=COMMAND instead)' })
      .option('cases', { type: 'number', default: 20_000, describe: 'give up after this many random cases' })
      .option('save', { type: 'boolean', default: true, describe: 'save the counterexample (--no-save: only print it)' })
      .option('save-dir', { type: 'string', describe: 'where to save it (default: corpora/regressions, run first by verify)' })
      .option('json', { type: 'boolean', default: false, describe: 'print JSON' })
      .example('$0 repro idastar-blank-manhattan --domain eight', 'find the case its author could not'),
  handler: (args) =>
    runCommand(async () => {
      const { exitOnStopSignals } = await import('../process/signals.js');
      const { terminalSafe } = await import('../text/escape.js');
      const stop = exitOnStopSignals('repro');
      const { repro, REPRO_DEFAULTS } = await import('../verify/repro.js');
      const { formatCounterexample } = await import('../verify/text-report.js');
      const { progressBar } = await import('../progress.js');
      const programs = parsePrograms(args.cmd);
      if ((args.solver === undefined) === (programs.length === 0) || programs.length > 1) {
        throw new InputError('name one solver: a built-in name, or exactly one --cmd NAME=COMMAND');
      }
      const seed = resolveSeed(args.seed);
      wholeOption('cases', args.cases, 1);
      const { unwritableReason } = await import('../out-dir.js');
      const wantedSaveDir = args.save ? (args['save-dir'] ?? REPRO_DEFAULTS.saveDir) : null;
      // A read-only package or folder must not cost the counterexample: it is printed, not saved.
      const cannotSave = wantedSaveDir === null ? null : unwritableReason(wantedSaveDir);
      const progress = progressBar(!args.json, `repro ${args.solver ?? programs[0].name}`);
      const result = await repro({
        domain: args.domain,
        target: args.solver !== undefined ? { solver: args.solver } : { program: programs[0] },
        seed,
        maxCases: args.cases,
        timeLimitMs: timeLimitOption(args['time-limit']),
        saveDir: cannotSave === null ? wantedSaveDir : null,
        onProgress: (tried, total) => progress.update(tried, total, 0),
      });
      progress.finish();
      stop.release();
      if (cannotSave !== null && result.found) process.stderr.write(`lexpath repro: the counterexample is not saved: ${terminalSafe(cannotSave)}\n`);
      if (args.json) {
        process.stdout.write(`${JSON.stringify({ seed, ...result, ...(cannotSave !== null ? { notSaved: cannotSave } : {}) }, null, 2)}\n`);
      } else if (!result.found) {
        process.stdout.write(`No counterexample in ${result.tried} random cases (seed ${seed}).\n`);
      } else {
        const name = args.solver ?? programs[0].name;
        process.stdout.write(terminalSafe(`Found after ${result.tried} random case(s) (seed ${seed}).\n${formatCounterexample(name, result.counterexample)}\n`));
        if (result.savedTo) process.stdout.write(`  saved: ${result.savedTo} (verify runs it first from now on)\n`);
      }
      return result.found ? EXIT_OK : EXIT_FAILED;
    }),
};
