/**
 * A night's run folder, OUT/<YYYY-MM-DDTHH-MM-SS>/ (with -2, -3 ... when the name is taken). It
 * gets a first nightly.json as soon as it exists, replaced when the run ends: a run killed outright
 * (SIGKILL, power cut) leaves that one behind, unfinished (finishedAt null), and `lexpath report`
 * marks the folder INCOMPLETE. Every file is written to a temporary name and renamed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFailure, writeJsonOrSay } from '../../util/files.js';
import { InputError } from '../../util/errors.js';
import type { NightlyRun } from '../history/types.js';

/** 2026-11-29T21:04:05.123Z -> 2026-11-29T21-04-05 */
export function runName(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

export interface RunFolder {
  readonly dir: string;
  /** The folder's name (NightlyRun.run, HistoryLine.run). */
  readonly name: string;
  /** Every file written into the folder so far (and, at the end, the history file). */
  readonly written: string[];
  /** Files that could not be written (a full disk), each with why: the night goes on without them. */
  readonly failed: string[];
  /** Writes `file` in the folder as JSON, whole or not at all, and lists it in `written` (or `failed`). */
  write(file: string, value: unknown): void;
}

/** Makes the run folder under `root` for a night started at `started`, with its first nightly.json. */
export function openRunFolder(root: string, started: Date, seed: number, budgetMs: number): RunFolder {
  let name = runName(started);
  for (let k = 2; existsSync(join(root, name)); k++) name = `${runName(started)}-${k}`;
  const dir = join(root, name);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new InputError(`${dir}: cannot be made (${writeFailure(error)})`);
  }
  writeJsonOrSay(join(dir, 'nightly.json'), {
    kind: 'nightly',
    version: 1,
    startedAt: started.toISOString(),
    finishedAt: null,
    complete: false,
    seed,
    budgetMs,
    verify: [],
    bench: [],
    run: name,
    notes: ['the run was stopped before it finished (this is the file it wrote when it began)'],
  } satisfies NightlyRun);
  const written: string[] = [];
  const failed: string[] = [];
  return {
    dir,
    name,
    written,
    failed,
    write(file, value) {
      try {
        writeJsonOrSay(join(dir, file), value);
        written.push(join(dir, file));
      } catch (error) {
        if (!(error instanceof InputError)) throw error;
        failed.push(error.message);
      }
    },
  };
}
