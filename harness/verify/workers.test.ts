/**
 * `lexpath verify --workers N` above 1: the pool's threads share the cases, and the report is the
 * same as with one thread, verdicts and shrunk counterexample alike. Runs the built CLI.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { VerifyReport } from './types.js';
import { comparableReport } from '../../test/reports.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));

function verifyWith(workers: number): VerifyReport {
  const args = [
    'verify',
    '--json',
    '--puzzle',
    'eight',
    '--cases',
    '8',
    '--seed',
    '13',
    '--time-limit',
    '30000',
    '--workers',
    String(workers),
  ];
  const run = spawnSync(process.execPath, [CLI, ...args, '--solver', 'bfs-table', '--solver', 'bfs-wrong-order'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  if (run.stdout === '') throw new Error(`verify printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout) as VerifyReport;
}

describe('verify with several workers', () => {
  // a hang guard only (the machine may be busy); nothing about speed is asserted
  it('three workers give the report one worker gives, for a correct and a buggy solver', { timeout: 300_000 }, () => {
    const one = verifyWith(1);
    expect(one.solvers.map((s) => [s.name, s.passed, s.verdicts.ok !== undefined])).toEqual([
      ['bfs-table', true, true],
      ['bfs-wrong-order', false, true],
    ]);
    expect(one.solvers[1].counterexample).not.toBeNull();
    expect(comparableReport(verifyWith(3))).toEqual(comparableReport(one));
  });
});
