/**
 * `lexpath verify` as a library call: runs every selected solver (built-in, in workers, and outside
 * programs) on one case list, judges each answer against the exact oracle, and shrinks each
 * solver's first failure into a replayable counterexample.
 */
import { availableParallelism } from 'node:os';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { findSolver, listSolvers } from '../../solvers/registry.js';
import { judgeFormat, type AnyJudgeFormat } from '../formats.js';
import { InputError } from '../judge-format.js';
import { goalDistances, Oracle } from '../oracle.js';
import { BuiltinRunner, SolverPool } from './builtin-runner.js';
import { judgeAnswer } from './judge-answer.js';
import { buildCaseList, shardOf, type VerifyCase } from './cases.js';
import { runCommandOnCases } from './command-runner.js';
import type { OutputMode } from './judge-output.js';
import { builtinCaseLimitMs, TIME_DEFAULTS, type TimeLimits } from './time-limits.js';
import { sortedVerdicts } from './merge.js';
import { shrinkCase, type Failure } from './shrink.js';
import type { CaseVerdict, Counterexample, RunResult, SolverReport, Verdict, VerifyReport } from './types.js';

export interface OutsideProgram {
  readonly name: string;
  readonly command: string;
}

export interface VerifyOptions {
  readonly domain: PuzzleName;
  /** Built-in solver names; empty: every built-in solver (correct and buggy), unless `builtins` is false. */
  readonly solvers: readonly string[];
  /** false: run no built-in solver unless named (e.g. only outside programs). Default true. */
  readonly builtins?: boolean;
  readonly programs: readonly OutsideProgram[];
  readonly randomCases: number;
  readonly seed: number;
  /** Per case for built-in solvers, and the unit of outside programs' run limits (time-limits.ts). */
  readonly timeLimitMs: number;
  /** Outside programs: once per run, for start-up and one-off setup. Default TIME_DEFAULTS.startupMs. */
  readonly startupMs?: number;
  /** How outside programs' output is read (judge-output.ts). Default 'strict'. */
  readonly outputMode?: OutputMode;
  /** Time for shrinking one counterexample; past it, the smallest failing case so far is reported. */
  readonly shrinkBudgetMs?: number;
  readonly corpora?: readonly string[];
  readonly inline?: readonly string[];
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly workers: number;
  /** A folder of the user's saved counterexamples, run after the shipped ones (see cases.ts). */
  readonly regressionsDir?: string;
  /** Called as (solver, case) results arrive: units done and failures so far, out of `total`. */
  readonly onProgress?: (done: number, total: number, failures: number) => void;
}

export const VERIFY_DEFAULTS = {
  randomCases: 300,
  timeLimitMs: TIME_DEFAULTS.caseMs,
  startupMs: TIME_DEFAULTS.startupMs,
  outputMode: 'strict' as OutputMode,
  shrinkBudgetMs: 20_000,
  workers: availableParallelism(),
} as const;

function limitsOf(options: Pick<VerifyOptions, 'timeLimitMs' | 'startupMs'>): TimeLimits {
  return { caseMs: options.timeLimitMs, startupMs: options.startupMs ?? VERIFY_DEFAULTS.startupMs };
}

/** One solver under test, however it runs. */
export interface Contender {
  readonly name: string;
  readonly expected: 'correct' | 'buggy';
  /** The verify options that select it, for replay commands. */
  readonly selector: string;
  /**
   * Runs `cases`; `onResult` may return true to stop early (later cases are dropped; earlier ones
   * may still report, so callers keep the earliest failure).
   */
  run(cases: readonly unknown[], onResult?: (index: number, result: RunResult) => boolean | void): Promise<(RunResult | null)[]>;
}

export type ContenderOptions = Pick<VerifyOptions, 'domain' | 'solvers' | 'programs' | 'timeLimitMs' | 'startupMs' | 'outputMode' | 'builtins'>;

