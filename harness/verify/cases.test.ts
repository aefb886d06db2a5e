/** The default case list: where the rare cases come from, in what order. */
import { puzzleDefinition } from '../../puzzles/index.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eightDefinition as eightFormat } from '../../puzzles/eight/definition.js';
import { rotationDefinition as rotationFormat } from '../../puzzles/rotation/definition.js';
import { Oracle } from '../../oracle/oracle.js';
import { BATCH_SIZE } from './running/command-runner.js';
import { buildCaseList, randomCases } from './cases.js';
import type { EightCase } from '../../puzzles/eight/space.js';

const eightOracle = new Oracle<unknown>(eightFormat.puzzle);
const rotationOracle = new Oracle<unknown>(rotationFormat.puzzle);

describe('random Eight cases', () => {
  const cases = randomCases(puzzleDefinition('eight'), 7, 300) as EightCase[];

  it('hold every optimal depth 0-31', () => {
    const depths = new Set(cases.map((c) => eightOracle.distance(c)));
    expect([...depths].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, d) => d));
  });

  it('hold every goal blank position', () => {
    expect(new Set(cases.map((c) => c.goal.indexOf('X'))).size).toBe(9);
  });

  it('are the same for the same seed', () => {
    expect(randomCases(puzzleDefinition('eight'), 7, 40)).toEqual(cases.slice(0, 40));
  });

  it('put zero-move cases inside multi-case batches, not only first', () => {
    const zeroAt = cases
      .map((c, i) => (eightOracle.distance(c) === 0 ? i % BATCH_SIZE.eight : -1))
      .filter((i) => i > 0);
    expect(zeroAt.length).toBeGreaterThan(0);
  });
});

describe('the default case list', () => {
  it('runs the shipped regressions, then the user folder, then the corpora', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-user-regressions-'));
    writeFileSync(
      join(dir, 'eight-mine.json'),
      JSON.stringify({
        puzzle: 'eight',
        cases: [{ start: '4321X5678', goal: 'X12345678', answer: 'lurdlu', source: 'test' }],
      }),
    );
    const list = buildCaseList({ puzzle: puzzleDefinition('eight'), seed: 1, randomCases: 0, regressionsDir: dir });
    const kinds = list.map((c) =>
      c.origin.includes('/regressions/') ? 'shipped' : c.origin.includes('eight-mine') ? 'user' : 'corpus',
    );
    const firstUser = kinds.indexOf('user');
    expect(kinds.slice(0, firstUser).every((k) => k === 'shipped') && firstUser > 0).toBe(true);
    expect(kinds.slice(firstUser + 1).every((k) => k === 'corpus')).toBe(true);
  });

  it('holds Eight cases with many shortest paths (tie-heavy corpus)', () => {
    const list = buildCaseList({ puzzle: puzzleDefinition('eight'), seed: 1, randomCases: 0 });
    expect(list.filter((c) => c.origin.includes('eight-tie-heavy')).length).toBeGreaterThan(100);
  });

  it('holds Rotation boards at every depth 0-13', () => {
    const list = buildCaseList({ puzzle: puzzleDefinition('rotation'), seed: 1, randomCases: 0 });
    const depths = new Set(list.map((c) => rotationOracle.distance(c.case)));
    for (let d = 0; d <= 13; d++) expect(depths.has(d), `depth ${d}`).toBe(true);
  });

  it('holds Rotation boards where several digits tie for the fewest moves', () => {
    const list = buildCaseList({ puzzle: puzzleDefinition('rotation'), seed: 1, randomCases: 0 });
    const tied = list.filter((c) => {
      const subs = rotationFormat.puzzle.subproblems(c.case as never);
      const distances = subs.map((s) =>
        new Oracle<unknown>({ ...rotationFormat.puzzle, subproblems: () => [s] }).distance(c.case),
      );
      return distances.filter((d) => d === Math.min(...distances)).length >= 2;
    });
    expect(tied.length).toBeGreaterThanOrEqual(20);
  });

  it('holds more than 10 cases per batch for Eight, zero-move cases among them', () => {
    const list = buildCaseList({ puzzle: puzzleDefinition('eight'), seed: 1, randomCases: 300 });
    const firstBatch = list.slice(0, BATCH_SIZE.eight).map((c) => c.case as EightCase);
    expect(firstBatch.length).toBe(BATCH_SIZE.eight);
    expect(firstBatch.slice(1).some((c) => c.start === c.goal)).toBe(true);
  });
});
