/** A user's own solvers (registerSolver in their module) are verified in the pool threads like built-in ones. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerSolver, findSolver } from '../../solvers/registry.js';
import type { VerifyReport } from './types.js';
import { verify } from './verify.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
const MODULE = fileURLToPath(new URL('../../test/fixtures/user-solvers.mjs', import.meta.url));

const TAMPER = fileURLToPath(new URL('../../test/fixtures/oracle-tamper.mjs', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../../examples/my-idastar.mjs', import.meta.url));

const lexpath = (args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });

describe('your own solvers in verify', () => {
  let ran: { run: ReturnType<typeof lexpath>; report: VerifyReport } | undefined;
  const result = () => {
    if (!ran) {
      const run = lexpath([
        'verify',
        '--puzzle',
        'eight',
        '--solver-module',
        MODULE,
        '--solver',
        'my-table',
        '--solver',
        'my-wrong-order',
        '--cases',
        '30',
        '--seed',
        '3',
        // the wrong one stops at its first failure; the right one still runs every case
        '--fail-fast',
        '--json',
      ]);
      ran = { run, report: JSON.parse(run.stdout) as VerifyReport };
    }
    return ran;
  };

  it('passes a right one on every case', () => {
    const { report } = result();
    expect(report.solvers[0]).toMatchObject({ name: 'my-table', passed: true, verdicts: { ok: report.cases } });
  });

  it('fails a wrong one, with a replay that names its module', () => {
    const { run, report } = result();
    expect(run.status).toBe(1);
    expect(report.solvers[1].passed).toBe(false);
    const replay = report.solvers[1].counterexample!.replay;
    expect(replay).toContain(`--solver-module ${MODULE} --solver my-wrong-order`);
    const again = spawnSync('/bin/sh', [
      '-c',
      `${replay.replace(/^lexpath /, `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} `)} > /dev/null 2>&1`,
    ]);
    expect(again.status).toBe(1);
  });

  it.each(['tamper-tables', 'tamper-oracle'])(
    'fails %s, a solver that tampers with the judge to pass a wrong answer',
    (solver) => {
      const run = lexpath([
        'verify',
        '--puzzle',
        'eight',
        '--solver-module',
        TAMPER,
        '--solver',
        solver,
        '--cases',
        '40',
        '--seed',
        '3',
        // caught once is caught: the rest of its cases (plain BFS each) would only cost time
        '--fail-fast',
        '--json',
      ]);
      const report = JSON.parse(run.stdout) as VerifyReport;
      expect(report.solvers[0].verdicts['not-lex-smallest']).toBeGreaterThan(0);
      expect(report.solvers[0].passed).toBe(false);
      expect(run.status).toBe(1);
    },
  );

  it("the README's example solver (examples/my-idastar.mjs) passes on Eight II and on Rotation boards", () => {
    const rotation = [
      '--case',
      '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3',
      '--case',
      '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1',
    ];
    for (const [puzzle, cases] of [
      ['eight', ['--cases', '20']],
      ['rotation', rotation],
    ] as const) {
      const run = lexpath([
        'verify',
        '--puzzle',
        puzzle,
        '--solver-module',
        EXAMPLE,
        '--solver',
        'my-idastar',
        ...cases,
        '--seed',
        '3',
        '--json',
      ]);
      const report = JSON.parse(run.stdout) as VerifyReport;
      expect(report.solvers[0]).toMatchObject({ name: 'my-idastar', passed: true, verdicts: { ok: report.cases } });
      expect(run.status).toBe(0);
    }
  });

  it('refuses a module that registers nothing, naming it', () => {
    const bad = lexpath([
      'verify',
      '--puzzle',
      'eight',
      '--solver-module',
      CLI.replace('harness/cli.js', 'util/plural.js'),
      '--solver',
      'x',
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/plural\.js: it registered no solver/);
  });

  it('says how to fix a solver registered without its module, instead of failing every case', async () => {
    registerSolver({ ...findSolver('bfs-table')!, name: 'in-process-only', module: undefined });
    await expect(
      verify({
        puzzle: 'eight',
        solvers: ['in-process-only'],
        programs: [],
        randomCases: 1,
        seed: 1,
        timeLimitMs: 2000,
        shard: null,
        workers: 1,
      }),
    ).rejects.toThrow(/registered without `module`/);
  });
});
