/** `verify --exhaustive` through the built CLI, with real child processes. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerifyReport } from './types.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));

/** A run of the built CLI; one that goes on past `timeout` ms is killed (its status is then null). */
function lexpath(args: string[], cwd: string, timeout = 120_000) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    cwd,
    env: { ...process.env, CI: '1' },
    timeout,
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

describe('verify --exhaustive', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'lexpath-exhaustive-'));

  it('runs every case of its shard and says so', () => {
    const run = lexpath(
      ['verify', '--puzzle', 'eight', '--exhaustive', '--solver', 'bfs-table', '--shard', '7/40', '--json'],
      cwd,
    );
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as VerifyReport;
    expect(report.solvers[0]).toMatchObject({ passed: true, cases: 40_824, verdicts: { ok: 40_824 } });
    expect(report.coverage?.text).toMatch(/^shard 7\/40 of all 1,632,960 cases/);
  });

  it('catches a buggy variant with a replayable counterexample', () => {
    const run = lexpath(
      ['verify', '--puzzle', 'eight', '--exhaustive', '--solver', 'bfs-wrong-order', '--shard', '1/400', '--json'],
      cwd,
    );
    expect(run.status, run.stderr).toBe(0); // the variant was caught
    const report = JSON.parse(run.stdout) as VerifyReport;
    expect(report.solvers[0].passed).toBe(false);
    expect(report.solvers[0].counterexample?.replay).toMatch(
      /^lexpath verify --puzzle eight --solver bfs-wrong-order .*--case/,
    );
  });

  it('keeps no checkpoint once a run has ended, even at a failure', () => {
    const run = lexpath(
      [
        'verify',
        '--puzzle',
        'eight',
        '--exhaustive',
        '--solver',
        'bfs-wrong-order',
        '--shard',
        '2/400',
        '--checkpoint',
        'ended.json',
      ],
      cwd,
    );
    expect(run.status, run.stderr).toBe(0); // the variant was caught and the run ended
    expect(existsSync(join(cwd, 'ended.json')), readdirSync(cwd).join(' ')).toBe(false);
  });

  it('needs a named solver or program', () => {
    const run = lexpath(['verify', '--puzzle', 'eight', '--exhaustive'], cwd);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--exhaustive runs only the solvers you name/);
  });

  it('continues an interrupted run from its checkpoint, and removes the checkpoint at the end', async () => {
    const args = [
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
      '--checkpoint',
      'progress.json',
      '--json',
    ];
    const checkpoint = join(cwd, 'progress.json');
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, CI: '1' }, stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (!existsSync(checkpoint)) await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill('SIGINT');
    await exited;
    const second = lexpath(args, cwd);
    expect(second.stderr).toMatch(/continuing the interrupted run saved in progress\.json/);
    expect((JSON.parse(second.stdout) as VerifyReport).solvers[0]).toMatchObject({
      passed: true,
      cases: 544_320,
      verdicts: { ok: 544_320 },
    });
    expect(existsSync(checkpoint)).toBe(false);
  });

  it(
    'refuses to continue a checkpoint once the solver module it ' +
      'verified has changed (a stale proof must not pass a broken solver)',
    async () => {
      const module = join(cwd, 'mine.mjs');
      // The first run's solver takes 0.2 ms a case, so the run is still going when its first
      // checkpoint is saved (a fast machine could otherwise finish the shard before the stop).
      const solverModule = (search: string, slow: boolean): string =>
        `import { findSolver, registerSolver } from ` +
        `${JSON.stringify(new URL('../../dist/index.js', import.meta.url).href)};\n` +
        `const inner = findSolver(${JSON.stringify(search)});\n` +
        `const search = ${slow} ? (...args) => { const until = performance.now() + 0.2; ` +
        `while (performance.now() < until); return inner.search(...args); } : inner.search;\n` +
        `registerSolver({ name: 'mine', description: 'a user solver', expected: 'correct', puzzles: ` +
        `['eight'], module: import.meta.url, search, prepare: inner.prepare });\n`;
      writeFileSync(module, solverModule('bfs-table', true));
      const args = [
        'verify',
        '--puzzle',
        'eight',
        '--exhaustive',
        '--solver-module',
        module,
        '--solver',
        'mine',
        '--shard',
        '1/3',
        '--workers',
        '1',
        '--checkpoint',
        'mine.json',
        '--json',
      ];
      const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, CI: '1' }, stdio: 'ignore' });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      while (!existsSync(join(cwd, 'mine.json'))) await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGINT');
      expect(await exited).toBe(130); // stopped, not finished: its checkpoint stays
      expect(existsSync(join(cwd, 'mine.json'))).toBe(true);
      writeFileSync(module, solverModule('bfs-wrong-order', false));
      const second = lexpath(args, cwd);
      expect(second.stderr).toMatch(
        /checkpoint mine\.json was made with another content of .*mine\.mjs \(it changed since\)/,
      );
      expect(second.status).toBe(2);
      expect(second.stdout).toBe('');
    },
  );
  it('refuses a second run on a checkpoint a live run holds, and takes over the lock of a killed one', async () => {
    const own = mkdtempSync(join(tmpdir(), 'lexpath-exhaustive-lock-'));
    const first = [
      'verify',
      '--puzzle',
      'eight',
      '--exhaustive',
      '--solver',
      'bfs-table',
      '--shard',
      '1/4',
      '--workers',
      '1',
      '--checkpoint',
      'shared.json',
    ];
    const child = spawn(process.execPath, [CLI, ...first], {
      cwd: own,
      env: { ...process.env, CI: '1' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    while (!existsSync(join(own, 'shared.json'))) await new Promise((resolve) => setTimeout(resolve, 100));
    // Another run (another solver) on the same file: its writes would overwrite the first's progress.
    const second = lexpath(
      [
        'verify',
        '--puzzle',
        'eight',
        '--exhaustive',
        '--solver',
        'bfs',
        '--shard',
        '1/4',
        '--workers',
        '1',
        '--checkpoint',
        'shared.json',
      ],
      own,
    );
    expect(second.stderr).toMatch(
      new RegExp(`checkpoint shared\\.json is in use by another lexpath run \\(process ${child.pid}\\)`),
    );
    expect(second.status).toBe(2);
    child.kill('SIGKILL'); // leaves its lock behind
    await exited;
    expect(existsSync(join(own, 'shared.json.lock'))).toBe(true);
    const again = lexpath(first, own); // the same run, continued
    expect(again.stderr).toMatch(/continuing/);
    expect(again.status).toBe(0);
    expect(readdirSync(own)).toEqual([]);
  });
});
