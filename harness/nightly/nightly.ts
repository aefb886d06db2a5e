/**
 * `lexpath nightly` as a library call: verify the puzzles (by default every listed puzzle of the
 * registry: Eight II, Rotation, the 15-puzzle), bench them, keep a history and write the report,
 * all within one time budget (schedule.ts).
 *
 * Each run writes its own folder OUT/<YYYY-MM-DDTHH-MM-SS>/ (run-folder.ts): verify-<puzzleName>.json
 * (verify-phase.ts), bench-<puzzleName>.json and batches/ (bench-phase.ts), nightly.json (NightlyRun),
 * benchmark-action.json (github-action-benchmark customSmallerIsBetter), and the report (charts,
 * summary.md, index.html); then appends one line to OUT/history.jsonl, after comparing the night
 * with the earlier ones (history/night.ts). Every file is written to a temporary name and renamed;
 * the history line is appended once, whole. Out of time or interrupted, the run is marked
 * incomplete, never corrupt; a puzzle left unverified (a solver still on its listed cases when its
 * time was up) makes the night incomplete too (and `lexpath nightly` fails unless --allow-incomplete).
 */
import { noWrongResult } from '../verify/reporting/outcome.js';
import { join, resolve } from 'node:path';
import { LISTED_PUZZLES } from '../../puzzles/names.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { BenchReport } from '../bench/types.js';
import { actionBenchmarks } from '../history/action.js';
import { appendHistoryLine, HISTORY_FILE, readHistory } from '../history/history.js';
import { writeFailure } from '../../util/files.js';
import { compareWithHistory, type NightComparison } from '../history/night.js';
import type { HistoryLine, NightlyRun } from '../history/types.js';
import type { VerifyReport } from '../verify/types.js';
import { benchPhase } from './bench-phase.js';
import { openRunFolder, type RunFolder } from './run-folder.js';
import { nightPuzzles, nightSchedule, verifyDeadline } from './schedule.js';
import type { NightContext, NightlyOptions, NightlyResult } from './types.js';
import { nightWorkers, verifiedPuzzle, verifyPhase } from './verify-phase.js';
import { budgetShortfall, listedTimes } from './budget-check.js';
import { InputError } from '../../util/errors.js';

export type { NightlyOptions, NightlyProgram, NightlyResult } from './types.js';

/** A night's puzzles unless told otherwise: every puzzle the registry lists. */
const NIGHTLY_PUZZLES: readonly PuzzleName[] = LISTED_PUZZLES;

export async function runNightly(options: NightlyOptions): Promise<NightlyResult> {
  const log = options.log ?? (() => {});
  const { seed, signal } = options;
  const started = new Date();
  const schedule = nightSchedule(options.budgetMs, options.budgetFrom);
  const root = resolve(options.outDir);
  const night = nightPuzzles(options.puzzles ?? NIGHTLY_PUZZLES);
  if (!options.allowIncomplete) {
    const shortfall = budgetShortfall(
      readHistory(join(root, HISTORY_FILE)),
      night,
      options.budgetMs,
      nightWorkers(options),
      options.verifySolvers === undefined && (options.verifyReports ?? []).length === 0,
    );
    if (shortfall !== null) throw new InputError(shortfall);
  }
  const folder = openRunFolder(root, started, seed, options.budgetMs);
  const context: NightContext = { options, folder, notes: [], log };
  const problems: string[] = [];

  // Verify (the gate), then bench; each puzzle resolved once, its name kept for files, verify and bench.
  const until = verifyDeadline(schedule);
  const { verify, exhaustive } = await verifyPhase(night, until, context);
  const bench = await benchPhase(night, schedule.end - schedule.reserve, context);
  if (signal?.aborted) context.notes.push('interrupted (a stop signal): the phases not reached are missing');

  // Compare with earlier nights (the A/B re-runs may use half the report's reserve), then record the night.
  const historyFile = join(root, HISTORY_FILE);
  const compared = await compareWithHistory({
    historyFile,
    bench,
    verify,
    deadline: schedule.end - schedule.reserve / 2,
    seed,
    signal,
    log,
    problems,
  });
  const run = nightlyRun({ options, started, folder, verify, exhaustive, bench, compared, notes: context.notes });
  folder.write('nightly.json', run);
  folder.write('benchmark-action.json', actionBenchmarks(bench));
  // A history line that cannot be appended (a full disk) is said, and the report still written.
  let historyError: string | null = null;
  try {
    appendHistoryLine(historyFile, historyLine(run, compared, nightWorkers(options)));
    folder.written.push(historyFile);
  } catch (error) {
    historyError = `${historyFile}: tonight's line could not be appended (${writeFailure(error)})`;
  }

  const reportError = options.report === false ? null : await writeNightReport(folder, log);
  return {
    dir: folder.dir,
    historyFile,
    run,
    written: folder.written,
    reportError,
    historyError,
    problems,
    ...(folder.failed.length > 0 ? { writeErrors: folder.failed } : {}),
  };
}