export function contenders(options: ContenderOptions, pool: SolverPool, oracle: Oracle<unknown>): Contender[] {
  const { domain } = options;
  const limits = limitsOf(options);
  const lengthOf = (c: unknown): number => oracle.distance(c);
  const builtinNames =
    options.solvers.length === 0 && options.builtins !== false ? listSolvers(domain).map((s) => s.name) : options.solvers;
  const list: Contender[] = builtinNames.map((name) => {
    const solver = findSolver(name);
    if (!solver || !solver.puzzles.includes(domain)) throw new InputError(`no built-in solver named '${name}' for ${domain} (see \`lexpath solvers\`)`);
    const runner = new BuiltinRunner(pool, domain, name, (c) => builtinCaseLimitMs(limits, domain, lengthOf(c)), true);
    return {
      name,
      expected: solver.expected,
      selector: `--solver ${name}`,
      run: (cases, onResult) => runner.run(cases, onResult),
    };
  });
  for (const program of options.programs) {
    if (list.some((c) => c.name === program.name)) throw new InputError(`--cmd ${program.name}: that name is already taken`);
    list.push({
      name: program.name,
      expected: 'correct',
      selector: `--no-builtins --cmd ${shellQuote(`${program.name}=${program.command}`)}`,
      run: (cases, onResult) =>
        runCommandOnCases(domain, program.command, cases, { limits, mode: options.outputMode ?? 'strict', lengthOf }, onResult),
    });
  }
  return list;
}

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function judgeResult(oracle: Oracle<unknown>, domain: PuzzleName, c: unknown, result: RunResult): CaseVerdict {
  if (result.kind !== 'answer') return { verdict: result.kind, detail: result.detail, ...(result.output === undefined ? {} : { printed: result.output }) };
  const judged = result.judged ?? judgeAnswer(oracle, domain, c, result.moves, result.label);
  return { ...judged, printed: result.printed };
}

export function inlineCaseText(format: AnyJudgeFormat, c: unknown): string {
  return format.puzzle.name === 'eight' ? `${(c as { start: string }).start} ${(c as { goal: string }).goal}` : format.describeCase(c);
}

function answerMoves(result: RunResult | null): string | null {
  return result?.kind === 'answer' ? result.moves : null;
}

/** What a counterexample's replay command needs to know about the run. */
export type RunContext = Pick<VerifyOptions, 'domain' | 'seed' | 'timeLimitMs' | 'startupMs' | 'outputMode' | 'shrinkBudgetMs'>;

/** The command that runs `contender` alone on exactly `cases`, in one batch. */
export function replayCommand(options: RunContext, format: AnyJudgeFormat, contender: Contender, cases: readonly unknown[]): string {
  const startup = (options.startupMs ?? VERIFY_DEFAULTS.startupMs) !== VERIFY_DEFAULTS.startupMs ? ` --startup-allowance ${options.startupMs}` : '';
  const mode = (options.outputMode ?? 'strict') !== 'strict' ? ` --format ${options.outputMode}` : '';
  const caseFlags = cases.map((c) => `--case ${shellQuote(inlineCaseText(format, c))}`).join(' ');
  return `lexpath verify --domain ${options.domain} ${contender.selector} --time-limit ${options.timeLimitMs}${startup}${mode} ${caseFlags}`;
}

/**
 * The smallest batch (a sub-list of `batch`, in order, keeping `batch[keep]`) in which `contender`
 * still shows `wanted`: other cases are dropped in halving chunks while the fault stays. For faults
 * that show only in multi-case runs (numbering, empty lines between cases).
 */
