/**
 * bench with hostile outside programs (real child processes): the output cap holds, a program that
 * never exits is given up after its first time-out, and nothing any of them started survives.
 * Needs the compiled CLI (`tsc` first, as `npm test` does), since bench times `lexpath solve` too.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { survivors, uniqueSleep } from '../../test/processes.js';
import { runBench } from './bench.js';
import { sameJudgeOutput } from './processes.js';
import { fileURLToPath } from 'node:url';

const tiny = (programs: { name: string; command: string }[]) =>
  runBench({
    puzzle: 'eight',
    solvers: ['bfs-table'],
    programs,
    corpora: [],
    outDir: mkdtempSync(join(tmpdir(), 'lexpath-bench-programs-')),
    seed: 5,
    budgetMs: 8000,
    casesPerDepth: 1,
    batchCases: 5,
    scalingCounts: [1],
    maxRuns: 1,
  });

describe('bench with outside programs', () => {
  it('stops a program that prints without end at the output cap and still writes its report', async () => {
    const report = await tiny([{ name: 'yes', command: 'yes' }]);
    expect(report.notes!.some((n) => /yes has no timing \(killed: printed more than 4 MiB\)/.test(n))).toBe(true);
  });

  it('runs a program that never exits on the first batch only', async () => {
    const sleep = uniqueSleep();
    const report = await tiny([{ name: 'stuck', command: `sleep ${sleep}` }]);
    expect(report.notes).toContain('hard: stuck has no timing (not run: timed out on batch random)');
    expect(await survivors(sleep)).toEqual([]);
  });

  it('leaves no setsid grandchild that held the program’s stdout', async () => {
    const sleep = uniqueSleep();
    await tiny([{ name: 'daemon', command: `setsid sleep ${sleep} & cat >/dev/null; echo hi` }]);
    expect(await survivors(sleep)).toEqual([]);
  });

  it(
    "checks every timed run's output, not only the warm-up's: " +
      'a program right once, then fast and wrong, does not match',
    async () => {
      const flag = join(mkdtempSync(join(tmpdir(), 'lexpath-first-only-')), 'ran');
      const cli = JSON.stringify(fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url)));
      const command =
        `if [ -e ${flag} ]; then cat >/dev/null; echo garbage; else touch ${flag}; ` +
        `${JSON.stringify(process.execPath)} ${cli} solve eight; fi`;
      const report = await tiny([{ name: 'once', command }]);
      const random = report.processes.find((p) => p.program === 'once' && p.batch === 'random');
      expect(random?.outputMatches).toBe(false);
      expect(report.notes).toContain(
        "random: once's output in timed run 1 differs from lexpath's (its times are of wrong answers)",
      );
    },
  );
});

describe('sameJudgeOutput', () => {
  it('reads \\r\\n line ends, spaces at line ends and the final newline as the judge does', () => {
    expect(sameJudgeOutput('Case 1: 2\r\ndd \r\n', 'Case 1: 2\ndd\n')).toBe(true);
  });

  it('tells a different move apart', () => {
    expect(sameJudgeOutput('Case 1: 2\ndd\n', 'Case 1: 2\ndl\n')).toBe(false);
  });
});
