/**
 * The trend over past nights, from history.jsonl: one series per `puzzle/solver` (the median ms per
 * case over all depth buckets; per-bucket `puzzle/solver@depth` keys are not charted), and the
 * slowdowns. Every night is judged by the nightly's own rule (harness/history/regression.ts: above
 * the median of up to 7 earlier nights by more than max(3 MAD, 10%), from 2 earlier nights on), so
 * the chart marks past slowdowns too; the run's nightly.json `slowdowns` are marked as well.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { HistoryLine, NightlyRun, SlowdownCheck, WorkChange } from '../history/types.js';
import { DEFAULT_SLOWDOWN_RULE, slowdownThreshold } from '../history/regression.js';
import { WORK } from '../bench/work.js';
import { historyWork, parseWorkKey, workChanges, workKey } from '../history/work.js';
import { CONFIRM } from '../history/confirm.js';
import { comparePuzzles } from './load.js';

export const SLOWDOWN_RULE = DEFAULT_SLOWDOWN_RULE;
/** The rule in words, for captions and the summary. */
export const SLOWDOWN_RULE_TEXT =
  `above the median of its last ${SLOWDOWN_RULE.window} earlier nights by more than ` +
  `max(${SLOWDOWN_RULE.madFactor} × MAD, ${Math.round(SLOWDOWN_RULE.minRelative * 100)}%), ` +
  `judged from ${SLOWDOWN_RULE.minNights} earlier nights on`;

export interface TrendPoint {
  readonly run: string;
  readonly startedAt: string;
  readonly complete: boolean;
  /** null when the solver has no median that night. */
  readonly median: number | null;
  /** Median of the earlier nights' medians, or null with too few of them. */
  readonly baseline: number | null;
  readonly slowdown: boolean;
}

export interface TrendSeries {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  /** One per night of the history, in time order. */
  readonly points: TrendPoint[];
}

export interface Slowdown {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  readonly run: string;
  readonly median: number;
  readonly baseline: number | null;
  readonly ratio: number | null;
  /** 'rule': the report applied the nightly's rule to history; 'flagged': nightly.json says so. */
  readonly source: 'rule' | 'flagged';
}

export interface Trend {
  /** Nights in time order (one per run). */
  readonly nights: HistoryLine[];
  readonly series: TrendSeries[];
  /** Every flagged night, oldest first. */
  readonly slowdowns: Slowdown[];
  /** The flagged points of the newest night. */
  readonly latestSlowdowns: Slowdown[];
  /** Exact work counts over the nights. */
  readonly work: WorkTrend;
  /** The A/B re-runs of flagged slowdowns, oldest first. */
  readonly checks: { readonly run: string; readonly startedAt: string; readonly check: SlowdownCheck }[];
}

/** `eight/idastar` is an overall median; `eight/idastar@20` (one bucket) is not charted. */
const OVERALL_KEY = /^([a-z][a-z0-9-]*)\/([A-Za-z0-9_.-]+)$/;

/**
 * The nights of `history`, plus this run's night from nightly.json when history.jsonl does not
 * have it yet (a report written before the line was appended, or history in another folder).
 */
