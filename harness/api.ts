/**
 * The library's run functions, each loading its part of lexpath when called: importing 'lexpath'
 * (as a plug-in module does, in every worker thread) stays cheap, and charts are loaded only by
 * `report`. Each takes the options its command builds and returns what the command prints from.
 */
import type { BenchOptions } from './bench/bench.js';
import type { NightlyOptions, NightlyResult } from './nightly/nightly.js';
import type { BenchReport } from './bench/types.js';
import type { ReproOptions, ReproResult } from './verify/repro.js';
import type { VerifyOptions } from './verify/options.js';
import type { VerifyReport } from './verify/types.js';
import type { ExplainRequest, ExplainResult } from './explain/explain.js';
import type { PuzzleName } from '../solvers/puzzle.js';
import type { AnyPuzzleDefinition } from '../puzzles/index.js';
import type { PackOptions } from './pack/options.js';
import type { PackResult } from './pack/result.js';

/** Runs solvers and programs against the oracle (`lexpath verify`). */
export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  return (await import('./verify/verify.js')).verify(options);
}

/** Re-checks a saved counterexample (`lexpath repro`). */
export async function repro(options: ReproOptions): Promise<ReproResult> {
  return (await import('./verify/repro.js')).repro(options);
}

/**
 * A counterexample step by step (`lexpath explain`): from a file lexpath wrote (a verify --json
 * report, a repro --json output, a regression file), or from one run of `solver` / `program` on
 * `cases` (their `--case` texts) of `puzzle`. Render with `explanationText` or `explanationPage`.
 */
export async function explain(
  request: ExplainRequest &
    (
      | { readonly file: string }
      | { readonly puzzle: PuzzleName | AnyPuzzleDefinition; readonly cases: readonly string[] }
    ),
): Promise<ExplainResult> {
  const { explainCaseTexts, explainFile } = await import('./explain/explain.js');
  const { resolvePuzzle } = await import('../puzzles/index.js');
  if ('file' in request) {
    const file = (await import('./explain/sources.js')).readExplainFile(request.file, request.solver);
    return explainFile(file, resolvePuzzle(file.puzzle), request);
  }
  return explainCaseTexts(resolvePuzzle(request.puzzle), request.cases, request);
}

/** Times solvers and programs (`lexpath bench`). */
export async function bench(options: BenchOptions): Promise<BenchReport> {
  return (await import('./bench/bench.js')).runBench(options);
}

/** Writes summary.md, index.html and the charts for a run folder (`lexpath report`); returns the files. */
export async function report(dir: string): Promise<string[]> {
  return (await import('./report/report.js')).writeReport(dir);
}

/** A whole night: verify, bench, history, report (`lexpath nightly`). */
export async function nightly(options: NightlyOptions): Promise<NightlyResult> {
  return (await import('./nightly/nightly.js')).runNightly(options);
}

/**
 * A problem setter's package: the fewest tests that kill every known wrong program, and its
 * checkers (`lexpath pack`).
 */
export async function pack(options: PackOptions): Promise<PackResult> {
  return (await import('./pack/pack.js')).pack(options);
}