/** What nightly.json says of the night. */
function nightlyRun(night: {
  readonly options: NightlyOptions;
  readonly started: Date;
  readonly folder: RunFolder;
  readonly verify: VerifyReport[];
  readonly exhaustive: VerifyReport[];
  readonly bench: BenchReport[];
  readonly compared: NightComparison;
  readonly notes: readonly string[];
}): NightlyRun & { readonly run: string; readonly verifyOk: boolean } {
  const { options, verify, exhaustive, bench, compared } = night;
  const puzzles = options.puzzles ?? NIGHTLY_PUZZLES;
  // Wrong results fail the night; cases left unjudged make it incomplete (below), not failed.
  const verifyOk = [...verify, ...exhaustive].every(noWrongResult);
  const verified = puzzles.filter((d) => verifiedPuzzle(verify.find((r) => r.puzzle === d)));
  const complete =
    !options.signal?.aborted &&
    verified.length === puzzles.length &&
    bench.length === puzzles.length &&
    bench.every((b) => b.complete !== false);
  return {
    kind: 'nightly',
    version: 1,
    startedAt: night.started.toISOString(),
    finishedAt: new Date().toISOString(),
    complete,
    seed: options.seed,
    budgetMs: options.budgetMs,
    puzzles: [...puzzles],
    verify,
    ...(exhaustive.length > 0 ? { exhaustive } : {}),
    bench,
    run: night.folder.name,
    verifyOk,
    medians: compared.medians,
    slowdowns: compared.slowdowns,
    newCounterexamples: compared.fresh,
    workChanges: compared.gate.workChanges,
    workCompared: compared.gate.workCompared,
    slowdownChecks: compared.gate.slowdownChecks,
    notes: [...night.notes, ...bench.flatMap((b) => (b.notes ?? []).map((n) => `bench ${b.puzzle}: ${n}`))],
  };
}

/** The night's line in history.jsonl. */
function historyLine(
  run: NightlyRun & { readonly run: string; readonly verifyOk: boolean },
  compared: NightComparison,
  workers: number,
): HistoryLine {
  return {
    run: run.run,
    startedAt: run.startedAt,
    seed: run.seed,
    complete: run.complete,
    verifyOk: run.verifyOk,
    medians: compared.medians,
    counterexamples: compared.counterexamples,
    ...compared.gate.historyFields,
    listedMs: listedTimes(run.verify),
    workers,
  };
}

/**
 * Writes the report into the run folder; returns why it could not, or null. Imported when called:
 * the charts' native canvas is loaded only for the report, and a failure to load it is the
 * report's failure, not the night's.
 */
async function writeNightReport(folder: RunFolder, log: (line: string) => void): Promise<string | null> {
  log('nightly: writing the report');
  try {
    const { writeReport } = await import('../report/report.js');
    folder.written.push(...(await writeReport(folder.dir)));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
