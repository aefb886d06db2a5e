/**
 * The probes of issue 9, end to end through the built CLI (npm test builds it first): bad files,
 * bad options, hostile programs and stop signals. Process tests use real child processes and check
 * that nothing they started survives.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sleepRunning, survivors, uniqueSleep } from '../test/processes.js';
import { fixtureVerify, writeFixtureRun } from './report/report.fixture.js';
import type { VerifyReport } from './verify/types.js';

const CLI = fileURLToPath(new URL('../dist/harness/cli.js', import.meta.url));
const ENOSPC = fileURLToPath(new URL('../test/fixtures/enospc.mjs', import.meta.url));
const EIGHT_CASE = '12X453786 12345678X';

function lexpath(args: string[], input = ''): { stdout: string; stderr: string; status: number | null } {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const temp = (name: string) => mkdtempSync(join(tmpdir(), `lexpath-${name}-`));

/** A plain usage error: exit 2, one line, no internal error, no stack. */
function expectUsageError(run: { stderr: string; status: number | null }, message: RegExp): void {
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
}

describe('usage errors exit 2 with a plain message', () => {
  it.each(['abc', '0', '-1', '1.5'])('verify --workers %s', (workers) => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--case', EIGHT_CASE, '--workers', workers]),
      /--workers takes a whole number, 1 or more/,
    );
  });

  it('bench --budget -5m names the option and the duration expected, not a stray argument 5', () => {
    expectUsageError(
      lexpath(['bench', '--puzzle', 'eight', '--budget', '-5m']),
      /--budget '-5m': expected a duration like 30s/,
    );
  });

  it('verify --workers 400 uses one thread per core and says so, instead of 400 threads of tables', () => {
    const run = lexpath([
      'verify',
      '--puzzle',
      'eight',
      '--solver',
      'bfs',
      // one listed case, not the shipped corpora: the cap is what is under test, not plain BFS
      '--case',
      EIGHT_CASE,
      '--cases',
      '3',
      '--workers',
      '400',
      '--json',
    ]);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as VerifyReport).workersCapped).toEqual({
      asked: 400,
      used: availableParallelism(),
    });
  });

  it('a --cmd name with a newline is refused: it could forge a line of the report', () => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--no-builtins', '--cmd', 'a\nOK: spoofed=cat', '--cases', '2']),
      /--cmd 'a\\nOK: spoofed=\.\.\.': a name holds no control characters/,
    );
  });

  it('a --regressions folder that does not exist is refused, not quietly skipped', () => {
    expectUsageError(
      lexpath([
        'verify',
        '--puzzle',
        'eight',
        '--solver',
        'bfs',
        '--cases',
        '2',
        '--regressions',
        join(temp('regressions'), 'lexpath-regresions'),
      ]),
      /--regressions .*lexpath-regresions: no such folder/,
    );
  });

  it('a current folder deleted under the shell is one message, not a stack trace', () => {
    const gone = temp('gone');
    const run = spawnSync(
      '/bin/sh',
      [
        '-c',
        `cd "$1" && rmdir "$1" && exec "$2" "$3" verify --puzzle eight --solver bfs --cases 2`,
        'sh',
        gone,
        process.execPath,
        CLI,
      ],
      { encoding: 'utf8' },
    );
    expectUsageError({ stderr: run.stderr, status: run.status }, /the current folder no longer exists/);
  });

  it('bench --out under a file names the file', () => {
    const file = join(temp('out'), 'a-file');
    writeFileSync(file, 'x');
    expectUsageError(
      lexpath(['bench', '--puzzle', 'eight', '--out', join(file, 'sub'), '--budget', '5s']),
      /--out .*a-file is a file, not a folder/,
    );
  });

  it('nightly --out under a file names the file', () => {
    const file = join(temp('out'), 'a-file');
    writeFileSync(file, 'x');
    expectUsageError(
      lexpath(['nightly', '--out', join(file, 'reports'), '--budget', '5s']),
      /--out .*a-file is a file, not a folder/,
    );
  });

  it.skipIf(process.getuid?.() === 0)(
    'bench --out in a read-only folder names the folder (root can write anywhere)',
    () => {
      const dir = temp('read-only');
      chmodSync(dir, 0o555);
      expectUsageError(
        lexpath(['bench', '--puzzle', 'eight', '--out', join(dir, 'run'), '--budget', '5s']),
        /--out .*cannot create the folder \(permission denied\)/,
      );
    },
  );

  it('a --corpus file for the other puzzle is refused, not skipped', () => {
    const file = join(temp('corpus'), 'rotation.json');
    writeFileSync(file, JSON.stringify({ puzzle: 'rotation', cases: [] }));
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--cases', '0', '--corpus', file]),
      /its cases are for rotation .*not eight/,
    );
  });

  it('a corpus with cases:[null] names the case and the field', () => {
    const file = join(temp('corpus'), 'nulls.json');
    writeFileSync(file, JSON.stringify({ puzzle: 'eight', cases: [null] }));
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--cases', '0', '--corpus', file]),
      /nulls\.json: field cases\[0\]: expected object, got null/,
    );
  });
});

