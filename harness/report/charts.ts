/**
 * The report's charts as Chart.js configurations (rendered by canvas.ts). One function per chart;
 * each returns null when its data is missing, so a report is made of whatever the run left.
 */
import type { ChartConfiguration, ChartDataset, Plugin, ScaleOptions } from 'chart.js';
import type { BenchReport } from '../bench/types.js';
import { VERDICTS, type VerifyReport } from '../verify/types.js';
import { CHART_HEIGHT, CHART_WIDTH, FONT_FAMILY } from './canvas.js';
import type { Domain, ReportInput } from './load.js';
import { SLOWDOWN_RULE_TEXT, type Trend } from './trend.js';
import { CONFIRM } from '../history/confirm.js';

import { plural } from '../../util/plural.js';
import {
  compareSolvers,
  fmtMs,
  fmtRatio,
  logTick,
  nightLabel,
  Palette,
  pointStyle,
  textOn,
  VERDICT_COLOURS,
  verifyOutcome,
} from './style.js';

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

type XY = { x: number; y: number | null };

/** A puzzle's title for headings, by name (ReportInput.title). */
type TitleOf = (name: string) => string;

/** Splits a long subtitle into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
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

const AXIS_TITLE = { display: true, font: { size: 15, weight: 'bold' as const }, padding: 6 };
const GRID = { color: '#E3E3E3' };

function titlePlugins(title: string, subtitle: string | string[], legend = true) {
  return {
    title: { display: true, text: title, font: { size: 21, weight: 'bold' as const }, padding: { top: 4, bottom: 4 } },
    subtitle: { display: true, text: subtitle, font: { size: 14 }, color: '#555555', padding: { bottom: 10 } },
    legend: { display: legend, position: 'top' as const, labels: { font: { size: 14 }, usePointStyle: true, padding: 16, boxWidth: 10, boxHeight: 10 } },
  };
}

/** Round values (1, 2 or 5 times a power of ten) just below and above the data, so no point sits on the chart's edge. */
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

function logAxis(title: string, values: readonly (number | null | undefined)[] = []): ScaleOptions<'logarithmic'> {
  return {
    type: 'logarithmic',
    ...logBounds(values),
    title: { ...AXIS_TITLE, text: title },
    grid: GRID,
    ticks: { callback: (value) => logTick(value), autoSkip: false, font: { size: 13 } },
  } as ScaleOptions<'logarithmic'>;
}

