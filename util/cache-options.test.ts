/** --cache-dir and --no-cache choose the table cache here and, through the environment, in threads and child processes. */
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_DIR_ENV, setTableCache, tableStore } from './table-store.js';
import { applyCacheOptions } from './cache-options.js';

const before = process.env[CACHE_DIR_ENV];
afterEach(() => {
  setTableCache(before === undefined || before === 'off' ? null : before);
  if (before === undefined) delete process.env[CACHE_DIR_ENV];
  else process.env[CACHE_DIR_ENV] = before;
});

describe('applyCacheOptions', () => {
  it('--no-cache: no store, and LEXPATH_CACHE_DIR=off for the threads and processes started from here', async () => {
    await applyCacheOptions({ cache: false });
    expect(tableStore()).toBeNull();
    expect(process.env[CACHE_DIR_ENV]).toBe('off');
  });

  it('--cache-dir DIR: the folder, absolute, here and in the environment', async () => {
    await applyCacheOptions({ 'cache-dir': '/tmp/lexpath-named', cache: true });
    expect(tableStore()?.dir).toBe('/tmp/lexpath-named');
    expect(process.env[CACHE_DIR_ENV]).toBe('/tmp/lexpath-named');
  });

  it('neither: the environment decides (nothing is set)', async () => {
    process.env[CACHE_DIR_ENV] = '/tmp/lexpath-from-env';
    await applyCacheOptions({ cache: true });
    expect(process.env[CACHE_DIR_ENV]).toBe('/tmp/lexpath-from-env');
  });

  it('an empty --cache-dir: a usage error, not the current folder', async () => {
    await expect(applyCacheOptions({ 'cache-dir': '', cache: true })).rejects.toThrow(/--cache-dir needs a folder/);
    await expect(applyCacheOptions({ 'cache-dir': ' ', cache: true })).rejects.toThrow(/--cache-dir needs a folder/);
  });

  it('both: a usage error', async () => {
    await expect(applyCacheOptions({ 'cache-dir': '/tmp/x', cache: false })).rejects.toThrow(/cannot go together/);
  });
});
