/**
 * What the judge allows in one test file: the package's files keep within it, and its input
 * validator checks it. A puzzle's contract states its judge's bound (Eight II 200, Rotation 30);
 * puzzles without one have no judge, so a file holds at most one of lexpath's batches.
 */
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';

export interface JudgeLimits {
  /** Cases in one input file. */
  readonly maxCases: number;
  /** Where the bound comes from, for the package's README. */
  readonly source: string;
}

export function judgeLimits(puzzle: AnyPuzzleDefinition): JudgeLimits {
  const { contract } = puzzle;
  if (contract?.maxCases !== undefined) return { maxCases: contract.maxCases, source: contract.description };
  return {
    maxCases: puzzle.defaults.batchSize,
    source: `no judge's bound: lexpath's batch of ${puzzle.defaults.batchSize} cases`,
  };
}