function lineDataset(label: string, data: XY[] | (number | null)[], colour: string, index: number, dashed = false): ChartDataset<'line'> {
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

function solverLabel(name: string, expected: 'correct' | 'buggy'): string {
  return expected === 'buggy' ? `${name} (expected buggy)` : name;
}

/** Chart 1 and 2: one line per solver against optimal depth, log scale. */
function perDepthChart(bench: BenchReport, what: 'latency' | 'expanded', titleOf: TitleOf): ChartSpec | null {
  const solvers = [...bench.solvers].filter((s) => s.buckets.length > 0).sort((a, b) => compareSolvers(a.solver, b.solver));
  if (solvers.length === 0) return null;
  const palette = new Palette();
  const datasets = solvers.map((s, i) =>
    lineDataset(
      solverLabel(s.solver, s.expected),
      [...s.buckets]
        .sort((a, b) => a.depth - b.depth)
        .map((b) => ({ x: b.depth, y: what === 'latency' ? (b.latency.p50 > 0 ? b.latency.p50 : null) : b.expanded > 0 ? b.expanded : null })),
      palette.colour(s.solver),
      i,
      s.expected === 'buggy',
    ),
  );
  const domain = titleOf(bench.domain);
  const casesPerDepth = [...new Set(solvers.flatMap((s) => s.buckets.map((b) => b.cases)))].sort((a, b) => a - b);
  const casesText = casesPerDepth.length === 1 ? `${plural(casesPerDepth[0], 'case')} per depth` : `${casesPerDepth[0]}–${casesPerDepth.at(-1)} cases per depth`;
  const skipped = solvers.filter((s) => s.skipped.length > 0).map((s) => `${s.solver} from depth ${Math.min(...s.skipped.map((k) => k.depth))}`);
  const subtitle = [
    what === 'latency'
      ? `${casesText}; median of the timed runs; one-off setup (tables) measured apart and not included; seed ${bench.seed}`
      : `${casesText}; mean states expanded per case; seed ${bench.seed}`,
  ];
  if (skipped.length > 0) subtitle.push(`Lines stop where a solver was skipped as too slow for the budget: ${skipped.join(', ')}`);
  const maxDepth = Math.max(...solvers.flatMap((s) => s.buckets.map((b) => b.depth)));
  return {
    file: `${bench.domain}-${what === 'latency' ? 'time-by-depth' : 'expanded-by-depth'}.png`,
    title: what === 'latency' ? `${domain}: median time per case by optimal depth` : `${domain}: states expanded by optimal depth`,
    caption:
      what === 'latency'
        ? `${domain}: median milliseconds to solve one case (log scale) against the case's optimal depth, one line per solver.`
        : `${domain}: states expanded per case (log scale) against optimal depth, one line per solver.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { datasets },
      options: {
        layout: { padding: 16 },
        plugins: titlePlugins(
          what === 'latency' ? `${domain}: median time per case by optimal depth` : `${domain}: states expanded per case by optimal depth`,
          subtitle,
        ),
        scales: {
          x: {
            type: 'linear',
            min: Math.min(0, ...solvers.flatMap((s) => s.buckets.map((b) => b.depth))),
            max: maxDepth,
            title: { ...AXIS_TITLE, text: 'optimal depth (moves)' },
            grid: GRID,
            ticks: { stepSize: maxDepth > 20 ? 2 : 1, font: { size: 13 } },
          },
          y: logAxis(
            what === 'latency' ? 'median time per case (ms, log scale)' : 'states expanded per case (log scale)',
            datasets.flatMap((d) => (d.data as XY[]).map((p) => p.y)),
          ),
        },
      },
    } as ChartConfiguration,
  };
}

export const timeByDepthChart = (bench: BenchReport, titleOf: TitleOf) => perDepthChart(bench, 'latency', titleOf);
export const expandedByDepthChart = (bench: BenchReport, titleOf: TitleOf) => perDepthChart(bench, 'expanded', titleOf);

/** Min–max whiskers and value labels over bars (a small inline plugin, no extra package). */
function whiskerPlugin(whiskers: ({ min: number; max: number; label: string } | null)[][]): Plugin<'bar'> {
  return {
    id: 'lexpathWhiskers',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const y = chart.scales.y;
      ctx.save();
      chart.data.datasets.forEach((_, di) => {
        const meta = chart.getDatasetMeta(di);
        if (meta.hidden) return;
        meta.data.forEach((bar, i) => {
          const w = whiskers[di]?.[i];
          if (!w) return;
          const { x, width } = bar.getProps(['x', 'width'], true) as { x: number; width: number };
          const top = y.getPixelForValue(w.max);
          const bottom = y.getPixelForValue(w.min);
          const cap = Math.min(12, width / 3);
          ctx.strokeStyle = '#111111';
          ctx.lineWidth = 2;
          ctx.beginPath();
          ctx.moveTo(x, top);
          ctx.lineTo(x, bottom);
          ctx.moveTo(x - cap, top);
          ctx.lineTo(x + cap, top);
          ctx.moveTo(x - cap, bottom);
          ctx.lineTo(x + cap, bottom);
          ctx.stroke();
          ctx.fillStyle = '#111111';
          ctx.font = `bold 13px "${FONT_FAMILY}"`;
          ctx.textAlign = 'center';
          ctx.textBaseline = 'bottom';
          ctx.fillText(w.label, x, top - 4);
        });
      });
      ctx.restore();
    },
  };
}

const PROGRAM_COLOURS = ['#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];

/** Chart 3: whole-process time of lexpath and outside programs on each batch. */
export function processChart(bench: BenchReport, titleOf: TitleOf): ChartSpec | null {
  if (bench.processes.length === 0) return null;
  const batches = [...new Set(bench.processes.map((p) => p.batch))];
  const programs = [...new Set(bench.processes.map((p) => p.program))].sort((a, b) => (a === 'lexpath' ? -1 : b === 'lexpath' ? 1 : a.localeCompare(b)));
  const whiskers: ({ min: number; max: number; label: string } | null)[][] = [];
  const all: number[] = [];
  const datasets: ChartDataset<'bar'>[] = programs.map((program, pi) => {
    const row = batches.map((batch) => bench.processes.find((p) => p.program === program && p.batch === batch) ?? null);
    whiskers.push(
      row.map((p) =>
        p ? { min: p.min, max: p.max, label: program === 'lexpath' ? `${fmtMs(p.median)} ms` : `${fmtMs(p.median)} ms (${fmtRatio(p.ratioToLexpath)})` } : null,
      ),
    );
    for (const p of row) if (p) all.push(p.min, p.max);
    const colour = program === 'lexpath' ? '#0072B2' : PROGRAM_COLOURS[(pi - 1) % PROGRAM_COLOURS.length];
    return { label: program, data: row.map((p) => (p ? p.median : null)) as number[], backgroundColor: `${colour}CC`, borderColor: colour, borderWidth: 1.5, maxBarThickness: 160 };
  });
  const positive = all.filter((v) => v > 0);
  const spread = positive.length ? Math.max(...positive) / Math.min(...positive) : 1;
  const log = spread > 40;
  const domain = titleOf(bench.domain);
  const runs = [...new Set(bench.processes.map((p) => p.runs.length))];
  const labels = batches.map((batch) => {
    const cases = bench.processes.find((p) => p.batch === batch)?.cases;
    return [batch, cases !== undefined ? plural(cases, 'case') : ''];
  });
  const alone = programs.length === 1;
  const chartTitle = alone ? `${domain}: whole-process time of ${programs[0]} per batch` : `${domain}: whole-process time, lexpath against outside programs`;
  const subtitle = alone
    ? [
        `Bar: median of ${runs.join('/')} runs (start-up, reading the batch, solving, printing). Whiskers: fastest and slowest run.`,
        'No outside program in this run: lexpath bench --cmd NAME=COMMAND times one beside lexpath on the same batches.',
      ]
    : [
        `Bar: median of ${runs.join('/')} runs (start-up, reading the batch, solving, printing). Whiskers: fastest and slowest run.`,
        'Label: median, and in brackets the ratio to lexpath on the same batch (below 1× is faster than lexpath).',
      ];
  return {
    file: `${bench.domain}-processes.png`,
    title: chartTitle,
    caption: `${domain}: wall time of each whole program on each batch file: bar = median, whiskers = fastest and slowest run, label = median and ratio to lexpath.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'bar',
      data: { labels, datasets },
      options: {
        layout: { padding: { top: 16, left: 16, right: 16, bottom: 8 } },
        plugins: {
          ...titlePlugins(chartTitle, subtitle),
          legend: { display: true, position: 'top', labels: { font: { size: 14 }, padding: 16 } },
        },
        scales: {
          x: { title: { ...AXIS_TITLE, text: 'batch file (judge input)' }, grid: { display: false }, ticks: { font: { size: 14 } } },
          y: log
            ? { ...logAxis('wall time per batch (ms, log scale)', all), max: Math.max(...all) * 3 }
            : { type: 'linear', beginAtZero: true, suggestedMax: Math.max(...all) * 1.12, title: { ...AXIS_TITLE, text: 'wall time per batch (ms)' }, grid: GRID },
        },
      },
      plugins: [whiskerPlugin(whiskers)],
    } as ChartConfiguration,
  };
}

