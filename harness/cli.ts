#!/usr/bin/env node
/**
 * The lexpath command's entry. It turns on Node's compile cache first (Node 22.1 and later: compiled
 * code kept between runs, in NODE_COMPILE_CACHE or a folder in the system's temporary one), so that
 * every module the command loads after it, all of cli-main.ts's, is read from the cache.
 * LEXPATH_CACHE_DIR=off, which keeps lexpath's own tables in no folder, keeps this off too.
 */
import module from 'node:module';

const compileCache = (module as { enableCompileCache?: () => unknown }).enableCompileCache;
if (process.env.LEXPATH_CACHE_DIR !== 'off') compileCache?.();
await import('./cli-main.js');
