/**
 * `--cache-dir DIR`: the 4x4 pattern tables (puzzles/sliding/pdb/table-cache.ts) are kept in DIR between
 * processes, opt-in. A file holds a SHA-256 of the table's name and bytes, then the table; one whose
 * size or digest does not match is ignored and rebuilt, so a damaged cache, or a valid table under
 * another table's name, costs time, never a wrong heuristic.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setPatternTableStore } from './table-cache.js';
import { readBoundedFile, writeFailure, writeFileAtomic } from '../../../util/files.js';

const DIGEST_BYTES = 32;
/** How verify's worker threads (and the processes bench starts) learn the folder. */
export const CACHE_DIR_ENV = 'LEXPATH_CACHE_DIR';

/** What a file vouches for: this table's bytes under this table's name. */
function digest(name: string, table: Uint8Array): Buffer {
  return createHash('sha256').update(`lexpath pattern table ${name}\n`).update(table).digest();
}

export function usePatternCache(dir: string): void {
  const root = resolve(dir);
  process.env[CACHE_DIR_ENV] = root;
  let warned = false;
  setPatternTableStore({
    load(name, bytes) {
      let data: Buffer;
      try {
        // Only a regular file of the table's size is read (a FIFO would block, /dev/zero fill memory).
        data = readBoundedFile(join(root, `${name}.bin`), DIGEST_BYTES + bytes, `pattern table ${name}`);
      } catch {
        return null;
      }
      if (data.length !== DIGEST_BYTES + bytes) return null;
      const table = data.subarray(DIGEST_BYTES);
      return digest(name, table).equals(data.subarray(0, DIGEST_BYTES)) ? Uint8Array.from(table) : null;
    },
    save(name, table) {
      try {
        mkdirSync(root, { recursive: true });
        writeFileAtomic(join(root, `${name}.bin`), Buffer.concat([digest(name, table), table]));
      } catch (error) {
        if (!warned)
          process.stderr.write(
            `lexpath: --cache-dir ${root}: cannot save ${name} ` +
              `(${writeFailure(error)}); tables are built in every run\n`,
          );
        warned = true;
      }
    },
  });
}

/** In a worker thread or a child process: use the folder the command was given, if any. */
export function usePatternCacheFromEnvironment(): void {
  const dir = process.env[CACHE_DIR_ENV];
  if (dir) usePatternCache(dir);
}
