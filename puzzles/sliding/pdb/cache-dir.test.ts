/** --cache-dir keeps the 4x4 pattern tables between processes, and never trusts a damaged file. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { usePatternCache } from './cache-dir.js';
import type { PatternTableStore } from './table-cache.js';

/** The store usePatternCache sets, caught so a test can ask it for a table by name. */
let lastStore: PatternTableStore | null = null;
vi.mock('./table-cache.js', async (original) => {
  const real = await original<typeof import('./table-cache.js')>();
  return {
    ...real,
    setPatternTableStore: (next: PatternTableStore | null) => {
      lastStore = next;
      real.setPatternTableStore(next);
    },
  };
});
const captured = (): PatternTableStore => lastStore!;

const CLI = fileURLToPath(new URL('../../../dist/harness/cli.js', import.meta.url));
const KORF_2 = '1\n13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n';
const ANSWER = 'Case 1: 55\nrulurrdlluurrddldluurdluurdrrddllururulldrrddluurulldlu\n';
const dir = mkdtempSync(join(tmpdir(), 'lexpath-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const solve = () =>
  spawnSync(process.execPath, [CLI, 'solve', 'fifteen', '--cache-dir', dir], { input: KORF_2, encoding: 'utf8' });

describe('--cache-dir', () => {
  it('saves the tables a run builds, each file the table behind its SHA-256', () => {
    expect(solve()).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['lexpath-pdb4x4-v1-1-2-3.bin', 'lexpath-pdb4x4-v1-4-5-8-9-12-13.bin']);
    expect(statSync(join(dir, files[1])).size).toBe(32 + 16 ** 6);
  });

  it('answers the same from the saved tables, leaving the files as they were', () => {
    const file = join(dir, 'lexpath-pdb4x4-v1-4-5-8-9-12-13.bin');
    const before = statSync(file).mtimeMs;
    expect(solve()).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('ignores a damaged file: the table is built again (same answer) and the file rewritten whole', () => {
    const file = join(dir, 'lexpath-pdb4x4-v1-4-5-8-9-12-13.bin');
    const damaged = readFileSync(file);
    damaged[32 + 0x123456] ^= 0x01; // one table entry off by one: a wrong heuristic if it were trusted
    writeFileSync(file, damaged);
    expect(solve()).toMatchObject({ status: 0, stdout: ANSWER, stderr: '' });
    expect(readFileSync(file).equals(damaged)).toBe(false);
    expect(statSync(file).size).toBe(32 + 16 ** 6);
  });

  it("ignores a valid table saved under another table's name (each file vouches for its name too)", () => {
    const small = join(dir, 'lexpath-pdb4x4-v1-1-2-3.bin');
    const impostor = join(dir, 'lexpath-pdb4x4-v1-1-2-4.bin');
    writeFileSync(impostor, readFileSync(small));
    usePatternCache(dir);
    const store = captured();
    expect(store.load('lexpath-pdb4x4-v1-1-2-3', statSync(small).size - 32)).not.toBeNull();
    expect(store.load('lexpath-pdb4x4-v1-1-2-4', statSync(small).size - 32)).toBeNull();
  });
});
