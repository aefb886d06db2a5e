import { compareMoveSequences, movesToString, UNLIMITED, type SearchAlgorithm, type SearchStats } from './space.js';
import type { Puzzle, Subproblem } from './puzzle.js';

/** A case's answer: the moves, the label the judge prints (Rotation: centre digit), and counters. */
export type Answer =
  | { readonly solved: true; readonly moves: string; readonly label: number; readonly stats: SearchStats }
  | { readonly solved: false; readonly stats: SearchStats };

/**
 * Solves every subproblem of a case and keeps the shortest, then lexicographically smallest,
 * answer: the smallest element of a union is the smallest of the unions' smallest elements. Later
 * subproblems are searched only up to the best length found so far, so the most promising (lowest
 * heuristic) goes first.
 */
export function solveSubproblems(
  search: SearchAlgorithm,
  subproblems: readonly Subproblem[],
  maxLength = UNLIMITED,
): Answer {
  const stats: SearchStats = { expanded: 0, generated: 0 };
  let best: { moves: Uint8Array; sub: Subproblem } | null = null;
  const promisingFirst = [...subproblems].sort((a, b) => a.space.heuristic(a.start) - b.space.heuristic(b.start));
  for (const sub of promisingFirst) {
    const limit = best ? best.moves.length : maxLength;
    const outcome = search(sub.space, sub.start, limit);
    stats.expanded += outcome.stats.expanded;
    stats.generated += outcome.stats.generated;
    if (outcome.found && (!best || compareMoveSequences(outcome.moves, best.moves) < 0)) {
      best = { moves: outcome.moves, sub };
    }
  }
  if (!best) return { solved: false, stats };
  return { solved: true, moves: movesToString(best.sub.space, best.moves), label: best.sub.label, stats };
}

/** Solves one validated case of `puzzle` with `search`. */
export function solveCase<Case>(puzzle: Puzzle<Case>, search: SearchAlgorithm, c: Case): Answer {
  return solveSubproblems(search, puzzle.subproblems(c));
}
