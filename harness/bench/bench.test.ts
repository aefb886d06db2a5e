/**
 * End to end on a tiny budget: the JSON's shape, never its speed (speed is reported, not asserted).
 * Child processes run the compiled CLI, so this needs `tsc` first (as `npm test` does).
 */
import { puzzleDefinition } from '../../puzzles/index.js';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eight } from '../../puzzles/eight/space.js';
import { rotation } from '../../puzzles/rotation/space.js';
import { Oracle } from '../../oracle/oracle.js';
import { runBench } from './bench.js';
import { formatProcessTable } from './print.js';
import { eightDefinition } from '../../puzzles/eight/definition.js';
import { rotationDepthCases } from '../../puzzles/rotation/definition.js';
import type { BenchReport } from './types.js';
import { WORK, workCases } from './work.js';

describe('bench cases', () => {
  it('are at exactly the depth asked, for every depth, and the same for the same seed', () => {
    const oracle = new Oracle(eight);
    const buckets = eightDefinition.depthCases(2, 5);
    expect(buckets.map((b) => b.depth)).toEqual(Array.from({ length: 32 }, (_, d) => d));
    for (const b of buckets) for (const c of b.cases) expect(oracle.distance(c as never)).toBe(b.depth);
    expect(eightDefinition.depthCases(2, 5, [20])).toEqual(eightDefinition.depthCases(2, 5, [20]));
  });

  it('reach Rotation depth 13', () => {
    const oracle = new Oracle(rotation);
    const buckets = rotationDepthCases(2, 5, [0, 7, 12, 13]);
    for (const b of buckets) {
      expect(b.cases.length).toBe(2);
      for (const c of b.cases) expect(oracle.distance(c as never)).toBe(b.depth);
    }
  });
});

describe('lexpath bench', () => {
  it('writes a BenchReport with every part, on a tiny budget', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lexpath-bench-'));
    const report = await runBench({
      puzzle: 'eight',
      solvers: ['bfs-table', 'idastar'],
      programs: [
        {
          name: 'again',
          command: `"${process.execPath}" "${join(process.cwd(), 'dist/harness/cli.js')}" solve eight --solver idastar`,
        },
      ],
      corpora: [],
      outDir,
      seed: 3,
      budgetMs: 6000,
      casesPerDepth: 2,
      batchCases: 10,
      scalingCounts: [1, 10],
      maxRuns: 2,
      latencyRuns: 1, // every bucket timed, however slow the machine: what was measured is exact
    });
    const file = join(outDir, 'bench-eight.json');
    expect(existsSync(file)).toBe(true);
    const json = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
    expect(json).toEqual(JSON.parse(JSON.stringify(report)));
    expect(json).toMatchObject({ kind: 'bench', version: 1, puzzle: 'eight', seed: 3 });
    expect(Object.keys(json.machine).sort()).toEqual(['cpuModel', 'cpus', 'node', 'platform']);
    expect(json.solvers.map((s) => s.solver)).toEqual(['bfs-table', 'idastar']);
    for (const s of json.solvers) {
      expect(s.expected).toBe('correct');
      expect(typeof s.setupMs).toBe('number');
      expect(s.skipped).toEqual([]);
      expect(s.buckets.map((b) => b.depth)).toEqual(Array.from({ length: 32 }, (_, d) => d));
      for (const b of s.buckets) {
        expect(b.cases).toBe(2); // the probe solves the first case, the one timed run the second
        expect(b.batch).toBe(1);
        expect(b.latency.samples).toBe(1);
        expect(b.latency.raw).toHaveLength(1);
        expect(b.latency.min).toBeLessThanOrEqual(b.latency.max);
        // bfs-table's walk expands one state per move; IDA* at least every state on its answer
        if (s.solver === 'bfs-table') expect(b.expanded).toBe(b.depth);
        else expect(b.expanded).toBeGreaterThanOrEqual(b.depth);
      }
    }
    expect(json.solvers[0].setupMs).toBeGreaterThan(0); // bfs-table builds tables
    // Exact work counts on the fixed work cases, from depth 0 up, for every solver.
    expect(json.work).toMatchObject({
      seed: WORK.seed,
      perDepth: WORK.perDepth,
      caseSet: workCases('eight', puzzleDefinition('eight')).caseSet,
    });
    expect(json.work!.solvers.map((s) => s.solver)).toEqual(['bfs-table', 'idastar']);
    for (const s of json.work!.solvers) {
      expect(s.buckets.map((b) => b.depth)).toEqual(Array.from({ length: s.buckets.length }, (_, d) => d));
      expect(s.buckets[0]).toMatchObject({ depth: 0, cases: WORK.perDepth, expanded: 0, generated: 0 });
      if (s.buckets.length < 32) expect(s.stopped).not.toBeNull();
    }
    expect(json.batches!.map((b) => b.name)).toEqual(['random', 'hard']);
    for (const p of json.processes) {
      expect(['lexpath', 'again']).toContain(p.program);
      expect(p.runs.length).toBeGreaterThan(0);
      expect(p.outputMatches).toBe(true);
    }
    for (const point of json.scaling) expect([1, 10]).toContain(point.cases);
    expect(json.scaling.length + json.scalingSkipped!.length).toBe(4);
    expect(formatProcessTable(json)).toMatch(/batch \(cases\)/);
  });
});
