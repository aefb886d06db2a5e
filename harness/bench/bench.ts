/**
 * `lexpath bench` as a library call. Within one time budget it measures, for one puzzle:
 *
 * 1. setup: each solver's one-off preparation (distance tables), after clearing what the process
 *    already built, apart from per-case cost;
 * 2. latency: tinybench timings per solver and optimal-depth bucket on seeded cases at every depth
 *    (the puzzle definition's `depthCases`: cases at exactly each optimal depth, picked by the
 *    oracle's exact distances, not by any solver), with mean states expanded/generated; a solver
 *    whose single case already takes longer than the bucket's share is skipped there and deeper,
 *    with the reason;
 *    then exact work counts on the fixed work cases, the same every night (bench/work.ts), and,
 *    where the puzzle has standard instances with published figures (Korf's 100), nodes per
 *    instance beside them (bench/published.ts);
 * 3. processes: whole `lexpath solve` runs and each outside program (--cmd) on the same judge-format
 *    batch files (warm-up, then alternating timed runs; median, min, max, ratio to lexpath);
 * 4. scaling and memory: each solver as its own process on T = 1, 10, ... cases (tables built once
 *    per process, so this shows where tables overtake per-case search), each process reporting its
 *    own peak RSS.
 *
 * Each phase gets a share of what is left of the budget; runs that would not fit are skipped and
 * listed. The report (BenchReport, bench/types.ts) is written to DIR/bench-<puzzleName>.json. The
 * phases: buckets.ts and setup.ts (1), latency.ts, work.ts and published.ts (2), processes.ts (3),
 * scaling.ts (4); what the command prints: print.ts.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism, cpus, platform } from 'node:os';
import { join, resolve } from 'node:path';
import type { Puzzle } from '../../solvers/puzzle.js';
import { puzzleDefinition, puzzleModule } from '../../puzzles/index.js';
import { writeJsonAtomic } from '../../util/files.js';
import { round } from '../../util/stats.js';
import { benchBuckets } from './buckets.js';
import { Clock } from './clock.js';
import type { BenchContext } from './context.js';
import { measureLatency, type SolverLatency } from './latency.js';
import { PHASE_END, type BenchOptions } from './options.js';
import { measureProcesses, writeBatches } from './processes.js';
import { measurePublished } from './published.js';
import { measureScaling, type Scaling } from './scaling.js';
import { selectSolvers } from './select-solvers.js';
import { measureSetup } from './setup.js';
import type { BenchReport, ProcessTiming, PublishedWork, SolverBench, WorkReport } from './types.js';
import { measureWork, workCases } from './work.js';

export { BENCH_DEFAULTS, type BenchOptions } from './options.js';
export type { OutsideProgram } from '../verify/verify.js';

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const puzzleName = options.puzzle;
  const clock = new Clock(options.budgetMs, options.signal);
  const startedAt = new Date().toISOString();
  // The puzzle, once: `puzzleName` stays the name it was asked by (files, messages, `lexpath solve`).
  const puzzle = puzzleDefinition(puzzleName);
  const notes: string[] = [];
  const solvers = selectSolvers(puzzleName, puzzle, options.solvers, notes);
  const outDir = resolve(options.outDir);
  const batchDir = join(outDir, 'batches');
  mkdirSync(batchDir, { recursive: true });
  const context: BenchContext = {
    options,
    puzzleName,
    puzzle,
    puzzleFile: puzzleModule(puzzle),
    solvers,
    clock,
    batchDir,
    notes,
    log: options.log ?? (() => {}),
  };

  // Cases: every depth, seeded, from the oracle's tables; corpus cases join their depth's bucket.
  const { buckets, corpusBatches } = benchBuckets(context);
  workCases(puzzleName, puzzle); // the fixed work cases (built once per process), before the phases' clock matters
  // 1. Setup, apart from per-case cost.
  const setupMs = measureSetup(puzzle.puzzle as Puzzle<unknown>, solvers, buckets);
  // 2. In-process latency per (solver, depth bucket); exact work counts on the fixed work cases
  // (work.ts); nodes per instance on the puzzle's standard instances, beside published figures.
  const latency = await measureLatency(context, buckets);
  const work = clock.aborted ? undefined : await workPhase(context);
  const published = !clock.aborted && solvers.length > 0 ? await publishedPhase(context) : undefined;
  // 3. Whole processes on judge-format batches.
  // (Making the deepest cases takes seconds on the 15-puzzle: not after a stop.)
  const batches = clock.aborted ? [] : writeBatches(context, corpusBatches);
  const processes: ProcessTiming[] = clock.aborted ? [] : await measureProcesses(context, batches);
  // 4. Scaling and memory: each solver as its own process on T cases.
  const scaling: Scaling = clock.aborted
    ? { points: [], skipped: [], peakRss: new Map(), baselineRssMb: null, rssSource: null }
    : await measureScaling(context, latency);
  if (clock.aborted) notes.push('interrupted: the phases not reached are missing');

  const report: BenchReport = {
    kind: 'bench',
    version: 1,
    puzzle: puzzleName,
    title: puzzle.title,
    seed: options.seed,
    startedAt,
    machine: {
      node: process.version,
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? 'unknown',
      platform: `${platform()} ${process.arch}`,
    },
    solvers: solverBenches(puzzleName, latency, setupMs, scaling),
    processes,
    scaling: scaling.points,
    budgetMs: options.budgetMs,
    complete: !clock.aborted, // a stop signal is the only thing that leaves a phase out
    notes,
    scalingSkipped: scaling.skipped,
    batches,
    ...(work ? { work } : {}),
    ...(published ? { published } : {}),
  };
  writeJsonAtomic(join(outDir, `bench-${puzzleName}.json`), report);
  return report;
}

/** Phase 2b: exact work counts per bucket on the fixed work cases (work.ts), with a note for each solver cut short. */
async function workPhase({
  options,
  puzzleName,
  puzzle,
  solvers,
  clock,
  notes,
  log,
}: BenchContext): Promise<WorkReport> {
  log(`bench ${puzzleName}: work counts on the fixed work cases (at ${clock.elapsed()})`);
  const work = await measureWork(puzzleName, puzzle, solvers, clock.at(PHASE_END.work), options.signal);
  for (const s of work.solvers) {
    if (s.stopped === 'out of time')
      notes.push(
        `work counts of ${s.solver}: out of time ` +
          `${s.buckets.length === 0 ? 'before depth 0' : `after depth ${s.buckets.length - 1}`}`,
      );
  }
  return work;
}

