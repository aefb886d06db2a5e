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
 * listed. The report (BenchReport, bench/types.ts) is written to DIR/bench-<domain>.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, platform } from 'node:os';
import { join, basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bench } from 'tinybench';
import { clearDistanceTables } from '../../solvers/bfs-table.js';
import type { SearchSpace } from '../../solvers/space.js';
import type { Puzzle, PuzzleName } from '../../solvers/puzzle.js';
import { CORRECT_SOLVERS, findSolver, listSolvers, solverSkipReason, solvesPuzzle, type SolverInfo } from '../../solvers/registry.js';
import type { FastSearchSpace } from '../../solvers/capabilities.js';
import { solveCase } from '../../solvers/solve.js';
import { loadCorpus } from '../corpus.js';
import { InputError } from '../../util/errors.js';
import { TABLE_LIMIT } from '../../oracle/oracle.js';
import { oracleOf, puzzleDefinition, puzzleModule, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { compiledHarnessModule, moduleArgument } from '../../util/package-paths.js';
import { measurePublished } from './published.js';
import { formatDuration } from '../../util/duration.js';
import { writeJsonAtomic } from '../../util/files.js';
import { runProcess, type ProcessRun } from './process-run.js';
import { median, round } from '../../util/stats.js';
import type { BatchFile, BenchReport, DepthBucketResult, LatencyStats, ProcessTiming, PublishedWork, ScalingPoint, SolverBench, WorkReport } from './types.js';
import { measureWork, workCases } from './work.js';
import type { OutsideProgram } from '../verify/verify.js';
import { plural } from '../../util/plural.js';

export type { OutsideProgram };

export interface BenchOptions {
  readonly domain: PuzzleName;
  /** Built-in solver names; empty: every correct built-in solver. */
  readonly solvers: readonly string[];
  readonly programs: readonly OutsideProgram[];
  /** Corpus files: each becomes one more batch, and its cases join the depth buckets. */
  readonly corpora: readonly string[];
  readonly outDir: string;
  readonly seed: number;
  readonly budgetMs: number;
  readonly signal?: AbortSignal;
  /** One line of progress at a time (stderr in the CLI). */
  readonly log?: (line: string) => void;
  /** Sizes (defaults below; tests make them small). */
  readonly casesPerDepth?: number;
  readonly batchCases?: number;
  readonly scalingCounts?: readonly number[];
  readonly maxRuns?: number;
  /**
   * Time every (solver, depth) bucket with exactly this many timed runs, whatever the budget (no
   * bucket is skipped as too slow; the budget then paces only the later phases). For tests, so what
   * gets measured does not depend on the machine's speed.
   */
  readonly latencyRuns?: number;
}

export const BENCH_DEFAULTS = {
  casesPerDepth: 8,
  batchCases: 200,
  scalingCounts: [1, 10, 100, 1000, 10_000, 100_000],
  maxRuns: 5,
  /** Cases of the pool that scaling batches repeat. */
  scalingPool: 1000,
  /** About this many raw samples per bucket (faster cases are timed in batches). */
  samplesPerBucket: 100,
} as const;

/** When each phase must end, as a fraction of the budget from the start of the bench. */
const PHASE_END = { latency: 0.35, work: 0.45, published: 0.6, processes: 0.72, scaling: 0.97 } as const;
/** A whole-process run is never killed sooner than this (a loaded machine starts Node slowly). */
const MIN_PROCESS_TIMEOUT_MS = 5000;


/**
 * The whole-process command for `lexpath solve`, without a shell (with the plug-in modules the
 * puzzle and solver came from: `puzzleFile` is the puzzle's, undefined for a built-in one).
 */
export function lexpathArgv(domain: PuzzleName, puzzleFile: string | undefined, solver?: SolverInfo, preload?: string): string[] {
  const cli = fileURLToPath(compiledHarnessModule('cli.js'));
  const solverFile = solver?.module;
  return [
    process.execPath,
    ...(preload ? ['--import', preload] : []),
    cli,
    'solve',
    domain,
    ...(puzzleFile ? ['--puzzle-module', moduleArgument(puzzleFile)] : []),
    ...(solverFile ? ['--solver-module', moduleArgument(solverFile)] : []),
    ...(solver ? ['--solver', solver.name] : []),
  ];
}

const RSS_HOOK = compiledHarnessModule('bench/rss-hook.js').href;

class Clock {
  private readonly start = performance.now();
  constructor(private readonly budgetMs: number, private readonly signal?: AbortSignal) {}
  /** performance.now() at `fraction` of the budget. */
  at(fraction: number): number {
    return this.start + this.budgetMs * fraction;
  }
  elapsed(): string {
    return formatDuration(performance.now() - this.start);
  }
  get aborted(): boolean {
    return this.signal?.aborted ?? false;
  }
}

/** The solvers to bench: those named, or every correct one that applies (the others are noted as skipped). */
function selectSolvers(domain: PuzzleName, puzzle: AnyPuzzleDefinition, names: readonly string[], notes: string[]): SolverInfo[] {
  const stateCount = puzzle.stateCount;
  if (names.length === 0) {
    const plugIns = listSolvers(domain).filter((s) => s.module !== undefined && s.expected === 'correct');
    return [...CORRECT_SOLVERS, ...plugIns].filter((s) => {
      const reason = solverSkipReason(s, domain, stateCount);
      if (reason && solvesPuzzle(s, domain)) notes.push(`${s.name} skipped: ${reason}`);
      return reason === null;
    });
  }
  return names.map((name) => {
    const solver = findSolver(name);
    if (!solver || !solvesPuzzle(solver, domain)) throw new InputError(`no built-in solver named '${name}' for ${domain} (see \`lexpath solvers\`)`);
    const reason = solverSkipReason(solver, domain, stateCount);
    if (reason) throw new InputError(`solver '${name}' does not apply to ${domain}: ${reason}`);
    return solver;
  });
}

function latencyStats(task: Bench['tasks'][number]): LatencyStats | null {
  const result = task.result;
  if (result.state !== 'completed' && result.state !== 'aborted-with-statistics') return null;
  const l = result.latency;
  return {
    mean: round(l.mean, 6),
    p50: round(l.p50, 6),
    p99: round(l.p99, 6),
    min: round(l.min, 6),
    max: round(l.max, 6),
    samples: l.samplesCount,
    raw: (l.samples ?? []).map((x) => round(x, 5)),
  };
}

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { domain, seed } = options;
  const log = options.log ?? (() => {});
  const clock = new Clock(options.budgetMs, options.signal);
  const startedAt = new Date().toISOString();
  // The puzzle, once: `domain` stays the name it was asked by (files, messages, `lexpath solve`).
  const puzzle = puzzleDefinition(domain);
  const rules = puzzle.puzzle as Puzzle<unknown>;
  const puzzleFile = puzzleModule(domain);
  const notes: string[] = [];
  const solvers = selectSolvers(domain, puzzle, options.solvers, notes);
  const outDir = resolve(options.outDir);
  const batchDir = join(outDir, 'batches');
  mkdirSync(batchDir, { recursive: true });
  const perDepth = options.casesPerDepth ?? BENCH_DEFAULTS.casesPerDepth;
  const batchCases = options.batchCases ?? BENCH_DEFAULTS.batchCases;
  let complete = true;

  // Cases: every depth, seeded, from the oracle's tables; corpus cases join their depth's bucket.
  log(`bench ${domain}: cases at every depth (seed ${seed})`);
  const buckets = puzzle.depthCases(perDepth, seed).filter((b) => b.cases.length > 0);
  const corpusBatches: { name: string; cases: unknown[] }[] = [];
  if (options.corpora.length > 0) {
    // Bench only times: where the oracle would have to search (the 15-puzzle), a corpus's recorded
    // answers give the depths; verify certifies answers.
    const searched = puzzle.stateCount > TABLE_LIMIT;
    const oracle = oracleOf<unknown>(puzzle);
    for (const file of options.corpora) {
      const loaded = loadCorpus(file, domain, { certify: !searched });
      const cases = loaded.map((l) => l.case as unknown);
      const recorded = new Map(loaded.map((l) => [l.case, l.answer.length]));
      if (cases.length === 0) {
        notes.push(`corpus ${file} has no ${domain} cases`);
        continue;
      }
      corpusBatches.push({ name: basename(file).replace(/\.json$/, ''), cases });
      for (const c of cases) {
        const depth = searched ? recorded.get(c)! : oracle.distance(c);
        const bucket = buckets.find((b) => b.depth === depth);
        if (bucket) bucket.cases.push(c);
        else if (depth !== 255) buckets.push({ depth, cases: [c] });
      }
    }
    buckets.sort((a, b) => a.depth - b.depth);
  }
  for (const b of buckets) if (b.cases.length < perDepth) notes.push(`depth ${b.depth}: only ${plural(b.cases.length, 'case')} found`);
  workCases(domain, puzzle); // the fixed work cases (built once per process), before the phases' clock matters

  // 1. Setup, apart from per-case cost.
  const setupMs = new Map<string, number>();
  const spaces = new Map<string, SearchSpace>();
  for (const b of buckets) for (const c of b.cases) for (const sub of rules.subproblems(c)) spaces.set(sub.space.key, sub.space);
  // A space's own preparation (the 4x4 pattern tables) is built once per process, so it counts as
  // the setup of the first solver measured (on those spaces the only one that applies: idastar).
  const preparedSpaces = [...spaces.values()].filter((s) => (s as FastSearchSpace).prepare !== undefined);
  for (const solver of solvers) {
    const t0 = performance.now();
    for (const space of preparedSpaces) (space as FastSearchSpace).prepare!();
    if (solver.prepare) {
      clearDistanceTables();
      for (const space of spaces.values()) solver.prepare(space);
    }
    const measured = solver.prepare !== undefined || (setupMs.size === 0 && preparedSpaces.length > 0);
    setupMs.set(solver.name, measured ? round(performance.now() - t0, 6) : 0);
  }

  // 2. In-process latency per (solver, depth bucket).
  const solverResults: { solver: SolverInfo; buckets: DepthBucketResult[]; skipped: { depth: number; reason: string }[] }[] = solvers.map((solver) => ({
    solver,
    buckets: [],
    skipped: [],
  }));
  {
    const phaseEnd = clock.at(PHASE_END.latency);
    let pairsLeft = solvers.length * buckets.length;
    for (const entry of solverResults) {
      const { solver } = entry;
      let tooSlowAt: number | null = null;
      log(`bench ${domain}: timing ${solver.name} per depth (at ${clock.elapsed()})`);
      for (const bucket of buckets) {
        const slot = Math.max(0, phaseEnd - performance.now()) / pairsLeft--;
        if (clock.aborted) {
          entry.skipped.push({ depth: bucket.depth, reason: 'interrupted' });
          continue;
        }
        if (tooSlowAt !== null) {
          entry.skipped.push({ depth: bucket.depth, reason: `a shallower bucket (depth ${tooSlowAt}) already took longer than its time budget` });
          continue;
        }
        if (slot < 1 && options.latencyRuns === undefined) {
          entry.skipped.push({ depth: bucket.depth, reason: 'out of time for in-process timings' });
          continue;
        }
        const result = await timeBucket(rules, solver, bucket.depth, bucket.cases, slot, options.latencyRuns);
        if ('skip' in result) {
          entry.skipped.push({ depth: bucket.depth, reason: result.skip });
          tooSlowAt = bucket.depth;
        } else entry.buckets.push(result);
      }
    }
  }

  // 2b. Exact work counts per bucket on the fixed work cases (bench/work.ts).
  let work: WorkReport | undefined;
  if (clock.aborted) complete = false;
  else {
    log(`bench ${domain}: work counts on the fixed work cases (at ${clock.elapsed()})`);
    work = await measureWork(domain, solvers, clock.at(PHASE_END.work), options.signal, { puzzle });
    for (const s of work.solvers) {
      if (s.stopped === 'out of time') notes.push(`work counts of ${s.solver}: out of time ${s.buckets.length === 0 ? 'before depth 0' : `after depth ${s.buckets.length - 1}`}`);
    }
  }

  // 2c. Nodes per instance on the puzzle's standard instances, beside published figures (bench/published.ts).
  let published: PublishedWork | undefined;
  if (!clock.aborted && solvers.length > 0) {
    published = measurePublished(domain, solvers, clock.at(PHASE_END.published), options.signal, puzzle);
    if (published) {
      log(`bench ${domain}: nodes per instance on ${published.instances} (at ${clock.elapsed()})`);
      for (const s of published.solvers) {
        if (s.solved < published.instanceCount) notes.push(`${published.instances}: ${s.solver} solved ${s.solved} of ${published.instanceCount} instances in its time (its averages are over those)`);
        if (!s.lengthsMatch) notes.push(`${published.instances}: ${s.solver} gave an answer of another length than the instance's recorded optimum`);
      }
    }
  }

  // 3. Whole processes on judge-format batches.
  const batches: BatchFile[] = [];
  const batchCasesByName = new Map<string, unknown[]>();
  const addBatch = (name: string, cases: unknown[], description: string): void => {
    const file = join(batchDir, `${domain}-${name}.txt`);
    writeFileSync(file, puzzle.formatInput(cases));
    batches.push({ name, file, cases: cases.length, description });
    batchCasesByName.set(name, cases);
  };
  addBatch('random', puzzle.randomJudgeCases(batchCases, seed), `${batchCases} random judge cases (seed ${seed})`);
  const max = puzzle.maxDepth;
  const { hardDepths: hardCount = 2, deepestShare = 1 } = puzzle.defaults;
  const hardDepths = Array.from({ length: hardCount }, (_, i) => max - hardCount + 1 + i);
  // As many of each depth as there are, deepest first, filled up from the shallower ones.
  const byDepth = hardDepths
    .map((d, i) => puzzle.depthCases(d === max ? Math.ceil(batchCases * deepestShare) : batchCases, seed + 1 + i, [d])[0])
    .reverse();
  const hard: unknown[] = [];
  for (let k = 0; hard.length < batchCases && byDepth.some((b) => k < b.cases.length); k++) {
    for (const b of byDepth) if (k < b.cases.length && hard.length < batchCases) hard.push(b.cases[k]);
  }
  addBatch('hard', hard, `${hard.length} cases at optimal depth ${hardDepths[0]}-${max}, the deepest there are`);
  for (const corpus of corpusBatches) addBatch(corpus.name, corpus.cases, `corpus ${corpus.name}`);

  const processes: ProcessTiming[] = [];
  if (clock.aborted) complete = false;
  else {
    const phaseEnd = clock.at(PHASE_END.processes);
    const programs: { program: string; command: string; run: string | string[] }[] = [
      { program: 'lexpath', command: `lexpath solve ${domain}`, run: lexpathArgv(domain, puzzleFile) },
      ...options.programs.map((p) => ({ program: p.name, command: p.command, run: p.command })),
    ];
    const givenUp = new Map<string, string>(); // programs that timed out: not run on later batches
    for (const [i, batch] of batches.entries()) {
      if (clock.aborted) break;
      const slice = Math.max(0, phaseEnd - performance.now()) / (batches.length - i);
      log(`bench ${domain}: whole processes on ${batch.name} (${batch.cases} cases; at ${clock.elapsed()})`);
      processes.push(...(await timeProcesses(batch, programs, slice, options.maxRuns ?? BENCH_DEFAULTS.maxRuns, options.signal, notes, givenUp)));
    }
  }

  // 4. Scaling and memory: each solver as its own process on T cases.
  const scaling: ScalingPoint[] = [];
  const scalingSkipped: { solver: string; cases: number; reason: string }[] = [];
  const peakRss = new Map<string, number>();
  let baselineRssMb: number | null = null;
  let rssSource: 'vmhwm' | 'maxrss' | null = null;
  if (clock.aborted) complete = false;
  else {
    const counts = options.scalingCounts ?? BENCH_DEFAULTS.scalingCounts;
    const pool = puzzle.randomJudgeCases(Math.min(BENCH_DEFAULTS.scalingPool, Math.max(...counts)), seed + 2);
    const files = new Map<number, string>();
    const fileFor = (count: number): string => {
      let file = files.get(count);
      if (!file) {
        file = join(batchDir, `${domain}-scaling-${count}.txt`);
        writeFileSync(file, puzzle.formatInput(Array.from({ length: count }, (_, i) => pool[i % pool.length])));
        files.set(count, file);
      }
      return file;
    };
    const inProcessPerCase = new Map<string, number>();
    for (const { solver, buckets: measured, skipped } of solverResults) {
      if (skipped.length === 0 && measured.length > 0) inProcessPerCase.set(solver.name, measured.reduce((sum, b) => sum + b.latency.mean, 0) / measured.length);
    }
    const bare = await runProcess([process.execPath, '--import', RSS_HOOK, '-e', ''], { input: fileFor(counts[0]), timeoutMs: 10_000, keepStdout: false });
    baselineRssMb = bare.maxRssMb;
    const phaseEnd = clock.at(PHASE_END.scaling);
    for (const [i, solver] of solvers.entries()) {
      const solverEnd = performance.now() + Math.max(0, phaseEnd - performance.now()) / (solvers.length - i);
      log(`bench ${domain}: ${solver.name} as a process on ${counts.join(', ')} cases (at ${clock.elapsed()})`);
      let previous: { cases: number; ms: number } | null = null;
      let before: { cases: number; ms: number } | null = null;
      for (const count of counts) {
        const left = solverEnd - performance.now();
        const skip = (reason: string) => {
          for (const c of counts.filter((c) => c >= count)) scalingSkipped.push({ solver: solver.name, cases: c, reason });
        };
        if (clock.aborted) {
          skip('interrupted');
          break;
        }
        // From the last two runs: a fixed part (start-up, tables) plus a cost per case. From one run:
        // the in-process mean per case over all depths, if every depth was measured; else linear.
        const perCase = previous && before ? Math.max(0, (previous.ms - before.ms) / (previous.cases - before.cases)) : inProcessPerCase.get(solver.name) ?? null;
        const predicted = !previous ? 0 : perCase === null ? (previous.ms * count) / previous.cases : previous.ms + perCase * (count - previous.cases);
        if (!previous && left < 0) {
          skip('out of time for scaling runs');
          break;
        }
        if (predicted > left) {
          skip(`would take about ${formatDuration(predicted)} (predicted from the runs on fewer cases), more than the ${formatDuration(Math.max(0, left))} left for it`);
          break;
        }
        const run = await runProcess(lexpathArgv(domain, puzzleFile, solver, RSS_HOOK), {
          input: fileFor(count),
          timeoutMs: previous ? left : Math.max(left, MIN_PROCESS_TIMEOUT_MS),
          keepStdout: false,
          signal: options.signal,
        });
        if (run.killed !== null || run.code !== 0) {
          skip(run.killed ?? `exit code ${run.code}: ${run.stderr.split('\n')[0]}`);
          break;
        }
        scaling.push({ solver: solver.name, cases: count, totalMs: round(run.ms, 6), maxRssMb: run.maxRssMb === null ? null : round(run.maxRssMb, 4) });
        if (run.maxRssMb !== null) peakRss.set(solver.name, Math.max(peakRss.get(solver.name) ?? 0, run.maxRssMb));
        rssSource = run.rssSource ?? rssSource;
        before = previous;
        previous = { cases: count, ms: run.ms };
      }
    }
    for (const file of files.values()) rmSync(file, { force: true }); // big, and rebuilt from the seed
  }
  if (clock.aborted) {
    complete = false;
    notes.push('interrupted: the phases not reached are missing');
  }

  const memoryMethod =
    'peak RSS that the `lexpath solve ' + domain + ' --solver NAME` process reports at exit from a preloaded hook ' +
    (rssSource === 'maxrss' ? '(process.resourceUsage().maxRSS: no /proc here)' : '(VmHWM in /proc/self/status: its own address space only)') +
    ', largest over its scaling runs' +
    (baselineRssMb === null ? '' : `; a bare Node process reports ${round(baselineRssMb, 3)} MB`);
  const solverBenches: SolverBench[] = solverResults.map(({ solver, buckets, skipped }) => ({
    solver: solver.name,
    expected: solver.expected,
    setupMs: setupMs.get(solver.name) ?? 0,
    peakMemoryMb: peakRss.has(solver.name) ? round(peakRss.get(solver.name)!, 4) : null,
    memoryMethod: peakRss.has(solver.name) ? memoryMethod : null,
    buckets,
    skipped,
  }));
  const report: BenchReport = {
    kind: 'bench',
    version: 1,
    domain,
    title: puzzle.title,
    seed,
    startedAt,
    machine: { node: process.version, cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? 'unknown', platform: `${platform()} ${process.arch}` },
    solvers: solverBenches,
    processes,
    scaling,
    budgetMs: options.budgetMs,
    complete,
    notes,
    scalingSkipped,
    batches,
    ...(work ? { work } : {}),
    ...(published ? { published } : {}),
  };
  writeJsonAtomic(join(outDir, `bench-${domain}.json`), report);
  return report;
}

