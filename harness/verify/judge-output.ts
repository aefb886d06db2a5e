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
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { RunResult } from './types.js';
import { plural } from '../plural.js';

export const OUTPUT_MODES = ['strict', 'lenient'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

export interface ParsedOutput {
  /** Answers for the leading cases that parsed. */
  readonly answers: RunResult[];
  /** Why parsing stopped early or the output has extra text; null when all is well. */
  readonly error: string | null;
}

function outputLines(text: string, mode: OutputMode): string[] {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const lines = body === '' ? [] : body.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
  return mode === 'strict' ? lines : lines.map((line) => line.trim().replace(/[ \t]+/g, ' ')).filter((line) => line !== '');
}

const excerpt = (line: string): string => JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line);

export function parseJudgeOutput(puzzle: PuzzleName, text: string, caseCount: number, mode: OutputMode = 'strict'): ParsedOutput {
  const lines = outputLines(text, mode);
  const answers: RunResult[] = [];
  const fail = (error: string): ParsedOutput => ({ answers, error });
  let at = 0;
  for (let i = 0; i < caseCount; i++) {
    const where = `case ${i + 1}`;
    if (puzzle === 'eight') {
      if (at >= lines.length) return fail(`${where}: output ended before 'Case ${i + 1}: d'`);
      const header = /^Case (\d+): (0|[1-9]\d*)$/.exec(lines[at]);
      if (!header || header[1] !== String(i + 1)) {
        return fail(`${where}: expected 'Case ${i + 1}: d', got ${excerpt(lines[at])}`);
      }
      const declared = Number(header[2]);
      const next = lines[at + 1];
      let moves: string;
      if (next === undefined) {
        // Only the last case may lose its (empty) move line, with the final newline.
        if (declared !== 0 || (mode === 'strict' && i !== caseCount - 1)) return fail(`${where}: output ended before the move line`);
        moves = '';
        at += 1;
      } else if (mode === 'lenient' && declared === 0 && /^Case \d+:/.test(next)) {
        moves = '';
        at += 1;
      } else {
        if (/^Case \d+:/.test(next)) return fail(`${where}: the move line is missing (an empty line is expected when d = 0)`);
        moves = next;
        at += 2;
      }
      if (moves.length !== declared) {
        return fail(`${where}: 'Case ${i + 1}: ${declared}' but the move line has ${plural(moves.length, 'move')}`);
      }
      answers.push({ kind: 'answer', moves, printed: `Case ${i + 1}: ${declared}\n${moves}\n` });
    } else {
      if (at >= lines.length) return fail(`${where}: output ended before the moves and the centre digit`);
      if (at + 1 >= lines.length) return fail(`${where}: output ended before the centre digit`);
      const movesLine = lines[at];
      const digitLine = lines[at + 1];
      if (movesLine === '') return fail(`${where}: empty move line (expected moves or 'No moves needed')`);
      if (!/^\d$/.test(digitLine)) return fail(`${where}: expected the centre digit, got ${excerpt(digitLine)}`);
      const moves = movesLine === 'No moves needed' ? '' : movesLine;
      answers.push({ kind: 'answer', moves, label: Number(digitLine), printed: `${movesLine}\n${digitLine}\n` });
      at += 2;
    }
  }
  if (at < lines.length) {
    const extra = lines[at] === '' ? 'an empty line' : excerpt(lines[at]);
    return fail(`unexpected output after the last case: ${extra}`);
  }
  return { answers, error: null };
}
