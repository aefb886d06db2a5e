/**
 * Eight II's judge format (HDU 3567): `T`, then per case a start line and a goal line; output
 * `Case x: d` and the moves (an empty line when d = 0). Boards are whitespace-separated tokens, as
 * the judge's scanf reads them, but every error names the line it came from.
 */
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';
import { formatNumberedOutput, startGoalCount, tokenize } from '../kit/judge-format.js';
import { eightBoardError, eightSolvable, type EightCase } from './space.js';

export function parseEightInput(input: string): EightCase[] {
  const tokens = tokenize(input);
  if (tokens.length === 0) throw new InputError('the input is empty: expected the number of cases T on the first line');
  const total = startGoalCount(tokens);
  const cases: EightCase[] = [];
  for (let x = 1; x <= total; x++) {
    const start = tokens[2 * x - 1];
    const goal = tokens[2 * x];
    for (const [role, token] of [
      ['start', start],
      ['goal', goal],
    ] as const) {
      const error = eightBoardError(token.text);
      if (error)
        throw new InputError(`case ${x}, line ${token.line}: bad ${role} board '${excerpt(token.text, 20)}': ${error}`);
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

/** Eight II's output is the numbered one the sliding puzzles share. */
export const formatEightOutput = formatNumberedOutput;

/** Judge input for cases, the inverse of the parser (for batches, replays and corpora). */
export function formatEightInput(cases: readonly EightCase[]): string {
  return `${cases.length}\n${cases.map((c) => `${c.start}\n${c.goal}\n`).join('')}`;
}
