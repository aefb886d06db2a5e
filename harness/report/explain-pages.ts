/**
 * The report's counterexamples, each as an explain page (explain/page.ts) written beside
 * index.html and linked from it. A counterexample lexpath cannot draw (a plug-in puzzle the report
 * command has not loaded, a case that no longer reads) keeps its replay command and gets no page.
 */
import { isPuzzleName, oracleOf, puzzleDefinition } from '../../puzzles/index.js';
import { InputError } from '../../util/errors.js';
import { explainFailure } from '../explain/explanation.js';
import { explainPageNames, explanationPage } from '../explain/page.js';
import { failureOfCounterexample } from '../explain/sources.js';
import type { Counterexample, VerifyReport } from '../verify/types.js';

interface ExplainPage {
  readonly counterexample: Counterexample;
  /** The page's file name, beside index.html. */
  readonly file: string;
  readonly html: string;
}

/** Time for the distances along one page's actual path (a report has a few counterexamples). */
const PAGE_DISTANCE_BUDGET_MS = 2_000;

export function explainPages(verify: readonly VerifyReport[], exhaustive: readonly VerifyReport[]): ExplainPage[] {
  const drawn: { counterexample: Counterexample; puzzle: string; solver: string; html: string }[] = [];
  for (const [reports, kind] of [
    [verify, ''],
    [exhaustive, '-exhaustive'],
  ] as const) {
    for (const report of reports) {
      for (const solver of report.solvers) {
        const html = solver.counterexample ? pageHtml(report.puzzle, solver.name, solver.counterexample) : null;
        if (html !== null)
          drawn.push({
            counterexample: solver.counterexample!,
            puzzle: `${report.puzzle}${kind}`,
            solver: solver.name,
            html,
          });
      }
    }
  }
  const names = explainPageNames(drawn);
  return drawn.map((d, i) => ({ counterexample: d.counterexample, file: names[i], html: d.html }));
}

/**
 * The page, or null when it cannot be drawn here: a puzzle not loaded, or a
 * counterexample the oracle does not bear out (bad input, said as such by explain).
 */
function pageHtml(puzzleName: string, solver: string, counterexample: Counterexample): string | null {
  if (!isPuzzleName(puzzleName)) return null;
  try {
    const puzzle = puzzleDefinition(puzzleName);
    const oracle = oracleOf<unknown>(puzzle);
    const failure = failureOfCounterexample(puzzle, oracle, `verify-${puzzleName}.json`, solver, counterexample);
    return explanationPage(explainFailure(puzzle, oracle, failure, PAGE_DISTANCE_BUDGET_MS));
  } catch (error) {
    if (error instanceof InputError) return null; // the report still gives its replay command
    throw error;
  }
}
