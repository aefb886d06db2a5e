/** Output folders named on the command line: made if missing, and checked writable before any work. */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { InputError } from '../util/errors.js';
import { excerpt } from '../util/escape.js';

/**
 * Makes `dir` (and its parents) if needed and checks that files can be written in it; otherwise an
 * InputError (exit 2) naming the path and why: under a file, not writable, not a folder.
 */
export function ensureWritableDir(dir: string, option = '--out'): void {
  const shown = `${option} ${excerpt(dir, 120)}`;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR' || code === 'EEXIST')
      throw new InputError(`${shown}: ${blockingFile(dir) ?? 'a part of the path'} is a file, not a folder`);
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw new InputError(`${shown}: cannot create the folder (permission denied)`);
    throw new InputError(`${shown}: cannot create the folder (${code ?? 'error'})`);
  }
  if (!statSync(dir).isDirectory()) throw new InputError(`${shown}: is a file, not a folder`);
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch {
    throw new InputError(`${shown}: the folder is not writable`);
  }
}

/** The first part of `dir`'s path that exists and is a file, if any. */
function blockingFile(dir: string): string | null {
  let at = resolve(dir);
  const chain: string[] = [];
  while (dirname(at) !== at) {
    chain.unshift(at);
    at = dirname(at);
  }
  for (const part of chain) {
    try {
      if (!statSync(part).isDirectory()) return excerpt(part, 120);
    } catch {
      return null;
    }
  }
  return null;
}
