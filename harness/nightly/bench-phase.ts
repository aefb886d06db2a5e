/**
 * A night's bench phase: each puzzle in order, in its share of
 * the time left (by its `nightlyWeight`), into the run folder.
 */
import { join } from 'node:path';
import { runBench } from '../bench/bench.js';
import type { BenchReport } from '../bench/types.js';
import { namedSolversFor, programsFor } from './contenders.js';
import { shareOf } from './schedule.js';
import type { NightContext, NightPuzzle } from './types.js';

/**
 * Benches the night's puzzles until `until` (performance.now());
 * a puzzle left less than half a second is skipped, with a note.
 */
export async function benchPhase(
  night: readonly NightPuzzle[],
  until: number,
  { options, folder, notes, log }: NightContext,
): Promise<BenchReport[]> {
  const bench: BenchReport[] = [];
  for (const [i, { puzzleName, puzzle }] of night.entries()) {
    if (options.signal?.aborted) break;
    const share = shareOf(night, i, until);
    if (share < 500) {
      notes.push(`bench ${puzzleName}: out of time before it began`);
      continue;
    }
    const solvers = namedSolversFor(puzzleName, puzzle, options.bench?.solvers);
    if (solvers === null) {
      notes.push(
        `bench ${puzzleName}: none of the solvers named (${options.bench!.solvers!.join(', ')}) applies to it`,
      );
      continue;
    }
    try {
      const report = await runBench({
        puzzle: puzzleName,
        programs: programsFor(options, puzzleName),
        corpora: [],
        outDir: folder.dir,
        seed: options.seed,
        budgetMs: share,
        signal: options.signal,
        log,
        ...options.bench,
        solvers,
      });
      bench.push(report);
      folder.written.push(join(folder.dir, `bench-${puzzleName}.json`));
    } catch (error) {
      notes.push(`bench ${puzzleName}: failed to run (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return bench;
}
