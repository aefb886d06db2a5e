/**
 * What to do about an outside program that the run's time bound (--max-time) stopped before it
 * finished, with no case failed: the --max-time (and, when its runs hit their per-run time limit,
 * the --time-limit) that would let it finish, estimated from its pace so far, and the words the
 * text report says it in.
 */
import { formatDuration } from '../../../util/duration.js';
import { plural } from '../../../util/plural.js';
import type { TimeBound } from '../types.js';

/** How a program stood when the bound stopped its cases. */
export interface PaceSoFar {
  /** The bound, and the ms from the start of the run to when cases stopped. */
  readonly maxTimeMs: number;
  readonly stoppedAtMs: number;
  /** Of `stoppedAtMs`, the ms the program's cases ran (the rest, tables and waiting, recurs in a longer run). */
  readonly caseMs: number;
  /** Cases judged (every one ok), and cases left. */
  readonly judged: number;
  readonly left: number;
  /** Its runs the stop cut off: cases, how long each had run, under which limit (several may run at once). */
  readonly running: readonly { readonly cases: number; readonly ms: number; readonly limitMs: number }[];
  /** Its runs that hit their time limit (and did not pass when run again). */
  readonly timedOut: readonly { readonly cases: number; readonly limitMs: number }[];
  /** The options that size the bound's reserve and the runs' limits. */
  readonly shrinkBudgetMs: number;
  readonly timeLimitMs: number;
  readonly startupMs: number;
}

/** Room for a machine slower than this one was: the estimate is a pace, not a promise. */
const MARGIN = 1.5;

/** The friendly bounds an advice rounds up to, after whole seconds under 10 s; past the last, whole half hours. */
const FRIENDLY_MS = [10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 360, 480, 600, 900, 1200, 1800, 2700, 3600].map(
  (s) => s * 1000,
);

/** `ms` rounded up to a value a person would type: 7s, 15s, 1m30s, 5m, 10m, 45m, 1h30m. */
export function friendlyCeilMs(ms: number): number {
  if (ms <= 9000) return Math.max(1000, Math.ceil(ms / 1000) * 1000);
  return FRIENDLY_MS.find((f) => f >= ms) ?? Math.ceil(ms / 1_800_000) * 1_800_000;
}

/** A --time-limit rounded up: whole seconds under 20 s, else to 5 s. */
function friendlyLimitMs(ms: number): number {
  const step = ms < 20_000 ? 1000 : 5000;
  return Math.ceil(ms / step) * step;
}

/**
 * The advice, or null when there is nothing to estimate from (no case judged, no run in progress,
 * no time-out). With cases judged, the time per case so far (at least that of the cases in
 * progress) stands for the cases left; with none judged, the runs in progress may take up to
 * their limits, which a correct program keeps within. Runs that hit their limit need a larger
 * --time-limit: as long as the pace says, and at least twice the limit they hit.
 */
export function finishAdvice(p: PaceSoFar): TimeBound['advice'] {
  const inFlightMs = Math.max(0, ...p.running.map((r) => r.ms));
  const inFlightCases = p.running.reduce((sum, r) => sum + r.cases, 0);
  const pace =
    p.judged > 0
      ? Math.max((p.caseMs - inFlightMs) / p.judged, inFlightCases > 0 ? inFlightMs / inFlightCases : 0)
      : null;
  // Each time-out's run needs this long: what the pace says, and at least twice the limit it hit.
  const runNeeds = p.timedOut.map((t) => ({ ...t, ms: Math.max((pace ?? 0) * t.cases * MARGIN, 2 * t.limitMs) }));
  const timeLimitMs =
    runNeeds.length === 0
      ? null
      : friendlyLimitMs(
          Math.max(
            p.timeLimitMs + 1,
            // A run's limit is the start-up allowance plus the time limit times its cases' allowances.
            ...runNeeds.map((t) => (p.timeLimitMs * (t.ms - p.startupMs)) / Math.max(1, t.limitMs - p.startupMs)),
          ),
        );
  const perCase =
    pace ??
    (runNeeds.length > 0
      ? Math.max(...runNeeds.map((t) => t.ms / t.cases))
      : p.running.length > 0
        ? Math.max(...p.running.map((r) => r.limitMs / r.cases))
        : null);
  if (perCase === null) return null;
  const caseWork = Math.max(0, p.caseMs - inFlightMs) + perCase * p.left;
  const needed = (p.stoppedAtMs - p.caseMs + caseWork) * MARGIN;
  // Cases stop at the bound less the shrink reserve: the shrink budget, at most a quarter of the bound.
  const bound = Math.min(needed + p.shrinkBudgetMs, (needed * 4) / 3);
  return {
    maxTimeMs: friendlyCeilMs(Math.max(bound, p.maxTimeMs + 1)),
    timeLimitMs,
    from: pace === null ? 'limits' : 'pace',
  };
}

