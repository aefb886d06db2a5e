/** What a pack made, as pack() returns it: the package's note and picture are drawn from it. */
import type { Cover } from './cover.js';
import type { JudgeLimits } from './judge-limits.js';
import type { PackFormat } from './options.js';
import type { PackageTest, SelfCheck } from './self-check.js';
import type { Contestant, RunCell, TestFile } from './types.js';

/** A test file of the package: where it is, and which candidate (column of the kill matrix) it is. */
export interface PackedTest extends PackageTest {
  readonly column: number;
  /** Why it is in: 'sample', 'added' (one case of every depth) or 'cover' (the minimal set). */
  readonly reason: 'sample' | 'added' | 'cover';
}

export interface PackResult {
  readonly puzzle: string;
  readonly title: string;
  readonly outDir: string;
  readonly format: PackFormat;
  readonly seed: number;
  readonly limits: JudgeLimits;
  /** Every candidate file, the kill matrix's columns: the sample and the depth sweep first. */
  readonly candidates: readonly TestFile[];
  /** How many leading columns go into the package whatever they kill (the sample, the depth sweep). */
  readonly added: number;
  readonly wrong: readonly Contestant[];
  readonly accepted: readonly Contestant[];
  /** matrix[wrong program][candidate]. */
  readonly matrix: readonly (readonly RunCell[])[];
  /** The minimal set, over the candidates after the added ones (`chosen` are column indices). */
  readonly cover: Cover & { readonly disjointBound: number };
  readonly tests: readonly PackedTest[];
  /** acceptedCells[accepted program][test]. */
  readonly acceptedCells: readonly (readonly RunCell[])[];
  readonly selfCheck: SelfCheck;
  /** Source files copied in as submissions, by program name. */
  readonly sources: ReadonlyMap<string, string>;
  /** The package's files, relative to outDir. */
  readonly files: readonly string[];
}
