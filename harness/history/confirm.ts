/**
 * The A/B re-run that confirms (or not) a wall-time slowdown flagged by the noise rule
 * (regression.ts), before nightly reports it as one.
 *
 * Old code cannot be run again, so the "A" side is figures already measured: every night times
 * each solver on the fixed work cases (work.ts; the same cases every night) and history.jsonl keeps
 * the ms per case of each bucket. The "B" side is measured at once, in the same process that
 * flagged the slowdown, on those same cases.
 *
 * The statistic, for a solver on the depth buckets D: the median over D of the ms per case (one
 * vote per bucket, as the noise rule's own figure is a median over buckets).
 *  - D: the buckets counted tonight and by the most recent earlier night on the same case set, cut
 *    to the shallowest ones whose re-run fits the time given (tonight's timings predict the cost).
 *  - Old samples: one per earlier night, of the last `rule.window` nights that timed every bucket of
 *    D on the same case set; at least `rule.minNights` of them are needed.
 *  - Fresh samples: one per round. A round times every bucket of D exactly as the nightly work
 *    pass did (work.measureBucket: an untimed counting pass, then passes through its cases for at
 *    least WORK.minPassMs). One untimed warm-up round first; then
 *    `minRounds`-`maxRounds` rounds. With several flagged solvers the rounds alternate between
 *    them, in an order that turns each round, so a burst of load falls on all of them alike.
 *  - Ratio: median(fresh) / median(old). Its 95% interval is a percentile bootstrap: 2000 times,
 *    draw both sample sets again with replacement (seeded: the night's seed) and take the ratio of
 *    the medians; the interval runs from the 2.5th to the 97.5th percentile of those ratios.
 *
 * The rule: the slowdown is confirmed when the interval's lower end is above 1 + rule.minRelative
 * (1.1 with the default rule: at least 10% slower, with 95% confidence); otherwise it is reported as
 * not confirmed, with its interval (or the reason there is none).
 */
