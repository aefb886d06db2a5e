/**
 * history.jsonl: one line per nightly run (HistoryLine), appended once and whole. Lines that do
 * not parse (a disk filled up mid-write, a hand edit) are skipped with a note, never fatal.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { BenchReport, HistoryLine } from './types.js';
import type { VerifyReport } from '../verify/types.js';
import { median } from './regression.js';

export const HISTORY_FILE = 'history.jsonl';

/** Per-solver medians of bench reports, as history keeps them (see HistoryLine.medians). */
export function benchMedians(reports: readonly BenchReport[]): Record<string, number> {
  const medians: Record<string, number> = {};
  for (const report of reports) {
    for (const solver of report.solvers) {
      if (solver.buckets.length === 0) continue;
      medians[`${report.domain}/${solver.solver}`] = median(solver.buckets.map((b) => b.latency.p50));
      for (const bucket of solver.buckets) medians[`${report.domain}/${solver.solver}@${bucket.depth}`] = bucket.latency.p50;
    }
  }
  return medians;
}

/** Solver-level keys only (`domain/solver`), the ones the slowdown rule judges. */
export function solverMedians(medians: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(medians).filter(([key]) => !key.includes('@')));
}

export function counterexamplesOf(reports: readonly VerifyReport[]): HistoryLine['counterexamples'] {
  return reports.flatMap((report) =>
    report.solvers.flatMap((s) =>
      s.counterexample ? [{ domain: report.domain, solver: s.name, replay: s.counterexample.replay, expected: s.expected }] : [],
    ),
  );
}

/** One line of JSON, newline-terminated. */
export function formatHistoryLine(line: HistoryLine): string {
  return `${JSON.stringify(line)}\n`;
}

/** Appends the line with a single write (O_APPEND), so a reader sees it whole or not at all. */
export function appendHistoryLine(file: string, line: HistoryLine): void {
  appendFileSync(file, formatHistoryLine(line));
}

function isHistoryLine(value: unknown): value is HistoryLine {
  const v = value as HistoryLine;
  return (
    typeof v === 'object' && v !== null && typeof v.run === 'string' && typeof v.startedAt === 'string' &&
    typeof v.medians === 'object' && v.medians !== null && Array.isArray(v.counterexamples)
  );
}

/** Parses history text; bad lines are skipped and described in `problems`. */
export function parseHistoryText(text: string, problems: string[] = []): HistoryLine[] {
  const lines: HistoryLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (isHistoryLine(value)) lines.push(value);
      else problems.push(`history line ${i + 1}: not a history line`);
    } catch (error) {
      problems.push(`history line ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return lines;
}

export function readHistory(file: string, problems: string[] = []): HistoryLine[] {
  return existsSync(file) ? parseHistoryText(readFileSync(file, 'utf8'), problems) : [];
}

const counterexampleKey = (c: HistoryLine['counterexamples'][number]) => `${c.domain}\u0000${c.solver}\u0000${c.replay}`;

/** Tonight's counterexamples that no earlier night recorded (same domain, solver and replay command). */
export function newCounterexamples(
  tonight: HistoryLine['counterexamples'],
  earlier: readonly HistoryLine[],
): HistoryLine['counterexamples'] {
  const seen = new Set(earlier.flatMap((line) => line.counterexamples.map(counterexampleKey)));
  return tonight.filter((c) => !seen.has(counterexampleKey(c)));
}
