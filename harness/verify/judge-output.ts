/**
 * Reads an outside program's judge output back into per-case answers. Strict about structure
 * (`Case x: d` numbering, d equal to the move count, one digit line per Rotation board), lenient
 * only about Windows line ends and trailing spaces. Letters outside the alphabet are left for the
 * oracle to judge as `illegal-move`.
 */
import type { PuzzleName } from '../../solvers/puzzle.js';
import type { RunResult } from './types.js';
import { plural } from '../plural.js';

export interface ParsedOutput {
  /** Answers for the leading cases that parsed. */
  readonly answers: RunResult[];
  /** Why parsing stopped early or the output has extra text; null when all is well. */
  readonly error: string | null;
}

function outputLines(text: string): string[] {
  const lines = text.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function parseJudgeOutput(puzzle: PuzzleName, text: string, caseCount: number): ParsedOutput {
  const lines = outputLines(text);
  const answers: RunResult[] = [];
  const fail = (error: string): ParsedOutput => ({ answers, error });
  let at = 0;
  for (let i = 0; i < caseCount; i++) {
    const where = `case ${i + 1}`;
    if (puzzle === 'eight') {
      if (at >= lines.length) return fail(`${where}: output ended before 'Case ${i + 1}: d'`);
      const header = /^Case (\d+): (\d+)$/.exec(lines[at]);
      if (!header || Number(header[1]) !== i + 1) {
        return fail(`${where}: expected 'Case ${i + 1}: d', got '${lines[at].slice(0, 60)}'`);
      }
      const declared = Number(header[2]);
      // A final empty move line may have been lost with the trailing blank lines.
      const moves = at + 1 < lines.length ? lines[at + 1] : '';
      if (at + 1 >= lines.length && declared !== 0) return fail(`${where}: output ended before the move line`);
      if (/^Case \d+:/.test(moves)) return fail(`${where}: the move line is missing`);
      if (moves.length !== declared) {
        return fail(`${where}: 'Case ${i + 1}: ${declared}' but the move line has ${plural(moves.length, 'move')}`);
      }
      answers.push({ kind: 'answer', moves, printed: `${lines[at]}\n${moves}\n` });
      at += 2;
    } else {
      if (at + 1 >= lines.length) return fail(`${where}: output ended before the moves and the centre digit`);
      const movesLine = lines[at];
      const digitLine = lines[at + 1];
      if (movesLine === '') return fail(`${where}: empty move line (expected moves or 'No moves needed')`);
      if (!/^\d+$/.test(digitLine)) return fail(`${where}: expected the centre digit, got '${digitLine.slice(0, 60)}'`);
      const moves = movesLine === 'No moves needed' ? '' : movesLine;
      answers.push({ kind: 'answer', moves, label: Number(digitLine), printed: `${movesLine}\n${digitLine}\n` });
      at += 2;
    }
  }
  if (at < lines.length) return fail(`unexpected output after the last case: '${lines[at].slice(0, 60)}'`);
  return { answers, error: null };
}
