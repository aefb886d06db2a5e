/**
 * What the judges' formats share, for every puzzle's format (each puzzle's own is in its folder):
 * lines read into tokens that remember their line, the `T` then start/goal pairs count, and the
 * numbered output (`Case x: n`, then the moves). Windows line ends, blank lines and trailing spaces
 * are accepted everywhere. A labelled puzzle's output (The Rotation Game's) is here too.
 */

import { InputError } from '../../util/errors.js';
import { plural } from '../../util/plural.js';
import { excerpt } from '../../util/escape.js';

/** Whitespace-separated tokens, each with the line it came from. */
export function tokenize(input: string): InputItem[] {
  const tokens: InputItem[] = [];
  input.split('\n').forEach((line, index) => {
    for (const text of line.split(/[ \t\r\f\v]+/)) if (text !== '') tokens.push({ text, line: index + 1 });
  });
  return tokens;
}

/** One token or line of judge input, with the line it came from. */
interface InputItem {
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
    throw new InputError(
      `line ${count.line}: expected the number of cases T (a whole number), got '${excerpt(count.text)}'`,
    );
  }
  const total = Number(count.text);
  if (!Number.isSafeInteger(total)) {
    throw new InputError(
      `line ${count.line}: the number of cases T is far too large (a ${count.text.length}-digit number)`,
    );
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
    throw new InputError(
      `line ${extra.line}: unexpected '${excerpt(extra.text)}' after the ${plural(total, 'case')} that T promised`,
    );
  }
  return total;
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

/**
 * A labelled puzzle's output (The Rotation Game's): the moves, or `No moves needed`, then the label
 * on its own line.
 */
export function formatLabelledOutput(answers: readonly PrintedAnswer[]): string {
  return answers.map((a) => `${a.moves === '' ? 'No moves needed' : a.moves}\n${a.label}\n`).join('');
}
