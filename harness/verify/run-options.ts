/**
 * verify's and repro's options, each declared once (util/option-table.ts): its flag, type, default
 * and help, and what it means to a run. An option with a `run` part sets one field of the library's
 * options (`key`: VerifyOptions, ReproOptions), whose value `report.options` records as `value`
 * describes it (types.ts makes the schema, and so the field's type in both), once `resolve` has
 * applied the library's default. From the roles come the replay command's flags
 * (counterexample.ts), a checkpoint's identity (verify.ts) and merge's agreement check (merge.ts);
 * the commands (harness/commands/verify.ts, repro.ts) build their yargs options from these tables,
 * and so docs/cli.md. This module loads no zod: every command's definition imports it.
 */
import type { z as zod } from 'zod';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { OUTPUT_MODES, type OutputMode } from '../../puzzles/kit/output.js';
import { PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { CACHE_OPTIONS } from '../../util/cache-options.js';
import { parseDuration } from '../../util/duration.js';
import { UsageError } from '../../util/errors.js';
import { oneLine } from '../../util/escape.js';
import { type OptionRoles, type OptionSpec, optionsIn, wholeNumber } from '../../util/option-table.js';
import { TIME_DEFAULTS } from './running/time-limits.js';

/** The schemas a recorded value is made of, given by types.ts (which loads zod). */
export interface ValueSchemas {
  readonly z: typeof zod;
  /** A whole number, not negative. */
  readonly count: zod.ZodNumber;
  /** Any number but Infinity and NaN. */
  readonly finite: zod.ZodNumber;
}

/** What a default may depend on: the puzzle, and the library's options as given. */
interface ResolveContext {
  readonly puzzle: AnyPuzzleDefinition;
  readonly given: ReadonlyMap<string, unknown>;
}

/** An option's part in a run (methods, so each table entry may take its own value's type). */
interface RunPart {
  /** The field it sets in the library's options and in report.options. */
  readonly key: string;
  /** Its value's schema in report.options, and so its type in the library's options. */
  value(schemas: ValueSchemas): zod.ZodType;
  /** The command line's value as the library takes it (absent: as yargs gives it). */
  fromArg?(arg: unknown): unknown;
  /** Its value with the library's default applied (absent: as given): what is recorded, replayed and compared. */
  resolve?(given: unknown, context: ResolveContext): unknown;
}

export type RunOptionSpec = OptionSpec & { readonly run?: RunPart };
export type RunOptionTable = Readonly<Record<string, RunOptionSpec>>;

/** A table of run options, checked and kept literal (as optionTable, with each `run` part typed). */
function runOptionTable<const T extends RunOptionTable>(table: T): T {
  return table;
}

/** An outside program's start-up allowance unless one is given: the puzzle's (tables to build), else 5 s. */
export function defaultStartupMs(puzzle: AnyPuzzleDefinition): number {
  return puzzle.defaults.startupMs ?? TIME_DEFAULTS.startupMs;
}

/** --cmd NAME=COMMAND, each checked: the name is printed in tables and reports. */
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

const GIVEN_EVERYWHERE = { recorded: true, identity: true, agree: true } as const;

/** The options verify and repro share: the puzzle, the seed, and how cases are run, read and shrunk. */
export const CASE_OPTIONS = runOptionTable({
  puzzle: { type: 'string', demandOption: true, describe: PUZZLE_CHOICES_TEXT, coerce: puzzleArgument },
  seed: {
    type: 'number',
    coerce: wholeNumber('seed', Number.MIN_SAFE_INTEGER),
    describe: 'seed for random cases (default: random, printed so a run can be replayed)',
  },
  'time-limit': {
    type: 'number',
    default: TIME_DEFAULTS.caseMs,
    coerce: wholeNumber('time-limit', 1),
    describe:
      'ms per case for built-in solvers; --cmd programs get this per run plus its twentieth per case ' +
      '(docs/verify.md: Time limits)',
    roles: { ...GIVEN_EVERYWHERE, replay: true },
    run: {
      key: 'timeLimitMs',
      value: (s) => s.finite,
      resolve: (ms: number | undefined) => ms ?? TIME_DEFAULTS.caseMs,
    },
  },
  'startup-allowance': {
    type: 'number',
    coerce: wholeNumber('startup-allowance', 1),
    describe:
      `ms each --cmd program run may spend starting up (e.g. building tables), on top of its cases ` +
      `(default: ${TIME_DEFAULTS.startupMs}; fifteen 20000)`,
    roles: { ...GIVEN_EVERYWHERE, replay: 'unless-default' },
    run: {
      key: 'startupMs',
      value: (s) => s.finite,
      resolve: (ms: number | undefined, { puzzle }) => ms ?? defaultStartupMs(puzzle),
    },
  },
  format: {
    choices: OUTPUT_MODES,
    default: 'strict' as OutputMode,
    describe: "how --cmd programs' output is read: strict (as the judge) or lenient (docs/verify.md: Strictness)",
    roles: { ...GIVEN_EVERYWHERE, replay: 'unless-default' },
    run: {
      key: 'outputMode',
      value: (s) => s.z.enum(OUTPUT_MODES),
      resolve: (mode: OutputMode | undefined) => mode ?? 'strict',
    },
  },
  'shrink-budget': {
    type: 'string',
    describe: 'time for shrinking each counterexample, e.g. 10s (verify: 20s, repro: 10s)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'shrinkBudgetMs',
      // null: the default (VERIFY_DEFAULTS.shrinkBudgetMs; repro's own).
      value: (s) => s.finite.nullable(),
      fromArg: (text: string | undefined) => (text === undefined ? undefined : parseDuration(text, '--shrink-budget')),
      resolve: (ms: number | null | undefined) => ms ?? null,
    },
  },
  cmd: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'outside program NAME=COMMAND (run by the shell; judge input on stdin)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'programs',
      value: (s) => s.z.array(s.z.object({ name: s.z.string(), command: s.z.string() })),
      fromArg: parsePrograms,
      resolve: (programs: unknown[] | undefined) => programs ?? [],
    },
  },
});

