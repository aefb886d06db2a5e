/**
 * `lexpath nightly` as a library call: verify both puzzles, bench them, write the report, and keep
 * a history, all within one time budget.
 *
 * Each run writes its own folder OUT/<YYYY-MM-DDTHH-MM-SS>/: verify-<domain>.json, bench-<domain>.json,
 * nightly.json (NightlyRun), benchmark-action.json (github-action-benchmark customSmallerIsBetter),
 * batches/, and the report (charts, summary.md, index.html); then appends one line to
 * OUT/history.jsonl. Every file is written to a temporary name and renamed; the history line is
 * appended once, whole. Out of time or interrupted, the run is marked incomplete, never corrupt.
 *
 * The budget counts from the process start: a reserve for the report (10%, 2-20 s), then 70% of
 * the rest for verify (the gate) and the remainder for bench (half per puzzle). Verify runs in
 * rounds in a worker thread: round 1 is the shipped corpora, saved regressions and a few random
 * cases (seed S); Eight's round 1 may use all of verify's time, Rotation gets what is left. If a
 * puzzle's round 1 ends before its half of verify's time, round 2 adds random cases (seed S + 1),
 * as many as round 1's cost per case says fit. A round still running when verify's time is up is
 * stopped; that puzzle is then not verified tonight and the run is marked incomplete.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { compiledHarnessModule } from '../package-paths.js';
import { CORPORA_DIR } from '../corpus.js';
import { sortedVerdicts } from '../verify/merge.js';
import type { SolverReport, Verdict, VerifyReport } from '../verify/types.js';
import { actionBenchmarks } from './action.js';
import { runBench, type BenchOptions } from './bench.js';
import { formatDuration } from './duration.js';
import { writeJsonAtomic } from './files.js';
import {
  appendHistoryLine,
  benchMedians,
  counterexamplesOf,
  HISTORY_FILE,
  newCounterexamples,
  readHistory,
  solverMedians,
} from './history.js';
import { formatGate, gateNight } from './gate.js';
import { detectSlowdowns } from './regression.js';
import type { BenchReport, HistoryLine, NightlyRun } from './types.js';
import type { VerifyJob, VerifyWorkerMessage } from './verify-worker.js';
import { plural } from '../plural.js';

/** Every 8/8/8 board that needs 13 moves: nightly's second Rotation round runs them all. */
const DEPTH_13_CORPUS = join(CORPORA_DIR, 'performance', 'rotation-depth-13.json');

export interface NightlyOptions {
  readonly outDir: string;
  readonly budgetMs: number;
  readonly seed: number;
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
  /** Bench sizes (tests make them small). */
  readonly bench?: Partial<Pick<BenchOptions, 'solvers' | 'casesPerDepth' | 'batchCases' | 'scalingCounts' | 'maxRuns'>>;
  /** Per-case time limit for verify (default 2000 ms, as `lexpath verify`). */
  readonly verifyTimeLimitMs?: number;
  /** Render the report (default true; tests may skip the charts). */
  readonly report?: boolean;
  /** performance.now() from which the budget counts (the CLI passes 0: the process start). */
  readonly budgetFrom?: number;
}

export interface NightlyResult {
  readonly dir: string;
  readonly historyFile: string;
  readonly run: NightlyRun;
  /** Every file written into the run folder (and the history file). */
  readonly written: string[];
  readonly reportError: string | null;
  readonly problems: string[];
}

const DOMAINS: readonly PuzzleName[] = ['eight', 'rotation'];
/** Random cases in verify's first round (beside the corpora); verify's own defaults are 300 / 40. */
const FIRST_ROUND: Record<PuzzleName, number> = { eight: 60, rotation: 30 };
const MAX_ROUND_TWO: Record<PuzzleName, number> = { eight: 20_000, rotation: 2_000 };
/** Verify's part of the budget after the report's reserve: it is the gate, bench gets the rest. */
const VERIFY_SHARE = 0.7;
const VERIFY_WORKER = compiledHarnessModule('bench/verify-worker.js');

