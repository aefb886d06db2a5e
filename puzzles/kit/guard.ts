/**
 * A plug-in puzzle's rules as lexpath's solvers read them, with its heuristic checked at the one
 * place it is read: a negative value (the interface allows one, if admissible) counts as 0, which
 * keeps it admissible and consistent and is what every solver assumes; a value that is not a
 * number is the puzzle's fault and is named as such, not taken for a solver's crash.
 */
import type { Puzzle, Subproblem } from '../../solvers/puzzle.js';
import type { SearchSpace } from '../../solvers/space.js';

/** A fault of a plug-in puzzle (its rules or heuristic lie), with the puzzle named. */
export class PuzzleFault extends Error {
  override readonly name = 'PuzzleFault';
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
            throw new PuzzleFault(`puzzle ${puzzle.name}: its heuristic gave ${String(h)} (not a number of moves) in space ${space.key}`);
          },
        },
      }) as SearchSpace;
      guarded.set(space, safe);
    }
    return safe;
  };
  return Object.create(puzzle, {
    subproblems: { value: (c: Case): Subproblem[] => puzzle.subproblems(c).map((sub) => ({ ...sub, space: guard(sub.space) })) },
  }) as Puzzle<Case>;
}