/** verify's own options (after the plug-in options in its help). */
export const VERIFY_OPTIONS = runOptionTable({
  solver: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'built-in solver (repeatable; default: all, correct and buggy)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'solvers',
      value: (s) => s.z.array(s.z.string()),
      resolve: (names: string[] | undefined) => names ?? [],
    },
  },
  ...CACHE_OPTIONS,
  builtins: {
    type: 'boolean',
    default: true,
    describe: 'run the built-in solvers when none is named (--no-builtins: only --cmd programs)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'builtins',
      value: (s) => s.z.boolean(),
      // An exhaustive run is of the solvers and programs named: --cmd alone is not all ten built-ins too.
      resolve: (on: boolean | undefined, { given }) => (given.get('exhaustive') === true ? false : (on ?? true)),
    },
  },
  'fail-fast': {
    type: 'boolean',
    default: false,
    describe: 'stop each solver and program at its first failure (the rest count as skipped)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'failFast',
      // Absent in reports of older versions.
      value: (s) => s.z.boolean().optional(),
      resolve: (on: boolean | undefined) => on === true,
    },
  },
  'beyond-contract': {
    type: 'boolean',
    default: false,
    describe:
      "also run --cmd programs on cases beyond the judge's promise (rotation: boards without eight of each " +
      'digit), reported apart; their failures fail nothing',
    roles: { recorded: true, agree: true },
    run: {
      key: 'beyondContract',
      value: (s) => s.z.boolean().optional(),
      // Recorded only when given, so shards of older runs (which never had it) still compare equal.
      resolve: (on: boolean | undefined) => (on === true ? true : undefined),
    },
  },
  cases: {
    type: 'number',
    coerce: wholeNumber('cases', 0),
    describe: 'random cases (default: 300 for eight, 40 for rotation)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'randomCases',
      value: (s) => s.count,
      // None in an exhaustive run, none beside --case; else the puzzle's number.
      resolve: (count: number | undefined, { puzzle, given }) => {
        if (given.get('exhaustive') === true) return 0;
        const inline = given.get('inline');
        return count ?? (Array.isArray(inline) && inline.length > 0 ? 0 : puzzle.defaults.randomCases);
      },
    },
  },
  corpus: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'corpus file to run instead of the shipped corpora (repeatable)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'corpora',
      // null: the shipped corpora.
      value: (s) => s.z.array(s.z.string()).nullable(),
      resolve: (files: string[] | null | undefined) => (files && files.length > 0 ? files : null),
    },
  },
  case: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'run only this case: eight "START GOAL", rotation "24 digits" (repeatable)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'inline',
      value: (s) => s.z.array(s.z.string()),
      resolve: (cases: string[] | undefined) => cases ?? [],
    },
  },
  exhaustive: {
    type: 'boolean',
    default: false,
    describe:
      'every distinct case (eight: all 1,632,960; rotation: every 8-cell placement, 735,471) instead of ' +
      'corpora and random cases; needs --solver or --cmd',
    roles: GIVEN_EVERYWHERE,
    run: {
      key: 'exhaustive',
      // Absent in reports of older versions: false.
      value: (s) => s.z.boolean().optional(),
      resolve: (on: boolean | undefined) => on === true,
    },
  },
  checkpoint: {
    type: 'string',
    describe:
      'with --exhaustive: progress file, so an interrupted run continues (default: ' +
      '.lexpath/lexpath-exhaustive-PUZZLE[-shard-I-of-N].checkpoint.json here, in a folder git ignores)',
  },
  json: { type: 'boolean', default: false, describe: 'print one JSON object on stdout' },
  'max-time': {
    type: 'string',
    describe:
      "bound on the whole run, counterexamples included, e.g. 5m, or 'none'; cases not judged in time are " +
      'unfinished, never ok (default: 2m for each solver or program per worker thread, so 2m for one ' +
      'program; none with --exhaustive)',
  },
  shard: {
    type: 'string',
    describe:
      'run slice I of N of the same case list (merge with `lexpath merge`); auto: the slice a job engine ' +
      'gives (Kubernetes, GitLab, CircleCI, AWS Batch, LEXPATH_SHARD_INDEX: docs/verify.md)',
  },
  'shard-count': {
    type: 'number',
    coerce: wholeNumber('shard-count', 1),
    describe:
      'with --shard auto: how many shards, where the engine does not say (a Kubernetes Job, an AWS Batch array)',
  },
  workers: {
    type: 'number',
    coerce: wholeNumber('workers', 1),
    describe: 'solvers run in parallel (default and most: the number of cores)',
  },
  regressions: {
    type: 'string',
    describe:
      'your saved counterexamples, run after the shipped ones (default: ./lexpath-regressions, where repro saves)',
    roles: { recorded: true, agree: true },
    run: {
      key: 'regressions',
      // null: the default folder.
      value: (s) => s.z.string().nullable(),
      resolve: (dir: string | null | undefined) => dir ?? null,
    },
  },
  'max-cases-per-run': {
    type: 'number',
    coerce: wholeNumber('max-cases-per-run', 1),
    describe:
      "at most this many cases in one run of a --cmd program, for one that reads no more (default: the puzzle's " +
      "batch within its judge's bound, e.g. 200 for eight, 30 for rotation)",
    roles: { recorded: true, identity: true, agree: true },
    // Recorded only when given.
    run: { key: 'maxCasesPerRun', value: (s) => s.z.number().int().positive().optional() },
  },
});

