/**
 * The tables one search space needs before its cases run, built on
 * whichever thread calls (verify's main thread or a pool thread).
 */
import type { FastSearchSpace } from '../../../solvers/capabilities.js';
import type { SearchSpace } from '../../../solvers/space.js';
import { findSolver } from '../../../solvers/registry.js';
import { goalDistances, TABLE_LIMIT } from '../../../oracle/oracle.js';

/** Which of a space's tables to build. */
export interface SpaceTables {
  /** The oracle's goal distances (for spaces small enough for a table). */
  readonly oracle: boolean;
  /**
   * The space's own heuristic tables (the 4x4 pattern tables): they serve solvers, not the oracle nor --cmd programs.
   */
  readonly heuristic: boolean;
  /**
   * Built-in solvers whose own tables to build (bfs-table's distances). A user's solver builds its own, in its threads.
   */
  readonly solvers: readonly string[];
}

/**
 * What a table plan needs to know of a space without holding it: its
 * size, its heuristicKey, whether it prepares tables of its own.
 */
export interface SpaceFacts {
  readonly key: string;
  readonly rankCount: number;
  /** The space's `heuristicKey` (capabilities.ts), if it has one. */
  readonly heuristicKey?: string;
  /** The space has its own tables to prepare (capabilities.ts: `prepare`). */
  readonly prepares: boolean;
}

export function spaceFacts(space: SearchSpace): SpaceFacts {
  const { heuristicKey, prepare } = space as FastSearchSpace;
  return { key: space.key, rankCount: space.rankCount, heuristicKey, prepares: prepare !== undefined };
}

export function prepareSpace(space: SearchSpace, { oracle, heuristic, solvers }: SpaceTables): void {
  if (oracle && space.rankCount <= TABLE_LIMIT) goalDistances(space);
  if (heuristic) (space as FastSearchSpace).prepare?.();
  for (const name of solvers) findSolver(name)?.prepare?.(space);
}
