/** The bug zoo: known-buggy solvers, registered apart from the correct ones (see README.md here). */
import type { SolverInfo } from '../solver-info.js';
import { astarClosedOnGeneration } from './astar-closed-on-generation.js';
import { bfsWrongOrder } from './bfs-wrong-order.js';
import { bidirBfsFirstMeeting } from './bidir-bfs-first-meeting.js';
import { idastarBlankManhattan } from './idastar-blank-manhattan.js';
import { idastarStaleBound } from './idastar-stale-bound.js';
import { idastarHOrdered } from './idastar-h-ordered.js';
import { idastarMirrored } from './idastar-mirrored.js';
import { idastarOverlappingPatterns } from './idastar-overlapping-patterns.js';

export const BUGGY_SOLVERS: readonly SolverInfo[] = [
  {
    name: 'astar-closed-on-generation',
    description: 'BUGGY: A* ordered by f then move string, states closed when generated (GBBGCAAA on the documented board)',
    expected: 'buggy',
    puzzles: ['eight', 'rotation'],
    search: astarClosedOnGeneration,
  },
  {
    name: 'idastar-blank-manhattan',
    description: 'BUGGY: IDA* whose Manhattan distance also counts the blank (not admissible)',
    expected: 'buggy',
    puzzles: ['eight'],
    search: idastarBlankManhattan,
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
  {
    name: 'idastar-mirrored',
    description: 'BUGGY: IDA* on the left-right mirrored board, answer mirrored back (l and r swapped in the search)',
    expected: 'buggy',
    puzzles: ['fifteen'],
    search: idastarMirrored,
  },
  {
    name: 'idastar-overlapping-patterns',
    description: 'BUGGY: IDA* adding pattern databases whose tile groups overlap (first-row tiles counted twice)',
    expected: 'buggy',
    puzzles: ['fifteen'],
    search: idastarOverlappingPatterns,
  },
];
