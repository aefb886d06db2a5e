/**
 * What a run verified, as content digests: lexpath's own compiled code, each solver module, each
 * plug-in puzzle module, and the files an outside program's command names (its binary, its
 * script). A checkpoint keeps this, and a run that would continue it with other content is refused:
 * progress made by yesterday's solver must never count for today's.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../../util/package-paths.js';
import { packageVersion } from '../version.js';

/** path (or 'lexpath') -> digest. */
export type RunIdentity = Readonly<Record<string, string>>;

const CHUNK = 1 << 20;

/** sha-256 of a regular file's bytes (read in chunks, so a large binary costs no large buffer). */
function fileDigest(path: string): string {
  const hash = createHash('sha256');
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK);
    for (let read = readSync(fd, buffer, 0, CHUNK, null); read > 0; read = readSync(fd, buffer, 0, CHUNK, null))
      hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex').slice(0, 32);
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The regular files a shell command names: its program (found on PATH if need be) and any word that is a file here. */
export function commandFiles(command: string, cwd = process.cwd()): string[] {
  const words = command
    .split(/\s+/)
    .filter((w) => w !== '' && !w.includes('='))
    .map((w) => w.replace(/^['"]|['"]$/g, ''));
  const files = new Set<string>();
  words.forEach((word, i) => {
    if (word.includes('/') || i > 0) {
      const path = isAbsolute(word) ? word : resolve(cwd, word);
      if (isRegularFile(path)) files.add(path);
    } else {
      const found = (process.env.PATH ?? '')
        .split(delimiter)
        .map((dir) => join(dir, word))
        .find(isRegularFile);
      if (found) files.add(found);
    }
  });
  return [...files];
}

/** Every code file under `dir`, in a stable order. */
function ownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...ownFiles(path));
    else if (/\.(c?js|ts|cts)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

let ownDigest: string | undefined;

/** lexpath's version and a digest of the code that judges. */
export function lexpathDigest(): string {
  if (ownDigest === undefined) {
    const hash = createHash('sha256');
    // The compiled tree is what runs (an installed package has only it); the sources where there is none.
    const roots = isRegularDir(join(PACKAGE_ROOT, 'dist'))
      ? ['dist']
      : ['util', 'solvers', 'oracle', 'puzzles', 'harness'];
    for (const root of roots) {
      const dir = join(PACKAGE_ROOT, root);
      if (!isRegularDir(dir)) continue;
      for (const file of ownFiles(dir)) hash.update(`${file.slice(PACKAGE_ROOT.length)}\0${fileDigest(file)}\0`);
    }
    ownDigest = `${packageVersion()} ${hash.digest('hex').slice(0, 32)}`;
  }
  return ownDigest;
}

function isRegularDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The identity of a run over these files (modules and program files), with lexpath's own. */
export function runIdentity(files: readonly string[]): RunIdentity {
  const identity: Record<string, string> = { lexpath: lexpathDigest() };
  for (const file of [...new Set(files)].sort()) identity[file] = isRegularFile(file) ? fileDigest(file) : 'missing';
  return identity;
}

/** The first entry whose digest differs between a checkpoint's identity and this run's, or null. */
export function identityChange(saved: RunIdentity, now: RunIdentity): string | null {
  for (const key of new Set([...Object.keys(saved), ...Object.keys(now)])) if (saved[key] !== now[key]) return key;
  return null;
}