describe('merge', () => {
  // Each shard's report is made once and written afresh for each test (some edit theirs).
  const shardReports = new Map<string, string>();
  const shard = (cases: string, index: number): string => {
    const file = join(temp('shard'), `shard-${cases}-${index}.json`);
    const made = shardReports.get(`${cases} ${index}`);
    if (made !== undefined) {
      writeFileSync(file, made);
      return file;
    }
    const run = lexpath([
      'verify',
      '--json',
      '--puzzle',
      'eight',
      '--solver',
      'bfs-table',
      '--cases',
      cases,
      '--seed',
      '3',
      '--regressions',
      temp('none'),
      '--corpus',
      emptyCorpus(),
      '--shard',
      `${index}/2`,
    ]);
    shardReports.set(`${cases} ${index}`, run.stdout);
    writeFileSync(file, run.stdout);
    return file;
  };
  const emptyCorpus = (): string => {
    const file = join(temp('corpus'), 'empty.json');
    writeFileSync(file, JSON.stringify({ puzzle: 'eight', cases: [] }));
    return file;
  };

  it('refuses shards from runs with different --cases, naming the option', () => {
    const run = lexpath(['merge', shard('10', 1), shard('20', 2)]);
    expectUsageError(run, /--cases differs from .*\(20 against 10\)/);
  });

  it('refuses a verdict count given as a string, naming the field', () => {
    const file = shard('10', 1);
    const report = JSON.parse(readFileSync(file, 'utf8')) as VerifyReport;
    writeFileSync(file, JSON.stringify({ ...report, solvers: [{ ...report.solvers[0], verdicts: { ok: '03' } }] }));
    expectUsageError(
      lexpath(['merge', file, shard('10', 2)]),
      /field solvers\[0\]\.verdicts\.ok: expected number, got the string "03"/,
    );
  });

  // Third round (issue 23): a report read back is believed only where its claims agree with its counts.
  let failedRun: { stdout: string; status: number | null } | undefined;
  const failedShard = (): { file: string; report: VerifyReport } => {
    failedRun ??= lexpath([
      'verify',
      '--json',
      '--puzzle',
      'eight',
      '--no-builtins',
      '--cmd',
      'm=echo garbage',
      '--cases',
      '4',
      '--seed',
      '3',
      '--regressions',
      temp('none'),
      '--corpus',
      emptyCorpus(),
      '--shard',
      '1/2',
    ]);
    expect(failedRun.status).toBe(1);
    return { file: join(temp('shard'), 'failed-1.json'), report: JSON.parse(failedRun.stdout) as VerifyReport };
  };

  it('refuses a shard edited to say passed beside its failing verdicts', () => {
    const { file, report } = failedShard();
    writeFileSync(file, JSON.stringify({ ...report, ok: true, solvers: [{ ...report.solvers[0], passed: true }] }));
    expectUsageError(
      lexpath(['merge', file, file]),
      /failed-1\.json: solver m is marked passed, but its verdicts hold failures: an edited or damaged report, refused/,
    );
  });

  it('nightly --verify-from refuses a failing report edited to say ok', () => {
    const { file, report } = failedShard();
    writeFileSync(file, JSON.stringify({ ...report, ok: true }));
    expectUsageError(
      lexpath(['nightly', '--puzzles', 'eight', '--verify-from', file, '--budget', '20s', '--out', temp('night')]),
      /the report is marked ok, but its solvers' counts are not as expected/,
    );
  });

  it('refuses a shard whose case count was cut down', () => {
    const file = shard('10', 1);
    const report = JSON.parse(readFileSync(file, 'utf8')) as VerifyReport;
    writeFileSync(
      file,
      JSON.stringify({ ...report, cases: 1, solvers: [{ ...report.solvers[0], cases: 1, verdicts: { ok: 1 } }] }),
    );
    expectUsageError(lexpath(['merge', file, shard('10', 2)]), /it has cases 1, but its coverage lists \d+ \+ 5/);
  });
});

