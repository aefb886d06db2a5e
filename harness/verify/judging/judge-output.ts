/**
 * Reads an outside program's judge output back into per-case answers, the way the online judge
 * reads it: the whole output of a run, line by line.
 *
 * `strict` (the default) tolerates only what judges ignore: `\r\n` line ends, spaces and tabs at
 * the end of a line, and a missing newline at the very end of the output (and with it the last
 * case's empty move line, when that case needs 0 moves, since the two differ only by the final
 * newline). Everything else is a fault: a blank line between cases or at the end, a missing empty
 * move line after `Case x: 0`, leading spaces, `Case x:d`, a case number that is not x, a move
 * count written with leading zeros, extra output after the last case.
 *
 * `lenient` also accepts blank lines anywhere, leading and inner runs of spaces, and a missing
 * empty move line after `Case x: 0`; the numbering, the move count and extra output stay checked.
 *
 * Letters outside the alphabet are left for the oracle to judge as `illegal-move`.
 */
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';

export {
  OUTPUT_MODES,
  parseLabelledOutput,
  parseNumberedOutput,
  type OutputMode,
  type ParsedOutput,
} from '../../../puzzles/kit/output.js';
import type { OutputMode, ParsedOutput } from '../../../puzzles/kit/output.js';

/** A program's output for `caseCount` cases of `puzzle`, read as its judge would. */
export function parseJudgeOutput(
  puzzle: AnyPuzzleDefinition,
  text: string,
  caseCount: number,
  mode: OutputMode = 'strict',
): ParsedOutput {
  return puzzle.parseOutput(text, caseCount, mode);
}
