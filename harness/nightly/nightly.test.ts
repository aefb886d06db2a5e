/**
 * Two tiny nights into one folder: every file whole, one history line each, an interrupted night
 * marked incomplete. Needs the compiled code (verify runs in a worker), as `npm test` builds it.
 */
import { puzzleDefinition } from '../../puzzles/index.js';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionBenchmarks } from '../history/action.js';
import { findSolver } from '../../solvers/registry.js';
import { appendHistoryLine, readHistory } from '../history/history.js';
import { runNightly } from './nightly.js';
import { formatNightly } from './print.js';
import { runName } from './run-folder.js';
import { verifiedPuzzle } from './verify-phase.js';
import { outcomeOf } from '../verify/reporting/outcome.js';
import type { HistoryWork, NightlyRun } from '../history/types.js';
import { measureWork } from '../bench/work.js';
import { historyWork } from '../history/work.js';
import type { VerifyReport } from '../verify/types.js';

const small = { solvers: ['bfs-table'], casesPerDepth: 1, batchCases: 5, scalingCounts: [1], maxRuns: 1 };
/** The two judge puzzles (a default night also runs the 15-puzzle, which these budgets leave no time for). */
const judgePuzzles = ['eight', 'rotation'] as const;

describe('lexpath nightly', () => {
  it('writes a run folder and one history line per night; Ctrl-C leaves it marked incomplete', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-'));
    const first = await runNightly({
      outDir: out,
      puzzles: judgePuzzles,
      budgetMs: 10_000,
      seed: 20260101,
      bench: small,
      verifySolvers: ['bfs-table'],
      report: false,
    });
    for (const file of ['nightly.json', 'benchmark-action.json']) expect(existsSync(join(first.dir, file))).toBe(true);
    const run = JSON.parse(readFileSync(join(first.dir, 'nightly.json'), 'utf8')) as NightlyRun;
    expect(run).toMatchObject({ kind: 'nightly', version: 1, seed: 20260101, budgetMs: 10_000 });
    // How far a night gets depends on the machine's speed; whatever ran is whole, and what did not is noted.
    expect(run.verify.length + run.bench.length).toBeGreaterThan(0);
    const notes = run.notes!.join('\n');
    for (const puzzle of ['eight', 'rotation'] as const) {
      const verified = run.verify.find((v) => v.puzzle === puzzle);
      if (verified) {
        // A correct solver never fails. On a loaded machine the window may end before its listed cases
        // do: then it is unfinished, not passed, and the puzzle is noted as not verified (below).
        expect(verified.solvers.map((s) => s.name)).toEqual(['bfs-table']);
        const outcome = outcomeOf(verified.solvers[0]);
        expect(outcome).not.toBe('failed');
        expect(verified.solvers[0].passed).toBe(outcome === 'passed');
      }
      if (!verifiedPuzzle(verified)) expect(notes).toContain(`${puzzle} is not verified tonight`);
      const benched = run.bench.find((b) => b.puzzle === puzzle);
      if (benched) expect(benched.solvers.map((s) => s.solver)).toEqual(['bfs-table']);
      else expect(notes).toContain(`bench ${puzzle}:`);
    }
    // a cut is always explained (notes may also be informational)
    if (!run.complete) expect(run.notes!.length).toBeGreaterThan(0);
    const action = JSON.parse(readFileSync(join(first.dir, 'benchmark-action.json'), 'utf8')) as { name: string }[];
    expect(action).toEqual(actionBenchmarks(run.bench));
    for (const b of run.bench) expect(action.some((a) => a.name.startsWith(`${b.puzzle}/bfs-table `))).toBe(true);
    expect(readdirSync(first.dir).some((f) => f.includes('.tmp-'))).toBe(false);

    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const second = await runNightly({
      outDir: out,
      puzzles: judgePuzzles,
      budgetMs: 5000,
      seed: 20260102,
      bench: small,
      verifySolvers: ['bfs-table'],
      report: false,
      signal: controller.signal,
    });
    expect(second.dir).not.toBe(first.dir);
    expect(second.run.complete).toBe(false);
    expect(second.run.notes!.join('\n')).toMatch(/interrupted/);

    const history = readHistory(join(out, 'history.jsonl'));
    expect(history.map((h) => h.run)).toEqual([first.run.run, second.run.run]);
    expect(history[1].complete).toBe(false);
    expect(readFileSync(join(out, 'history.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  });

  it('flags a definite work change when the previous night in history counted differently', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-'));
    // The previous night: bfs-table's true counts on the work cases, but one bucket off by one.
    const counted = await measureWork(
      'eight',
      puzzleDefinition('eight'),
      [findSolver('bfs-table')!],
      Infinity,
      undefined,
      { depths: 8 },
    );
    const truth = historyWork([{ puzzle: 'eight', work: counted } as never])!;
    const [cases, expanded, generated, ms] = truth.buckets['eight/bfs-table@5'];
    const previous: HistoryWork = {
      ...truth,
      buckets: { ...truth.buckets, 'eight/bfs-table@5': [cases, expanded + 1, generated, ms] },
    };
    appendHistoryLine(join(out, 'history.jsonl'), {
      run: 'previous-night',
      startedAt: '2026-01-01T02:00:00.000Z',
      seed: 20260101,
      complete: true,
      verifyOk: true,
      medians: {},
      counterexamples: [],
      work: previous,
    });
    const result = await runNightly({
      outDir: out,
      puzzles: judgePuzzles,
      budgetMs: 20_000,
      seed: 20260102,
      bench: small,
      verifySolvers: ['bfs-table'],
      report: false,
    });
    const tonight = readHistory(join(out, 'history.jsonl')).at(-1)!;
    // Tonight counted the same cases again (the budget reaches them on this machine) ...
    for (let d = 0; d < 8; d++)
      expect(tonight.work!.buckets[`eight/bfs-table@${d}`]?.slice(0, 3)).toEqual(
        truth.buckets[`eight/bfs-table@${d}`].slice(0, 3),
      );
    // ... so the one bucket that differs is a definite change, and the others are not.
    const change = {
      puzzle: 'eight',
      solver: 'bfs-table',
      depth: 5,
      cases,
      previousRun: 'previous-night',
      before: { expanded: expanded + 1, generated },
      after: { expanded, generated },
    };
    expect(result.run.workChanges).toEqual([change]);
    expect(result.run.workCompared).toBe(8); // the previous night counted depths 0-7 only
    const written = JSON.parse(readFileSync(join(result.dir, 'nightly.json'), 'utf8')) as NightlyRun;
    expect(written.workChanges).toEqual([change]);
    expect(formatNightly(result)).toContain(
      `eight/bfs-table (against previous-night): depth 5 expanded ${expanded + 1} -> ${expanded}`,
    );
  });

  it('runs the puzzles it is given, in their order, and records them', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-puzzles-'));
    const result = await runNightly({
      outDir: out,
      puzzles: ['slide-2x3', 'eight'],
      budgetMs: 16_000,
      seed: 3,
      bench: small,
      verifySolvers: ['bfs-table'],
      report: false,
    });
    expect(result.run.puzzles).toEqual(['slide-2x3', 'eight']);
    expect(result.run.verify.map((v) => v.puzzle)).toEqual(['slide-2x3', 'eight']);
    expect(result.run.verify[0].solvers.map((s) => [s.name, s.passed])).toEqual([['bfs-table', true]]);
    // Bench goes in the same order; on a busy machine the last puzzle may find its share used up, and the notes say so.
    const benched = result.run.bench.map((b) => b.puzzle);
    expect(benched[0]).toBe('slide-2x3');
    if (benched.length === 1) expect(result.run.notes!.join('\n')).toContain('bench eight:');
    else expect(benched).toEqual(['slide-2x3', 'eight']);
    expect(Object.keys(result.run.medians!)).toContain('slide-2x3/bfs-table');
  });

  it('skips a puzzle none of the named solvers applies to, and says so', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-skip-'));
    const result = await runNightly({
      outDir: out,
      puzzles: ['fifteen'],
      budgetMs: 4_000,
      seed: 3,
      bench: small,
      verifySolvers: ['bfs-table'],
      report: false,
    });
    expect(result.run.verify).toEqual([]);
    expect(result.run.bench).toEqual([]);
    expect(result.run.complete).toBe(false);
    expect(result.run.notes).toContain(
      'verify fifteen: none of the solvers named (bfs-table) applies to it; fifteen is not verified tonight',
    );
    expect(result.run.notes).toContain('bench fifteen: none of the solvers named (bfs-table) applies to it');
  });

  it('names runs by time', () => {
    expect(runName(new Date('2026-11-29T21:04:05.123Z'))).toBe('2026-11-29T21-04-05');
  });

  it('counts a puzzle verified only when every solver finished its listed cases', () => {
    const solver = (unfinished?: number) => ({
      name: 'idastar',
      expected: 'correct' as const,
      passed: true,
      verdicts: { ok: 3 },
      skipped: 0,
      firstFailureMs: null,
      counterexample: null,
      ...(unfinished ? { unfinished } : {}),
    });
    const report = (unfinished?: number): VerifyReport => ({
      puzzle: 'eight',
      seed: 1,
      cases: 3,
      ok: true,
      shard: null,
      solvers: [solver(), solver(unfinished)],
    });
    expect(verifiedPuzzle(report())).toBe(true);
    expect(verifiedPuzzle(report(2))).toBe(false);
    expect(verifiedPuzzle(undefined)).toBe(false);
  });
});

describe('lexpath nightly (command)', () => {
  const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
  const ENOSPC = fileURLToPath(new URL('../../test/fixtures/enospc.mjs', import.meta.url));
  const nightly = (args: string[]) =>
    spawnSync(process.execPath, [CLI, 'nightly', ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });

  it('fails an incomplete night unless --allow-incomplete', () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-cli-'));
    // An earlier night that claims tiny listed times, so the budget check lets the night run (budget-check.ts).
    const quick = {
      run: 'quick',
      startedAt: 's',
      seed: 1,
      complete: true,
      verifyOk: true,
      medians: {},
      counterexamples: [],
      listedMs: { eight: 1, rotation: 1, fifteen: 1 },
      workers: 2,
    };
    appendHistoryLine(join(out, 'history.jsonl'), quick);
    // One puzzle: a night of all three spends seconds building their tables before its budget matters.
    const cut = nightly(['--puzzles', 'eight', '--budget', '3s', '--workers', '2', '--out', out]);
    expect(cut.stdout).toContain('INCOMPLETE');
    expect(cut.status).toBe(1);
    expect(cut.stderr).toContain('--allow-incomplete accepts that');
    expect(nightly(['--puzzles', 'eight', '--budget', '3s', '--out', out, '--allow-incomplete']).status).toBe(0);
  });

  it('a history line that cannot be appended is said, exit 2, and the report is still written', () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-history-'));
    mkdirSync(join(out, 'history.jsonl')); // appending to a folder fails, as a full disk would
    const run = nightly(['--puzzles', 'eight', '--budget', '3s', '--out', out, '--allow-incomplete']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/history\.jsonl: tonight's line could not be appended \(it is a folder\)/);
    const folder = readdirSync(out).find((name) => name !== 'history.jsonl')!;
    expect(readdirSync(join(out, folder))).toEqual(
      expect.arrayContaining(['nightly.json', 'summary.md', 'index.html']),
    );
  });

  it('on a full disk, the history line is not appended at all; the next night with room appends it', () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-full-'));
    const history = join(out, 'history.jsonl');
    appendHistoryLine(history, {
      run: 'before',
      startedAt: 's',
      seed: 1,
      complete: true,
      verifyOk: true,
      medians: {},
      counterexamples: [],
    });
    const before = readFileSync(history, 'utf8');
    const args = ['--puzzles', 'eight', '--budget', '3s', '--out', out, '--allow-incomplete'];
    const full = spawnSync(process.execPath, ['--import', ENOSPC, CLI, 'nightly', ...args], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1', LEXPATH_TEST_ENOSPC: 'history.jsonl' },
    });
    expect(full.status).toBe(2);
    expect(full.stderr).toMatch(/history\.jsonl: tonight's line could not be appended \(the disk is full\)/);
    expect(readFileSync(history, 'utf8')).toBe(before);
    expect(nightly(args).status).toBe(0);
    const problems: string[] = [];
    expect(readHistory(history, problems).map((night) => night.run)).toEqual(['before', expect.any(String)]);
    expect(problems).toEqual([]);
  });

  it('refuses a --cmd for a puzzle the night does not run', () => {
    const bad = nightly([
      '--puzzles',
      'eight',
      '--cmd',
      'rotation:mine=./a.out',
      '--out',
      mkdtempSync(join(tmpdir(), 'lexpath-nightly-bad-')),
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--cmd 'rotation:mine=./a.out': rotation is not one of the night's puzzles (eight)");
  });

  it('refuses an unknown puzzle in --puzzles, naming it', () => {
    const bad = nightly(['--puzzles', 'eight,sixteen', '--out', mkdtempSync(join(tmpdir(), 'lexpath-nightly-bad-'))]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("unknown puzzle 'sixteen'");
  });

  it('refuses a --cmd without NAME=COMMAND, quoting it whole', () => {
    const bad = nightly(['--cmd', 'eight:noequals', '--out', mkdtempSync(join(tmpdir(), 'lexpath-nightly-bad-'))]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--cmd 'eight:noequals': expected [PUZZLE:]NAME=COMMAND");
  });

  it('verifies and benches a --cmd program beside the built-ins', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-cmd-'));
    const program = {
      name: 'mine',
      command: `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} solve eight`,
      puzzle: 'eight' as const,
    };
    const result = await runNightly({
      outDir: out,
      puzzles: judgePuzzles,
      budgetMs: 30_000,
      seed: 7,
      bench: small,
      verifySolvers: ['bfs-table'],
      programs: [program],
      report: false,
    });
    const eight = result.run.verify.find((v) => v.puzzle === 'eight')!;
    expect(eight.solvers.map((s) => s.name)).toEqual(['bfs-table', 'mine']);
    expect(eight.solvers[1]).toMatchObject({ passed: true });
    expect(eight.solvers[1].cases).toBeGreaterThan(eight.coverage!.listed);
    expect(result.run.bench.find((b) => b.puzzle === 'eight')!.processes.some((p) => p.program === 'mine')).toBe(true);
    expect(result.run.verify.find((v) => v.puzzle === 'rotation')?.solvers.map((s) => s.name)).toEqual(['bfs-table']);
  });
});

describe('lexpath nightly --verify-from', () => {
  it('uses a given report instead of verifying that puzzle again, and keeps exhaustive ones apart', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-nightly-from-'));
    const solver = {
      name: 'bfs-table',
      expected: 'correct' as const,
      passed: true,
      cases: 1234,
      verdicts: { ok: 1234 },
      skipped: 0,
      firstFailureMs: null,
      counterexample: null,
    };
    const given: VerifyReport = { puzzle: 'eight', seed: 99, cases: 1234, ok: true, shard: null, solvers: [solver] };
    const exhaustive: VerifyReport = {
      ...given,
      cases: 1_632_960,
      coverage: { kind: 'exhaustive', listed: 0, streamed: 1_632_960, text: 'all 1,632,960 cases' },
      solvers: [{ ...solver, cases: 1_632_960, verdicts: { ok: 1_632_960 } }],
    };
    const result = await runNightly({
      outDir: out,
      puzzles: judgePuzzles,
      budgetMs: 8_000,
      seed: 1,
      bench: small,
      verifySolvers: ['bfs-table'],
      verifyReports: [given, exhaustive],
      report: false,
    });
    expect(result.run.verify.find((v) => v.puzzle === 'eight')).toEqual(given);
    expect(result.run.exhaustive).toEqual([exhaustive]);
    expect(existsSync(join(result.dir, 'verify-eight-exhaustive.json'))).toBe(true);
  });
});
