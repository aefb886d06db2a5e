/**
 * The case list of a verification run: saved regressions first (the shipped ones, then the user's
 * folder), then corpora, then random cases with the run's seed. The list is the same for every
 * shard; a shard runs the cases whose index is its own modulo the shard count.
 *
 * Random Eight cases are uniform over optimal depth 0-31 (each block of 32 cases holds every
 * depth once, in a seeded order) and cycle through the nine goal blank positions, with random tile
 * labels: uniform sampling over states would almost never reach the deep cases where heuristic
 * and depth-cap mistakes hide, and zero-move cases land inside multi-case batches. Random
 * Rotation cases come from fast-check arbitraries (8/8/8 boards, scrambles, recoloured boards).
 */
import fc from 'fast-check';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { resolve } from 'node:path';
import { canonicalEightGoal, eightCaseAtRank, eightSpace, type EightCase } from '../../solvers/eight.js';
import { rotationCases } from '../arbitraries.js';
import { EIGHT_CLASS, ranksByDepth, seededRandom, shuffle } from '../bench/cases.js';
import { corpusFiles, CORPORA_DIR, loadCorpus, REGRESSIONS_DIR, USER_REGRESSIONS_DIR } from '../corpus.js';
import { goalDistances } from '../oracle.js';
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
  /** The user's saved counterexamples (default: ./lexpath-regressions), run after the shipped ones. */
  readonly regressionsDir?: string;
}

/** Eight cases uniform over optimal depth and over goal blank positions (see the header). */
export function depthStratifiedEightCases(seed: number, count: number): EightCase[] {
  const random = seededRandom(seed);
  const classes = new Map([0, 1, 4].map((rep) => [rep, ranksByDepth(goalDistances(eightSpace(rep)))]));
  const depthCount = Math.max(...[...classes.values()].map((byDepth) => byDepth.length));
  const out: EightCase[] = [];
  let depths: number[] = [];
  for (let i = 0; i < count; i++) {
    if (depths.length === 0) depths = shuffle(Array.from({ length: depthCount }, (_, d) => d), random);
    const depth = depths.pop()!;
    // The i-th goal blank, or the next one whose class has cases this deep (not every blank reaches 31).
    let blank = i % 9;
    while (!classes.get(EIGHT_CLASS[blank])![depth]?.length) blank = (blank + 1) % 9;
    const ranks = classes.get(EIGHT_CLASS[blank])![depth];
    const tiles = shuffle(canonicalEightGoal(blank).replace('X', '').split(''), random);
    const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
    out.push(eightCaseAtRank(goal, ranks[Math.floor(random() * ranks.length)]));
  }
  return out;
}

export function randomCases(domain: PuzzleName, seed: number, count: number): unknown[] {
  if (count <= 0) return [];
  if (domain === 'eight') return depthStratifiedEightCases(seed, count);
  return fc.sample(rotationCases as fc.Arbitrary<unknown>, { seed, numRuns: count });
}

/** Regression files: the shipped ones, then the user's folder (when it exists and is another). */
export function regressionFiles(userDir: string = USER_REGRESSIONS_DIR()): string[] {
  const shipped = corpusFiles(REGRESSIONS_DIR);
  return resolve(userDir) === resolve(REGRESSIONS_DIR) ? shipped : [...shipped, ...corpusFiles(userDir)];
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
    const files = [...regressionFiles(options.regressionsDir), ...(options.corpora ?? corpusFiles(CORPORA_DIR))];
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