describe('a run that judges nothing proves nothing (issue 23, third round)', () => {
  it('verify --cases 0 on a puzzle with no listed cases is refused, not a pass of a program printing garbage', () => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'slide-2x3', '--no-builtins', '--cmd', 'bad=echo garbage', '--cases', '0']),
      /nothing to judge: slide-2x3 has no listed cases in this run, and --cases 0 asks for no random ones/,
    );
  });

  it('a shard that would hold no case is refused', () => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'slide-2x3', '--solver', 'bfs', '--cases', '3', '--shard', '5/9']),
      /shard 5\/9 holds no case: the run's 3 cases are too few for 9 shards/,
    );
  });
});

describe('report draws from whatever is valid', () => {
  it('skips wrong-shaped files, lists them, and writes the rest', () => {
    const dir = writeFixtureRun(temp('report'), { nights: 3 });
    writeFileSync(join(dir, 'verify-rotation.json'), JSON.stringify({ ...fixtureVerify('rotation'), solvers: [null] }));
    const bench = JSON.parse(readFileSync(join(dir, 'bench-eight.json'), 'utf8')) as {
      solvers: Record<string, unknown>[];
    };
    writeFileSync(
      join(dir, 'bench-eight.json'),
      JSON.stringify({ ...bench, solvers: [{ ...bench.solvers[0], buckets: undefined }] }),
    );
    const nightly = JSON.parse(readFileSync(join(dir, 'nightly.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dir, 'nightly.json'),
      JSON.stringify({
        ...nightly,
        verify: [{ ...fixtureVerify('eight'), verdicts: null, solvers: [{ verdicts: null }] }],
        bench: [],
      }),
    );
    const run = lexpath(['report', dir]);
    expect(run.status).toBe(0);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toMatch(/Skipped inputs/);
    expect(summary).toMatch(/verify-rotation\.json: field solvers\\\[0\\\]: expected object, got null/);
    expect(summary).toMatch(/bench-eight\.json: field solvers\\\[0\\\]\.buckets: expected array, got missing/);
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    expect(summary).toMatch(/Verification/);
  });

  it('reports a nightly folder whose nightly.json never finished as INCOMPLETE', () => {
    const dir = writeFixtureRun(temp('report'), { nights: 0, files: { nightly: false } });
    writeFileSync(
      join(dir, 'nightly.json'),
      JSON.stringify({
        kind: 'nightly',
        version: 1,
        startedAt: '2026-11-28T02:00:00.000Z',
        finishedAt: null,
        complete: false,
        seed: 1,
        budgetMs: 1000,
        verify: [],
        bench: [],
      }),
    );
    expect(lexpath(['report', dir]).status).toBe(0);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/INCOMPLETE/);
  });

  it('escapes a solver name holding backticks, HTML and a newline in summary.md and index.html', () => {
    const dir = writeFixtureRun(temp('report'), { nights: 0, files: { nightly: false, bench: false } });
    const hostile = 'x`y` <img src=x onerror=alert(1)>\n# fake';
    const report = fixtureVerify('eight');
    const solvers = report.solvers.map((s, i) => (i === 0 ? { ...s, name: hostile } : s));
    writeFileSync(join(dir, 'verify-eight.json'), JSON.stringify({ ...report, solvers }));
    expect(lexpath(['report', dir]).status).toBe(0);
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).not.toMatch(/^# fake/m);
    expect(
      summary
        .split('\n')
        .filter((l) => l.includes('onerror'))
        .every((l) => !/(^|[^`])<img/.test(l.replace(/`+[^`]*`+/g, ''))),
    ).toBe(true);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('<img src=x');
  });
});

describe('report on a full disk', () => {
  /** A report with no room: one line naming the file and "the disk is full", exit 2, no temporary file left. */
  function expectFullDisk(run: { stderr: string; status: number | null }, dir: string): void {
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^lexpath: cannot use \S+\.(png|html|md): the disk is full\n$/);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }

  it('says which file and why when a write runs out of room (an injected ENOSPC)', () => {
    const dir = writeFixtureRun(temp('report-full'), { nights: 3 });
    const run = spawnSync(process.execPath, ['--import', ENOSPC, CLI, 'report', dir], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', LEXPATH_TEST_ENOSPC: 'summary.md' },
    });
    expectFullDisk(run, dir);
    expect(run.stderr).toMatch(/cannot use \S+summary\.md: /);
  });

  it('says so on a real full file system (a 1 MB tmpfs, where this user may mount one)', (context) => {
    const root = temp('report-tmpfs');
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', root]).status !== 0) {
      context.skip('cannot mount a tmpfs here (not root); the injected ENOSPC test covers the message');
    }
    try {
      const dir = writeFixtureRun(root, { nights: 3 });
      const chunk = Buffer.alloc(4096, 1);
      try {
        for (let i = 0; ; i++) writeFileSync(join(root, 'filler'), chunk, { flag: i === 0 ? 'w' : 'a' });
      } catch {
        // the file system is full
      }
      expectFullDisk(lexpath(['report', dir]), dir);
    } finally {
      spawnSync('umount', [root]);
    }
  });
});

