/**
 * The bug zoo: known-buggy solvers, registered apart from the correct ones (see README.md here).
 * These are written against SearchSpace alone; the variants whose mistake belongs to one puzzle
 * live with that puzzle (puzzles/eight/buggy, puzzles/sliding/buggy) and are registered by the
 * puzzle registry. ZOO_ORDER is the order every listing shows them in.
 */
import type { SolverInfo } from '../solver-info.js';
import { astarClosedOnGeneration } from './astar-closed-on-generation.js';
import { bfsWrongOrder } from './bfs-wrong-order.js';
import { bidirBfsFirstMeeting } from './bidir-bfs-first-meeting.js';
import { idastarStaleBound } from './idastar-stale-bound.js';
import { idastarHOrdered } from './idastar-h-ordered.js';

export const BUGGY_SOLVERS: readonly SolverInfo[] = [
  {
    name: 'astar-closed-on-generation',
    description:
      'BUGGY: A* ordered by f then move string, states closed when generated (GBBGCAAA on the documented board)',
    expected: 'buggy',
    puzzles: ['eight', 'rotation'],
    search: astarClosedOnGeneration,
  },
  {
    name: 'idastar-stale-bound',
    description: 'BUGGY: IDA* whose next-bound accumulator is never reset (never finishes)',
    expected: 'buggy',
    puzzles: ['eight', 'rotation'],
    search: idastarStaleBound,
  },
  {
    name: 'bidir-bfs-first-meeting',
    description: 'BUGGY: bidirectional BFS returning the path through the first meeting state found',
    expected: 'buggy',
    puzzles: ['eight', 'rotation'],
    search: bidirBfsFirstMeeting,
  },
  {
    name: 'bfs-wrong-order',
    description: 'BUGGY: BFS expanding moves last letter first (Eight u, d, l, r)',
    expected: 'buggy',
    puzzles: ['eight', 'rotation'],
    search: bfsWrongOrder,
  },
  {
    name: 'idastar-h-ordered',
    description: 'BUGGY: IDA* trying children nearest-first by the heuristic (dynamic move ordering)',
    expected: 'buggy',
    puzzles: ['fifteen'],
    search: idastarHOrdered,
  },
];

/** The whole zoo, puzzle-specific variants included, in the order listings show it. */
export const ZOO_ORDER: readonly string[] = [
  'astar-closed-on-generation',
  'idastar-blank-manhattan',
  'idastar-stale-bound',
  'bidir-bfs-first-meeting',
  'bfs-wrong-order',
  'idastar-h-ordered',
  'idastar-mirrored',
  'idastar-overlapping-patterns',
];
