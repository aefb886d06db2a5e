/**
 * Each file format's real writer against its reader's schema: what `verify --json`, `merge`,
 * `repro --json` and its saved regression, bench, and a night (nightly.json, verify-*.json,
 * bench-*.json, history.jsonl) write must parse to itself. A field written but not in the schema
 * would be dropped on reading, and one the schema requires but the writer leaves out would fail
 * it: either way the two have drifted. Needs the compiled code (the built CLI, worker threads).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { runBench } from './bench/bench.js';
import { benchReportSchema } from './bench/types.js';
import { corpusFileSchema } from './corpus.js';
import { historyLineSchema, nightlyRunSchema } from './history/types.js';
import { runNightly } from './nightly/nightly.js';
import { mergeReports } from './verify/reporting/merge.js';
import { reproOutputSchema, verifyReportSchema } from './verify/types.js';

const CLI = fileURLToPath(new URL('../dist/harness/cli.js', import.meta.url));
const EIGHT_MUTANT = fileURLToPath(new URL('../test/mutants/eight.mjs', import.meta.url));
const SAMPLES = fileURLToPath(new URL('../corpora/eight-judge-samples.json', import.meta.url));
/** A correct outside program: lexpath's own solve command. */
const SOLVE_EIGHT = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} solve eight`;

function lexpath(args: string[]): { stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (run.stdout === '') throw new Error(`lexpath ${args[0]} printed nothing: ${run.stderr}`);
  return run;
}

/** What the writer wrote, read back through the schema, is what it wrote. */
function expectReadsAsWritten(schema: z.ZodType, written: unknown): void {
  expect(schema.parse(written)).toStrictEqual(written);
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe('what verify, merge and repro write reads back unchanged', () => {
  it('a verify --json shard with a passing solver, a caught bug and a program failing only in a batch', () => {
    // prev-count prints the previous case's move count: it fails only in a run of several cases.
    const mutant = `mine=${JSON.stringify(process.execPath)} ${JSON.stringify(EIGHT_MUTANT)} prev-count`;
    const run = lexpath([
      ...['verify', '--json', '--puzzle', 'eight', '--seed', '5', '--corpus', SAMPLES, '--cases', '12'],
      ...['--solver', 'bfs-table', '--solver', 'bfs-wrong-order', '--cmd', mutant, '--shard', '1/1'],
      ...['--shrink-budget', '2s', '--workers', '1'],
    ]);
    const written = JSON.parse(run.stdout);
    const failing = written.solvers.map((s: { counterexample: { failing?: number } | null }) => s.counterexample);
    // The run shows what the schema must carry: a certificate, a batch with its failing case, options, a shard.
    expect(failing[1].certificate).not.toBeNull();
    expect(failing[2].failing).toBeGreaterThan(1);
    expect(written.options.programs).toHaveLength(1);
    expect(written.shard.judged).toMatch(/\w/);
    expectReadsAsWritten(verifyReportSchema, written);
    expectReadsAsWritten(verifyReportSchema, mergeReports([verifyReportSchema.parse(written)]));
  });

  it('a repro --json output and the regression file it saved', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-formats-repro-'));
    const run = lexpath(['repro', 'bfs-wrong-order', '--puzzle', 'eight', '--seed', '3', '--json', '--save-dir', dir]);
    const written = JSON.parse(run.stdout);
    expect(written.found).toBe(true);
    expectReadsAsWritten(reproOutputSchema, written);
    const saved = readdirSync(dir);
    expect(saved).toHaveLength(1);
    expectReadsAsWritten(corpusFileSchema, readJson(join(dir, saved[0])));
  });
});

describe('what bench and a night write reads back unchanged', () => {
  it('a bench report with a program timed beside lexpath', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lexpath-formats-bench-'));
    await runBench({
      puzzle: 'eight',
      solvers: ['bfs-table'],
      programs: [{ name: 'again', command: SOLVE_EIGHT }],
      corpora: [],
      outDir,
      seed: 3,
      budgetMs: 6000,
      casesPerDepth: 1,
      batchCases: 5,
      scalingCounts: [1],
      maxRuns: 1,
      latencyRuns: 1,
    });
    expectReadsAsWritten(benchReportSchema, readJson(join(outDir, 'bench-eight.json')));
  });

  it('nightly.json, the verify and bench reports the night got to, and the history line', async () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-formats-night-'));
    const night = await runNightly({
      outDir: out,
      puzzles: ['eight'],
      budgetMs: 12_000,
      seed: 11,
      bench: { solvers: ['bfs-table'], casesPerDepth: 1, batchCases: 5, scalingCounts: [1], maxRuns: 1 },
      verifySolvers: ['bfs-table', 'bfs-wrong-order'],
      programs: [{ name: 'mine', command: SOLVE_EIGHT, puzzle: 'eight' }],
      report: false,
    });
    expectReadsAsWritten(nightlyRunSchema, readJson(join(night.dir, 'nightly.json')));
    // How far a night gets depends on the machine: each report it wrote is checked.
    for (const file of readdirSync(night.dir)) {
      if (file.startsWith('verify-')) expectReadsAsWritten(verifyReportSchema, readJson(join(night.dir, file)));
      if (file.startsWith('bench-')) expectReadsAsWritten(benchReportSchema, readJson(join(night.dir, file)));
    }
    const lines = readFileSync(night.historyFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expectReadsAsWritten(historyLineSchema, JSON.parse(lines[0]));
  });
});