/** Every option of verify but the plug-in options: what its runs record, replay, keep and compare. */
export const VERIFY_TABLE = { ...CASE_OPTIONS, ...VERIFY_OPTIONS };

/** repro's own options (after the plug-in options in its help; the solver is its positional argument). */
export const REPRO_OPTIONS = runOptionTable({
  cases: {
    type: 'number',
    default: 20_000,
    coerce: wholeNumber('cases', 1),
    describe: 'give up after the regressions, the corpora and this many random cases',
  },
  save: { type: 'boolean', default: true, describe: 'save the counterexample (--no-save: only print it)' },
  'save-dir': { type: 'string', describe: 'where to save it (default: ./lexpath-regressions, which verify reads)' },
  json: { type: 'boolean', default: false, describe: 'print JSON' },
});

type RecordedKey<S> = S extends {
  readonly roles: { readonly recorded: true };
  readonly run: { readonly key: infer K extends string };
}
  ? K
  : never;

/** The shape of report.options a table gives: each recorded option's key and value schema. */
export type RecordedShape<T extends RunOptionTable> = {
  [F in keyof T as RecordedKey<T[F]>]: T[F] extends { readonly run: { value(s: ValueSchemas): infer S } } ? S : never;
};

/** The recorded options of `table` and the schema of each, made with `schemas`. */
export function recordedShape<T extends RunOptionTable>(table: T, schemas: ValueSchemas): RecordedShape<T> {
  const shape: Record<string, zod.ZodType> = {};
  for (const spec of Object.values(table))
    if (spec.roles?.recorded && spec.run) shape[spec.run.key] = spec.run.value(schemas);
  // The loop builds exactly the mapped type's keys; TypeScript cannot follow a loop to see it.
  return shape as RecordedShape<T>;
}

