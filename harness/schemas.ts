/**
 * The shapes of every file lexpath reads back (history.jsonl lines, verify / bench / nightly JSON,
 * shards for merge, corpora), as zod schemas, and one way to report a mismatch: the file, the line
 * when there is one, the field's path and what was wrong, with at most a short escaped excerpt of
 * the bad value. Objects are loose (unknown fields are kept and ignored), so files written by a
 * newer lexpath with more fields still read; every field lexpath uses is checked, numbers as
 * finite numbers.
 */
import { z } from 'zod';
import type { PuzzleName } from '../solvers/puzzle.js';
// The registry's view: a plug-in puzzle its --puzzle-module registered is a puzzle name too.
import { isPuzzleName } from '../puzzles/index.js';
import { excerpt, oneLine } from '../util/escape.js';
import type { CorpusFile } from '../puzzles/kit/corpus-entry.js';
import type { BenchReport } from './bench/types.js';
import type { HistoryLine, NightlyRun } from './history/types.js';
import { VERDICTS, type VerifyReport } from './verify/types.js';

/**
 * Files written before `puzzle` was the word name the puzzle in a field `domain`: read as `puzzle`
 * (a file holding both keeps its `puzzle`).
 */
function withOldPuzzleField<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !('domain' in value)) return value;
    const { domain, ...rest } = value as Record<string, unknown>;
    return 'puzzle' in rest ? rest : { puzzle: domain, ...rest };
  }, schema);
}

/** A puzzle's name: a listed puzzle or slide-RxC (puzzles). */
const puzzle = z.string().refine(isPuzzleName, {
  message: 'expected a puzzle name (see lexpath puzzles)',
}) as unknown as z.ZodType<PuzzleName>;
const count = z.number().int().nonnegative();
const finite = z.number().finite();
const expected = z.enum(['correct', 'buggy']);

const certificate = z.looseObject({}).nullable();

const counterexample = z.looseObject({
  caseIndex: count,
  origin: z.string(),
  verdict: z.enum(VERDICTS),
  detail: z.string(),
  input: z.string(),
  cases: count.optional(),
  optimalLength: count,
  expected: z.string(),
  actual: z.string().nullable(),
  certificate,
  original: z.looseObject({ input: z.string(), optimalLength: count }),
  shrunk: z.boolean().optional(),
  seed: finite,
  replay: z.string(),
});

/** An outside program's cases beyond the judge's contract (absent in older reports). */
const beyondContract = z.looseObject({
  contract: z.string(),
  listed: count,
  run: z.boolean(),
  cases: count,
  failed: count,
  verdicts: z.partialRecord(z.enum(VERDICTS), count),
  notJudged: count.optional(),
  firstFailure: z
    .looseObject({
      caseIndex: count,
      origin: z.string(),
      verdict: z.enum(VERDICTS),
      detail: z.string(),
      input: z.string(),
      optimalLength: count,
      expected: z.string(),
      actual: z.string().nullable(),
      explain: z.string(),
    })
    .nullable(),
});

const solverReport = z.looseObject({
  name: z.string(),
  expected,
  passed: z.boolean(),
  cases: count.optional(),
  verdicts: z.partialRecord(z.enum(VERDICTS), count),
  skipped: count,
  unfinished: count.optional(),
  firstFailureMs: finite.nullable().optional(),
  counterexample: counterexample.nullable(),
  phaseMs: z
    .looseObject({
      listed: finite,
      waiting: finite,
      random: finite,
      attribution: finite.optional(),
      beyondContract: finite.optional(),
      counterexample: finite,
    })
    .optional(),
  otherFailures: z
    .array(z.looseObject({ verdict: z.enum(VERDICTS), caseIndex: count, origin: z.string(), optimalLength: count }))
    .optional(),
  beyondContract: beyondContract.optional(),
});

/** What a verify run was asked to do; shards of one run agree on all of it but `shard`. */
export const verifyOptionsSchema = z.looseObject({
  randomCases: count,
  timeLimitMs: finite,
  startupMs: finite,
  outputMode: z.string(),
  shrinkBudgetMs: finite.nullable(),
  failFast: z.boolean().optional(),
  exhaustive: z.boolean().optional(),
  solvers: z.array(z.string()),
  programs: z.array(z.looseObject({ name: z.string(), command: z.string() })),
  builtins: z.boolean(),
  corpora: z.array(z.string()).nullable(),
  inline: z.array(z.string()),
  regressions: z.string().nullable(),
  beyondContract: z.boolean().optional(),
});

