/** A corpus file's entries (format in corpora/README.md): what a puzzle definition reads and writes. */
import type { PuzzleName } from '../../solvers/puzzle.js';

export interface CorpusEntry {
  /** Eight: the start board; Rotation: the 24 digits, space-separated. */
  readonly start: string;
  /** Eight only: the goal board. */
  readonly goal?: string;
  /** The smallest shortest answer ('' for none needed). */
  readonly answer: string;
  /** Labelled puzzles only (Rotation): the label after the answer, Rotation's centre digit. */
  readonly centre?: number;
  readonly source: string;
  readonly note?: string;
}

export interface CorpusFile {
  readonly puzzle: PuzzleName;
  readonly description?: string;
  readonly cases: readonly CorpusEntry[];
}
