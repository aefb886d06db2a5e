/**
 * The slowdown rule of `lexpath nightly`, as a pure function.
 *
 * A median is flagged as slower when, over the last WINDOW (7) earlier nights that measured it,
 *   today > baseline + max(3 x MAD, 10% of baseline),
 * where baseline is the median of those nights' medians and MAD their median absolute deviation
 * from it. Fewer than 2 earlier nights: never flagged (there is no noise to judge against).
 */
import { median } from '../../util/stats.js';
import type { Slowdown } from './types.js';

export interface SlowdownRule {
  /** How many of the most recent earlier nights count. */
  readonly window: number;
  /** Nights needed before anything is flagged. */
  readonly minNights: number;
  /** Allowed noise in MADs. */
  readonly madFactor: number;
  /** Allowed slowdown as a fraction of the baseline, whatever the noise. */
  readonly minRelative: number;
}

export const DEFAULT_SLOWDOWN_RULE: SlowdownRule = { window: 7, minNights: 2, madFactor: 3, minRelative: 0.1 };

export type { Slowdown };

/** The threshold for one key given its earlier medians (oldest first), or null with too few nights. */
export function slowdownThreshold(
  earlier: readonly number[],
  rule: SlowdownRule = DEFAULT_SLOWDOWN_RULE,
): { baseline: number; mad: number; threshold: number; nights: number } | null {
  const recent = earlier.filter((v) => Number.isFinite(v)).slice(-rule.window);
  if (recent.length < rule.minNights) return null;
  const baseline = median(recent);
  const mad = median(recent.map((v) => Math.abs(v - baseline)));
  return {
    baseline,
    mad,
    threshold: baseline + Math.max(rule.madFactor * mad, rule.minRelative * baseline),
    nights: recent.length,
  };
}

/**
 * Keys of `today` whose median is slower than the rule allows. `earlier` holds one record of
 * medians per earlier night, oldest first; a night without a key does not count for it.
 */
export function detectSlowdowns(
  today: Readonly<Record<string, number>>,
  earlier: readonly Readonly<Record<string, number>>[],
  rule: SlowdownRule = DEFAULT_SLOWDOWN_RULE,
): Slowdown[] {
  const flagged: Slowdown[] = [];
  for (const [key, value] of Object.entries(today)) {
    if (!Number.isFinite(value)) continue;
    const past = earlier.map((night) => night[key]).filter((v): v is number => typeof v === 'number');
    const limit = slowdownThreshold(past, rule);
    if (limit && value > limit.threshold) flagged.push({ key, today: value, ...limit });
  }
  return flagged.sort((a, b) => a.key.localeCompare(b.key));
}
