import { PUZZLE_CHOICES_TEXT } from '../../puzzles/names.js';
import { puzzleArgument } from './solve.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';
import type { Argv, CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { UsageError } from '../../util/errors.js';
import { oneLine } from '../../util/escape.js';
import { parseDuration } from '../../util/duration.js';
import { OUTPUT_MODES, type OutputMode } from '../verify/judge-output.js';
import { TIME_DEFAULTS } from '../verify/time-limits.js';
import { shardFromEnvironment } from '../verify/shard-source.js';
import { defaultCheckpoint, WORK_FOLDER } from '../verify/checkpoint-place.js';
import type { RecordedOptions, VerifyReport } from '../verify/types.js';
import { wholeNumber } from './usage.js';
import { EXIT_FAILED, EXIT_OK, runCommand } from './run.js';

interface VerifyArgs extends PlugInArgs {
  puzzle: PuzzleName;
  solver: string[];
  cmd: string[];
  cases?: number;
  seed?: number;
  'time-limit': number;
  'startup-allowance'?: number;
  format: OutputMode;
  'shrink-budget'?: string;
  corpus: string[];
  case: string[];
  json: boolean;
  builtins: boolean;
  'fail-fast': boolean;
  'beyond-contract': boolean;
  'cache-dir'?: string;
  exhaustive: boolean;
  checkpoint?: string;
  shard?: string;
  'shard-count'?: number;
  'max-time'?: string;
  workers?: number;
  regressions?: string;
}

/** Options shared by verify and repro. */
export function caseOptions<T>(y: Argv<T>) {
  return y
    .option('puzzle', {
      type: 'string',
      demandOption: true,
      describe: PUZZLE_CHOICES_TEXT,
      coerce: puzzleArgument,
    })
    .option('seed', {
      type: 'number',
      coerce: wholeNumber('seed', Number.MIN_SAFE_INTEGER),
      describe: 'seed for random cases (default: random, printed so a run can be replayed)',
    })
    .option('time-limit', {
      type: 'number',
      default: TIME_DEFAULTS.caseMs,
      coerce: wholeNumber('time-limit', 1),
      describe:
        'ms per case for built-in solvers; --cmd programs get this per run plus its twentieth per case ' +
        '(docs/verify.md: Time limits)',
    })
    .option('startup-allowance', {
      type: 'number',
      coerce: wholeNumber('startup-allowance', 1),
      describe:
        `ms each --cmd program run may spend starting up (e.g. building tables), on top of its cases ` +
        `(default: ${TIME_DEFAULTS.startupMs}; fifteen 20000)`,
    })
    .option('format', {
      choices: OUTPUT_MODES,
      default: 'strict' as OutputMode,
      describe: "how --cmd programs' output is read: strict (as the judge) or lenient (docs/verify.md: Strictness)",
    })
    .option('shrink-budget', {
      type: 'string',
      describe: 'time for shrinking each counterexample, e.g. 10s (verify: 20s, repro: 10s)',
    })
    .option('cmd', {
      type: 'string',
      array: true,
      default: [] as string[],
      describe: 'outside program NAME=COMMAND (run by the shell; judge input on stdin)',
    });
}

/** The timing and reading options shared by verify and repro, checked. */
export function runOptions(args: {
  'time-limit': number;
  'startup-allowance'?: number;
  format: OutputMode;
  'shrink-budget'?: string;
}) {
  return {
    timeLimitMs: args['time-limit'],
    /** undefined: the puzzle's default (verify/options.ts, defaultStartupMs). */
    startupMs: args['startup-allowance'],
    outputMode: args.format,
    shrinkBudgetMs:
      args['shrink-budget'] === undefined ? undefined : parseDuration(args['shrink-budget'], '--shrink-budget'),
  };
}

export function parsePrograms(specs: readonly string[]): { name: string; command: string }[] {
  return specs.map((spec) => {
    const at = spec.indexOf('=');
    if (at <= 0 || at === spec.length - 1)
      throw new UsageError(`--cmd '${oneLine(spec)}': expected NAME=COMMAND, e.g. --cmd 'mine=./a.out'`);
    const name = spec.slice(0, at);
    // A name is printed in tables and reports: a newline in it could forge a line of its own.
    if (oneLine(name) !== name)
      throw new UsageError(
        `--cmd '${oneLine(name)}=...': a name holds no control characters (newlines, tabs, escapes)`,
      );
    return { name, command: spec.slice(at + 1) };
  });
}

export function parseShard(text: string | undefined): { index: number; count: number } | null {
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

/** The options as the report records them, defaults filled in. */
async function recordedOptions(
  args: VerifyArgs,
  puzzle: AnyPuzzleDefinition,
  run: ReturnType<typeof runOptions>,
  cases: number,
  builtins: boolean,
): Promise<RecordedOptions> {
  return {
    randomCases: cases,
    timeLimitMs: run.timeLimitMs,
    startupMs: run.startupMs ?? (await import('../verify/options.js')).defaultStartupMs(puzzle),
    outputMode: run.outputMode,
    shrinkBudgetMs: run.shrinkBudgetMs ?? null,
    failFast: args['fail-fast'],
    exhaustive: args.exhaustive,
    solvers: args.solver,
    programs: parsePrograms(args.cmd),
    builtins,
    corpora: args.corpus.length > 0 ? args.corpus : null,
    inline: args.case,
    regressions: args.regressions ?? null,
    // Recorded only when given, so shards of older runs (which never had it) still compare equal.
    ...(args['beyond-contract'] ? { beyondContract: true } : {}),
  };
}

/** --max-time as verify takes it: absent (verify's default), null for 'none', or milliseconds. */
function maxTimeOption(maxTime: string | undefined): { maxTimeMs?: number | null } {
  return maxTime === undefined ? {} : { maxTimeMs: maxTime === 'none' ? null : parseDuration(maxTime, '--max-time') };
}

/** Imports each module (which registers solvers); solvers it registered without `module` get its URL. */

/** Which solvers and programs verify runs, and how it judges them. */
function contenderOptions<T>(y: Argv<T>) {
  return y
    .option('solver', {
      type: 'string',
      array: true,
      default: [] as string[],
      describe: 'built-in solver (repeatable; default: all, correct and buggy)',
    })
    .option('cache-dir', {
      type: 'string',
      describe: 'keep the 15-puzzle pattern tables in this folder between runs (default: build them in every run)',
    })
    .option('builtins', {
      type: 'boolean',
      default: true,
      describe: 'run the built-in solvers when none is named (--no-builtins: only --cmd programs)',
    })
    .option('fail-fast', {
      type: 'boolean',
      default: false,
      describe: 'stop each solver and program at its first failure (the rest count as skipped)',
    })
    .option('beyond-contract', {
      type: 'boolean',
      default: false,
      describe:
        "also run --cmd programs on cases beyond the judge's promise (rotation: boards without eight of each " +
        'digit), reported apart; their failures fail nothing',
    });
}

export const verifyCommand: CommandModule<object, VerifyArgs> = {
  command: 'verify',
  describe: 'Check solvers against the exact oracle; shrink and explain every failure',
  builder: (y) =>
    contenderOptions(plugInOptions(caseOptions(y)))
      .option('cases', {
        type: 'number',
        coerce: wholeNumber('cases', 0),
        describe: 'random cases (default: 300 for eight, 40 for rotation)',
      })
      .option('corpus', {
        type: 'string',
        array: true,
        default: [] as string[],
        describe: 'corpus file to run instead of the shipped corpora (repeatable)',
      })
      .option('case', {
        type: 'string',
        array: true,
        default: [] as string[],
        describe: 'run only this case: eight "START GOAL", rotation "24 digits" (repeatable)',
      })
      .option('exhaustive', {
        type: 'boolean',
        default: false,
        describe:
          'every distinct case (eight: all 1,632,960; rotation: every 8-cell placement, 735,471) instead of ' +
          'corpora and random cases; needs --solver or --cmd',
      })
      .option('checkpoint', {
        type: 'string',
        describe:
          'with --exhaustive: progress file, so an interrupted run continues (default: ' +
          '.lexpath/lexpath-exhaustive-PUZZLE[-shard-I-of-N].checkpoint.json here, in a folder git ignores)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print one JSON object on stdout' })
      .option('max-time', {
        type: 'string',
        describe:
          "bound on the whole run, counterexamples included, e.g. 5m, or 'none'; cases not judged in time are " +
          'unfinished, never ok (default: 2m for each solver or program per worker thread, so 2m for one ' +
          'program; none with --exhaustive)',
      })
      .option('shard', {
        type: 'string',
        describe:
          'run slice I of N of the same case list (merge with `lexpath merge`); auto: the slice a job engine ' +
          'gives (Kubernetes, GitLab, CircleCI, AWS Batch, LEXPATH_SHARD_INDEX: docs/verify.md)',
      })
      .option('shard-count', {
        type: 'number',
        coerce: wholeNumber('shard-count', 1),
        describe:
          'with --shard auto: how many shards, where the engine does not say (a Kubernetes Job, an AWS Batch array)',
      })
      .option('workers', {
        type: 'number',
        coerce: wholeNumber('workers', 1),
        describe: 'solvers run in parallel (default and most: the number of cores)',
      })
      .option('regressions', {
        type: 'string',
        describe:
          'your saved counterexamples, run after the shipped ones (default: ./lexpath-regressions, where repro saves)',
      })
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
      const { formatVerifyReport } = await import('../verify/text-report.js');
      const { progressBar } = await import('../progress.js');
      const seed = resolveSeed(args.seed);
      await loadPlugIns([args.puzzle], args);
      if (args['cache-dir'] !== undefined)
        (await import('../../puzzles/sliding/pdb/cache-dir.js')).usePatternCache(args['cache-dir']);
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
      const cases = args.exhaustive ? 0 : (args.cases ?? (args.case.length > 0 ? 0 : puzzle.defaults.randomCases));
      const run = runOptions(args);
      // An exhaustive run is of the solvers and programs named: --cmd alone is not all ten built-ins too.
      const builtins = args.exhaustive ? false : args.builtins;
      const { checkCorpusPuzzle } = await import('../corpus.js');
      for (const file of args.corpus) checkCorpusPuzzle(file, puzzle);
      const options = await recordedOptions(args, puzzle, run, cases, builtins);
      const progress = progressBar(!args.json, `verify ${args.puzzle}`);
      const core = await verify({
        puzzle,
        solvers: args.solver,
        programs: parsePrograms(args.cmd),
        builtins,
        randomCases: cases,
        seed,
        ...run,
        failFast: args['fail-fast'],
        beyondContract: args['beyond-contract'],
        exhaustive: args.exhaustive,
        checkpointFile,
        onResume: (file) =>
          process.stderr.write(
            `lexpath verify: continuing the interrupted run saved in ${file} (delete it to start afresh)\n`,
          ),
        corpora: args.corpus.length > 0 ? args.corpus : undefined,
        inline: args.case,
        shard,
        workers: args.workers ?? VERIFY_DEFAULTS.workers,
        regressionsDir: args.regressions,
        onProgress: (done, total, failures) => progress.update(done, total, failures),
        ...maxTimeOption(args['max-time']),
      });
      const report: VerifyReport = { ...core, options };
      progress.finish();
      stop.release();
      const { terminalSafe } = await import('../../util/escape.js');
      process.stdout.write(
        args.json ? `${JSON.stringify(report, null, 2)}\n` : terminalSafe(formatVerifyReport(report)),
      );
      return report.ok ? EXIT_OK : EXIT_FAILED;
    }),
};
