/**
 * The table cache from the command line: the per-user folder by default, LEXPATH_CACHE_DIR and
 * --cache-dir to name another, and a damaged file refused and rebuilt. One run builds the tables
 * (in a per-user folder under a temporary HOME); the others start from copies of its files.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../../dist/harness/cli.js', import.meta.url));
const KORF_2 = '1\n13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n';
const ANSWER = 'Case 1: 55\nrulurrdlluurrddldluurdluurdrrddllururulldrrddluurulldlu\n';
const TABLE_FILE = /^lexpath-pdb4x4-v\d+(-\d+)+\.bin$/;

const root = mkdtempSync(join(tmpdir(), 'lexpath-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `solve fifteen` on Korf's instance 2 with HOME at `home`, no XDG_CACHE_HOME, and `env` on top. */
function solve(home: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, HOME: home };
  delete base.XDG_CACHE_HOME;
  delete base.LEXPATH_CACHE_DIR;
  return spawnSync(process.execPath, [CLI, 'solve', 'fifteen', ...args], {
    input: KORF_2,
    encoding: 'utf8',
    env: { ...base, ...env },
  });
}

const builtHome = join(root, 'home');
const userCache = join(builtHome, '.cache', 'lexpath');
const tableFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => TABLE_FILE.test(f)) : []);

/** A folder holding copies of the tables the first run built. */
function seeded(name: string): string {
  const dir = join(root, name);
  cpSync(userCache, dir, { recursive: true });
  return dir;
}

const mtimes = (dir: string) => tableFiles(dir).map((f) => statSync(join(dir, f)).mtimeMs);

describe('the table cache', () => {
  it('keeps the tables a run builds in the per-user folder by default, each file the table behind its SHA-256', () => {
    expect(solve(builtHome)).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    const files = tableFiles(userCache);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const data = readFileSync(join(userCache, file));
      expect(data.length).toBeGreaterThan(32);
    }
  });

  it('answers the same from the saved tables, leaving the files as they were', () => {
    const before = mtimes(userCache);
    expect(solve(builtHome)).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    expect(mtimes(userCache)).toEqual(before);
  });

  it('reads and writes the folder LEXPATH_CACHE_DIR names, and --cache-dir before it, not the per-user one', () => {
    const named = seeded('named');
    const flagged = seeded('flagged');
    const home = mkdtempSync(join(root, 'empty-home-'));
    const [namedBefore, flaggedBefore] = [mtimes(named), mtimes(flagged)];
    expect(solve(home, [], { LEXPATH_CACHE_DIR: named })).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    expect(solve(home, ['--cache-dir', flagged], { LEXPATH_CACHE_DIR: join(root, 'not-this') })).toMatchObject({
      status: 0,
      stdout: ANSWER,
    });
    // Nothing was built again (a built table would have been saved): the named folders served both runs.
    expect([mtimes(named), mtimes(flagged)]).toEqual([namedBefore, flaggedBefore]);
    expect(existsSync(join(home, '.cache'))).toBe(false);
    expect(existsSync(join(root, 'not-this'))).toBe(false);
  });

  it('refuses a damaged file: the table is built again (same answer) and the file rewritten whole', () => {
    const dir = seeded('damaged');
    const smallest = tableFiles(dir).sort((a, b) => statSync(join(dir, a)).size - statSync(join(dir, b)).size)[0];
    const file = join(dir, smallest);
    const whole = readFileSync(file);
    const damaged = Buffer.from(whole);
    damaged[damaged.length - 1] ^= 0x01; // one table entry off by one: a wrong heuristic if it were trusted
    writeFileSync(file, damaged);
    expect(solve(root, ['--cache-dir', dir])).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    expect(readFileSync(file).equals(whole)).toBe(true);
  });

  it('refuses --cache-dir with --no-cache', () => {
    const both = solve(root, ['--no-cache', '--cache-dir', join(root, 'x')]);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--cache-dir and --no-cache cannot go together/);
    expect(existsSync(join(root, 'x'))).toBe(false);
  });
});
