import type { CommandModule } from 'yargs';
import { UsageError } from '../../util/errors.js';
import { parseDuration } from '../../util/duration.js';
import { type ArgsOf, withOptions } from '../../util/option-table.js';
import { shardFromEnvironment } from '../verify/running/shard-source.js';
import { defaultCheckpoint, WORK_FOLDER } from '../verify/running/checkpoint-place.js';
import { CASE_OPTIONS, VERIFY_OPTIONS, VERIFY_TABLE } from '../verify/run-options.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';
import { EXIT_FAILED, EXIT_OK, runCommand } from './run.js';

type VerifyArgs = PlugInArgs & ArgsOf<typeof CASE_OPTIONS> & ArgsOf<typeof VERIFY_OPTIONS>;

function parseShard(text: string | undefined): { index: number; count: number } | null {
  if (text === undefined) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new UsageError(`--shard '${text}': expected I/N with 1 <= I <= N, e.g. 2/4, or auto`);
  return { index, count };
}

/** --shard I/N, or --shard auto: the shard a job engine's environment names (said on stderr). */
function shardOption(args: VerifyArgs): { index: number; count: number } | null {
  if (args.shard !== 'auto') {
    if (args['shard-count'] !== undefined)
      throw new UsageError('--shard-count goes with --shard auto (--shard I/N names the count itself)');
    return parseShard(args.shard);
  }
  const { index, count, source } = shardFromEnvironment(process.env, args['shard-count']);
  process.stderr.write(`lexpath verify: --shard auto: shard ${index}/${count}, from ${source}\n`);
  return { index, count };
}

export function resolveSeed(seed: number | undefined): number {
  if (seed === undefined) return Math.floor(Math.random() * 0x7fffffff);
  if (!Number.isSafeInteger(seed)) throw new UsageError('--seed takes a whole number');
  return seed;
}

/** The option combinations verify refuses, before any case is made. */
function checkCombinations(args: VerifyArgs): void {
  if (!args.builtins && args.cmd.length === 0 && args.solver.length === 0) {
    throw new UsageError('--no-builtins runs only --cmd programs, and none was given: add --cmd NAME=COMMAND');
  }
  if (args.exhaustive && args.solver.length === 0 && args.cmd.length === 0) {
    throw new UsageError(
      '--exhaustive runs only the solvers you name: add --solver NAME (e.g. bfs-table) or --cmd NAME=COMMAND',
    );
  }
  if (args.exhaustive && (args.case.length > 0 || args.corpus.length > 0 || args.cases !== undefined)) {
    throw new UsageError('--exhaustive runs every case: it takes no --case, --corpus or --cases');
  }
  if (args.checkpoint !== undefined && !args.exhaustive) throw new UsageError('--checkpoint goes with --exhaustive');
}

/**
 * An exhaustive run's progress file: --checkpoint, or one per puzzle and shard in .lexpath/ (or where
 * an older lexpath left it, in the current folder); none for other runs.
 */
function checkpointFileOf(args: VerifyArgs, shard: { index: number; count: number } | null): string | undefined {
  if (!args.exhaustive) return undefined;
  if (args.checkpoint !== undefined) return args.checkpoint;
  const { file, oldPlace } = defaultCheckpoint(args.puzzle, shard);
  if (oldPlace)
    process.stderr.write(
      `lexpath verify: using the checkpoint an older lexpath left here, ${file} (new ones go in ${WORK_FOLDER}/)\n`,
    );
  return file;
}

/** --max-time as verify takes it: absent (verify's default), null for 'none', or milliseconds. */
function maxTimeOption(maxTime: string | undefined): { maxTimeMs?: number | null } {
  return maxTime === undefined ? {} : { maxTimeMs: maxTime === 'none' ? null : parseDuration(maxTime, '--max-time') };
}

export const verifyCommand: CommandModule<object, VerifyArgs> = {
  command: 'verify',
  describe: 'Check solvers against the exact oracle; shrink and explain every failure',
  builder: (y) =>
    withOptions(plugInOptions(withOptions(y, CASE_OPTIONS)), VERIFY_OPTIONS)
      .example('$0 verify --puzzle eight', 'every built-in solver on 300 random cases and the corpora')
      .example("$0 verify --puzzle eight --cmd 'mine=./a.out' --seed 7", 'your program beside the built-ins')
      .example("$0 verify --puzzle eight --no-builtins --cmd 'mine=./a.out'", 'your program alone')
      .example(
        '$0 verify --puzzle eight --exhaustive --solver bfs-table',
        'every Eight II case; run it again after an interruption to continue',
      ),
  handler: (args) =>
    runCommand(async () => {
      const { exitOnStopSignals } = await import('../process/signals.js');
      const { verify, VERIFY_DEFAULTS } = await import('../verify/verify.js');
      const { formatVerifyReport } = await import('../verify/reporting/text-report.js');
      const { progressBar } = await import('../progress.js');
      const seed = resolveSeed(args.seed);
      await loadPlugIns([args.puzzle], args);
      await (await import('../../util/cache-options.js')).applyCacheOptions(args);
      checkCombinations(args);
      const shard = shardOption(args);
      const checkpointFile = checkpointFileOf(args, shard);
      const stop = exitOnStopSignals(
        'verify',
        checkpointFile
          ? `progress is saved in ${checkpointFile} (every 2 s): the same command continues from there`
          : undefined,
      );
      const { puzzleDefinition } = await import('../../puzzles/index.js');
      const puzzle = puzzleDefinition(args.puzzle);
      if (args.exhaustive && !puzzle.exhaustive) {
        throw new UsageError(
          `--exhaustive: ${args.puzzle} has too many cases to run them all (puzzles with an exhaustive stream: ` +
            `see lexpath puzzles)`,
        );
      }
      const { checkCorpusPuzzle } = await import('../corpus.js');
      for (const file of args.corpus) checkCorpusPuzzle(file, puzzle);
      const { optionsFromArgs } = await import('../verify/options.js');
      const progress = progressBar(!args.json, `verify ${args.puzzle}`);
      const report = await verify({
        ...optionsFromArgs(VERIFY_TABLE, args),
        puzzle,
        seed,
        checkpointFile,
        onResume: (file) =>
          process.stderr.write(
            `lexpath verify: continuing the interrupted run saved in ${file} (delete it to start afresh)\n`,
          ),
        shard,
        workers: args.workers ?? VERIFY_DEFAULTS.workers,
        onProgress: (done, total, failures) => progress.update(done, total, failures),
        ...maxTimeOption(args['max-time']),
      });
      progress.finish();
      stop.release();
      const { terminalSafe } = await import('../../util/escape.js');
      process.stdout.write(
        args.json ? `${JSON.stringify(report, null, 2)}\n` : terminalSafe(formatVerifyReport(report)),
      );
      return report.ok ? EXIT_OK : EXIT_FAILED;
    }),
};