export const verifyReportSchema = withOldPuzzleField(
  z.looseObject({
    puzzle,
    seed: finite,
    cases: count,
    coverage: z
      .looseObject({
        kind: z.enum(['exhaustive', 'sample']),
        listed: count,
        streamed: count.nullable(),
        deepestListed: count.optional(),
        text: z.string(),
      })
      .optional(),
    ok: z.boolean(),
    stopped: z.boolean().optional(),
    maxTimeReached: z.boolean().optional(),
    shard: z.looseObject({ index: count, count: count, judged: z.string().optional() }).nullable(),
    solvers: z.array(solverReport),
    options: verifyOptionsSchema.optional(),
  }),
);

const latency = z.looseObject({
  mean: finite,
  p50: finite,
  p99: finite,
  min: finite,
  max: finite,
  samples: count,
  raw: z.array(finite),
});

const solverBench = z.looseObject({
  solver: z.string(),
  expected,
  setupMs: finite,
  peakMemoryMb: finite.nullable(),
  memoryMethod: z.string().nullable(),
  buckets: z.array(
    z.looseObject({
      depth: count,
      cases: count,
      latency,
      expanded: finite,
      generated: finite,
      batch: count.optional(),
    }),
  ),
  skipped: z.array(z.looseObject({ depth: count, reason: z.string() })),
});

const processTiming = z.looseObject({
  program: z.string(),
  command: z.string(),
  batch: z.string(),
  cases: count,
  runs: z.array(finite),
  median: finite,
  min: finite,
  max: finite,
  ratioToLexpath: finite,
  outputMatches: z.boolean().nullable().optional(),
  error: z.string().optional(),
});

const workReport = z.looseObject({
  seed: finite,
  perDepth: count,
  caseSet: z.string(),
  solvers: z.array(
    z.looseObject({
      solver: z.string(),
      buckets: z.array(
        z.looseObject({ depth: count, cases: count, expanded: count, generated: count, msPerCase: finite }),
      ),
      stopped: z.string().nullable(),
    }),
  ),
});

const publishedWork = z.looseObject({
  instances: z.string(),
  instanceCount: count,
  ours: z.string(),
  published: z.array(z.looseObject({ method: z.string(), nodesPerInstance: finite, source: z.string() })),
  solvers: z.array(
    z.looseObject({
      solver: z.string(),
      solved: count,
      expandedPerInstance: finite,
      generatedPerInstance: finite,
      msPerInstance: finite,
      lengthsMatch: z.boolean(),
    }),
  ),
});

export const benchReportSchema = withOldPuzzleField(
  z.looseObject({
    kind: z.literal('bench'),
    version: z.literal(1),
    puzzle,
    seed: finite,
    startedAt: z.string(),
    machine: z.looseObject({ node: z.string(), cpus: count, cpuModel: z.string(), platform: z.string() }),
    solvers: z.array(solverBench),
    processes: z.array(processTiming),
    scaling: z.array(
      z.looseObject({ solver: z.string(), cases: count, totalMs: finite, maxRssMb: finite.nullable().optional() }),
    ),
    budgetMs: finite.optional(),
    complete: z.boolean().optional(),
    notes: z.array(z.string()).optional(),
    scalingSkipped: z.array(z.looseObject({ solver: z.string(), cases: count, reason: z.string() })).optional(),
    batches: z
      .array(z.looseObject({ name: z.string(), file: z.string(), cases: count, description: z.string() }))
      .optional(),
    work: workReport.optional(),
    published: publishedWork.optional(),
  }),
);

const historyCounterexample = withOldPuzzleField(
  z.looseObject({
    puzzle: z.string(),
    solver: z.string(),
    replay: z.string(),
    expected: expected.optional(),
  }),
);

const historyWork = z.looseObject({
  caseSets: z.record(z.string(), z.string()),
  /** [cases, expanded, generated, msPerCase] */
  buckets: z.record(z.string(), z.tuple([count, count, count, finite])),
});

const slowdownCheck = z.looseObject({
  key: z.string(),
  status: z.enum(['confirmed', 'not-confirmed']),
  ratio: finite.nullable(),
  lower: finite.nullable(),
  upper: finite.nullable(),
  threshold: finite,
  reason: z.string(),
  depths: z.array(count).optional(),
  old: z.array(finite).optional(),
  oldRuns: z.array(z.string()).optional(),
  fresh: z.array(finite).optional(),
});

export const historyLineSchema = z.looseObject({
  run: z.string(),
  startedAt: z.string(),
  seed: finite,
  complete: z.boolean(),
  verifyOk: z.boolean(),
  medians: z.record(z.string(), finite),
  counterexamples: z.array(historyCounterexample),
  work: historyWork.optional(),
  slowdownChecks: z.array(slowdownCheck).optional(),
  listedMs: z.record(z.string(), count).optional(),
  workers: count.optional(),
});

const slowdown = z.looseObject({
  key: z.string(),
  today: finite,
  baseline: finite,
  mad: finite,
  threshold: finite,
  nights: count,
});