/** Count labels inside stacked bar segments wide enough to hold them. */
const segmentLabels: Plugin<'bar'> = {
  id: 'lexpathSegmentLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.font = `bold 13px "${FONT_FAMILY}"`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    chart.data.datasets.forEach((dataset, di) => {
      const meta = chart.getDatasetMeta(di);
      if (meta.hidden) return;
      meta.data.forEach((bar, i) => {
        const value = dataset.data[i] as number | null;
        if (!value) return;
        const { x, base, y } = bar.getProps(['x', 'base', 'y'], true) as { x: number; base: number; y: number };
        // A dataset may carry the counts behind its bars (bars drawn as shares): label with the count.
        const counts = (dataset as { counts?: readonly number[] }).counts;
        const text = (counts?.[i] ?? value).toLocaleString('en-US');
        if (Math.abs(x - base) < ctx.measureText(text).width + 8) return;
        ctx.fillStyle = textOn(String(dataset.backgroundColor));
        ctx.fillText(text, (x + base) / 2, y);
      });
    });
    ctx.restore();
  },
};

/** Chart 4: the verification matrix, verdict counts per solver as stacked horizontal bars. */
export function verifyChart(report: VerifyReport, titleOf: TitleOf): ChartSpec | null {
  if (report.solvers.length === 0) return null;
  const solvers = report.solvers;
  const present = [...VERDICTS].filter((v) => solvers.some((s) => (s.verdicts[v] ?? 0) > 0));
  // Solvers judge very different numbers of cases (at night the table solver hundreds of
  // thousands, plain BFS a thousand), so each bar is the solver's own cases, as shares.
  const totalOf = (s: (typeof solvers)[number]): number => Object.values(s.verdicts).reduce((a, b) => a + (b ?? 0), 0) + s.skipped;
  const share = (n: number, s: (typeof solvers)[number]): number => (totalOf(s) === 0 ? 0 : (100 * n) / totalOf(s));
  const bars = (label: string, counts: number[], colour: string): ChartDataset<'bar'> =>
    ({ label, data: counts.map((n, i) => share(n, solvers[i])), counts, backgroundColor: colour, borderColor: '#FFFFFF', borderWidth: 1 }) as ChartDataset<'bar'>;
  const datasets: ChartDataset<'bar'>[] = present.map((v) => bars(v, solvers.map((s) => s.verdicts[v] ?? 0), VERDICT_COLOURS[v]));
  if (solvers.some((s) => s.skipped > 0)) datasets.push(bars('skipped (not run)', solvers.map((s) => s.skipped), VERDICT_COLOURS.skipped));
  const labels = solvers.map((s) => {
    const outcome = verifyOutcome(s);
    const cases = `(${plural(totalOf(s), 'case')})`;
    if (s.expected === 'correct') return outcome.bad ? `${s.name} ${cases}  ✗ FAILED` : `${s.name} ${cases}  ✓`;
    return outcome.bad ? `${s.name}  [expected buggy] ✗ MISSED` : `${s.name}  [expected buggy] ✓ caught`;
  });
  const tickColour = solvers.map((s) => (verifyOutcome(s).bad ? '#C62828' : s.expected === 'buggy' ? '#7A4A00' : '#1B5E20'));
  const domain = titleOf(report.domain);
  const height = Math.max(CHART_HEIGHT, 190 + 42 * solvers.length);
  const shard = report.shard ? `, shard ${report.shard.index}/${report.shard.count}` : '';
  return {
    file: `${report.domain}-verify.png`,
    title: `${domain}: verification verdicts per solver`,
    caption: `${domain}: each solver's verdicts as shares of its own cases (the counts are on the bars and by the names); expected-buggy solvers must show some verdict other than ok.`,
    width: CHART_WIDTH,
    height,
    config: {
      type: 'bar',
      data: { labels, datasets },
      options: {
        indexAxis: 'y',
        layout: { padding: 16 },
        plugins: {
          ...titlePlugins(`${domain}: verification verdicts per solver`, [
            `${plural(report.cases, 'case')}, seed ${report.seed}${shard}; checked against the exact oracle. ✓ = as expected (correct solvers all ok; buggy ones caught).`,
          ]),
          legend: { display: true, position: 'top', labels: { font: { size: 14 }, padding: 14, boxWidth: 18, boxHeight: 14 } },
        },
        scales: {
          x: { stacked: true, beginAtZero: true, max: 100, title: { ...AXIS_TITLE, text: "share of the solver's cases (%; labels: counts)" }, grid: GRID },
          y: { stacked: true, grid: { display: false }, ticks: { font: { size: 14, weight: 'bold' }, color: (c: { index: number }) => tickColour[c.index] ?? '#222222' } },
        },
      },
      plugins: [segmentLabels],
    } as ChartConfiguration,
  };
}

