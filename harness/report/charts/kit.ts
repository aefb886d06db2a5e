/**
 * What every chart of the report is made of: its spec, titles and
 * subtitles, log axes, line styles, and the night-by-night frame.
 */
import type { ChartConfiguration, ChartDataset, Plugin, ScaleOptions } from 'chart.js';
import { CHART_HEIGHT, CHART_WIDTH } from '../canvas.js';
import { logTick, pointStyle } from '../style.js';

export interface ChartSpec {
  /** File name in the report folder. */
  readonly file: string;
  readonly title: string;
  /** One sentence on what the chart shows (alt text and caption). */
  readonly caption: string;
  readonly width: number;
  readonly height: number;
  readonly config: ChartConfiguration;
}

export type XY = { x: number; y: number | null };

/** A puzzle's title for headings, by name (ReportInput.title). */
export type TitleOf = (name: string) => string;

/** Splits a long subtitle into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export const AXIS_TITLE = { display: true, font: { size: 15, weight: 'bold' as const }, padding: 6 };
export const GRID = { color: '#E3E3E3' };

export function titlePlugins(title: string, subtitle: string | string[], legend = true) {
  return {
    title: { display: true, text: title, font: { size: 21, weight: 'bold' as const }, padding: { top: 4, bottom: 4 } },
    subtitle: { display: true, text: subtitle, font: { size: 14 }, color: '#555555', padding: { bottom: 10 } },
    legend: {
      display: legend,
      position: 'top' as const,
      labels: { font: { size: 14 }, usePointStyle: true, padding: 16, boxWidth: 10, boxHeight: 10 },
    },
  };
}

/**
 * Round values (1, 2 or 5 times a power of ten) just below and above the data, so no point sits on the chart's edge.
 */
function logBounds(values: readonly (number | null | undefined)[]): { min?: number; max?: number } {
  const v = values.filter((x): x is number => typeof x === 'number' && x > 0);
  if (v.length === 0) return {};
  const low = Math.min(...v) * 0.9;
  const high = Math.max(...v) * 1.1;
  const below = (x: number) => {
    const p = 10 ** Math.floor(Math.log10(x));
    return [5, 2, 1].map((m) => m * p).find((c) => c <= x) ?? p;
  };
  const above = (x: number) => {
    const p = 10 ** Math.floor(Math.log10(x));
    return [1, 2, 5, 10].map((m) => m * p).find((c) => c >= x) ?? 10 * p;
  };
  return { min: below(low), max: above(high) };
}

export function logAxis(
  title: string,
  values: readonly (number | null | undefined)[] = [],
): ScaleOptions<'logarithmic'> {
  return {
    type: 'logarithmic',
    ...logBounds(values),
    title: { ...AXIS_TITLE, text: title },
    grid: GRID,
    ticks: { callback: (value) => logTick(value), autoSkip: false, font: { size: 13 } },
  } as ScaleOptions<'logarithmic'>;
}

export function lineDataset(
  label: string,
  data: XY[] | (number | null)[],
  colour: string,
  index: number,
  dashed = false,
): ChartDataset<'line'> {
  return {
    label,
    data: data as never,
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 2.5,
    borderDash: dashed ? [8, 5] : undefined,
    pointRadius: 4,
    pointStyle: pointStyle(index),
    pointBackgroundColor: colour,
    tension: 0,
    spanGaps: false,
  };
}

export function solverLabel(name: string, expected: 'correct' | 'buggy'): string {
  return expected === 'buggy' ? `${name} (expected buggy)` : name;
}

/** A night-by-night line chart: one x value per night, the given y axis and plugins. */
export function nightsChart(spec: {
  file: string;
  title: string;
  caption: string;
  labels: string[];
  datasets: ChartDataset<'line'>[];
  plugins: object;
  y: object;
  extra?: Plugin<'line'>[];
}): ChartSpec {
  return {
    file: spec.file,
    title: spec.title,
    caption: spec.caption,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { labels: spec.labels, datasets: spec.datasets },
      options: { layout: NIGHT_LAYOUT, plugins: spec.plugins, scales: { x: NIGHT_AXIS, y: spec.y } },
      plugins: spec.extra ?? [],
    } as ChartConfiguration,
  };
}

/** The x axis and layout of every night-by-night chart. */
export const NIGHT_LAYOUT = { padding: { top: 16, left: 16, right: 24, bottom: 8 } };
const NIGHT_AXIS = {
  offset: true,
  title: { ...AXIS_TITLE, text: 'night (run start, UTC)' },
  grid: GRID,
  ticks: { font: { size: 13 }, maxRotation: 30 },
};
