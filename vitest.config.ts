import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'util/**/*.test.ts',
      'solvers/**/*.test.ts',
      'oracle/**/*.test.ts',
      'puzzles/**/*.test.ts',
      'harness/**/*.test.ts',
      'test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 60_000,
    // Most slow tests wait on child processes (verify runs, time-outs), so two files at a time
    // keep a 2-core machine busy (vitest's default here would be one).
    maxWorkers: 2,
  },
});
