/**
 * `lexpath pack --puzzle eight` as the issue asks: the package's tests, judged by the package's own
 * output validator under the Kattis protocol, kill every bug-zoo variant and the --wrong program,
 * and accept every built-in correct solver and the --accepted program (Eight II).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, judgeByPackage, killed, type lexpath, packWith } from './pack-run.fixture.js';

const ZOO = [
  'astar-closed-on-generation',
  'idastar-blank-manhattan',
  'idastar-stale-bound',
  'bidir-bfs-first-meeting',
  'bfs-wrong-order',
];
const CORRECT = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'];
const WRONG = 'dlur=node test/mutants/eight.mjs order-dlur';
const ACCEPTED = 'ref=node test/mutants/eight.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'lexpath-pack-eight-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('lexpath pack --puzzle eight', () => {
  const out = join(tmp, 'package');
  let run: ReturnType<typeof lexpath>;
  beforeAll(() => {
    run = packWith('eight', out, WRONG, ACCEPTED);
  }, 900_000);

  it('exits 0 and prints the kill matrix, a row per wrong program', () => {
    expect(run.code, run.stderr).toBe(0);
    for (const name of [...ZOO, 'dlur']) expect(run.stdout).toMatch(new RegExp(`^${name} +\\S`, 'm'));
  });

  it('prints the set against its lower bound, and that it checked itself with its own programs', () => {
    expect(run.stdout).toMatch(
      /The minimal set: \d+ files? kills? all 6 wrong programs \(proven the fewest by an exact search; greedy \d+; lower bound \d+/,
    );
    expect(run.stdout).toMatch(/Checked with its own programs .*the input validator accepted all \d+ test files/);
  });

  it('writes an ICPC/Kattis problem package', () => {
    expect(readFileSync(join(out, 'problem.yaml'), 'utf8')).toMatch(/^validation: custom$/m);
    for (const path of [
      'data/sample/01-sample.in',
      'data/secret/01-every-depth.ans',
      'input_format_validators/validator/validator.cpp',
      'output_validators/checker/checker.cpp',
      'submissions/accepted/ref.mjs',
      'submissions/wrong_answer/dlur.mjs',
    ])
      expect(existsSync(join(out, path)), path).toBe(true);
  });

  it('kills every bug-zoo variant and the --wrong program, judged by its own output validator', () => {
    const programs = Object.fromEntries(ZOO.map((name) => [name, `node ${CLI} solve eight --solver ${name}`]));
    const verdicts = judgeByPackage(out, { ...programs, dlur: WRONG.slice(5) }, 8_000, true);
    for (const name of [...ZOO, 'dlur'])
      expect(killed(verdicts[name]), `${name}: ${JSON.stringify(verdicts[name])}`).toBe(true);
  }, 600_000);

  it('accepts every built-in correct solver and the --accepted program, judged by its own output validator', () => {
    const programs = Object.fromEntries(CORRECT.map((name) => [name, `node ${CLI} solve eight --solver ${name}`]));
    const verdicts = judgeByPackage(out, { ...programs, ref: ACCEPTED.slice(4) }, 120_000);
    for (const name of [...CORRECT, 'ref'])
      expect(
        Object.values(verdicts[name]).every((v) => v === 42),
        `${name}: ${JSON.stringify(verdicts[name])}`,
      ).toBe(true);
  }, 600_000);
});
