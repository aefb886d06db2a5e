/**
 * benchmark-action.json: the nightly medians in github-action-benchmark's `customSmallerIsBetter`
 * format, an array of { name, unit, value, range?, extra? } (range and extra are strings), so a
 * workflow can feed them to benchmark-action/github-action-benchmark with tool: customSmallerIsBetter.
 */
import type { BenchReport } from '../bench/types.js';
import { median, round } from '../../util/stats.js';

interface ActionBenchmark {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly range?: string;
  readonly extra?: string;
}

export function actionBenchmarks(reports: readonly BenchReport[]): ActionBenchmark[] {
  const out: ActionBenchmark[] = [];
  for (const report of reports) {
    for (const s of report.solvers) {
      if (s.buckets.length > 0) {
        const p50s = s.buckets.map((b) => b.latency.p50);
        out.push({
          name: `${report.puzzle}/${s.solver} per case (median over depth buckets)`,
          unit: 'ms',
          value: round(median(p50s), 6),
          extra:
            `${s.buckets.length} depth buckets (${s.buckets[0].depth}-${s.buckets[s.buckets.length - 1].depth}), ` +
            `${s.skipped.length} skipped; seed ${report.seed}`,
        });
      }
      if (s.setupMs > 0)
        out.push({ name: `${report.puzzle}/${s.solver} setup`, unit: 'ms', value: round(s.setupMs, 6) });
      if (s.peakMemoryMb !== null)
        out.push({
          name: `${report.puzzle}/${s.solver} peak memory`,
          unit: 'MB',
          value: round(s.peakMemoryMb, 6),
          extra: s.memoryMethod ?? undefined,
        });
    }
    for (const p of report.processes) {
      out.push({
        name: `${report.puzzle}/process ${p.program} on ${p.batch}`,
        unit: 'ms',
        value: round(p.median, 6),
        range: `${round(p.min, 4)}..${round(p.max, 4)}`,
        extra: `median of ${p.runs.length} runs, ${p.cases} cases; ${round(p.ratioToLexpath, 3)}x lexpath`,
      });
    }
  }
  return out;
}
