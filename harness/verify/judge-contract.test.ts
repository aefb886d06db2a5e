/**
 * Outside programs and the judge's contract, through the built CLI with real child processes: a
 * Rotation program written for POJ 2286 (right on boards with eight each of 1, 2 and 3, wrong on
 * every other board: test/fixtures/rotation-judge-boards.mjs) passes a default run, is flagged but
 * not failed beyond the contract under --beyond-contract, and still fails when it is wrong on a
 * judge's board; built-in solvers keep every case; shards of such runs merge.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparableReport } from '../../test/reports.js';
import { formatVerifyReport } from './reporting/text-report.js';
import type { VerifyReport } from './types.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../../test/fixtures/rotation-judge-boards.mjs', import.meta.url));
const PROGRAM = `x=${JSON.stringify(process.execPath)} ${JSON.stringify(FIXTURE)}`;
const corpus = (name: string): string => fileURLToPath(new URL(`../../corpora/${name}`, import.meta.url));
/** The documented board of POJ 2286's discussion: ten 1s, six 2s, eight 3s. */
const TEN_SIX_EIGHT = '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1';

function lexpath(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1', ...env },
  });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

function verifyJson(args: string[], env: Record<string, string> = {}): { report: VerifyReport; status: number | null } {
  const run = lexpath(['verify', '--json', ...args], env);
  if (run.stdout === '') throw new Error(`verify printed nothing: ${run.stderr}`);
  return { report: JSON.parse(run.stdout) as VerifyReport, status: run.status };
}

const eightOfEach = (board: string): boolean =>
  [1, 2, 3].every(
    (d) =>
      board
        .trim()
        .split(/\s+/)
        .map(Number)
        .filter((x) => x === d).length === 8,
  );

const DEFAULT_RUN = ['--puzzle', 'rotation', '--no-builtins', '--cmd', PROGRAM, '--seed', '1'];

describe("outside programs are judged within the judge's contract (Rotation: eight of each digit)", () => {
  it('a program written for the judge passes a default run, which says what it left out', { timeout: 300_000 }, () => {
    const { report, status } = verifyJson(DEFAULT_RUN);
    const [x] = report.solvers;
    expect(status, JSON.stringify(x)).toBe(0);
    expect(report.ok).toBe(true);
    expect(x.passed).toBe(true);
    // All 3 counterexample boards and 9 of the 28 digit ties; random boards are redrawn within it.
    expect(x.beyondContract).toMatchObject({ listed: 12, run: false, cases: 0, failed: 0, firstFailure: null });
    expect(x.verdicts).toEqual({ ok: report.cases - 12 });
    expect(formatVerifyReport(report)).toMatch(/^x: 12 listed cases beyond the judge's contract \(.*\) left out;/m);
  });

  it('under --beyond-contract it is flagged beyond the contract, and still passes', { timeout: 300_000 }, () => {
    const { report, status } = verifyJson([...DEFAULT_RUN, '--beyond-contract']);
    const [x] = report.solvers;
    expect(status, JSON.stringify(x)).toBe(0);
    expect(report.ok).toBe(true);
    expect(x.verdicts).toEqual({ ok: report.cases - 12 });
    const beyond = x.beyondContract!;
    // The 12 listed boards and the random boards the solvers run beyond the contract: every one wrong.
    expect(beyond).toMatchObject({ listed: 12, run: true, failed: beyond.cases });
    expect(beyond.cases).toBeGreaterThan(12);
    expect(beyond.verdicts).toEqual({ 'wrong-centre': beyond.cases });
    expect(eightOfEach(beyond.firstFailure!.input.split('\n')[0])).toBe(false);
    expect(beyond.firstFailure!.explain).toMatch(/^lexpath explain --puzzle rotation --cmd .* --case '[1-3 ]+'$/);
    const text = formatVerifyReport(report);
    expect(text).toContain(
      "Beyond the judge's contract (exactly eight each of 1, 2 and 3, at most 30 boards an input (POJ 2286))",
    );
    expect(text).toContain(`  x: ${beyond.cases} cases, ${beyond.cases} failed (wrong-centre ${beyond.cases})`);
  });

  it('a program wrong on a judge board still fails, with a judge board as counterexample', { timeout: 300_000 }, () => {
    const { report, status } = verifyJson([...DEFAULT_RUN, '--fail-fast', '--shrink-budget', '5s'], {
      WRONG_ON_JUDGE_BOARDS: '1',
    });
    const [x] = report.solvers;
    expect(status).toBe(1);
    expect(x.passed).toBe(false);
    const c = x.counterexample!;
    expect(c.verdict).toBe('wrong-centre');
    // Shrunk, if at all, to boards the judge gives.
    for (const board of c.input.split('\n').filter((l) => l.trim().split(/\s+/).length === 24))
      expect(eightOfEach(board), board).toBe(true);
  });

  it('built-in solvers are still judged on every case, beside a program that leaves some out', () => {
    const { report, status } = verifyJson([
      '--puzzle',
      'rotation',
      '--solver',
      'bfs-table',
      '--cmd',
      PROGRAM,
      '--corpus',
      corpus('rotation-counterexamples.json'),
      '--cases',
      '6',
      '--seed',
      '3',
    ]);
    expect(status).toBe(0);
    const [table, x] = report.solvers;
    expect(table).toMatchObject({ name: 'bfs-table', cases: report.cases, verdicts: { ok: report.cases } });
    expect(table.beyondContract).toBeUndefined();
    expect(x).toMatchObject({ name: 'x', cases: report.cases - 3, beyondContract: { listed: 3, run: false } });
  });

  it('a run whose every case is beyond the contract is refused: it would judge the program on nothing', () => {
    const run = lexpath(['verify', '--puzzle', 'rotation', '--no-builtins', '--cmd', PROGRAM, '--case', TEN_SIX_EIGHT]);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/nothing to judge --cmd programs on: every case is beyond rotation's judge contract/);
  });

  it('shards of a --beyond-contract run merge into the unsharded run', { timeout: 300_000 }, () => {
    const common = [
      '--puzzle',
      'rotation',
      '--no-builtins',
      '--cmd',
      PROGRAM,
      '--beyond-contract',
      '--corpus',
      corpus('rotation-counterexamples.json'),
      '--corpus',
      corpus('rotation-judge-samples.json'),
      '--cases',
      '10',
      '--seed',
      '4',
    ];
    const whole = verifyJson(common).report;
    expect(whole.solvers[0].beyondContract?.listed).toBe(3);
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-contract-shards-'));
    const files = [1, 2].map((i) => {
      const file = join(dir, `shard${i}.json`);
      writeFileSync(file, JSON.stringify(verifyJson([...common, '--shard', `${i}/2`]).report));
      return file;
    });
    const merge = lexpath(['merge', ...files]);
    expect(merge.status, merge.stderr).toBe(0);
    expect(comparableReport(JSON.parse(merge.stdout) as VerifyReport)).toEqual(comparableReport(whole));
  });
});
