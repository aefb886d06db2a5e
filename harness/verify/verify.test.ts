/**
 * `lexpath verify`, `repro` and `merge` end to end, through the built CLI: each verdict kind from
 * a deliberately bad fake program, the bug zoo caught with certified, shrunk counterexamples, and
 * sharded runs merging into the unsharded result.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerifyReport } from './types.js';
import { comparableReport } from '../../test/reports.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));

function lexpath(args: string[]): { stdout: string; stderr: string; status: number | null } {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

function verifyJson(args: string[]): { report: VerifyReport; status: number | null } {
  const run = lexpath(['verify', '--json', ...args]);
  if (run.stdout === '') throw new Error(`verify printed nothing: ${run.stderr}`);
  return { report: JSON.parse(run.stdout) as VerifyReport, status: run.status };
}

/** A one-case run of an outside program (a shell command) on a fixed case. */
function judgeProgram(puzzle: string, theCase: string, command: string, timeLimit = 2000) {
  const { report, status } = verifyJson([
    '--puzzle',
    puzzle,
    '--case',
    theCase,
    '--no-builtins',
    '--cmd',
    `fake=${command}`,
    '--time-limit',
    String(timeLimit),
    '--startup-allowance',
    String(timeLimit),
  ]);
  return { solver: report.solvers[0], status };
}

const EIGHT_CASE = '12X453786 12345678X'; // answer: dd
const ROTATION_CASE = '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'; // answer: AC, centre 2

describe('verdicts for outside programs', () => {
  it('a correct answer is ok', () => {
    const { solver, status } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 2\\ndd\\n'");
    expect(solver.verdicts).toEqual({ ok: 1 });
    expect(status).toBe(0);
  });

  it('a crashing program gets crash and the run fails', () => {
    const { solver, status } = judgeProgram('eight', EIGHT_CASE, 'echo oops >&2; exit 3');
    expect(solver.verdicts).toEqual({ crash: 1 });
    expect(solver.counterexample?.detail).toMatch(/exit code 3: oops/);
    expect(status).toBe(1);
  });

  // A hang would show as the test runner's time-out (vitest.config.ts), not as a timing assertion.
  it('a hanging program gets time-limit and the harness does not hang', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, 'sleep 30', 300);
    expect(solver.verdicts).toEqual({ 'time-limit': 1 });
  });

  it('a program whose child keeps running past the time limit is killed with it', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, 'sh -c "sleep 30"; echo never', 300);
    expect(solver.verdicts).toEqual({ 'time-limit': 1 });
  });

  it('garbage output gets wrong-format', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, 'echo hello');
    expect(solver.verdicts).toEqual({ 'wrong-format': 1 });
  });

  it('a count that disagrees with the move line gets wrong-format', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 3\\ndd\\n'");
    expect(solver.verdicts).toEqual({ 'wrong-format': 1 });
  });

  it('a move off the board gets illegal-move', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 2\\nuu\\n'");
    expect(solver.verdicts).toEqual({ 'illegal-move': 1 });
  });

  it('a letter outside the alphabet gets illegal-move', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 2\\ndx\\n'");
    expect(solver.verdicts).toEqual({ 'illegal-move': 1 });
  });

  it('moves that end elsewhere get not-solved', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 2\\nll\\n'");
    expect(solver.verdicts).toEqual({ 'not-solved': 1 });
  });

  it('a longer solution gets not-shortest', () => {
    const { solver } = judgeProgram('eight', EIGHT_CASE, "printf 'Case 1: 4\\nddlr\\n'");
    expect(solver.verdicts).toEqual({ 'not-shortest': 1 });
  });

  it('a shortest answer in the wrong order gets not-lex-smallest with a certificate', () => {
    const { solver } = judgeProgram('eight', '4321X5678 X12345678', "printf 'Case 1: 6\\nuldrul\\n'");
    expect(solver.verdicts).toEqual({ 'not-lex-smallest': 1 });
    expect(solver.counterexample?.certificate).toEqual({
      step: 1,
      actualMove: 'u',
      smallerMove: 'l',
      distanceBefore: 6,
      distanceAfterSmaller: 5,
    });
  });

  it('a Rotation digit line that is not the centre gets wrong-centre', () => {
    const { solver } = judgeProgram('rotation', ROTATION_CASE, "printf 'AC\\n3\\n'");
    expect(solver.verdicts).toEqual({ 'wrong-centre': 1 });
  });

  it('a Rotation answer is judged ok with its centre digit', () => {
    const { solver } = judgeProgram('rotation', ROTATION_CASE, "printf 'AC\\n2\\n'");
    expect(solver.verdicts).toEqual({ ok: 1 });
  });

  it('a failed batch is re-run case by case so each verdict lands on its own case', () => {
    // Crashes only on the case whose start is 12X453786; answers the other correctly.
    const script = `input=$(cat); case "$input" in *12X453786*) exit 1;; esac; printf 'Case 1: 0\\n\\n'`;
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--case',
      EIGHT_CASE,
      '--case',
      '12345678X 12345678X',
      '--no-builtins',
      '--cmd',
      `fake=${script}`,
    ]);
    expect(report.solvers[0].verdicts).toEqual({ ok: 1, crash: 1 });
  });
});

