/**
 * The charts over nights: each puzzle's median time per case and exact
 * work counts, night by night, and the A/B re-runs of flagged slowdowns.
 */
import type { ChartConfiguration, ChartDataset, Plugin } from 'chart.js';
import { CONFIRM } from '../../history/confirm.js';
import { CHART_HEIGHT, CHART_WIDTH, FONT_FAMILY } from '../canvas.js';
import type { PuzzleName } from '../../../solvers/puzzle.js';
import { compareSolvers, nightLabel, Palette } from '../style.js';
import { SLOWDOWN_RULE_TEXT, type Trend, type TrendSeries } from '../trend.js';
import {
  AXIS_TITLE,
  type ChartSpec,
  GRID,
  lineDataset,
  logAxis,
  NIGHT_LAYOUT,
  nightsChart,
  type TitleOf,
  titlePlugins,
  wrap,
} from './kit.js';

/** Chart 5: each solver's median over past nights, flagged slowdowns marked; needs two nights. */
export function trendChart(trend: Trend, puzzle: PuzzleName, titleOf: TitleOf): ChartSpec | null {
  const series = trend.series
    .filter((s) => s.puzzle === puzzle && s.points.some((p) => p.median !== null))
    .sort((a, b) => compareSolvers(a.solver, b.solver));
  if (trend.nights.length < 2 || series.length === 0) return null;
  const palette = new Palette();
  const labels = trend.nights.map((n) =>
    n.complete ? nightLabel(n.startedAt) : `${nightLabel(n.startedAt)} (incomplete)`,
  );
  const datasets: ChartDataset<'line'>[] = series.map((s, i) => {
    const colour = palette.colour(s.solver);
    const base = lineDataset(
      s.solver,
      s.points.map((p) => p.median),
      colour,
      i,
    );
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
  const annotate = slowdownLabelPlugin(series);
  const title = titleOf(puzzle);
  const sub = hasFlags
    ? `${flagged.length} slowdown${flagged.length === 1 ? '' : 's'} (red rings, ` +
      `% against the earlier nights' median): a solver's median ${SLOWDOWN_RULE_TEXT}.`
    : `No slowdowns: no solver's median is ${SLOWDOWN_RULE_TEXT}.`;
  return nightsChart({
    file: `${puzzle}-trend.png`,
    title: `${title}: median time per case, night by night`,
    caption:
      `${title}: each solver's median time per case (over all depths, log scale) ` +
      `on each of the last ${trend.nights.length} nights; red rings mark slowdowns.`,
    labels,
    datasets,
    plugins: titlePlugins(`${title}: median time per case, night by night`, wrap(sub, 120)),
    y: logAxis(
      'median time per case over all depths (ms, log scale)',
      series.flatMap((s) => s.points.map((p) => p.median)),
    ),
    extra: [annotate],
  });
}

/**
 * Labels each flagged point with its solver and its rise over the baseline (the series are the chart's first datasets).
 */
function slowdownLabelPlugin(series: readonly TrendSeries[]): Plugin<'line'> {
  return {
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
}

/**
 * Chart 5b: exact work counts over nights, one solid (expanded) and
 * one dashed (generated) line per solver; definite changes ringed.
 */
export function workTrendChart(trend: Trend, puzzle: PuzzleName, titleOf: TitleOf): ChartSpec | null {
  const series = trend.work.series
    .filter((s) => s.puzzle === puzzle && s.points.some((p) => p.expanded !== null))
    .sort((a, b) => compareSolvers(a.solver, b.solver));
  if (trend.nights.length < 2 || series.length === 0) return null;
  const palette = new Palette();
  const labels = trend.nights.map((n) =>
    n.complete ? nightLabel(n.startedAt) : `${nightLabel(n.startedAt)} (incomplete)`,
  );
  const ring = <T>(s: (typeof series)[number], yes: T, no: T) => s.points.map((p) => (p.changes.length > 0 ? yes : no));
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
      marked(
        lineDataset(
          `${s.solver} expanded (depths ${depths})`,
          s.points.map((p) => p.expanded),
          colour,
          i,
        ),
      ),
      marked(
        lineDataset(
          `${s.solver} generated`,
          s.points.map((p) => p.generated),
          colour,
          i,
          true,
        ),
      ),
    ];
  });
  const changed = series.reduce((n, s) => n + s.points.filter((p) => p.changes.length > 0).length, 0);
  const title = titleOf(puzzle);
  const sub = [
    'Sums over the fixed work cases of the depths each solver reached on ' +
      'the newest night; a gap: that night counted fewer depths or other cases.',
    changed > 0
      ? `Red rings: ${changed} definite change` +
        `${changed === 1 ? '' : 's'} (a bucket's exact count differs from the previous night that counted it).`
      : 'No definite change: every bucket counted the same as the night before.',
  ];
  return nightsChart({
    file: `${puzzle}-work-trend.png`,
    title: `${title}: exact states expanded and generated, night by night`,
    caption:
      `${title}: states expanded (solid) and generated (dashed) per solver on the fixed work cases, ` +
      `summed over depth buckets, on each night (log scale); red rings mark definite changes.`,
    labels,
    datasets,
    plugins: {
      ...titlePlugins(`${title}: exact work counts, night by night`, sub),
      legend: {
        display: true,
        position: 'top',
        labels: { font: { size: 12 }, usePointStyle: true, padding: 10, boxWidth: 10, boxHeight: 10 },
      },
    },
    y: logAxis(
      'states, summed over depth buckets (log scale)',
      series.flatMap((s) => s.points.flatMap((p) => [p.expanded, p.generated])),
    ),
  });
}

