/**
 * The case list of a verification run: saved regressions first, then corpora, then random cases
 * from fast-check arbitraries with the run's seed. The list is the same for every shard; a shard
 * runs the cases whose index is its own modulo the shard count.
 */
import fc from 'fast-check';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { eightCases, rotationCases } from '../arbitraries.js';
import { corpusFiles, CORPORA_DIR, loadCorpus, REGRESSIONS_DIR } from '../corpus.js';
import { judgeFormat } from '../formats.js';
import { InputError } from '../judge-format.js';
import { plural } from '../plural.js';

export interface VerifyCase {
  /** Position in the full (unsharded) list. */
  readonly index: number;
  readonly case: unknown;
  readonly origin: string;
}

export interface CaseListOptions {
  readonly domain: PuzzleName;
  readonly seed: number;
  readonly randomCases: number;
  /** Corpus files to run instead of the shipped ones; undefined: the shipped corpora. */
  readonly corpora?: readonly string[];
  /** Inline cases (Eight "START GOAL", Rotation 24 digits): when given, only these run. */
  readonly inline?: readonly string[];
  readonly regressionsDir?: string;
}

export function randomCases(domain: PuzzleName, seed: number, count: number): unknown[] {
  if (count <= 0) return [];
  const arbitrary: fc.Arbitrary<unknown> = domain === 'eight' ? eightCases : rotationCases;
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** Parses one inline case through the judge format, so it gets the same checks and messages. */
export function parseInlineCase(domain: PuzzleName, text: string): unknown {
  const format = judgeFormat(domain);
  const fields = text.trim().split(/\s+/);
  try {
    const input = domain === 'eight' ? `1\n${fields.join('\n')}\n` : `${fields.join(' ')}\n0\n`;
    if (domain === 'eight' && fields.length !== 2) throw new InputError(`expected "START GOAL", got ${plural(fields.length, 'field')}`);
    return format.parseInput(input)[0];
  } catch (error) {
    throw new InputError(`--case '${text}': ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function buildCaseList(options: CaseListOptions): VerifyCase[] {
  const list: { case: unknown; origin: string }[] = [];
  if (options.inline && options.inline.length > 0) {
    for (const text of options.inline) list.push({ case: parseInlineCase(options.domain, text), origin: 'inline' });
  } else {
    const files = [...corpusFiles(options.regressionsDir ?? REGRESSIONS_DIR), ...(options.corpora ?? corpusFiles(CORPORA_DIR))];
    for (const file of files) {
      for (const loaded of loadCorpus(file, options.domain)) list.push({ case: loaded.case, origin: loaded.origin });
    }
  }
  for (const c of randomCases(options.domain, options.seed, options.randomCases)) list.push({ case: c, origin: 'random' });
  return list.map((entry, index) => ({ ...entry, index }));
}

export function shardOf(cases: readonly VerifyCase[], shard: { index: number; count: number } | null): VerifyCase[] {
  return shard ? cases.filter((c) => c.index % shard.count === shard.index - 1) : [...cases];
}