/** 2026-11-29T21:04:05.123Z -> 2026-11-29T21-04-05 */
export function runName(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

/** Runs verify() in a worker until it answers, the deadline passes, or the signal aborts. */
function verifyInWorker(job: VerifyJob, deadline: number, signal?: AbortSignal): Promise<{ report: VerifyReport } | { cut: string }> {
  return new Promise((resolvePromise) => {
    if (signal?.aborted) return resolvePromise({ cut: 'interrupted' });
    const worker = new Worker(VERIFY_WORKER, { workerData: job });
    let settled = false;
    const settle = (value: { report: VerifyReport } | { cut: string }): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      resolvePromise(value);
    };
    const timer = setTimeout(() => settle({ cut: 'out of time' }), Math.max(0, deadline - performance.now()));
    const onAbort = (): void => settle({ cut: 'interrupted' });
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: VerifyWorkerMessage) =>
      settle('report' in message ? { report: message.report as VerifyReport } : { cut: `verify failed to run: ${message.error}` }),
    );
    worker.on('error', (error) => settle({ cut: `verify failed to run: ${error.message}` }));
    worker.on('exit', () => settle({ cut: 'verify stopped without a report' }));
  });
}

/** Two rounds of one domain as one report: counts add up, a solver passes if it passed both. */
export function combineRounds(first: VerifyReport, second: VerifyReport): VerifyReport {
  const solvers: SolverReport[] = first.solvers.map((a) => {
    const b = second.solvers.find((s) => s.name === a.name);
    if (!b) return a;
    const verdicts: Partial<Record<Verdict, number>> = { ...a.verdicts };
    for (const [v, n] of Object.entries(b.verdicts) as [Verdict, number][]) verdicts[v] = (verdicts[v] ?? 0) + n;
    return {
      ...a,
      passed: a.passed && b.passed,
      verdicts: sortedVerdicts(verdicts),
      skipped: a.skipped + b.skipped,
      counterexample: a.counterexample ?? b.counterexample,
    };
  });
  return {
    ...first,
    cases: first.cases + second.cases,
    ok: solvers.every((s) => (s.expected === 'correct' ? s.passed : !s.passed)),
    solvers,
  };
}

/**
 * Verifies one domain: round 1 may run until `deadline`; round 2 is sized to end near `share`
 * (this domain's fair part of the verify time), and stopped at `deadline`.
 */
