import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The tests' table cache, as in vitest.config.ts. */
const TEST_CACHE =
  process.env.LEXPATH_CACHE_DIR ?? join(tmpdir(), `lexpath-test-cache-${process.getuid?.() ?? 'user'}`);

/**
 * The tests Stryker runs (npm run mutation): the in-process unit and property tests of the mutated
 * modules. Left out: tests that run the built CLI from dist/ (they cannot see a mutant), the slow
 * cross-solver properties of solvers/solvers.test.ts and the reference check (too slow to repeat
 * per mutant; it runs in npm test and npm run reference-check).
 */
const ALL = [
  'puzzles/eight/space.test.ts',
  'puzzles/rotation/space.test.ts',
  'solvers/heap.test.ts',
  'solvers/paths.test.ts',
  'solvers/space.test.ts',
  'solvers/solve.test.ts',
  'solvers/bfs-table.test.ts',
  'solvers/limits.test.ts',
  'solvers/search.test.ts',
  'solvers/astar.test.ts',
  'solvers/idastar.test.ts',
  'solvers/capabilities.test.ts',
  'puzzles/eight/rank.test.ts',
  'solvers/registry.test.ts',
  'puzzles/sliding/space-parts.test.ts',
  'solvers/bfs.test.ts',
  'puzzles/sliding/pdb/pdb.test.ts',
  'oracle/oracle.test.ts',
  'oracle/oracle-details.test.ts',
  'oracle/oracle-search.test.ts',
  'puzzles/sliding/format.test.ts',
  'puzzles/formats.test.ts',
  'harness/verify/judging/judge-answer.test.ts',
  'harness/verify/counterexamples/shrink.test.ts',
  'harness/verify/judging/judge-output.test.ts',
  'puzzles/kit/output.test.ts',
  'puzzles/definitions.test.ts',
];

/** LEXPATH_MUTATION_TESTS narrows the run to some of these files (comma-separated), for one module at a time. */
const only = process.env.LEXPATH_MUTATION_TESTS?.split(',').filter((f) => f !== '');

export default defineConfig({
  test: {
    include: only ?? ALL,
    testTimeout: 600_000,
    env: { LEXPATH_CACHE_DIR: TEST_CACHE },
  },
});
