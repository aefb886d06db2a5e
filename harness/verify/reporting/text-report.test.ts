/** The text report's words: the columns and the closing line name only what ran, and a crash reads as one. */
import { describe, expect, it } from 'vitest';
import { formatVerifyReport } from './text-report.js';
import type { Counterexample, SolverReport, VerifyReport } from '../types.js';

const row = (name: string, more: Partial<SolverReport> = {}): SolverReport => ({
  name,
  expected: 'correct',
  passed: true,
  cases: 10,
  verdicts: { ok: 10 },
  skipped: 0,
  counterexample: null,
  ...more,
});
const report = (solvers: SolverReport[]): VerifyReport => ({
  puzzle: 'eight',
  seed: 1,
  cases: 10,
  ok: solvers.every((s) => s.passed === (s.expected === 'correct')),
  shard: null,
  solvers,
});
const lines = (r: VerifyReport) => formatVerifyReport(r).split('\n');

describe('the text report of a run of outside programs alone (--no-builtins)', () => {
  it('has no expected column and no bug-zoo count: it counts programs', () => {
    const text = lines(report([row('mine', { kind: 'program' })]));
    expect(text).toContain('solver  result        cases         ok');
    expect(text).toContain('OK: 1/1 program passed');
    expect(text.join('\n')).not.toMatch(/buggy|expected/);
  });

  it('counts solvers, programs and the zoo apart when all ran', () => {
    const zoo = row('bfs-wrong-order', {
      kind: 'built-in',
      expected: 'buggy',
      passed: false,
      verdicts: { ok: 9, 'not-lex-smallest': 1 },
    });
    const text = lines(
      report([row('bfs', { kind: 'built-in' }), row('a', { kind: 'program' }), row('b', { kind: 'program' }), zoo]),
    );
    expect(text[2]).toMatch(/^solver +expected +result/);
    expect(text).toContain('OK: 1/1 correct solvers passed, 2/2 programs passed, 1/1 buggy variants caught');
  });

  it('reads a report of an older version, with no kinds, as it did', () => {
    expect(lines(report([row('bfs')]))).toContain('OK: 1/1 correct solvers passed');
  });
});

describe('a crash counterexample', () => {
  const crash = (optimalLength: number, original: number): Counterexample => ({
    caseIndex: 3,
    origin: 'random',
    verdict: 'crash',
    detail: 'exit code 1: Segmentation fault',
    input: '1\n12345678X\n12345678X\n',
    cases: 1,
    optimalLength,
    expected: 'Case 1: 0\n\n',
    actual: null,
    certificate: null,
    original: { input: '', optimalLength: original },
    shrunk: optimalLength !== original,
    seed: 1,
    replay: 'lexpath verify ...',
  });
  const first = (c: Counterexample) =>
    lines(report([row('mine', { kind: 'program', passed: false, counterexample: c })])).find((l) =>
      l.startsWith('Counterexample'),
    );

  it('on every case says so, not that it was shrunk to 0 moves', () => {
    expect(first(crash(0, 4))).toBe(
      'Counterexample for mine: crash (case #3, random; it crashes even on a case that needs no move)',
    );
  });

  it('on some cases only says how far it was shrunk', () => {
    expect(first(crash(3, 9))).toBe(
      'Counterexample for mine: crash (case #3, random; shrunk from 9 to 3 optimal moves)',
    );
  });
});

describe('a program with mistakes of several kinds', () => {
  const counterexample = (verdict: Counterexample['verdict'], caseIndex: number): Counterexample => ({
    caseIndex,
    origin: 'inline',
    verdict,
    detail: 'case 1: empty move line',
    input: '1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n0\n',
    cases: 1,
    optimalLength: 0,
    expected: 'No moves needed\n1\n',
    actual: '\n1\n',
    certificate: null,
    original: { input: '', optimalLength: 0 },
    shrunk: false,
    seed: 1,
    replay: 'lexpath verify ...',
  });

  it('shows each other kind with its own counterexample after the first', () => {
    const other = { verdict: 'wrong-format' as const, caseIndex: 0, origin: 'inline', optimalLength: 0 };
    const text = lines(
      report([
        row('mine', {
          kind: 'program',
          passed: false,
          counterexample: counterexample('not-lex-smallest', 3),
          otherFailures: [{ ...other, counterexample: counterexample('wrong-format', 0) }],
        }),
      ]),
    ).filter((l) => /counterexample for/i.test(l));
    expect(text).toEqual([
      'Counterexample for mine: not-lex-smallest (case #3, inline; 0 optimal moves, not shrunk)',
      'Another counterexample for mine: wrong-format (case #0, inline; 0 optimal moves, not shrunk)',
    ]);
  });
});
