/**
 * `lexpath nightly` as a library call: verify the puzzles (by default every listed puzzle of the
 * registry: Eight II, Rotation, the 15-puzzle), bench them, write the report, and keep a history,
 * all within one time budget.
 *
 * Each run writes its own folder OUT/<YYYY-MM-DDTHH-MM-SS>/: verify-<domain>.json, bench-<domain>.json,
 * nightly.json (NightlyRun), benchmark-action.json (github-action-benchmark customSmallerIsBetter),
 * batches/, and the report (charts, summary.md, index.html); then appends one line to
 * OUT/history.jsonl. Every file is written to a temporary name and renamed; the history line is
 * appended once, whole. Out of time or interrupted, the run is marked incomplete, never corrupt.
 *
 * The budget counts from the process start: a reserve for the report (10%, 2-20 s), then 70% of
 * the rest for verify (the gate) and the remainder for bench. Both are split between the puzzles by
 * their `nightlyWeight` (puzzles/definition.ts; time a puzzle leaves unused goes to the next). In a
 * puzzle's time, every solver and program runs the listed cases, then random cases (seed S, led by
 * the puzzle's `nightlyLead` corpus: Rotation's 192 boards that need 13 moves) until a wind-down
 * before the end, each as many as its speed
 * allows, so the fast solvers verify hundreds of thousands of cases and the slow ones what fits;
 * each solver's count is in the report. A solver still on its listed cases when the puzzle's time
 * is up leaves that puzzle unverified tonight: the run is marked incomplete (and `lexpath nightly`
 * fails unless --allow-incomplete).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { findSolver, solverSkipReason } from '../../solvers/registry.js';
import { puzzleDefinition, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { LISTED_PUZZLES } from '../../puzzles/names.js';
import type { OutsideProgram } from '../verify/options.js';
import type { VerifyReport } from '../verify/types.js';
import { verify } from '../verify/verify.js';
import { actionBenchmarks } from '../history/action.js';
import { runBench, type BenchOptions } from '../bench/bench.js';
import { formatDuration } from '../../util/duration.js';
import { writeJsonAtomic } from '../../util/files.js';
import {
  appendHistoryLine,
  benchMedians,
  counterexamplesOf,
  HISTORY_FILE,
  newCounterexamples,
  readHistory,
  solverMedians,
} from '../history/history.js';
import { formatGate, gateNight } from '../history/gate.js';
import { detectSlowdowns } from '../history/regression.js';
import type { BenchReport } from '../bench/types.js';
import type { HistoryLine, NightlyRun } from '../history/types.js';
import { plural } from '../../util/plural.js';

/** A program for the night: for every puzzle, or for one. */
export interface NightlyProgram extends OutsideProgram {
  readonly puzzle?: PuzzleName;
}

/** One puzzle of the night: the name it runs under (files, verify, bench) and its definition. */
interface NightPuzzle {
  readonly domain: PuzzleName;
  readonly puzzle: AnyPuzzleDefinition;
}

/** The programs that take part in `domain`'s verify and bench. */
function programsFor(options: NightlyOptions, domain: PuzzleName): OutsideProgram[] {
  return (options.programs ?? []).filter((p) => p.puzzle === undefined || p.puzzle === domain).map(({ name, command }) => ({ name, command }));
}

