/**
 * `lexpath pack` on a plug-in puzzle (pancake, which is quick): the package in every format, judged
 * by its own validator; and the bad input a pack refuses, leaving nothing behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeByPackage, killed, lexpath } from './pack-run.fixture.js';

const tmp = mkdtempSync(join(tmpdir(), 'lexpath-pack-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const PANCAKE = ['--puzzle', 'pancake', '--puzzle-module', 'examples/pancake.mjs'];
const LONGER = 'longer=node test/fixtures/longer-pancakes.mjs';
const RIGHT = 'right=node test/fixtures/pancake-right.mjs';

describe('lexpath pack on a plug-in puzzle', () => {
  const out = join(tmp, 'pancake');
  let run: ReturnType<typeof lexpath>;
  beforeAll(() => {
    run = lexpath(['pack', ...PANCAKE, '--out', out, '--wrong', LONGER, '--accepted', RIGHT, '--format', 'all']);
  }, 600_000);

  it('exits 0 and prints the kill matrix and the set against its lower bound', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^longer +LONG@1 /m);
    expect(run.stdout).toMatch(/The minimal set: 1 file kills all 1 wrong program \(proven the fewest .*lower bound 1/);
  });

  it('writes the ICPC, Polygon and CMS packages', () => {
    const yaml = readFileSync(join(out, 'icpc/problem.yaml'), 'utf8');
    expect(yaml).toMatch(/^validation: custom$/m);
    for (const path of [
      'icpc/data/sample/01-sample.in',
      'icpc/data/sample/01-sample.ans',
      'icpc/data/secret/01-every-depth.in',
      'icpc/output_validators/checker/checker.cpp',
      'icpc/submissions/accepted/right.mjs',
      'icpc/submissions/wrong_answer/longer.mjs',
      'polygon/tests/01',
      'polygon/tests/01.a',
      'cms/check/checker.cpp',
      'cms/input/input0.txt',
      'README.md',
      'kill-matrix.html',
    ])
      expect(existsSync(join(out, path)), path).toBe(true);
    expect(readFileSync(join(out, 'polygon/files/check.cpp'), 'utf8')).toMatch(/^#include "testlib.h"$/m);
  });

  it('holds no input validator for a plug-in, whose input format it does not know', () => {
    expect(existsSync(join(out, 'icpc/input_format_validators'))).toBe(false);
  });

  it('kills the wrong program and accepts the right one, judged by its own output validator', () => {
    const verdicts = judgeByPackage(join(out, 'icpc'), { longer: LONGER.slice(7), right: RIGHT.slice(6) }, 60_000);
    expect(killed(verdicts.longer)).toBe(true);
    expect(
      Object.values(verdicts.right).every((v) => v === 42),
      JSON.stringify(verdicts.right),
    ).toBe(true);
  });

  it('shows the kill matrix in README.md and over every candidate in kill-matrix.html', () => {
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toMatch(/\| longer \| `LONG@1` \|/);
    const page = readFileSync(join(out, 'kill-matrix.html'), 'utf8');
    expect(page).toMatch(/<th scope="row"[^>]*>longer<\/th>/);
    expect(page).not.toMatch(/<script|https?:\/\//);
  });
});

describe('lexpath pack refuses bad input', () => {
  it('a --wrong program that is right: exit 2, named, and nothing written', () => {
    const out = join(tmp, 'refused');
    const run = lexpath(['pack', ...PANCAKE, '--out', out, '--wrong', RIGHT]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^lexpath: right was right on every candidate test \(\d+ files\)/m);
    expect(run.stderr).not.toMatch(/^\s+at |internal error/m);
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(tmp).filter((name) => name.includes('refused'))).toEqual([]);
  }, 600_000);

  it('an --out folder that holds files', () => {
    const out = join(tmp, 'full');
    mkdirSync(out);
    writeFileSync(join(out, 'keep.txt'), 'mine');
    const run = lexpath(['pack', ...PANCAKE, '--out', out]);
    expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/--out .*full: the folder is not empty/)]);
    expect(readFileSync(join(out, 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('a --wrong value without a name', () => {
    const run = lexpath(['pack', ...PANCAKE, '--out', join(tmp, 'x'), '--wrong', './a.out']);
    expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/--wrong '.\/a.out': expected NAME=COMMAND/)]);
  });

  it('a program named twice', () => {
    const run = lexpath(['pack', ...PANCAKE, '--out', join(tmp, 'x'), '--wrong', LONGER, '--accepted', 'longer=true']);
    expect([run.code, run.stderr]).toEqual([2, expect.stringMatching(/--accepted longer: that name is taken/)]);
  });
});
