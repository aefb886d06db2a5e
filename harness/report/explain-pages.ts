/**
 * The report's counterexamples, each as an explain page (explain/page.ts) written beside
 * index.html and linked from it. A counterexample lexpath cannot draw (a plug-in puzzle the report
 * command has not loaded, a case that no longer reads) keeps its replay command and gets no page.
 */
import { oracleOf, puzzleDefinition } from '../../puzzles/index.js';
import { explainFailure } from '../explain/explanation.js';
import { explainPageName, explanationPage } from '../explain/page.js';
import { failureOfCounterexample } from '../explain/sources.js';
import type { Counterexample, VerifyReport } from '../verify/types.js';

export interface ExplainPage {
  readonly counterexample: Counterexample;
  /** The page's file name, beside index.html. */
  readonly file: string;
  readonly html: string;
}

/** Time for the distances along one page's actual path (a report has a few counterexamples). */
const PAGE_DISTANCE_BUDGET_MS = 2_000;

export function explainPages(verify: readonly VerifyReport[], exhaustive: readonly VerifyReport[]): ExplainPage[] {
  const pages: ExplainPage[] = [];
  const taken = new Set<string>();
  for (const [reports, kind] of [[verify, ''], [exhaustive, '-exhaustive']] as const) {
    for (const report of reports) {
      for (const solver of report.solvers) {
        if (!solver.counterexample) continue;
        const html = pageHtml(report.domain, solver.name, solver.counterexample);
        if (html === null) continue;
        let file = explainPageName(`${report.domain}${kind}`, solver.name);
        for (let n = 2; taken.has(file); n++) file = explainPageName(`${report.domain}${kind}`, `${solver.name}-${n}`);
        taken.add(file);
        pages.push({ counterexample: solver.counterexample, file, html });
      }
    }
  }
  return pages;
}

function pageHtml(domain: string, solver: string, counterexample: Counterexample): string | null {
  try {
    const puzzle = puzzleDefinition(domain);
    const oracle = oracleOf<unknown>(puzzle);
    const failure = failureOfCounterexample(puzzle, oracle, `verify-${domain}.json`, solver, counterexample);
    return explanationPage(explainFailure(puzzle, oracle, failure, PAGE_DISTANCE_BUDGET_MS));
  } catch {
    return null; // not drawable here: the report still gives its replay command
  }
}
