/**
 * A budget that cannot be met is said up front. Each night records, per puzzle, how long its
 * slowest solver took over the listed cases (`listedMs` in history.jsonl: the part that must
 * finish for the puzzle to be verified). Before a night starts, the last complete night with the
 * same puzzles and threads gives the budget this machine needs; a smaller one is refused (the
 * caller says so and exits 2) unless the night is allowed to be incomplete. Without such a night
 * (a first night, another machine's folder), each puzzle's figure from lexpath's reference machine
 * (`defaults.nightlyListedMs`) is the estimate; a puzzle without one (a plug-in) leaves the night to run.
 */
import type { HistoryLine } from '../history/types.js';
import type { VerifyReport } from '../verify/types.js';
import { formatDuration } from '../../util/duration.js';
import { VERIFY_SHARE } from './schedule.js';
import type { NightPuzzle } from './types.js';

/** Per puzzle: how long its slowest solver took over the listed cases (ms). */
export function listedTimes(reports: readonly VerifyReport[]): Record<string, number> {
  const times: Record<string, number> = {};
  for (const report of reports) {
    const listed = report.solvers.map((s) => s.phaseMs?.listed ?? 0);
    if (listed.length > 0) times[report.puzzle] = Math.round(Math.max(...listed));
  }
  return times;
}

/**
 * The budget the night needs on this machine, from an earlier night's listed times, or null if that night cannot tell.
 */
export function budgetNeededMs(line: HistoryLine, night: readonly NightPuzzle[], workers: number): number | null {
  const listed = line.listedMs;
  if (
    !line.complete ||
    !listed ||
    line.workers !== workers ||
    night.some(({ puzzleName }) => listed[puzzleName] === undefined)
  )
    return null;
  return budgetForListedMs(listed, night);
}

/** The budget that gives each puzzle `listed[puzzle]` ms for its listed cases at its share of verify. */
function budgetForListedMs(listed: Readonly<Record<string, number>>, night: readonly NightPuzzle[]): number {
  const weights = night.map(({ puzzle }) => puzzle.defaults.nightlyWeight ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  // Verify's time must give each puzzle its listed time, at that puzzle's share of verify (a puzzle
  // unfinished at the end of its share is not verified). That night's listed times were taken while
  // random cases ran beside them, so a night at that night's budget always passes.
  const verifyMs = Math.max(...night.map(({ puzzleName }, i) => (listed[puzzleName] * total) / weights[i]));
  // The report's reserve (10%, 2-20 s) comes first, then verify takes VERIFY_SHARE of the rest.
  const beforeReserve = verifyMs / VERIFY_SHARE;
  const reserve = Math.min(20_000, Math.max(2_000, beforeReserve / 9));
  return Math.ceil((beforeReserve + reserve) / 1000) * 1000;
}

/** Threads of lexpath's reference machine, where the puzzles' `nightlyListedMs` were measured. */
const REFERENCE_THREADS = 2;

/**
 * Why `budgetMs` is too small for the night (a message naming the budget needed), or null. The
 * newest comparable night in the history decides; with none (a first night), the puzzles' own
 * figures from lexpath's reference machine do, scaled to this night's threads, for a night of the
 * default solvers (`defaultSolvers`) whose puzzles all have such a figure (a plug-in has none).
 */
export function budgetShortfall(
  history: readonly HistoryLine[],
  night: readonly NightPuzzle[],
  budgetMs: number,
  workers: number,
  defaultSolvers = true,
): string | null {
  for (const last of [...history].reverse()) {
    const needed = budgetNeededMs(last, night, workers);
    if (needed === null) continue;
    if (budgetMs >= needed) return null;
    const listed = night
      .map(({ puzzleName }) => `${puzzleName} ${formatDuration(last.listedMs![puzzleName])}`)
      .join(', ');
    return (
      `--budget ${formatDuration(budgetMs)} cannot verify the night's ` +
      `listed cases on this machine: the last complete night (${last.run}) ` +
      `took ${listed} for them, so at least --budget ` +
      `${formatDuration(needed)} is needed (--allow-incomplete runs it anyway)`
    );
  }
  // The reference figures are a default night's (every built-in solver and the bug zoo).
  return defaultSolvers ? firstNightShortfall(night, budgetMs, workers) : null;
}

/** The check of a night with no comparable night before it, from the puzzles' reference figures. */
function firstNightShortfall(night: readonly NightPuzzle[], budgetMs: number, workers: number): string | null {
  const listed: Record<string, number> = {};
  for (const { puzzleName, puzzle } of night) {
    const ms = puzzle.defaults.nightlyListedMs;
    if (ms === undefined) return null;
    listed[puzzleName] = (ms * REFERENCE_THREADS) / Math.max(1, Math.min(workers, REFERENCE_THREADS));
  }
  const needed = budgetForListedMs(listed, night);
  if (budgetMs >= needed) return null;
  const figures = night.map(({ puzzleName }) => `${puzzleName} ${formatDuration(listed[puzzleName])}`).join(', ');
  return (
    `--budget ${formatDuration(budgetMs)} cannot verify the night's ` +
    `listed cases: with no earlier night in the history to go by, ` +
    `lexpath's reference machine (${REFERENCE_THREADS} cores) ` +
    `takes ${figures} for them with ${workers} thread${workers === 1 ? '' : 's'}, ` +
    `so at least --budget ${formatDuration(needed)} is needed (--allow-incomplete ` +
    `runs it anyway; after a complete night, this machine's own times decide)`
  );
}
