/**
 * The sliding puzzles' judge format, for every case of a batch: `T`, then a start line and a goal
 * line of R*C integers 0..R*C-1 separated by single spaces, row by row, 0 the blank. Output
 * `Case x: n`, then the move string (an empty line when n = 0): Eight II's output.
 */
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';
import { plural } from '../../util/plural.js';
import type { CorpusEntry } from '../kit/corpus-entry.js';
import type { PrintedAnswer } from '../kit/judge-format.js';
import { startGoalCount } from '../kit/judge-format.js';
import { slidingBoardError, slidingFamily, slidingSolvable, type SlidingCase } from './space.js';

/** Reads `T`, then a start and a goal line per case; every error names its line. */
export function parseSlidingInput(rows: number, cols: number, input: string): SlidingCase[] {
  const n = rows * cols;
  const board = slidingFamily(rows, cols).board;
  const lines = input
    .split('\n')
    .map((text, index) => ({ text: text.trim(), line: index + 1 }))
    .filter((l) => l.text !== '');
  if (lines.length === 0) throw new InputError('the input is empty: expected the number of cases T on the first line');
  const total = startGoalCount(lines);
  const cases: SlidingCase[] = [];
  for (let x = 1; x <= total; x++) {
    const boards: number[][] = [];
    for (const [role, l] of [
      ['start', lines[2 * x - 1]],
      ['goal', lines[2 * x]],
    ] as const) {
      const fields = l.text.split(/[ \t\r]+/);
      const bad = fields.find((f) => !/^\d+$/.test(f));
      const tiles = fields.map(Number);
      const error = bad !== undefined ? `'${excerpt(bad, 12)}' is not a whole number` : slidingBoardError(tiles, n);
      if (error) throw new InputError(`case ${x}, line ${l.line}: bad ${role} board: ${error}`);
      boards.push(tiles);
    }
    const c: SlidingCase = { start: boards[0], goal: boards[1] };
    if (!slidingSolvable(board, c)) {
      throw new InputError(
        `case ${x}, lines ` +
          `${lines[2 * x - 1].line}-${lines[2 * x].line}: no sequence of moves turns the start into the goal ` +
          `(the permutation between them and the blank's distance have different parity)`,
      );
    }
    cases.push(c);
  }
  return cases;
}

export function formatSlidingInput(cases: readonly SlidingCase[]): string {
  return `${cases.length}\n${cases.map((c) => `${c.start.join(' ')}\n${c.goal.join(' ')}\n`).join('')}`;
}

/** What `--case` takes for an n-cell board: "START / GOAL", n numbers each; as one case of judge input. */
export function slidingCaseInput(n: number, text: string): string {
  const fields = text.replace('/', ' ').trim().split(/\s+/);
  if (fields.length !== 2 * n)
    throw new Error(`expected "START / GOAL" with ${n} numbers each, got ${plural(fields.length, 'field')}`);
  return `1\n${fields.slice(0, n).join(' ')}\n${fields.slice(n).join(' ')}\n`;
}

export function slidingCaseText(c: SlidingCase): string {
  return `${c.start.join(' ')} / ${c.goal.join(' ')}`;
}

export function slidingEntryToCase(entry: CorpusEntry): SlidingCase {
  return {
    start: entry.start.trim().split(/\s+/).map(Number),
    goal: (entry.goal ?? '').trim().split(/\s+/).map(Number),
  };
}

export function slidingCaseToEntry(c: SlidingCase, answer: PrintedAnswer, source: string, note?: string): CorpusEntry {
  return { start: c.start.join(' '), goal: c.goal.join(' '), answer: answer.moves, source, ...(note ? { note } : {}) };
}
