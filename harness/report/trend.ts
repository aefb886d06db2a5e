/**
 * The trend over past nights, from history.jsonl: one series per `domain/solver` (the median ms per
 * case over all depth buckets; per-bucket `domain/solver@depth` keys are not charted), and the
 * slowdowns. Every night is judged by the nightly's own rule (harness/bench/regression.ts: above
 * the median of up to 7 earlier nights by more than max(3 MAD, 10%), from 2 earlier nights on), so
 * the chart marks past slowdowns too; the run's nightly.json `slowdowns` are marked as well.
 */
import type { HistoryLine, NightlyRun } from '../bench/types.js';
import { DEFAULT_SLOWDOWN_RULE, slowdownThreshold } from '../bench/regression.js';
import { DOMAINS, type Domain } from './load.js';

export const SLOWDOWN_RULE = DEFAULT_SLOWDOWN_RULE;
/** The rule in words, for captions and the summary. */
export const SLOWDOWN_RULE_TEXT = `above the median of its last ${SLOWDOWN_RULE.window} earlier nights by more than max(${SLOWDOWN_RULE.madFactor} × MAD, ${Math.round(SLOWDOWN_RULE.minRelative * 100)}%), judged from ${SLOWDOWN_RULE.minNights} earlier nights on`;

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
  readonly domain: Domain;
  readonly solver: string;
  /** One per night of the history, in time order. */
  readonly points: TrendPoint[];
}

export interface Slowdown {
  readonly domain: Domain;
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
}

/** `eight/idastar` is an overall median; `eight/idastar@20` (one bucket) is not charted. */
const OVERALL_KEY = /^(eight|rotation)\/([A-Za-z0-9_.-]+)$/;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The nights of `history`, plus this run's night from nightly.json when history.jsonl does not
 * have it yet (a report written before the line was appended, or history in another folder).
 */
export function nightsOf(history: readonly HistoryLine[], nightly: NightlyRun | null, runName: string): HistoryLine[] {
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
    });
  }
  return [...byRun.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

export function analyseHistory(history: readonly HistoryLine[], nightly: NightlyRun | null = null, runName = ''): Trend {
  const nights = nightsOf(history, nightly, runName);
  const keys = new Set<string>();
  for (const night of nights) for (const key of Object.keys(night.medians)) if (OVERALL_KEY.test(key)) keys.add(key);
  const thisRun = nightly?.run ?? runName;
  const flaggedTonight = new Set((nightly?.slowdowns ?? []).map((s) => s.key));

  const series: TrendSeries[] = [];
  const slowdowns: Slowdown[] = [];
  for (const key of [...keys].sort()) {
    const [, domain, solver] = OVERALL_KEY.exec(key)! as unknown as [string, Domain, string];
    const seen: number[] = [];
    const points = nights.map((night): TrendPoint => {
      const value = night.medians[key];
      const m = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
      const limit = slowdownThreshold(seen, SLOWDOWN_RULE);
      const baseline = limit?.baseline ?? null;
      const byRule = m !== null && limit !== null && m > limit.threshold;
      const byFlag = m !== null && night.run === thisRun && flaggedTonight.has(key);
      if (m !== null && (byRule || byFlag)) {
        slowdowns.push({ domain, solver, run: night.run, median: m, baseline, ratio: baseline ? m / baseline : null, source: byFlag ? 'flagged' : 'rule' });
      }
      if (m !== null) seen.push(m);
      return { run: night.run, startedAt: night.startedAt, complete: night.complete, median: m, baseline, slowdown: byRule || byFlag };
    });
    series.push({ domain, solver, points });
  }
  series.sort((a, b) => DOMAINS.indexOf(a.domain) - DOMAINS.indexOf(b.domain));
  const latestRun = nights.at(-1)?.run;
  return { nights, series, slowdowns, latestSlowdowns: slowdowns.filter((s) => s.run === latestRun) };
}
