/**
 * `lexpath repro` as a library call: random cases for one solver, in seeded chunks, until it fails;
 * then the failure is shrunk and explained like verify's, and saved as a regression corpus file
 * (which every later `verify` runs first).
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { caseToEntry, REGRESSIONS_DIR, saveRegression } from '../corpus.js';
import { judgeFormat } from '../formats.js';
import { Oracle } from '../oracle.js';
import { randomCases, type VerifyCase } from './cases.js';
import type { Counterexample } from './types.js';
import { SolverPool } from './builtin-runner.js';
import { contenders, counterexampleFor, judgeResult, type OutsideProgram } from './verify.js';

export interface ReproOptions {
  readonly domain: PuzzleName;
  /** A built-in solver name, or an outside program. */
  readonly target: { readonly solver: string } | { readonly program: OutsideProgram };
  readonly seed: number;
  readonly maxCases: number;
  readonly timeLimitMs: number;
  /** Where to save the regression; null: don't save. */
  readonly saveDir: string | null;
  readonly onProgress?: (tried: number, total: number) => void;
}

export const REPRO_DEFAULTS = { maxCases: 20_000, chunk: 500, saveDir: REGRESSIONS_DIR } as const;

export type ReproResult =
  | { readonly found: false; readonly tried: number }
  | { readonly found: true; readonly tried: number; readonly counterexample: Counterexample; readonly savedTo: string | null };

export async function repro(options: ReproOptions): Promise<ReproResult> {
  const { domain } = options;
  const format = judgeFormat(domain);
  const oracle = new Oracle<unknown>(format.puzzle);
  const pool = new SolverPool(1);
  const [contender] = contenders({
    domain,
    solvers: 'solver' in options.target ? [options.target.solver] : [],
    programs: 'program' in options.target ? [options.target.program] : [],
    builtins: false,
    timeLimitMs: options.timeLimitMs,
  }, pool);
  const cases = randomCases(domain, options.seed, options.maxCases);
  for (let from = 0; from < cases.length; from += REPRO_DEFAULTS.chunk) {
    const chunk = cases.slice(from, from + REPRO_DEFAULTS.chunk);
    const results = await contender.run(chunk);
    const at = results.findIndex((r, i) => r !== null && judgeResult(oracle, domain, chunk[i], r).verdict !== 'ok');
    options.onProgress?.(Math.min(from + chunk.length, cases.length), cases.length);
    if (at < 0) continue;
    const failure: VerifyCase = { index: from + at, case: chunk[at], origin: 'random' };
    const counterexample = await counterexampleFor(options, format, oracle, contender, failure, results[at]!);
    await pool.destroy();
    let savedTo: string | null = null;
    if (options.saveDir !== null) {
      const shrunk = format.parseInput(counterexample.input)[0];
      const entry = caseToEntry(domain, shrunk, oracle.expected(shrunk)!, `lexpath repro ${contender.name} --seed ${options.seed}`, `${counterexample.verdict}: ${counterexample.detail}`);
      savedTo = saveRegression(options.saveDir, domain, entry, `Counterexample found for ${contender.name} (expected ${contender.expected}).`);
    }
    return { found: true, tried: from + at + 1, counterexample, savedTo };
  }
  await pool.destroy();
  return { found: false, tried: cases.length };
}
