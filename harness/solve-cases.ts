/**
 * The core of `lexpath solve`: one puzzle's judge input through one solver to the judge output. It
 * imports neither registry, so `solve` of a shipped puzzle with its default solver loads that
 * puzzle's and that solver's modules and nothing else (solve-builtin.ts).
 */
import type { SearchAlgorithm } from '../solvers/space.js';
import { solveCase } from '../solvers/solve.js';
import { Oracle } from '../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../puzzles/kit/definition.js';
import type { PrintedAnswer } from '../puzzles/kit/judge-format.js';
import { InputError, PuzzleFault } from '../util/errors.js';
import { excerpt } from '../util/escape.js';

/**
 * Solves every case of `input` with `search` (the solver named `solverName`) and returns the judge
 * output. The whole input is validated before anything is solved, so bad input never yields a
 * partial answer.
 */
export function solveCases(
  format: AnyPuzzleDefinition,
  solverName: string,
  search: SearchAlgorithm,
  input: string,
): string {
  const cases = format.parseInput(input);
  const answers: PrintedAnswer[] = cases.map((c, i) => {
    const answer = solveCase(format.puzzle, search, c);
    if (!answer.solved) throw noAnswer(format, solverName, c, i);
    // Nothing is printed that the puzzle's own rules do not take (a plug-in's space may lie).
    const replayed = format.puzzle.replay(c, answer.moves);
    if (!replayed.ok) {
      throw new PuzzleFault(
        `case ${i + 1}: solver ${solverName}'s answer ` +
          `'${excerpt(answer.moves, 60)}' does not replay under ${format.name}'s rules ` +
          `(${replayed.reason}): its search space and its replay disagree, or the solver breaks the rules`,
      );
    }
    return { moves: answer.moves, label: answer.label };
  });
  return format.formatOutput(answers);
}

/** Why a case got no answer: it has none (bad input for this puzzle), or the solver failed. */
function noAnswer(format: AnyPuzzleDefinition, solverName: string, c: unknown, index: number): Error {
  if (new Oracle(format.puzzle, format.referenceHeuristic).expected(c) === null)
    return new InputError(`case ${index + 1}: it has no answer under ${format.name}'s rules (no moves reach its goal)`);
  return new Error(`solver ${solverName} found no answer for case ${index + 1}, which has one`);
}
