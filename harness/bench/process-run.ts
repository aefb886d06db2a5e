/** Runs one program on one judge-input file and times it from spawn to exit (wall clock). */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface ProcessRun {
  readonly ms: number;
  readonly code: number | null;
  /** Set when the run was killed (time limit or abort). */
  readonly killed: string | null;
  readonly stdout: string | null;
  readonly stderr: string;
  /** Peak RSS the process reported (rss-hook), in MB, or null. */
  readonly maxRssMb: number | null;
  /** Where that figure came from: 'vmhwm' (its own address space, Linux) or 'maxrss' (getrusage). */
  readonly rssSource: 'vmhwm' | 'maxrss' | null;
}

export interface RunOptions {
  readonly input: string;
  /** Kill the run (its whole process group) after this long. */
  readonly timeoutMs: number;
  readonly keepStdout: boolean;
  readonly signal?: AbortSignal;
  readonly env?: NodeJS.ProcessEnv;
}

const RSS_LINE = /\n?lexpath-max-rss-kib (\d+) (vmhwm|maxrss)\n?/;

/** `argv` runs without a shell; a string runs through `sh -c` (outside programs given as --cmd). */
export function runProcess(program: string | readonly string[], options: RunOptions): Promise<ProcessRun> {
  return new Promise((resolve) => {
    const stdin = openSync(options.input, 'r');
    const stdio: ['pipe' | number, 'pipe' | 'ignore', 'pipe'] = [stdin, options.keepStdout ? 'pipe' : 'ignore', 'pipe'];
    const started = performance.now();
    const child =
      typeof program === 'string'
        ? spawn(program, { shell: true, stdio, detached: true, env: options.env ?? process.env })
        : spawn(program[0], program.slice(1), { stdio, detached: true, env: options.env ?? process.env });
    closeSync(stdin);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      if (err.length < 64) err.push(chunk);
    });
    let killed: string | null = null;
    const kill = (why: string): void => {
      if (killed !== null || child.pid === undefined) return;
      killed = why;
      try {
        process.kill(-child.pid, 'SIGKILL'); // the whole group: a shell and what it started
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => kill(`killed after ${Math.round(options.timeoutMs)} ms`), options.timeoutMs);
    const onAbort = (): void => kill('interrupted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    const finish = (code: number | null): void => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      const stderr = Buffer.concat(err).toString('utf8');
      const rss = RSS_LINE.exec(stderr);
      resolve({
        ms,
        code,
        killed,
        stdout: options.keepStdout ? Buffer.concat(out).toString('utf8') : null,
        stderr: stderr.replace(RSS_LINE, '').trim(),
        maxRssMb: rss ? Number(rss[1]) / 1024 : null,
        rssSource: rss ? (rss[2] as 'vmhwm' | 'maxrss') : null,
      });
    };
    child.on('error', (error) => {
      err.push(Buffer.from(error.message));
      finish(null);
    });
    child.on('close', (code) => finish(code));
  });
}