/**
 * Times one solver on one bucket with tinybench; skips when a single case overruns the slot. With
 * `fixedRuns`, exactly that many timed runs of one case each, and no skip.
 */
async function timeBucket(
  puzzle: Puzzle<unknown>,
  solver: SolverInfo,
  depth: number,
  cases: readonly unknown[],
  slotMs: number,
  fixedRuns?: number,
): Promise<DepthBucketResult | { skip: string }> {
  const statsByCase = new Map<number, { expanded: number; generated: number }>();
  const solveAt = (i: number): void => {
    const answer = solveCase(puzzle, solver.search, cases[i]);
    if (!answer.solved) throw new Error(`${solver.name} found no answer for a depth-${depth} case`);
    if (!statsByCase.has(i)) statsByCase.set(i, answer.stats);
  };
  const t0 = performance.now();
  solveAt(0);
  const probe = performance.now() - t0;
  if (probe > slotMs && fixedRuns === undefined) {
    return { skip: `one case took ${round(probe, 3)} ms, more than this bucket's ${round(slotMs, 3)} ms budget` };
  }
  const batch = fixedRuns !== undefined ? 1 : Math.max(1, Math.floor(slotMs / BENCH_DEFAULTS.samplesPerBucket / Math.max(probe, 0.0005)));
  let next = 1 % cases.length;
  const bench = new Bench(
    fixedRuns !== undefined
      ? { time: 0, iterations: fixedRuns, warmup: false, retainSamples: true, throws: true }
      : {
          time: slotMs,
          iterations: 1,
          warmup: true,
          warmupTime: Math.min(slotMs * 0.1, 50),
          warmupIterations: 1,
          retainSamples: true,
          throws: true,
        },
  );
  bench.add(
    `${solver.name}@${depth}`,
    () => {
      const start = performance.now();
      for (let k = 0; k < batch; k++) {
        solveAt(next);
        next = (next + 1) % cases.length;
      }
      const elapsed = performance.now() - start;
      return { overriddenDuration: elapsed / batch, overriddenIterationCost: elapsed };
    },
    { async: false },
  );
  await bench.run();
  const latency = latencyStats(bench.tasks[0]);
  if (!latency) return { skip: `tinybench: ${bench.tasks[0].result.state}` };
  const stats = [...statsByCase.values()];
  return {
    depth,
    cases: stats.length,
    latency,
    expanded: round(stats.reduce((s, x) => s + x.expanded, 0) / stats.length, 6),
    generated: round(stats.reduce((s, x) => s + x.generated, 0) / stats.length, 6),
    batch,
  };
}

