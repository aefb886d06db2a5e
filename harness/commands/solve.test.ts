/** The plain `solve` command line that skips yargs must accept exactly what yargs would, and no more. */
import { describe, expect, it } from 'vitest';
import { plainSolveArgs } from './solve.js';

describe('plainSolveArgs', () => {
  it.each([
    [['solve', 'eight'], { puzzle: 'eight' }],
    [['solve', 'rotation', '--solver', 'idastar'], { puzzle: 'rotation', solver: 'idastar' }],
    [['solve', 'eight', '--solver=bidir-bfs'], { puzzle: 'eight', solver: 'bidir-bfs' }],
  ])('takes %j directly', (argv, expected) => {
    expect(plainSolveArgs(argv)).toEqual(expected);
  });

  it.each([
    [['solve']],
    [['solve', 'nine']],
    [['solve', 'eight', '--help']],
    [['solve', 'eight', '--solver']],
    [['solve', 'eight', 'extra']],
    [['verify']],
  ])('leaves %j to yargs', (argv) => {
    expect(plainSolveArgs(argv)).toBeNull();
  });
});
