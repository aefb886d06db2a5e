/** The sliding puzzles' own bug-zoo variants (the zoo: solvers/buggy/README.md), registered by the puzzle registry. */
import type { SolverInfo } from '../../../solvers/solver-info.js';
import { idastarMirrored } from './idastar-mirrored.js';
import { idastarOverlappingPatterns } from './idastar-overlapping-patterns.js';

export const SLIDING_BUG_ZOO: readonly SolverInfo[] = [
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
