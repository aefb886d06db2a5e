/**
 * How every command ends: it returns an exit code, and this wrapper sets it. Expected failures
 * (bad input, bad options) print one plain line; anything else is an internal error, shown with its
 * stack only when LEXPATH_DEBUG is set.
 */
import { InputError, UsageError } from '../../util/errors.js';
import { excerpt, terminalSafe } from '../../util/escape.js';
import { helpPointer } from './usage.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;
const EXIT_INTERNAL = 70;

export async function runCommand(body: () => Promise<number> | number): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    if (error instanceof InputError) {
      const pointer = error instanceof UsageError ? ` (${helpPointer(process.argv.slice(2))})` : '';
      process.stderr.write(`lexpath: ${terminalSafe(error.message)}${pointer}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const path = pathError(error);
    if (path !== null) {
      process.stderr.write(`lexpath: ${terminalSafe(path)}\n`);
      process.exitCode = EXIT_BAD_INPUT;
      return;
    }
    const text = error instanceof Error ? (process.env.LEXPATH_DEBUG ? error.stack : error.message) : String(error);
    process.stderr.write(`lexpath: internal error: ${terminalSafe(String(text))}\n`);
    process.exitCode = EXIT_INTERNAL;
  }
}

/** Codes of file-system errors caused by the path a user gave (not by lexpath). */
const PATH_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'a folder, not a file',
  ENOENT: 'no such file or folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk is full (over quota)',
};

/** A plain message for a file-system error on a path (e.g. an --out folder made read-only mid-run), or null. */
function pathError(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException;
  if (typeof e !== 'object' || e === null || typeof e.code !== 'string' || typeof e.path !== 'string') return null;
  const why = PATH_ERRORS[e.code];
  return why === undefined ? null : `cannot use ${excerpt(e.path, 120)}: ${why}`;
}
