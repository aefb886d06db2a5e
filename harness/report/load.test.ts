import { describe, expect, it } from 'vitest';
import type { NightlyRun } from '../history/types.js';
import type { VerifyReport } from '../verify/types.js';
import { puzzleTitle } from '../../puzzles/index.js';
import type { BenchReport } from '../bench/types.js';
import { puzzleTitles, reportPuzzles } from './load.js';

const nightly = (puzzles?: string[]) =>
  ({
    kind: 'nightly',
    version: 1,
    startedAt: '',
    finishedAt: null,
    complete: true,
    seed: 1,
    budgetMs: 1,
    verify: [],
    bench: [],
    ...(puzzles ? { puzzles } : {}),
  }) as NightlyRun;
const verified = (domain: string) =>
  ({ domain, seed: 1, cases: 1, ok: true, shard: null, solvers: [] }) as VerifyReport;

describe('the puzzles a report covers', () => {
  it("are a night's own puzzles, with any other puzzle's report in the folder, in registry order", () => {
    expect(
      reportPuzzles({ nightly: nightly(['fifteen', 'eight']), verify: [verified('slide-2x3')], bench: [] }),
    ).toEqual(['eight', 'fifteen', 'slide-2x3']);
  });

  it('are Eight II and Rotation for a nightly.json that lists none (written before nights chose)', () => {
    expect(reportPuzzles({ nightly: nightly(), verify: [], bench: [] })).toEqual(['eight', 'rotation']);
  });

  it('are those of the reports alone when there is no night', () => {
    expect(reportPuzzles({ nightly: null, verify: [verified('rotation')], bench: [] })).toEqual(['rotation']);
  });
});

describe('puzzle titles', () => {
  it("are the definitions' titles without the judge's name; an unknown name stays as it is", () => {
    expect(['eight', 'rotation', 'fifteen', 'slide-2x3', 'pancake-6'].map(puzzleTitle)).toEqual([
      'Eight II',
      'The Rotation Game',
      'Fifteen puzzle',
      'Sliding puzzle 2x3',
      'pancake-6',
    ]);
  });

  it(
    'are as the bench reports store them (a plug-in puzzle ' +
      'named without its plug-in), else as the registry gives them',
    () => {
      const title = puzzleTitles([
        { domain: 'pancake-6', title: 'Pancake flipping (SPOJ)' } as BenchReport,
        { domain: 'eight' } as BenchReport,
      ]);
      expect(['pancake-6', 'eight', 'rotation', 'pancake-7'].map(title)).toEqual([
        'Pancake flipping',
        'Eight II',
        'The Rotation Game',
        'pancake-7',
      ]);
    },
  );
});