/** The options of `table` that play `role` and set a library field, with their flags, in the table's order. */
function runParts(
  table: RunOptionTable,
  role: keyof OptionRoles,
): { flag: string; spec: RunOptionSpec; run: RunPart }[] {
  return optionsIn(table, role).flatMap((flag) => {
    const spec = table[flag];
    return spec.run ? [{ flag, spec, run: spec.run }] : [];
  });
}

/** The library's options from parsed command-line arguments: each run option's value, as the library takes it. */
export function libraryOptions(table: RunOptionTable, args: object): Record<string, unknown> {
  const parsed = new Map(Object.entries(args));
  const options: Record<string, unknown> = {};
  for (const [flag, spec] of Object.entries(table)) {
    if (!spec.run) continue;
    const arg = parsed.get(flag);
    const value = spec.run.fromArg ? spec.run.fromArg(arg) : arg;
    if (value !== undefined) options[spec.run.key] = value;
  }
  return options;
}

/** The recorded options with the library's defaults applied, from the library's options as given. */
export function resolveRecorded(
  table: RunOptionTable,
  given: object,
  puzzle: AnyPuzzleDefinition,
): Record<string, unknown> {
  const context: ResolveContext = { puzzle, given: new Map(Object.entries(given)) };
  const resolved: Record<string, unknown> = {};
  for (const { run } of runParts(table, 'recorded')) {
    const value = run.resolve ? run.resolve(context.given.get(run.key), context) : context.given.get(run.key);
    if (value !== undefined) resolved[run.key] = value;
  }
  return resolved;
}

/** One flag as a command line gives it: `--time-limit 2000`, `--fail-fast`, `--no-builtins`; arrays repeat it. */
function flagText(flag: string, value: unknown, quote: (text: string) => string): string[] {
  if (value === true) return [`--${flag}`];
  if (value === false) return [`--no-${flag}`];
  if (Array.isArray(value)) return value.flatMap((v) => flagText(flag, v, quote));
  return [`--${flag} ${quote(String(value))}`];
}

/**
 * The replay command's flags for the options of `table` that a replay gives again, from a run's
 * options (as given or resolved): each in the table's order, and an `unless-default` one only when
 * its value is not the library's default.
 */
export function replayFlags(
  table: RunOptionTable,
  options: object,
  puzzle: AnyPuzzleDefinition,
  quote: (text: string) => string,
): string[] {
  const context: ResolveContext = { puzzle, given: new Map(Object.entries(options)) };
  return runParts(table, 'replay').flatMap(({ flag, spec, run }) => {
    const resolve = (value: unknown): unknown => (run.resolve ? run.resolve(value, context) : value);
    const value = resolve(context.given.get(run.key));
    const unchanged = JSON.stringify(value) === JSON.stringify(resolve(undefined));
    return value === undefined || (spec.roles?.replay === 'unless-default' && unchanged)
      ? []
      : flagText(flag, value, quote);
  });
}

/** What of a run's recorded options makes a checkpoint's identity: each identity option's key and value. */
export function identityOptions(table: RunOptionTable, recorded: object): Record<string, unknown> {
  const values = new Map(Object.entries(recorded));
  return Object.fromEntries(runParts(table, 'identity').map(({ run }) => [run.key, values.get(run.key)]));
}

/** The first option on which two runs' recorded options disagree, with its flag and both values; null: none. */
export function disagreement(
  table: RunOptionTable,
  a: object,
  b: object,
): { readonly flag: string; readonly a: unknown; readonly b: unknown } | null {
  const first = new Map(Object.entries(a));
  const second = new Map(Object.entries(b));
  for (const { flag, run } of runParts(table, 'agree')) {
    if (JSON.stringify(first.get(run.key)) !== JSON.stringify(second.get(run.key)))
      return { flag: `--${flag}`, a: first.get(run.key), b: second.get(run.key) };
  }
  return null;
}
