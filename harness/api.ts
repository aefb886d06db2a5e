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

/** Runs solvers and programs against the oracle (`lexpath verify`). */
export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  return (await import('./verify/verify.js')).verify(options);
}

/** Re-checks a saved counterexample (`lexpath repro`). */
export async function repro(options: ReproOptions): Promise<ReproResult> {
  return (await import('./verify/repro.js')).repro(options);
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
