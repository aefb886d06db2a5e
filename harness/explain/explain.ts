/**
 * `lexpath explain` as a library call: failures from a file lexpath wrote or from one run of a
 * solver on given cases, each turned into an Explanation (explanation.ts) for the terminal
 * (text.ts) or a page (page.ts). The puzzle is resolved by the caller and passed in.
 */
import { oracleOf, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { InputError } from '../../util/errors.js';
import { explainFailure, type Explanation } from './explanation.js';
import { runOnce, type RunOnceOptions, type RunTarget } from './run-once.js';
import { failureOfCounterexample, type ExplainFile } from './sources.js';
import { parseInlineCase } from '../verify/cases.js';
import { TIME_DEFAULTS } from '../verify/running/time-limits.js';

/** The solver to run (a regression file's cases, --case) and how; a report's counterexample needs none. */
export interface ExplainRequest extends Partial<RunOnceOptions> {
  /** A built-in (or registered) solver's name; for a report, the counterexample to pick. */
  readonly solver?: string;
  readonly program?: { readonly name: string; readonly command: string };
}

export interface ExplainResult {
  readonly explanations: Explanation[];
  /** Cases run whose answers were all right (then there is nothing to explain). */
  readonly passed: { readonly solver: string; readonly cases: number } | null;
}

/** The counterexamples of a file, or the failures of one run on its cases. */
export async function explainFile(
  file: ExplainFile,
  puzzle: AnyPuzzleDefinition,
  request: ExplainRequest = {},
): Promise<ExplainResult> {
  if (file.puzzle !== puzzle.name)
    throw new InputError(`${file.file}: its cases are for ${file.puzzle}, not ${puzzle.name}`);
  const oracle = oracleOf<unknown>(puzzle);
  if (file.kind === 'counterexamples') {
    if (request.program)
      throw new InputError(`${file.file} already holds the program's answer: --cmd is for a regression file or --case`);
    return {
      explanations: file.found.map((f) =>
        explainFailure(puzzle, oracle, failureOfCounterexample(puzzle, oracle, file.file, f.solver, f.counterexample)),
      ),
      passed: null,
    };
  }
  const runTarget = targetOf(request) ?? (file.solver === null ? null : { solver: file.solver });
  if (runTarget === null) {
    throw new InputError(
      `${file.file}: name the solver to run on its cases: --solver NAME, ` +
        `or --cmd NAME=COMMAND (a command is never taken from a file)`,
    );
  }
  const cases = file.corpus.cases.map((entry, i) => {
    try {
      const c = puzzle.entryToCase(entry);
      puzzle.parseInput(puzzle.formatInput([c])); // the judge format's checks, solvability included
      return c;
    } catch (error) {
      throw new InputError(`${file.file}, case ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return explainCases(puzzle, cases, runTarget, request);
}

function targetOf(request: ExplainRequest): RunTarget | null {
  if (request.program && request.solver !== undefined)
    throw new InputError('name one solver: --solver NAME or one --cmd NAME=COMMAND');
  return request.program
    ? { program: request.program }
    : request.solver !== undefined
      ? { solver: request.solver }
      : null;
}

/** Runs the solver of `request` once on `cases` (their `--case` texts) and explains each that is not ok. */
export async function explainCaseTexts(
  puzzle: AnyPuzzleDefinition,
  texts: readonly string[],
  request: ExplainRequest,
): Promise<ExplainResult> {
  const target = targetOf(request);
  if (target === null) throw new InputError('--case: name the solver to run: --solver NAME or --cmd NAME=COMMAND');
  return explainCases(
    puzzle,
    texts.map((text) => parseInlineCase(puzzle, text)),
    target,
    request,
  );
}

/** Runs the solver once on `cases` and explains each that is not ok. */
async function explainCases(
  puzzle: AnyPuzzleDefinition,
  cases: readonly unknown[],
  target: RunTarget,
  options: Partial<RunOnceOptions>,
): Promise<ExplainResult> {
  const oracle = oracleOf<unknown>(puzzle);
  for (const c of cases) oracle.answer(c);
  const run = await runOnce(puzzle, oracle, cases, target, {
    timeLimitMs: options.timeLimitMs ?? TIME_DEFAULTS.caseMs,
    startupMs: options.startupMs,
    outputMode: options.outputMode ?? 'strict',
  });
  if (run.failures.length === 0) return { explanations: [], passed: { solver: run.solver, cases: cases.length } };
  return { explanations: run.failures.map((f) => explainFailure(puzzle, oracle, f)), passed: null };
}