async function verifyDomain(
  domain: PuzzleName,
  seed: number,
  share: number,
  deadline: number,
  dir: string,
  timeLimitMs: number,
  notes: string[],
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<VerifyReport | null> {
  const workers = availableParallelism();
  const t0 = performance.now();
  log(`nightly: verify ${domain}, round 1 (corpora, regressions, ${FIRST_ROUND[domain]} random cases; ${formatDuration(deadline - t0)} left for it)`);
  const first = await verifyInWorker({ domain, seed, randomCases: FIRST_ROUND[domain], timeLimitMs, workers }, deadline, signal);
  if ('cut' in first) {
    notes.push(`verify ${domain}: ${first.cut} in round 1 (after ${formatDuration(performance.now() - t0)}); ${domain} is not verified tonight`);
    return null;
  }
  const t1 = performance.now();
  const perCase = (t1 - t0) / Math.max(1, first.report.cases); // fixed costs included: errs on the safe side
  const left = Math.min(share, deadline) - t1;
  const cases = Math.min(MAX_ROUND_TWO[domain], Math.floor((0.6 * left) / perCase));
  if (cases < 10 || signal?.aborted) return first.report;
  log(`nightly: verify ${domain}, round 2 (${cases} random cases, seed ${seed + 1})`);
  const second = await verifyInWorker(
    // Rotation: round 2 also runs every one of the 192 boards that need 13 moves.
    { domain, seed: seed + 1, randomCases: cases, timeLimitMs, workers, corpora: domain === 'rotation' ? [DEPTH_13_CORPUS] : [], regressionsDir: join(dir, 'no-regressions') },
    deadline,
    signal,
  );
  if ('cut' in second) {
    notes.push(`verify ${domain}: round 2 (${cases} random cases) ${second.cut}; the report has round 1 only`);
    return first.report;
  }
  return combineRounds(first.report, second.report);
}

export async function runNightly(options: NightlyOptions): Promise<NightlyResult> {
  const log = options.log ?? (() => {});
  const { seed, signal } = options;
  const started = new Date();
  const end = (options.budgetFrom ?? performance.now()) + options.budgetMs - 300; // 300 ms to exit
  const reserve = Math.min(20_000, Math.max(2_000, options.budgetMs * 0.1));
  const root = resolve(options.outDir);
  let name = runName(started);
  for (let k = 2; existsSync(join(root, name)); k++) name = `${runName(started)}-${k}`;
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  // A first nightly.json, replaced when the run ends: a run killed outright (SIGKILL, power cut)
  // leaves it behind, unfinished (finishedAt null), and `lexpath report` marks the folder INCOMPLETE.
  writeJsonAtomic(join(dir, 'nightly.json'), {
    kind: 'nightly',
    version: 1,
    startedAt: started.toISOString(),
    finishedAt: null,
    complete: false,
    seed,
    budgetMs: options.budgetMs,
    verify: [],
    bench: [],
    run: name,
    notes: ['the run was stopped before it finished (this is the file it wrote when it began)'],
  } satisfies NightlyRun);
  const written: string[] = [];
  const notes: string[] = [];
  const problems: string[] = [];
  const write = (file: string, value: unknown): void => {
    writeJsonAtomic(join(dir, file), value);
    written.push(join(dir, file));
  };

  // Verify (the gate), then bench.
  const usable = Math.max(0, end - reserve - performance.now());
  const verifyEnd = performance.now() + usable * VERIFY_SHARE;
  const verify: VerifyReport[] = [];
  for (const [i, domain] of DOMAINS.entries()) {
    if (signal?.aborted) break;
    const share = performance.now() + (verifyEnd - performance.now()) / (DOMAINS.length - i);
    const report = await verifyDomain(domain, seed, share, verifyEnd, dir, options.verifyTimeLimitMs ?? 2000, notes, log, signal);
    if (report) {
      verify.push(report);
      write(`verify-${domain}.json`, report);
    }
  }
  const bench: BenchReport[] = [];
  for (const [i, domain] of DOMAINS.entries()) {
    if (signal?.aborted) break;
    const share = (end - reserve - performance.now()) / (DOMAINS.length - i);
    if (share < 500) {
      notes.push(`bench ${domain}: out of time before it began`);
      continue;
    }
    const report = await runBench({
      domain,
      solvers: options.bench?.solvers ?? [],
      programs: [],
      corpora: [],
      outDir: dir,
      seed,
      budgetMs: share,
      signal,
      log,
      ...options.bench,
    });
    bench.push(report);
    written.push(join(dir, `bench-${domain}.json`));
  }
  if (signal?.aborted) notes.push('interrupted (a stop signal): the phases not reached are missing');

  // Compare with earlier nights.
  const historyFile = join(root, HISTORY_FILE);
  const earlier = readHistory(historyFile, problems).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  const medians = benchMedians(bench);
  const slowdowns = detectSlowdowns(solverMedians(medians), earlier.map((line) => solverMedians(line.medians)));
  // Work counts against earlier nights, and the A/B re-run of flagged slowdowns (half the report's reserve).
  const gate = await gateNight({ bench, earlier, slowdowns, deadline: end - reserve / 2, seed, signal, log });
  const counterexamples = counterexamplesOf(verify);
  const fresh = newCounterexamples(counterexamples, earlier);
  const verifyOk = verify.every((r) => r.ok);
  const complete =
    !signal?.aborted && verify.length === DOMAINS.length && bench.length === DOMAINS.length && bench.every((b) => b.complete !== false);

  const run: NightlyRun = {
    kind: 'nightly',
    version: 1,
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    complete,
    seed,
    budgetMs: options.budgetMs,
    verify,
    bench,
    run: name,
    verifyOk,
    medians,
    slowdowns,
    newCounterexamples: fresh,
    workChanges: gate.workChanges,
    workCompared: gate.workCompared,
    slowdownChecks: gate.slowdownChecks,
    notes: [...notes, ...bench.flatMap((b) => (b.notes ?? []).map((n) => `bench ${b.domain}: ${n}`))],
  };
  write('nightly.json', run);
  write('benchmark-action.json', actionBenchmarks(bench));
  const line: HistoryLine = {
    run: name,
    startedAt: run.startedAt,
    seed,
    complete,
    verifyOk,
    medians,
    counterexamples,
    ...gate.historyFields,
  };
  appendHistoryLine(historyFile, line);
  written.push(historyFile);

  let reportError: string | null = null;
  if (options.report !== false) {
    log('nightly: writing the report');
    try {
      const { writeReport } = (await import('../report/report.js')) as { writeReport: (dir: string) => Promise<string[]> };
      written.push(...(await writeReport(dir)));
    } catch (error) {
      reportError = error instanceof Error ? error.message : String(error);
    }
  }
  return { dir, historyFile, run, written, reportError, problems };
}

/** What the command prints at the end. */
export function formatNightly(result: NightlyResult): string {
  const { run } = result;
  const lines: string[] = [];
  lines.push(`Nightly ${run.run}: ${run.complete ? 'complete' : 'INCOMPLETE'}, seed ${run.seed}, budget ${formatDuration(run.budgetMs)}`);
  for (const v of run.verify) {
    const failing = v.solvers.filter((s) => (s.expected === 'correct' ? !s.passed : s.passed));
    const caught = v.solvers.filter((s) => s.expected === 'buggy' && !s.passed).length;
    const buggy = v.solvers.filter((s) => s.expected === 'buggy').length;
    lines.push(
      `  verify ${v.domain}: ${v.ok ? 'ok' : 'FAILED'} on ${plural(v.cases, 'case')}; ${caught}/${buggy} known-buggy solvers caught` +
        (failing.length > 0 ? `; wrong: ${failing.map((s) => `${s.name} (${s.expected === 'correct' ? 'failed' : 'not caught'})`).join(', ')}` : ''),
    );
  }
  for (const b of run.bench) {
    const parts = b.solvers.filter((s) => s.buckets.length > 0).map((s) => `${s.solver} ${(run.medians ?? {})[`${b.domain}/${s.solver}`]?.toPrecision(3)} ms`);
    lines.push(`  bench ${b.domain}: median per case over depth buckets: ${parts.join(', ') || 'none measured'}`);
    const lex = b.processes.filter((p) => p.program === 'lexpath').map((p) => `${p.batch} ${Math.round(p.median)} ms`);
    if (lex.length > 0) lines.push(`    lexpath solve as a process: ${lex.join(', ')}`);
  }
  lines.push(...formatGate({ ...run, slowdowns: run.slowdowns ?? [] })); // slowdowns with their A/B re-runs, work counts
  const fresh = run.newCounterexamples ?? [];
  for (const c of fresh) lines.push(`  new counterexample (${c.expected ?? 'unknown'} solver ${c.solver}, ${c.domain}): ${c.replay}`);
  for (const note of run.notes ?? []) lines.push(`  note: ${note}`);
  if (result.reportError) lines.push(`  report not written: ${result.reportError}`);
  for (const p of result.problems) lines.push(`  history: ${p}`);
  lines.push(`Wrote ${result.dir}/ (${result.written.filter((f) => f.startsWith(result.dir)).length} files) and appended ${result.historyFile}`);
  return `${lines.join('\n')}\n`;
}
