/**
 * What nights record, as `lexpath nightly` writes them and `lexpath report` reads them: a run
 * folder's nightly.json (NightlyRun) and the lines of history.jsonl (HistoryLine), with the work
 * counts, slowdowns and A/B checks they carry; each a zod schema with its type inferred from it.
 * Times are milliseconds.
 */
import { z } from 'zod';
import { check, type Checked, renameOldPuzzleField } from '../../util/checked-json.js';
import { benchReportSchema, checkBenchReport } from '../bench/types.js';
import {
  checkVerifyReport,
  countSchema,
  expectedSchema,
  finiteSchema,
  type VerifyReport,
  verifyReportSchema,
} from '../verify/types.js';

/** The work counts of one night, as history.jsonl keeps them. */
export const historyWorkSchema = z.object({
  /** puzzle -> WorkReport.caseSet of that night. */
  caseSets: z.record(z.string(), z.string()),
  /** `${puzzle}/${solver}@${depth}` -> [cases, expanded, generated, msPerCase] (WorkBucket). */
  buckets: z.record(z.string(), z.tuple([countSchema, countSchema, countSchema, finiteSchema])),
});
export type HistoryWork = z.infer<typeof historyWorkSchema>;

const expandedGenerated = z.object({ expanded: countSchema, generated: countSchema });

/** A bucket whose exact work count differs from the previous night that counted it on the same cases. */
export const workChangeSchema = z.preprocess(
  renameOldPuzzleField,
  z.object({
    puzzle: z.string(),
    solver: z.string(),
    depth: countSchema,
    cases: countSchema,
    /** The run it is compared with. */
    previousRun: z.string(),
    before: expandedGenerated,
    after: expandedGenerated,
  }),
);
export type WorkChange = z.infer<typeof workChangeSchema>;

/** The A/B re-run of a slowdown flagged by the noise rule (history/confirm.ts). */
export const slowdownCheckSchema = z.object({
  /** The Slowdown's key, `${puzzle}/${solver}`. */
  key: z.string(),
  status: z.enum(['confirmed', 'not-confirmed']),
  /** median(fresh) / median(old), and its bootstrap confidence interval; null when not measured. */
  ratio: finiteSchema.nullable(),
  lower: finiteSchema.nullable(),
  upper: finiteSchema.nullable(),
  /** Confirmed when lower > this (1 + the slowdown rule's minimum relative slowdown). */
  threshold: finiteSchema,
  /** In words: why confirmed or not. */
  reason: z.string(),
  /** Depth buckets of the work cases the samples cover. */
  depths: z.array(countSchema).optional(),
  /** Old samples (one per earlier night: median over `depths` of its ms per case) and the runs they came from. */
  old: z.array(finiteSchema).optional(),
  oldRuns: z.array(z.string()).optional(),
  /** Fresh samples: one per re-run round, the same statistic. */
  fresh: z.array(finiteSchema).optional(),
});
export type SlowdownCheck = z.infer<typeof slowdownCheckSchema>;

/** A solver median flagged by the slowdown rule (harness/history/regression.ts). */
export const slowdownSchema = z.object({
  key: z.string(),
  /** Today's median (ms). */
  today: finiteSchema,
  /** Median of the earlier nights' medians. */
  baseline: finiteSchema,
  /** Median absolute deviation of the earlier nights' medians. */
  mad: finiteSchema,
  /** Today is flagged when above this. */
  threshold: finiteSchema,
  /** Earlier nights used. */
  nights: countSchema,
});
export type Slowdown = z.infer<typeof slowdownSchema>;

/** A counterexample of one night, as history keeps it (to tell new ones from old). */
const historyCounterexampleSchema = z.preprocess(
  renameOldPuzzleField,
  z.object({
    puzzle: z.string(),
    solver: z.string(),
    replay: z.string(),
    /** Added by nightly: whether the solver is a correct one (a real failure) or from the bug zoo. */
    expected: expectedSchema.optional(),
  }),
);

