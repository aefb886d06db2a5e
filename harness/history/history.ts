/**
 * history.jsonl: one line per nightly run (HistoryLine), appended once and whole. Lines that do
 * not parse (a disk filled up mid-write, a hand edit) are skipped with a note, never fatal.
 */
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { parseJson } from '../../util/checked-json.js';
import type { BenchReport } from '../bench/types.js';
import { checkHistoryLine, type HistoryLine } from './types.js';
import type { VerifyReport } from '../verify/types.js';
import { median } from '../../util/stats.js';

export const HISTORY_FILE = 'history.jsonl';

/** Per-solver medians of bench reports, as history keeps them (see HistoryLine.medians). */
export function benchMedians(reports: readonly BenchReport[]): Record<string, number> {
  const medians: Record<string, number> = {};
  for (const report of reports) {
    for (const solver of report.solvers) {
      if (solver.buckets.length === 0) continue;
      medians[`${report.puzzle}/${solver.solver}`] = median(solver.buckets.map((b) => b.latency.p50));
      for (const bucket of solver.buckets)
        medians[`${report.puzzle}/${solver.solver}@${bucket.depth}`] = bucket.latency.p50;
    }
  }
  return medians;
}

/** Solver-level keys only (`puzzle/solver`), the ones the slowdown rule judges. */
export function solverMedians(medians: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(medians).filter(([key]) => !key.includes('@')));
}

export function counterexamplesOf(reports: readonly VerifyReport[]): HistoryLine['counterexamples'] {
  return reports.flatMap((report) =>
    report.solvers.flatMap((s) =>
      s.counterexample
        ? [{ puzzle: report.puzzle, solver: s.name, replay: s.counterexample.replay, expected: s.expected }]
        : [],
    ),
  );
}

/** One line of JSON, newline-terminated. */
function formatHistoryLine(line: HistoryLine): string {
  return `${JSON.stringify(line)}\n`;
}

/**
 * Appends the line whole or not at all. It is written through one descriptor opened for append;
 * a write that fails part-way (a full disk) is cut back to the file's old length, so no torn line
 * is left for the next night to skip. When the file ends in an unfinished line (a writer killed
 * mid-line), the new line starts on a line of its own, never glued to the fragment.
 */
export function appendHistoryLine(file: string, line: HistoryLine, write: typeof writeSync = writeSync): void {
  const existed = existsSync(file);
  const fd = openSync(file, 'a+');
  try {
    const oldLength = fstatSync(fd).size;
    const data = Buffer.from(`${endsUnfinished(fd, oldLength) ? '\n' : ''}${formatHistoryLine(line)}`);
    try {
      for (let offset = 0; offset < data.length; ) offset += write(fd, data, offset, data.length - offset);
    } catch (error) {
      ftruncateSync(fd, oldLength);
      if (!existed) rmSync(file, { force: true });
      throw error;
    }
  } finally {
    closeSync(fd);
  }
}

/** True when the file (`size` bytes, open as `fd`) is not empty and its last byte is not a newline. */
function endsUnfinished(fd: number, size: number): boolean {
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/**
 * Parses history text line by line; each bad line (not JSON, or not a HistoryLine) is skipped and
 * described in `problems` with its line number and field, quoting at most a short excerpt.
 */
export function parseHistoryText(text: string, problems: string[] = [], label = HISTORY_FILE): HistoryLine[] {
  const lines: HistoryLine[] = [];
  let start = 0;
  for (let n = 1; start <= text.length; n++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    if (raw.trim() === '') continue;
    const where = `${label} line ${n}`;
    const json = parseJson(raw, where);
    if (!json.ok) {
      problems.push(json.error);
      continue;
    }
    const checked = checkHistoryLine(json.value, where);
    if (checked.ok) lines.push(checked.value);
    else problems.push(checked.error);
  }
  return lines;
}

export function readHistory(file: string, problems: string[] = []): HistoryLine[] {
  if (!existsSync(file)) return [];
  try {
    return parseHistoryText(readFileSync(file, 'utf8'), problems, file);
  } catch (error) {
    problems.push(
      `${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); earlier nights are not compared`,
    );
    return [];
  }
}

const counterexampleKey = (c: HistoryLine['counterexamples'][number]) =>
  `${c.puzzle}\u0000${c.solver}\u0000${c.replay}`;

/** Tonight's counterexamples that no earlier night recorded (same puzzle, solver and replay command). */
export function newCounterexamples(
  tonight: HistoryLine['counterexamples'],
  earlier: readonly HistoryLine[],
): HistoryLine['counterexamples'] {
  const seen = new Set(earlier.flatMap((line) => line.counterexamples.map(counterexampleKey)));
  return tonight.filter((c) => !seen.has(counterexampleKey(c)));
}
