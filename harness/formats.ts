/** Each puzzle with its judge format, so commands can be written once for both puzzles. */
import { eight, type EightCase } from '../solvers/eight.js';
import type { Puzzle, PuzzleName } from '../solvers/puzzle.js';
import { rotation, type RotationCase } from '../solvers/rotation.js';
import {
  formatEightInput,
  formatEightOutput,
  formatRotationInput,
  formatRotationOutput,
  parseEightInput,
  parseRotationInput,
  type PrintedAnswer,
} from './judge-format.js';

export interface JudgeFormat<Case> {
  readonly puzzle: Puzzle<Case>;
  parseInput(input: string): Case[];
  formatInput(cases: readonly Case[]): string;
  formatOutput(answers: readonly PrintedAnswer[]): string;
  /** One line naming a case, for reports. */
  describeCase(c: Case): string;
}

export const eightFormat: JudgeFormat<EightCase> = {
  puzzle: eight,
  parseInput: parseEightInput,
  formatInput: formatEightInput,
  formatOutput: formatEightOutput,
  describeCase: (c) => `${c.start} -> ${c.goal}`,
};

export const rotationFormat: JudgeFormat<RotationCase> = {
  puzzle: rotation,
  parseInput: parseRotationInput,
  formatInput: formatRotationInput,
  formatOutput: formatRotationOutput,
  describeCase: (c) => c.cells.join(' '),
};

// The two formats' case types differ; callers that handle either use this union-erased view.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJudgeFormat = JudgeFormat<any>;

export function judgeFormat(name: PuzzleName): AnyJudgeFormat {
  return name === 'eight' ? eightFormat : rotationFormat;
}

export const PUZZLE_NAMES: readonly PuzzleName[] = ['eight', 'rotation'];
