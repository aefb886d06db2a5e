/** The table cache: where it is, and that it hands back a table only whole, unchanged and under its own name. */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheDirFromEnvironment, folderTableStore, userCacheDir } from './table-store.js';

const dir = mkdtempSync(join(tmpdir(), 'lexpath-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A table of `bytes` bytes, every byte different from its neighbours. */
const sample = (bytes: number, seed: number) => Uint8Array.from({ length: bytes }, (_, i) => (i * 7 + seed) & 255);

describe('userCacheDir', () => {
  it('is $XDG_CACHE_HOME/lexpath when that is an absolute path', () => {
    expect(userCacheDir({ XDG_CACHE_HOME: '/x/cache' }, 'linux', () => '/home/u')).toBe('/x/cache/lexpath');
  });

  it('ignores a relative XDG_CACHE_HOME (the XDG rule) and takes ~/.cache/lexpath', () => {
    expect(userCacheDir({ XDG_CACHE_HOME: 'cache' }, 'linux', () => '/home/u')).toBe('/home/u/.cache/lexpath');
  });

  it("is ~/Library/Caches/lexpath on macOS and LOCALAPPDATA's lexpath/cache on Windows", () => {
    expect(userCacheDir({}, 'darwin', () => '/Users/u')).toBe('/Users/u/Library/Caches/lexpath');
    expect(userCacheDir({ LOCALAPPDATA: '/appdata' }, 'win32', () => '/home/u')).toBe(
      join('/appdata', 'lexpath', 'cache'),
    );
  });

  it('is none when there is no home folder', () => {
    expect(
      userCacheDir({}, 'linux', () => {
        throw new Error('no home');
      }),
    ).toBeNull();
    expect(userCacheDir({}, 'linux', () => '')).toBeNull();
  });
});

describe('cacheDirFromEnvironment', () => {
  it('takes LEXPATH_CACHE_DIR first, made absolute', () => {
    expect(cacheDirFromEnvironment({ LEXPATH_CACHE_DIR: '/t/tables', XDG_CACHE_HOME: '/x' })).toBe('/t/tables');
    expect(cacheDirFromEnvironment({ LEXPATH_CACHE_DIR: 'rel' })).toBe(join(process.cwd(), 'rel'));
  });

  it('has no folder for LEXPATH_CACHE_DIR=off', () => {
    expect(cacheDirFromEnvironment({ LEXPATH_CACHE_DIR: 'off', XDG_CACHE_HOME: '/x' })).toBeNull();
  });

  it('falls back to the per-user folder', () => {
    expect(cacheDirFromEnvironment({ XDG_CACHE_HOME: '/x' })).toBe('/x/lexpath');
  });
});

describe('folderTableStore', () => {
  const store = folderTableStore(join(dir, 'made-on-first-save'));

  it('saves a table behind its digest and loads it back, in shared memory', () => {
    const table = sample(4096, 1);
    store.save('lexpath-test-a', table);
    expect(statSync(join(store.dir, 'lexpath-test-a.bin')).size).toBe(32 + 4096);
    const loaded = store.load('lexpath-test-a', 4096);
    expect(loaded).toEqual(table);
    expect(loaded!.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('refuses a missing table and a table of another size', () => {
    expect(store.load('lexpath-test-missing', 4096)).toBeNull();
    expect(store.load('lexpath-test-a', 4095)).toBeNull();
  });

  it('refuses a file with one table byte changed', () => {
    store.save('lexpath-test-b', sample(4096, 2));
    const file = join(store.dir, 'lexpath-test-b.bin');
    const damaged = readFileSync(file);
    damaged[32 + 1234] ^= 1;
    writeFileSync(file, damaged);
    expect(store.load('lexpath-test-b', 4096)).toBeNull();
  });

  it("refuses a valid table saved under another table's name", () => {
    store.save('lexpath-test-c', sample(4096, 3));
    writeFileSync(join(store.dir, 'lexpath-test-d.bin'), readFileSync(join(store.dir, 'lexpath-test-c.bin')));
    expect(store.load('lexpath-test-c', 4096)).not.toBeNull();
    expect(store.load('lexpath-test-d', 4096)).toBeNull();
  });

  it('refuses a folder in the place of a file', () => {
    mkdirSync(join(store.dir, 'lexpath-test-e.bin'));
    expect(store.load('lexpath-test-e', 4096)).toBeNull();
  });
});
