/**
 * A plug-in puzzle's rules as lexpath's solvers read them, with its heuristic checked at the one
 * place it is read: a negative value (the interface allows one, if admissible) counts as 0, which
 * keeps it admissible and consistent and is what every solver assumes; a value that is not a
 * number is the puzzle's fault and is named as such, not taken for a solver's crash.
 */
import type { Puzzle, Subproblem } from '../../solvers/puzzle.js';
import type { SearchSpace } from '../../solvers/space.js';
import { PuzzleFault } from '../../util/errors.js';
import { excerpt, oneLine } from '../../util/escape.js';
import type { JudgeContract } from './definition.js';

export { PuzzleFault };

/**
 * Why a puzzle's move letters cannot be used, or null: each a single visible character, none
 * twice, in ascending character order. Answers are compared as strings, so the order of the
 * letters must be the order of the characters; a letter twice makes an answer that cannot be read
 * back; a space or a control character breaks the output's lines.
 */
export function moveLettersError(letters: string): string | null {
  if (typeof letters !== 'string' || letters.length === 0) return 'it has no move letters';
  const chars = [...letters];
  const bad = chars.find((ch) => /[\s\p{C}]/u.test(ch));
  if (bad !== undefined) return `its move letters hold ${JSON.stringify(bad)}, which is not a visible character`;
  for (let i = 1; i < chars.length; i++) {
    if (chars.indexOf(chars[i]) < i) return `its move letters hold '${chars[i]}' twice`;
    if (chars[i] < chars[i - 1])
      return (
        `its move letters '${letters}' are not in ascending order ('${chars[i - 1]}' before ` +
        `'${chars[i]}'): answers are compared as strings, so the letters' order must be the characters' order`
      );
  }
  return null;
}

export function guardedPuzzle<Case>(puzzle: Puzzle<Case>): Puzzle<Case> {
  const guarded = new WeakMap<SearchSpace, SearchSpace>();
  const guard = (space: SearchSpace): SearchSpace => {
    let safe = guarded.get(space);
    if (!safe) {
      // Everything else (capabilities included) is the space's own, through the prototype.
      safe = Object.create(space, {
        heuristic: {
          value: (state: Int32Array): number => {
            const h = space.heuristic(state);
            if (h >= 0) return h;
            if (h < 0) return 0;
            throw new PuzzleFault(
              `puzzle ${puzzle.name}: its heuristic gave ${String(h)} (not a number of moves) in space ${space.key}`,
            );
          },
        },
      }) as SearchSpace;
      guarded.set(space, safe);
    }
    return safe;
  };
  return Object.create(puzzle, {
    subproblems: {
      value: (c: Case): Subproblem[] => puzzle.subproblems(c).map((sub) => ({ ...sub, space: guard(sub.space) })),
    },
  }) as Puzzle<Case>;
}

/**
 * A plug-in's judge contract as verify reads it: an answer that is not a boolean (or a throw) is
 * the puzzle's fault, named as such, never taken for a case within or beyond the contract.
 */
export function guardedContract<Case>(name: string, contract: JudgeContract<Case>): JudgeContract<Case> {
  if (typeof contract.description !== 'string' || typeof contract.holds !== 'function')
    throw new PuzzleFault(`puzzle ${name}: its contract needs a description (a string) and holds(case) (a function)`);
  const { maxCases } = contract;
  if (maxCases !== undefined && !(Number.isSafeInteger(maxCases) && maxCases >= 1))
    throw new PuzzleFault(`puzzle ${name}: its contract's maxCases must be a whole number of at least 1`);
  return {
    // Printed in reports: one line, whatever the module gives.
    description: oneLine(contract.description),
    ...(maxCases !== undefined ? { maxCases } : {}),
    holds: (c) => {
      let within: unknown;
      try {
        within = contract.holds(c);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new PuzzleFault(`puzzle ${name}: its contract's holds threw: ${excerpt(reason, 120)}`);
      }
      if (typeof within !== 'boolean') {
        const given = excerpt(String(within), 30);
        throw new PuzzleFault(`puzzle ${name}: its contract's holds gave ${given}, not true or false`);
      }
      return within;
    },
  };
}
