import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The tests' table cache (LEXPATH_CACHE_DIR, unless set): one folder for every test run, so the
 * 15-puzzle's large pattern tables are built once, not in every test process, and the user's own
 * cache is left alone.
 */
const TEST_CACHE =
  process.env.LEXPATH_CACHE_DIR ?? join(tmpdir(), `lexpath-test-cache-${process.getuid?.() ?? 'user'}`);

/**
 * Test files that start real processes, worker threads or a browser, or need the compiled code
 * (npm test builds first). Everything else is the quick tier: `npm run test:quick`, in process.
 */
const PROCESS_TESTS = [
  'harness/bench/bench-programs.test.ts',
  'harness/bench/bench.test.ts',
  'harness/bench/rss-hook.test.ts',
  'harness/cli.test.ts',
  'harness/commands/explain.test.ts',
  'harness/explain/explain.test.ts',
  'harness/explain/page-browser.test.ts',
  'harness/file-formats-run.test.ts',
  'harness/hardening.test.ts',
  'harness/nightly/budget-check.test.ts',
  'harness/nightly/nightly.test.ts',
  'harness/pack/checkers.test.ts',
  'harness/pack/pack-eight.test.ts',
  'harness/pack/pack-rotation.test.ts',
  'harness/pack/pack.test.ts',
  'harness/report/report.test.ts',
  'harness/verify/running/builtin-runner.test.ts',
  'harness/verify/running/checkpoint-place.test.ts',
  'harness/verify/running/command-runner.test.ts',
  'harness/verify/exhaustive.test.ts',
  'harness/verify/judge-contract.test.ts',
  'harness/verify/outside-programs.test.ts',
  'harness/verify/running/run-tables.test.ts',
  'harness/verify/shard-auto.test.ts',
  'harness/verify/running/solver-pool.test.ts',
  'harness/verify/stop.test.ts',
  'harness/verify/unfinished.test.ts',
  'harness/verify/user-solvers.test.ts',
  'harness/verify/verify.test.ts',
  'harness/verify/workers.test.ts',
  'harness/verify/zoo-lane.test.ts',
  'puzzles/plugin-faults.test.ts',
  'puzzles/plugins.test.ts',
  'puzzles/sliding/pdb/cache-dir.test.ts',
  'test/mutants/*.test.ts',
  'util/files.test.ts',
];

const ALL_TESTS = ['{util,solvers,oracle,puzzles,harness,scripts,test}/**/*.test.ts'];

/**
 * Without the timings of an earlier run (a fresh clone, CI), vitest starts the larger test files
 * first. The mutation suites' files are three lines, but their runs are among the longest: started
 * last, they would end the run with one core idle. They start first.
 */
class MutationSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const later = (file: TestSpecification) => (file.moduleId.includes('/test/mutants/') ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => later(a) - later(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    env: { LEXPATH_CACHE_DIR: TEST_CACHE },
    // Most slow tests wait on child processes (verify runs, time-outs), so two files at a time
    // keep a 2-core machine busy (vitest's default here would be one).
    maxWorkers: 2,
    sequence: { sequencer: MutationSuitesFirst },
    projects: [
      { extends: true, test: { name: 'quick', include: ALL_TESTS, exclude: PROCESS_TESTS } },
      { extends: true, test: { name: 'process', include: PROCESS_TESTS } },
    ],
  },
});
