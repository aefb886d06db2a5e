/**
 * Reads what a bench or nightly run left in its folder: bench-<puzzle>.json, verify-<puzzle>.json,
 * nightly.json, and history.jsonl (in the folder itself, or else in its parent, where
 * `lexpath nightly` keeps it beside the run folders). Every input is optional; a file that cannot
 * be read or is not of the expected shape is skipped and named in `problems`, so a report is still
 * written from whatever is there.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { type BenchReport, checkBenchReport } from '../bench/types.js';
import { checkNightlyRun, type HistoryLine, type NightlyRun } from '../history/types.js';
import { checkVerifyReport, type VerifyReport } from '../verify/types.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { InputError } from '../../util/errors.js';
import { LISTED_PUZZLES } from '../../puzzles/names.js';
import { puzzleTitle } from '../../puzzles/index.js';
import { parseHistoryText } from '../history/history.js';
import { parseJson } from '../../util/checked-json.js';

/** A report's puzzles: any puzzle's name (a plug-in's too). */

/** Report order: the registry's listed puzzles in its order, then any other by name. */
export function comparePuzzles(a: string, b: string): number {
  const rank = (name: string) => {
    const i = (LISTED_PUZZLES as readonly string[]).indexOf(name);
    return i < 0 ? LISTED_PUZZLES.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** The nights before nightly.json listed its puzzles verified and benched these two. */
const FIRST_NIGHTLY_PUZZLES: readonly PuzzleName[] = ['eight', 'rotation'];

/**
 * The puzzles a report covers: those of the nightly run (its `puzzles`), else those of any verify or
 * bench report in the folder, in report order.
 */
export function reportPuzzles(input: Pick<ReportInput, 'nightly' | 'verify' | 'bench'>): PuzzleName[] {
  const named = input.nightly ? (input.nightly.puzzles ?? FIRST_NIGHTLY_PUZZLES) : [];
  return [...new Set([...named, ...input.verify.map((v) => v.puzzle), ...input.bench.map((b) => b.puzzle)])].sort(
    comparePuzzles,
  );
}

export interface ReportInput {
  readonly dir: string;
  /** The run's name: nightly.json's `run`, else the folder's name (its timestamp for nightly runs). */
  readonly runName: string;
  readonly nightly: NightlyRun | null;
  /** One per puzzle, in report order (comparePuzzles; separate files win over the copies inside nightly.json). */
  readonly bench: BenchReport[];
  readonly verify: VerifyReport[];
  /** `verify --exhaustive` reports (their own files, or nightly.json's copies). */
  readonly exhaustive: VerifyReport[];
  readonly history: HistoryLine[];
  readonly historyFile: string | null;
  /** true when nightly.json, a bench report or this run's history line says the run did not finish. */
  readonly incomplete: boolean;
  /** What the run itself says was cut short or skipped (nightly and bench `notes`). */
  readonly notes: string[];
  /** Files or lines that were skipped, for the report to mention. */
  readonly problems: string[];
  /** A puzzle's title for headings ('Eight II'), by its name: see puzzleTitles. */
  readonly title: (name: string) => string;
}

/** A title without its judge's name: 'Eight II (HDU 3567)' -> 'Eight II'. */
const headingTitle = (title: string) => title.replace(/ \([^)]*\)$/, '');

/**
 * Puzzle titles for headings, each found once: as the bench reports store them (so a plug-in's
 * puzzle is named by its title without the plug-in loaded), else from the registry (puzzleTitle:
 * a name it does not know stays as it is).
 */
export function puzzleTitles(bench: readonly BenchReport[]): (name: string) => string {
  const titles = new Map<string, string>();
  for (const b of bench) if (typeof b.title === 'string' && b.title !== '') titles.set(b.puzzle, headingTitle(b.title));
  return (name) => {
    let title = titles.get(name);
    if (title === undefined) {
      title = puzzleTitle(name);
      titles.set(name, title);
    }
    return title;
  };
}

async function readJson(file: string, problems: string[]): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    problems.push(`${basename(file)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    return undefined;
  }
  const json = parseJson(text, basename(file));
  if (!json.ok) {
    problems.push(json.error);
    return undefined;
  }
  return json.value;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Parses history.jsonl; bad lines are skipped (and listed), and a later line for the same run replaces an earlier one.
 */
export function parseHistory(text: string, problems: string[] = []): HistoryLine[] {
  const byRun = new Map<string, HistoryLine>();
  for (const line of parseHistoryText(text, problems, 'history.jsonl')) {
    byRun.delete(line.run);
    byRun.set(line.run, line);
  }
  return [...byRun.values()].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** A nightly run folder's name: 2026-11-28T02-00-00, perhaps with -2, -3 ... */
const NIGHTLY_FOLDER = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?$/;

const byPuzzle = <T extends { puzzle: PuzzleName }>(list: T[]) =>
  [...list].sort((a, b) => comparePuzzles(a.puzzle, b.puzzle));

export async function loadReportInput(dirArg: string): Promise<ReportInput> {
  const { dir, names } = await listFolder(dirArg);
  const problems: string[] = [];
  const { bench, verify, exhaustive } = await readRunReports(dir, names, problems);
  const { nightly, nightlyUnreadable } = await readNightly(dir, names, problems);
  for (const b of nightly?.bench ?? []) if (!bench.has(b.puzzle)) bench.set(b.puzzle, b);
  for (const v of nightly?.verify ?? []) if (!verify.has(v.puzzle)) verify.set(v.puzzle, v);
  const { history, historyFile } = await readHistoryBeside(dir, problems);

  const runName = typeof nightly?.run === 'string' && nightly.run !== '' ? nightly.run : basename(dir);
  const benchList = byPuzzle([...bench.values()]);
  const incomplete = runIncomplete({ dir, runName, nightly, nightlyUnreadable, history, bench: benchList, problems });
  const notes = [
    ...(Array.isArray(nightly?.notes) ? nightly.notes : []),
    ...benchList.flatMap((b) => (Array.isArray(b.notes) ? b.notes.map((n) => `bench ${b.puzzle}: ${n}`) : [])),
  ].filter((n) => typeof n === 'string');

  if (bench.size === 0 && verify.size === 0 && nightly === null && history.length === 0) {
    const why = problems.length > 0 ? ` (${problems.join('; ')})` : '';
    throw new InputError(
      `${dirArg}: nothing to report: no bench-*.json, verify-*.json, nightly.json or history.jsonl${why}`,
    );
  }

  return {
    dir,
    runName,
    nightly,
    bench: benchList,
    verify: byPuzzle([...verify.values()]),
    exhaustive: exhaustive.length > 0 ? byPuzzle(exhaustive) : byPuzzle(nightly?.exhaustive ?? []),
    history,
    historyFile,
    incomplete,
    notes: [...new Set(notes)],
    problems,
    title: puzzleTitles(benchList),
  };
}

/** The folder's absolute path and its file names, sorted; an InputError when it is not a readable folder. */
async function listFolder(dirArg: string): Promise<{ dir: string; names: string[] }> {
  const dir = resolve(dirArg);
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
    return { dir, names: (await readdir(dir)).sort() };
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
    throw new InputError(`${dirArg}: ${missing ? 'no such folder' : 'not a readable folder'}`);
  }
}

/**
 * bench-<puzzle>.json and verify-<puzzle>.json (sampled by puzzle,
 * exhaustive apart); a file that does not check is a problem.
 */
async function readRunReports(dir: string, names: readonly string[], problems: string[]) {
  const bench = new Map<PuzzleName, BenchReport>();
  const verify = new Map<PuzzleName, VerifyReport>();
  const exhaustive: VerifyReport[] = [];
  for (const name of names) {
    const match = /^(bench|verify)-([a-z0-9-]+)\.json$/.exec(name);
    if (!match) continue;
    const value = await readJson(join(dir, name), problems);
    if (value === undefined) continue;
    if (match[1] === 'bench') {
      const checked = checkBenchReport(value, name);
      if (checked.ok) bench.set(checked.value.puzzle, checked.value);
      else problems.push(checked.error);
    } else {
      const checked = checkVerifyReport(value, name);
      if (!checked.ok) problems.push(checked.error);
      else if (checked.value.coverage?.kind === 'exhaustive') exhaustive.push(checked.value);
      else verify.set(checked.value.puzzle, checked.value);
    }
  }
  return { bench, verify, exhaustive };
}

/** nightly.json, when the folder has one; `nightlyUnreadable` when it has one that does not read or check. */
async function readNightly(
  dir: string,
  names: readonly string[],
  problems: string[],
): Promise<{ nightly: NightlyRun | null; nightlyUnreadable: boolean }> {
  if (!names.includes('nightly.json')) return { nightly: null, nightlyUnreadable: false };
  let nightly: NightlyRun | null = null;
  const value = await readJson(join(dir, 'nightly.json'), problems);
  if (value !== undefined) {
    const checked = checkNightlyRun(value, 'nightly.json', problems);
    if (checked.ok) nightly = checked.value;
    else problems.push(checked.error);
  }
  return { nightly, nightlyUnreadable: nightly === null };
}

/**
 * history.jsonl in the folder itself, or else in its parent (where `lexpath nightly` keeps it beside the run folders).
 */
async function readHistoryBeside(
  dir: string,
  problems: string[],
): Promise<{ history: HistoryLine[]; historyFile: string | null }> {
  for (const candidate of [join(dir, 'history.jsonl'), join(dirname(dir), 'history.jsonl')]) {
    if (await exists(candidate)) {
      try {
        return { history: parseHistory(await readFile(candidate, 'utf8'), problems), historyFile: candidate };
      } catch (error) {
        problems.push(`history.jsonl: ${error instanceof Error ? error.message : String(error)}`);
        return { history: [], historyFile: candidate };
      }
    }
  }
  return { history: [], historyFile: null };
}

/**
 * Whether the run did not finish. A nightly folder is finished only when its nightly.json says so:
 * nightly writes a first nightly.json (finishedAt null) when it starts, so a run killed outright
 * leaves that behind. Without a nightly.json, this run's history line says, or a nightly folder's
 * name (whose nightly.json is then missing: a problem); a bench report may say so too.
 */
function runIncomplete(run: {
  readonly dir: string;
  readonly runName: string;
  readonly nightly: NightlyRun | null;
  readonly nightlyUnreadable: boolean;
  readonly history: readonly HistoryLine[];
  readonly bench: readonly BenchReport[];
  readonly problems: string[];
}): boolean {
  const { nightly, nightlyUnreadable } = run;
  const ownLine = run.history.find((h) => h.run === run.runName);
  const nightlyFolder = NIGHTLY_FOLDER.test(basename(run.dir));
  const unfinishedNightly = nightly
    ? !nightly.complete || nightly.finishedAt === null
    : nightlyUnreadable || (ownLine ? !ownLine.complete : nightlyFolder);
  if (!nightly && !ownLine && nightlyFolder && !nightlyUnreadable) {
    run.problems.push('nightly.json: missing in a nightly run folder (the run did not finish)');
  }
  return unfinishedNightly || run.bench.some((b) => b.complete === false);
}
