/**
 * The report's charts as Chart.js configurations (rendered by canvas.ts). One function per chart;
 * each returns null when its data is missing, so a report is made of whatever the run left.
 */
import { expandedByDepthChart, processChart, scalingChart, timeByDepthChart } from './charts/bench.js';
import type { ChartSpec } from './charts/kit.js';
import { slowdownCheckChart, trendChart, workTrendChart } from './charts/nights.js';
import { verifyChart } from './charts/verify.js';
import type { ReportInput } from './load.js';
import type { Trend } from './trend.js';

export type { ChartSpec } from './charts/kit.js';

/** Every chart the inputs allow, in reading order. */
export function reportCharts(input: Pick<ReportInput, 'bench' | 'verify' | 'title'>, trend: Trend): ChartSpec[] {
  const { title } = input;
  const specs: (ChartSpec | null)[] = [];
  for (const v of input.verify) specs.push(verifyChart(v, title));
  for (const b of input.bench)
    specs.push(
      timeByDepthChart(b, title),
      expandedByDepthChart(b, title),
      processChart(b, title),
      scalingChart(b, title),
    );
  const puzzles = [...new Set(trend.series.map((s) => s.puzzle))];
  for (const d of puzzles) specs.push(trendChart(trend, d, title));
  for (const d of new Set(trend.work.series.map((s) => s.puzzle))) specs.push(workTrendChart(trend, d, title));
  specs.push(slowdownCheckChart(trend));
  return specs.filter((s): s is ChartSpec => s !== null);
}
