/**
 * Runs an outside program (a shell command reading judge input on stdin) the way a judge does:
 * batches (BATCH_SIZE), one time limit per run (time-limits.ts), the whole process tree
 * killed on time-out, output capped.
 *
 * The batch's whole output is judged first: a fault in it (a malformed or misnumbered line,
 * missing or extra output, a crash, a time-out) is a verdict on the first case where the output
 * goes wrong, and stays one. Smaller runs only attribute a crash or time-out to the cases that
 * cause it alone; they never absolve the batch. A time-out counts only when a second run of the
 * same input times out too: a batch's at once, a smaller run's only when none of its halves fails
 * (when one does, the second run of the whole would be wasted: it is not what gets the verdict).
 * After its first wrongly formatted case a program's output is read leniently (judge-output.ts),
 * that run's and every later one's: its other mistakes still show, each a verdict of its own.
 * The program's remaining cases are skipped (it has failed already)
 * after MAX_PROGRAM_TIMEOUTS time-outs or MAX_PROGRAM_CRASHES crashes attributed to cases, or
 * MAX_OUTPUT_FAULTS runs that even the lenient reader cannot read through (such a run costs a
 * fresh run of the rest of its batch, and a program may spend seconds building tables per run).
 */
import { listPuzzles, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import { parseJudgeOutput, type OutputMode, type ParsedOutput } from '../judging/judge-output.js';
import { programRunLimitMs, type TimeLimits } from './time-limits.js';
import type { RunResult } from '../types.js';
import { OUTPUT_CAP_BYTES, runProgram as runUnderDeadline } from '../../process/run-program.js';

/**
 * Cases in one outside-program run of `wanted` cases: never more than the judge puts in one input
 * (the puzzle's contract), since a program written for the judge may size its arrays by that.
 */
export function programBatch(puzzle: AnyPuzzleDefinition, wanted: number): number {
  return Math.min(wanted, puzzle.contract?.maxCases ?? wanted);
}

/**
 * Cases per outside-program run: the puzzle's `defaults.batchSize` within the judge's bound (Eight
 * 200; Rotation 30, which also keeps a program that fails early from first solving slow boards).
 */
export function batchSize(puzzle: AnyPuzzleDefinition): number {
  return programBatch(puzzle, puzzle.defaults.batchSize);
}

/** Cases per run of each listed puzzle (batchSize). */
export const BATCH_SIZE: Readonly<Record<string, number>> = Object.fromEntries(
  listPuzzles().map((p) => [p.name, batchSize(p)]),
);

export type ProgramRun =
  | {
      readonly status: 'exited';
      readonly code: number | null;
      readonly signal: NodeJS.Signals | null;
      readonly stdout: string;
      readonly stderr: string;
      readonly ms: number;
    }
  | { readonly status: 'time-limit' | 'output-limit'; readonly ms: number }
  /** The caller's signal stopped the run: no verdict. */
  | { readonly status: 'stopped'; readonly ms: number };

/**
 * Runs `command` through the shell with `input` on stdin, under harness/process/run-program.ts:
 * the deadline holds whatever the program does, and nothing it started outlives the run.
 */
export async function runProgram(
  command: string,
  input: string,
  timeLimitMs: number,
  signal?: AbortSignal,
): Promise<ProgramRun> {
  const run = await runUnderDeadline(command, { input, timeLimitMs, signal });
  if (run.status === 'time-limit' || run.status === 'output-limit') return { status: run.status, ms: run.ms };
  if (run.status === 'interrupted')
    return signal?.aborted ? { status: 'stopped', ms: run.ms } : { status: 'time-limit', ms: run.ms };
  return {
    status: 'exited',
    code: run.status === 'spawn-error' ? 127 : run.code,
    signal: run.signal,
    stdout: run.stdout ?? '',
    stderr: run.stderr,
    ms: run.ms,
  };
}

const MAX_PROGRAM_TIMEOUTS = 3;
/** Runs the lenient reader cannot read through, after which a program's remaining cases are skipped. */
const MAX_OUTPUT_FAULTS = 3;
/** How much of a malformed output a counterexample shows. */
const SHOWN_OUTPUT_CHARS = 16_000;

interface ProgramOptions {
  readonly limits: TimeLimits;
  readonly mode: OutputMode;
  /** Optimal length of a case (sizes each run's time limit). */
  readonly lengthOf: (c: unknown) => number;
  /** Cases per run (default BATCH_SIZE; exhaustive runs use larger ones). */
  readonly batchSize?: number;
  /** Aborted: the run in progress is killed and the remaining cases are left unanswered. */
  readonly signal?: AbortSignal;
  /** How the program's output is read so far, shared by the calls that count towards MAX_OUTPUT_FAULTS. */
  readonly reading?: OutputReading;
  /** Adds the time spent attributing batch faults (every run of a batch after its first), for the report. */
  readonly attribution?: { ms: number };
  /** Told of every run of cases[from, to) as it ends: how it ended, under which limit. */
  readonly onRunEnd?: (from: number, to: number, limitMs: number, run: ProgramRun) => void;
}

/** A program's wrongly formatted runs (`faults`, towards MAX_OUTPUT_FAULTS) and whether its output is now read leniently. */
interface OutputReading {
  faults: number;
  lenient: boolean;
}

type ProgramFault = Exclude<RunResult, { readonly kind: 'answer' }>;

/** What one run of a batch gave: answers for its leading cases, then the fault, if any. */
interface BatchOutcome {
  readonly answers: RunResult[];
  readonly fault: ProgramFault | null;
  /**
   * After a wrongly formatted case, the cases after it: the same output read on leniently (readOutput), or else from
   * the next case's header.
   */
  readonly resumed?: BatchOutcome;
  /** A time-out seen once: it counts only once a second run of the same input times out too (confirmTimeout). */
  readonly unconfirmed?: true;
}

function readRun(
  puzzle: AnyPuzzleDefinition,
  run: ProgramRun,
  count: number,
  limitMs: number,
  mode: OutputMode,
): BatchOutcome {
  if (run.status !== 'exited') {
    const fault: ProgramFault =
      run.status === 'time-limit'
        ? { kind: 'time-limit', detail: `no complete output within ${limitMs} ms` }
        : { kind: 'wrong-format', detail: `printed more than ${OUTPUT_CAP_BYTES} bytes` };
    return { answers: [], fault };
  }
  const parsed = parseJudgeOutput(puzzle, run.stdout, count, mode);
  if (run.code !== 0) {
    const how = run.signal ? `killed by ${run.signal}` : `exit code ${run.code}`;
    const said = run.stderr.trim().split('\n').slice(-3).join(' | ');
    return {
      answers: parsed.answers.slice(0, count - 1),
      fault: { kind: 'crash', detail: said ? `${how}: ${said}` : how },
    };
  }
  return formatOutcome(parsed, count, run.stdout.slice(0, SHOWN_OUTPUT_CHARS));
}

/** A parsed output as answers and a wrong-format fault; text after the last case is the last case's fault. */
function formatOutcome(parsed: ParsedOutput, count: number, output: string): BatchOutcome {
  if (parsed.error === null) return { answers: parsed.answers, fault: null };
  const answers = parsed.answers.length >= count ? parsed.answers.slice(0, count - 1) : parsed.answers;
  const resumed = parsed.resumed ? formatOutcome(parsed.resumed, count - answers.length - 1, output) : undefined;
  return { answers, fault: { kind: 'wrong-format', detail: parsed.error, output }, ...(resumed ? { resumed } : {}) };
}

/** The cases of `outcome` from its `n`-th (0-based) on; undefined when its output cannot be read that far. */
function casesFrom(outcome: BatchOutcome, n: number): BatchOutcome | undefined {
  if (n <= outcome.answers.length) return { ...outcome, answers: outcome.answers.slice(n) };
  return outcome.resumed && casesFrom(outcome.resumed, n - outcome.answers.length - 1);
}

/**
 * A run's output read as the program's reading stands. At its first wrongly formatted case, that
 * fault stays the case's verdict and reading turns lenient: the cases after it are read leniently
 * from the same output. A run counts towards MAX_OUTPUT_FAULTS when the lenient reader fails too.
 */
function readOutput(
  puzzle: AnyPuzzleDefinition,
  run: ProgramRun,
  count: number,
  limitMs: number,
  mode: OutputMode,
  reading: OutputReading,
): BatchOutcome {
  const outcome = readRun(puzzle, run, count, limitMs, reading.lenient ? 'lenient' : mode);
  if (outcome.fault?.kind !== 'wrong-format') return outcome;
  if (reading.lenient || mode === 'lenient') {
    reading.faults++;
    return outcome;
  }
  reading.lenient = true;
  const leniently = readRun(puzzle, run, count, limitMs, 'lenient');
  if (leniently.fault !== null) reading.faults++;
  const rest = casesFrom(leniently, outcome.answers.length + 1);
  return rest ? { ...outcome, resumed: rest } : outcome;
}

/** One run of cases[from, to) under its limit (null: stopped by the caller); a time-out is left unconfirmed. */
function batchRunner(
  puzzle: AnyPuzzleDefinition,
  command: string,
  cases: readonly unknown[],
  options: ProgramOptions,
  reading: OutputReading,
): (from: number, to: number) => Promise<BatchOutcome | null> {
  return async (from, to) => {
    const batch = cases.slice(from, to);
    const limitMs = programRunLimitMs(options.limits, puzzle, batch.map(options.lengthOf));
    const run = await runProgram(command, puzzle.formatInput(batch), limitMs, options.signal);
    options.onRunEnd?.(from, to, limitMs, run);
    if (run.status === 'stopped') return null;
    const outcome = readOutput(puzzle, run, batch.length, limitMs, options.mode, reading);
    return outcome.fault?.kind === 'time-limit' ? { ...outcome, unconfirmed: true } : outcome;
  };
}

/**
 * The second run of cases[from, to) after a time-out: the time-out confirmed ("twice") when it
 * times out again, else what that run gave (null: stopped by the caller).
 */
async function confirmTimeout(
  runOnce: (from: number, to: number) => Promise<BatchOutcome | null>,
  from: number,
  to: number,
): Promise<BatchOutcome | null> {
  const again = await runOnce(from, to);
  if (again?.unconfirmed !== true || again.fault === null) return again;
  return { answers: again.answers, fault: { kind: 'time-limit', detail: `${again.fault.detail} (twice)` } };
}

/** Crashes, attributed to their cases, after which a program's remaining cases are skipped. */
const MAX_PROGRAM_CRASHES = 3;

/**
 * The fault attribution of one batch: `locate(lo, hi, known?)` judges the run of [lo, hi) (run now
 * unless `known`) into `found`, halving a crash or time-out down to the cases that fail alone;
 * it returns whether the run failed.
 */
function faultLocator(
  runOnce: (from: number, to: number) => Promise<BatchOutcome | null>,
  found: Map<number, RunResult>,
  record: (index: number, fault: RunResult) => void,
  live: () => boolean,
): (lo: number, hi: number, known?: BatchOutcome) => Promise<boolean> {
  const locate = async (lo: number, hi: number, known?: BatchOutcome): Promise<boolean> => {
    let outcome = known ?? (await runOnce(lo, hi));
    // A single case's time-out has no smaller run to blame: it is confirmed at once.
    if (outcome?.unconfirmed && hi - lo === 1) outcome = await confirmTimeout(runOnce, lo, hi);
    if (outcome === null) return false; // stopped by the caller
    let read: BatchOutcome | undefined = outcome;
    for (let start = lo; read; ) {
      read.answers.forEach((answer, k) => {
        found.set(start + k, answer);
      });
      if (read.fault === null) return read !== outcome;
      const at = start + read.answers.length;
      const inRun = hi - lo > 1 ? ` (case ${at - lo + 1} of a batch of ${hi - lo})` : '';
      const fault: RunResult = { ...read.fault, detail: `${read.fault.detail}${inRun}`, batch: { from: lo, to: hi } };
      if (read.fault.kind === 'wrong-format' || hi - lo === 1) {
        // The output went wrong at this case; what follows is read on, or read from a fresh run.
        record(at, fault);
        if (!read.resumed && at + 1 < hi && live()) await locate(at + 1, hi);
        start = at + 1;
        read = read.resumed;
        continue;
      }
      // A crash or time-out with no usable output from `at` on: its halves run apart.
      const mid = at + Math.ceil((hi - at) / 2);
      const parts: [number, number][] =
        hi - at === 1
          ? [[at, hi]]
          : [
              [at, mid],
              [mid, hi],
            ];
      let smaller = false;
      for (const [a, b] of parts) if (live()) smaller = (await locate(a, b)) || smaller;
      if (smaller) return true;
      // It shows only with these cases together; a time-out seen once counts if it recurs.
      if (!read.unconfirmed) {
        record(at, fault);
        return true;
      }
      const again = live() ? await confirmTimeout(runOnce, lo, hi) : null;
      if (again === null) return false; // stopped by the caller
      if (again.fault?.kind !== 'time-limit') return locate(lo, hi, again);
      record(at, { ...fault, detail: `${again.fault.detail}${inRun}` });
      return true;
    }
    return true;
  };
  return locate;
}

/**
 * Runs `command` on every case, in whole batches. A wrongly formatted case is read past (leniently,
 * readOutput) when the output can be read on, or else the rest of the batch runs again. A crash
 * or time-out with no usable output is attributed by halving: the halves of the unanswered rest
 * run apart, down to the single cases that fail alone; a fault that shows only with cases
 * together stays on the first unanswered case of the smallest run that showed it.
 */
export async function runCommandOnCases(
  puzzle: AnyPuzzleDefinition,
  command: string,
  cases: readonly unknown[],
  options: ProgramOptions,
  onResult?: (index: number, result: RunResult) => boolean | void,
): Promise<(RunResult | null)[]> {
  const results: (RunResult | null)[] = new Array(cases.length).fill(null);
  // Counted as attributed to cases: the halving runs on the way to a case are not counted.
  let confirmedTimeouts = 0;
  let crashes = 0;
  const reading = options.reading ?? { faults: 0, lenient: false };
  let stopped = false;
  const emit = (index: number, result: RunResult): void => {
    results[index] = result;
    if (onResult?.(index, result) === true) stopped = true;
  };
  const runOnce = batchRunner(puzzle, command, cases, options, reading);
  const live = (): boolean =>
    !stopped &&
    confirmedTimeouts < MAX_PROGRAM_TIMEOUTS &&
    crashes < MAX_PROGRAM_CRASHES &&
    reading.faults < MAX_OUTPUT_FAULTS &&
    options.signal?.aborted !== true;

  /** Results of one batch, kept until its attribution is over (a case's result may change with a smaller run). */
  const found = new Map<number, RunResult>();
  const record = (index: number, fault: RunResult): void => {
    found.set(index, fault);
    if (fault.kind === 'time-limit') confirmedTimeouts++;
    if (fault.kind === 'crash') crashes++;
  };
  const locate = faultLocator(runOnce, found, record, live);

  for (let from = 0; from < cases.length && live(); ) {
    const to = Math.min(cases.length, from + programBatch(puzzle, options.batchSize ?? batchSize(puzzle)));
    const first = await runOnce(from, to);
    // A whole batch's time-out is confirmed before its halves run: a correct program that was
    // slow once under load costs one more run of the batch, not a run of every half.
    const outcome = first?.unconfirmed ? await confirmTimeout(runOnce, from, to) : first;
    if (outcome === null) break; // stopped by the caller
    const attributing = performance.now();
    await locate(from, to, outcome);
    if (options.attribution) options.attribution.ms += performance.now() - attributing;
    for (const index of [...found.keys()].sort((a, b) => a - b)) emit(index, found.get(index)!);
    found.clear();
    from = to;
  }
  return results;
}