const workChange = withOldPuzzleField(
  z.looseObject({
    puzzle: z.string(),
    solver: z.string(),
    depth: count,
    cases: count,
    previousRun: z.string(),
    before: z.looseObject({ expanded: count, generated: count }),
    after: z.looseObject({ expanded: count, generated: count }),
  }),
);

export const nightlyRunSchema = z.looseObject({
  kind: z.literal('nightly'),
  version: z.literal(1),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  complete: z.boolean(),
  seed: finite,
  budgetMs: finite,
  puzzles: z.array(z.string()).optional(),
  /** Checked one by one by the reader (checkNightlyRun), so one bad copy does not discard the rest. */
  verify: z.array(z.unknown()),
  exhaustive: z.array(z.unknown()).optional(),
  bench: z.array(z.unknown()),
  run: z.string().optional(),
  verifyOk: z.boolean().optional(),
  medians: z.record(z.string(), finite).optional(),
  slowdowns: z.array(slowdown).optional(),
  newCounterexamples: z.array(historyCounterexample).optional(),
  notes: z.array(z.string()).optional(),
  workChanges: z.array(workChange).optional(),
  workCompared: count.optional(),
  slowdownChecks: z.array(slowdownCheck).optional(),
});

export const corpusFileSchema = z.looseObject({
  puzzle: puzzle,
  description: z.string().optional(),
  cases: z.array(
    z.looseObject({
      start: z.string(),
      goal: z.string().optional(),
      answer: z.string(),
      centre: count.optional(),
      source: z.string(),
      note: z.string().optional(),
    }),
  ),
});

/** 'solvers[0].verdicts.ok' from a zod path. */
function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? oneLine(String(key)) : `.${oneLine(String(key))}`;
  }
  return out;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string "${excerpt(value, 30)}"`;
  return `${typeof value} ${excerpt(String(value), 30)}`;
}

/** Result of checking a value against a schema: the value itself, or a one-line reason. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/**
 * Checks `value` against `schema`. The error names `where` (file, and line when given), the first
 * wrong field and what it holds, and how many other fields are wrong.
 */
export function check<T>(schema: z.ZodType, value: unknown, where: string): Checked<T> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data as T };
  const issues = result.error.issues;
  const first = issues[0];
  const path = fieldPath(first.path);
  const expectedText =
    first.code === 'invalid_type'
      ? `expected ${first.expected}`
      : oneLine(first.message).replace(/^Invalid input: /, '');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length === 2 ? '' : 's'})` : '';
  const field = path === '' ? 'the whole value' : `field ${path}`;
  return {
    ok: false,
    error: `${where}: ${field}: ${expectedText}, got ${describeValue(valueAt(value, first.path))}${more}`,
  };
}

/** Parses JSON text; the error quotes no more than a short excerpt of the text. */
export function parseJson(text: string, where: string): Checked<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error:
        `${where}: not valid JSON (${excerpt(reason.replace(/, "[\s\S]*$/, ''), 80)}): ` +
        `${excerpt(text.trim(), 40)}`,
    };
  }
}

export const checkVerifyReport = (value: unknown, where: string) =>
  check<VerifyReport>(verifyReportSchema, value, where);
export const checkBenchReport = (value: unknown, where: string) => check<BenchReport>(benchReportSchema, value, where);
/**
 * nightly.json: its own fields, then each verify and bench report inside it; a bad inner report is
 * dropped and described in `problems`, the rest of the run is kept.
 */
export function checkNightlyRun(value: unknown, where: string, problems: string[] = []): Checked<NightlyRun> {
  const checked = check<NightlyRun>(nightlyRunSchema, value, where);
  if (!checked.ok) return checked;
  const verify = checked.value.verify.flatMap((v, i) => {
    const c = checkVerifyReport(v, `${where}, verify[${i}]`);
    if (!c.ok) problems.push(c.error);
    return c.ok ? [c.value] : [];
  });
  const exhaustive = (checked.value.exhaustive ?? []).flatMap((v, i) => {
    const c = checkVerifyReport(v, `${where}, exhaustive[${i}]`);
    if (!c.ok) problems.push(c.error);
    return c.ok ? [c.value] : [];
  });
  const bench = checked.value.bench.flatMap((b, i) => {
    const c = checkBenchReport(b, `${where}, bench[${i}]`);
    if (!c.ok) problems.push(c.error);
    return c.ok ? [c.value] : [];
  });
  return { ok: true, value: { ...checked.value, verify, ...(exhaustive.length > 0 ? { exhaustive } : {}), bench } };
}
export const checkHistoryLine = (value: unknown, where: string) => check<HistoryLine>(historyLineSchema, value, where);
export const checkCorpusFile = (value: unknown, where: string) => check<CorpusFile>(corpusFileSchema, value, where);
