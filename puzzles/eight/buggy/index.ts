/** Eight II's own bug-zoo variants (the zoo: solvers/buggy/README.md), registered by the puzzle registry. */
import type { SolverInfo } from '../../../solvers/solver-info.js';
import { idastarBlankManhattan } from './idastar-blank-manhattan.js';

export const EIGHT_BUG_ZOO: readonly SolverInfo[] = [
  {
    name: 'idastar-blank-manhattan',
    description: 'BUGGY: IDA* whose Manhattan distance also counts the blank (not admissible)',
    expected: 'buggy',
    puzzles: ['eight'],
    search: idastarBlankManhattan,
  },
];
