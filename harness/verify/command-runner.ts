/**
 * Runs an outside program (a shell command reading judge input on stdin) the way a judge does:
 * batches (BATCH_SIZE), one time limit per run (time-limits.ts), the whole process tree
 * killed on time-out, output capped.
 *
 * The batch's whole output is judged first: a fault in it (a malformed or misnumbered line,
 * missing or extra output, a crash, a time-out) is a verdict on the first case where the output
 * goes wrong, and stays one. Re-running cases singly only attributes a crash or time-out to the
 * case that causes it alone; it never absolves the batch. A time-out counts only when a second
 * run of the same input times out too; after MAX_PROGRAM_TIMEOUTS confirmed time-outs, or
 * MAX_OUTPUT_FAULTS wrongly formatted outputs (each costs a fresh run of the rest of its batch,
 * and a program may spend seconds building tables per run), the program's remaining cases are
 * skipped: it has failed already.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { listPuzzles, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { parseJudgeOutput, type OutputMode } from './judge-output.js';
import { programRunLimitMs, type TimeLimits } from './time-limits.js';
import type { RunResult } from './types.js';
import { OUTPUT_CAP_BYTES, runProgram as runUnderDeadline } from '../process/run-program.js';

/** Cases per run of each listed puzzle (its definition's `defaults.batchSize`). */
export const BATCH_SIZE: Readonly<Record<string, number>> = Object.fromEntries(listPuzzles().map((p) => [p.name, p.defaults.batchSize]));

/** Cases per outside-program run: Eight 200; Rotation 50, so a program that fails early is not first made to solve the slow 13-move boards. */
export function batchSize(puzzle: AnyPuzzleDefinition): number {
  return puzzle.defaults.batchSize;
}

export type ProgramRun =
  | { readonly status: 'exited'; readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stdout: string; readonly stderr: string; readonly ms: number }
  | { readonly status: 'time-limit' | 'output-limit'; readonly ms: number }
  /** The caller's signal stopped the run: no verdict. */
  | { readonly status: 'stopped'; readonly ms: number };

/**
 * Runs `command` through the shell with `input` on stdin, under harness/process/run-program.ts:
 * the deadline holds whatever the program does, and nothing it started outlives the run.
 */
export async function runProgram(command: string, input: string, timeLimitMs: number, signal?: AbortSignal): Promise<ProgramRun> {
  const run = await runUnderDeadline(command, { input, timeLimitMs, signal });
  if (run.status === 'time-limit' || run.status === 'output-limit') return { status: run.status, ms: run.ms };
  if (run.status === 'interrupted') return signal?.aborted ? { status: 'stopped', ms: run.ms } : { status: 'time-limit', ms: run.ms };
  return { status: 'exited', code: run.status === 'spawn-error' ? 127 : run.code, signal: run.signal, stdout: run.stdout ?? '', stderr: run.stderr, ms: run.ms };
}

export const MAX_PROGRAM_TIMEOUTS = 3;
/** Wrongly formatted outputs after which a program's remaining cases are skipped. */
export const MAX_OUTPUT_FAULTS = 3;
/** How much of a malformed output a counterexample shows. */
const SHOWN_OUTPUT_CHARS = 16_000;

export interface ProgramOptions {
  readonly limits: TimeLimits;
  readonly mode: OutputMode;
  /** Optimal length of a case (sizes each run's time limit). */
  readonly lengthOf: (c: unknown) => number;
  /** Cases per run (default BATCH_SIZE; exhaustive runs use larger ones). */
  readonly batchSize?: number;
  /** Aborted: the run in progress is killed and the remaining cases are left unanswered. */
  readonly signal?: AbortSignal;
  /** The program's wrongly formatted outputs so far, shared by the calls that count towards MAX_OUTPUT_FAULTS. */
  readonly outputFaults?: { count: number };
}

type ProgramFault = Exclude<RunResult, { readonly kind: 'answer' }>;

/** What one run of a batch gave: answers for its leading cases, then the fault, if any. */
interface BatchOutcome {
  readonly answers: RunResult[];
  readonly fault: ProgramFault | null;
}

