/**
 * Files that are whole or absent: written to a temporary name in the same folder, then renamed;
 * and read only when they are regular files of a bounded size (a FIFO would block, /dev/zero or a
 * huge file would fill memory).
 */
import { fstatSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { InputError } from './errors.js';

/** The largest JSON file lexpath reads (reports, corpora, checkpoints). */
export const MAX_JSON_BYTES = 256 * 1024 * 1024;

/**
 * Reads a regular file of at most `limit` bytes; otherwise an InputError naming it (`what`, e.g.
 * "corpus x.json"). Missing: the error's code is kept ("no such file").
 */
export function readBoundedFile(file: string, limit: number, what: string): Buffer {
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new InputError(`${what}: a folder, not a file`);
    if (!stat.isFile()) throw new InputError(`${what}: not a regular file (a pipe or a device): refused`);
    size = stat.size;
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new InputError(`${what}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? 'error'})`}`);
  }
  if (size > limit) throw new InputError(`${what}: ${size} bytes, more than the ${limit} this file can hold: refused`);
  const data = readFileSync(file);
  if (data.length > limit) throw new InputError(`${what}: grew past ${limit} bytes while read: refused`);
  return data;
}

/** The most judge input `lexpath solve` reads: a whole input is held as one string to be checked before any answer. */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/**
 * Standard input as text, at most `limit` bytes; more is an InputError (a string past V8's length
 * limit would end in an internal error). A non-blocking input that has nothing yet is waited on.
 */
export function readBoundedStdin(limit = MAX_INPUT_BYTES): string {
  const stat = fstatSync(0);
  if (stat.isFile() && stat.size > limit)
    throw new InputError(`standard input: ${stat.size} bytes, more than the ${limit} lexpath reads: refused`);
  const chunks: Buffer[] = [];
  let total = 0;
  const chunk = Buffer.alloc(1 << 20);
  for (;;) {
    let read: number;
    try {
      read = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
        continue;
      }
      if (code === 'EOF') break;
      throw error;
    }
    if (read === 0) break;
    total += read;
    if (total > limit) throw new InputError(`standard input: more than the ${limit} bytes lexpath reads: refused`);
    chunks.push(Buffer.from(chunk.subarray(0, read)));
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** The locks this process holds (absolute paths). */
const HELD_LOCKS = new Set<string>();

/**
 * Takes `FILE.lock` for this process, or an InputError when a live process holds it (a lock left by
 * a process that is gone is taken over). Returns the release, also run when the process exits.
 * A lock naming this process's own id that this process does not hold was left by an earlier one
 * that had the same id: a container restarted after a kill, whose first processes get the same ids.
 */
export function lockFile(file: string, what: string): () => void {
  const lock = `${file}.lock`;
  const held = resolve(lock);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') throw new InputError(`${what}: cannot be written (${writeFailure(error)})`);
      const holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      const alive = holder === process.pid ? HELD_LOCKS.has(held) : processAlive(holder);
      if (attempt === 0 && (!Number.isSafeInteger(holder) || !alive)) {
        rmSync(lock, { force: true }); // left by a process that was killed
        continue;
      }
      throw new InputError(
        `${what} is in use by another lexpath run (process ${holder}); wait for it, or give --checkpoint another file`,
      );
    }
  }
  HELD_LOCKS.add(held);
  const release = (): void => {
    process.off('exit', release);
    HELD_LOCKS.delete(held);
    rmSync(lock, { force: true });
  };
  process.on('exit', release);
  return release;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why a write failed, in words (the folder, the permission, the disk). */
export function writeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'its folder does not exist';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return 'not allowed to write there (a read-only folder or file system?)';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EISDIR') return 'it is a folder';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Writes `file` whole or not at all: to a temporary name in its folder, then renamed (the
 * temporary file is removed on failure). The error names the file asked for, also where the
 * system named none (a write that ran out of disk).
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    const failure = error as NodeJS.ErrnoException;
    if (typeof failure === 'object' && failure !== null && (failure.path === undefined || failure.path === temp))
      failure.path = file;
    throw error;
  }
}

/** Indented JSON with arrays of numbers (raw samples, run times) kept on one line. */
export function toJson(value: unknown): string {
  const json = JSON.stringify(value, null, 2).replace(
    /\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g,
    (_, list: string) => `[${list.replace(/\s+/g, '')}]`,
  );
  return `${json}\n`;
}

export function writeJsonAtomic(file: string, value: unknown): void {
  writeFileAtomic(file, toJson(value));
}

/** writeJsonAtomic, a failure as one InputError naming the file (`what`) and why. */
export function writeJsonOrSay(file: string, value: unknown, what = file): void {
  try {
    writeJsonAtomic(file, value);
  } catch (error) {
    throw new InputError(`${what}: cannot be written (${writeFailure(error)})`);
  }
}