/**
 * Phase 2c: nodes per instance on the puzzle's standard instances,
 * beside published figures (published.ts); undefined where it has none.
 */
async function publishedPhase({
  options,
  puzzleName,
  puzzle,
  solvers,
  clock,
  notes,
  log,
}: BenchContext): Promise<PublishedWork | undefined> {
  const published = await measurePublished(puzzle, solvers, clock.at(PHASE_END.published), options.signal);
  if (published) {
    log(`bench ${puzzleName}: nodes per instance on ${published.instances} (at ${clock.elapsed()})`);
    for (const s of published.solvers) {
      if (s.solved < published.instanceCount)
        notes.push(
          `${published.instances}: ${s.solver} solved ${s.solved} of ` +
            `${published.instanceCount} instances in its time (its averages are over those)`,
        );
      if (!s.lengthsMatch)
        notes.push(
          `${published.instances}: ${s.solver} gave an answer of another length than the instance's recorded optimum`,
        );
    }
  }
  return published;
}

/** Each solver's part of the report: setup, latency per bucket, and peak memory with how it was measured. */
function solverBenches(
  puzzleName: string,
  latency: readonly SolverLatency[],
  setupMs: ReadonlyMap<string, number>,
  scaling: Scaling,
): SolverBench[] {
  const { peakRss, baselineRssMb, rssSource } = scaling;
  const memoryMethod =
    'peak RSS that the `lexpath solve ' +
    puzzleName +
    ' --solver NAME` process reports at exit from a preloaded hook ' +
    (rssSource === 'maxrss'
      ? '(process.resourceUsage().maxRSS: no /proc here)'
      : '(VmHWM in /proc/self/status: its own address space only)') +
    ', largest over its scaling runs' +
    (baselineRssMb === null ? '' : `; a bare Node process reports ${round(baselineRssMb, 3)} MB`);
  return latency.map(({ solver, buckets, skipped }) => ({
    solver: solver.name,
    expected: solver.expected,
    setupMs: setupMs.get(solver.name) ?? 0,
    peakMemoryMb: peakRss.has(solver.name) ? round(peakRss.get(solver.name)!, 4) : null,
    memoryMethod: peakRss.has(solver.name) ? memoryMethod : null,
    buckets,
    skipped,
  }));
}
