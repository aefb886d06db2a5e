/**
 * The built-in puzzle definitions' members, called on fixed seeds, indexes and cases, against
 * values recorded in test/golden/ before the definitions were remade with definePuzzle: random
 * streams, cases by depth, exhaustive cases, shrink steps, corpus entries, formats, defaults and
 * allowances must stay what they were, byte for byte. Long values are kept as a SHA-256 of their
 * JSON. A deliberate change to one of them is recorded again with `npx vitest run -u` on this file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Oracle } from '../oracle/oracle.js';
import { PACKAGE_ROOT } from '../util/package-paths.js';
import { oracleOf, puzzleDefinition, type AnyPuzzleDefinition } from './index.js';
import type { CorpusFile } from './kit/corpus-entry.js';

/** Values whose JSON is longer than this are recorded as its length and SHA-256. */
const LONG = 1_500;

type Record = Map<string, string>;

/** The JSON of what `compute` gives (or the message it throws), shortened to a digest when long. */
function observed(compute: () => unknown): string {
  let json: string;
  try {
    const value = compute();
    json = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch (error) {
    json = `throws ${error instanceof Error ? error.message : String(error)}`;
  }
  if (json.length <= LONG) return json;
  return `${json.length} chars, sha256 ${createHash('sha256').update(json).digest('hex')}`;
}

function corpusCases(file: string, every: number, limit: number): { c: unknown; answer: string }[] {
  const corpus = JSON.parse(readFileSync(`${PACKAGE_ROOT}/corpora/${file}`, 'utf8')) as CorpusFile;
  const definition = puzzleDefinition(corpus.puzzle);
  return corpus.cases
    .filter((_, i) => i % every === 0)
    .slice(0, limit)
    .map((entry) => ({ c: definition.entryToCase(entry), answer: entry.answer }));
}

/** Fields that are values, not functions of a case. */
function recordFields(record: Record, p: AnyPuzzleDefinition): void {
  const fields = {
    name: p.name,
    title: p.title,
    summary: p.summary,
    labelled: p.labelled,
    stateCount: p.stateCount,
    maxDepth: p.maxDepth,
    caseSyntax: p.caseSyntax,
    contract: p.contract && { description: p.contract.description, maxCases: p.contract.maxCases },
    defaults: p.defaults,
    deepest: p.deepest,
    published: p.published && { ...p.published, corpus: relative(PACKAGE_ROOT, p.published.corpus) },
    certifiedCorpora: p.certifiedCorpora?.map((file) => relative(PACKAGE_ROOT, file)),
    nightlyLead: p.defaults.nightlyLead === undefined ? undefined : relative(PACKAGE_ROOT, p.defaults.nightlyLead),
    exhaustive: p.exhaustive && { ...p.exhaustive, caseAt: undefined },
    has: {
      drawing: p.drawing !== undefined,
      moved: p.drawing?.moved !== undefined,
      referenceHeuristic: p.referenceHeuristic !== undefined,
      answerStretches: p.answerStretches !== undefined,
    },
  };
  for (const [key, value] of Object.entries(fields)) {
    // The nightly lead is an absolute path: kept relative to the package.
    const kept = key === 'defaults' ? { ...(value as object), nightlyLead: fields.nightlyLead } : value;
    record.set(
      key,
      observed(() => kept),
    );
  }
  record.set(
    'allowanceFactor 0..90',
    observed(() => Array.from({ length: 91 }, (_, d) => p.allowanceFactor(d))),
  );
}

/** Random streams, judge cases, cases by depth and exhaustive cases. */
function recordStreams(record: Record, p: AnyPuzzleDefinition, depthCalls: readonly DepthCall[]): void {
  const indexes = [...Array.from({ length: 40 }, (_, i) => i), 100, 101, 999, 12_345];
  for (const seed of [0, 5, 987_654_321])
    record.set(
      `randomCase ${seed}`,
      observed(() => indexes.map((i) => p.randomCase(seed, i))),
    );
  // Out of order, and with other seeds between: a stream must not depend on the calls before.
  const mixed: [number, number][] = [
    [5, 3],
    [0, 3],
    [5, 40],
    [5, 4],
    [7, 1_000],
    [5, 2],
  ];
  record.set(
    'randomCase mixed',
    observed(() => mixed.map(([seed, i]) => p.randomCase(seed, i))),
  );
  for (const [count, seed] of [
    [6, 21],
    [3, 0],
    [0, 3],
    [-1, 3],
  ])
    record.set(
      `randomJudgeCases ${count} ${seed}`,
      observed(() => p.randomJudgeCases(count, seed)),
    );
  for (const [perDepth, seed, depths] of depthCalls)
    record.set(
      `depthCases ${perDepth} ${seed} ${depths?.join() ?? 'all'}`,
      observed(() => p.depthCases(perDepth, seed, depths)),
    );
  const exhaustive = p.exhaustive;
  if (exhaustive) {
    const at = [0, 1, 2, 3, 1_000, 77_777, 181_439, 181_440, 500_001, exhaustive.count - 1];
    record.set(
      'exhaustive.caseAt',
      observed(() => at.filter((i) => i < exhaustive.count).map((i) => exhaustive.caseAt(i))),
    );
  }
}

/** Each answer with one move changed: the answers a program might print instead. */
function variants(p: AnyPuzzleDefinition, answer: string): { actual: string; from: number }[] {
  const out: { actual: string; from: number }[] = [];
  for (let from = 0; from < answer.length; from++) {
    for (const letter of `${p.puzzle.moveLetters}x`) {
      if (letter !== answer[from]) out.push({ actual: answer.slice(0, from) + letter + answer.slice(from + 1), from });
    }
  }
  return out;
}

/** What the definition does with one case and its smallest shortest answer. */
function recordCase(
  record: Record,
  p: AnyPuzzleDefinition,
  at: string,
  c: unknown,
  answer: string,
  label: number,
): void {
  const letters = [...p.puzzle.moveLetters, 'x'];
  const lengths = Array.from({ length: answer.length + 1 }, (_, n) => n);
  const entry = p.caseToEntry(c, { moves: answer, label }, 'src');
  const printed = p.formatOutput([
    { moves: answer, label },
    { moves: '', label },
  ]);
  const values: [string, () => unknown][] = [
    ['case', () => c],
    ['caseText', () => p.caseText(c)],
    ['describeCase', () => p.describeCase(c)],
    ['caseInput', () => p.caseInput(p.caseText(c))],
    ['parseInput caseInput', () => p.parseInput(p.caseInput(p.caseText(c)))],
    ['formatInput', () => p.formatInput([c, c])],
    ['caseToEntry', () => entry],
    ['caseToEntry noted', () => p.caseToEntry(c, { moves: answer, label }, 'src', 'why')],
    ['entryToCase', () => p.entryToCase(entry)],
    ['contract', () => p.contract?.holds(c)],
    ['formatOutput', () => printed],
    ['parseOutput strict', () => p.parseOutput(printed, 2, 'strict')],
    ['parseOutput lenient', () => p.parseOutput(`${printed}\n`, 2, 'lenient')],
    ['parseOutput short', () => p.parseOutput(printed, 3, 'strict')],
    ['draw', () => p.drawing?.draw(c)],
    ['moved', () => letters.map((letter) => p.drawing?.moved?.(c, letter))],
    ['afterMoves prefixes', () => lengths.map((n) => p.afterMoves(c, answer.slice(0, n)))],
    ['afterMoves letters', () => letters.map((letter) => p.afterMoves(c, letter))],
    ['neighbours', () => p.neighbours(c)],
    ['subCases', () => lengths.map((n) => p.subCases(c, answer, n))],
    [
      'divergenceCase',
      () => variants(p, answer).map(({ actual, from }) => p.divergenceCase(c, answer, actual, from) ?? null),
    ],
    ['answerStretches', () => (p.answerStretches ? [...p.answerStretches(c, answer)] : undefined)],
  ];
  for (const [name, compute] of values) record.set(`${at} ${name}`, observed(compute));
}

function recordSmallCases(record: Record, p: AnyPuzzleDefinition, oracle: Oracle<unknown>, lengths: number[]): void {
  for (const length of lengths)
    record.set(
      `smallCases ${length}`,
      observed(() => p.smallCases(oracle, length)),
    );
}

type DepthCall = readonly [number, number, (readonly number[])?];

interface Plan {
  readonly depthCalls: readonly DepthCall[];
  /** Cases with their answers (the oracle's when none is given). */
  readonly cases: () => { c: unknown; answer?: string }[];
  readonly smallLengths: number[];
}

const PLANS: { readonly [name: string]: Plan } = {
  eight: {
    depthCalls: [
      [2, 8],
      [3, 9, [0, 7, 31, 32]],
      [0, 1],
    ],
    cases: () => [...corpusCases('eight-edge-cases.json', 1, 6), ...corpusCases('eight-tie-heavy.json', 19, 10)],
    smallLengths: [0, 1, 2, 3, 4, 9],
  },
  rotation: {
    depthCalls: [
      [2, 12, [0, 3, 8, 11]],
      [1, 14, [12, 13]],
      [0, 1],
      [2, 1, [14]],
    ],
    cases: () => [...corpusCases('rotation-depths.json', 3, 14), ...corpusCases('rotation-digit-ties.json', 7, 4)],
    smallLengths: [0, 1, 2, 3],
  },
  // The 4x4 board's cases by depth and small cases are the same code as 3x4's, whose oracle is
  // cheaper; Korf's instances have certified answers, so no case here waits for the oracle's tables.
  fifteen: {
    depthCalls: [],
    cases: () => corpusCases('fifteen-korf-and-edges.json', 1, 11).slice(5),
    smallLengths: [],
  },
  'slide-2x3': {
    depthCalls: [
      [2, 3],
      [1, 4, [0, 21, 22]],
    ],
    cases: () => Array.from({ length: 8 }, (_, i) => ({ c: puzzleDefinition('slide-2x3').randomCase(5, i * 7) })),
    smallLengths: [0, 1, 2, 3, 4],
  },
  'slide-3x3': {
    depthCalls: [[1, 4, [0, 5, 31]]],
    cases: () => Array.from({ length: 5 }, (_, i) => ({ c: puzzleDefinition('slide-3x3').randomCase(5, i * 11) })),
    smallLengths: [0, 3],
  },
  'slide-3x4': {
    depthCalls: [[2, 2, [0, 5, 8]]],
    cases: () => Array.from({ length: 3 }, (_, i) => ({ c: puzzleDefinition('slide-3x4').randomCase(5, i) })),
    smallLengths: [1, 2],
  },
};

function observe(name: string): string {
  const plan = PLANS[name];
  const p = puzzleDefinition(name);
  const oracle = oracleOf(p);
  const record: Record = new Map();
  recordFields(record, p);
  recordStreams(record, p, plan.depthCalls);
  plan.cases().forEach(({ c, answer }, i) => {
    const expected = oracle.answer(c);
    if (answer !== undefined) expect(expected.moves).toBe(answer);
    recordCase(record, p, `case ${i}`, c, expected.moves, expected.label);
  });
  recordSmallCases(record, p, oracle, plan.smallLengths);
  return `${JSON.stringify(Object.fromEntries(record), null, 2)}\n`;
}

describe('the built-in puzzle definitions give what they gave before definePuzzle made them', () => {
  for (const name of Object.keys(PLANS)) {
    it(name, async () => {
      const golden = fileURLToPath(new URL(`../test/golden/${name}.json`, import.meta.url));
      await expect(observe(name)).toMatchFileSnapshot(golden);
    });
  }
});
