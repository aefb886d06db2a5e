import { mkdtempSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appendHistoryLine,
  benchMedians,
  newCounterexamples,
  parseHistoryText,
  readHistory,
  solverMedians,
} from './history.js';
import type { BenchReport } from '../bench/types.js';
import { checkNightlyRun, type HistoryLine, type HistoryWork, type SlowdownCheck } from './types.js';

const line = (run: string, replay = 'lexpath verify --puzzle eight --solver x --case "a b"'): HistoryLine => ({
  run,
  startedAt: `2026-01-0${run}T00:00:00.000Z`,
  seed: 20260101,
  complete: true,
  verifyOk: true,
  medians: { 'eight/idastar': 0.5, 'eight/idastar@20': 0.4 },
  counterexamples: [{ puzzle: 'eight', solver: 'x', replay, expected: 'buggy' }],
});

describe('history.jsonl', () => {
  it('appends one whole line per night and reads it back', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-history-')), 'history.jsonl');
    expect(readHistory(file)).toEqual([]);
    appendHistoryLine(file, line('1'));
    appendHistoryLine(file, line('2'));
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')).toHaveLength(3); // two lines and the final newline
    expect(readHistory(file)).toEqual([line('1'), line('2')]);
  });

  it('a write that fails part-way (a full disk) leaves the file as it was, and a later append is whole', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-history-')), 'history.jsonl');
    appendHistoryLine(file, line('1'));
    const before = readFileSync(file);
    const fullDisk = (fd: number, data: Uint8Array, offset = 0, length = data.length - offset): number => {
      writeSync(fd, data, offset, Math.min(length, 10));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    expect(() => appendHistoryLine(file, line('2'), fullDisk as typeof writeSync)).toThrow(/ENOSPC/);
    expect(readFileSync(file)).toEqual(before);
    appendHistoryLine(file, line('3'));
    expect(readHistory(file)).toEqual([line('1'), line('3')]);
  });

  it('skips lines that do not parse, and says which', () => {
    const problems: string[] = [];
    const text = `${JSON.stringify(line('1'))}\n{"run": "cut off mid-wri\n\n${JSON.stringify({ hello: 1 })}\n`;
    expect(parseHistoryText(text, problems)).toEqual([line('1')]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/line 2/);
  });

  it('finds counterexamples no earlier night had', () => {
    const earlier = [line('1', 'replay A')];
    const tonight = [...line('2', 'replay A').counterexamples, ...line('2', 'replay B').counterexamples];
    expect(newCounterexamples(tonight, earlier).map((c) => c.replay)).toEqual(['replay B']);
  });

  it('keeps a median per solver and per bucket; the rule sees solvers only', () => {
    const bucket = (depth: number, p50: number) => ({
      depth,
      cases: 1,
      expanded: 1,
      generated: 1,
      latency: { mean: p50, p50, p99: p50, min: p50, max: p50, samples: 1, raw: [p50] },
    });
    const report = {
      puzzle: 'eight',
      solvers: [
        { solver: 'idastar', buckets: [bucket(1, 1), bucket(2, 3), bucket(3, 2)] },
        { solver: 'bfs', buckets: [] },
      ],
    } as unknown as BenchReport;
    const medians = benchMedians([report]);
    expect(medians).toEqual({ 'eight/idastar': 2, 'eight/idastar@1': 1, 'eight/idastar@2': 3, 'eight/idastar@3': 2 });
    expect(solverMedians(medians)).toEqual({ 'eight/idastar': 2 });
  });
});