/** A time in a line: tenths of seconds under 10 s, whole seconds above. */
function shownTime(ms: number): string {
  return formatDuration(ms < 10_000 ? ms : Math.round(ms / 1000) * 1000);
}

/** The options an advice gives, as typed on a command line: '--time-limit 8000 --max-time 15m'. */
export function adviceOptions(advice: NonNullable<TimeBound['advice']>): string {
  const limit = advice.timeLimitMs === null ? '' : `--time-limit ${advice.timeLimitMs} `;
  return `${limit}--max-time ${formatDuration(advice.maxTimeMs)}`;
}

/** Two lines under the table for a program the bound stopped: where it stood, then what would let it finish. */
export function timeBoundLines(name: string, t: TimeBound): string[] {
  const r = t.running;
  const inProgress =
    r === null
      ? 'no run in progress'
      : `${r.cases === 1 ? `case #${r.caseIndex}` : `a run of ${r.cases} cases from case #${r.caseIndex}`} ` +
        `running for ${shownTime(r.ms)}`;
  return [
    `${name}: unfinished: its cases stopped at ${shownTime(t.stoppedAtMs)} of --max-time ` +
      `${shownTime(t.maxTimeMs)}, ${inProgress}; ${t.ok}/${t.planned} cases judged ok.`,
    `  ${adviceSentence(t)}`,
  ];
}

function adviceSentence(t: TimeBound): string {
  const a = t.advice;
  if (a === null) return 'No case judged yet: nothing to estimate the time it needs from.';
  const hit = t.timedOutRuns > 0 ? `its runs hit their time limit ${plural(t.timedOutRuns, 'time')}` : '';
  const atPace = `this pace ${adviceOptions(a)} would let it finish.`;
  if (a.from === 'pace') return hit ? `${hit[0].toUpperCase()}${hit.slice(1)}; at ${atPace}` : `At ${atPace}`;
  return hit
    ? `No case judged yet and ${hit}: try ${adviceOptions(a)} (twice the limit it hit).`
    : `No case judged yet: ${adviceOptions(a)} would let it finish if its runs keep within their time limits.`;
}

/** The advice that lets every program of the run finish: the largest of theirs (null: none has one). */
export function runAdvice(bounds: readonly TimeBound[]): TimeBound['advice'] {
  const advices = bounds.flatMap((t) => (t.advice ? [t.advice] : []));
  if (advices.length === 0) return null;
  const limits = advices.flatMap((a) => (a.timeLimitMs === null ? [] : [a.timeLimitMs]));
  return {
    maxTimeMs: Math.max(...advices.map((a) => a.maxTimeMs)),
    timeLimitMs: limits.length > 0 ? Math.max(...limits) : null,
    from: advices.every((a) => a.from === 'pace') ? 'pace' : 'limits',
  };
}

/** The run that ran longest (the first of equals), or null when there is none. */
export function longestRun<T extends { readonly ms: number }>(runs: readonly T[]): T | null {
  return runs.reduce<T | null>((a, b) => (a && a.ms >= b.ms ? a : b), null);
}
