/**
 * The solvers under test, however they run: built-in solvers on the shared thread pool, outside
 * programs as shell commands. Each runs a list of cases (every result back) or a slice of a case
 * stream (only the cases that are not ok back, plus finished segments for tallies).
 */
import { applyingSolver, isBuiltIn, solversFor } from '../../../solvers/registry.js';
import { puzzleModule, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import { InputError } from '../../../util/errors.js';
import type { Oracle } from '../../../oracle/oracle.js';
import { BuiltinRunner, type StreamHooks, type StreamRunSummary } from './builtin-runner.js';
import { deal, type Scheduler } from './scheduler.js';
import { batchSize, runCommandOnCases, type ProgramRun } from './command-runner.js';
import { commandFiles } from './identity.js';
import { judgeAnswer } from '../judging/judge-answer.js';
import {
  defaultStartupMs,
  limitsOf,
  type OutsideProgram,
  type ResolvedVerifyOptions,
  type VerifyOptions,
} from '../options.js';
import { sliceIndex, streamCase, type StreamSlice } from './streams.js';
import { builtinCaseLimitMs, TIME_DEFAULTS, type TimeLimits } from './time-limits.js';
import type { CaseVerdict, RunResult, StreamFailure } from '../types.js';
import { moduleArgument } from '../../../util/package-paths.js';

export type { StreamFailure };

/** A run of an outside program's cases that did not end by itself: a stop cut it off, or its time limit. */
export interface CutRun {
  /** Its first case: an index into the listed cases it ran, or into the whole case stream. */
  readonly first: { readonly listed: boolean; readonly index: number };
  readonly cases: number;
  /** How long it ran, and under which limit. */
  readonly ms: number;
  readonly limitMs: number;
}

/** An outside program's listed and stream runs that a stop cut off, and those that hit their time limit. */
export interface CutRuns {
  readonly stopped: readonly CutRun[];
  readonly timedOut: readonly CutRun[];
}

/** One solver under test, however it runs. */
export interface Contender {
  readonly name: string;
  readonly expected: 'correct' | 'buggy';
  /** A solver lexpath ships, a solver a user's module registered, or an outside program. */
  readonly kind: 'built-in' | 'module' | 'program';
  /** The verify options that select it, for replay commands. */
  readonly selector: string;
  /** An outside program's name and command (absent: a solver): judged on cases within the judge's contract. */
  readonly program?: OutsideProgram;
  /** The files whose content it is (a solver's and a plug-in puzzle's module, a program's files), for checkpoints. */
  readonly files: readonly string[];
  /**
   * Runs `cases`; `onResult` may return true to stop early (later cases are dropped; earlier ones
   * may still report, so callers keep the earliest failure). `tallied`: the listed cases, whose
   * output faults count towards a program's cap with its stream's (shrinking runs do not).
   */
  run(
    cases: readonly unknown[],
    onResult?: (index: number, result: RunResult) => boolean | void,
    tallied?: boolean,
  ): Promise<(RunResult | null)[]>;
  /** Milliseconds its listed and random cases spent attributing batch faults (outside programs). */
  attributionMs?(): number;
  /** Its listed and random cases' runs that did not end by themselves (outside programs). */
  cutRuns?(): CutRuns;
  runStream(slice: StreamSlice, hooks: StreamHooks): Promise<StreamRunSummary>;
}

type ContenderOptions = Pick<
  ResolvedVerifyOptions,
  | 'solvers'
  | 'programs'
  | 'timeLimitMs'
  | 'startupMs'
  | 'outputMode'
  | 'builtins'
  | 'signal'
  | 'streamUntil'
  | 'maxCasesPerRun'
> & {
  /** Cases per outside-program run for stream slices (default: command-runner's BATCH_SIZE). */
  readonly streamBatch?: number;
  /** Outside-program runs at once on stream slices (default 1). */
  readonly programRuns?: number;
};

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function judgeResult(
  oracle: Oracle<unknown>,
  puzzle: AnyPuzzleDefinition,
  c: unknown,
  result: RunResult,
): CaseVerdict {
  if (result.kind !== 'answer')
    return {
      verdict: result.kind,
      detail: result.detail,
      ...(result.output === undefined ? {} : { printed: result.output }),
    };
  const judged = result.judged ?? judgeAnswer(oracle, puzzle, c, result.moves, result.label);
  return { ...judged, printed: result.printed };
}

/**
 * The cases `contender` is judged on by default: an outside program's are those within the
 * puzzle's judge contract (a program written for the judge may rely on its promise, so a failure
 * beyond it would be a false alarm); a solver's are every case.
 */
export function judgedOn(puzzle: AnyPuzzleDefinition, contender: Contender): (c: unknown) => boolean {
  const contract = puzzle.contract;
  return contract && contender.kind === 'program' ? (c) => contract.holds(c) : () => true;
}

/** What every contender of one verify run shares. */
interface ContenderContext {
  readonly puzzle: AnyPuzzleDefinition;
  readonly options: ContenderOptions;
  readonly oracle: Oracle<unknown>;
  readonly limits: TimeLimits;
  /** Optimal length of a case (sizes its time limit). */
  readonly lengthOf: (c: unknown) => number;
}

/** Where built-in solvers' answers are judged (BuiltinRunner's `judge`). */
type Judge = 'threads' | ((c: unknown, moves: string, label: number) => CaseVerdict);

export function contenders(
  puzzle: AnyPuzzleDefinition,
  options: ContenderOptions,
  scheduler: Scheduler,
  oracle: Oracle<unknown>,
): Contender[] {
  const limits = limitsOf(puzzle, options);
  const lengthOf = (c: unknown): number => oracle.distance(c);
  const context: ContenderContext = { puzzle, options, oracle, limits, lengthOf };
  const builtinNames = builtinsToRun(puzzle, options);
  // A user's solver module runs in the pool threads: its answers (and everyone's in that pool) are
  // then judged here, by an oracle whose tables the threads never see.
  const judge: Judge = builtinNames.every(isBuiltIn)
    ? 'threads'
    : (c: unknown, moves: string, label: number) => judgeAnswer(oracle, puzzle, c, moves, label);
  const list: Contender[] = builtinNames.map((name) => builtinContender(context, name, scheduler, judge));
  for (const program of options.programs) {
    if (list.some((c) => c.name === program.name))
      throw new InputError(`--cmd ${program.name}: that name is already taken`);
    list.push(programContender(context, program));
  }
  return list;
}

/** One solver (a built-in or module solver's name) or one outside program. */
export type LoneTarget = { readonly solver: string } | { readonly program: OutsideProgram };

/** The one solver or program a repro or an explanation runs, alone on its pool (no built-ins beside it). */
export function loneContender(
  puzzle: AnyPuzzleDefinition,
  target: LoneTarget,
  options: Pick<VerifyOptions, 'timeLimitMs' | 'startupMs' | 'outputMode'>,
  scheduler: Scheduler,
  oracle: Oracle<unknown>,
): Contender {
  const [contender] = contenders(
    puzzle,
    {
      solvers: 'solver' in target ? [target.solver] : [],
      programs: 'program' in target ? [target.program] : [],
      builtins: false,
      timeLimitMs: options.timeLimitMs ?? TIME_DEFAULTS.caseMs,
      startupMs: options.startupMs ?? defaultStartupMs(puzzle),
      outputMode: options.outputMode ?? 'strict',
    },
    scheduler,
    oracle,
  );
  return contender;
}

/** The built-in solvers named, or else (unless --no-builtins) every one that applies to the puzzle. */
function builtinsToRun(puzzle: AnyPuzzleDefinition, options: ContenderOptions): readonly string[] {
  const puzzleName = puzzle.name;
  const stateCount = puzzle.stateCount;
  return options.solvers.length === 0 && options.builtins !== false
    ? solversFor(puzzleName, stateCount).apply.map((s) => s.name)
    : options.solvers;
}

/** A built-in (or registered) solver, run on the pool's threads. */
function builtinContender(
  { puzzle, options, limits, lengthOf }: ContenderContext,
  name: string,
  scheduler: Scheduler,
  judge: Judge,
): Contender {
  const puzzleName = puzzle.name;
  const solver = applyingSolver(name, puzzleName, puzzle.stateCount);
  if (solver.kind === 'module' && !solver.module) {
    throw new InputError(
      `solver '${name}' was registered without \`module\`: verify runs solvers in worker threads, which import ` +
        `the module that registers it (give \`module: import.meta.url\` to registerSolver, or --solver-module FILE)`,
    );
  }
  // Worker threads import the plug-in puzzle's module (if any), then the solver's.
  const modules = [puzzleModule(puzzle), solver.module].filter((m): m is string => m !== undefined);
  // At night a zoo variant stops at its first failure in time, not the earliest in the list (a
  // fixed-size run keeps the earliest: shards merge), and every list is paced (its tasks sized by
  // time), so a slow solver's holds a thread briefly.
  const night = options.streamUntil !== undefined;
  const listedRun = { listed: true, stopAll: night && solver.expected === 'buggy', paced: night };
  const limitOf = (c: unknown): number => builtinCaseLimitMs(limits, puzzle, lengthOf(c), solver.expected);
  const runner = new BuiltinRunner(scheduler, puzzle, name, limitOf, judge, limits.caseMs, modules);
  const modulePath = solver.module === undefined ? undefined : moduleArgument(solver.module);
  return {
    name,
    expected: solver.expected,
    kind: solver.kind,
    selector: modulePath ? `--solver-module ${shellQuote(modulePath)} --solver ${name}` : `--solver ${name}`,
    files: modules.filter((m) => m.startsWith('file:')).map(moduleArgument),
    run: (cases, onResult, tallied) =>
      runner.run(cases, onResult, options.signal, tallied ? listedRun : { paced: night }),
    runStream: (slice, hooks) => runner.runStream(slice, { ...hooks, signal: options.signal }),
  };
}

/** An outside program, run as a shell command on batches of judge input. */
function programContender(
  { puzzle, options, oracle, limits, lengthOf }: ContenderContext,
  program: ContenderOptions['programs'][number],
): Contender {
  // --max-cases-per-run: no run of the program holds more cases than it reads.
  const capped = (size: number): number => Math.min(size, options.maxCasesPerRun ?? size);
  const streamBatch = capped(options.streamBatch ?? batchSize(puzzle));
  const programOptions = {
    limits,
    mode: options.outputMode ?? 'strict',
    lengthOf,
    signal: options.signal,
    batchSize: capped(batchSize(puzzle)),
  } as const;
  // One reading of its output (and one cap on faults) for its listed cases and its stream together.
  const tallied = { ...programOptions, reading: { faults: 0, lenient: false }, attribution: { ms: 0 } };
  const cut = { stopped: [] as CutRun[], timedOut: [] as CutRun[] };
  // The runs that did not end by themselves, by the index of their first case; a time-out whose
  // run ends when run again (slow once, under load) is forgotten.
  const watch =
    (first: (from: number) => CutRun['first']) =>
    (from: number, to: number, limitMs: number, run: ProgramRun): void => {
      const ended: CutRun = { first: first(from), cases: to - from, ms: run.ms, limitMs };
      if (run.status === 'stopped') cut.stopped.push(ended);
      else if (run.status === 'time-limit') cut.timedOut.push(ended);
      else
        cut.timedOut = cut.timedOut.filter(
          (t) =>
            t.first.listed !== ended.first.listed || t.first.index !== ended.first.index || t.cases !== ended.cases,
        );
    };
  const listedRuns = { ...tallied, onRunEnd: watch((from) => ({ listed: true, index: from })) };
  return {
    name: program.name,
    expected: 'correct',
    kind: 'program',
    selector: `--no-builtins --cmd ${shellQuote(`${program.name}=${program.command}`)}`,
    program,
    files: commandFiles(program.command),
    attributionMs: () => tallied.attribution.ms,
    cutRuns: () => cut,
    run: (cases, onResult, counted) =>
      runCommandOnCases(puzzle, program.command, cases, counted ? listedRuns : programOptions, onResult),
    runStream: (slice, hooks) =>
      programStream(puzzle, oracle, slice, hooks, {
        batch: streamBatch,
        slots: options.programRuns ?? 1,
        runCases: (cases, indices, onResult) =>
          runCommandOnCases(
            puzzle,
            program.command,
            cases,
            {
              ...tallied,
              batchSize: streamBatch,
              onRunEnd: watch((from) => ({ listed: false, index: indices[from] })),
            },
            onResult,
          ),
      }),
  };
}

/**
 * A stream slice for an outside program: cases are made here, a run's worth at a time, and judged
 * here; each run is one segment, dealt to `runs.slots` slots (scheduler.ts).
 */
async function programStream(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  slice: StreamSlice,
  hooks: StreamHooks,
  runs: {
    readonly batch: number;
    readonly slots: number;
    /** Runs `cases`, whose indices in the whole stream are `indices`. */
    runCases(
      cases: readonly unknown[],
      indices: readonly number[],
      onResult: (index: number, result: RunResult) => boolean | void,
    ): Promise<(RunResult | null)[]>;
  },
): Promise<StreamRunSummary> {
  let answered = 0;
  let stop = false;
  const runOne = async (from: number, to: number): Promise<void> => {
    const indices = Array.from({ length: to - from }, (_, k) => sliceIndex(slice, from + k));
    const cases = indices.map((index) => streamCase(puzzle, slice.stream, index));
    let ok = 0;
    const results = await runs.runCases(cases, indices, (k, result) => {
      if (judgeResult(oracle, puzzle, cases[k], result).verdict === 'ok') {
        ok++;
        return false;
      }
      return (
        hooks.onFailure({ position: from + k, index: indices[k], case: cases[k], result, runCases: cases }) === true
      );
    });
    const done = results.filter((r) => r !== null).length;
    answered += done;
    if (done < cases.length)
      stop = true; // stopped, or repeated time-outs: the rest is not run
    else if (hooks.onSegment?.({ from, to, ok }) === true) stop = true;
  };
  const dealt = await deal({
    from: hooks.from ?? 0,
    to: slice.count,
    slots: runs.slots,
    deadline: hooks.deadline ?? Infinity,
    size: () => runs.batch,
    wanted: () => !stop,
    run: runOne,
  });
  return { answered, skipped: dealt - answered };
}
