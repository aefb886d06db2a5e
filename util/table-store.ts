/**
 * Tables kept between processes (the 15-puzzle's pattern tables, the solvers' and the oracle's): a
 * folder of files, one per table, each a SHA-256 of the table's name and bytes followed by the
 * table. A file whose size or digest does not match (damaged, cut short, or a valid table under
 * another table's name) is refused, so the table is built again: a bad cache costs time, never a
 * wrong table. Only a regular file is read.
 *
 * The folder: `--cache-dir DIR` (or `setTableCache`), else LEXPATH_CACHE_DIR, else the per-user
 * cache folder ($XDG_CACHE_HOME/lexpath, ~/.cache/lexpath; ~/Library/Caches/lexpath on macOS,
 * %LOCALAPPDATA%\lexpath\cache on Windows). `--no-cache` or LEXPATH_CACHE_DIR=off turns it off.
 * The choice reaches verify's threads and the processes lexpath starts through LEXPATH_CACHE_DIR.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { writeFailure, writeFileAtomic } from './files.js';

/** The folder, or `off`: set by the user, and by lexpath for its threads and child processes. */
export const CACHE_DIR_ENV = 'LEXPATH_CACHE_DIR';
/** LEXPATH_CACHE_DIR's value that turns the cache off. */
export const CACHE_OFF = 'off';

const DIGEST_BYTES = 32;

export interface TableStore {
  /** The folder the tables are kept in. */
  readonly dir: string;
  /** The table saved under `name`, if it is there, whole, of `bytes` bytes and unchanged; else null. */
  load(name: string, bytes: number): Uint8Array | null;
  save(name: string, table: Uint8Array): void;
}

/** What a file vouches for: this table's bytes under this table's name. */
function digest(name: string, table: Uint8Array): Buffer {
  return createHash('sha256').update(`lexpath pattern table ${name}\n`).update(table).digest();
}

/**
 * The file's table, read straight into shared memory (verify's threads share it without a copy),
 * or null when it is missing, not a regular file or not `bytes` long after the digest.
 */
function readTableFile(file: string, bytes: number): { stored: Buffer; table: Uint8Array } | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    // Only a regular file of the table's size is read (a FIFO would block, /dev/zero fill memory).
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size !== DIGEST_BYTES + bytes) return null;
    const stored = Buffer.alloc(DIGEST_BYTES);
    if (readSync(fd, stored, 0, DIGEST_BYTES, 0) !== DIGEST_BYTES) return null;
    const table = new Uint8Array(new SharedArrayBuffer(bytes));
    for (let done = 0; done < bytes; ) {
      const read = readSync(fd, table, done, bytes - done, DIGEST_BYTES + done);
      if (read === 0) return null;
      done += read;
    }
    return { stored, table };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Tables kept in `dir` (made when the first table is saved). */
export function folderTableStore(dir: string): TableStore {
  const root = resolve(dir);
  let warned = false;
  return {
    dir: root,
    load(name, bytes) {
      const read = readTableFile(join(root, `${name}.bin`), bytes);
      return read && digest(name, read.table).equals(read.stored) ? read.table : null;
    },
    save(name, table) {
      try {
        mkdirSync(root, { recursive: true });
        writeFileAtomic(join(root, `${name}.bin`), Buffer.concat([digest(name, table), table]));
      } catch (error) {
        if (!warned)
          process.stderr.write(
            `lexpath: cache folder ${root}: cannot save ${name} ` +
              `(${writeFailure(error)}); tables are built in every run\n`,
          );
        warned = true;
      }
    },
  };
}

/**
 * The per-user cache folder for this platform, or null when there is no home folder to put it in.
 * XDG_CACHE_HOME counts only when absolute (the XDG Base Directory rule).
 */
export function userCacheDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: () => string = homedir,
): string | null {
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'lexpath');
  if (platform === 'win32' && env.LOCALAPPDATA && isAbsolute(env.LOCALAPPDATA))
    return join(env.LOCALAPPDATA, 'lexpath', 'cache');
  let base: string;
  try {
    base = home();
  } catch {
    return null;
  }
  if (!base || !isAbsolute(base)) return null;
  return platform === 'darwin' ? join(base, 'Library', 'Caches', 'lexpath') : join(base, '.cache', 'lexpath');
}

/** The folder the environment names (LEXPATH_CACHE_DIR, else the per-user one), or null for none. */
export function cacheDirFromEnvironment(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env[CACHE_DIR_ENV];
  if (named === CACHE_OFF) return null;
  if (named) return resolve(named);
  return userCacheDir(env);
}

/** undefined: not chosen yet (the environment decides at the first table). */
let chosen: TableStore | null | undefined;

/**
 * Keeps tables in `dir` from now on (null: in none, every table built in every process), here and
 * in the threads and processes lexpath starts from here.
 */
export function setTableCache(dir: string | null): void {
  chosen = dir === null ? null : folderTableStore(dir);
  process.env[CACHE_DIR_ENV] = chosen ? chosen.dir : CACHE_OFF;
}

/** This process's store: the one chosen, else the environment's. */
export function tableStore(): TableStore | null {
  if (chosen === undefined) {
    const dir = cacheDirFromEnvironment();
    chosen = dir === null ? null : folderTableStore(dir);
  }
  return chosen;
}
