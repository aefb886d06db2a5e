/** The one process runner, on real child processes: deadlines hold and nothing outlives a run. */
import { describe, expect, it } from 'vitest';
import { processesWith, survivors, uniqueSleep } from '../../test/processes.js';
import { OUTPUT_CAP_BYTES, runProgram } from './run-program.js';

describe('runProgram', () => {
  it('returns the output of a program that answers and exits', async () => {
    const run = await runProgram('read x; echo "got $x"', { input: 'hello\n', timeLimitMs: 10_000 });
    expect(run).toMatchObject({ status: 'exited', code: 0, stdout: 'got hello\n' });
  });

  it('stops at the deadline a program that never exits, and kills it', async () => {
    const sleep = uniqueSleep();
    const run = await runProgram(`sleep ${sleep}`, { input: '', timeLimitMs: 300 });
    expect(run.status).toBe('time-limit');
    expect(await survivors(sleep)).toEqual([]);
  });

  it('stops at the deadline when a setsid grandchild holds stdout open', async () => {
    const sleep = uniqueSleep();
    const run = await runProgram(`setsid sleep ${sleep} & sleep ${sleep}`, { input: '', timeLimitMs: 300 });
    expect(run.status).toBe('time-limit');
    expect(await survivors(sleep)).toEqual([]);
  });

  it('returns after a normal exit although a setsid grandchild holds stdout, and kills the grandchild', async () => {
    const sleep = uniqueSleep();
    const run = await runProgram(`setsid sleep ${sleep} & echo answer`, { input: '', timeLimitMs: 30_000 });
    expect(run).toMatchObject({ status: 'exited', code: 0, stdout: 'answer\n' });
    expect(await survivors(sleep)).toEqual([]);
  });

  it('kills a background child left after a normal exit', async () => {
    const sleep = uniqueSleep();
    const run = await runProgram(`sleep ${sleep} >/dev/null 2>&1 & echo answer`, { input: '', timeLimitMs: 30_000 });
    expect(run).toMatchObject({ status: 'exited', stdout: 'answer\n' });
    expect(await survivors(sleep)).toEqual([]);
  });

  it('kills a double-forked daemon in its own session', async () => {
    const sleep = uniqueSleep();
    const run = await runProgram(`setsid sh -c 'sleep ${sleep} </dev/null >/dev/null 2>&1 &' ; echo started`, {
      input: '',
      timeLimitMs: 30_000,
    });
    expect(run.status).toBe('exited');
    expect(await survivors(sleep)).toEqual([]);
  });

  it('stops a program at the output cap', async () => {
    const run = await runProgram('yes', { input: '', timeLimitMs: 30_000 });
    expect(run.status).toBe('output-limit');
    expect(OUTPUT_CAP_BYTES).toBe(4 << 20);
  });

  it('kills the run when aborted', async () => {
    const sleep = uniqueSleep();
    const controller = new AbortController();
    const pending = runProgram(`sleep ${sleep}`, { input: '', timeLimitMs: 60_000, signal: controller.signal });
    while (processesWith(sleep).length === 0) await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect((await pending).status).toBe('interrupted');
    expect(await survivors(sleep)).toEqual([]);
  });

  it('keeps the end of stderr', async () => {
    const run = await runProgram('head -c 10000 /dev/zero | tr "\\0" a >&2; echo LAST >&2; exit 3', {
      input: '',
      timeLimitMs: 10_000,
    });
    expect(run.code).toBe(3);
    expect(run.stderr.endsWith('LAST\n')).toBe(true);
    expect(run.stderr.length).toBeLessThanOrEqual(4096);
  });

  it('runs an argv without a shell', async () => {
    const run = await runProgram(['/bin/echo', '$HOME;'], { input: '', timeLimitMs: 10_000 });
    expect(run.stdout).toBe('$HOME;\n');
  });
});
