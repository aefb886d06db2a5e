/**
 * What the judge allows in one test file, by puzzle: the package's files keep within it, and its
 * input validator checks it. Eight II and The Rotation Game have their judges' bounds; the other
 * puzzles have no judge, so a file holds at most one of lexpath's batches.
 */
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';

export interface JudgeLimits {
  /** Cases in one input file. */
  readonly maxCases: number;
  /** Where the bound comes from, for the package's README. */
  readonly source: string;
}

const JUDGES: Readonly<Record<string, JudgeLimits>> = {
  eight: { maxCases: 200, source: 'HDU 3567: T <= 200' },
  rotation: { maxCases: 30, source: 'POJ 2286: no more than 30 test cases' },
};

export function judgeLimits(puzzle: AnyPuzzleDefinition): JudgeLimits {
  return (
    JUDGES[puzzle.name] ?? {
      maxCases: puzzle.defaults.batchSize,
      source: `no judge's bound: lexpath's batch of ${puzzle.defaults.batchSize} cases`,
    }
  );
}
