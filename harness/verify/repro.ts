/**
 * `lexpath repro` as a library call: one solver or outside program on verify's case list (saved
 * regressions and the corpora first, then depth-stratified random cases), in chunks, until it
 * fails; then the failure is shrunk within a time budget and explained like verify's, and saved
 * as a regression corpus file in the user's folder (default ./lexpath-regressions, which every
 * later `verify` reads after the shipped regressions). The saved `source` is the replay command.
 */
import { existsSync } from 'node:fs';
import { oracleOf, resolvePuzzle, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { REGRESSIONS_DIR, saveRegression, USER_REGRESSIONS_DIR } from '../corpus.js';
import type { Oracle } from '../../oracle/oracle.js';
import { Scheduler } from './running/scheduler.js';
import { buildCaseList } from './cases.js';
import type { CASE_OPTIONS, RecordedShape } from './run-options.js';
import type { GivenOptions } from './options.js';
import type { Counterexample, ReproResult } from './types.js';
import { type Contender, counterexampleFor, judgeResult } from './verify.js';
import { judgedOn, type LoneTarget, loneContender } from './running/contenders.js';

export type { ReproResult };

/**
 * The options repro shares with verify (run-options.ts) but --cmd, which `target` takes: typed as
 * verify records them.
 */
type SharedOptions = GivenOptions<Exclude<keyof RecordedShape<typeof CASE_OPTIONS>, 'programs'>>;

export type ReproOptions = SharedOptions & {
  /** The puzzle: its name (a plug-in's once registered) or its definition. */
  readonly puzzle: PuzzleName | AnyPuzzleDefinition;
  /** A built-in solver name, or an outside program. */
  readonly target: LoneTarget;
  readonly seed: number;
  /** Random cases after the regressions and corpora. */
  readonly maxCases: number;
  /** Where to save the regression; null: don't save. Default: ./lexpath-regressions. */
  readonly saveDir?: string | null;
  readonly onProgress?: (phase: 'search' | 'shrink', done: number, total: number) => void;
};

const REPRO_DEFAULTS = { maxCases: 20_000, firstChunk: 8, chunk: 500, shrinkBudgetMs: 10_000 } as const;

export async function repro(options: ReproOptions): Promise<ReproResult> {
  const puzzle = resolvePuzzle(options.puzzle);
  const oracle = oracleOf<unknown>(puzzle);
  const context = { ...options, shrinkBudgetMs: options.shrinkBudgetMs ?? REPRO_DEFAULTS.shrinkBudgetMs };
  const saveDir = options.saveDir === undefined ? USER_REGRESSIONS_DIR() : options.saveDir;
  const listed = buildCaseList({
    puzzle,
    seed: options.seed,
    randomCases: options.maxCases,
    regressionsDir: saveDir === null ? undefined : existsSync(saveDir) ? saveDir : REGRESSIONS_DIR,
  }); // a new save folder is made when saving
  const pool = new Scheduler(1);
  try {
    const contender = loneContender(puzzle, options.target, options, pool, oracle);
    // A program is tried, like verify's default, only on cases within the judge's contract.
    const judged = judgedOn(puzzle, contender);
    const cases = listed.filter((c) => judged(c.case));
    // Chunks grow from a few cases, so an early failure is reported before slow later cases run.
    for (
      let from = 0, size: number = REPRO_DEFAULTS.firstChunk;
      from < cases.length;
      from += size, size = Math.min(2 * size, REPRO_DEFAULTS.chunk)
    ) {
      const chunk = cases.slice(from, from + size);
      const chunkCases = chunk.map((c) => c.case);
      const results = await contender.run(
        chunkCases,
        (i, result) => judgeResult(oracle, puzzle, chunkCases[i], result).verdict !== 'ok',
      );
      options.onProgress?.('search', Math.min(from + chunk.length, cases.length), cases.length);
      const at = results.findIndex(
        (r, i) => r !== null && judgeResult(oracle, puzzle, chunkCases[i], r).verdict !== 'ok',
      );
      if (at < 0) continue;
      const counterexample = await counterexampleFor(
        context,
        puzzle,
        oracle,
        contender,
        chunk[at],
        results[at]!,
        chunkCases,
        (tried) => options.onProgress?.('shrink', tried, 0),
      );
      const saved =
        saveDir === null
          ? { savedTo: null, saveError: null }
          : saveCounterexample(saveDir, puzzle, oracle, contender, counterexample);
      return { found: true, tried: from + at + 1, counterexample, ...saved };
    }
    return { found: false, tried: cases.length };
  } finally {
    await pool.destroy();
  }
}

/** Saves the counterexample as a regression corpus file; a failure to save is reported, not thrown. */
function saveCounterexample(
  saveDir: string,
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  contender: Contender,
  counterexample: Counterexample,
): { savedTo: string | null; saveError: string | null } {
  try {
    // Every case of the input, in order: a fault that needs a batch is saved as that batch.
    const entries = puzzle
      .parseInput(counterexample.input)
      .map((c: unknown) =>
        puzzle.caseToEntry(
          c,
          oracle.answer(c),
          counterexample.replay,
          `${counterexample.verdict}: ${counterexample.detail}`,
        ),
      );
    const savedTo = saveRegression(
      saveDir,
      puzzle.name,
      entries,
      `Counterexample found for ${contender.name} (expected ${contender.expected}).`,
    );
    return { savedTo, saveError: null };
  } catch (error) {
    return { savedTo: null, saveError: error instanceof Error ? error.message : String(error) };
  }
}
