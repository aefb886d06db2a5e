/**
 * File formats whose writers run in process, against their readers' schemas: the shipped corpora,
 * a saved regression and a checkpoint each parse to themselves (a written field the schema lacks
 * would be dropped, a required one the writer leaves out would fail). And files of older versions,
 * which lack fields added since, still read. The writers that need processes or threads (verify,
 * merge, repro, a night) are checked in file-formats-run.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oracleOf, puzzleDefinition } from '../puzzles/index.js';
import { corpusSchemas } from '../puzzles/kit/corpus-entry.js';
import { CORPORA_DIR, corpusFileSchema, saveRegression } from './corpus.js';
import { checkBenchReport } from './bench/types.js';
import { checkHistoryLine } from './history/types.js';
import { judgeAnswer } from './verify/judging/judge-answer.js';
import { Checkpoint, checkpointSchema } from './verify/running/stream-tally.js';
import { checkVerifyReport, type StreamFailure } from './verify/types.js';

function expectReadsAsWritten(schema: z.ZodType, written: unknown): void {
  expect(schema.parse(written)).toStrictEqual(written);
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('corpora read back as written', () => {
  it('every shipped corpus, through the reader and through the kit (certified answers)', () => {
    const files = jsonFiles(CORPORA_DIR);
    expect(files.length).toBeGreaterThan(20);
    const kitSchema = corpusSchemas(z).file;
    for (const file of files) {
      expectReadsAsWritten(corpusFileSchema, readJson(file));
      expectReadsAsWritten(kitSchema, readJson(file));
    }
  });

  it('a regression file as repro saves it', () => {
    const eight = puzzleDefinition('eight');
    const rotation = puzzleDefinition('rotation');
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-formats-regression-'));
    for (const puzzle of [eight, rotation]) {
      const oracle = oracleOf<unknown>(puzzle);
      const cases = puzzle.randomJudgeCases(2, 9);
      const entries = cases.map((c) => puzzle.caseToEntry(c, oracle.answer(c), 'lexpath verify ...', 'crash: x'));
      const file = saveRegression(dir, puzzle.name, entries, 'Counterexample found for mine (expected correct).');
      expectReadsAsWritten(corpusFileSchema, readJson(file));
    }
  });
});

describe('a checkpoint reads back as written', () => {
  it('with a solver whose earliest failure is a judged answer with its certificate', () => {
    const eight = puzzleDefinition('eight');
    const c = { start: '534X12678', goal: '1X4352678' };
    // urdlur is as short as the smallest shortest answer ruldru, but larger: a certificate shows it.
    const judged = judgeAnswer(oracleOf<unknown>(eight), eight, c, 'urdlur', undefined);
    expect(judged.certificate).toBeDefined();
    const failure: StreamFailure = {
      position: 3,
      index: 7,
      case: c,
      result: { kind: 'answer', moves: 'urdlur', printed: 'Case 1: 6\nurdlur\n', judged },
      runCases: [c],
    };
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-formats-checkpoint-')), 'c.json');
    const checkpoint = new Checkpoint(file, 'run', { lexpath: '0.1.0 abc' });
    checkpoint.update('mine', { done: 5, verdicts: { ok: 4, 'not-lex-smallest': 1 }, firstFailure: failure }, true);
    checkpoint.update('other', { done: 2, verdicts: { ok: 2 }, firstFailure: null }, true);
    checkpoint.release();
    expectReadsAsWritten(checkpointSchema, readJson(file));
    expect(new Checkpoint(file, 'run', { lexpath: '0.1.0 abc' }).resumed('mine')?.firstFailure).toEqual(
      JSON.parse(JSON.stringify(failure)),
    );
  });

  it('and one whose failure was a program fault in a batch', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-formats-checkpoint-')), 'c.json');
    const checkpoint = new Checkpoint(file, 'run', { lexpath: '0.1.0 abc' });
    const fault: StreamFailure = {
      position: 0,
      index: 0,
      case: { cells: [1, 2] },
      result: { kind: 'wrong-format', detail: 'case 2: no line', batch: { from: 0, to: 2 }, output: 'Case 1: 0\n' },
      runCases: [{ cells: [1, 2] }, { cells: [2, 1] }],
    };
    checkpoint.update('mine', { done: 2, verdicts: { 'wrong-format': 1, ok: 1 }, firstFailure: fault }, true);
    checkpoint.release();
    expectReadsAsWritten(checkpointSchema, readJson(file));
  });
});

/** A verify report as lexpath wrote it before counterexamples had cases, failing and shrunk, and options failFast. */
const OLD_VERIFY_REPORT = {
  puzzle: 'eight',
  seed: 1,
  cases: 2,
  ok: false,
  shard: null,
  solvers: [
    {
      name: 'bfs-wrong-order',
      expected: 'buggy',
      passed: false,
      verdicts: { ok: 1, 'not-lex-smallest': 1 },
      skipped: 0,
      counterexample: {
        caseIndex: 1,
        origin: 'random #1',
        verdict: 'not-lex-smallest',
        detail: 'step 1',
        input: '1\n534X12678\n1X4352678\n',
        optimalLength: 6,
        expected: 'Case 1: 6\nruldru\n',
        actual: 'Case 1: 6\nurdlur\n',
        certificate: { step: 1, actualMove: 'u', smallerMove: 'r', distanceBefore: 6, distanceAfterSmaller: 5 },
        original: { input: '1\n534X12678\n1X4352678\n', optimalLength: 6 },
        seed: 1,
        replay: 'lexpath repro bfs-wrong-order --domain eight --seed 1',
      },
    },
  ],
  options: {
    randomCases: 1,
    timeLimitMs: 2000,
    startupMs: 5000,
    outputMode: 'strict',
    shrinkBudgetMs: null,
    solvers: ['bfs-wrong-order'],
    programs: [],
    builtins: true,
    corpora: null,
    inline: [],
    regressions: null,
  },
};

