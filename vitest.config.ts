import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ["solvers/**/*.test.ts", "harness/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
