/** Plug-in puzzles: the shipped pancake example through the CLI (--puzzle-module) and the library API. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/harness/cli.js', import.meta.url));
const PANCAKE = fileURLToPath(new URL('../examples/pancake.mjs', import.meta.url));
const SOLVERS = fileURLToPath(new URL('../test/fixtures/pancake-solvers.mjs', import.meta.url));
const lexpath = (args: string[], input = '') =>
  spawnSync(process.execPath, [CLI, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, CI: '1' },
  });

describe('a plug-in puzzle (examples/pancake.mjs)', () => {
  it('is solved by `lexpath solve` with --puzzle-module, in its own judge format', () => {
    const run = lexpath(['solve', 'pancake', '--puzzle-module', PANCAKE], '3\n3 1 2\n1 2 3 4\n2 1\n');
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Case 1: 2\n32\nCase 2: 0\n\nCase 3: 1\n2\n');
  });

  it('is verified with every built-in solver, in worker threads that import the module', () => {
    // What is tested is that every solver runs the plug-in in the threads, not its speed: plain BFS
    // takes over a second on a 9-pancake case, so a loaded 2-core machine gets a generous limit.
    const run = lexpath([
      'verify',
      '--puzzle',
      'pancake',
      '--puzzle-module',
      PANCAKE,
      '--cases',
      '60',
      '--seed',
      '4',
      '--time-limit',
      '20000',
      '--json',
    ]);
    const report = JSON.parse(run.stdout) as {
      ok: boolean;
      solvers: { name: string; passed: boolean; cases: number; verdicts: object }[];
    };
    // The solvers first: a failure then names the solver and its verdicts.
    expect(report.solvers.map((s) => [s.name, s.passed, s.cases, s.verdicts])).toEqual(
      ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'].map((n) => [n, true, 60, { ok: 60 }]),
    );
    expect(run.status).toBe(0);
  });

  it(
    "verifies a user's own JS solvers: passes the right one, " +
      'catches the wrong one with a replay that reproduces it',
    () => {
      const run = lexpath([
        'verify',
        '--puzzle',
        'pancake',
        '--puzzle-module',
        PANCAKE,
        '--solver-module',
        SOLVERS,
        '--solver',
        'my-pancake-idastar',
        '--solver',
        'my-pancake-largest-first',
        '--cases',
        '80',
        '--seed',
        '5',
        '--json',
      ]);
      expect(run.stderr).toBe('');
      const report = JSON.parse(run.stdout) as {
        solvers: { name: string; passed: boolean; counterexample?: { verdict: string; replay: string } }[];
      };
      expect(run.status).toBe(1);
      expect(report.solvers[0]).toMatchObject({ name: 'my-pancake-idastar', passed: true });
      expect(report.solvers[1]).toMatchObject({
        name: 'my-pancake-largest-first',
        passed: false,
        counterexample: { verdict: 'not-lex-smallest' },
      });
      const replay = report.solvers[1].counterexample!.replay;
      expect(replay).toContain(
        `--puzzle pancake --puzzle-module ${PANCAKE} --solver-module ${SOLVERS} --solver my-pancake-largest-first`,
      );
      const again = spawnSync('/bin/sh', [
        '-c',
        `${replay.replace(/^lexpath /, `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} `)} ` +
          `> /dev/null 2>&1`,
      ]);
      expect(again.status).toBe(1);
    },
  );

  it("is solved by a user's solver with --solver-module", () => {
    const run = lexpath(
      ['solve', 'pancake', '--puzzle-module', PANCAKE, '--solver-module', SOLVERS, '--solver', 'my-pancake-idastar'],
      '2\n3 1 2\n2 1\n',
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Case 1: 2\n32\nCase 2: 1\n2\n');
  });

  it("is benched with a user's solver, in-process and as whole `lexpath solve` processes given both modules", () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-plugin-bench-'));
    const args = [
      'bench',
      '--puzzle',
      'pancake',
      '--puzzle-module',
      PANCAKE,
      '--solver-module',
      SOLVERS,
      '--solver',
      'my-pancake-idastar',
      '--budget',
      '20s',
      '--seed',
      '2',
      '--out',
      out,
      '--json',
    ];
    const run = lexpath(args);
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      solvers: { solver: string; buckets: unknown[] }[];
      processes: { program: string; error?: string }[];
      scaling: { solver: string }[];
      scalingSkipped: { solver: string; reason: string }[];
    };
    expect(report.solvers.map((s) => s.solver)).toEqual(['my-pancake-idastar']);
    expect(report.solvers[0].buckets.length).toBeGreaterThan(0);
    const lexpathRuns = report.processes.filter((p) => p.program === 'lexpath');
    expect(lexpathRuns.length).toBeGreaterThan(0);
    expect(lexpathRuns.map((p) => p.error ?? 'ok')).toEqual(lexpathRuns.map(() => 'ok'));
    // The scaling runs are the same `lexpath solve --solver-module ... --solver my-pancake-idastar`:
    // each either ran or was left out for time (a loaded machine overruns the earlier phases), never
    // failed.
    const scaled = [
      ...report.scaling,
      ...report.scalingSkipped.filter((s) => s.reason === 'out of time for scaling runs'),
    ];
    expect(
      scaled.map((p) => p.solver),
      JSON.stringify(report.scalingSkipped),
    ).toContain('my-pancake-idastar');
    expect(report.scalingSkipped.filter((s) => s.reason.startsWith('exit code'))).toEqual([]);
  });

  it(
    'is run by nightly with --puzzles, --puzzle-module and ' + "--solver-module, which fails the user's wrong solver",
    () => {
      const out = mkdtempSync(join(tmpdir(), 'lexpath-plugin-nightly-'));
      const run = lexpath([
        'nightly',
        '--puzzles',
        'pancake',
        '--puzzle-module',
        PANCAKE,
        '--solver-module',
        SOLVERS,
        '--budget',
        '25s',
        '--out',
        out,
        '--allow-incomplete',
      ]);
      expect(run.status, run.stderr).toBe(1); // the user's largest-first solver is wrong
      expect(run.stdout).toMatch(/verify pancake: FAILED.*wrong: my-pancake-largest-first \(failed\)/);
      expect(run.stdout).toMatch(/cases judged: .*my-pancake-idastar \d/);
    },
  );

  it('is verified through the library API (registerPuzzle, verify) with a user solver', async () => {
    const api = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../index.js');
    const { pancake } = (await import(PANCAKE)) as { pancake: import('../index.js').AnyPuzzleDefinition };
    api.registerPuzzle(pancake, { module: new URL(`file://${PANCAKE}`).href });
    await import(SOLVERS);
    const report = await api.verify({
      puzzle: 'pancake',
      seed: 6,
      randomCases: 40,
      solvers: ['my-pancake-idastar', 'idastar'],
      programs: [],
      timeLimitMs: 20_000,
      shard: null,
      workers: 1,
    });
    expect(report.ok).toBe(true);
    expect(report.solvers.map((s) => [s.name, s.passed, s.cases])).toEqual([
      ['my-pancake-idastar', true, 40],
      ['idastar', true, 40],
    ]);
  });

  it('names an unknown puzzle and a module that exports none, exit 2', () => {
    expect(lexpath(['solve', 'pancakes'], '1\n2 1\n')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/unknown puzzle 'pancakes'/),
    });
    for (const command of [['verify'], ['bench'], ['repro', '--solver', 'bfs']]) {
      expect(lexpath([...command, '--puzzle', 'pancakes'])).toMatchObject({
        status: 2,
        stderr: expect.stringMatching(/^lexpath: unknown puzzle 'pancakes'/),
      });
    }
    expect(lexpath(['solve', 'pancake', '--puzzle-module', SOLVERS], '1\n2 1\n')).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/--puzzle-module .*pancake-solvers\.mjs: it exports no puzzle definition/),
    });
  });
});

describe('lexpath puzzles', () => {
  it('--json lists each puzzle with its oracle and the solvers that apply', () => {
    const listed = JSON.parse(lexpath(['puzzles', '--json']).stdout) as {
      name: string;
      oracle: string;
      solvers: { name: string; skipped?: string }[];
    }[];
    expect(listed.map((p) => [p.name, p.oracle])).toEqual([
      ['eight', 'distance tables'],
      ['rotation', 'distance tables'],
      ['fifteen', 'reference search'],
    ]);
    expect(listed[2].solvers.filter((s) => !s.skipped).map((s) => s.name)).toEqual(['idastar']);
  });
});
