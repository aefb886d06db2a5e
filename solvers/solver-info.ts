/** What the solver registry holds for each solver (registry.ts), and what a user's solver module registers. */
import type { PuzzleName } from './puzzle.js';
import type { SearchAlgorithm, SearchSpace } from './space.js';

export interface SolverInfo {
  readonly name: string;
  readonly description: string;
  readonly expected: 'correct' | 'buggy';
  /** The puzzles it is written and tested for. */
  readonly puzzles: readonly PuzzleName[];
  /** Written against SearchSpace alone, so it also solves every other puzzle (within `wholeSpace`'s limit). */
  readonly anyPuzzle?: boolean;
  /**
   * It allocates arrays over a search space's every state (tables, visited marks), so it applies
   * only where a space has at most WHOLE_SPACE_LIMIT states.
   */
  readonly wholeSpace?: boolean;
  readonly search: SearchAlgorithm;
  /** One-off setup for a space (e.g. building a table), so benchmarks can time it apart. */
  readonly prepare?: (space: SearchSpace) => void;
  /**
   * A solver you register: the URL of the module that registers it when imported (usually
   * `import.meta.url`). `verify` runs solvers in worker threads, which import it to find the solver.
   */
  readonly module?: string;
}
