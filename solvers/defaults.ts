/**
 * Which solver `lexpath solve` uses when none is named, apart from the registry (so the hot path
 * can import that one solver alone): the fastest correct one where its tables fit, else IDA*.
 */

/** The solver `lexpath solve` uses when none is named: the fastest correct one. */
export const DEFAULT_SOLVER = 'bfs-table';
/** Where the default does not apply (spaces too large for its tables). */
export const DEFAULT_SEARCH_SOLVER = 'idastar';

/** States a whole-space solver may allocate arrays for (Eight 362,880, Rotation 735,471, 2x5 3,628,800). */
export const WHOLE_SPACE_LIMIT = 1 << 25;

/** The default solver for a puzzle whose largest space has `stateCount` states (the default is a whole-space one). */
export function defaultSolverName(stateCount: number): string {
  return stateCount <= WHOLE_SPACE_LIMIT ? DEFAULT_SOLVER : DEFAULT_SEARCH_SOLVER;
}
