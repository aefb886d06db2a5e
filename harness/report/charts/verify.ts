/** The verification chart of one puzzle: verdict counts per solver. */
import type { ChartConfiguration, ChartDataset, Plugin } from 'chart.js';
import { type SolverReport, VERDICTS, type VerifyReport } from '../../verify/types.js';
import { plural } from '../../../util/plural.js';
import { CHART_HEIGHT, CHART_WIDTH, FONT_FAMILY } from '../canvas.js';
import { textOn, VERDICT_COLOURS, verifyOutcome } from '../style.js';
import { AXIS_TITLE, type ChartSpec, GRID, type TitleOf, titlePlugins } from './kit.js';

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

/** The cases a solver was given: every verdict, and the cases skipped. */
const casesOf = (s: SolverReport): number => Object.values(s.verdicts).reduce((a, b) => a + (b ?? 0), 0) + s.skipped;

/**
 * One stacked dataset per verdict present (and skipped). Solvers judge very different numbers of
 * cases (at night the table solver hundreds of thousands, plain BFS a thousand), so each bar is
 * the solver's own cases, as shares; the counts ride along for the labels.
 */
function verdictBars(solvers: readonly SolverReport[]): ChartDataset<'bar'>[] {
  const present = [...VERDICTS].filter((v) => solvers.some((s) => (s.verdicts[v] ?? 0) > 0));
  const share = (n: number, s: SolverReport): number => (casesOf(s) === 0 ? 0 : (100 * n) / casesOf(s));
  const bars = (label: string, counts: number[], colour: string): ChartDataset<'bar'> =>
    ({
      label,
      data: counts.map((n, i) => share(n, solvers[i])),
      counts,
      backgroundColor: colour,
      borderColor: '#FFFFFF',
      borderWidth: 1,
    }) as ChartDataset<'bar'>;
  const datasets: ChartDataset<'bar'>[] = present.map((v) =>
    bars(
      v,
      solvers.map((s) => s.verdicts[v] ?? 0),
      VERDICT_COLOURS[v],
    ),
  );
  if (solvers.some((s) => s.skipped > 0))
    datasets.push(
      bars(
        'skipped (not run)',
        solvers.map((s) => s.skipped),
        VERDICT_COLOURS.skipped,
      ),
    );
  return datasets;
}

/** Chart 4: the verification matrix, verdict counts per solver as stacked horizontal bars. */
export function verifyChart(report: VerifyReport, titleOf: TitleOf): ChartSpec | null {
  if (report.solvers.length === 0) return null;
  const solvers = report.solvers;
  const datasets = verdictBars(solvers);
  const labels = solvers.map((s) => {
    const outcome = verifyOutcome(s);
    const cases = `(${plural(casesOf(s), 'case')})`;
    if (s.expected === 'correct') return outcome.bad ? `${s.name} ${cases}  ✗ FAILED` : `${s.name} ${cases}  ✓`;
    return outcome.bad ? `${s.name}  [expected buggy] ✗ MISSED` : `${s.name}  [expected buggy] ✓ caught`;
  });
  const tickColour = solvers.map((s) =>
    verifyOutcome(s).bad ? '#C62828' : s.expected === 'buggy' ? '#7A4A00' : '#1B5E20',
  );
  const puzzle = titleOf(report.puzzle);
  const height = Math.max(CHART_HEIGHT, 190 + 42 * solvers.length);
  const shard = report.shard ? `, shard ${report.shard.index}/${report.shard.count}` : '';
  return {
    file: `${report.puzzle}-verify.png`,
    title: `${puzzle}: verification verdicts per solver`,
    caption:
      `${puzzle}: each solver's verdicts as shares of its own cases (the counts are on the ` +
      `bars and by the names); expected-buggy solvers must show some verdict other than ok.`,
    width: CHART_WIDTH,
    height,
    config: {
      type: 'bar',
      data: { labels, datasets },
      options: {
        indexAxis: 'y',
        layout: { padding: 16 },
        plugins: {
          ...titlePlugins(`${puzzle}: verification verdicts per solver`, [
            `${plural(report.cases, 'case')}, seed ${report.seed}${shard}; checked against ` +
              `the exact oracle. ✓ = as expected (correct solvers all ok; buggy ones caught).`,
          ]),
          legend: {
            display: true,
            position: 'top',
            labels: { font: { size: 14 }, padding: 14, boxWidth: 18, boxHeight: 14 },
          },
        },
        scales: {
          x: {
            stacked: true,
            beginAtZero: true,
            max: 100,
            title: { ...AXIS_TITLE, text: "share of the solver's cases (%; labels: counts)" },
            grid: GRID,
          },
          y: {
            stacked: true,
            grid: { display: false },
            ticks: {
              font: { size: 14, weight: 'bold' },
              color: (c: { index: number }) => tickColour[c.index] ?? '#222222',
            },
          },
        },
      },
      plugins: [segmentLabels],
    } as ChartConfiguration,
  };
}
