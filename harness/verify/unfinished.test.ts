/**
 * A correct program too slow for its --max-time, through the built CLI: the run ends UNFINISHED
 * with the --max-time that would let it finish, and with that bound it passes.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../util/duration.js';
import type { VerifyReport } from './types.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));
const SOLVE = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} solve`;
/** lexpath's own solver, a second a case: Eight's input starts with its number of cases. */
const SLOW = `input=$(cat); sleep "$(printf '%s\\n' "$input" | head -n 1)"; printf '%s\\n' "$input" | ${SOLVE} eight`;
/** Four cases, one a run: a pace to go by once the first run ends. */
const RUN = [
  'verify',
  '--puzzle',
  'eight',
  '--no-builtins',
  '--cmd',
  `slow=${SLOW}`,
  '--cases',
  '0',
  '--max-cases-per-run',
  '1',
  ...['12X453786 12345678X', '564178X23 7568X4123', '1234X5678 1234756X8', '1234X5678 123X45678'].flatMap((c) => [
    '--case',
    c,
  ]),
];

function lexpath(args: string[]) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1' } });
  return { stdout: run.stdout, status: run.status };
}

describe('a correct program too slow for its --max-time', () => {
  it('ends UNFINISHED with the --max-time that lets it finish, and passes with it', () => {
    const first = lexpath([...RUN, '--max-time', '3s']);
    const lines = first.stdout.trimEnd().split('\n');
    expect(first.status).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^slow: unfinished: its cases stopped at [\d.]+s of --max-time 3s, .*; [0-3]\/4 cases judged ok\.$/,
      ),
    );
    const advised = /^UNFINISHED: 0\/1 program passed, none failed; --max-time (\S+) (?:would|may) let it finish$/.exec(
      lines.at(-1) ?? '',
    )?.[1];
    expect(advised).toBeDefined();
    expect(parseDuration(advised!, '--max-time')).toBeGreaterThan(3000);

    const second = lexpath([...RUN, '--max-time', advised!, '--json']);
    const report = JSON.parse(second.stdout) as VerifyReport;
    expect([second.status, report.ok, report.solvers[0].verdicts, report.solvers[0].timeBound]).toEqual([
      0,
      true,
      { ok: 4 },
      undefined,
    ]);
  });
});