/** Warm-up, then alternating timed runs of every program on one batch, within `sliceMs`. */
async function timeProcesses(
  batch: BatchFile,
  programs: readonly { program: string; command: string; run: string | string[] }[],
  sliceMs: number,
  maxRuns: number,
  signal: AbortSignal | undefined,
  notes: string[],
  givenUp: Map<string, string>,
): Promise<ProcessTiming[]> {
  const end = performance.now() + sliceMs;
  const runs = programs.map(() => [] as number[]);
  const errors = programs.map(() => null as string | null);
  const outputs = programs.map(() => null as string | null);
  const once = async (i: number, keepStdout: boolean, minTimeoutMs: number): Promise<ProcessRun> => {
    const run = await runProcess(programs[i].run, {
      input: batch.file,
      timeoutMs: Math.max(end - performance.now(), minTimeoutMs),
      keepStdout,
      signal,
    });
    if (run.killed !== null || run.code !== 0) errors[i] ??= run.killed ?? `exit code ${run.code}${run.stderr ? `: ${run.stderr.split('\n')[0]}` : ''}`;
    if (run.timedOut) givenUp.set(programs[i].program, `timed out on batch ${batch.name}`);
    return run;
  };
  // Warm-up: one untimed run each (its output is compared with lexpath's), and the cost of a round.
  let round1 = 0;
  for (let i = 0; i < programs.length; i++) {
    const gaveUp = givenUp.get(programs[i].program);
    if (gaveUp !== undefined) {
      errors[i] = `not run: ${gaveUp}`;
      continue;
    }
    const run = await once(i, true, MIN_PROCESS_TIMEOUT_MS);
    outputs[i] = run.stdout;
    round1 += run.ms;
  }
  const rounds = Math.max(1, Math.min(maxRuns, Math.floor((end - performance.now()) / Math.max(round1, 1))));
  if (rounds < maxRuns) notes.push(`${batch.name}: ${plural(rounds, 'timed run')} per program (budget), not ${maxRuns}`);
  for (let r = 0; r < rounds && !signal?.aborted; r++) {
    // Alternate the order, so no program always runs right after another.
    for (let j = 0; j < programs.length; j++) {
      const i = (j + r) % programs.length;
      if (errors[i] !== null) continue;
      const run = await once(i, false, 2 * round1);
      if (run.killed === null && run.code === 0) runs[i].push(run.ms);
    }
  }
  // A program with no successful run has no numbers to report (the note says why); without
  // lexpath's own, no ratio can be given, so the batch is left out.
  for (const [i, p] of programs.entries()) {
    if (runs[i].length === 0) notes.push(`${batch.name}: ${p.program} has no timing (${errors[i] ?? 'no run fitted in the budget'})`);
  }
  if (runs[0].length === 0) return [];
  const lexMedian = median(runs[0]);
  return programs.flatMap((p, i) => {
    if (runs[i].length === 0) return [];
    const m = median(runs[i]);
    const timing: ProcessTiming = {
      program: p.program,
      command: p.command,
      batch: batch.name,
      cases: batch.cases,
      runs: runs[i].map((x) => round(x, 6)),
      median: round(m, 6),
      min: round(Math.min(...runs[i]), 6),
      max: round(Math.max(...runs[i]), 6),
      ratioToLexpath: round(m / lexMedian, 4),
      warmup: 1,
      outputMatches: outputs[0] === null ? null : outputs[i] === outputs[0],
      ...(errors[i] !== null ? { error: errors[i]! } : {}),
    };
    return [timing];
  });
}

