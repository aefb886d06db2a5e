import type { CommandModule } from 'yargs';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { UsageError } from '../../util/errors.js';
import { plural } from '../../util/plural.js';
import { wholeNumber } from '../../util/option-table.js';
import { EXIT_OK, runCommand } from './run.js';
import { OUTPUT_MODES, type OutputMode } from '../verify/judging/judge-output.js';
import { TIME_DEFAULTS } from '../verify/running/time-limits.js';
import { parsePrograms } from '../verify/run-options.js';
import { PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { loadPlugIns, plugInOptions, type PlugInArgs } from './plug-ins.js';

interface ExplainArgs extends PlugInArgs {
  file?: string;
  solver?: string;
  cmd: string[];
  puzzle?: PuzzleName;
  case: string[];
  'time-limit': number;
  'startup-allowance'?: number;
  format: OutputMode;
  html?: string;
  'html-dir'?: string;
  json: boolean;
}

export const explainCommand: CommandModule<object, ExplainArgs> = {
  command: 'explain [file]',
  describe:
    'Show a counterexample step by step: both paths as boards, where they part, each state’s distance to the ' +
    'goal (terminal, or a page with --html)',
  builder: (y) =>
    plugInOptions(y)
      .positional('file', {
        type: 'string',
        describe:
          'a verify --json report (or nightly’s verify-PUZZLE.json), a repro --json output, or a saved regression file',
      })
      .option('solver', {
        type: 'string',
        describe:
          'the report’s counterexample of this solver; with a regression file or --case: the built-in solver to run',
      })
      .option('cmd', {
        type: 'string',
        array: true,
        default: [] as string[],
        describe:
          'with a regression file or --case: the outside program NAME=COMMAND to run once (judge input on stdin)',
      })
      .option('puzzle', {
        type: 'string',
        describe: `the puzzle of --case: ${PUZZLE_CHOICES_TEXT}`,
        coerce: puzzleArgument,
      })
      .option('case', {
        type: 'string',
        array: true,
        default: [] as string[],
        describe: 'a case to run the solver on, as verify takes it (repeatable)',
      })
      .option('time-limit', {
        type: 'number',
        default: TIME_DEFAULTS.caseMs,
        coerce: wholeNumber('time-limit', 1),
        describe: 'ms per case when the solver is run (as in verify)',
      })
      .option('startup-allowance', {
        type: 'number',
        coerce: wholeNumber('startup-allowance', 1),
        describe: `ms a --cmd program may spend starting up (default: ${TIME_DEFAULTS.startupMs}; fifteen 20000)`,
      })
      .option('format', {
        choices: OUTPUT_MODES,
        default: 'strict' as OutputMode,
        describe: 'how a --cmd program’s output is read (as in verify)',
      })
      .option('html', {
        type: 'string',
        describe: 'write the explanation as one self-contained page to this file (one counterexample)',
      })
      .option('html-dir', {
        type: 'string',
        describe: 'write one page per counterexample into this folder (explain-PUZZLE-SOLVER.html)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the explanations as JSON' })
      .example('$0 explain verify-eight.json --solver bfs-wrong-order', 'a counterexample of a verify --json report')
      .example('$0 explain repro.json --html cx.html', 'the counterexample of a repro --json output, and its page')
      .example(
        "$0 explain lexpath-regressions/eight-3de384cc611c.json --cmd 'mine=./a.out'",
        'a saved regression: your program run once on its cases',
      )
      .example(
        "$0 explain --puzzle eight --case '534X12678 1X4352678' --cmd 'mine=./a.out'",
        'your program run once on one case',
      ),
  handler: (args) => runCommand(() => explainHandler(args)),
};

async function explainHandler(args: ExplainArgs): Promise<number> {
  const programs = parsePrograms(args.cmd);
  if ((args.file === undefined) === (args.case.length === 0))
    throw new UsageError('give a file to explain, or --case with --puzzle (not both)');
  if (args.html !== undefined && args['html-dir'] !== undefined)
    throw new UsageError('--html and --html-dir: give one');
  if (programs.length > 1) throw new UsageError('name one solver: --solver NAME or one --cmd NAME=COMMAND');
  for (const [flag, path] of [
    ['--html', args.html],
    ['--html-dir', args['html-dir']],
    ['file', args.file],
  ] as const) {
    if (path === '') throw new UsageError(`${flag}: expected a path, got an empty one`);
    if (path === '-' && flag === 'file')
      throw new UsageError('explain reads a file, not standard input: save the JSON and name the file');
  }
  // Plug-in modules first: a report or regression file of a plug-in puzzle names that puzzle.
  await loadPlugIns(args.puzzle === undefined ? [] : [args.puzzle], args);
  const { readExplainFile } = await import('../explain/sources.js');
  const file = args.file === undefined ? null : readExplainFile(args.file, args.solver);
  const puzzleName = args.puzzle ?? file?.puzzle;
  if (puzzleName === undefined) throw new UsageError('--case needs --puzzle (which puzzle the case is of)');
  const { resolvePuzzle } = await import('../../puzzles/index.js');
  const puzzle = resolvePuzzle(puzzleName);
  const request = {
    solver: args.solver,
    program: programs[0],
    timeLimitMs: args['time-limit'],
    startupMs: args['startup-allowance'],
    outputMode: args.format,
  };
  const { exitOnStopSignals } = await import('../process/signals.js');
  const stop = exitOnStopSignals('explain');
  const { explainCaseTexts, explainFile } = await import('../explain/explain.js');
  const result =
    file !== null ? await explainFile(file, puzzle, request) : await explainCaseTexts(puzzle, args.case, request);
  stop.release();
  if (result.passed) {
    process.stdout.write(
      `${result.passed.solver} gave the expected answer on ${plural(result.passed.cases, 'case')}: nothing to ` +
        `explain${args.html || args['html-dir'] ? ' (no page written)' : ''}.\n`,
    );
    return EXIT_OK;
  }
  const { pagePaths, writePages } = await import('../explain/output.js');
  const targets = { html: args.html, htmlDir: args['html-dir'] };
  const pages = writePages(result.explanations, pagePaths(result.explanations, targets), targets);
  const { terminalJson, terminalSafe } = await import('../../util/escape.js');
  if (args.json) {
    process.stdout.write(terminalJson({ explanations: result.explanations, pages }));
    return EXIT_OK;
  }
  const { explanationText } = await import('../explain/text.js');
  const style = { colour: colourWanted() };
  process.stdout.write(result.explanations.map((x) => explanationText(x, style)).join(`\n${'-'.repeat(72)}\n\n`));
  for (const page of pages) process.stdout.write(terminalSafe(`page: ${page}\n`));
  return EXIT_OK;
}

/** Colour on a terminal that has it: never with NO_COLOR (no-color.org), FORCE_COLOR=0 or TERM=dumb. */
function colourWanted(): boolean {
  const env = process.env;
  return process.stdout.isTTY === true && !env.NO_COLOR && env.FORCE_COLOR !== '0' && env.TERM !== 'dumb';
}
