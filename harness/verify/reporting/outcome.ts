/**
 * What a solver's report says of it, read from its verdicts and counts alone, never from a stored
 * `passed` or `ok`: a report is a file, and a file can be edited. A pass needs at least one case
 * judged, every one `ok`, none skipped and none left unfinished; a run that judged nothing, or
 * was stopped before it finished, proves nothing either way.
 */
import type { SolverReport, VerifyReport } from '../types.js';

type Outcome = 'passed' | 'failed' | 'unfinished';

export function outcomeOf(s: Pick<SolverReport, 'verdicts' | 'skipped' | 'unfinished' | 'cases'>): Outcome {
  const counts = Object.entries(s.verdicts) as [string, number | undefined][];
  if (s.skipped > 0 || counts.some(([verdict, n]) => verdict !== 'ok' && (n ?? 0) > 0)) return 'failed';
  const judged = s.cases ?? counts.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  return (s.unfinished ?? 0) > 0 || judged === 0 ? 'unfinished' : 'passed';
}

/** A correct solver passed; a buggy variant was not passed (caught, or not finished: never missed). */
export function asExpected(
  s: Pick<SolverReport, 'expected' | 'verdicts' | 'skipped' | 'unfinished' | 'cases'>,
): boolean {
  const outcome = outcomeOf(s);
  return s.expected === 'correct' ? outcome === 'passed' : outcome !== 'passed';
}

/** The result in a table: passed, FAILED, UNFINISHED; for a buggy variant caught, MISSED, UNFINISHED. */
export function resultWord(
  s: Pick<SolverReport, 'expected' | 'verdicts' | 'skipped' | 'unfinished' | 'cases'>,
): 'passed' | 'FAILED' | 'UNFINISHED' | 'caught' | 'MISSED' {
  const outcome = outcomeOf(s);
  if (outcome === 'unfinished') return 'UNFINISHED';
  if (s.expected === 'correct') return outcome === 'passed' ? 'passed' : 'FAILED';
  return outcome === 'passed' ? 'MISSED' : 'caught';
}

/**
 * Null when what a report claims (`ok`, each `passed`, each `cases`) agrees with its counts; else
 * what disagrees, in words. A report read back (merge, nightly --verify-from) must pass this: an
 * edited `"passed": true` beside a failing verdict must not become a pass.
 */
export function claimMismatch(report: Pick<VerifyReport, 'ok' | 'cases' | 'coverage' | 'solvers'>): string | null {
  const { coverage } = report;
  if (coverage && coverage.streamed !== null && report.cases !== coverage.listed + coverage.streamed) {
    return `it has cases ${report.cases}, but its coverage lists ${coverage.listed} + ${coverage.streamed}`;
  }
  for (const s of report.solvers) {
    const counted = Object.values(s.verdicts).reduce((sum: number, n) => sum + (n ?? 0), 0);
    if (s.cases !== undefined && s.cases !== counted)
      return `solver ${s.name} has cases ${s.cases}, but its verdicts count ${counted}`;
    const outcome = outcomeOf(s);
    // (A pass beside unfinished cases is what earlier builds wrote for a stopped run; the counts
    // decide everywhere, so it is read as unfinished.)
    if (s.passed && outcome === 'failed') return `solver ${s.name} is marked passed, but its verdicts hold failures`;
    // A fixed number of cases (no open-ended stream): a pass judged every one of them but the
    // listed cases an outside program left out as beyond the judge's contract.
    const fixed = report.coverage !== undefined && report.coverage.streamed !== null;
    const owed = report.cases - (s.beyondContract?.listed ?? 0);
    if (s.passed && outcome === 'passed' && fixed && counted !== owed)
      return `solver ${s.name} is marked passed after ${counted} of the ${owed} cases it runs`;
    const beyond = s.beyondContract && beyondMismatch(s.beyondContract);
    if (beyond) return `solver ${s.name}'s cases beyond the judge's contract: ${beyond}`;
  }
  if (report.ok && !report.solvers.every(asExpected))
    return "the report is marked ok, but its solvers' counts are not as expected";
  return null;
}

/** Null when a program's count of cases beyond the contract agrees with its verdicts there; else what does not. */
function beyondMismatch(b: NonNullable<SolverReport['beyondContract']>): string | null {
  const counted = Object.values(b.verdicts).reduce((sum: number, n) => sum + (n ?? 0), 0);
  if (b.cases !== counted) return `cases ${b.cases}, but their verdicts count ${counted}`;
  if (b.failed !== counted - (b.verdicts.ok ?? 0)) return `${b.failed} failed, but their verdicts say otherwise`;
  return null;
}

/**
 * No solver wrong: no correct solver failed and no buggy variant passed. Unlike `ok`, cases left
 * unfinished do not count against it (a night cut short is incomplete, which it says apart).
 */
export function noWrongResult(report: Pick<VerifyReport, 'solvers'>): boolean {
  return !report.solvers.some(wrongResult);
}

/** A correct solver that failed, or a buggy variant that passed. */
export function wrongResult(
  s: Pick<SolverReport, 'expected' | 'verdicts' | 'skipped' | 'unfinished' | 'cases'>,
): boolean {
  return outcomeOf(s) === (s.expected === 'correct' ? 'failed' : 'passed');
}
