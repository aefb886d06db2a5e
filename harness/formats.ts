/** Each puzzle with its judge format (the puzzle definitions of ./puzzles), so commands are written once. */
import type { PuzzleName } from '../solvers/puzzle.js';
import { eightDefinition } from '../puzzles/eight/definition.js';
import { puzzleDefinition, puzzleNames, type AnyPuzzleDefinition, type PuzzleDefinition } from '../puzzles/index.js';
import { rotationDefinition } from '../puzzles/rotation/definition.js';

/** A puzzle's judge format is part of its definition. */
export type JudgeFormat<Case> = PuzzleDefinition<Case>;
export type AnyJudgeFormat = AnyPuzzleDefinition;

export const eightFormat = eightDefinition;
export const rotationFormat = rotationDefinition;

export function judgeFormat(name: PuzzleName): AnyJudgeFormat {
  return puzzleDefinition(name);
}

/** The listed puzzles' names (sliding puzzles of other sizes are `slide-RxC`). */
export const PUZZLE_NAMES: readonly PuzzleName[] = puzzleNames();
