/**
 * The Rotation Game's judge format (POJ 2286): one board of 24 numbers per line; a line holding
 * only `0` (or the end) ends the input; output the moves or `No moves needed`, then the centre digit.
 */
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';
import { plural } from '../../util/plural.js';
import { formatLabelledOutput } from '../kit/judge-format.js';
import type { RotationCase } from './space.js';

/**
 * Rotation input, with Eight's rules where the formats allow: empty input (nothing but blank
 * lines) is an error; the input ends at a line holding only 0, or at the end; anything but blank
 * lines after that 0 is an error.
 */
export function parseRotationInput(input: string): RotationCase[] {
  const boards: RotationCase[] = [];
  const lines = input.split('\n');
  if (lines.every((line) => line.trim() === '')) {
    throw new InputError(
      'the input is empty: expected boards of 24 numbers, one a line, and a line holding only 0 to end',
    );
  }
  for (let index = 0; index < lines.length; index++) {
    const fields = lines[index].split(/[ \t\r\f\v]+/).filter((f) => f !== '');
    if (fields.length === 0) continue;
    if (fields.length === 1 && fields[0] === '0') {
      const extra = lines.findIndex((line, i) => i > index && line.trim() !== '');
      if (extra !== -1) {
        throw new InputError(
          `line ${extra + 1}: unexpected '${excerpt(lines[extra].trim())}' ` +
            `after the line holding only 0 that ends the input (line ${index + 1})`,
        );
      }
      break;
    }
    const where = `board ${boards.length + 1}, line ${index + 1}`;
    if (fields.length !== 24) {
      throw new InputError(
        `${where}: expected 24 numbers (each 1, 2 or 3), ` +
          `or a line holding only 0 to end, got ${plural(fields.length, 'number')}`,
      );
    }
    const cells = fields.map((field, i) => {
      if (field === '0')
        throw new InputError(`${where}: cell ${i + 1} is 0; a 0 may only stand alone on a line, to end the input`);
      if (field !== '1' && field !== '2' && field !== '3') {
        throw new InputError(`${where}: cell ${i + 1} is '${excerpt(field, 20)}', expected 1, 2 or 3`);
      }
      return Number(field);
    });
    boards.push({ cells });
  }
  return boards;
}

/** The moves, or `No moves needed`, then the centre digit: the kit's labelled output. */
export const formatRotationOutput = formatLabelledOutput;

/** Judge input for cases, the inverse of the parser (for batches, replays and corpora). */
export function formatRotationInput(cases: readonly RotationCase[]): string {
  return `${cases.map((c) => c.cells.join(' ')).join('\n')}\n0\n`;
}
