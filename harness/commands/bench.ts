import { PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';
import type { CommandModule } from 'yargs';
import { EXIT_OK, runCommand } from './run.js';
import { wholeNumber } from '../../util/option-table.js';
import { type ArgsOf, optionTable, withOptions } from '../../util/option-table.js';

/** bench's options, each declared once: flag, type, default, help. */
const BENCH_OPTIONS = optionTable({
  puzzle: {
    type: 'string',
    demandOption: true,
    describe: PUZZLE_CHOICES_TEXT,
    coerce: puzzleArgument,
  },
  solver: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe:
      'solver to time (repeatable; default: every correct built-in one and every solver a --solver-module registers)',
  },
  cmd: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'outside program NAME=COMMAND timed beside `lexpath solve` (judge input on stdin)',
  },
  corpus: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'corpus file: one more batch, its cases join the depth buckets (repeatable)',
  },
  out: {
    type: 'string',
    describe: 'folder for bench-<puzzle>.json and the batch files (default: reports/bench-<time>/)',
  },
  seed: {
    type: 'number',
    coerce: wholeNumber('seed', Number.MIN_SAFE_INTEGER),
    describe: 'seed for the cases (default: random, printed)',
  },
  budget: { type: 'string', default: '1m', describe: 'time for the whole bench, e.g. 30s, 3m' },
  json: { type: 'boolean', default: false, describe: 'print the report JSON instead of the tables' },
});

type BenchArgs = PlugInArgs & ArgsOf<typeof BENCH_OPTIONS>;

export const benchCommand: CommandModule<object, BenchArgs> = {
  command: 'bench',
  describe:
    'Time solvers per optimal depth, as whole processes against other programs, and against the number of cases',
  builder: (y) =>
    withOptions(plugInOptions(y), BENCH_OPTIONS)
      .example('$0 bench --puzzle eight --cmd ida=./eight-idastar', 'lexpath beside a C++ program, same batches')
      .example('$0 bench --puzzle rotation --solver idastar --budget 20s', 'one solver, 20 seconds'),
  handler: (args) =>
    runCommand(async () => {
      await loadPlugIns([args.puzzle], args);
      const { join } = await import('node:path');
      const { runBench } = await import('../bench/bench.js');
      const { formatProcessTable, formatLatencySummary } = await import('../bench/print.js');
      const { parseDuration } = await import('../../util/duration.js');
      const { resolveSeed } = await import('./verify.js');
      const { parsePrograms } = await import('../verify/run-options.js');
      const budgetMs = parseDuration(args.budget);
      const seed = resolveSeed(args.seed);
      const outDir = args.out ?? join('reports', `bench-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}`);
      const { onStopSignals, exitCodeFor } = await import('../process/signals.js');
      const { ensureWritableDir } = await import('../out-dir.js');
      const { checkCorpusPuzzle } = await import('../corpus.js');
      ensureWritableDir(outDir);
      const { puzzleDefinition } = await import('../../puzzles/index.js');
      for (const file of args.corpus) checkCorpusPuzzle(file, puzzleDefinition(args.puzzle));
      const controller = new AbortController();
      const stop = onStopSignals((signal) => {
        process.stderr.write(
          `\nlexpath bench: ${signal}; programs stopped, writing what was measured (a second signal quits now)\n`,
        );
        controller.abort();
      });
      const verbose = !args.json;
      const report = await runBench({
        puzzle: args.puzzle,
        solvers: args.solver,
        programs: parsePrograms(args.cmd),
        corpora: args.corpus,
        outDir,
        seed,
        budgetMs,
        signal: controller.signal,
        log: verbose ? (line) => process.stderr.write(`${line}\n`) : undefined,
      });
      stop.release();
      if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      else {
        const { terminalSafe } = await import('../../util/escape.js');
        process.stdout.write(terminalSafe(`${formatProcessTable(report)}\n${formatLatencySummary(report)}`));
        for (const note of report.notes ?? []) process.stdout.write(`note: ${terminalSafe(note)}\n`);
        process.stdout.write(
          `\nSeed ${seed}. Wrote ` +
            `${join(outDir, `bench-${args.puzzle}.json`)}${report.complete ? '' : ' (incomplete)'}.\n`,
        );
      }
      const signal = stop.received();
      return signal ? exitCodeFor(signal) : EXIT_OK;
    }),
};
