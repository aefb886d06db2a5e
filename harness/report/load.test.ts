import { describe, expect, it } from 'vitest';
import type { NightlyRun } from '../history/types.js';
import type { VerifyReport } from '../verify/types.js';
import { puzzleTitle } from '../../puzzles/index.js';
import type { BenchReport } from '../bench/types.js';
import { loadReportInput, puzzleTitles, reportPuzzles } from './load.js';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFixtureRun } from './report.fixture.js';

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
const verified = (puzzle: string) =>
  ({ puzzle, seed: 1, cases: 1, ok: true, shard: null, solvers: [] }) as VerifyReport;

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
        { puzzle: 'pancake-6', title: 'Pancake flipping (SPOJ)' } as BenchReport,
        { puzzle: 'eight' } as BenchReport,
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

/** A value as lexpath wrote it before `puzzle` was the word: every string field `puzzle` named `domain`. */
function withOldField(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withOldField);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key === 'puzzle' && typeof v === 'string' ? 'domain' : key,
      withOldField(v),
    ]),
  );
}

describe('files written before the field was called puzzle', () => {
  it('load as the same run: verify, bench and nightly JSON and history lines name it `domain`', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lexpath-old-field-'));
    const runDir = writeFixtureRun(root, { nights: 3 });
    const fresh = await loadReportInput(runDir);
    const rewrite = (file: string, lines: boolean) => {
      const text = readFileSync(file, 'utf8');
      const old = lines
        ? text
            .trim()
            .split('\n')
            .map((line) => JSON.stringify(withOldField(JSON.parse(line))))
            .join('\n')
        : JSON.stringify(withOldField(JSON.parse(text)), null, 2);
      expect(old).not.toBe(text.trim());
      writeFileSync(file, `${old}\n`);
    };
    for (const name of readdirSync(runDir)) rewrite(join(runDir, name), false);
    rewrite(join(root, 'history.jsonl'), true);
    const old = await loadReportInput(runDir);
    expect(old.problems).toEqual([]);
    // `title` is a function made per load; what it gives is compared instead.
    const { title: oldTitle, ...oldRest } = old;
    const { title: freshTitle, ...freshRest } = fresh;
    expect(oldRest).toEqual(freshRest);
    expect(['eight', 'rotation'].map(oldTitle)).toEqual(['eight', 'rotation'].map(freshTitle));
    expect(old.verify.map((v) => v.puzzle)).toEqual(['eight', 'rotation']);
  });
});
