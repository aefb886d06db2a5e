/**
 * Optional speed-ups a search space may offer on top of `SearchSpace` (space.ts stays the one
 * required contract). Algorithms test for each member at run time and fall back to the plain
 * members, so every space still works with every algorithm and answers never depend on them.
 */
import type { SearchSpace } from './space.js';

/** What `heuristicDelta` returns for an illegal move. */
export const ILLEGAL_MOVE = -0x40000000;

export interface FastSearchSpace extends SearchSpace {
  /**
   * Spaces with equal `tableKey` have the same distance-to-goal table, rank for rank (e.g. Eight
   * spaces whose goal blank positions are related by a board symmetry), so one table serves them.
   * Absent: the table is per `key`.
   */
  readonly tableKey?: string;
  /**
   * Builds what the heuristic needs (the 4x4 pattern databases) ahead of a search, so a caller can
   * keep that one-off cost apart from the search's (verify's time limits, bench's setup).
   */
  prepare?(): void;
  /**
   * Spaces with equal `heuristicKey` share the costly part of what `prepare` builds (the 4x4
   * pattern tables of goal blanks in one row), so a caller preparing many spaces on several
   * threads prepares one space of each key first, side by side, then the rest.
   */
  readonly heuristicKey?: string;
  /** Builds the distance-to-goal table (indexed by rank, 255 = unreachable) faster than a generic BFS. */
  buildDistanceTable?(): Uint8Array;
  /**
   * Builds this space's table together with other spaces' tables that come at little extra cost,
   * keyed by `tableKey` (this space's own among them). A cache keeps them all.
   */
  buildDistanceTables?(): ReadonlyMap<string, Uint8Array>;
  /** The rank after `move` from the state of rank `rank`, or -1 when the move is illegal there. */
  neighbourRank?(rank: number, move: number): number;
  /**
   * heuristic(state after `move`) - heuristic(state), or ILLEGAL_MOVE when the move is illegal; the
   * state is not changed. Lets IDA* keep h without recomputing it, and skip making moves it prunes.
   */
  heuristicDelta?(state: Int32Array, move: number): number;
  /**
   * One iteration of IDA*'s bounded depth-first search from `state`, run by the space on its own
   * representation: the same search as idastar.ts's (moves in order, the move that undoes the
   * previous one skipped, children over `bound` counted and not entered, the first goal ends it), so
   * the same answer and counts, only faster. The moves found go into `path`. Offered where the
   * generic loop costs much more (the 4x4 pattern databases, puzzles/sliding/pdb/bounded-search.ts); `commutes` must
   * then be absent, as this search prunes no commuting moves.
   */
  boundedSearch?(state: Int32Array, bound: number, path: Uint8Array): BoundedSearchResult;
}

/**
 * An iteration of `boundedSearch`: the solution's length (-1: none
 * within the bound), the smallest f over the bound, and its counts.
 */
export interface BoundedSearchResult {
  readonly length: number;
  readonly nextBound: number;
  readonly expanded: number;
  readonly generated: number;
}

/**
 * `space` with some members replaced (a variant's heuristic or moves), and the speed-ups that read
 * the space's own heuristic and moves (heuristicDelta, boundedSearch) hidden, so an algorithm runs
 * on the replaced members instead of going round them.
 */
export function alteredSpace<Space extends SearchSpace>(space: Space, members: PropertyDescriptorMap): Space {
  return Object.create(space, {
    heuristicDelta: { value: undefined },
    boundedSearch: { value: undefined },
    ...members,
  }) as Space;
}
