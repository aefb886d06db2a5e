/**
 * A failure turned into a replayable counterexample: shrunk towards nearer cases that fail the
 * same way (or, for a fault that shows only in a multi-case run, the smallest batch that shows it),
 * with the replay command that runs the failing solver or program alone on exactly those cases.
 */
import { puzzleModule } from '../puzzles/index.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { AnyJudgeFormat } from '../formats.js';
import type { Oracle } from '../oracle.js';
import type { VerifyCase } from './cases.js';
import { judgeResult, shellQuote, type Contender } from './contenders.js';
import { defaultStartupMs, VERIFY_DEFAULTS, type VerifyOptions } from './options.js';
import { shrinkCase, type Failure } from './shrink.js';
import type { CaseVerdict, Counterexample, RunResult, Verdict } from './types.js';
import { moduleArgument } from '../package-paths.js';

export function inlineCaseText(format: AnyJudgeFormat, c: unknown): string {
  return format.caseText(c);
}

function answerMoves(result: RunResult | null): string | null {
  return result?.kind === 'answer' ? result.moves : null;
}

/** What a counterexample's replay command needs to know about the run. */
export type RunContext = Pick<VerifyOptions, 'domain' | 'seed' | 'timeLimitMs' | 'startupMs' | 'outputMode' | 'shrinkBudgetMs'>;

/** The command that runs `contender` alone on exactly `cases`, in one batch. */
export function replayCommand(options: RunContext, format: AnyJudgeFormat, contender: Contender, cases: readonly unknown[]): string {
  const startup = (options.startupMs ?? defaultStartupMs(options.domain)) !== defaultStartupMs(options.domain) ? ` --startup-allowance ${options.startupMs}` : '';
  const mode = (options.outputMode ?? 'strict') !== 'strict' ? ` --format ${options.outputMode}` : '';
  const caseFlags = cases.map((c) => `--case ${shellQuote(inlineCaseText(format, c))}`).join(' ');
  const plugin = puzzleModule(options.domain);
  const puzzleFlag = plugin ? ` --puzzle-module ${shellQuote(moduleArgument(plugin))}` : '';
  return `lexpath verify --puzzle ${options.domain}${puzzleFlag} ${contender.selector} --time-limit ${options.timeLimitMs}${startup}${mode} ${caseFlags}`;
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
  if (verdict?.verdict === wanted) return report([shrunk], shrunk, verdict, oracle.distance(shrunk) < original.optimalLength);
  // The shrunk case does not fail the same way alone. Neither may the original: a program that
  // keeps state between cases (a cache keyed on half the case) fails only after the cases before
  // it. Then the counterexample is the smallest batch of those cases that still shows the fault,
  // so its replay fails as it claims.
  const [alone] = shrunk === failure.case ? [verdict] : await judgeRun([failure.case]);
  const at = runCases.indexOf(failure.case);
  if (alone?.verdict !== wanted && at > 0) {
    const prefix = runCases.slice(0, at + 1);
    const budget = options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs;
    const smallest = await shrinkBatch(oracle, domain, contender, prefix, at, wanted, Math.max(deadline, Date.now() + budget / 4));
    const verdicts = await judgeRun(smallest);
    const k = verdicts.findIndex((v) => v?.verdict === wanted);
    if (k >= 0) return report(smallest, smallest[k], verdicts[k]!, smallest.length < prefix.length);
  }
  // Otherwise (a time-out that did not recur) the original case is reported as it ran, unshrunk.
  return report([failure.case], failure.case, alone?.verdict === wanted ? alone : originalVerdict, false);
}