function nightsOf(history: readonly HistoryLine[], nightly: NightlyRun | null, runName: string): HistoryLine[] {
  const byRun = new Map(history.map((h) => [h.run, h]));
  const run = nightly?.run ?? runName;
  if (nightly?.medians && !byRun.has(run)) {
    byRun.set(run, {
      run,
      startedAt: nightly.startedAt,
      seed: nightly.seed,
      complete: nightly.complete,
      verifyOk: nightly.verifyOk ?? nightly.verify.every((v) => v.ok),
      medians: nightly.medians,
      counterexamples: [],
      ...(historyWork(nightly.bench) ? { work: historyWork(nightly.bench) } : {}),
      ...(nightly.slowdownChecks ? { slowdownChecks: nightly.slowdownChecks } : {}),
    });
  }
  return [...byRun.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

export function analyseHistory(
  history: readonly HistoryLine[],
  nightly: NightlyRun | null = null,
  runName = '',
): Trend {
  const nights = nightsOf(history, nightly, runName);
  const keys = new Set<string>();
  for (const night of nights) for (const key of Object.keys(night.medians)) if (OVERALL_KEY.test(key)) keys.add(key);
  const thisRun = nightly?.run ?? runName;
  const flaggedTonight = new Set((nightly?.slowdowns ?? []).map((s) => s.key));

  const series: TrendSeries[] = [];
  const slowdowns: Slowdown[] = [];
  for (const key of [...keys].sort()) {
    const [, puzzle, solver] = OVERALL_KEY.exec(key)! as unknown as [string, PuzzleName, string];
    const seen: number[] = [];
    const points = nights.map((night): TrendPoint => {
      const value = night.medians[key];
      const m = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
      const limit = slowdownThreshold(seen, SLOWDOWN_RULE);
      const baseline = limit?.baseline ?? null;
      const byRule = m !== null && limit !== null && m > limit.threshold;
      const byFlag = m !== null && night.run === thisRun && flaggedTonight.has(key);
      if (m !== null && (byRule || byFlag)) {
        slowdowns.push({
          puzzle,
          solver,
          run: night.run,
          median: m,
          baseline,
          ratio: baseline ? m / baseline : null,
          source: byFlag ? 'flagged' : 'rule',
        });
      }
      if (m !== null) seen.push(m);
      return {
        run: night.run,
        startedAt: night.startedAt,
        complete: night.complete,
        median: m,
        baseline,
        slowdown: byRule || byFlag,
      };
    });
    series.push({ puzzle, solver, points });
  }
  series.sort((a, b) => comparePuzzles(a.puzzle, b.puzzle));
  const latestRun = nights.at(-1)?.run;
  return {
    nights,
    series,
    slowdowns,
    latestSlowdowns: slowdowns.filter((s) => s.run === latestRun),
    work: analyseWork(nights),
    checks: slowdownChecksOf(nights),
  };
}

/** The gating rules in words, for captions and the summary (history/work.ts, history/confirm.ts). */
export const WORK_RULE_TEXT =
  `states expanded and generated, summed exactly over ${WORK.perDepth} fixed cases per optimal ` +
  `depth (the same cases every night, seed ${WORK.seed}), compared bucket by bucket with the ` +
  `previous night that counted the bucket on the same cases: any difference is a definite change`;
export const CHECK_RULE_TEXT =
  `a flagged slowdown is re-run at once on the fixed work cases (${CONFIRM.minRounds}–` +
  `${CONFIRM.maxRounds} rounds after a warm-up) against the timings earlier nights kept of the same cases; ` +
  `it is confirmed only when the ${CONFIRM.confidence * 100}% bootstrap interval (${CONFIRM.resamples} ` +
  `resamples) of median(fresh) / median(old) lies wholly above ${1 + SLOWDOWN_RULE.minRelative}`;

interface WorkPoint {
  readonly run: string;
  readonly startedAt: string;
  readonly complete: boolean;
  /** Sums over the series' depths; null when the night did not count all of them on the same cases. */
  readonly expanded: number | null;
  readonly generated: number | null;
  /** This solver's definite changes that night. */
  readonly changes: WorkChange[];
}

interface WorkSeries {
  readonly puzzle: PuzzleName;
  readonly solver: string;
  /** The depth buckets the newest night counted for this solver (the sums are over these). */
  readonly depths: number[];
  readonly points: WorkPoint[];
}

export interface WorkTrend {
  readonly series: WorkSeries[];
  /** Every definite change of every night, oldest first, with the night it was found. */
  readonly changes: (WorkChange & { readonly run: string; readonly startedAt: string })[];
  /** The newest night's definite changes. */
  readonly latestChanges: WorkChange[];
  /** Nights that have work counts. */
  readonly nights: number;
}

/** Work counts over nights: each night's definite changes (history/work.ts's rule) and per-solver sums. */
export function analyseWork(nights: readonly HistoryLine[]): WorkTrend {
  const changes: WorkTrend['changes'] = [];
  const perNight = nights.map((night, i) => {
    const found = workChanges(night.work, nights.slice(0, i));
    for (const c of found) changes.push({ ...c, run: night.run, startedAt: night.startedAt });
    return found;
  });
  const solvers = new Map<string, { puzzle: PuzzleName; solver: string }>();
  for (const night of nights) {
    for (const key of Object.keys(night.work?.buckets ?? {})) {
      const parsed = parseWorkKey(key);
      if (parsed) solvers.set(`${parsed.puzzle}/${parsed.solver}`, parsed as { puzzle: PuzzleName; solver: string });
    }
  }
  const series: WorkSeries[] = [];
  for (const { puzzle, solver } of solvers.values()) {
    const newest = [...nights]
      .reverse()
      .find((n) => n.work && Object.keys(n.work.buckets).some((k) => k.startsWith(`${puzzle}/${solver}@`)));
    if (!newest?.work) continue;
    const caseSet = newest.work.caseSets[puzzle];
    const depths = Object.keys(newest.work.buckets)
      .map(parseWorkKey)
      .filter((p): p is NonNullable<typeof p> => p !== null && p.puzzle === puzzle && p.solver === solver)
      .map((p) => p.depth)
      .sort((a, b) => a - b);
    const points = nights.map((night, i): WorkPoint => {
      const rows =
        night.work && night.work.caseSets[puzzle] === caseSet
          ? depths.map((d) => night.work!.buckets[workKey(puzzle, solver, d)])
          : [];
      const whole = rows.length === depths.length && rows.every((r) => r !== undefined);
      return {
        run: night.run,
        startedAt: night.startedAt,
        complete: night.complete,
        expanded: whole ? rows.reduce((t, r) => t + r[1], 0) : null,
        generated: whole ? rows.reduce((t, r) => t + r[2], 0) : null,
        changes: perNight[i].filter((c) => c.puzzle === puzzle && c.solver === solver),
      };
    });
    series.push({ puzzle, solver, depths, points });
  }
  series.sort((a, b) => comparePuzzles(a.puzzle, b.puzzle) || a.solver.localeCompare(b.solver));
  return { series, changes, latestChanges: perNight.at(-1) ?? [], nights: nights.filter((n) => n.work).length };
}

/** Every A/B re-run in the nights, oldest first. */
function slowdownChecksOf(nights: readonly HistoryLine[]): { run: string; startedAt: string; check: SlowdownCheck }[] {
  return nights.flatMap((n) =>
    (n.slowdownChecks ?? []).map((check) => ({ run: n.run, startedAt: n.startedAt, check })),
  );
}
