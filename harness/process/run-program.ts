/**
 * The one way lexpath runs a program (an outside `--cmd` program, or `lexpath solve` timed by bench).
 *
 * - A string runs through `/bin/sh -c`; an argv array runs directly. Either way the child leads a
 *   new process group (detached), and its environment carries a marker, LEXPATH_RUN_ID=<random>,
 *   which every descendant inherits, even one that called setsid() or daemonised itself.
 * - The deadline is a deadline: when it passes, the run ends and is reported as a time-out, whether
 *   or not the pipes have reached EOF (a grandchild may hold stdout open forever).
 * - When a run ends for any reason (exit, time-out, output cap, abort), everything it started is
 *   killed: the process group, then every process whose environment holds the run's marker (found
 *   by scanning /proc on Linux), repeated until none is left. Background children that outlive a
 *   normal exit are killed too.
 * - stdout, when kept, is capped at OUTPUT_CAP_BYTES: past it the run is killed ('output-limit').
 *   Output that is not kept goes to /dev/null (bench's timed runs). The last STDERR_TAIL_BYTES of
 *   stderr are kept.
 * - Runs still alive when the process exits (a signal, an uncaught error) are killed on 'exit'.
 *
 * A program that clears its own environment and leaves its process group escapes the marker scan;
 * nothing short of a PID namespace or cgroup catches that, and lexpath uses neither.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';

/** The output cap for every program lexpath runs. */
export const OUTPUT_CAP_BYTES = 4 << 20;
/** How much of the end of stderr is kept. */
const STDERR_TAIL_BYTES = 4096;
/** The environment variable that marks every process started on behalf of one run. */
const RUN_MARKER = 'LEXPATH_RUN_ID';
/** After the main process exits, how long to wait for the pipes to drain before giving up on them. */
const DRAIN_GRACE_MS = 2000;

type RunStatus = 'exited' | 'time-limit' | 'output-limit' | 'interrupted' | 'spawn-error';

interface RunOptions {
  /** stdin: a string, or `{ file }` to read it from a file. */
  readonly input: string | { readonly file: string };
  /** The run ends (and is killed) this many ms after it starts. */
  readonly timeLimitMs: number;
  /** Keep stdout (default true; capped at OUTPUT_CAP_BYTES). When false it goes to /dev/null. */
  readonly keepStdout?: boolean;
  /** Aborting kills the run and resolves it as 'interrupted'. */
  readonly signal?: AbortSignal;
  readonly env?: NodeJS.ProcessEnv;
}

interface RunOutcome {
  readonly status: RunStatus;
  /** Exit code and signal of the main process (null when it was killed by lexpath or never started). */
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** stdout as text (null when not kept, or when the run did not exit by itself). */
  readonly stdout: string | null;
  /** The last STDERR_TAIL_BYTES of stderr (and the spawn error, if any). */
  readonly stderr: string;
  /** Wall time from spawn to the end of the run. */
  readonly ms: number;
}

/** Markers of the runs in progress (their group leaders are killed through the marker scan too). */
const active = new Set<string>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', killActiveRuns);
}

