/** What a pack is made of: test files, the programs run on them, and how each run went. */
import type { Verdict } from '../verify/types.js';

/** Where a test file's cases come from. */
export type TestKind = 'sample' | 'depths' | 'depth' | 'random' | 'corpus' | 'counterexample';

export interface TestFile {
  /** Short and unique: the file's name in the package, after its number. */
  readonly label: string;
  readonly kind: TestKind;
  /** Where its cases come from, in words. */
  readonly origin: string;
  readonly cases: readonly unknown[];
}

/**
 * A program run on the test files: a bug-zoo variant or a built-in solver (in lexpath's threads), or
 * an outside program (`--wrong` / `--accepted`, run by the shell on each whole file, as a judge does).
 */
export interface Contestant {
  readonly name: string;
  readonly role: 'wrong' | 'accepted';
  /** The shell command of an outside program; absent for a built-in solver. */
  readonly command?: string;
  readonly description: string;
}

/** One program on one test file. */
export interface RunCell {
  /** The first case that is not ok names it; 'ok' when every case is. */
  readonly verdict: Verdict;
  /** 1-based case of that verdict (null when ok, or when a run failed as a whole). */
  readonly failing: number | null;
  readonly detail: string;
  /**
   * What the program printed (a solver: the judge output of the cases it answered, up to the
   * failing one). `whole`: the run ended by itself, so the output is all it printed and a checker's
   * verdict on it must agree with `verdict`; false after a crash or a time-out, which fail a run
   * whatever its output says.
   */
  readonly output: string;
  readonly whole: boolean;
}

/** Whether a cell kills its program (any verdict but ok). */
export function kills(cell: RunCell): boolean {
  return cell.verdict !== 'ok';
}
