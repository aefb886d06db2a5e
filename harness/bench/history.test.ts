import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendHistoryLine, benchMedians, newCounterexamples, parseHistoryText, readHistory, solverMedians } from './history.js';
import type { BenchReport, HistoryLine } from './types.js';

const line = (run: string, replay = 'lexpath verify --domain eight --solver x --case "a b"'): HistoryLine => ({
  run,
  startedAt: `2026-01-0${run}T00:00:00.000Z`,
  seed: 20260101,
  complete: true,
  verifyOk: true,
  medians: { 'eight/idastar': 0.5, 'eight/idastar@20': 0.4 },
  counterexamples: [{ domain: 'eight', solver: 'x', replay, expected: 'buggy' }],
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
      domain: 'eight',
      solvers: [{ solver: 'idastar', buckets: [bucket(1, 1), bucket(2, 3), bucket(3, 2)] }, { solver: 'bfs', buckets: [] }],
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
    expect(problems).toEqual(['history.jsonl line 2: field counterexamples[0]: expected object, got null (and 1 more problem)']);
  });

  it('quotes a 10 MB bad line as a short excerpt', () => {
    const problems: string[] = [];
    parseHistoryText(`{${'x'.repeat(10_000_000)}\n`, problems);
    expect(problems[0].length).toBeLessThan(300);
  });
});