type CheckPoint = Trend['checks'][number];

/**
 * The threshold and no-change lines across the plot, and each
 * check's interval as an error bar labelled with its verdict.
 */
function intervalPlugin(
  checks: readonly CheckPoint[],
  threshold: number,
  colourOf: (c: CheckPoint) => string,
): Plugin<'line'> {
  return {
    id: 'lexpathIntervals',
    beforeDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const y = chart.scales.y;
      ctx.save();
      for (const [value, colour, dash, width] of [
        [threshold, '#D00000', [8, 5], 2],
        [1, '#888888', [], 1.5],
      ] as const) {
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
}

/**
 * Chart 5c: every flagged slowdown's A/B re-run: the ratio
 * fresh / old at a point, its bootstrap interval as error bars.
 */
export function slowdownCheckChart(trend: Trend, limit = 16): ChartSpec | null {
  const checks = trend.checks
    .filter((c) => c.check.ratio !== null && c.check.lower !== null && c.check.upper !== null)
    .slice(-limit);
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
    {
      label: `confirmed when the interval is wholly above ${threshold}`,
      data: [],
      borderColor: '#D00000',
      backgroundColor: '#D00000',
      borderDash: [8, 5],
      borderWidth: 2,
      pointStyle: 'line',
    },
    {
      label: 'no change (1)',
      data: [],
      borderColor: '#888888',
      backgroundColor: '#888888',
      borderWidth: 1.5,
      pointStyle: 'line',
    },
  ];
  const bars = intervalPlugin(checks, threshold, colourOf);
  const values = checks.flatMap((c) => [c.check.lower!, c.check.upper!, c.check.ratio!]).concat([1, threshold]);
  const confirmed = checks.filter((c) => c.check.status === 'confirmed').length;
  return {
    file: 'slowdown-checks.png',
    title: 'Flagged slowdowns, re-run: fresh against old timings with 95% intervals',
    caption:
      `Each slowdown the noise rule flagged (the last ${checks.length}), re-run at once on the fixed work cases: ` +
      `the ratio of the fresh median to the earlier nights' median, with its bootstrap 95% interval; ` +
      `red: confirmed (interval wholly above ${threshold}), grey: not confirmed.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { labels, datasets },
      options: {
        layout: NIGHT_LAYOUT,
        plugins: titlePlugins('Flagged slowdowns, re-run (A/B): fresh / old time per case', [
          `${confirmed} of ${checks.length} confirmed. Point: median(fresh) / median(old) ` +
            `over the same fixed cases; bars: 95% bootstrap interval (${CONFIRM.resamples} resamples).`,
          `Confirmed only when the whole interval lies above ${threshold} (dashed red line): ` +
            `at least ${Math.round((threshold - 1) * 100)}% slower, with 95% confidence.`,
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
