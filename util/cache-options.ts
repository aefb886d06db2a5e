/**
 * The table cache on the command line, one way for `solve` and `verify`: where built tables (the
 * 15-puzzle's pattern tables, Eight's distance tables) are kept between runs (table-store.ts), or nowhere.
 */
import type { Argv } from 'yargs';
import { UsageError } from './errors.js';
import { type ArgsOf, optionTable, withOptions } from './option-table.js';

export const CACHE_OPTIONS = optionTable({
  'cache-dir': {
    type: 'string',
    describe:
      "keep built tables (the 15-puzzle's pattern tables, Eight's distance tables) in this folder between runs " +
      '(default: $LEXPATH_CACHE_DIR, else the per-user cache folder, e.g. ~/.cache/lexpath)',
  },
  cache: {
    type: 'boolean',
    default: true,
    describe: 'keep tables between runs (--no-cache, or LEXPATH_CACHE_DIR=off: build them in every run)',
  },
});

export type CacheArgs = ArgsOf<typeof CACHE_OPTIONS>;

export function cacheOptions<T>(y: Argv<T>): Argv<T & CacheArgs> {
  return withOptions(y, CACHE_OPTIONS);
}

/** Chooses the folder the options name, if they name one (the default is the environment's, at the first table). */
export async function applyCacheOptions(args: Partial<CacheArgs>): Promise<void> {
  if (args['cache-dir'] !== undefined && args.cache === false)
    throw new UsageError('--cache-dir and --no-cache cannot go together: name a folder, or none');
  if (args['cache-dir']?.trim() === '')
    throw new UsageError('--cache-dir needs a folder (to keep no tables, give --no-cache)');
  if (args['cache-dir'] === undefined && args.cache !== false) return;
  const { setTableCache } = await import('./table-store.js');
  setTableCache(args.cache === false ? null : args['cache-dir']!);
}