/** A night-by-night line chart: one x value per night, the given y axis and plugins. */
function nightsChart(spec: {
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
const NIGHT_LAYOUT = { padding: { top: 16, left: 16, right: 24, bottom: 8 } };
const NIGHT_AXIS = { offset: true, title: { ...AXIS_TITLE, text: 'night (run start, UTC)' }, grid: GRID, ticks: { font: { size: 13 }, maxRotation: 30 } };

/** Chart 5: each solver's median over past nights, flagged slowdowns marked; needs two nights. */
export function trendChart(trend: Trend, domain: Domain, titleOf: TitleOf): ChartSpec | null {
  const series = trend.series.filter((s) => s.domain === domain && s.points.some((p) => p.median !== null)).sort((a, b) => compareSolvers(a.solver, b.solver));
  if (trend.nights.length < 2 || series.length === 0) return null;
  const palette = new Palette();
  const labels = trend.nights.map((n) => (n.complete ? nightLabel(n.startedAt) : `${nightLabel(n.startedAt)} (incomplete)`));
  const datasets: ChartDataset<'line'>[] = series.map((s, i) => {
    const colour = palette.colour(s.solver);
    const base = lineDataset(s.solver, s.points.map((p) => p.median), colour, i);
    return {
      ...base,
      spanGaps: true,
      pointRadius: s.points.map((p) => (p.slowdown ? 9 : 4)),
      pointBorderColor: s.points.map((p) => (p.slowdown ? '#D00000' : colour)),
      pointBorderWidth: s.points.map((p) => (p.slowdown ? 3 : 1)),
      pointBackgroundColor: s.points.map((p) => (p.slowdown ? '#FFD6D6' : colour)),
    };
  });
  const flagged = series.flatMap((s) => s.points.filter((p) => p.slowdown).map((p) => ({ s, p })));
  const hasFlags = flagged.length > 0;
  if (hasFlags) {
    datasets.push({
      label: 'slowdown (the nightly rule)',
      data: [],
      pointStyle: 'circle',
      pointRadius: 9,
      borderColor: '#D00000',
      backgroundColor: '#FFD6D6',
      pointBackgroundColor: '#FFD6D6',
      pointBorderColor: '#D00000',
      pointBorderWidth: 3,
      showLine: false,
    });
  }
  const annotate: Plugin<'line'> = {
    id: 'lexpathSlowdownLabels',
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      ctx.save();
      ctx.font = `bold 13px "${FONT_FAMILY}"`;
      ctx.fillStyle = '#B00000';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'bottom';
      series.forEach((s, di) => {
        const meta = chart.getDatasetMeta(di);
        s.points.forEach((p, i) => {
          if (!p.slowdown || p.median === null) return;
          const el = meta.data[i];
          if (!el) return;
          const pct = p.baseline ? `+${Math.round((p.median / p.baseline - 1) * 100)}%` : 'flagged';
          ctx.fillText(`${s.solver} ${pct}`, el.x, el.y - 12);
        });
      });
      ctx.restore();
    },
  };
  const title = titleOf(domain);
  const sub = hasFlags
    ? `${flagged.length} slowdown${flagged.length === 1 ? '' : 's'} (red rings, % against the earlier nights' median): a solver's median ${SLOWDOWN_RULE_TEXT}.`
    : `No slowdowns: no solver's median is ${SLOWDOWN_RULE_TEXT}.`;
  return nightsChart({
    file: `${domain}-trend.png`,
    title: `${title}: median time per case, night by night`,
    caption: `${title}: each solver's median time per case (over all depths, log scale) on each of the last ${trend.nights.length} nights; red rings mark slowdowns.`,
    labels,
    datasets,
    plugins: titlePlugins(`${title}: median time per case, night by night`, wrap(sub, 120)),
    y: logAxis('median time per case over all depths (ms, log scale)', series.flatMap((s) => s.points.map((p) => p.median))),
    extra: [annotate],
  });
}

/** Chart 5b: exact work counts over nights, one solid (expanded) and one dashed (generated) line per solver; definite changes ringed. */
export function workTrendChart(trend: Trend, domain: Domain, titleOf: TitleOf): ChartSpec | null {
  const series = trend.work.series.filter((s) => s.domain === domain && s.points.some((p) => p.expanded !== null)).sort((a, b) => compareSolvers(a.solver, b.solver));
  if (trend.nights.length < 2 || series.length === 0) return null;
  const palette = new Palette();
  const labels = trend.nights.map((n) => (n.complete ? nightLabel(n.startedAt) : `${nightLabel(n.startedAt)} (incomplete)`));
  const ring = <T,>(s: (typeof series)[number], yes: T, no: T) => s.points.map((p) => (p.changes.length > 0 ? yes : no));
  const datasets: ChartDataset<'line'>[] = series.flatMap((s, i) => {
    const colour = palette.colour(s.solver);
    const depths = s.depths.length > 0 ? `${s.depths[0]}–${s.depths.at(-1)}` : '';
    const marked = (base: ChartDataset<'line'>): ChartDataset<'line'> => ({
      ...base,
      spanGaps: true,
      pointRadius: ring(s, 9, 4),
      pointBorderColor: ring(s, '#D00000', colour),
      pointBorderWidth: ring(s, 3, 1),
    });
    return [
      marked(lineDataset(`${s.solver} expanded (depths ${depths})`, s.points.map((p) => p.expanded), colour, i)),
      marked(lineDataset(`${s.solver} generated`, s.points.map((p) => p.generated), colour, i, true)),
    ];
  });
  const changed = series.reduce((n, s) => n + s.points.filter((p) => p.changes.length > 0).length, 0);
  const title = titleOf(domain);
  const sub = [
    'Sums over the fixed work cases of the depths each solver reached on the newest night; a gap: that night counted fewer depths or other cases.',
    changed > 0
      ? `Red rings: ${changed} definite change${changed === 1 ? '' : 's'} (a bucket's exact count differs from the previous night that counted it).`
      : 'No definite change: every bucket counted the same as the night before.',
  ];
  return nightsChart({
    file: `${domain}-work-trend.png`,
    title: `${title}: exact states expanded and generated, night by night`,
    caption: `${title}: states expanded (solid) and generated (dashed) per solver on the fixed work cases, summed over depth buckets, on each night (log scale); red rings mark definite changes.`,
    labels,
    datasets,
    plugins: {
      ...titlePlugins(`${title}: exact work counts, night by night`, sub),
      legend: { display: true, position: 'top', labels: { font: { size: 12 }, usePointStyle: true, padding: 10, boxWidth: 10, boxHeight: 10 } },
    },
    y: logAxis('states, summed over depth buckets (log scale)', series.flatMap((s) => s.points.flatMap((p) => [p.expanded, p.generated]))),
  });
}

/** Chart 5c: every flagged slowdown's A/B re-run: the ratio fresh / old at a point, its bootstrap interval as error bars. */
export function slowdownCheckChart(trend: Trend, limit = 16): ChartSpec | null {
  const checks = trend.checks.filter((c) => c.check.ratio !== null && c.check.lower !== null && c.check.upper !== null).slice(-limit);
  if (checks.length === 0) return null;
  const threshold = checks.at(-1)!.check.threshold;
  const labels = checks.map((c) => [c.check.key, nightLabel(c.startedAt)]);
  const colourOf = (c: (typeof checks)[number]) => (c.check.status === 'confirmed' ? '#D00000' : '#555555');
  const datasets: ChartDataset<'line'>[] = [
    {
      label: 'median(fresh) / median(old), with its 95% interval',
      data: checks.map((c) => c.check.ratio),
      showLine: false,
      pointRadius: 7,
      pointStyle: 'rectRot',
      borderColor: checks.map(colourOf) as never,
      backgroundColor: checks.map(colourOf) as never,
      pointBackgroundColor: checks.map(colourOf),
      pointBorderColor: checks.map(colourOf),
    },
    // Legend entries only: the lines are drawn across the whole plot by the plugin below.
    { label: `confirmed when the interval is wholly above ${threshold}`, data: [], borderColor: '#D00000', backgroundColor: '#D00000', borderDash: [8, 5], borderWidth: 2, pointStyle: 'line' },
    { label: 'no change (1)', data: [], borderColor: '#888888', backgroundColor: '#888888', borderWidth: 1.5, pointStyle: 'line' },
  ];
  const bars: Plugin<'line'> = {
    id: 'lexpathIntervals',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const y = chart.scales.y;
      ctx.save();
      for (const [value, colour, dash, width] of [[threshold, '#D00000', [8, 5], 2], [1, '#888888', [], 1.5]] as const) {
        ctx.strokeStyle = colour;
        ctx.lineWidth = width;
        ctx.setLineDash([...dash]);
        ctx.beginPath();
        ctx.moveTo(chartArea.left, y.getPixelForValue(value));
        ctx.lineTo(chartArea.right, y.getPixelForValue(value));
        ctx.stroke();
      }
      ctx.restore();
    },
    afterDatasetsDraw(chart) {
      const { ctx } = chart;
      const y = chart.scales.y;
      const meta = chart.getDatasetMeta(0);
      ctx.save();
      checks.forEach((c, i) => {
        const el = meta.data[i];
        if (!el) return;
        const top = y.getPixelForValue(c.check.upper!);
        const bottom = y.getPixelForValue(c.check.lower!);
        ctx.strokeStyle = colourOf(c);
        ctx.lineWidth = 2.5;
        ctx.beginPath();
        ctx.moveTo(el.x, top);
        ctx.lineTo(el.x, bottom);
        ctx.moveTo(el.x - 10, top);
        ctx.lineTo(el.x + 10, top);
        ctx.moveTo(el.x - 10, bottom);
        ctx.lineTo(el.x + 10, bottom);
        ctx.stroke();
        ctx.fillStyle = colourOf(c);
        ctx.font = `bold 13px "${FONT_FAMILY}"`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'bottom';
        ctx.fillText(c.check.status === 'confirmed' ? 'confirmed' : 'not confirmed', el.x, top - 4);
      });
      ctx.restore();
    },
  };
  const values = checks.flatMap((c) => [c.check.lower!, c.check.upper!, c.check.ratio!]).concat([1, threshold]);
  const confirmed = checks.filter((c) => c.check.status === 'confirmed').length;
  return {
    file: 'slowdown-checks.png',
    title: 'Flagged slowdowns, re-run: fresh against old timings with 95% intervals',
    caption: `Each slowdown the noise rule flagged (the last ${checks.length}), re-run at once on the fixed work cases: the ratio of the fresh median to the earlier nights' median, with its bootstrap 95% interval; red: confirmed (interval wholly above ${threshold}), grey: not confirmed.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { labels, datasets },
      options: {
        layout: NIGHT_LAYOUT,
        plugins: titlePlugins('Flagged slowdowns, re-run (A/B): fresh / old time per case', [
          `${confirmed} of ${checks.length} confirmed. Point: median(fresh) / median(old) over the same fixed cases; bars: 95% bootstrap interval (${CONFIRM.resamples} resamples).`,
          `Confirmed only when the whole interval lies above ${threshold} (dashed red line): at least ${Math.round((threshold - 1) * 100)}% slower, with 95% confidence.`,
        ]),
        scales: {
          x: { offset: true, grid: GRID, ticks: { font: { size: 12 }, maxRotation: 0, autoSkip: false } },
          y: {
            type: 'linear',
            min: Math.min(0.9, Math.floor(Math.min(...values) * 20) / 20),
            max: Math.ceil(Math.max(...values) * 1.08 * 20) / 20,
            title: { ...AXIS_TITLE, text: 'time per case, fresh / old (ratio)' },
            grid: GRID,
          },
        },
      },
      plugins: [bars],
    } as ChartConfiguration,
  };
}

/** Chart 6: total time against number of cases T, log-log. */
export function scalingChart(bench: BenchReport, titleOf: TitleOf): ChartSpec | null {
  if (bench.scaling.length === 0) return null;
  const names = [...new Set(bench.scaling.map((p) => p.solver))].sort(compareSolvers);
  const palette = new Palette();
  const expected = new Map(bench.solvers.map((s) => [s.solver, s.expected]));
  const datasets = names.map((name, i) =>
    lineDataset(
      solverLabel(name, expected.get(name) ?? 'correct'),
      bench.scaling
        .filter((p) => p.solver === name && p.cases > 0 && p.totalMs > 0)
        .sort((a, b) => a.cases - b.cases)
        .map((p) => ({ x: p.cases, y: p.totalMs })),
      palette.colour(name),
      i,
      expected.get(name) === 'buggy',
    ),
  );
  const domain = titleOf(bench.domain);
  const counts = [...new Set(bench.scaling.map((p) => p.cases))];
  return {
    file: `${bench.domain}-scaling.png`,
    title: `${domain}: total time against number of cases`,
    caption: `${domain}: total time including one-off setup (log) against the number of cases T in one input (log), one line per solver.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { datasets },
      options: {
        layout: { padding: 16 },
        plugins: titlePlugins(`${domain}: total time against number of cases T`, [
          'Total includes one-off setup (e.g. building distance tables): flat lines at small T are setup, the slope is per-case cost.',
          counts.length > 1
            ? 'Where a table-based line crosses below a search line, tables have paid for themselves.'
            : `Only T = ${counts[0]} was measured within the budget (skipped runs are listed in the summary).`,
        ]),
        scales: {
          x: {
            ...logAxis('number of cases T in one input (log scale)'),
            ...(counts.length > 1 ? { min: Math.min(...counts), max: Math.max(...counts) } : {}),
            ticks: { callback: (v: number | string) => logTick(v, true), autoSkip: false, maxRotation: 0, font: { size: 13 } } },
          y: logAxis('total time (ms, log scale)', bench.scaling.map((p) => p.totalMs)),
        },
      },
    } as ChartConfiguration,
  };
}

/** Every chart the inputs allow, in reading order. */
export function reportCharts(input: Pick<ReportInput, 'bench' | 'verify' | 'title'>, trend: Trend): ChartSpec[] {
  const { title } = input;
  const specs: (ChartSpec | null)[] = [];
  for (const v of input.verify) specs.push(verifyChart(v, title));
  for (const b of input.bench) specs.push(timeByDepthChart(b, title), expandedByDepthChart(b, title), processChart(b, title), scalingChart(b, title));
  const domains = [...new Set(trend.series.map((s) => s.domain))];
  for (const d of domains) specs.push(trendChart(trend, d, title));
  for (const d of new Set(trend.work.series.map((s) => s.domain))) specs.push(workTrendChart(trend, d, title));
  specs.push(slowdownCheckChart(trend));
  return specs.filter((s): s is ChartSpec => s !== null);
}

