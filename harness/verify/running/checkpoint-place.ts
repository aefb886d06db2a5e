/**
 * Where `verify --exhaustive` keeps its progress when no `--checkpoint` is given: in `.lexpath/` in
 * the current folder, made when first needed with a `.gitignore` of `*`, so git ignores the folder
 * and all in it (a checkpoint is about 1 MB) without the user touching their own .gitignore. A
 * checkpoint that an older lexpath left in the current folder itself is still continued there.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../../../util/errors.js';
import { writeFailure } from '../../../util/files.js';

/** lexpath's folder of working files in the current folder. */
export const WORK_FOLDER = '.lexpath';

const GITIGNORE = "# lexpath's working files (verify --exhaustive checkpoints): git ignores this folder\n*\n";

/** The checkpoint's file name: one per puzzle and shard. */
export function checkpointName(puzzle: string, shard: { index: number; count: number } | null): string {
  return `lexpath-exhaustive-${puzzle}${shard ? `-shard-${shard.index}-of-${shard.count}` : ''}.checkpoint.json`;
}

/** Makes `dir/.lexpath/` and its .gitignore, where missing (an existing .gitignore is left as it is). */
export function makeWorkFolder(dir = '.'): string {
  const folder = join(dir, WORK_FOLDER);
  if (existsSync(folder) && !statSync(folder).isDirectory())
    throw new InputError(`${folder} is a file, not a folder: move it, or give --checkpoint FILE`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '.gitignore'), GITIGNORE, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new InputError(`cannot make ${folder} for the checkpoint (${writeFailure(error)}): give --checkpoint FILE`);
  }
  return folder;
}

/**
 * The default checkpoint of a run: `dir/.lexpath/NAME` (the folder made), or `dir/NAME` when an
 * older lexpath left a checkpoint there and the new place holds none (`oldPlace`: say so).
 */
export function defaultCheckpoint(
  puzzle: string,
  shard: { index: number; count: number } | null,
  dir = '.',
): { file: string; oldPlace: boolean } {
  const name = checkpointName(puzzle, shard);
  const file = join(dir, WORK_FOLDER, name);
  const old = join(dir, name);
  if (!existsSync(file) && existsSync(old)) return { file: old, oldPlace: true };
  makeWorkFolder(dir);
  return { file, oldPlace: false };
}