describe('files of older versions still read', () => {
  it('a verify report without the fields added since, and with a newer field it does not know', () => {
    const checked = checkVerifyReport({ ...OLD_VERIFY_REPORT, addedLater: 1 }, 'old.json');
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.value).toEqual(OLD_VERIFY_REPORT);
  });

  it('a verify report whose counterexample is damaged is refused, naming the field', () => {
    const [solver] = OLD_VERIFY_REPORT.solvers;
    const damaged = {
      ...OLD_VERIFY_REPORT,
      solvers: [{ ...solver, counterexample: { ...solver.counterexample, failing: 0 } }],
    };
    expect(checkVerifyReport(damaged, 'bad.json')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bad\.json: field solvers\[0\]\.counterexample\.failing: /),
    });
  });

  it('a bench report and a history line without the fields added since', () => {
    const bench = {
      kind: 'bench',
      version: 1,
      domain: 'rotation',
      seed: 1,
      startedAt: '2026-11-29T00:00:00.000Z',
      machine: { node: 'v22', cpus: 2, cpuModel: 'x', platform: 'linux' },
      solvers: [],
      processes: [],
      scaling: [],
    };
    expect(checkBenchReport(bench, 'bench-rotation.json')).toMatchObject({ ok: true, value: { puzzle: 'rotation' } });
    const line = {
      run: 'r',
      startedAt: 's',
      seed: 1,
      complete: true,
      verifyOk: true,
      medians: {},
      counterexamples: [],
    };
    expect(checkHistoryLine(line, 'history.jsonl line 1')).toEqual({ ok: true, value: line });
  });

  it('a checkpoint with a newer field it does not know', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-formats-checkpoint-')), 'c.json');
    const progress = { done: 3, verdicts: { ok: 3 }, firstFailure: null, addedLater: true };
    const identity = { lexpath: '0.1.0 abc' };
    writeFileSync(
      file,
      JSON.stringify({ kind: 'lexpath-checkpoint', version: 1, run: 'run', identity, solvers: { mine: progress } }),
    );
    const checkpoint = new Checkpoint(file, 'run', identity);
    expect(checkpoint.resumed('mine')).toEqual({ done: 3, verdicts: { ok: 3 }, firstFailure: null });
    checkpoint.release();
  });
});
