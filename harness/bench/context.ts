/** What the phases of one bench share. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { SolverInfo } from '../../solvers/registry.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Clock } from './clock.js';
import type { BenchOptions } from './options.js';

export interface BenchContext {
  readonly options: BenchOptions;
  /** The name the puzzle was asked by: files, messages and the `lexpath solve` command say it. */
  readonly puzzleName: PuzzleName;
  /** Its definition, resolved once. */
  readonly puzzle: AnyPuzzleDefinition;
  /** The plug-in module the puzzle came from (undefined for a built-in one), for `lexpath solve`. */
  readonly puzzleFile: string | undefined;
  readonly solvers: readonly SolverInfo[];
  readonly clock: Clock;
  /** Where the judge-format batch files go. */
  readonly batchDir: string;
  /** What was cut short or skipped, in plain words (BenchReport.notes). */
  readonly notes: string[];
  readonly log: (line: string) => void;
}