describe('history.jsonl after a killed writer', () => {
  it('starts a new line after an unfinished last line, so the new night parses', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-history-')), 'history.jsonl');
    writeFileSync(file, `${JSON.stringify(line('1'))}\n{"run": "2", "startedAt": "cut`);
    appendHistoryLine(file, line('3'));
    const problems: string[] = [];
    expect(readHistory(file, problems)).toEqual([line('1'), line('3')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/line 2: not valid JSON/);
  });

  it('skips a line of valid JSON with a wrong shape, naming the line and field', () => {
    const problems: string[] = [];
    const bad = JSON.stringify({ ...line('2'), counterexamples: [null, 5] });
    expect(parseHistoryText(`${JSON.stringify(line('1'))}\n${bad}\n`, problems)).toEqual([line('1')]);
    expect(problems).toEqual([
      'history.jsonl line 2: field counterexamples[0]: expected object, got null (and 1 more problem)',
    ]);
  });

  it('quotes a 10 MB bad line as a short excerpt', () => {
    const problems: string[] = [];
    parseHistoryText(`{${'x'.repeat(10_000_000)}\n`, problems);
    expect(problems[0].length).toBeLessThan(300);
  });
});

describe('history.jsonl across versions', () => {
  const work: HistoryWork = {
    caseSets: { eight: '33e4c915225b' },
    buckets: { 'eight/idastar@0': [4, 0, 0, 0.0012], 'eight/idastar@20': [4, 1234, 3456, 0.31] },
  };
  const check: SlowdownCheck = {
    key: 'eight/idastar',
    status: 'not-confirmed',
    ratio: 1.05,
    lower: 0.98,
    upper: 1.12,
    threshold: 1.1,
    reason: '95% interval',
    depths: [0, 20],
  };

  it('reads a line written before work counts existed, and a line with them, in one file', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-history-')), 'history.jsonl');
    // Written by an older lexpath: no work, no slowdownChecks, no `expected` on counterexamples.
    const old =
      '{"run":"2026-11-01T02-00-00","startedAt":"2026-11-01T02:00:00.000Z","seed":20261101,' +
      '"complete":true,"verifyOk":true,"medians":{"eight/idastar":0.5},' +
      '"counterexamples":[{"puzzle":"eight","solver":"x","replay":"r"}]}';
    writeFileSync(file, `${old}\n`);
    appendHistoryLine(file, { ...line('2'), work, slowdownChecks: [check] });
    const problems: string[] = [];
    const lines = readHistory(file, problems);
    expect(problems).toEqual([]);
    expect(lines).toHaveLength(2);
    expect(lines[0].work).toBeUndefined();
    expect(lines[0].slowdownChecks).toBeUndefined();
    expect(lines[1].work).toEqual(work);
    expect(lines[1].slowdownChecks).toEqual([check]);
  });

  it('skips a line whose work counts are not [cases, expanded, generated, ms], naming the field', () => {
    const problems: string[] = [];
    const bad = JSON.stringify({
      ...line('2'),
      work: { caseSets: { eight: 'x' }, buckets: { 'eight/idastar@3': [4, 10.5, 20, 0.1] } },
    });
    expect(parseHistoryText(`${bad}\n`, problems)).toEqual([]);
    expect(problems[0]).toMatch(/^history\.jsonl line 1: field work\.buckets\.eight\/idastar@3\[1\]: expected int/);
  });

  it('reads a nightly.json from before the gate, and one with its fields', () => {
    const base = {
      kind: 'nightly',
      version: 1,
      startedAt: 's',
      finishedAt: 'f',
      complete: true,
      seed: 1,
      budgetMs: 1000,
      verify: [],
      bench: [],
    };
    expect(checkNightlyRun(base, 'nightly.json').ok).toBe(true);
    const change = {
      puzzle: 'eight',
      solver: 'bfs',
      depth: 3,
      cases: 4,
      previousRun: 'n1',
      before: { expanded: 1, generated: 2 },
      after: { expanded: 1, generated: 3 },
    };
    const withGate = checkNightlyRun(
      {
        ...base,
        workChanges: [change],
        slowdownChecks: [{ ...check, old: [1, 2], oldRuns: ['a', 'b'], fresh: [1.1] }],
      },
      'nightly.json',
    );
    expect(withGate.ok).toBe(true);
    const wrong = checkNightlyRun({ ...base, slowdownChecks: [{ ...check, status: 'maybe' }] }, 'nightly.json');
    expect(wrong.ok ? '' : wrong.error).toMatch(/field slowdownChecks\[0\]\.status/);
  });
});
