/**
 * The bench charts of one puzzle: time and states expanded by optimal depth,
 * whole-process time per batch, total time against the number of cases.
 */
import type { ChartConfiguration, ChartDataset, Plugin } from 'chart.js';
import type { BenchReport } from '../../bench/types.js';
import { plural } from '../../../util/plural.js';
import { CHART_HEIGHT, CHART_WIDTH, FONT_FAMILY } from '../canvas.js';
import { compareSolvers, fmtMs, fmtRatio, logTick, Palette } from '../style.js';
import {
  AXIS_TITLE,
  type ChartSpec,
  GRID,
  lineDataset,
  logAxis,
  solverLabel,
  type TitleOf,
  titlePlugins,
  type XY,
} from './kit.js';

/** Chart 1 and 2: one line per solver against optimal depth, log scale. */
function perDepthChart(bench: BenchReport, what: 'latency' | 'expanded', titleOf: TitleOf): ChartSpec | null {
  const solvers = [...bench.solvers]
    .filter((s) => s.buckets.length > 0)
    .sort((a, b) => compareSolvers(a.solver, b.solver));
  if (solvers.length === 0) return null;
  const palette = new Palette();
  const datasets = solvers.map((s, i) =>
    lineDataset(
      solverLabel(s.solver, s.expected),
      [...s.buckets]
        .sort((a, b) => a.depth - b.depth)
        .map((b) => ({
          x: b.depth,
          y: what === 'latency' ? (b.latency.p50 > 0 ? b.latency.p50 : null) : b.expanded > 0 ? b.expanded : null,
        })),
      palette.colour(s.solver),
      i,
      s.expected === 'buggy',
    ),
  );
  const puzzle = titleOf(bench.puzzle);
  const casesPerDepth = [...new Set(solvers.flatMap((s) => s.buckets.map((b) => b.cases)))].sort((a, b) => a - b);
  const casesText =
    casesPerDepth.length === 1
      ? `${plural(casesPerDepth[0], 'case')} per depth`
      : `${casesPerDepth[0]}–${casesPerDepth.at(-1)} cases per depth`;
  const skipped = solvers
    .filter((s) => s.skipped.length > 0)
    .map((s) => `${s.solver} from depth ${Math.min(...s.skipped.map((k) => k.depth))}`);
  const subtitle = [
    what === 'latency'
      ? `${casesText}; median of the timed runs; one-off setup (tables) ` +
        `measured apart and not included; seed ${bench.seed}`
      : `${casesText}; mean states expanded per case; seed ${bench.seed}`,
  ];
  if (skipped.length > 0)
    subtitle.push(`Lines stop where a solver was skipped as too slow for the budget: ${skipped.join(', ')}`);
  const maxDepth = Math.max(...solvers.flatMap((s) => s.buckets.map((b) => b.depth)));
  return {
    file: `${bench.puzzle}-${what === 'latency' ? 'time-by-depth' : 'expanded-by-depth'}.png`,
    title:
      what === 'latency'
        ? `${puzzle}: median time per case by optimal depth`
        : `${puzzle}: states expanded by optimal depth`,
    caption:
      what === 'latency'
        ? `${puzzle}: median milliseconds to solve one case (log scale) ` +
          `against the case's optimal depth, one line per solver.`
        : `${puzzle}: states expanded per case (log scale) against optimal depth, one line per solver.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { datasets },
      options: {
        layout: { padding: 16 },
        plugins: titlePlugins(
          what === 'latency'
            ? `${puzzle}: median time per case by optimal depth`
            : `${puzzle}: states expanded per case by optimal depth`,
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

/** A bar's fastest and slowest run, and the label over it. */
type Whisker = { min: number; max: number; label: string };

/** Min–max whiskers and value labels over bars (a small inline plugin, no extra package). */
function whiskerPlugin(whiskers: (Whisker | null)[][]): Plugin<'bar'> {
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
  const programs = [...new Set(bench.processes.map((p) => p.program))].sort((a, b) =>
    a === 'lexpath' ? -1 : b === 'lexpath' ? 1 : a.localeCompare(b),
  );
  const { datasets, whiskers, all } = programBars(bench, batches, programs);
  const positive = all.filter((v) => v > 0);
  const spread = positive.length ? Math.max(...positive) / Math.min(...positive) : 1;
  const log = spread > 40;
  const puzzle = titleOf(bench.puzzle);
  const labels = batches.map((batch) => {
    const cases = bench.processes.find((p) => p.batch === batch)?.cases;
    return [batch, cases !== undefined ? plural(cases, 'case') : ''];
  });
  const { chartTitle, subtitle } = processTitles(bench, puzzle, programs);
  return {
    file: `${bench.puzzle}-processes.png`,
    title: chartTitle,
    caption:
      `${puzzle}: wall time of each whole program on each batch file: bar = median, ` +
      `whiskers = fastest and slowest run, label = median and ratio to lexpath.`,
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
          x: {
            title: { ...AXIS_TITLE, text: 'batch file (judge input)' },
            grid: { display: false },
            ticks: { font: { size: 14 } },
          },
          y: log
            ? { ...logAxis('wall time per batch (ms, log scale)', all), max: Math.max(...all) * 3 }
            : {
                type: 'linear',
                beginAtZero: true,
                suggestedMax: Math.max(...all) * 1.12,
                title: { ...AXIS_TITLE, text: 'wall time per batch (ms)' },
                grid: GRID,
              },
        },
      },
      plugins: [whiskerPlugin(whiskers)],
    } as ChartConfiguration,
  };
}

/** One bar dataset per program (its median on each batch), its whiskers, and every time drawn, for the axis. */
function programBars(
  bench: BenchReport,
  batches: readonly string[],
  programs: readonly string[],
): { datasets: ChartDataset<'bar'>[]; whiskers: (Whisker | null)[][]; all: number[] } {
  const whiskers: (Whisker | null)[][] = [];
  const all: number[] = [];
  const datasets: ChartDataset<'bar'>[] = programs.map((program, pi) => {
    const row = batches.map((batch) => bench.processes.find((p) => p.program === program && p.batch === batch) ?? null);
    whiskers.push(
      row.map((p) =>
        p
          ? {
              min: p.min,
              max: p.max,
              label:
                program === 'lexpath'
                  ? `${fmtMs(p.median)} ms`
                  : `${fmtMs(p.median)} ms (${fmtRatio(p.ratioToLexpath)})`,
            }
          : null,
      ),
    );
    for (const p of row) if (p) all.push(p.min, p.max);
    const colour = program === 'lexpath' ? '#0072B2' : PROGRAM_COLOURS[(pi - 1) % PROGRAM_COLOURS.length];
    return {
      label: program,
      data: row.map((p) => (p ? p.median : null)) as number[],
      backgroundColor: `${colour}CC`,
      borderColor: colour,
      borderWidth: 1.5,
      maxBarThickness: 160,
    };
  });
  return { datasets, whiskers, all };
}

/** The process chart's title and subtitle: lexpath alone, or lexpath against outside programs. */
function processTitles(
  bench: BenchReport,
  puzzle: string,
  programs: readonly string[],
): { chartTitle: string; subtitle: string[] } {
  const runs = [...new Set(bench.processes.map((p) => p.runs.length))];
  const alone = programs.length === 1;
  const chartTitle = alone
    ? `${puzzle}: whole-process time of ${programs[0]} per batch`
    : `${puzzle}: whole-process time, lexpath against outside programs`;
  const subtitle = alone
    ? [
        `Bar: median of ${runs.join('/')} runs (start-up, reading the batch, ` +
          `solving, printing). Whiskers: fastest and slowest run.`,
        'No outside program in this run: lexpath bench --cmd ' +
          'NAME=COMMAND times one beside lexpath on the same batches.',
      ]
    : [
        `Bar: median of ${runs.join('/')} runs (start-up, reading the batch, ` +
          `solving, printing). Whiskers: fastest and slowest run.`,
        'Label: median, and in brackets the ratio to lexpath on the same batch (below 1× is faster than lexpath).',
      ];
  return { chartTitle, subtitle };
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
  const puzzle = titleOf(bench.puzzle);
  const counts = [...new Set(bench.scaling.map((p) => p.cases))];
  return {
    file: `${bench.puzzle}-scaling.png`,
    title: `${puzzle}: total time against number of cases`,
    caption:
      `${puzzle}: total time including one-off setup (log) ` +
      `against the number of cases T in one input (log), one line per solver.`,
    width: CHART_WIDTH,
    height: CHART_HEIGHT,
    config: {
      type: 'line',
      data: { datasets },
      options: {
        layout: { padding: 16 },
        plugins: titlePlugins(`${puzzle}: total time against number of cases T`, [
          'Total includes one-off setup (e.g. building distance tables): ' +
            'flat lines at small T are setup, the slope is per-case cost.',
          counts.length > 1
            ? 'Where a table-based line crosses below a search line, tables have paid for themselves.'
            : `Only T = ${counts[0]} was measured within the budget (skipped runs are listed in the summary).`,
        ]),
        scales: {
          x: {
            ...logAxis('number of cases T in one input (log scale)'),
            ...(counts.length > 1 ? { min: Math.min(...counts), max: Math.max(...counts) } : {}),
            ticks: {
              callback: (v: number | string) => logTick(v, true),
              autoSkip: false,
              maxRotation: 0,
              font: { size: 13 },
            },
          },
          y: logAxis(
            'total time (ms, log scale)',
            bench.scaling.map((p) => p.totalMs),
          ),
        },
      },
    } as ChartConfiguration,
  };
}
