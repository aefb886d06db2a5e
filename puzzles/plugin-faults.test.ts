/**
 * Plug-in puzzles that lie (test/fixtures/lying-pancakes.mjs), through the built CLI in real
 * processes: each fault is named as the puzzle's, exit 2, with nothing printed as an answer and no
 * internal error (issue 23).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../dist/harness/cli.js', import.meta.url));
const LIARS = fileURLToPath(new URL('../test/fixtures/lying-pancakes.mjs', import.meta.url));
const lexpath = (args: string[], input = '') =>
  spawnSync(process.execPath, [CLI, ...args, '--puzzle-module', LIARS], {
    input,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
const verify = (puzzle: string) =>
  lexpath(['verify', '--puzzle', puzzle, '--cases', '20', '--seed', '1', '--time-limit', '20000']);

function expectPuzzleFault(run: { stdout: string; stderr: string; status: number | null }, message: RegExp): void {
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(run.status).toBe(2);
}

describe('a plug-in puzzle that lies is named as the fault', () => {
  it('verify: a rank outside the space', () => {
    expectPuzzleFault(
      verify('pancake-rank-out-of-range'),
      /space pancake\/\d\/pancake-rank-out-of-range: its rank gave \d+ for a state, outside 0 to \d+/,
    );
  });

  it('verify: a space whose moves its replay does not follow', () => {
    expectPuzzleFault(
      verify('pancake-apply-disagrees'),
      /puzzle pancake-apply-disagrees: its search space and its replay disagree/,
    );
  });

  it('verify: random cases with no answer', () => {
    expectPuzzleFault(
      verify('pancake-unreachable'),
      /puzzle pancake-unreachable: case .* has no answer \(no moves reach its goal\)/,
    );
  });

  it(
    'verify: a heuristic that is not a number, met in the ' +
      "worker threads, is the puzzle's fault, not a solver's crash",
    () => {
      expectPuzzleFault(verify('pancake-nan-heuristic'), /puzzle pancake-nan-heuristic: its heuristic gave NaN/);
    },
  );

  it('solve: an answer its own rules do not take is never printed', () => {
    const run = lexpath(['solve', 'pancake-rank-out-of-range'], '1\n3 1 2\n');
    expectPuzzleFault(run, /case 1: solver .*'s answer .* does not replay under pancake-rank-out-of-range's rules/);
    expect(run.stdout).toBe('');
  });

  it('solve: a case with no answer is said to have none, not blamed on the solver', () => {
    const run = lexpath(['solve', 'pancake-unreachable'], '1\n3 1 2\n');
    expectPuzzleFault(run, /case 1: it has no answer under pancake-unreachable's rules/);
    expect(run.stdout).toBe('');
  });
});