import type { Puzzle, PuzzleName } from '../../solvers/puzzle.js';
import { findSolver, type SolverInfo } from '../../solvers/registry.js';
import { isPuzzleName, puzzleDefinition, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { seededRandom } from '../../util/random.js';
import { median, round } from '../../util/stats.js';
import { DEFAULT_SLOWDOWN_RULE, type SlowdownRule } from './regression.js';
import type { HistoryLine, HistoryWork, Slowdown, SlowdownCheck } from './types.js';
import { bucketCost, measureBucket, workCases } from '../bench/work.js';
import { workKey } from './work.js';

export const CONFIRM = {
  resamples: 2000,
  confidence: 0.95,
  minRounds: 5,
  maxRounds: 15,
} as const;

interface Interval {
  readonly ratio: number;
  readonly lower: number;
  readonly upper: number;
}

/**
 * median(fresh) / median(old) with a percentile bootstrap interval: `resamples` times, both sets
 * are drawn again with replacement from one seeded generator (fresh first, then old), and the
 * interval is [sorted[floor(a/2 * B)], sorted[ceil((1 - a/2) * B) - 1]] of the B resampled ratios,
 * where a = 1 - confidence.
 */
export function bootstrapRatio(
  fresh: readonly number[],
  old: readonly number[],
  seed: number,
  resamples: number = CONFIRM.resamples,
  confidence: number = CONFIRM.confidence,
): Interval {
  if (fresh.length === 0 || old.length === 0) throw new Error('bootstrapRatio needs samples on both sides');
  const random = seededRandom(seed);
  const draw = (from: readonly number[]) =>
    Array.from({ length: from.length }, () => from[Math.floor(random() * from.length)]);
  const ratios = Array.from({ length: resamples }, () => median(draw(fresh)) / median(draw(old))).sort((a, b) => a - b);
  const alpha = 1 - confidence;
  return {
    ratio: median(fresh) / median(old),
    lower: ratios[Math.floor((alpha / 2) * resamples)],
    upper: ratios[Math.ceil((1 - alpha / 2) * resamples) - 1],
  };
}

/** The verdict on an interval: confirmed only when its lower end is above 1 + rule.minRelative. */
export function judgeInterval(
  interval: Interval,
  rule: SlowdownRule = DEFAULT_SLOWDOWN_RULE,
): 'confirmed' | 'not-confirmed' {
  return interval.lower > 1 + rule.minRelative ? 'confirmed' : 'not-confirmed';
}

/** One night's sample: the median over `depths` of its ms per case, or null when it lacks one of them. */
function nightSample(work: HistoryWork, puzzleName: string, solver: string, depths: readonly number[]): number | null {
  const values = depths.map((d) => work.buckets[workKey(puzzleName, solver, d)]?.[3]);
  return values.every((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0) ? median(values) : null;
}

/** The old samples on `depths`: one per night of the last `rule.window` comparable nights that timed all of them. */
export function oldSamples(
  puzzleName: string,
  solver: string,
  caseSet: string,
  depths: readonly number[],
  earlier: readonly Pick<HistoryLine, 'run' | 'work'>[],
  rule: SlowdownRule = DEFAULT_SLOWDOWN_RULE,
): { old: number[]; oldRuns: string[] } {
  const old: number[] = [];
  const oldRuns: string[] = [];
  const comparable = earlier.filter(
    (line) => line.work?.caseSets[puzzleName] === caseSet && countedDepths(line.work, puzzleName, solver).length > 0,
  );
  for (const line of comparable.slice(-rule.window)) {
    const sample = nightSample(line.work!, puzzleName, solver, depths);
    if (sample !== null) {
      old.push(sample);
      oldRuns.push(line.run);
    }
  }
  return { old, oldRuns };
}

function countedDepths(work: HistoryWork, puzzleName: string, solver: string): number[] {
  const prefix = `${puzzleName}/${solver}@`;
  return Object.keys(work.buckets)
    .filter((k) => k.startsWith(prefix) && /^\d+$/.test(k.slice(prefix.length)))
    .map((k) => Number(k.slice(prefix.length)))
    .sort((a, b) => a - b);
}

/**
 * The buckets D for a solver: counted tonight and by the most recent earlier night that counted it
 * on the same case set; or why there are none.
 */
export function commonDepths(
  puzzleName: string,
  solver: string,
  today: HistoryWork,
  earlier: readonly Pick<HistoryLine, 'run' | 'work'>[],
): number[] | { reason: string } {
  const caseSet = today.caseSets[puzzleName];
  const tonight = countedDepths(today, puzzleName, solver);
  if (caseSet === undefined || tonight.length === 0) return { reason: 'not counted on the work cases tonight' };
  const latest = earlier
    .filter(
      (line) => line.work?.caseSets[puzzleName] === caseSet && countedDepths(line.work, puzzleName, solver).length > 0,
    )
    .at(-1);
  if (!latest) return { reason: 'no earlier night timed the same work cases' };
  const previous = new Set(countedDepths(latest.work!, puzzleName, solver));
  const depths = tonight.filter((d) => previous.has(d));
  return depths.length > 0 ? depths : { reason: 'no depth bucket in common with the earlier nights' };
}

interface ConfirmOptions {
  readonly slowdowns: readonly Slowdown[];
  /** Tonight's work counts and timings (history form). */
  readonly today: HistoryWork | undefined;
  /** Earlier nights, oldest first. */
  readonly earlier: readonly Pick<HistoryLine, 'run' | 'work'>[];
  /** performance.now() by which the re-runs must end. */
  readonly deadline: number;
  /** Seed of the bootstrap (nightly passes the night's seed). */
  readonly seed: number;
  readonly rule?: SlowdownRule;
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
}

interface Plan {
  readonly slowdown: Slowdown;
  readonly puzzleName: PuzzleName;
  readonly solver: string;
  /** The puzzle and solver of the key, resolved once (the key is text from history). */
  readonly puzzle: AnyPuzzleDefinition;
  readonly solverInfo: SolverInfo;
  /** Cut (deepest first) to fit the time. */
  readonly depths: number[];
  readonly old: number[];
  readonly oldRuns: string[];
  readonly fresh: number[];
  /** Depths whose counts in the re-run differed from tonight's (a solver that is not deterministic). */
  readonly countsDiffer: Set<number>;
}

const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rule the checks are judged by, and the checks made so far, by key. */
interface Judging {
  readonly rule: SlowdownRule;
  /** 1 + rule.minRelative: a slowdown is confirmed when its interval lies wholly above this. */
  readonly threshold: number;
  readonly checks: Map<string, SlowdownCheck>;
}

/** A check that confirms nothing, for `reason` (no interval). */
const notConfirmed = ({ threshold }: Judging, key: string, reason: string): SlowdownCheck => ({
  key,
  status: 'not-confirmed',
  ratio: null,
  lower: null,
  upper: null,
  threshold,
  reason,
});

/** Re-runs every flagged slowdown that can be re-run and judges it by the rule above. */
export async function confirmSlowdowns(options: ConfirmOptions): Promise<SlowdownCheck[]> {
  const rule = options.rule ?? DEFAULT_SLOWDOWN_RULE;
  const judging: Judging = { rule, threshold: 1 + rule.minRelative, checks: new Map() };
  const plans = planChecks(options, judging);
  const runnable = fitRounds(plans, options, judging);
  await runRounds(runnable, options);
  for (const { plan } of runnable) judging.checks.set(plan.slowdown.key, judgePlan(plan, options, judging));
  return options.slowdowns.map((s) => judging.checks.get(s.key)!);
}

/**
 * A plan for each flagged slowdown that can be re-run (a built-in
 * solver, counted tonight and before); the others are judged at once.
 */
function planChecks(options: ConfirmOptions, judging: Judging): Plan[] {
  const plans: Plan[] = [];
  for (const slowdown of options.slowdowns) {
    const [puzzleName, solver] = slowdown.key.split('/');
    if (options.signal?.aborted) {
      judging.checks.set(slowdown.key, notConfirmed(judging, slowdown.key, 'not re-run: interrupted'));
      continue;
    }
    const solverInfo = solver ? findSolver(solver) : undefined;
    if (!isPuzzleName(puzzleName) || !solverInfo) {
      judging.checks.set(slowdown.key, notConfirmed(judging, slowdown.key, 'not a built-in solver: nothing to re-run'));
      continue;
    }
    const depths = options.today
      ? commonDepths(puzzleName, solver, options.today, options.earlier)
      : { reason: 'no work counts tonight' };
    if ('reason' in depths)
      judging.checks.set(slowdown.key, notConfirmed(judging, slowdown.key, `not re-run: ${depths.reason}`));
    else
      plans.push({
        slowdown,
        puzzleName,
        solver,
        puzzle: puzzleDefinition(puzzleName),
        solverInfo,
        depths,
        old: [],
        oldRuns: [],
        fresh: [],
        countsDiffer: new Set(),
      });
  }
  return plans;
}

/**
 * Fits the rounds in the time: each plan gets an equal share; its buckets are cut, deepest first,
 * until a warm-up and minRounds rounds fit (tonight's ms per case x cases predicts a round). A plan
 * that fits gets its old samples, and how many rounds it wants.
 */
function fitRounds(
  plans: readonly Plan[],
  options: ConfirmOptions,
  judging: Judging,
): { plan: Plan; rounds: number }[] {
  const { rule } = judging;
  const share = Math.max(0, options.deadline - performance.now()) / Math.max(1, plans.length);
  const runnable: { plan: Plan; rounds: number }[] = [];
  for (const plan of plans) {
    const cost = (depths: readonly number[]) =>
      depths.reduce((sum, d) => {
        const [cases, , , ms] = options.today!.buckets[workKey(plan.puzzleName, plan.solver, d)];
        return sum + bucketCost(cases, ms);
      }, 0);
    while (plan.depths.length > 0 && cost(plan.depths) * (CONFIRM.minRounds + 1) > share) plan.depths.pop();
    if (plan.depths.length === 0) {
      judging.checks.set(plan.slowdown.key, notConfirmed(judging, plan.slowdown.key, 'not re-run: out of time'));
      continue;
    }
    const { old, oldRuns } = oldSamples(
      plan.puzzleName,
      plan.solver,
      options.today!.caseSets[plan.puzzleName],
      plan.depths,
      options.earlier,
      rule,
    );
    if (old.length < rule.minNights) {
      judging.checks.set(
        plan.slowdown.key,
        notConfirmed(
          judging,
          plan.slowdown.key,
          `not re-run: ${old.length} earlier night${old.length === 1 ? '' : 's'} ` +
            `timed these work cases; ${rule.minNights} needed`,
        ),
      );
      continue;
    }
    plan.old.push(...old);
    plan.oldRuns.push(...oldRuns);
    runnable.push({ plan, rounds: Math.min(CONFIRM.maxRounds, Math.floor(share / cost(plan.depths)) - 1) });
  }
  return runnable;
}

/** One round of a plan: its buckets timed as the nightly work pass times them; the median of their ms per case. */
function roundOf(plan: Plan, today: HistoryWork): number {
  const { buckets } = workCases(plan.puzzleName, plan.puzzle);
  const times = plan.depths.map((d) => {
    const bucket = measureBucket(
      plan.puzzle.puzzle as Puzzle<unknown>,
      plan.solverInfo,
      d,
      buckets.find((b) => b.depth === d)!.cases,
    );
    // A free check of determinism: the re-run's counts must be tonight's.
    const [, expanded, generated] = today.buckets[workKey(plan.puzzleName, plan.solver, d)];
    if (bucket.expanded !== expanded || bucket.generated !== generated) plan.countsDiffer.add(d);
    return bucket.msPerCase;
  });
  return median(times);
}

/**
 * A warm-up round of each plan, then rounds that alternate between the plans
 * (in an order that turns each round) until each has its rounds or time is up.
 */
async function runRounds(runnable: readonly { plan: Plan; rounds: number }[], options: ConfirmOptions): Promise<void> {
  const rounds = Math.max(0, ...runnable.map((r) => r.rounds));
  if (runnable.length > 0)
    options.log?.(
      `nightly: A/B re-run of ${runnable.map((r) => r.plan.slowdown.key).join(', ')} (up to ${rounds} rounds)`,
    );
  for (const { plan } of runnable) roundOf(plan, options.today!); // warm-up, not recorded
  for (let r = 0; r < rounds; r++) {
    await yieldToEvents();
    if (options.signal?.aborted || performance.now() > options.deadline) break;
    for (let j = 0; j < runnable.length; j++) {
      const { plan, rounds: wanted } = runnable[(j + r) % runnable.length];
      if (plan.fresh.length < wanted) plan.fresh.push(round(roundOf(plan, options.today!), 5));
    }
  }
}

/** The verdict on a plan that ran: by its bootstrap interval, or not confirmed when too few rounds fitted. */
function judgePlan(plan: Plan, options: ConfirmOptions, judging: Judging): SlowdownCheck {
  const { threshold } = judging;
  const key = plan.slowdown.key;
  const samples = { depths: plan.depths, old: plan.old, oldRuns: plan.oldRuns, fresh: plan.fresh };
  const differ =
    plan.countsDiffer.size > 0
      ? `; NOTE: the re-run counted other work than tonight at depth ` +
        `${[...plan.countsDiffer].join(', ')} (not deterministic?)`
      : '';
  if (plan.fresh.length < CONFIRM.minRounds) {
    const why = options.signal?.aborted ? 'interrupted' : 'out of time';
    return {
      ...notConfirmed(judging, key, `${why} after ${plan.fresh.length} of ${CONFIRM.minRounds} rounds${differ}`),
      ...samples,
    };
  }
  const interval = bootstrapRatio(plan.fresh, plan.old, options.seed);
  const status = judgeInterval(interval, judging.rule);
  const pct = (x: number) => `${x >= 1 ? '+' : ''}${((x - 1) * 100).toFixed(1)}%`;
  const range = `${CONFIRM.confidence * 100}% interval ${pct(interval.lower)} to ${pct(interval.upper)}`;
  return {
    key,
    status,
    ratio: round(interval.ratio, 5),
    lower: round(interval.lower, 5),
    upper: round(interval.upper, 5),
    threshold,
    reason:
      (status === 'confirmed'
        ? `${range}: all of it above ${pct(threshold)}`
        : `${range} reaches down to ${pct(threshold)} or below`) + differ,
    ...samples,
  };
}

/** A check as history keeps it: without its samples. */
export function checkForHistory(check: SlowdownCheck): SlowdownCheck {
  const { key, status, ratio, lower, upper, threshold, reason, depths } = check;
  return { key, status, ratio, lower, upper, threshold, reason, ...(depths ? { depths } : {}) };
}

/**
 * What `--fail-on-regression` fails on: a confirmed slowdown, or a flagged one that could not be
 * re-run (no interval: it cannot be ruled out).
 */
export function failingSlowdowns(checks: readonly SlowdownCheck[]): SlowdownCheck[] {
  return checks.filter((c) => c.status === 'confirmed' || c.lower === null);
}