/** The side-by-side table of whole-process timings (ms) printed by `lexpath bench`. */
export function formatProcessTable(report: BenchReport): string {
  if (report.processes.length === 0) return `No whole-process timings for ${report.domain} (out of time).\n`;
  const programs = [...new Set(report.processes.map((p) => p.program))];
  const batchNames = [...new Set(report.processes.map((p) => p.batch))];
  const cell = (p: ProcessTiming | undefined): string => {
    if (!p) return '-';
    if (!Number.isFinite(p.median)) return p.error ? `failed (${p.error.slice(0, 40)})` : '-';
    const ratio = p.program === 'lexpath' || !Number.isFinite(p.ratioToLexpath) ? '' : ` (${p.ratioToLexpath.toFixed(2)}x)`;
    const mismatch = p.outputMatches === false ? ' DIFFERS' : '';
    return `${p.median.toFixed(1)}${ratio}${mismatch}`;
  };
  const rows = batchNames.map((b) => {
    const first = report.processes.find((p) => p.batch === b)!;
    return [`${b} (${first.cases})`, ...programs.map((prog) => cell(report.processes.find((p) => p.batch === b && p.program === prog)))];
  });
  const header = ['batch (cases)', ...programs];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cols: string[]) => cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
  const runs = Math.max(...report.processes.map((p) => p.runs.length));
  return (
    `Whole-process time, ${report.domain}: median of up to ${runs} runs after a warm-up, ms (ratio to lexpath; < 1 is faster)\n` +
    `${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}\n`
  );
}