async function shrinkBatch(
  oracle: Oracle<unknown>,
  domain: PuzzleName,
  contender: Contender,
  batch: readonly unknown[],
  keep: number,
  wanted: Verdict,
  deadline: number,
): Promise<unknown[]> {
  const shows = async (candidate: readonly unknown[]): Promise<boolean> => {
    const results = await contender.run(candidate);
    return results.some((r, i) => r !== null && judgeResult(oracle, domain, candidate[i], r).verdict === wanted);
  };
  let current = batch.map((c, i) => ({ c, kept: i === keep }));
  for (let chunk = Math.ceil(current.length / 2); chunk >= 1; chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2)) {
    for (let at = 0; at < current.length && Date.now() < deadline; ) {
      const dropped = current.slice(at, at + chunk).filter((x) => !x.kept).length;
      const candidate = current.filter((x, i) => x.kept || i < at || i >= at + chunk);
      if (dropped > 0 && (await shows(candidate.map((x) => x.c)))) current = candidate;
      else at += chunk;
    }
  }
  return current.map((x) => x.c);
}

export async function counterexampleFor(
  options: RunContext,
  format: AnyJudgeFormat,
  oracle: Oracle<unknown>,
  contender: Contender,
  failure: VerifyCase,
  failedWith: RunResult,
  /** The cases the failing run was given (a batch fault names a stretch of them). */
  runCases: readonly unknown[] = [failure.case],
  onShrinkProgress?: (tried: number) => void,
): Promise<Counterexample> {
  const { domain } = options;
  const deadline = Date.now() + (options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs);
  const originalExpected = oracle.expected(failure.case)!;
  const original = { input: format.formatInput([failure.case]), optimalLength: originalExpected.moves.length };
  const judgeRun = async (cases: readonly unknown[]): Promise<(CaseVerdict | null)[]> =>
    (await contender.run(cases)).map((r, i) => (r ? judgeResult(oracle, domain, cases[i], r) : null));
  const originalVerdict = judgeResult(oracle, domain, failure.case, failedWith);
  const wanted = originalVerdict.verdict;
  const report = (cases: readonly unknown[], failing: unknown, verdict: CaseVerdict, shrunk: boolean): Counterexample => ({
    caseIndex: failure.index,
    origin: failure.origin,
    verdict: verdict.verdict,
    detail: verdict.detail,
    input: format.formatInput(cases),
    cases: cases.length,
    optimalLength: oracle.distance(failing),
    expected: format.formatOutput(cases.map((c) => oracle.expected(c)!)),
    actual: verdict.printed ?? null,
    certificate: verdict.certificate ?? null,
    original,
    shrunk,
    seed: options.seed,
    replay: replayCommand(options, format, contender, cases),
  });
  let tried = 0;

  if (wanted === 'time-limit') {
    // Already seen twice. Shrinking would run many more slow cases, and a smaller case that does
    // not time out is no counterexample: report it as it ran (alone, if it times out alone).
    const [alone] = failedWith.kind !== 'answer' && failedWith.batch ? await judgeRun([failure.case]) : [originalVerdict];
    if (alone?.verdict === wanted || !(failedWith.kind !== 'answer' && failedWith.batch)) return report([failure.case], failure.case, alone ?? originalVerdict, false);
    return report(runCases.slice(failedWith.batch.from, failedWith.batch.to), failure.case, originalVerdict, false);
  }

  if (failedWith.kind !== 'answer' && failedWith.batch) {
    // A fault seen in a batch: alone, the case may pass; then the smallest batch that shows it is the counterexample.
    const [alone] = await judgeRun([failure.case]);
    if (alone?.verdict !== wanted) {
      const batch = runCases.slice(failedWith.batch.from, failedWith.batch.to);
      const keep = runCases.indexOf(failure.case, failedWith.batch.from) - failedWith.batch.from;
      const smallest = await shrinkBatch(oracle, domain, contender, batch, keep, wanted, deadline);
      const verdicts = await judgeRun(smallest);
      const at = verdicts.findIndex((v) => v?.verdict === wanted);
      if (at >= 0) return report(smallest, smallest[at], verdicts[at]!, smallest.length < batch.length);
      return report(batch, failure.case, originalVerdict, false); // it did not show again: the batch as it ran
    }
  }

  // Shrink towards cases that fail the same way, so the counterexample explains the same mistake.
  const shrunk = await shrinkCase(domain, oracle, failure.case, answerMoves(failedWith), async (candidates) => {
    if (Date.now() > deadline) return null; // out of budget: keep the smallest failing case so far
    let found: Failure | null = null;
    await contender.run(candidates, (i, result) => {
      if (judgeResult(oracle, domain, candidates[i], result).verdict !== wanted) return false;
      if (found === null || i < found.index) found = { index: i, actualMoves: answerMoves(result) };
      return true;
    });
    onShrinkProgress?.((tried += candidates.length));
    return found;
  });
  const [verdict] = await judgeRun([shrunk]);
  // A shrunk case that does not fail the same way again (a time-out that did not recur) is no
  // counterexample: report the original case unshrunk.
  if (verdict?.verdict !== wanted) return report([failure.case], failure.case, originalVerdict, false);
  return report([shrunk], shrunk, verdict, oracle.distance(shrunk) < original.optimalLength);
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const format = judgeFormat(options.domain);
  const oracle = new Oracle<unknown>(format.puzzle);
  const cases = shardOf(
    buildCaseList({
      domain: options.domain,
      seed: options.seed,
      randomCases: options.randomCases,
      corpora: options.corpora,
      inline: options.inline,
      regressionsDir: options.regressionsDir,
    }),
    options.shard,
  );
  const pool = new SolverPool(options.workers);
  let selected: Contender[];
  try {
    selected = contenders(options, pool, oracle);
    if (selected.length === 0) throw new InputError('nothing to verify: --no-builtins runs only --cmd programs, and none was given');
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  const started = performance.now();
  // Build the oracle's tables once, here; the pool threads share them (shared memory).
  const built = new Set<string>();
  for (const c of cases) {
    for (const sub of format.puzzle.subproblems(c.case)) {
      if (!built.has(sub.space.key)) goalDistances(sub.space);
      built.add(sub.space.key);
    }
  }

  const total = cases.length * selected.length;
  let done = 0;
  let failures = 0;
  // Built-in solvers share the pool's threads; outside programs run beside them.
  const reports = await Promise.all(selected.map(async (contender): Promise<SolverReport> => {
    const verdicts: Partial<Record<Verdict, number>> = {};
    let firstFailure: VerifyCase | null = null;
    let firstFailedWith: RunResult | null = null;
    let firstFailureMs: number | null = null;
    const runCases = cases.map((c) => c.case);
    const results = await contender.run(
      runCases,
      (i, result) => {
        const { verdict } = judgeResult(oracle, options.domain, cases[i].case, result);
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
        if (verdict !== 'ok') {
          failures++;
          firstFailureMs ??= Math.round(performance.now() - started);
          if (firstFailure === null || cases[i].index < firstFailure.index) {
            firstFailure = cases[i];
            firstFailedWith = result;
          }
        }
        options.onProgress?.(++done, total, failures);
        // A bug-zoo variant is caught by its first failure: its remaining cases are not run.
        return verdict !== 'ok' && contender.expected === 'buggy';
      },
    );
    const skipped = results.filter((r) => r === null).length;
    const passed = firstFailure === null && skipped === 0;
    const counterexample =
      firstFailure && firstFailedWith ? await counterexampleFor(options, format, oracle, contender, firstFailure, firstFailedWith, runCases) : null;
    return {
      name: contender.name,
      expected: contender.expected,
      passed,
      verdicts: sortedVerdicts(verdicts),
      skipped,
      firstFailureMs,
      counterexample,
    };
  }));

  await pool.destroy();
  return {
    domain: options.domain,
    seed: options.seed,
    cases: cases.length,
    ok: reports.every((r) => (r.expected === 'correct' ? r.passed : !r.passed)),
    shard: options.shard,
    solvers: reports,
  };
}
