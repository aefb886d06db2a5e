/**
 * Where `verify --exhaustive` keeps its checkpoint by default: `.lexpath/` in the current folder,
 * with a .gitignore of `*` (git ignores it all); an older lexpath's checkpoint in the current folder
 * is still continued. Through the built CLI, with real child processes stopped by signals.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkpointName, defaultCheckpoint, makeWorkFolder } from './checkpoint-place.js';
import type { VerifyReport } from '../types.js';

const CLI = fileURLToPath(new URL('../../../dist/harness/cli.js', import.meta.url));
const ENV = { ...process.env, CI: '1' };
/** A third of every Eight II case: long enough (several seconds) to be stopped part-way. */
const RUN = [
  'verify',
  '--puzzle',
  'eight',
  '--exhaustive',
  '--solver',
  'bfs-table',
  '--shard',
  '1/3',
  '--workers',
  '1',
];
const NAME = 'lexpath-exhaustive-eight-shard-1-of-3.checkpoint.json';

function lexpath(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd, env: ENV });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

/** Starts a run, waits for its checkpoint, and returns it with its stderr and exit code once stopped by `signal`. */
async function interrupted(args: string[], cwd: string, checkpoint: string, signal: NodeJS.Signals) {
  const child: ChildProcess = spawn(process.execPath, [CLI, ...args], {
    cwd,
    env: ENV,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  while (!existsSync(join(cwd, checkpoint))) await new Promise((resolve) => setTimeout(resolve, 100));
  const seen = { entries: readdirSync(cwd).sort() };
  child.kill(signal);
  return { ...seen, status: await exited, stderr };
}

function expectWholeShard(run: { stdout: string; stderr: string; status: number | null }): void {
  expect(run.status, run.stderr).toBe(0);
  expect((JSON.parse(run.stdout) as VerifyReport).solvers[0]).toMatchObject({
    passed: true,
    cases: 544_320,
    verdicts: { ok: 544_320 },
  });
}

describe('the default checkpoint', () => {
  it('goes into .lexpath/, which git ignores, and an interrupted run continues from it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lexpath-checkpoint-place-'));
    const git = spawnSync('git', ['init', '-q'], { cwd });
    const checkpoint = join('.lexpath', NAME);
    const first = await interrupted(RUN, cwd, checkpoint, 'SIGTERM');
    // Nothing of the run in the current folder itself: only .lexpath/ (and the repository's .git).
    expect(first.entries).toEqual(git.status === 0 ? ['.git', '.lexpath'] : ['.lexpath']);
    expect(first.status).toBe(143);
    expect(first.stderr).toContain(`progress is saved in ${checkpoint} (every 2 s): the same command continues`);
    expect(readFileSync(join(cwd, '.lexpath', '.gitignore'), 'utf8').split('\n')).toContain('*');
    if (git.status === 0) {
      const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd, encoding: 'utf8' });
      expect(status.status).toBe(0);
      expect(status.stdout).toBe(''); // nothing for the user to ignore or commit
    }
    const second = lexpath([...RUN, '--json'], cwd);
    expect(second.stderr).toContain(`continuing the interrupted run saved in ${checkpoint}`);
    expectWholeShard(second);
    expect(readdirSync(join(cwd, '.lexpath'))).toEqual(['.gitignore']);
  });

  it('still continues a checkpoint an older lexpath left in the current folder, and says so', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lexpath-checkpoint-old-'));
    // An older lexpath's default place, made here with --checkpoint (the same run: the file is no part of it).
    await interrupted([...RUN, '--checkpoint', NAME], cwd, NAME, 'SIGINT');
    const second = lexpath([...RUN, '--json'], cwd);
    expect(second.stderr).toContain(
      `using the checkpoint an older lexpath left here, ${NAME} (new ones go in .lexpath/)`,
    );
    expect(second.stderr).toContain(`continuing the interrupted run saved in ${NAME}`);
    expectWholeShard(second);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('defaultCheckpoint', () => {
  it('names one file per puzzle and shard', () => {
    expect(checkpointName('eight', null)).toBe('lexpath-exhaustive-eight.checkpoint.json');
    expect(checkpointName('rotation', { index: 2, count: 4 })).toBe(
      'lexpath-exhaustive-rotation-shard-2-of-4.checkpoint.json',
    );
  });

  it('prefers .lexpath/ when both places hold one, and keeps a .gitignore the user changed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-checkpoint-both-'));
    mkdirSync(join(dir, '.lexpath'));
    writeFileSync(join(dir, '.lexpath', '.gitignore'), 'mine\n');
    writeFileSync(join(dir, '.lexpath', checkpointName('eight', null)), '{}');
    writeFileSync(join(dir, checkpointName('eight', null)), '{}');
    expect(defaultCheckpoint('eight', null, dir)).toEqual({
      file: join(dir, '.lexpath', checkpointName('eight', null)),
      oldPlace: false,
    });
    expect(readFileSync(join(dir, '.lexpath', '.gitignore'), 'utf8')).toBe('mine\n');
  });

  it('refuses a .lexpath that is a file, pointing to --checkpoint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-checkpoint-file-'));
    writeFileSync(join(dir, '.lexpath'), '');
    expect(() => makeWorkFolder(dir)).toThrow(/\.lexpath is a file, not a folder: move it, or give --checkpoint FILE/);
  });
});
