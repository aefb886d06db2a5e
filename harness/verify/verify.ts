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
  readonly timeLimitMs: number;
  readonly corpora?: readonly string[];
  readonly inline?: readonly string[];
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly workers: number;
  readonly regressionsDir?: string;
  /** Called as (solver, case) results arrive: units done and failures so far, out of `total`. */
  readonly onProgress?: (done: number, total: number, failures: number) => void;
}

export const VERIFY_DEFAULTS = {
  randomCases: 300,
  timeLimitMs: 2000,
  workers: availableParallelism(),
} as const;

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

export function contenders(options: Pick<VerifyOptions, 'domain' | 'solvers' | 'programs' | 'timeLimitMs' | 'builtins'>, pool: SolverPool): Contender[] {
  const { domain, timeLimitMs } = options;
  const builtinNames =
    options.solvers.length === 0 && options.builtins !== false ? listSolvers(domain).map((s) => s.name) : options.solvers;
  const list: Contender[] = builtinNames.map((name) => {
    const solver = findSolver(name);
    if (!solver || !solver.puzzles.includes(domain)) throw new InputError(`no built-in solver named '${name}' for ${domain} (see \`lexpath solvers\`)`);
    const runner = new BuiltinRunner(pool, domain, name, timeLimitMs, true);
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
      selector: `--cmd ${shellQuote(`${program.name}=${program.command}`)}`,
      run: (cases, onResult) => runCommandOnCases(domain, program.command, cases, timeLimitMs, onResult),
    });
  }
  return list;
}

export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function judgeResult(oracle: Oracle<unknown>, domain: PuzzleName, c: unknown, result: RunResult): CaseVerdict {
  if (result.kind !== 'answer') return { verdict: result.kind, detail: result.detail };
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
export type RunContext = Pick<VerifyOptions, 'domain' | 'seed' | 'timeLimitMs'>;

export async function counterexampleFor(
  options: RunContext,
  format: AnyJudgeFormat,
  oracle: Oracle<unknown>,
  contender: Contender,
  failure: VerifyCase,
  failedWith: RunResult,
): Promise<Counterexample> {
  const { domain } = options;
  const originalExpected = oracle.expected(failure.case)!;
  const judgeOne = async (c: unknown): Promise<CaseVerdict | null> => {
    const [result] = await contender.run([c]);
    return result ? judgeResult(oracle, domain, c, result) : null;
  };
  // Shrink towards cases that fail the same way, so the counterexample explains the same mistake.
  const wanted = judgeResult(oracle, domain, failure.case, failedWith).verdict;
  const shrunk = await shrinkCase(domain, oracle, failure.case, answerMoves(failedWith), async (candidates) => {
    let found: Failure | null = null;
    await contender.run(candidates, (i, result) => {
      if (judgeResult(oracle, domain, candidates[i], result).verdict !== wanted) return false;
      if (found === null || i < found.index) found = { index: i, actualMoves: answerMoves(result) };
      return true;
    });
    return found;
  });
  const verdict = (await judgeOne(shrunk)) ?? { verdict: 'time-limit' as Verdict, detail: 'skipped' };
  const expected = oracle.expected(shrunk)!;
  const replay =
    `lexpath verify --domain ${domain} ${contender.selector} --time-limit ${options.timeLimitMs} ` +
    `--case ${shellQuote(inlineCaseText(format, shrunk))}`;
  return {
    caseIndex: failure.index,
    origin: failure.origin,
    verdict: verdict.verdict,
    detail: verdict.detail,
    input: format.formatInput([shrunk]),
    optimalLength: expected.moves.length,
    expected: format.formatOutput([expected]),
    actual: verdict.printed ?? null,
    certificate: verdict.certificate ?? null,
    original: { input: format.formatInput([failure.case]), optimalLength: originalExpected.moves.length },
    seed: options.seed,
    replay,
  };
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
  const selected = contenders(options, pool);
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
    const results = await contender.run(
      cases.map((c) => c.case),
      (i, result) => {
        const { verdict } = judgeResult(oracle, options.domain, cases[i].case, result);
        verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
        if (verdict !== 'ok') {
          failures++;
          if (firstFailure === null || cases[i].index < firstFailure.index) {
            firstFailure = cases[i];
            firstFailedWith = result;
          }
        }
        options.onProgress?.(++done, total, failures);
      },
    );
    const skipped = results.filter((r) => r === null).length;
    const passed = firstFailure === null && skipped === 0;
    const counterexample =
      firstFailure && firstFailedWith ? await counterexampleFor(options, format, oracle, contender, firstFailure, firstFailedWith) : null;
    return { name: contender.name, expected: contender.expected, passed, verdicts: sortedVerdicts(verdicts), skipped, counterexample };
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
