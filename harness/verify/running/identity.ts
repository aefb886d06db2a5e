/**
 * What a run verified, as content digests: lexpath's own compiled code, each solver module, each
 * plug-in puzzle module, and the files an outside program's command names (its binary, its
 * script), and the folders those files sit in, since a script imports its neighbours and a binary
 * reads its data files. A checkpoint keeps this, and a run that would continue it with other
 * content is refused: progress made by yesterday's solver must never count for today's.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { PACKAGE_ROOT } from '../../../util/package-paths.js';
import { packageVersion } from '../../version.js';

/** path (or 'lexpath') -> digest. */
export type RunIdentity = Readonly<Record<string, string>>;

const CHUNK = 1 << 20;
/** At most this many entries of a folder are read: a program in a home folder must not cost a scan of all of it. */
const FOLDER_ENTRIES = 20_000;
/** Files up to this size count by content; larger ones by size and modification time. */
const CONTENT_BYTES = 1 << 20;
/** Folders of tools, not of the program under test: version control and lexpath's own work folder. */
const SKIPPED_FOLDERS = new Set(['.git', '.lexpath']);

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
function lexpathDigest(): string {
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

/**
 * The folders the run's own files sit in, outermost only, leaving out the system's program folders
 * (those on PATH, where an interpreter such as node or python3 is found).
 */
function userFolders(files: readonly string[]): string[] {
  const onPath = new Set(
    (process.env.PATH ?? '')
      .split(delimiter)
      .filter((d) => d !== '')
      .map((d) => resolve(d)),
  );
  const folders = [...new Set(files.map((file) => dirname(resolve(file))))].filter((d) => !onPath.has(d)).sort();
  return folders.filter(
    (d) => !folders.some((outer) => outer !== d && d.startsWith(outer.endsWith(sep) ? outer : outer + sep)),
  );
}

/**
 * A digest of the files under `dir` (relative names and contents, breadth first, at most
 * FOLDER_ENTRIES entries), without the paths `skip` names.
 */
function folderDigest(dir: string, skip: (path: string) => boolean): string {
  const hash = createHash('sha256');
  const queue = [dir];
  let entries = 0;
  for (let i = 0; i < queue.length && entries < FOLDER_ENTRIES; i++) {
    let names: string[];
    try {
      names = readdirSync(queue[i]).sort();
    } catch {
      hash.update(`${relative(dir, queue[i])}\0unreadable\0`);
      continue;
    }
    for (const name of names) {
      if (++entries > FOLDER_ENTRIES) break;
      const path = join(queue[i], name);
      if (skip(path)) continue;
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(name)) queue.push(path);
      } else if (stat?.isFile()) {
        const content = stat.size <= CONTENT_BYTES ? fileDigest(path) : `${stat.size} ${stat.mtimeMs}`;
        hash.update(`${relative(dir, path)}\0${content}\0`);
      }
    }
  }
  return hash.digest('hex').slice(0, 32);
}

/** A folder's entry in a run identity is keyed by this and its path. */
export const FOLDER_PREFIX = 'folder ';

/**
 * The identity of a run over these files (modules and program files) and their folders, with
 * lexpath's own. `own` is the run's checkpoint: it and its lock and temporary files change as the
 * run goes, so they are left out of the folder that holds them.
 */
export function runIdentity(files: readonly string[], own?: string): RunIdentity {
  const identity: Record<string, string> = { lexpath: lexpathDigest() };
  for (const file of [...new Set(files)].sort()) identity[file] = isRegularFile(file) ? fileDigest(file) : 'missing';
  const ownPath = own === undefined ? undefined : resolve(own);
  const skip = (path: string) => ownPath !== undefined && path.startsWith(ownPath);
  for (const dir of userFolders(files)) identity[FOLDER_PREFIX + dir] = folderDigest(dir, skip);
  return identity;
}

/** The first entry whose digest differs between a checkpoint's identity and this run's, or null. */
export function identityChange(saved: RunIdentity, now: RunIdentity): string | null {
  for (const key of new Set([...Object.keys(saved), ...Object.keys(now)])) if (saved[key] !== now[key]) return key;
  return null;
}