describe('outside programs through verify leave nothing behind', () => {
  it('a program that starts `sleep >/dev/null &` and answers: ok, and the sleep is killed', () => {
    const sleep = uniqueSleep();
    const run = lexpath([
      'verify',
      '--json',
      '--puzzle',
      'eight',
      '--case',
      EIGHT_CASE,
      '--no-builtins',
      '--cmd',
      `bg=sleep ${sleep} >/dev/null 2>&1 & printf 'Case 1: 2\\ndd\\n'`,
    ]);
    expect((JSON.parse(run.stdout) as VerifyReport).solvers[0].verdicts).toEqual({ ok: 1 });
    return survivors(sleep).then((left) => expect(left).toEqual([]));
  });

  it('a program whose setsid grandchild holds stdout: time-limit at the deadline, grandchild killed', async () => {
    const sleep = uniqueSleep();
    const run = lexpath([
      'verify',
      '--json',
      '--puzzle',
      'eight',
      '--case',
      EIGHT_CASE,
      '--no-builtins',
      '--time-limit',
      '300',
      '--cmd',
      `daemon=setsid sleep ${sleep} & sleep ${sleep}`,
    ]);
    expect((JSON.parse(run.stdout) as VerifyReport).solvers[0].verdicts).toEqual({ 'time-limit': 1 });
    expect(await survivors(sleep)).toEqual([]);
  });
});

/** Starts the CLI, waits until `ready` holds, sends `signal`, and resolves with the exit code. */
function stopWhen(
  args: string[],
  ready: () => boolean,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CI: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = setInterval(() => {
      if (ready()) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, stderr });
    });
  });
}

describe('stop signals', () => {
  it('SIGTERM to nightly: exit 143, an incomplete report with summary.md and index.html, a history line', async () => {
    const out = temp('nightly');
    const runDir = () => readdirSync(out).find((f) => f !== 'history.jsonl');
    const result = await stopWhen(
      ['nightly', '--out', out, '--budget', '60s', '--allow-incomplete'],
      () => runDir() !== undefined,
      'SIGTERM',
    );
    expect(result.code).toBe(143);
    const dir = join(out, runDir()!);
    for (const file of ['nightly.json', 'summary.md', 'index.html'])
      expect(existsSync(join(dir, file)), file).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'nightly.json'), 'utf8'))).toMatchObject({ complete: false });
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/INCOMPLETE/);
    const history = readFileSync(join(out, 'history.jsonl'), 'utf8').trim().split('\n');
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0])).toMatchObject({ complete: false });
  });

  it('SIGHUP to nightly behaves like SIGINT (exit 129, history line written)', async () => {
    const out = temp('nightly');
    const result = await stopWhen(
      ['nightly', '--out', out, '--budget', '60s', '--allow-incomplete'],
      () => readdirSync(out).length > 0,
      'SIGHUP',
    );
    expect(result.code).toBe(129);
    expect(readFileSync(join(out, 'history.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('SIGKILL to nightly: `report` on its folder shows INCOMPLETE', async () => {
    const out = temp('nightly');
    const runDir = () => readdirSync(out).find((f) => f !== 'history.jsonl');
    await stopWhen(
      ['nightly', '--out', out, '--budget', '60s', '--allow-incomplete'],
      () => runDir() !== undefined && existsSync(join(out, runDir()!, 'nightly.json')),
      'SIGKILL',
    );
    const dir = join(out, runDir()!);
    writeFileSync(join(dir, 'verify-eight.json'), JSON.stringify(fixtureVerify('eight')));
    expect(lexpath(['report', dir]).status).toBe(0);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/INCOMPLETE/);
  });

  it('SIGTERM to bench kills the program it was timing and writes what was measured', async () => {
    const out = join(temp('bench'), 'run');
    const sleep = uniqueSleep();
    const result = await stopWhen(
      [
        'bench',
        '--puzzle',
        'eight',
        '--solver',
        'bfs-table',
        '--out',
        out,
        '--budget',
        '15s',
        '--cmd',
        `stuck=sleep ${sleep}`,
      ],
      () => sleepRunning(sleep),
      'SIGTERM',
    );
    expect(result.code).toBe(143);
    expect(await survivors(sleep)).toEqual([]);
    expect(JSON.parse(readFileSync(join(out, 'bench-eight.json'), 'utf8'))).toMatchObject({ complete: false });
  });

  it('SIGTERM to bench while it times solvers in process (--budget 10m) is honoured between buckets, not when the ' +
    'phase ends minutes later', {
    timeout: 60_000,
  }, async () => {
    const out = temp('bench-stop');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, 'bench', '--puzzle', 'eight', '--budget', '10m', '--out', out], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, CI: '1' },
      });
      let stderr = '';
      let sent = false;
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (!sent && /timing bfs-table per depth/.test(stderr)) {
          sent = true; // one signal: a second one quits at once
          setTimeout(() => child.kill('SIGTERM'), 1_000);
        }
      });
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(143);
    expect(result.stderr).toMatch(/SIGTERM; programs stopped, writing what was measured/);
    expect(result.stderr).not.toMatch(/work counts on the fixed work cases/); // the phase after it never started
  });

  it('SIGTERM to verify kills its programs and exits 143', async () => {
    const sleep = uniqueSleep();
    const result = await stopWhen(
      [
        'verify',
        '--puzzle',
        'eight',
        '--case',
        EIGHT_CASE,
        '--no-builtins',
        '--time-limit',
        '60000',
        '--cmd',
        `stuck=sleep ${sleep}`,
      ],
      () => sleepRunning(sleep),
      'SIGTERM',
    );
    expect(result.code).toBe(143);
    expect(await survivors(sleep)).toEqual([]);
  });
});