function readRun(puzzle: AnyPuzzleDefinition, run: ProgramRun, count: number, limitMs: number, mode: OutputMode): BatchOutcome {
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
    return { answers: parsed.answers.slice(0, count - 1), fault: { kind: 'crash', detail: said ? `${how}: ${said}` : how } };
  }
  return {
    answers: parsed.answers,
    fault: parsed.error === null ? null : { kind: 'wrong-format', detail: parsed.error, output: run.stdout.slice(0, SHOWN_OUTPUT_CHARS) },
  };
}

/** Runs `command` on every case: whole batches, faults kept where they show, crashes attributed. */
export async function runCommandOnCases(
  puzzle: AnyPuzzleDefinition,
  command: string,
  cases: readonly unknown[],
  options: ProgramOptions,
  onResult?: (index: number, result: RunResult) => boolean | void,
): Promise<(RunResult | null)[]> {
  const results: (RunResult | null)[] = new Array(cases.length).fill(null);
  let confirmedTimeouts = 0;
  const outputFaults = options.outputFaults ?? { count: 0 };
  let stopped = false;
  const emit = (index: number, result: RunResult): void => {
    results[index] = result;
    if (onResult?.(index, result) === true) stopped = true;
  };
  /** One run of cases[from, to), a time-out confirmed by a second run. */
  const runOnce = async (from: number, to: number): Promise<BatchOutcome | null> => {
    const batch = cases.slice(from, to);
    const limitMs = programRunLimitMs(options.limits, puzzle, batch.map(options.lengthOf));
    const input = puzzle.formatInput(batch);
    const attempt = async (): Promise<BatchOutcome | null> => {
      const run = await runProgram(command, input, limitMs, options.signal);
      return run.status === 'stopped' ? null : readRun(puzzle, run, batch.length, limitMs, options.mode);
    };
    let outcome = await attempt();
    if (outcome?.fault?.kind === 'time-limit') {
      outcome = await attempt();
      if (outcome === null) return null;
      if (outcome.fault?.kind === 'time-limit') {
        confirmedTimeouts++;
        outcome = { answers: outcome.answers, fault: { kind: 'time-limit', detail: `${outcome.fault.detail} (twice)` } };
      }
    }
    return outcome;
  };
  const live = (): boolean =>
    !stopped && confirmedTimeouts < MAX_PROGRAM_TIMEOUTS && outputFaults.count < MAX_OUTPUT_FAULTS && options.signal?.aborted !== true;

  let from = 0;
  while (from < cases.length && live()) {
    const to = Math.min(cases.length, from + (options.batchSize ?? batchSize(puzzle)));
    const outcome = await runOnce(from, to);
    if (outcome === null) break; // stopped by the caller
    outcome.answers.forEach((answer, k) => emit(from + k, answer));
    if (outcome.fault === null) {
      from = to;
      continue;
    }
    const at = from + outcome.answers.length;
    const size = to - from;
    const inBatch = size > 1 ? ` (case ${at - from + 1} of a batch of ${size})` : '';
    const batchFault: RunResult = { ...outcome.fault, detail: `${outcome.fault.detail}${inBatch}`, batch: { from, to } };
    if (outcome.fault.kind === 'wrong-format' || size === 1) {
      // The output went wrong at this case; what follows it is read again from a fresh run.
      emit(at, batchFault);
      if (outcome.fault.kind === 'wrong-format') outputFaults.count++;
      from = at + 1;
      continue;
    }
    // A crash or time-out with no usable output for cases at..to: find the case that causes it alone.
    // Case `at` keeps the batch's fault unless some case fails alone, so its own result waits.
    let attributed = false;
    let atAlone: RunResult | null = null;
    for (let index = at; index < to && live(); index++) {
      const single = await runOnce(index, index + 1);
      if (single === null) break;
      const result = single.fault ?? single.answers[0];
      attributed ||= single.fault !== null;
      if (index === at && !attributed) atAlone = result;
      else emit(index, result);
    }
    // The batch's fault stands unless another case failed alone (even if the runs were cut short).
    if (!attributed) emit(at, batchFault);
    else if (atAlone !== null) emit(at, atAlone);
    from = to;
  }
  return results;
}
