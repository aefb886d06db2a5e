/**
 * Bench phase 4: scaling and memory. Each solver runs as its own `lexpath solve` process on T = 1,
 * 10, ... cases (tables built once per process, so this shows where tables overtake per-case
 * search), each process reporting its own peak RSS (rss-hook.ts). A run predicted not to fit in
 * what is left of the solver's share is skipped, with the prediction.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SolverInfo } from '../../solvers/registry.js';
import { formatDuration } from '../../util/duration.js';
import { round } from '../../util/stats.js';
import { lexpathArgv, RSS_HOOK } from './argv.js';
import type { BenchContext } from './context.js';
import type { SolverLatency } from './latency.js';
import { BENCH_DEFAULTS, MIN_PROCESS_TIMEOUT_MS, PHASE_END } from './options.js';
import { processTimeout, TOO_LATE_TO_START, runProcess } from './process-run.js';
import type { ScalingPoint } from './types.js';

export interface Scaling {
  readonly points: ScalingPoint[];
  /** Runs not made, with the reason (BenchReport.scalingSkipped). */
  readonly skipped: { solver: string; cases: number; reason: string }[];
  /** Each solver's largest peak RSS over its runs (MB). */
  readonly peakRss: Map<string, number>;
  /** What a bare Node process reports (MB), for comparison. */
  baselineRssMb: number | null;
  /** Where the last figure came from: VmHWM (its own address space) or maxRSS (getrusage). */
  rssSource: 'vmhwm' | 'maxrss' | null;
}

/** Runs every solver on each count of cases in turn, each solver an equal share of what is left of the phase. */
export async function measureScaling(context: BenchContext, latency: readonly SolverLatency[]): Promise<Scaling> {
  const { options, puzzleName, puzzle, solvers, clock, batchDir, log } = context;
  const scaling: Scaling = { points: [], skipped: [], peakRss: new Map(), baselineRssMb: null, rssSource: null };
  const counts = options.scalingCounts ?? BENCH_DEFAULTS.scalingCounts;
  const pool = puzzle.randomJudgeCases(Math.min(BENCH_DEFAULTS.scalingPool, Math.max(...counts)), options.seed + 2);
  const files = new Map<number, string>();
  const fileFor = (count: number): string => {
    let file = files.get(count);
    if (!file) {
      file = join(batchDir, `${puzzleName}-scaling-${count}.txt`);
      writeFileSync(file, puzzle.formatInput(Array.from({ length: count }, (_, i) => pool[i % pool.length])));
      files.set(count, file);
    }
    return file;
  };
  const inProcessPerCase = new Map<string, number>();
  for (const { solver, buckets: measured, skipped } of latency) {
    if (skipped.length === 0 && measured.length > 0)
      inProcessPerCase.set(solver.name, measured.reduce((sum, b) => sum + b.latency.mean, 0) / measured.length);
  }
  const bare = await runProcess([process.execPath, '--import', RSS_HOOK, '-e', ''], {
    input: fileFor(counts[0]),
    timeoutMs: 10_000,
    keepStdout: false,
  });
  scaling.baselineRssMb = bare.maxRssMb;
  const phaseEnd = clock.at(PHASE_END.scaling);
  for (const [i, solver] of solvers.entries()) {
    const solverEnd = performance.now() + Math.max(0, phaseEnd - performance.now()) / (solvers.length - i);
    log(`bench ${puzzleName}: ${solver.name} as a process on ${counts.join(', ')} cases (at ${clock.elapsed()})`);
    await scaleSolver(
      context,
      solver,
      { counts, solverEnd, fileFor, inProcessPerCase: inProcessPerCase.get(solver.name) ?? null },
      scaling,
    );
  }
  for (const file of files.values()) rmSync(file, { force: true }); // big, and rebuilt from the seed
  return scaling;
}

/** One solver on each count in turn, until a run fails, would not fit in `solverEnd`, or the bench is stopped. */
async function scaleSolver(
  { options, puzzleName, puzzleFile, clock }: BenchContext,
  solver: SolverInfo,
  plan: {
    counts: readonly number[];
    solverEnd: number;
    fileFor: (count: number) => string;
    inProcessPerCase: number | null;
  },
  scaling: Scaling,
): Promise<void> {
  const { counts } = plan;
  let previous: { cases: number; ms: number } | null = null;
  let before: { cases: number; ms: number } | null = null;
  for (const count of counts) {
    const left = plan.solverEnd - performance.now();
    const skip = (reason: string) => {
      for (const c of counts.filter((c) => c >= count)) scaling.skipped.push({ solver: solver.name, cases: c, reason });
    };
    if (clock.aborted) {
      skip('interrupted');
      break;
    }
    // From the last two runs: a fixed part (start-up, tables) plus a cost per case. From one run:
    // the in-process mean per case over all depths, if every depth was measured; else linear.
    const perCase =
      previous && before
        ? Math.max(0, (previous.ms - before.ms) / (previous.cases - before.cases))
        : plan.inProcessPerCase;
    const predicted = !previous
      ? 0
      : perCase === null
        ? (previous.ms * count) / previous.cases
        : previous.ms + perCase * (count - previous.cases);
    if (!previous && left < 0) {
      skip('out of time for scaling runs');
      break;
    }
    if (predicted > left) {
      skip(
        `would take about ${formatDuration(predicted)} (predicted from the runs on ` +
          `fewer cases), more than the ${formatDuration(Math.max(0, left))} left for it`,
      );
      break;
    }
    const timeoutMs = previous ? left : processTimeout(plan.solverEnd, MIN_PROCESS_TIMEOUT_MS, clock.at(1));
    if (timeoutMs === null) {
      skip(TOO_LATE_TO_START);
      break;
    }
    const run = await runProcess(lexpathArgv(puzzleName, puzzleFile, solver, RSS_HOOK), {
      input: plan.fileFor(count),
      timeoutMs,
      keepStdout: false,
      signal: options.signal,
    });
    if (run.killed !== null || run.code !== 0) {
      skip(run.killed ?? `exit code ${run.code}: ${run.stderr.split('\n')[0]}`);
      break;
    }
    scaling.points.push({
      solver: solver.name,
      cases: count,
      totalMs: round(run.ms, 6),
      maxRssMb: run.maxRssMb === null ? null : round(run.maxRssMb, 4),
    });
    if (run.maxRssMb !== null)
      scaling.peakRss.set(solver.name, Math.max(scaling.peakRss.get(solver.name) ?? 0, run.maxRssMb));
    scaling.rssSource = run.rssSource ?? scaling.rssSource;
    before = previous;
    previous = { cases: count, ms: run.ms };
  }
}
