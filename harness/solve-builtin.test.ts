/** solve's hot path (a shipped puzzle, its default solver, no registry) prints what the library's solve prints. */
import { describe, expect, it } from 'vitest';
import { solveBuiltIn } from './solve-builtin.js';
import { solve } from './solve-input.js';

const INPUTS: [string, string][] = [
  ['eight', '3\n12X453786 12345678X\n564178X23 7568X4123\n12345678X 12345678X\n'],
  ['rotation', '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3\n0\n'],
  ['slide-2x3', '2\n1 2 3 4 5 0\n0 1 2 3 4 5\n1 2 3 4 5 0\n1 2 3 4 5 0\n'],
  ['fifteen', '1\n1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15\n0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n'],
];

describe('solveBuiltIn', () => {
  it.each(INPUTS)('solves %s as solve() does, through the default solver', async (name, input) => {
    const expected = solve(name as Parameters<typeof solve>[0], input);
    expect(expected.length).toBeGreaterThan(0);
    expect(await solveBuiltIn(name as Parameters<typeof solveBuiltIn>[0], input)).toBe(expected);
  });

  it('refuses bad input with the same error', async () => {
    const input = '1\n12X453786 12345678\n';
    expect(() => solve('eight', input)).toThrow();
    let message = '';
    try {
      solve('eight', input);
    } catch (error) {
      message = (error as Error).message;
    }
    await expect(solveBuiltIn('eight', input)).rejects.toThrow(message);
  });
});
