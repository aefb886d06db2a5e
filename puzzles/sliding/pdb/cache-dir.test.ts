/**
 * The table cache from the command line: the per-user folder by default, LEXPATH_CACHE_DIR and
 * --cache-dir to name another, and a damaged file refused and rebuilt. Most of it runs on Eight,
 * whose tables take a moment to build; the 15-puzzle's runs start from the tests' own cache
 * (vitest.config.ts), so no test here builds a 7-tile table unless that cache is cold.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../../dist/harness/cli.js', import.meta.url));
const EIGHT = '2\n12X453786 12345678X\n564178X23 7568X4123\n';
const EIGHT_ANSWER = 'Case 1: 2\ndd\nCase 2: 8\nurrulldr\n';
const EIGHT_TABLES = 'lexpath-eight-classes-v1.bin';
const KORF_2 = '1\n13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n';
const KORF_2_ANSWER = 'Case 1: 55\nrulurrdlluurrddldluurdluurdrrddllururulldrrddluurulldlu\n';
/** The tests' shared cache, where the 15-puzzle's tables are built once for every test file. */
const SHARED = process.env.LEXPATH_CACHE_DIR!;

const root = mkdtempSync(join(tmpdir(), 'lexpath-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `solve PUZZLE` on `input` with HOME at `home`, no XDG_CACHE_HOME nor LEXPATH_CACHE_DIR, and `env` on top. */
function solve(puzzle: string, input: string, home: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, HOME: home };
  delete base.XDG_CACHE_HOME;
  delete base.LEXPATH_CACHE_DIR;
  return spawnSync(process.execPath, [CLI, 'solve', puzzle, ...args], {
    input,
    encoding: 'utf8',
    env: { ...base, ...env },
  });
}

const builtHome = join(root, 'home');
const userCache = join(builtHome, '.cache', 'lexpath');
const mtimeOf = (file: string) => statSync(file).mtimeMs;

/** A folder holding a copy of the Eight tables the first run built. */
function seeded(name: string): string {
  const dir = join(root, name);
  cpSync(userCache, dir, { recursive: true });
  return dir;
}

describe('the table cache', () => {
  it('keeps the tables a run builds in the per-user folder by default, the table behind its SHA-256', () => {
    expect(solve('eight', EIGHT, builtHome)).toMatchObject({ status: 0, stdout: EIGHT_ANSWER, stderr: '' });
    expect(readdirSync(userCache)).toEqual([EIGHT_TABLES]);
    expect(statSync(join(userCache, EIGHT_TABLES)).size).toBe(32 + 3 * 362_880);
  });

  it('answers the same from the saved tables, leaving the file as it was', () => {
    const before = mtimeOf(join(userCache, EIGHT_TABLES));
    expect(solve('eight', EIGHT, builtHome)).toMatchObject({ status: 0, stdout: EIGHT_ANSWER, stderr: '' });
    expect(mtimeOf(join(userCache, EIGHT_TABLES))).toBe(before);
  });

  it('reads and writes the folder LEXPATH_CACHE_DIR names, and --cache-dir before it, not the per-user one', () => {
    const named = seeded('named');
    const flagged = seeded('flagged');
    const home = mkdtempSync(join(root, 'empty-home-'));
    const [namedBefore, flaggedBefore] = [mtimeOf(join(named, EIGHT_TABLES)), mtimeOf(join(flagged, EIGHT_TABLES))];
    expect(solve('eight', EIGHT, home, [], { LEXPATH_CACHE_DIR: named })).toMatchObject({
      status: 0,
      stdout: EIGHT_ANSWER,
      stderr: '',
    });
    expect(
      solve('eight', EIGHT, home, ['--cache-dir', flagged], { LEXPATH_CACHE_DIR: join(root, 'not-this') }),
    ).toMatchObject({ status: 0, stdout: EIGHT_ANSWER });
    // Nothing was built again (a built table is saved): the named folders served both runs.
    expect([mtimeOf(join(named, EIGHT_TABLES)), mtimeOf(join(flagged, EIGHT_TABLES))]).toEqual([
      namedBefore,
      flaggedBefore,
    ]);
    expect(existsSync(join(home, '.cache'))).toBe(false);
    expect(existsSync(join(root, 'not-this'))).toBe(false);
  });

  it('refuses a damaged file: the tables are built again (same answers) and the file rewritten whole', () => {
    const dir = seeded('damaged');
    const file = join(dir, EIGHT_TABLES);
    const whole = readFileSync(file);
    const damaged = Buffer.from(whole);
    damaged[32 + 123_456] ^= 0x01; // one distance off by one: a wrong answer if it were trusted
    writeFileSync(file, damaged);
    expect(solve('eight', EIGHT, root, ['--cache-dir', dir])).toMatchObject({
      status: 0,
      stdout: EIGHT_ANSWER,
      stderr: '',
    });
    expect(readFileSync(file).equals(whole)).toBe(true);
  });

  it("reads the 15-puzzle's tables from the folder named, and rebuilds a damaged one of them", () => {
    // The shared cache gets the tables of Korf's goal (built there once if it is cold).
    expect(solve('fifteen', KORF_2, root, [], { LEXPATH_CACHE_DIR: SHARED })).toMatchObject({
      status: 0,
      stdout: KORF_2_ANSWER,
    });
    const dir = join(root, 'fifteen');
    mkdirSync(dir);
    // Korf's goal reads one 6-tile and one 3-tile table (each used again through a symmetry).
    const names = ['lexpath-pdb4x4-v1-4-5-8-9-12-13.bin', 'lexpath-pdb4x4-v1-1-2-3.bin'];
    expect(readdirSync(SHARED)).toEqual(expect.arrayContaining(names));
    for (const name of names) copyFileSync(join(SHARED, name), join(dir, name));
    const big = join(dir, names[0]);
    const small = join(dir, names[1]);
    const [bigBefore, smallWhole] = [mtimeOf(big), readFileSync(small)];
    const damaged = Buffer.from(smallWhole);
    damaged[32 + 5] ^= 0x01;
    writeFileSync(small, damaged);
    expect(solve('fifteen', KORF_2, root, ['--cache-dir', dir])).toMatchObject({
      status: 0,
      stdout: KORF_2_ANSWER,
      stderr: '',
    });
    expect(mtimeOf(big)).toBe(bigBefore);
    expect(readFileSync(small).equals(smallWhole)).toBe(true);
  }, 600_000);

  it('refuses --cache-dir with --no-cache', () => {
    const both = solve('eight', EIGHT, root, ['--no-cache', '--cache-dir', join(root, 'x')]);
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--cache-dir and --no-cache cannot go together/);
    expect(existsSync(join(root, 'x'))).toBe(false);
  });
});
