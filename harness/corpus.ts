/**
 * Corpus files: JSON case lists with known answers (format in corpora/README.md). Answers are
 * re-certified against the oracle when loaded, never trusted.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, existsSync } from 'node:fs';
import { MAX_JSON_BYTES, readBoundedFile } from '../util/files.js';
import { writeFileAtomic } from '../util/files.js';
import { join, resolve } from 'node:path';
import type { PuzzleName } from '../solvers/puzzle.js';
import { z } from 'zod';
import { type CorpusEntry, type CorpusFile, corpusSchemas } from '../puzzles/kit/corpus-entry.js';
import { InputError } from '../util/errors.js';
import { oracleOf, type AnyPuzzleDefinition } from '../puzzles/index.js';
import { PACKAGE_ROOT } from '../util/package-paths.js';
import { check, parseJson } from '../util/checked-json.js';
import { excerpt } from '../util/escape.js';
import { puzzleNameSchema } from './verify/types.js';

export type { CorpusEntry, CorpusFile };

/** A corpus file (the kit's schema), its puzzle one the registry knows. */
export const corpusFileSchema = corpusSchemas(z).file.extend({ puzzle: puzzleNameSchema });

export const checkCorpusFile = (value: unknown, where: string) => check(corpusFileSchema, value, where);

export interface LoadedCase {
  readonly case: unknown;
  /** Where it came from: file and position. */
  readonly origin: string;
  readonly source: string;
  /** The answer the file records (certified unless loaded with `certify: false`). */
  readonly answer: string;
  /** The centre digit the file records (labelled puzzles). */
  readonly centre?: number;
  /** Its file and case, for messages ("corpus FILE, case N"). */
  readonly where: string;
}

/** Reads a corpus file and checks its shape (not its answers); bad files are InputErrors naming the field. */
export function readCorpusFile(path: string): CorpusFile {
  const text = readBoundedFile(path, MAX_JSON_BYTES, `corpus ${path}`).toString('utf8');
  const json = parseJson(text, `corpus ${path}`);
  if (!json.ok) throw new InputError(json.error);
  const checked = checkCorpusFile(json.value, `corpus ${path}`);
  if (!checked.ok) throw new InputError(checked.error);
  return checked.value;
}

/**
 * A corpus file named on the command line must be for the puzzle being run (the shipped folders
 * mix both, and loadCorpus skips the other puzzle's files there).
 */
export function checkCorpusPuzzle(path: string, puzzle: AnyPuzzleDefinition): void {
  const file = readCorpusFile(path);
  if (file.puzzle !== puzzle.name)
    throw new InputError(
      `corpus ${path}: its cases are for ${file.puzzle} ("puzzle": "${file.puzzle}"), not ${puzzle.name}`,
    );
}

/**
 * Reads and certifies a corpus file for `puzzle`; files for the other puzzle give []. Loaded with
 * `certify: false`, its answers are certified later (certifyRecorded), or never (bench's own files).
 */
export function loadCorpus(
  path: string,
  puzzle: AnyPuzzleDefinition,
  { certify = true }: { readonly certify?: boolean } = {},
): LoadedCase[] {
  const parsed = readCorpusFile(path);
  if (parsed.puzzle !== puzzle.name) return [];
  const loaded = parsed.cases.map((entry, i): LoadedCase => {
    const where = `corpus ${path}, case ${i + 1}`;
    const c = puzzle.entryToCase(entry);
    try {
      puzzle.parseInput(puzzle.formatInput([c])); // validates boards and solvability
    } catch (error) {
      throw new InputError(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return {
      case: c,
      origin: `${path}#${i + 1}`,
      source: entry.source,
      answer: entry.answer,
      ...(entry.centre === undefined ? {} : { centre: entry.centre }),
      where,
    };
  });
  if (certify) certifyRecorded(puzzle, loaded);
  return loaded;
}

/**
 * Checks each case's recorded answer (and centre) against the
 * oracle: a wrong one is an InputError naming its file and case.
 */
export function certifyRecorded(puzzle: AnyPuzzleDefinition, loaded: readonly LoadedCase[]): void {
  const oracle = oracleOf(puzzle);
  for (const entry of loaded) {
    const expected = oracle.expected(entry.case)!;
    if (expected.moves !== entry.answer || (puzzle.labelled && expected.label !== entry.centre)) {
      throw new InputError(
        `${entry.where}: the recorded answer ` +
          `'${excerpt(entry.answer)}'${puzzle.labelled ? ` (centre ${entry.centre})` : ''} ` +
          `is not the certified one '${expected.moves}'${puzzle.labelled ? ` (centre ${expected.label})` : ''}`,
      );
    }
  }
}

/** The shipped corpora, and the regressions that `lexpath repro` saves (run first by verify). */
export const CORPORA_DIR = join(PACKAGE_ROOT, 'corpora');
export const REGRESSIONS_DIR = join(CORPORA_DIR, 'regressions');
/** Where `lexpath repro` saves, and `verify` reads, the user's own counterexamples: in the current directory. */
export const USER_REGRESSIONS_DIR = (): string => resolve('lexpath-regressions');

export function corpusFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Saves a counterexample under `dir`, named by content (so the same case is saved once); returns
 * the path. Written to a temporary name first, then renamed: a file is whole or absent.
 */
export function saveRegression(
  dir: string,
  puzzle: PuzzleName,
  entries: readonly CorpusEntry[],
  description: string,
): string {
  const key = entries
    .map((entry) => (entry.goal !== undefined ? `${entry.start} ${entry.goal}` : entry.start))
    .join('\n');
  const digest = createHash('sha256').update(`${puzzle}\n${key}`).digest('hex').slice(0, 12);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${puzzle}-${digest}.json`);
  const file: CorpusFile = { puzzle, description, cases: [...entries] };
  writeFileAtomic(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}
