/**
 * Runs one program on one judge-input file and times it from spawn to exit (wall clock), through
 * the one process runner (harness/process/run-program.ts): the same deadline, the same output cap
 * and the same clean-up of everything the program started as verify.
 */
import { formatDuration } from '../../util/duration.js';
import { runProgram } from '../process/run-program.js';

export interface ProcessRun {
  readonly ms: number;
  readonly code: number | null;
  /** Set when the run did not end by itself (time limit, output cap, abort, failure to start). */
  readonly killed: string | null;
  /** True when it was stopped at its deadline (bench stops running a program that keeps doing so). */
  readonly timedOut: boolean;
  readonly stdout: string | null;
  readonly stderr: string;
  /** Peak RSS the process reported (rss-hook), in MB, or null. */
  readonly maxRssMb: number | null;
  /** Where that figure came from: 'vmhwm' (its own address space, Linux) or 'maxrss' (getrusage). */
  readonly rssSource: 'vmhwm' | 'maxrss' | null;
}

interface RunOptions {
  readonly input: string;
  /** Kill the run (everything it started) after this long. */
  readonly timeoutMs: number;
  readonly keepStdout: boolean;
  readonly signal?: AbortSignal;
  readonly env?: NodeJS.ProcessEnv;
}

const RSS_LINE = /\n?lexpath-max-rss-kib (\d+) (vmhwm|maxrss)\n?/;

/** `argv` runs without a shell; a string runs through `sh -c` (outside programs given as --cmd). */
export async function runProcess(program: string | readonly string[], options: RunOptions): Promise<ProcessRun> {
  const run = await runProgram(program, {
    input: { file: options.input },
    timeLimitMs: options.timeoutMs,
    keepStdout: options.keepStdout,
    signal: options.signal,
    env: options.env,
  });
  const killed =
    run.status === 'exited'
      ? null
      : run.status === 'time-limit'
        ? `killed after ${Math.round(options.timeoutMs)} ms`
        : run.status === 'output-limit'
          ? 'killed: printed more than 4 MiB'
          : run.status === 'interrupted'
            ? 'interrupted'
            : `could not start: ${run.stderr.trim()}`;
  const rss = RSS_LINE.exec(run.stderr);
  return {
    ms: run.ms,
    code: run.code,
    killed,
    timedOut: run.status === 'time-limit',
    stdout: run.stdout,
    stderr: run.stderr.replace(RSS_LINE, '').trim(),
    maxRssMb: rss ? Number(rss[1]) / 1024 : null,
    rssSource: rss ? (rss[2] as 'vmhwm' | 'maxrss') : null,
  };
}

/** A whole-process run is not started with less than this left of the bench's budget. */
const LEAST_PROCESS_START_MS = 1000;
/** Why such a run was not started (a note's words). */
export const TOO_LATE_TO_START = `less than ${formatDuration(LEAST_PROCESS_START_MS)} of the bench's budget left`;

/**
 * A whole-process run's time limit: up to `until`, and never less than `least` (a loaded machine
 * starts Node slowly), but never past the bench's end, `benchEnd` (all performance.now()), so a
 * small budget is kept instead of overrun. Null when less than LEAST_PROCESS_START_MS is left: the
 * run is not started.
 */
export function processTimeout(until: number, least: number, benchEnd: number, now = performance.now()): number | null {
  const left = benchEnd - now;
  return left < LEAST_PROCESS_START_MS ? null : Math.min(Math.max(until - now, least), left);
}
