/**
 * Reads what a bench or nightly run left in its folder: bench-<domain>.json, verify-<domain>.json,
 * nightly.json, and history.jsonl (in the folder itself, or else in its parent, where
 * `lexpath nightly` keeps it beside the run folders). Every input is optional; a file that cannot
 * be read or is not of the expected shape is skipped and named in `problems`, so a report is still
 * written from whatever is there.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { BenchReport, HistoryLine, NightlyRun } from '../bench/types.js';
import type { VerifyReport } from '../verify/types.js';
import { InputError } from '../errors.js';

export type Domain = 'eight' | 'rotation';
export const DOMAINS: readonly Domain[] = ['eight', 'rotation'];

export interface ReportInput {
  readonly dir: string;
  /** The run's name: nightly.json's `run`, else the folder's name (its timestamp for nightly runs). */
  readonly runName: string;
  readonly nightly: NightlyRun | null;
  /** One per domain, in DOMAINS order (separate files win over the copies inside nightly.json). */
  readonly bench: BenchReport[];
  readonly verify: VerifyReport[];
  readonly history: HistoryLine[];
  readonly historyFile: string | null;
  /** true when nightly.json, a bench report or this run's history line says the run did not finish. */
  readonly incomplete: boolean;
  /** What the run itself says was cut short or skipped (nightly and bench `notes`). */
  readonly notes: string[];
  /** Files or lines that were skipped, for the report to mention. */
  readonly problems: string[];
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isDomain = (x: unknown): x is Domain => x === 'eight' || x === 'rotation';

export function isBenchReport(x: unknown): x is BenchReport {
  return isObject(x) && x.kind === 'bench' && isDomain(x.domain) && Array.isArray(x.solvers) && Array.isArray(x.processes ?? []) && Array.isArray(x.scaling ?? []);
}

export function isVerifyReport(x: unknown): x is VerifyReport {
  return isObject(x) && isDomain(x.domain) && Array.isArray(x.solvers) && typeof x.cases === 'number';
}

export function isNightlyRun(x: unknown): x is NightlyRun {
  return isObject(x) && x.kind === 'nightly' && typeof x.complete === 'boolean';
}

export function isHistoryLine(x: unknown): x is HistoryLine {
  return isObject(x) && typeof x.run === 'string' && typeof x.startedAt === 'string' && isObject(x.medians);
}

async function readJson(file: string, problems: string[]): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    problems.push(`${basename(file)}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Parses history.jsonl; bad lines are skipped, and a later line for the same run replaces an earlier one. */
export function parseHistory(text: string, problems: string[] = []): HistoryLine[] {
  const byRun = new Map<string, HistoryLine>();
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (!isHistoryLine(value)) throw new Error('not a history line');
      byRun.delete(value.run);
      byRun.set(value.run, value);
    } catch (error) {
      problems.push(`history.jsonl line ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return [...byRun.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

const byDomain = <T extends { domain: Domain }>(list: T[]) => [...list].sort((a, b) => DOMAINS.indexOf(a.domain) - DOMAINS.indexOf(b.domain));

export async function loadReportInput(dirArg: string): Promise<ReportInput> {
  const dir = resolve(dirArg);
  let names: string[];
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
    names = (await readdir(dir)).sort();
  } catch (error) {
    throw new InputError(`${dirArg}: ${error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such folder' : 'not a readable folder'}`);
  }
  const problems: string[] = [];

  const bench = new Map<Domain, BenchReport>();
  const verify = new Map<Domain, VerifyReport>();
  for (const name of names) {
    const match = /^(bench|verify)-([a-z0-9-]+)\.json$/.exec(name);
    if (!match) continue;
    const value = await readJson(join(dir, name), problems);
    if (value === undefined) continue;
    if (match[1] === 'bench') {
      if (isBenchReport(value)) bench.set(value.domain, value);
      else problems.push(`${name}: not a bench report (expected kind "bench", a domain and solvers)`);
    } else if (isVerifyReport(value)) verify.set(value.domain, value);
    else problems.push(`${name}: not a verify report (expected a domain, cases and solvers)`);
  }

  let nightly: NightlyRun | null = null;
  if (names.includes('nightly.json')) {
    const value = await readJson(join(dir, 'nightly.json'), problems);
    if (isNightlyRun(value)) nightly = value;
    else if (value !== undefined) problems.push('nightly.json: not a nightly run (expected kind "nightly" and complete)');
  }
  for (const b of nightly?.bench ?? []) if (isBenchReport(b) && !bench.has(b.domain)) bench.set(b.domain, b);
  for (const v of nightly?.verify ?? []) if (isVerifyReport(v) && !verify.has(v.domain)) verify.set(v.domain, v);

  let history: HistoryLine[] = [];
  let historyFile: string | null = null;
  for (const candidate of [join(dir, 'history.jsonl'), join(dirname(dir), 'history.jsonl')]) {
    if (await exists(candidate)) {
      historyFile = candidate;
      try {
        history = parseHistory(await readFile(candidate, 'utf8'), problems);
      } catch (error) {
        problems.push(`history.jsonl: ${error instanceof Error ? error.message : String(error)}`);
      }
      break;
    }
  }

  const runName = typeof nightly?.run === 'string' && nightly.run !== '' ? nightly.run : basename(dir);
  const ownLine = history.find((h) => h.run === runName);
  const benchList = byDomain([...bench.values()]);
  const incomplete =
    (nightly ? !nightly.complete : ownLine ? !ownLine.complete : false) || benchList.some((b) => b.complete === false);
  const notes = [
    ...(Array.isArray(nightly?.notes) ? nightly.notes : []),
    ...benchList.flatMap((b) => (Array.isArray(b.notes) ? b.notes.map((n) => `bench ${b.domain}: ${n}`) : [])),
  ].filter((n) => typeof n === 'string');
  const uniqueNotes = [...new Set(notes)];

  if (bench.size === 0 && verify.size === 0 && nightly === null && history.length === 0) {
    const why = problems.length > 0 ? ` (${problems.join('; ')})` : '';
    throw new InputError(`${dirArg}: nothing to report: no bench-*.json, verify-*.json, nightly.json or history.jsonl${why}`);
  }

  return {
    dir,
    runName,
    nightly,
    bench: benchList,
    verify: byDomain([...verify.values()]),
    history,
    historyFile,
    incomplete,
    notes: uniqueNotes,
    problems,
  };
}