/** The last PID the kernel handed out, or null where /proc does not say. */
function lastPid(): number | null {
  try {
    const value = Number(readFileSync('/proc/sys/kernel/ns_last_pid', 'utf8'));
    return Number.isSafeInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Every live process whose environment holds `RUN_MARKER=marker` (Linux; none elsewhere). With
 * `since` (the run's first PID), only PIDs handed out after it are read: Linux hands PIDs out in
 * increasing order, so a descendant has a larger PID, unless the PIDs wrapped around since, which
 * is seen (the last PID is then below `since`) and answered by reading every process. `uncertain`
 * counts live processes in range whose environment could not be read (a process in the middle of
 * exec shows none for a moment): the caller looks again.
 */
function scanMarked(marker: string, since: number | null): { found: number[]; uncertain: number } {
  const needle = Buffer.from(`${RUN_MARKER}=${marker}\0`);
  const last = since === null ? null : lastPid();
  const inRange =
    since !== null && last !== null && last >= since ? (pid: number) => pid >= since && pid <= last : () => true;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return { found: [], uncertain: 0 };
  }
  const found: number[] = [];
  let uncertain = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid || !inRange(pid)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`);
      if (environ.includes(needle)) found.push(pid);
      else if (environ.length === 0 && isLiveUserProcess(entry)) uncertain++;
    } catch {
      if (isLiveUserProcess(entry)) uncertain++;
    }
  }
  return { found, uncertain };
}

/** Not a zombie and not a kernel thread (whose environment is always empty). */
function isLiveUserProcess(entry: string): boolean {
  try {
    const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] !== 'Z' && fields[0] !== 'X' && fields[1] !== '2' && entry !== '2';
  } catch {
    return false; // gone
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Kills the group led by `groupLeader` (if any) and every marked process, until a scan finds none. */
function killMarked(marker: string, groupLeader: number | null): void {
  if (groupLeader !== null) killQuietly(-groupLeader);
  let unsure = 0;
  for (let round = 0; round < 100; round++) {
    const { found: left, uncertain } = scanMarked(marker, groupLeader);
    if (left.length === 0) {
      if (uncertain === 0 || ++unsure > 10) return;
      Atomics.wait(pause, 0, 0, 2); // a process mid-exec: look again in 2 ms
      continue;
    }
    for (const pid of left) {
      killQuietly(pid);
      killQuietly(-pid); // and any group it leads (a setsid daemon's own children)
    }
  }
}

/** Runs `command` (a shell command line, or an argv) under a deadline; see the module comment. */
export function runProgram(command: string | readonly string[], options: RunOptions): Promise<RunOutcome> {
  installExitHook();
  const marker = randomBytes(12).toString('hex');
  const env = { ...(options.env ?? process.env), [RUN_MARKER]: marker };
  return new Promise((resolve) => {
    const started = performance.now();
    let stdinFd: number | null = null;
    if (typeof options.input !== 'string') {
      try {
        stdinFd = openSync(options.input.file, 'r');
      } catch (error) {
        resolve({ status: 'spawn-error', code: null, signal: null, stdout: null, stderr: message(error), ms: 0 });
        return;
      }
    }
    const argv = typeof command === 'string' ? ['/bin/sh', '-c', command] : [...command];
    active.add(marker);
    const keepStdout = options.keepStdout ?? true;
    const child = spawn(argv[0], argv.slice(1), {
      detached: true,
      env,
      stdio: [stdinFd ?? 'pipe', keepStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    if (stdinFd !== null) closeSync(stdinFd);
    new ProgramWatch(child, marker, options, started, resolve).start();
  });
}

/** setTimeout's largest delay: a longer one fires at once, so a limit past it is waited as this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One run in progress: its output, its deadline, and how it ends (exit, limit, stop, spawn error). */
class ProgramWatch {
  private readonly out: Buffer[] = [];
  private outBytes = 0;
  private errTail = Buffer.alloc(0);
  private ending: RunStatus | null = null;
  private exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private settled = false;
  private drainTimer: NodeJS.Timeout | null = null;
  private deadline: NodeJS.Timeout | null = null;
  private readonly keepStdout: boolean;
  private readonly onAbort = (): void => this.stop('interrupted');

  constructor(
    private readonly child: ChildProcess,
    private readonly marker: string,
    private readonly options: RunOptions,
    private readonly started: number,
    private readonly resolve: (outcome: RunOutcome) => void,
  ) {
    this.keepStdout = options.keepStdout ?? true;
  }

  start(): void {
    const { child, options } = this;
    this.deadline = setTimeout(() => this.stop('time-limit'), Math.min(MAX_TIMER_MS, Math.max(0, options.timeLimitMs)));
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
    child.stdout?.on('data', (chunk: Buffer) => {
      this.outBytes += chunk.length;
      if (this.outBytes > OUTPUT_CAP_BYTES) this.stop('output-limit');
      else this.out.push(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => this.keepStderr(chunk));
    child.stdin?.on('error', () => {}); // a program may exit without reading its input
    if (typeof options.input === 'string') child.stdin?.end(options.input);
    child.on('error', (error) => {
      this.keepStderr(Buffer.from(message(error)));
      if (!this.ending) this.ending = 'spawn-error';
      this.settle();
    });
    child.on('exit', (code, signal) => {
      this.exit = { code, signal };
      // The main process is done: whatever it left behind goes now, so the pipes reach EOF.
      killMarked(this.marker, child.pid ?? null);
      this.drainTimer = setTimeout(() => this.settle(), DRAIN_GRACE_MS);
    });
    child.on('close', () => this.settle());
    if (options.signal?.aborted) this.onAbort();
  }

  private keepStderr(chunk: Buffer): void {
    this.errTail = Buffer.concat([this.errTail, chunk]);
    if (this.errTail.length > STDERR_TAIL_BYTES)
      this.errTail = this.errTail.subarray(this.errTail.length - STDERR_TAIL_BYTES);
  }

  /** Ends the run now: no more waiting for the process or its pipes. */
  private stop(why: RunStatus): void {
    if (this.settled || this.ending) return;
    this.ending = why;
    this.settle();
  }

  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    const { child } = this;
    if (this.deadline) clearTimeout(this.deadline);
    if (this.drainTimer) clearTimeout(this.drainTimer);
    this.options.signal?.removeEventListener('abort', this.onAbort);
    killMarked(this.marker, child.pid ?? null);
    active.delete(this.marker);
    child.stdout?.destroy();
    child.stderr?.destroy();
    child.stdin?.destroy();
    const ms = performance.now() - this.started;
    const status = this.ending ?? 'exited';
    const stderr = this.errTail.toString('utf8');
    if (status !== 'exited') {
      this.resolve({ status, code: null, signal: null, stdout: null, stderr, ms });
    } else {
      const stdout = this.keepStdout ? Buffer.concat(this.out).toString('utf8') : null;
      this.resolve({ status, code: this.exit?.code ?? null, signal: this.exit?.signal ?? null, stdout, stderr, ms });
    }
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Kills every run still in progress and everything it started (for a process about to exit). */
export function killActiveRuns(): void {
  for (const marker of active) killMarked(marker, null);
}