describe('the bug zoo', () => {
  it('every correct solver passes and every buggy variant is caught with a replayable counterexample', {
    timeout: 300_000,
  }, () => {
    // Generous time limit (no timing is asserted); the never-finishing IDA* has its own test below.
    const solvers = JSON.parse(lexpath(['solvers', '--json']).stdout) as { name: string; puzzles: string[] }[];
    const selected = solvers
      .filter((s) => s.puzzles.includes('eight') && s.name !== 'idastar-stale-bound')
      .flatMap((s) => ['--solver', s.name]);
    const { report, status } = verifyJson([
      '--puzzle',
      'eight',
      '--cases',
      '40',
      '--seed',
      '11',
      '--time-limit',
      '20000',
      ...selected,
    ]);
    expect(status).toBe(0);
    expect(report.ok).toBe(true);
    for (const solver of report.solvers) {
      if (solver.expected === 'correct') {
        expect(solver.passed, solver.name).toBe(true);
      } else {
        expect(solver.passed, solver.name).toBe(false);
        expect(solver.counterexample!.replay).toMatch(/^lexpath verify --puzzle eight --solver /);
      }
    }
  });

  it('on Rotation too, every correct solver passes and every buggy variant is caught', { timeout: 300_000 }, () => {
    const { report, status } = verifyJson([
      '--puzzle',
      'rotation',
      '--cases',
      '12',
      '--seed',
      '2026',
      '--time-limit',
      '5000',
    ]);
    expect(status).toBe(0);
    for (const solver of report.solvers) expect(solver.passed, solver.name).toBe(solver.expected === 'correct');
  });

  it('the documented Rotation board catches the A* that closes states when generated', () => {
    const { report } = verifyJson([
      '--puzzle',
      'rotation',
      '--solver',
      'astar-closed-on-generation',
      '--case',
      '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1',
      '--time-limit',
      '30000',
    ]);
    const c = report.solvers[0].counterexample!;
    expect(c.verdict).toBe('not-lex-smallest');
    expect(report.solvers[0].passed).toBe(false);
  });

  it('the never-resetting IDA* is reported as time-limit, not waited for', () => {
    const { report } = verifyJson([
      '--puzzle',
      'eight',
      '--solver',
      'idastar-stale-bound',
      '--case',
      '8672543X1 12345678X',
      '--time-limit',
      '500',
    ]);
    expect(report.solvers[0].verdicts).toEqual({ 'time-limit': 1 });
  });
});

describe('repro', () => {
  it('finds, shrinks and saves a counterexample for the blank-counting IDA*', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-repro-'));
    const run = lexpath(['repro', 'idastar-blank-manhattan', '--puzzle', 'eight', '--seed', '5', '--save-dir', dir]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Counterexample for idastar-blank-manhattan: not-(shortest|lex-smallest)/);
    const [saved] = readdirSync(dir);
    expect(saved).toMatch(/^eight-[0-9a-f]{12}\.json$/);
    const corpus = JSON.parse(readFileSync(join(dir, saved), 'utf8'));
    expect(corpus.cases[0].answer.length).toBeLessThanOrEqual(10);
  });

  it('a corpus answer that is not the certified one is rejected when loaded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-corpus-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        puzzle: 'eight',
        cases: [{ start: '4321X5678', goal: 'X12345678', answer: 'uldrul', source: 'test' }],
      }),
    );
    const run = lexpath(['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--cases', '0', '--corpus', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/bad\.json, case 1: the recorded answer 'uldrul' is not the certified one 'lurdlu'/);
  });
});

describe('sharding', () => {
  it('shards merged equal the unsharded run with the same seed', () => {
    const common = [
      '--puzzle',
      'eight',
      '--cases',
      '30',
      '--seed',
      '21',
      '--solver',
      'bfs-table',
      '--solver',
      'bfs-wrong-order',
    ];
    const whole = verifyJson(common).report;
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-shards-'));
    const files = [1, 2, 3].map((i) => {
      const file = join(dir, `shard${i}.json`);
      writeFileSync(file, JSON.stringify(verifyJson([...common, '--shard', `${i}/3`]).report));
      return file;
    });
    const merged = JSON.parse(lexpath(['merge', ...files]).stdout) as VerifyReport;
    expect(comparableReport(merged)).toEqual(comparableReport(whole));
  });

  it('merge refuses an incomplete set of shards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-shards-'));
    const file = join(dir, 'shard1.json');
    writeFileSync(
      file,
      JSON.stringify(
        verifyJson(['--puzzle', 'eight', '--cases', '2', '--seed', '1', '--solver', 'bfs-table', '--shard', '1/2'])
          .report,
      ),
    );
    const run = lexpath(['merge', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/shards missing: 2\/2/);
  });

  it('merge refuses shard 1/2 run again and relabelled 2/2 (it judged the same cases)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-shards-'));
    const args = ['--puzzle', 'eight', '--cases', '6', '--seed', '1', '--solver', 'bfs-table', '--shard', '1/2'];
    const first = verifyJson(args).report;
    const relabelled = { ...verifyJson(args).report, shard: { ...first.shard!, index: 2 } };
    const files = [first, relabelled].map((report, i) => {
      const file = join(dir, `shard${i + 1}.json`);
      writeFileSync(file, JSON.stringify(report));
      return file;
    });
    const run = lexpath(['merge', ...files]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /shard2\.json \(labelled shard 2\) judged the same cases as .*shard1\.json \(labelled 1\): a copied or relabelled shard/,
    );
  });
});
