/**
 * A failure turned into a replayable counterexample: shrunk towards nearer cases that fail the
 * same way (or, for a fault that shows only in a multi-case run, the smallest batch that shows it),
 * with the replay command that runs the failing solver or program alone on exactly those cases.
 */
import { puzzleModule, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { Oracle } from '../../../oracle/oracle.js';
import type { VerifyCase } from '../cases.js';
import { judgedOn, judgeResult, shellQuote, type Contender } from '../running/contenders.js';
import { type OutsideProgram, VERIFY_DEFAULTS } from '../options.js';
import { CASE_OPTIONS, replayFlags, type RunOptionTable, VERIFY_TABLE } from '../run-options.js';
import { shrinkCase, type Failure } from './shrink.js';
import type { CaseVerdict, Counterexample, RecordedOptions, RunResult, Verdict } from '../types.js';
import { moduleArgument } from '../../../util/package-paths.js';

function inlineCaseText(puzzle: AnyPuzzleDefinition, c: unknown): string {
  return puzzle.caseText(c);
}

function answerMoves(result: RunResult | null): string | null {
  return result?.kind === 'answer' ? result.moves : null;
}

/** What a counterexample's replay command needs to know about the run: its options, as given or resolved. */
export type RunContext = Partial<RecordedOptions> & {
  readonly seed: number;
  /** Epoch ms past which no shrinking is done (the run's time bound). */
  readonly until?: number;
};

/**
 * The flags a run of one case list needs beside the solver: its puzzle module, and the options of
 * `table` a replay gives again (run-options.ts: the limits and the output mode).
 */
function runFlags(
  options: RunContext,
  puzzle: AnyPuzzleDefinition,
  table: RunOptionTable,
): { puzzle: string; limits: string } {
  const plugin = puzzleModule(puzzle);
  const puzzleFlag = plugin ? ` --puzzle-module ${shellQuote(moduleArgument(plugin))}` : '';
  return {
    puzzle: `--puzzle ${puzzle.name}${puzzleFlag}`,
    limits: replayFlags(table, options, puzzle, shellQuote).join(' '),
  };
}

function caseFlags(puzzle: AnyPuzzleDefinition, cases: readonly unknown[]): string {
  return cases.map((c) => `--case ${shellQuote(inlineCaseText(puzzle, c))}`).join(' ');
}

/** The command that runs `contender` alone on exactly `cases`, in one batch. */
export function replayCommand(
  options: RunContext,
  puzzle: AnyPuzzleDefinition,
  contender: Contender,
  cases: readonly unknown[],
): string {
  const flags = runFlags(options, puzzle, VERIFY_TABLE);
  return `lexpath verify ${flags.puzzle} ${contender.selector} ${flags.limits} ${caseFlags(puzzle, cases)}`;
}

/** The command that shows an outside program's answer to `c` step by step (`lexpath explain`). */
export function explainCommand(
  options: RunContext,
  puzzle: AnyPuzzleDefinition,
  program: OutsideProgram,
  c: unknown,
): string {
  // explain takes the options verify and repro share.
  const flags = runFlags(options, puzzle, CASE_OPTIONS);
  const cmd = shellQuote(`${program.name}=${program.command}`);
  return `lexpath explain ${flags.puzzle} --cmd ${cmd} ${flags.limits} ${caseFlags(puzzle, [c])}`;
}

/**
 * The smallest batch (a sub-list of `batch`, in order, keeping `batch[keep]`) that still `shows` the
 * fault (the solver run on it gives the wanted verdict): other cases are dropped in halving chunks. For faults
 * that show only in multi-case runs (numbering, empty lines between cases).
 */
async function shrinkBatch(
  batch: readonly unknown[],
  keep: number,
  shows: (candidate: readonly unknown[]) => Promise<boolean>,
  deadline: number,
): Promise<unknown[]> {
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

/** What explaining one failure needs: the run, the failure, and how to judge and report a batch. */
interface Explaining {
  readonly options: RunContext;
  readonly puzzle: AnyPuzzleDefinition;
  readonly oracle: Oracle<unknown>;
  readonly contender: Contender;
  readonly failure: VerifyCase;
  readonly failedWith: RunResult;
  readonly runCases: readonly unknown[];
  readonly wanted: Verdict;
  /** The cases it may be shrunk to: a program's within the judge's contract (contenders.ts, judgedOn). */
  readonly allowed: (c: unknown) => boolean;
  readonly originalVerdict: CaseVerdict;
  readonly deadline: number;
  /** The original case as it ran alone: its input and optimal length. */
  readonly original: { readonly input: string; readonly optimalLength: number };
  judgeRun(cases: readonly unknown[]): Promise<(CaseVerdict | null)[]>;
  report(cases: readonly unknown[], failing: unknown, verdict: CaseVerdict, shrunk: boolean): Counterexample;
}

export async function counterexampleFor(
  options: RunContext,
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  contender: Contender,
  failure: VerifyCase,
  failedWith: RunResult,
  /** The cases the failing run was given (a batch fault names a stretch of them). */
  runCases: readonly unknown[] = [failure.case],
  onShrinkProgress?: (tried: number) => void,
): Promise<Counterexample> {
  const originalVerdict = judgeResult(oracle, puzzle, failure.case, failedWith);
  const original = {
    input: puzzle.formatInput([failure.case]),
    optimalLength: oracle.answer(failure.case).moves.length,
  };
  const x: Explaining = {
    options,
    puzzle,
    oracle,
    contender,
    failure,
    failedWith,
    runCases,
    originalVerdict,
    original,
    wanted: originalVerdict.verdict,
    allowed: judgedOn(puzzle, contender),
    deadline: Math.min(
      Date.now() + (options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs),
      options.until ?? Infinity,
    ),
    judgeRun: async (cases) =>
      (await contender.run(cases)).map((r, i) => (r ? judgeResult(oracle, puzzle, cases[i], r) : null)),
    report: (cases, failing, verdict, shrunk) => ({
      caseIndex: failure.index,
      origin: failure.origin,
      verdict: verdict.verdict,
      detail: verdict.detail,
      input: puzzle.formatInput(cases),
      cases: cases.length,
      failing: cases.indexOf(failing) + 1,
      optimalLength: oracle.distance(failing),
      expected: puzzle.formatOutput(cases.map((c) => oracle.answer(c))),
      actual: verdict.printed ?? null,
      certificate: verdict.certificate ?? null,
      original,
      shrunk,
      seed: options.seed,
      replay: replayCommand(options, puzzle, contender, cases),
    }),
  };
  if (x.wanted === 'time-limit') return timeLimitCounterexample(x);
  if (failedWith.kind !== 'answer' && failedWith.batch) {
    const batchOnly = await batchCounterexample(x, failedWith.batch);
    if (batchOnly) return batchOnly;
  }
  return shrunkCounterexample(x, onShrinkProgress);
}

/**
 * A time-out, already seen twice. Shrinking would run many more slow cases, and a smaller case that
 * does not time out is no counterexample: the cases of the run that timed out are tried alone
 * (its first unanswered case first), within the shrink budget, and the first that times out alone
 * is the counterexample; else the run as it timed out.
 */
async function timeLimitCounterexample(x: Explaining): Promise<Counterexample> {
  const { failure, failedWith, runCases, originalVerdict, wanted } = x;
  const batch = failedWith.kind !== 'answer' ? failedWith.batch : undefined;
  if (!batch || batch.to - batch.from === 1) return x.report([failure.case], failure.case, originalVerdict, false);
  const others = runCases.slice(batch.from, batch.to).filter((c) => c !== failure.case);
  for (const c of [failure.case, ...others]) {
    if (c !== failure.case && Date.now() > x.deadline) break;
    const [alone] = await x.judgeRun([c]);
    if (alone?.verdict === wanted) return x.report([c], c, alone, false);
  }
  return x.report(runCases.slice(batch.from, batch.to), failure.case, originalVerdict, false);
}

/**
 * A fault seen in a batch: alone, the case may pass; then the smallest
 * batch that shows it is the counterexample (null: it fails alone too).
 */
async function batchCounterexample(
  x: Explaining,
  range: { readonly from: number; readonly to: number },
): Promise<Counterexample | null> {
  const { failure, runCases, wanted } = x;
  const [alone] = await x.judgeRun([failure.case]);
  if (alone?.verdict === wanted) return null;
  const batch = runCases.slice(range.from, range.to);
  const keep = runCases.indexOf(failure.case, range.from) - range.from;
  const smallest = await smallestBatch(x, batch, keep);
  const verdicts = smallest.verdicts ?? (await x.judgeRun(smallest.cases));
  const at = verdicts.findIndex((v) => v?.verdict === wanted);
  if (at >= 0) return x.report(smallest.cases, smallest.cases[at], verdicts[at]!, smallest.cases !== batch);
  return x.report(batch, failure.case, x.originalVerdict, false); // it did not show again: the batch as it ran
}

/** Cases of a batch fault's counterexample are replaced by cases of at most this many moves. */
const SMALL_BATCH_CASE = 5;

/**
 * The smallest batch that still shows a batch fault (a format slip between cases, say), in runs a
 * program with a slow start-up can afford: the other cases swapped for the failing case's own
 * 0-move case in one run, then the failing case with its neighbour alone, then dropping halving
 * chunks, then each case replaced by the smallest case (up to SMALL_BATCH_CASE moves) that still
 * shows it. Replacements are stretches of the failing case's answer that end at its goal, so a
 * program that builds tables per goal builds them once. Returns `batch` itself when nothing
 * smaller shows it, with the verdicts of the last run that showed it (when it ran).
 */
async function smallestBatch(
  x: Explaining,
  batch: readonly unknown[],
  keep: number,
): Promise<{ cases: readonly unknown[]; verdicts?: (CaseVerdict | null)[] }> {
  const { oracle, puzzle, wanted, deadline } = x;
  let shown: { cases: readonly unknown[]; verdicts: (CaseVerdict | null)[] } | undefined;
  const shows = async (candidate: readonly unknown[]): Promise<boolean> => {
    if (Date.now() > deadline) return false;
    const verdicts = await x.judgeRun(candidate);
    if (!verdicts.some((v) => v?.verdict === wanted)) return false;
    shown = { cases: candidate, verdicts };
    return true;
  };
  const kept = batch[keep];
  const keptAnswer = oracle.answer(kept).moves;
  // The stretch of the kept case's answer that ends at its goal, else any case of that length.
  const small = (length: number): unknown | undefined =>
    puzzle.subCases(kept, keptAnswer, length).filter(x.allowed).at(-1) ??
    puzzle.smallCases(oracle, length).find(x.allowed);
  let current: readonly unknown[] = batch;
  const zero = small(0);
  const swapped = batch.map((c, i) => (i === keep || zero === undefined ? c : zero));
  if (swapped.some((c, i) => c !== batch[i]) && (await shows(swapped))) current = swapped;
  const pairs = [current.slice(keep, keep + 2), current.slice(Math.max(0, keep - 1), keep + 1)].filter(
    (p) => p.length === 2,
  );
  let paired = false;
  for (const pair of pairs) {
    if (paired || current.length <= 2) continue;
    paired = await shows(pair);
    if (paired) current = pair;
  }
  if (!paired) current = await shrinkBatch(current, keep, shows, deadline);
  const replaced = [...current];
  for (let i = 0; i < replaced.length; i++) {
    for (let length = 0; length < Math.min(SMALL_BATCH_CASE + 1, oracle.distance(replaced[i])); length++) {
      const candidate = small(length);
      const trial = replaced.map((c, j) => (j === i ? candidate : c));
      if (candidate !== undefined && (await shows(trial))) {
        replaced[i] = candidate;
        break;
      }
    }
  }
  const changed = replaced.length !== batch.length || replaced.some((c, i) => c !== batch[i]);
  if (!changed) return { cases: batch };
  const sameAsShown =
    shown !== undefined && shown.cases.length === replaced.length && shown.cases.every((c, i) => c === replaced[i]);
  return { cases: replaced, ...(sameAsShown ? { verdicts: shown!.verdicts } : {}) };
}

/** Shrinks towards cases that fail the same way, so the counterexample explains the same mistake. */
async function shrunkCounterexample(
  x: Explaining,
  onShrinkProgress?: (tried: number) => void,
): Promise<Counterexample> {
  const { failure, oracle, puzzle, wanted, runCases } = x;
  let tried = 0;
  const shrunk = await shrinkCase(
    puzzle,
    oracle,
    failure.case,
    answerMoves(x.failedWith),
    async (offered) => {
      if (Date.now() > x.deadline) return null; // out of budget: keep the smallest failing case so far
      const candidates = offered.filter(x.allowed);
      if (candidates.length === 0) return null;
      let found: Failure | null = null;
      await x.contender.run(candidates, (i, result) => {
        if (judgeResult(oracle, puzzle, candidates[i], result).verdict !== wanted) return false;
        // Positions are the offered list's: the shrinker picks its candidate from that.
        const index = offered.indexOf(candidates[i]);
        if (found === null || index < found.index) found = { index, actualMoves: answerMoves(result) };
        return true;
      });
      tried += candidates.length;
      onShrinkProgress?.(tried);
      return found;
    },
    x.deadline,
    wanted === 'not-solved' || wanted === 'not-shortest',
  );
  const [verdict] = await x.judgeRun([shrunk]);
  if (verdict?.verdict === wanted)
    return x.report([shrunk], shrunk, verdict, oracle.distance(shrunk) < x.original.optimalLength);
  // The shrunk case does not fail the same way alone. Neither may the original: a program that
  // keeps state between cases (a cache keyed on half the case) fails only after the cases before
  // it. Then the counterexample is the smallest batch of those cases that still shows the fault,
  // so its replay fails as it claims.
  const [alone] = shrunk === failure.case ? [verdict] : await x.judgeRun([failure.case]);
  const at = runCases.indexOf(failure.case);
  if (alone?.verdict !== wanted && at > 0) {
    const prefix = runCases.slice(0, at + 1);
    const budget = x.options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs;
    const shows = async (candidate: readonly unknown[]) =>
      (await x.judgeRun(candidate)).some((v) => v?.verdict === wanted);
    const smallest = await shrinkBatch(
      prefix,
      at,
      shows,
      Math.min(Math.max(x.deadline, Date.now() + budget / 4), x.options.until ?? Infinity),
    );
    const verdicts = await x.judgeRun(smallest);
    const k = verdicts.findIndex((v) => v?.verdict === wanted);
    if (k >= 0) return x.report(smallest, smallest[k], verdicts[k]!, smallest.length < prefix.length);
  }
  // Otherwise (a time-out that did not recur) the original case is reported as it ran, unshrunk.
  return x.report([failure.case], failure.case, alone?.verdict === wanted ? alone : x.originalVerdict, false);
}
