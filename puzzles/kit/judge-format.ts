/**
 * The judges' input and output formats, parsed strictly and written byte for byte.
 *
 * Eight II: `T`, then per case a start line and a goal line; output `Case x: d` and the moves (an
 * empty line when d = 0). Boards are whitespace-separated tokens, as the judge's scanf reads them,
 * but every error names the line it came from.
 * Rotation: one board of 24 numbers per line; a line holding only `0` (or the end) ends the input;
 * output the moves or `No moves needed`, then the centre digit.
 * Windows line ends, blank lines and trailing spaces are accepted everywhere.
 */
import { eightBoardError, eightSolvable, type EightCase } from '../eight/space.js';
import type { RotationCase } from '../rotation/space.js';

import { InputError } from '../../util/errors.js';
import { plural } from '../../util/plural.js';
import { excerpt } from '../../util/escape.js';

export { InputError };

type Token = InputItem;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  input.split('\n').forEach((line, index) => {
    for (const text of line.split(/[ \t\r\f\v]+/)) if (text !== '') tokens.push({ text, line: index + 1 });
  });
  return tokens;
}

/** One token or line of judge input, with the line it came from. */
export interface InputItem {
  readonly text: string;
  readonly line: number;
}

/**
 * Reads T from the first item and checks that exactly T start/goal pairs follow (Eight II's
 * tokens, the sliding puzzles' lines); returns T.
 */
export function startGoalCount(items: readonly InputItem[]): number {
  const count = items[0];
  if (!/^\d+$/.test(count.text)) {
    throw new InputError(`line ${count.line}: expected the number of cases T (a whole number), got '${excerpt(count.text)}'`);
  }
  const total = Number(count.text);
  if (!Number.isSafeInteger(total)) {
    throw new InputError(`line ${count.line}: the number of cases T is far too large (a ${count.text.length}-digit number)`);
  }
  const available = Math.floor((items.length - 1) / 2);
  if (available < total) {
    throw new InputError(
      `line ${count.line}: T is ${total}, but the input holds ${plural(items.length - 1, 'board line')} after it, ` +
        `enough for ${plural(available, 'case')}; each case needs a start line and a goal line`,
    );
  }
  if (items.length > 1 + 2 * total) {
    const extra = items[1 + 2 * total];
    throw new InputError(`line ${extra.line}: unexpected '${excerpt(extra.text)}' after the ${plural(total, 'case')} that T promised`);
  }
  return total;
}

export function parseEightInput(input: string): EightCase[] {
  const tokens = tokenize(input);
  if (tokens.length === 0) throw new InputError('the input is empty: expected the number of cases T on the first line');
  const total = startGoalCount(tokens);
  const cases: EightCase[] = [];
  for (let x = 1; x <= total; x++) {
    const start = tokens[2 * x - 1];
    const goal = tokens[2 * x];
    for (const [role, token] of [['start', start], ['goal', goal]] as const) {
      const error = eightBoardError(token.text);
      if (error) throw new InputError(`case ${x}, line ${token.line}: bad ${role} board '${excerpt(token.text, 20)}': ${error}`);
    }
    const c: EightCase = { start: start.text, goal: goal.text };
    if (!eightSolvable(c)) {
      throw new InputError(
        `case ${x}, lines ${start.line}-${goal.line}: no sequence of moves turns ${c.start} into ${c.goal} ` +
          `(their tile permutations have different parity)`,
      );
    }
    cases.push(c);
  }
  return cases;
}

/**
 * Rotation input, with Eight's rules where the formats allow: empty input (nothing but blank
 * lines) is an error; the input ends at a line holding only 0, or at the end; anything but blank
 * lines after that 0 is an error.
 */
export function parseRotationInput(input: string): RotationCase[] {
  const boards: RotationCase[] = [];
  const lines = input.split('\n');
  if (lines.every((line) => line.trim() === '')) {
    throw new InputError('the input is empty: expected boards of 24 numbers, one a line, and a line holding only 0 to end');
  }
  for (let index = 0; index < lines.length; index++) {
    const fields = lines[index].split(/[ \t\r\f\v]+/).filter((f) => f !== '');
    if (fields.length === 0) continue;
    if (fields.length === 1 && fields[0] === '0') {
      const extra = lines.findIndex((line, i) => i > index && line.trim() !== '');
      if (extra !== -1) {
        throw new InputError(`line ${extra + 1}: unexpected '${excerpt(lines[extra].trim())}' after the line holding only 0 that ends the input (line ${index + 1})`);
      }
      break;
    }
    const where = `board ${boards.length + 1}, line ${index + 1}`;
    if (fields.length !== 24) {
      throw new InputError(`${where}: expected 24 numbers (each 1, 2 or 3), or a line holding only 0 to end, got ${plural(fields.length, 'number')}`);
    }
    const cells = fields.map((field, i) => {
      if (field === '0') throw new InputError(`${where}: cell ${i + 1} is 0; a 0 may only stand alone on a line, to end the input`);
      if (field !== '1' && field !== '2' && field !== '3') {
        throw new InputError(`${where}: cell ${i + 1} is '${excerpt(field, 20)}', expected 1, 2 or 3`);
      }
      return Number(field);
    });
    boards.push({ cells });
  }
  return boards;
}

/** One solved case as the judge prints it. */
export interface PrintedAnswer {
  readonly moves: string;
  readonly label: number;
}

/** Eight II's output, which the sliding puzzles share: `Case x: n`, then the moves. */
export function formatNumberedOutput(answers: readonly PrintedAnswer[]): string {
  return answers.map((a, i) => `Case ${i + 1}: ${a.moves.length}\n${a.moves}\n`).join('');
}

export const formatEightOutput = formatNumberedOutput;

export function formatRotationOutput(answers: readonly PrintedAnswer[]): string {
  return answers.map((a) => `${a.moves === '' ? 'No moves needed' : a.moves}\n${a.label}\n`).join('');
}

/** Judge input for cases, the inverse of the parsers (for batches, replays and corpora). */
export function formatEightInput(cases: readonly EightCase[]): string {
  return `${cases.length}\n${cases.map((c) => `${c.start}\n${c.goal}\n`).join('')}`;
}

export function formatRotationInput(cases: readonly RotationCase[]): string {
  return `${cases.map((c) => c.cells.join(' ')).join('\n')}\n0\n`;
}
