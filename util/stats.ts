/** The statistics bench, history and the report share: one median, one rounding by significant digits. */

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * `x` to `digits` significant digits (what the JSON files keep of a measurement); NaN and infinities stay as they are.
 */
export function round(x: number, digits: number): number {
  return Number(x.toPrecision(digits));
}

/** `x` to `places` decimal places (a figure for people: 123.4 nodes, 0.1 ms). */
export function roundDecimals(x: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(x * scale) / scale;
}
