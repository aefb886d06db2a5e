/** DURATION arguments (`30s`, `3m`, `1h`, `1m30s`, `500ms`) as milliseconds. */
import { UsageError } from './errors.js';

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parses a duration like 30s, 3m, 1h, 1m30s or 250ms; throws UsageError (naming `option`) otherwise. */
export function parseDuration(text: string, option = '--budget'): number {
  const trimmed = text.trim();
  const part = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let at = 0;
  let parts = 0;
  for (let match = part.exec(trimmed); match; match = part.exec(trimmed)) {
    total += Number(match[1]) * UNIT_MS[match[2]];
    at = part.lastIndex;
    parts++;
  }
  if (parts === 0 || at !== trimmed.length || !Number.isFinite(total) || total <= 0) {
    throw new UsageError(`${option} '${text}': expected a duration like 30s, 3m, 1h or 1m30s`);
  }
  return Math.round(total);
}

/** 90000 -> '1m30s', 1500 -> '1.5s' (for messages). */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))}s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes}m` : `${minutes}m${seconds}s`;
}
