/** What the report's sections share: a chart's block, a puzzle's title by name, a duration in minutes. */
import type { ChartSpec } from '../charts.js';
import type { Block } from '../doc.js';

/** A puzzle's title for headings, by name (ReportInput.title). */
export type TitleOf = (name: string) => string;

export const fmtMinutes = (ms: number) =>
  ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;

/** The chart written as `file`, as a block, if the inputs allowed it. */
export function chartBlock(charts: readonly ChartSpec[], file: string): Block[] {
  const c = charts.find((x) => x.file === file);
  return c ? [{ kind: 'chart', file: c.file, title: c.title, caption: c.caption }] : [];
}
