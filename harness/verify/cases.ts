/**
 * The case list of a verification run: saved regressions first (the shipped ones, then the user's
 * folder), then the corpora's cases, shallowest recorded answer first, then random cases with the run's seed
 * (streams.ts says how they are drawn). The list is the same for every shard; a shard runs the cases whose index
 * is its own modulo the shard count. verify() itself runs the random cases as a stream, made in its threads.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  corpusFiles,
  CORPORA_DIR,
  loadCorpus,
  REGRESSIONS_DIR,
  USER_REGRESSIONS_DIR,
  type LoadedCase,
} from '../corpus.js';
import { streamCase, type CaseStream } from './running/streams.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';

export interface VerifyCase {
  /** Position in the full (unsharded) list. */
  readonly index: number;
  readonly case: unknown;
  readonly origin: string;
  /** A corpus case as its file records it: its answer is certified before any solver runs (certifyRecorded). */
  readonly recorded?: LoadedCase;
}

interface CaseListOptions {
  readonly puzzle: AnyPuzzleDefinition;
  readonly seed: number;
  readonly randomCases: number;
  /** Corpus files to run instead of the shipped ones; undefined: the shipped corpora. */
  readonly corpora?: readonly string[];
  /** Inline cases (Eight "START GOAL", Rotation 24 digits): when given, only these run. */
  readonly inline?: readonly string[];
  /** The user's saved counterexamples (default: ./lexpath-regressions), run after the shipped ones. */
  readonly regressionsDir?: string;
  /** Certify the corpora's recorded answers while reading them (default); false: the caller does (certifyRecorded). */
  readonly certify?: boolean;
}

/** The first `count` cases of the seeded random stream (streams.ts). */
export function randomCases(puzzle: AnyPuzzleDefinition, seed: number, count: number): unknown[] {
  const stream: CaseStream = { kind: 'random', puzzle: puzzle.name, seed };
  return Array.from({ length: Math.max(0, count) }, (_, i) => streamCase(puzzle, stream, i));
}

/** Regression files: the shipped ones, then the user's folder (when it exists and is another). */
function regressionFiles(userDir?: string): string[] {
  // The default folder is there only once repro has saved something; a folder named is expected to
  // be there (a typo must not quietly drop the user's saved counterexamples).
  if (userDir !== undefined && !existsSync(userDir))
    throw new InputError(`--regressions ${excerpt(userDir, 120)}: no such folder`);
  userDir ??= USER_REGRESSIONS_DIR();
  const shipped = corpusFiles(REGRESSIONS_DIR);
  return resolve(userDir) === resolve(REGRESSIONS_DIR) ? shipped : [...shipped, ...corpusFiles(userDir)];
}

/** Parses one inline case through the judge format, so it gets the same checks and messages. */
export function parseInlineCase(puzzle: AnyPuzzleDefinition, text: string): unknown {
  try {
    return puzzle.parseInput(puzzle.caseInput(text))[0];
  } catch (error) {
    throw new InputError(`--case '${text}': ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function buildCaseList(options: CaseListOptions): VerifyCase[] {
  const list: { case: unknown; origin: string; recorded?: LoadedCase }[] = [];
  if (options.inline && options.inline.length > 0) {
    for (const text of options.inline) list.push({ case: parseInlineCase(options.puzzle, text), origin: 'inline' });
  } else {
    const load = (file: string): LoadedCase[] => loadCorpus(file, options.puzzle, { certify: options.certify ?? true });
    const listed = (loaded: LoadedCase) => ({ case: loaded.case, origin: loaded.origin, recorded: loaded });
    for (const file of regressionFiles(options.regressionsDir))
      for (const loaded of load(file)) list.push(listed(loaded));
    // Shallowest first: a fault shows on the cheapest case that has it, and a slow solver's
    // time-outs on the deepest cases come last (a stable sort keeps each depth's file order).
    const corpora = (options.corpora ?? corpusFiles(CORPORA_DIR)).flatMap(load);
    for (const loaded of corpora.sort((a, b) => a.answer.length - b.answer.length)) list.push(listed(loaded));
  }
  for (const c of randomCases(options.puzzle, options.seed, options.randomCases))
    list.push({ case: c, origin: 'random' });
  return list.map((entry, index) => ({ ...entry, index }));
}

export function shardOf(cases: readonly VerifyCase[], shard: { index: number; count: number } | null): VerifyCase[] {
  return shard ? cases.filter((c) => c.index % shard.count === shard.index - 1) : [...cases];
}

/**
 * What a shard judged, as a digest: each listed case with its place in the whole list, and the
 * stream slice (its first index and step). Two shard reports with one digest judged the same
 * cases, whatever their labels say, so `merge` can refuse a copied or relabelled shard.
 */
export function judgedDigest(
  list: readonly VerifyCase[],
  slice: { readonly start: number; readonly step: number } | null,
): string {
  const hash = createHash('sha256');
  for (const c of list) hash.update(`${c.index}\t${JSON.stringify(c.case)}\n`);
  hash.update(slice ? `stream ${slice.start}/${slice.step}` : 'no stream');
  return hash.digest('hex').slice(0, 32);
}
