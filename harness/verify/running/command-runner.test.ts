/**
 * How an outside program's batch faults are attributed, with real child processes: a crash or a
 * time-out by halving (a few runs, not one per case; a time-out confirmed by a second run), a
 * wrongly formatted case by reading on in the same run.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { puzzleDefinition } from '../../../puzzles/index.js';
import { BATCH_SIZE, runCommandOnCases } from './command-runner.js';
import { TIME_DEFAULTS } from './time-limits.js';

const CLI = fileURLToPath(new URL('../../../dist/harness/cli.js', import.meta.url));
const SOLVE = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} solve eight`;
const eight = puzzleDefinition('eight');
const CASES = [
  '12X453786 12345678X',
  '564178X23 7568X4123',
  '1234X5678 1234756X8',
  '1234X5678 123X45678',
  '1234X5678 12345X678',
  '1234X5678 1X3425678',
  '534X12678 1X4352678',
  '4321X5678 X12345678',
  '23574X168 2X3145678',
  '12X453786 12345678X',
  '1234X5678 1234X5678',
  '12345678X 12345678X',
].map((text) => eight.parseInput(eight.caseInput(text))[0]);
const options = { limits: TIME_DEFAULTS, mode: 'strict', lengthOf: () => 10 } as const;

/** A program that logs each run to a file, then runs `body` on its input. */
function logged(body: string): { command: string; runs: () => number } {
  const log = join(mkdtempSync(join(tmpdir(), 'lexpath-runs-')), 'runs');
  return {
    command: `echo run >> ${log}; input=$(cat); ${body}`,
    runs: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length,
  };
}

describe("the judge's bound on cases per input", () => {
  it('is never exceeded: a program that fails on more is given at most that many a run, even asked for more', async () => {
    const bounded = { ...eight, contract: { ...eight.contract!, maxCases: 5 } };
    const program = logged(
      `[ "$(printf '%s' "$input" | head -n 1)" -le 5 ] || exit 3; printf '%s' "$input" | ${SOLVE}`,
    );
    const results = await runCommandOnCases(bounded, program.command, CASES, { ...options, batchSize: 200 });
    expect(results.map((r) => r?.kind)).toEqual(Array(12).fill('answer'));
    expect(program.runs()).toBe(3);
  });

  it("is the judges' own for the built-in puzzles: Eight II 200 (HDU 3567), Rotation 30 (POJ 2286)", () => {
    expect([BATCH_SIZE.eight, BATCH_SIZE.rotation]).toEqual([200, 30]);
    expect([eight.contract?.maxCases, puzzleDefinition('rotation').contract?.maxCases]).toEqual([200, 30]);
  });
});

describe('attributing a batch fault', () => {
  it('a crash on one case of twelve is found by halving: 9 runs, not 13', async () => {
    const program = logged(`case "$input" in *4321X5678*) exit 3;; esac; printf '%s' "$input" | ${SOLVE}`);
    const results = await runCommandOnCases(eight, program.command, CASES, options);
    expect(results.map((r) => r?.kind)).toEqual([...Array(7).fill('answer'), 'crash', ...Array(4).fill('answer')]);
    expect(program.runs()).toBe(9);
  });

  it(
    'a crash that shows only with two cases together stays on ' +
      'the first unanswered case of the smallest run that shows it',
    async () => {
      const program = logged(
        `case "$input" in *4321X5678*534X12678*|*534X12678*4321X5678*) exit 3;; esac; printf '%s' "$input" | ${SOLVE}`,
      );
      const results = await runCommandOnCases(eight, program.command, CASES, options);
      expect(results.map((r) => r?.kind)).toEqual([...Array(6).fill('answer'), 'crash', ...Array(5).fill('answer')]);
    },
  );

  it('a wrongly formatted case is read past in the same run', async () => {
    const program = logged(`printf '%s' "$input" | ${SOLVE} | sed -E 's/^Case 3: [0-9]+$/Case 3: -1/'`);
    const results = await runCommandOnCases(eight, program.command, CASES, options);
    expect(results.map((r) => r?.kind)).toEqual(['answer', 'answer', 'wrong-format', ...Array(9).fill('answer')]);
    expect(program.runs()).toBe(1);
  });
});

describe('attributing a time-out', () => {
  /** Prints `Case i: 0` and the empty line for every case at once (well formed; judging is not tested here). */
  const ANSWER_ALL = `n=$(printf '%s\\n' "$input" | head -1); i=1; while [ $i -le $n ]; do printf 'Case %d: 0\\n\\n' $i; i=$((i+1)); done`;
  // Every run of twelve cases or fewer may take 1 s; the hanging ones sleep far past that.
  const quick = { ...options, limits: { caseMs: 500, startupMs: 500 } } as const;

  it.concurrent('a time-out on one case of twelve is found by halving, and confirmed only for the batch and that case: 11 runs', async () => {
    const program = logged(`case "$input" in *4321X5678*) sleep 30;; esac; ${ANSWER_ALL}`);
    const results = await runCommandOnCases(eight, program.command, CASES, quick);
    expect(results.map((r) => r?.kind)).toEqual([...Array(7).fill('answer'), 'time-limit', ...Array(4).fill('answer')]);
    expect(results[7]).toMatchObject({ detail: 'no complete output within 1000 ms (twice)' });
    // the batch twice, [0,6), [6,12), [6,9), [6,8), [6,7), [7,8) twice, [8,9), [9,12)
    expect(program.runs()).toBe(11);
  });

  it.concurrent('a time-out that shows only with two cases together is confirmed on the smallest run that shows it', async () => {
    const program = logged(`case "$input" in *534X12678*4321X5678*) sleep 30;; esac; ${ANSWER_ALL}`);
    const results = await runCommandOnCases(eight, program.command, CASES, quick);
    expect(results.map((r) => r?.kind)).toEqual([...Array(6).fill('answer'), 'time-limit', ...Array(5).fill('answer')]);
    expect(results[6]).toMatchObject({
      detail: 'no complete output within 1000 ms (twice) (case 1 of a batch of 2)',
      batch: { from: 6, to: 8 },
    });
    // the batch twice, [0,6), [6,12), [6,9), [6,8), [6,7), [7,8), [6,8) again, [8,9), [9,12)
    expect(program.runs()).toBe(11);
  });
});
