import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explain } from '../api.js';

const EXAMPLE = fileURLToPath(new URL('../../reports/example/verify-eight.json', import.meta.url));

describe('explain (the library call)', () => {
  it("picks a report's counterexample by solver", async () => {
    const result = await explain({ file: EXAMPLE, solver: 'bfs-wrong-order' });
    expect(result.explanations.map((x) => [x.solver, x.verdict, x.divergence])).toEqual([
      ['bfs-wrong-order', 'not-lex-smallest', 0],
    ]);
  });

  it('runs a solver once on cases given as --case texts, and explains the ones it gets wrong', async () => {
    const result = await explain({
      puzzle: 'eight',
      cases: ['534X12678 1X4352678', '12345678X 12345678X'],
      solver: 'bfs-wrong-order',
    });
    expect(result.explanations.map((x) => x.caseText)).toEqual(['534X12678 1X4352678']);
    expect(result.explanations[0].replay).toBe(
      "lexpath verify --puzzle eight --solver bfs-wrong-order --time-limit 2000 --case '534X12678 1X4352678'",
    );
  });

  it('says a right solver has nothing to explain', async () => {
    expect(await explain({ puzzle: 'eight', cases: ['534X12678 1X4352678'], solver: 'bfs' })).toEqual({
      explanations: [],
      passed: { solver: 'bfs', cases: 1 },
    });
  });

  it('refuses a solver and a program at once', async () => {
    await expect(
      explain({
        puzzle: 'eight',
        cases: ['534X12678 1X4352678'],
        solver: 'bfs',
        program: { name: 'p', command: 'true' },
      }),
    ).rejects.toThrow('name one solver');
  });
});
