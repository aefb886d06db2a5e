/**
 * A night's verify phase, the gate: the puzzles in order, each until its share of the time (by its
 * `nightlyWeight`) is up. In a puzzle's time, every solver and program runs the listed cases, then
 * random cases (seed S, led by the puzzle's `nightlyLead` corpus: Rotation's 192 boards that need 13
 * moves) until a wind-down before the end, each as many as its speed allows, so the fast solvers
 * verify hundreds of thousands of cases and the slow ones what fits; each solver's count is in the
 * report. A solver still on its listed cases when the puzzle's time is up leaves that puzzle
 * unverified tonight. A puzzle with a sampled report given to the night (the workflow's merged
 * shards) is not verified again; given exhaustive reports are kept as the night's exhaustive coverage.
 */
import { availableParallelism } from 'node:os';
import { formatDuration } from '../../util/duration.js';
import { plural } from '../../util/plural.js';
import type { VerifyReport } from '../verify/types.js';
import { verify } from '../verify/verify.js';
import { namedSolversFor, programsFor } from './contenders.js';
import { shareOf } from './schedule.js';
import type { NightContext, NightPuzzle } from './types.js';

/** Shrinking one counterexample, at night (verify's default is 20 s). */
const NIGHTLY_SHRINK_MS = 5_000;
/** Random cases one solver may run in a night, at most (a bound, not a target). */
const MAX_RANDOM_CASES = 100_000_000;

/** A puzzleName is verified when its report exists and every solver finished its listed cases. */
export function verifiedPuzzle(report: VerifyReport | undefined): boolean {
  return report?.solvers.every((s) => (s.unfinished ?? 0) === 0) === true;
}

/**
 * Verifies the night's puzzles until `until` (performance.now()), writing verify-<puzzleName>.json for
 * each report (given or made) and verify-<puzzleName>-exhaustive.json for each given exhaustive one.
 */
export async function verifyPhase(
  night: readonly NightPuzzle[],
  until: number,
  context: NightContext,
): Promise<{ verify: VerifyReport[]; exhaustive: VerifyReport[] }> {
  const { options, folder, log } = context;
  const verify: VerifyReport[] = [];
  const given = options.verifyReports ?? [];
  const exhaustive = given.filter((r) => r.coverage?.kind === 'exhaustive');
  const toVerify = night.filter(({ puzzleName }) => {
    const report = given.find((r) => r.puzzle === puzzleName && r.coverage?.kind !== 'exhaustive');
    if (report) {
      verify.push(report);
      folder.write(`verify-${puzzleName}.json`, report);
      log(`nightly: verify ${puzzleName}: using the given report (${plural(report.cases, 'case')})`);
    }
    return !report;
  });
  for (const [i, entry] of toVerify.entries()) {
    if (options.signal?.aborted) break;
    const puzzleEnd = performance.now() + shareOf(toVerify, i, until);
    const report = await verifyPuzzle(entry, puzzleEnd, context);
    if (report) {
      verify.push(report);
      folder.write(`verify-${entry.puzzleName}.json`, report);
    }
  }
  for (const report of exhaustive) folder.write(`verify-${report.puzzle}-exhaustive.json`, report);
  return { verify, exhaustive };
}

/** The verify threads a night asks for (default: the cores). */
export function nightWorkers(options: { readonly workers?: number }): number {
  return options.workers ?? availableParallelism();
}

/**
 * Verifies one puzzleName until `end` (performance.now() time). Every solver and program runs the
 * listed cases (regressions, corpora), then random cases until a wind-down before `end` (so each
 * gets as many as its speed allows: the threads are shared fairly in time, see builtin-runner.ts),
 * then shrinks its first failure. At `end`, whatever still runs is stopped: a solver that had not
 * finished its listed cases leaves the puzzleName unverified tonight.
 */
async function verifyPuzzle(
  { puzzleName, puzzle }: NightPuzzle,
  end: number,
  { options, notes, log }: NightContext,
): Promise<VerifyReport | null> {
  const solvers = namedSolversFor(puzzleName, puzzle, options.verifySolvers);
  if (solvers === null) {
    notes.push(
      `verify ${puzzleName}: none of the solvers named (${options.verifySolvers!.join(', ')}) ` +
        `applies to it; ${puzzleName} is not verified tonight`,
    );
    return null;
  }
  const left = end - performance.now();
  const windDown = Math.min(20_000, Math.max(1_000, left * 0.2));
  log(
    `nightly: verify ${puzzleName} (${formatDuration(left)}: listed cases, ` +
      `then random cases for ${formatDuration(Math.max(0, left - windDown))})`,
  );
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), Math.max(0, left));
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  try {
    const report = await verify({
      puzzle,
      seed: options.seed,
      solvers,
      programs: programsFor(options, puzzleName),
      randomCases: MAX_RANDOM_CASES,
      streamUntil: Date.now() + Math.max(0, left - windDown),
      streamLead: puzzle.defaults.nightlyLead,
      timeLimitMs: options.verifyTimeLimitMs ?? 2000,
      shrinkBudgetMs: Math.min(NIGHTLY_SHRINK_MS, windDown / 2),
      shard: null,
      workers: nightWorkers(options),
      signal,
      maxTimeMs: null, // the night's own budget bounds it
    });
    const unfinished = report.solvers.filter((s) => (s.unfinished ?? 0) > 0);
    if (unfinished.length > 0) {
      notes.push(
        `verify ${puzzleName}: time was up before ` +
          `${unfinished.map((s) => `${s.name} (${plural(s.unfinished!, 'listed case')} left)`).join(', ')} ` +
          `finished the listed cases; ${puzzleName} is not verified tonight`,
      );
    }
    return report;
  } catch (error) {
    notes.push(
      `verify ${puzzleName}: failed to run (${error instanceof Error ? error.message : String(error)}); ` +
        `${puzzleName} is not verified tonight`,
    );
    return null;
  } finally {
    clearTimeout(timer);
  }
}