describe('repro', () => {
  it('prints the counterexample when it cannot save it', () => {
    const file = join(temp('repro'), 'a-file');
    writeFileSync(file, 'x');
    const run = lexpath([
      'repro',
      'idastar-blank-manhattan',
      '--puzzle',
      'eight',
      '--seed',
      '5',
      '--save-dir',
      join(file, 'regressions'),
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Counterexample for idastar-blank-manhattan/);
    expect(run.stderr).toMatch(/could not save the counterexample: .*a-file/);
  });
});

describe('history', () => {
  it('a nightly after an unfinished line and a wrong-shaped line keeps the new night readable', async () => {
    const out = temp('nightly');
    mkdirSync(out, { recursive: true });
    const wrongShape = JSON.stringify({
      run: 'r',
      startedAt: 's',
      seed: 1,
      complete: true,
      verifyOk: true,
      medians: {},
      counterexamples: [null, 5],
    });
    writeFileSync(join(out, 'history.jsonl'), `${wrongShape}\n{"run": "killed mid-wri`);
    const result = await stopWhen(
      ['nightly', '--out', out, '--budget', '60s', '--allow-incomplete'],
      () => readdirSync(out).length > 1,
      'SIGINT',
    );
    expect(result.code).toBe(130);
    const lines = readFileSync(join(out, 'history.jsonl'), 'utf8').split('\n');
    expect(lines[1]).toBe('{"run": "killed mid-wri');
    expect(JSON.parse(lines[2])).toMatchObject({ complete: false });
    const runDir = readdirSync(out).find((f) => f !== 'history.jsonl')!;
    for (const file of ['summary.md', 'index.html']) expect(existsSync(join(out, runDir, file)), file).toBe(true);
    expect(result.stderr).not.toMatch(/internal error/);
  });
});

describe('special files and unwritable checkpoints are refused up front (issue 23)', () => {
  const fifo = (): string => {
    const file = join(temp('fifo'), 'pipe');
    expect(spawnSync('mkfifo', [file]).status).toBe(0);
    return file;
  };

  it('merge of a FIFO is refused, not a read that blocks forever', () => {
    expectUsageError(lexpath(['merge', fifo()]), /not a regular file \(a pipe or a device\): refused/);
  });

  it('merge of /dev/zero is refused, not read until memory is full', () => {
    expectUsageError(lexpath(['merge', '/dev/zero']), /\/dev\/zero: not a regular file/);
  });

  it('--corpus /dev/zero is refused', () => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--corpus', '/dev/zero']),
      /corpus \/dev\/zero: not a regular file/,
    );
  });

  it('a FIFO as checkpoint is refused', () => {
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--exhaustive', '--solver', 'bfs-table', '--checkpoint', fifo()]),
      /checkpoint .*pipe: not a regular file/,
    );
  });

  it('--checkpoint in a missing folder is a message at the start, not a stack trace later', () => {
    const file = join(temp('cp'), 'missing', 'cp.json');
    expectUsageError(
      lexpath(['verify', '--puzzle', 'eight', '--exhaustive', '--solver', 'bfs-table', '--checkpoint', file]),
      /checkpoint .*cp\.json: cannot be written \(its folder does not exist\)/,
    );
  });
});
