import { puzzleDefinition } from '../../puzzles/index.js';
import { describe, expect, it } from 'vitest';
import { findSolver } from '../../solvers/registry.js';
import { measurePublished } from './published.js';

describe('nodes per instance beside published figures', () => {
  it(
    "counts IDA*'s states on Korf's 100 in order while its share lasts, " +
      "with the answers' lengths checked and the published figures beside them",
    async () => {
      const report = (await measurePublished(
        puzzleDefinition('fifteen'),
        [findSolver('idastar')!],
        performance.now() + 1_000,
      ))!;
      expect(report).toMatchObject({ instances: "Korf's 100", instanceCount: 100 });
      expect(report.published.map((f) => f.nodesPerInstance)).toEqual([617_600, 36_700]);
      const [idastar] = report.solvers;
      expect(idastar).toMatchObject({ solver: 'idastar', lengthsMatch: true });
      expect(idastar.solved).toBeGreaterThan(0); // the first instance always runs (it also builds the tables)
      expect(idastar.solved).toBeLessThan(100);
      expect(idastar.expandedPerInstance).toBeGreaterThan(1000);
    },
  );

  it('is absent for a puzzle without standard instances', async () => {
    expect(
      await measurePublished(puzzleDefinition('eight'), [findSolver('idastar')!], performance.now() + 1_000),
    ).toBeUndefined();
  });
});
