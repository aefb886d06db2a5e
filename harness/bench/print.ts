/** What `lexpath bench` prints: the whole-process table and a few lines on the in-process results. */
import type { BenchReport, ProcessTiming } from './types.js';

/** The side-by-side table of whole-process timings (ms) printed by `lexpath bench`. */
export function formatProcessTable(report: BenchReport): string {
  if (report.processes.length === 0) return `No whole-process timings for ${report.puzzle} (out of time).\n`;
  const programs = [...new Set(report.processes.map((p) => p.program))];
  const batchNames = [...new Set(report.processes.map((p) => p.batch))];
  const cell = (p: ProcessTiming | undefined): string => {
    if (!p) return '-';
    if (!Number.isFinite(p.median)) return p.error ? `failed (${p.error.slice(0, 40)})` : '-';
    const ratio =
      p.program === 'lexpath' || !Number.isFinite(p.ratioToLexpath) ? '' : ` (${p.ratioToLexpath.toFixed(2)}x)`;
    const mismatch = p.outputMatches === false ? ' DIFFERS' : '';
    return `${p.median.toFixed(1)}${ratio}${mismatch}`;
  };
  const rows = batchNames.map((b) => {
    const first = report.processes.find((p) => p.batch === b)!;
    return [
      `${b} (${first.cases})`,
      ...programs.map((prog) => cell(report.processes.find((p) => p.batch === b && p.program === prog))),
    ];
  });
  const header = ['batch (cases)', ...programs];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cols: string[]) =>
    cols
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  const runs = Math.max(...report.processes.map((p) => p.runs.length));
  return (
    `Whole-process time, ${report.puzzle}: median of up to ` +
    `${runs} runs after a warm-up, ms (ratio to lexpath; < 1 is faster)\n` +
    `${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}\n`
  );
}

/** A few lines on the in-process results, for the terminal. */
export function formatLatencySummary(report: BenchReport): string {
  const lines = [`In-process per-case time, ${report.puzzle} (tinybench; ms at the median of each depth bucket):`];
  for (const s of report.solvers) {
    const measured = s.buckets.map((b) => `${b.depth}:${b.latency.p50.toPrecision(3)}`);
    const skipped = s.skipped.length > 0 ? `; skipped depth ${s.skipped[0].depth}+ (${s.skipped[0].reason})` : '';
    const setup = s.setupMs > 0 ? `, setup ${s.setupMs.toFixed(1)} ms` : '';
    const memory = s.peakMemoryMb !== null ? `, peak ${s.peakMemoryMb.toFixed(0)} MB` : '';
    lines.push(
      `  ${s.solver}${setup}${memory}: ` +
        `${measured.length > 0 ? `depth:ms ${measured.join(' ')}` : 'no bucket measured'}${skipped}`,
    );
  }
  const scaled = [...new Set(report.scaling.map((p) => p.solver))].map((solver) => {
    const points = report.scaling.filter((p) => p.solver === solver).map((p) => `${p.cases}:${Math.round(p.totalMs)}`);
    return `  ${solver}: cases:ms ${points.join(' ')}`;
  });
  if (scaled.length > 0) lines.push('Total process time against the number of cases:', ...scaled);
  const published = report.published;
  if (published) {
    lines.push(`States expanded per instance on ${published.instances}:`);
    for (const s of published.solvers) {
      lines.push(
        `  ${s.solver}: ${Math.round(s.expandedPerInstance).toLocaleString('en-US')} ` +
          `(${s.solved} of ${published.instanceCount} instances, ${s.msPerInstance} ` +
          `ms each${s.lengthsMatch ? '' : '; LENGTHS DIFFER from the recorded optima'})`,
      );
    }
    for (const f of published.published)
      lines.push(`  published, ${f.method}: ${f.nodesPerInstance.toLocaleString('en-US')} (${f.source})`);
  }
  return `${lines.join('\n')}\n`;
}
