/**
 * The judges' two output shapes, read back strictly or leniently (judge-output.ts says what each
 * mode accepts). Puzzle definitions name theirs; this module imports no puzzle.
 */
import { plural } from '../../util/plural.js';

export const OUTPUT_MODES = ['strict', 'lenient'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

/** One case's answer as a program printed it. */
export interface ParsedAnswer {
  readonly kind: 'answer';
  readonly moves: string;
  readonly label?: number;
  /** The lines that gave it, as printed. */
  readonly printed: string;
}

export interface ParsedOutput {
  /** Answers for the leading cases that parsed. */
  readonly answers: ParsedAnswer[];
  /** Why parsing stopped early or the output has extra text; null when all is well. */
  readonly error: string | null;
  /**
   * After a fault, the output read again from the next case's header (numbered output only, when
   * that header is there): `answers` of the cases after the faulty one, and so on.
   */
  readonly resumed?: ParsedOutput;
}

function outputLines(text: string, mode: OutputMode): string[] {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const lines = body === '' ? [] : body.split('\n').map((line) => line.replace(/[ \t\r]+$/, ''));
  return mode === 'strict'
    ? lines
    : lines.map((line) => line.trim().replace(/[ \t]+/g, ' ')).filter((line) => line !== '');
}

const excerpt = (line: string): string => JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line);

/** Eight II's and the sliding puzzles' output: `Case x: n`, then the n moves on their own line. */
export function parseNumberedOutput(text: string, caseCount: number, mode: OutputMode = 'strict'): ParsedOutput {
  return parseNumberedFrom(outputLines(text, mode), 0, 0, caseCount, mode);
}

/**
 * The cases from `first` (0-based) on, read from line `at`. After a fault, the output is read
 * again from the next case's header, when it has one (`resumed`): what a program printed for
 * the later cases of the same run, so one run attributes each of them. Only when the faulty
 * case's own header bore its number: a program whose numbering is off (`Case 0:` first) labels
 * its answers wrongly, and reading on would judge each answer against another case.
 */
function parseNumberedFrom(
  lines: readonly string[],
  at: number,
  first: number,
  caseCount: number,
  mode: OutputMode,
): ParsedOutput {
  const answers: ParsedAnswer[] = [];
  /** The line where the case being read begins (its header, if it printed one). */
  let caseAt = at;
  const fail = (error: string, faultAt: number): ParsedOutput => {
    const next = first + answers.length + 1;
    const numbered = lines[caseAt]?.startsWith(`Case ${next}:`) === true;
    const header =
      numbered && next < caseCount
        ? lines.findIndex((line, j) => j > faultAt && line.startsWith(`Case ${next + 1}:`))
        : -1;
    return {
      answers,
      error,
      ...(header >= 0 ? { resumed: parseNumberedFrom(lines, header, next, caseCount, mode) } : {}),
    };
  };
  for (let i = first; i < caseCount; i++) {
    const where = `case ${i + 1}`;
    caseAt = at;
    if (at >= lines.length) return fail(`${where}: output ended before 'Case ${i + 1}: <length>'`, at);
    const header = /^Case (\d+): (0|[1-9]\d*)$/.exec(lines[at]);
    if (!header || header[1] !== String(i + 1)) {
      return fail(`${where}: expected 'Case ${i + 1}: <length>' (the number of moves), got ${excerpt(lines[at])}`, at);
    }
    const declared = Number(header[2]);
    const next = lines[at + 1];
    let moves: string;
    if (next === undefined) {
      // Only the last case may lose its (empty) move line, with the final newline.
      if (declared !== 0 || (mode === 'strict' && i !== caseCount - 1))
        return fail(`${where}: output ended before the move line`, at);
      moves = '';
      at += 1;
    } else if (mode === 'lenient' && declared === 0 && /^Case \d+:/.test(next)) {
      moves = '';
      at += 1;
    } else {
      if (/^Case \d+:/.test(next))
        return fail(`${where}: the move line is missing (an empty line is expected when d = 0)`, at);
      moves = next;
      at += 2;
    }
    if (moves.length !== declared) {
      return fail(
        `${where}: 'Case ${i + 1}: ${declared}' but the move line has ${plural(moves.length, 'move')}`,
        at - 1,
      );
    }
    answers.push({ kind: 'answer', moves, printed: `Case ${i + 1}: ${declared}\n${moves}\n` });
  }
  return endOfOutput(lines, at, answers);
}

/** Rotation's output: the moves (or `No moves needed`), then the label on its own line. */
export function parseLabelledOutput(text: string, caseCount: number, mode: OutputMode = 'strict'): ParsedOutput {
  const lines = outputLines(text, mode);
  const answers: ParsedAnswer[] = [];
  const fail = (error: string): ParsedOutput => ({ answers, error });
  let at = 0;
  for (let i = 0; i < caseCount; i++) {
    const where = `case ${i + 1}`;
    if (at >= lines.length) return fail(`${where}: output ended before the moves and the centre digit`);
    if (mode === 'lenient' && /^\d$/.test(lines[at])) {
      // Leniently, a digit with no move line before it answers a case that needs no move.
      answers.push({ kind: 'answer', moves: '', label: Number(lines[at]), printed: `${lines[at]}\n` });
      at += 1;
      continue;
    }
    if (at + 1 >= lines.length) return fail(`${where}: output ended before the centre digit`);
    const movesLine = lines[at];
    const digitLine = lines[at + 1];
    if (movesLine === '') return fail(`${where}: empty move line (expected moves or 'No moves needed')`);
    if (!/^\d$/.test(digitLine)) return fail(`${where}: expected the centre digit, got ${excerpt(digitLine)}`);
    const moves = movesLine === 'No moves needed' ? '' : movesLine;
    answers.push({ kind: 'answer', moves, label: Number(digitLine), printed: `${movesLine}\n${digitLine}\n` });
    at += 2;
  }
  return endOfOutput(lines, at, answers);
}

function endOfOutput(lines: readonly string[], at: number, answers: ParsedAnswer[]): ParsedOutput {
  if (at < lines.length) {
    const extra = lines[at] === '' ? 'an empty line' : excerpt(lines[at]);
    return { answers, error: `unexpected output after the last case: ${extra}` };
  }
  return { answers, error: null };
}