export interface NightlyOptions {
  readonly outDir: string;
  readonly budgetMs: number;
  readonly seed: number;
  /** The puzzles of the night, in order (default: the registry's listed puzzles, NIGHTLY_PUZZLES). */
  readonly puzzles?: readonly PuzzleName[];
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
  /** Bench sizes (tests make them small). */
  readonly bench?: Partial<Pick<BenchOptions, 'solvers' | 'casesPerDepth' | 'batchCases' | 'scalingCounts' | 'maxRuns'>>;
  /** Per-case time limit for verify (default 2000 ms, as `lexpath verify`). */
  readonly verifyTimeLimitMs?: number;
  /** Built-in solvers to verify (default: all, correct and buggy). */
  readonly verifySolvers?: readonly string[];
  /** Outside programs verified and benched beside the built-in solvers (on `puzzle` only, when given). */
  readonly programs?: readonly NightlyProgram[];
  /** Verify's threads (default: the number of cores). */
  readonly workers?: number;
  /**
   * Verify reports made elsewhere (the workflow's merged shards): a puzzle with a sampled report
   * here is not verified again; exhaustive reports are kept as the night's exhaustive coverage.
   */
  readonly verifyReports?: readonly VerifyReport[];
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

/** A night's puzzles unless told otherwise: every puzzle the registry lists. */
export const NIGHTLY_PUZZLES: readonly PuzzleName[] = LISTED_PUZZLES;
/** Verify's part of the budget after the report's reserve: it is the gate, bench gets the rest. */
const VERIFY_SHARE = 0.7;
/** Shrinking one counterexample, at night (verify's default is 20 s). */
const NIGHTLY_SHRINK_MS = 5_000;
/** Random cases one solver may run in a night, at most (a bound, not a target). */
const MAX_RANDOM_CASES = 100_000_000;

/** 2026-11-29T21:04:05.123Z -> 2026-11-29T21-04-05 */
export function runName(date: Date): string {
  return date.toISOString().slice(0, 19).replace(/:/g, '-');
}

/**
 * Verifies one domain until `end` (performance.now() time). Every solver and program runs the
 * listed cases (regressions, corpora), then random cases until a wind-down before `end` (so each
 * gets as many as its speed allows: the threads are shared fairly in time, see builtin-runner.ts),
 * then shrinks its first failure. At `end`, whatever still runs is stopped: a solver that had not
 * finished its listed cases leaves the domain unverified tonight.
 */
async function verifyDomain(
  { domain, puzzle }: NightPuzzle,
  seed: number,
  end: number,
  options: NightlyOptions,
  notes: string[],
  log: (line: string) => void,
): Promise<VerifyReport | null> {
  const solvers = namedSolversFor(domain, puzzle, options.verifySolvers);
  if (solvers === null) {
    notes.push(`verify ${domain}: none of the solvers named (${options.verifySolvers!.join(', ')}) applies to it; ${domain} is not verified tonight`);
    return null;
  }
  const left = end - performance.now();
  const windDown = Math.min(20_000, Math.max(1_000, left * 0.2));
  log(`nightly: verify ${domain} (${formatDuration(left)}: listed cases, then random cases for ${formatDuration(Math.max(0, left - windDown))})`);
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), Math.max(0, left));
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  try {
    const report = await verify({
      domain,
      seed,
      solvers,
      programs: programsFor(options, domain),
      randomCases: MAX_RANDOM_CASES,
      streamUntil: Date.now() + Math.max(0, left - windDown),
      streamLead: puzzle.defaults.nightlyLead,
      timeLimitMs: options.verifyTimeLimitMs ?? 2000,
      shrinkBudgetMs: Math.min(NIGHTLY_SHRINK_MS, windDown / 2),
      shard: null,
      workers: options.workers ?? availableParallelism(),
      signal,
    });
    const unfinished = report.solvers.filter((s) => (s.unfinished ?? 0) > 0);
    if (unfinished.length > 0) {
      notes.push(
        `verify ${domain}: time was up before ${unfinished.map((s) => `${s.name} (${plural(s.unfinished!, 'listed case')} left)`).join(', ')} finished the listed cases; ${domain} is not verified tonight`,
      );
    }
    return report;
  } catch (error) {
    notes.push(`verify ${domain}: failed to run (${error instanceof Error ? error.message : String(error)}); ${domain} is not verified tonight`);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The named solvers that apply to `domain` ([] names none: every solver). null when names were given
 * and none applies (e.g. bfs-table on the 15-puzzle): that part of the puzzle's night is skipped.
 */
function namedSolversFor(domain: PuzzleName, puzzle: AnyPuzzleDefinition, names: readonly string[] | undefined): string[] | null {
  if (!names || names.length === 0) return [];
  const stateCount = puzzle.stateCount;
  const applying = names.filter((name) => {
    const solver = findSolver(name);
    return solver !== undefined && solverSkipReason(solver, domain, stateCount) === null; // null only for a puzzle it is written for
  });
  return applying.length > 0 ? applying : null;
}

/** A domain is verified when its report exists and every solver finished its listed cases. */
export function verifiedDomain(report: VerifyReport | undefined): boolean {
  return report !== undefined && report.solvers.every((s) => (s.unfinished ?? 0) === 0);
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
  const given = options.verifyReports ?? [];
  const exhaustive = given.filter((r) => r.coverage?.kind === 'exhaustive');
  const puzzles = options.puzzles ?? NIGHTLY_PUZZLES;
  // Each puzzle resolved once: its name stays for files, verify and bench, its definition gives the rest.
  const night: NightPuzzle[] = puzzles.map((domain) => ({ domain, puzzle: puzzleDefinition(domain) }));
  const weight = ({ puzzle }: NightPuzzle) => puzzle.defaults.nightlyWeight ?? 1;
  /** A puzzle's part of the time from now to `until`, against the puzzles after it in `order`. */
  const shareOf = (order: readonly NightPuzzle[], i: number, until: number): number =>
    ((until - performance.now()) * weight(order[i])) / order.slice(i).reduce((sum, d) => sum + weight(d), 0);
  const toVerify = night.filter(({ domain }) => {
    const report = given.find((r) => r.domain === domain && r.coverage?.kind !== 'exhaustive');
    if (report) {
      verify.push(report);
      write(`verify-${domain}.json`, report);
      log(`nightly: verify ${domain}: using the given report (${plural(report.cases, 'case')})`);
    }
    return !report;
  });
  for (const [i, entry] of toVerify.entries()) {
    if (signal?.aborted) break;
    const domainEnd = performance.now() + shareOf(toVerify, i, verifyEnd);
    const report = await verifyDomain(entry, seed, domainEnd, options, notes, log);
    if (report) {
      verify.push(report);
      write(`verify-${entry.domain}.json`, report);
    }
  }
  for (const report of exhaustive) write(`verify-${report.domain}-exhaustive.json`, report);
  const bench: BenchReport[] = [];
  for (const [i, { domain, puzzle }] of night.entries()) {
    if (signal?.aborted) break;
    const share = shareOf(night, i, end - reserve);
    if (share < 500) {
      notes.push(`bench ${domain}: out of time before it began`);
      continue;
    }
    const solvers = namedSolversFor(domain, puzzle, options.bench?.solvers);
    if (solvers === null) {
      notes.push(`bench ${domain}: none of the solvers named (${options.bench!.solvers!.join(', ')}) applies to it`);
      continue;
    }
    try {
      const report = await runBench({
        domain,
        programs: programsFor(options, domain),
        corpora: [],
        outDir: dir,
        seed,
        budgetMs: share,
        signal,
        log,
        ...options.bench,
        solvers,
      });
      bench.push(report);
      written.push(join(dir, `bench-${domain}.json`));
    } catch (error) {
      notes.push(`bench ${domain}: failed to run (${error instanceof Error ? error.message : String(error)})`);
    }
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
  const verifyOk = verify.every((r) => r.ok) && exhaustive.every((r) => r.ok);
  const verified = puzzles.filter((d) => verifiedDomain(verify.find((r) => r.domain === d)));
  const complete =
    !signal?.aborted && verified.length === puzzles.length && bench.length === puzzles.length && bench.every((b) => b.complete !== false);

  const run: NightlyRun = {
    kind: 'nightly',
    version: 1,
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    complete,
    seed,
    budgetMs: options.budgetMs,
    puzzles: [...puzzles],
    verify,
    ...(exhaustive.length > 0 ? { exhaustive } : {}),
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
      `  verify ${v.domain}: ${v.ok ? 'ok' : 'FAILED'}${verifiedDomain(v) ? '' : ' (unfinished)'}; ${caught}/${buggy} known-buggy solvers caught` +
        (failing.length > 0 ? `; wrong: ${failing.map((s) => `${s.name} (${s.expected === 'correct' ? 'failed' : 'not caught'})`).join(', ')}` : ''),
    );
    const counted = v.solvers.filter((s) => s.expected === 'correct').map((s) => `${s.name} ${(s.cases ?? v.cases).toLocaleString('en-US')}`);
    if (counted.length > 0) lines.push(`    cases judged: ${counted.join(', ')}`);
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