/** A few lines on the in-process results, for the terminal. */
export function formatLatencySummary(report: BenchReport): string {
  const lines = [`In-process per-case time, ${report.domain} (tinybench; ms at the median of each depth bucket):`];
  for (const s of report.solvers) {
    const measured = s.buckets.map((b) => `${b.depth}:${b.latency.p50.toPrecision(3)}`);
    const skipped = s.skipped.length > 0 ? `; skipped depth ${s.skipped[0].depth}+ (${s.skipped[0].reason})` : '';
    const setup = s.setupMs > 0 ? `, setup ${s.setupMs.toFixed(1)} ms` : '';
    const memory = s.peakMemoryMb !== null ? `, peak ${s.peakMemoryMb.toFixed(0)} MB` : '';
    lines.push(`  ${s.solver}${setup}${memory}: ${measured.length > 0 ? `depth:ms ${measured.join(' ')}` : 'no bucket measured'}${skipped}`);
  }
  const scaled = [...new Set(report.scaling.map((p) => p.solver))].map((solver) => {
    const points = report.scaling.filter((p) => p.solver === solver).map((p) => `${p.cases}:${Math.round(p.totalMs)}`);
    return `  ${solver}: cases:ms ${points.join(' ')}`;
  });
  if (scaled.length > 0) lines.push('Total process time against the number of cases:', ...scaled);
  const published = report.published;
  if (published) {
    lines.push(`States expanded per instance on ${published.instances}:`);
    for (const s of published.solvers) {
      lines.push(`  ${s.solver}: ${Math.round(s.expandedPerInstance).toLocaleString('en-US')} (${s.solved} of ${published.instanceCount} instances, ${s.msPerInstance} ms each${s.lengthsMatch ? '' : '; LENGTHS DIFFER from the recorded optima'})`);
    }
    for (const f of published.published) lines.push(`  published, ${f.method}: ${f.nodesPerInstance.toLocaleString('en-US')} (${f.source})`);
  }
  return `${lines.join('\n')}\n`;
}
