/** What `lexpath nightly` takes and gives (runNightly), and a puzzle of the night as its phases see it. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { BenchOptions } from '../bench/options.js';
import type { NightlyRun } from '../history/types.js';
import type { OutsideProgram } from '../verify/options.js';
import type { VerifyReport } from '../verify/types.js';
import type { RunFolder } from './run-folder.js';

/** A program for the night: for every puzzle, or for one. */
export interface NightlyProgram extends OutsideProgram {
  readonly puzzle?: PuzzleName;
}

export interface NightlyOptions {
  readonly outDir: string;
  readonly budgetMs: number;
  readonly seed: number;
  /** The puzzles of the night, in order (default: the registry's listed puzzles, NIGHTLY_PUZZLES). */
  readonly puzzles?: readonly PuzzleName[];
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
  /** Bench sizes (tests make them small). */
  readonly bench?: Partial<
    Pick<BenchOptions, 'solvers' | 'casesPerDepth' | 'batchCases' | 'scalingCounts' | 'maxRuns'>
  >;
  /** Per-case time limit for verify (default 2000 ms, as `lexpath verify`). */
  readonly verifyTimeLimitMs?: number;
  /** Built-in solvers to verify (default: all, correct and buggy). */
  readonly verifySolvers?: readonly string[];
  /** Outside programs verified and benched beside the built-in solvers (on `puzzle` only, when given). */
  readonly programs?: readonly NightlyProgram[];
  /** Verify's threads (default: the number of cores). */
  readonly workers?: number;
  /** Run even when the last comparable night says the budget cannot verify every puzzle (nightly/budget-check.ts). */
  readonly allowIncomplete?: boolean;
  /**
   * Verify reports made elsewhere (the workflow's merged shards): a puzzle with a sampled report
   * here is not verified again; exhaustive reports are kept as the night's exhaustive coverage.
   */
  readonly verifyReports?: readonly VerifyReport[];
  /** Render the report (default true; tests may skip the charts). */
  readonly report?: boolean;
  /** performance.now() from which the budget counts (the CLI passes 0: the process start). */
  readonly budgetFrom?: number;
}

export interface NightlyResult {
  readonly dir: string;
  readonly historyFile: string;
  readonly run: NightlyRun;
  /** Every file written into the run folder (and the history file). */
  readonly written: string[];
  readonly reportError: string | null;
  /** Why tonight's history line could not be appended (a full disk), or null. */
  readonly historyError?: string | null;
  /** Files of the run folder that could not be written, each with why (absent: none). */
  readonly writeErrors?: readonly string[];
  readonly problems: string[];
}

/** One puzzle of the night: the name it runs under (files, verify, bench) and its definition, resolved once. */
export interface NightPuzzle {
  readonly puzzleName: PuzzleName;
  readonly puzzle: AnyPuzzleDefinition;
}

/** What every phase of a night shares: its options, its run folder, and where its notes and progress lines go. */
export interface NightContext {
  readonly options: NightlyOptions;
  readonly folder: RunFolder;
  /** What was cut short or skipped, in plain words (NightlyRun.notes). */
  readonly notes: string[];
  readonly log: (line: string) => void;
}