/** One line of history.jsonl: the per-solver medians of one night. */
export const historyLineSchema = z.object({
  run: z.string(),
  startedAt: z.string(),
  seed: finiteSchema,
  complete: z.boolean(),
  verifyOk: z.boolean(),
  /**
   * `${puzzle}/${solver}` -> median ms per case over all buckets (the median of the buckets' p50s,
   * one vote per measured bucket), and `${puzzle}/${solver}@${depth}` -> that bucket's p50.
   */
  medians: z.record(z.string(), finiteSchema),
  counterexamples: z.array(historyCounterexampleSchema),
  /** Added by nightly: the exact work counts (absent in older lines and when no bench ran). */
  work: historyWorkSchema.optional(),
  /** Added by nightly: the A/B re-runs of the night's flagged slowdowns, without their samples. */
  slowdownChecks: z.array(slowdownCheckSchema).optional(),
  /**
   * Added by nightly: per puzzle verified, how long its slowest
   * solver took over the listed cases (ms; nightly/budget-check.ts).
   */
  listedMs: z.record(z.string(), countSchema).optional(),
  /** Added by nightly: the verify threads asked for (a budget estimate compares only nights with as many). */
  workers: countSchema.optional(),
});
export type HistoryLine = z.infer<typeof historyLineSchema>;

/** What one nightly run leaves in its folder (beside bench-*.json, verify-*.json and the report). */
export const nightlyRunSchema = z.object({
  kind: z.literal('nightly'),
  version: z.literal(1),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** false when interrupted or out of time: the report says so. */
  complete: z.boolean(),
  seed: finiteSchema,
  budgetMs: finiteSchema,
  /** The night's puzzles, in order (absent in files written before nights could choose: Eight II and Rotation). */
  puzzles: z.array(z.string()).optional(),
  verify: z.array(verifyReportSchema),
  /** `verify --exhaustive` reports given to the night (the workflow's merged shards). */
  exhaustive: z.array(verifyReportSchema).optional(),
  bench: z.array(benchReportSchema),
  // Added by nightly (optional, so older files still read):
  /** The run folder's name (also HistoryLine.run). */
  run: z.string().optional(),
  /** Every verify report ok (false when one failed; a puzzle not verified for lack of time is in notes). */
  verifyOk: z.boolean().optional(),
  /** The medians written to history.jsonl for this night. */
  medians: z.record(z.string(), finiteSchema).optional(),
  /** Solver medians flagged by the slowdown rule (harness/history/regression.ts) against earlier nights. */
  slowdowns: z.array(slowdownSchema).optional(),
  /** Counterexamples not seen in any earlier night of history.jsonl. */
  newCounterexamples: z.array(historyCounterexampleSchema).optional(),
  /** Work counts that differ from the previous night that counted the same bucket (history/work.ts). */
  workChanges: z.array(workChangeSchema).optional(),
  /** How many of tonight's work buckets an earlier night had counted on the same cases. */
  workCompared: countSchema.optional(),
  /** One A/B re-run per flagged slowdown (history/confirm.ts). */
  slowdownChecks: z.array(slowdownCheckSchema).optional(),
  /** What was cut short or skipped, in plain words. */
  notes: z.array(z.string()).optional(),
});
export type NightlyRun = z.infer<typeof nightlyRunSchema>;

/** nightly.json with its reports unchecked, so each is checked alone (checkNightlyRun). */
const nightlyRunOutline = nightlyRunSchema.extend({
  verify: z.array(z.unknown()),
  exhaustive: z.array(z.unknown()).optional(),
  bench: z.array(z.unknown()),
});

export const checkHistoryLine = (value: unknown, where: string) => check(historyLineSchema, value, where);

/** The reports of `list` that check, each bad one described in `problems` and dropped. */
function checkedEach<T>(
  list: readonly unknown[],
  checkOne: (value: unknown, where: string) => Checked<T>,
  where: string,
  problems: string[],
): T[] {
  return list.flatMap((value, i) => {
    const checked = checkOne(value, `${where}[${i}]`);
    if (!checked.ok) problems.push(checked.error);
    return checked.ok ? [checked.value] : [];
  });
}

/**
 * nightly.json: its own fields, then each verify and bench report inside it; a bad inner report is
 * dropped and described in `problems`, the rest of the run is kept.
 */
export function checkNightlyRun(value: unknown, where: string, problems: string[] = []): Checked<NightlyRun> {
  const checked = check(nightlyRunOutline, value, where);
  if (!checked.ok) return checked;
  const { exhaustive: exhaustiveGiven, ...outline } = checked.value;
  const verify = checkedEach(outline.verify, checkVerifyReport, `${where}, verify`, problems);
  const exhaustive: VerifyReport[] = checkedEach(
    exhaustiveGiven ?? [],
    checkVerifyReport,
    `${where}, exhaustive`,
    problems,
  );
  const bench = checkedEach(outline.bench, checkBenchReport, `${where}, bench`, problems);
  return { ok: true, value: { ...outline, verify, ...(exhaustive.length > 0 ? { exhaustive } : {}), bench } };
}
