/**
 * Runs an outside program (a shell command reading judge input on stdin) the way a judge does:
 * batches of up to 200 cases, a time limit per run, the whole process tree killed on time-out,
 * output capped. When a batch fails as a whole (crash, time-out, unreadable output), its cases are
 * re-run one by one so each verdict is attributed to the case that caused it.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { judgeFormat } from '../formats.js';
import { parseJudgeOutput } from './judge-output.js';
import type { RunResult } from './types.js';
import { OUTPUT_CAP_BYTES, runProgram as runUnderDeadline } from '../process/run-program.js';

export const BATCH_SIZE = 200;

export type ProgramRun =
  | { readonly status: 'exited'; readonly code: number | null; readonly signal: NodeJS.Signals | null; readonly stdout: string; readonly stderr: string; readonly ms: number }
  | { readonly status: 'time-limit' | 'output-limit'; readonly ms: number };

/**
 * Runs `command` through the shell with `input` on stdin, under harness/process/run-program.ts:
 * the deadline holds whatever the program does, and nothing it started outlives the run.
 */
export async function runProgram(command: string, input: string, timeLimitMs: number): Promise<ProgramRun> {
  const run = await runUnderDeadline(command, { input, timeLimitMs });
  if (run.status === 'time-limit' || run.status === 'output-limit') return { status: run.status, ms: run.ms };
  if (run.status === 'interrupted') return { status: 'time-limit', ms: run.ms };
  return { status: 'exited', code: run.status === 'spawn-error' ? 127 : run.code, signal: run.signal, stdout: run.stdout ?? '', stderr: run.stderr, ms: run.ms };
}

/** Turns one run into per-case results, or a reason the batch failed as a whole. */
function batchResults(puzzle: PuzzleName, run: ProgramRun, count: number, timeLimitMs: number): RunResult[] | RunResult {
  if (run.status !== 'exited') {
    return run.status === 'time-limit'
      ? { kind: 'time-limit', detail: `no complete output within ${timeLimitMs} ms` }
      : { kind: 'wrong-format', detail: `printed more than ${OUTPUT_CAP_BYTES} bytes` };
  }
  if (run.code !== 0) {
    const how = run.signal ? `killed by ${run.signal}` : `exit code ${run.code}`;
    const said = run.stderr.trim().split('\n').slice(-3).join(' | ');
    return { kind: 'crash', detail: said ? `${how}: ${said}` : how };
  }
  const parsed = parseJudgeOutput(puzzle, run.stdout, count);
  if (parsed.error) return { kind: 'wrong-format', detail: parsed.error };
  return parsed.answers;
}

/** Runs `command` on every case: batches first, then one by one for the cases of failed batches. */
export async function runCommandOnCases(
  puzzle: PuzzleName,
  command: string,
  cases: readonly unknown[],
  timeLimitMs: number,
  onResult?: (index: number, result: RunResult) => boolean | void,
): Promise<RunResult[]> {
  const format = judgeFormat(puzzle);
  const results: RunResult[] = [];
  for (let from = 0; from < cases.length; from += BATCH_SIZE) {
    const batch = cases.slice(from, from + BATCH_SIZE);
    const run = await runProgram(command, format.formatInput(batch), timeLimitMs);
    const outcome = batchResults(puzzle, run, batch.length, timeLimitMs);
    if (Array.isArray(outcome)) {
      results.push(...outcome);
    } else if (batch.length === 1) {
      results.push(outcome);
    } else {
      for (const single of batch) {
        const singleRun = await runProgram(command, format.formatInput([single]), timeLimitMs);
        const singleOutcome = batchResults(puzzle, singleRun, 1, timeLimitMs);
        results.push(Array.isArray(singleOutcome) ? singleOutcome[0] : singleOutcome);
      }
    }
    let stop = false;
    for (let i = from; i < results.length; i++) stop = onResult?.(i, results[i]) === true || stop;
    if (stop) break;
  }
  return results;
}
