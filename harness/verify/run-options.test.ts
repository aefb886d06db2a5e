/**
 * verify's option table and what is derived from it: the recorded options' schema, the library's
 * defaults, the replay command's flags, a checkpoint's identity and merge's agreement check.
 */
import { describe, expect, it } from 'vitest';
import { puzzleDefinition } from '../../puzzles/index.js';
import { optionsFromArgs, recordedOptions } from './options.js';
import {
  CASE_OPTIONS,
  disagreement,
  identityOptions,
  libraryOptions,
  replayFlags,
  type RunOptionTable,
  VERIFY_OPTIONS,
  VERIFY_TABLE,
} from './run-options.js';
import { recordedOptionsSchema } from './types.js';

const eight = puzzleDefinition('eight');
const fifteen = puzzleDefinition('fifteen');
const quote = (text: string) => (/^[\w.-]+$/.test(text) ? text : `'${text}'`);
const base = { puzzle: eight, seed: 1, shard: null, workers: 1 } as const;
/** The table as any run table: each entry read for its roles and run part. */
const table: RunOptionTable = VERIFY_TABLE;

describe("verify's option table", () => {
  it('gives a library field to every option that plays a role, and to no other', () => {
    for (const [flag, spec] of Object.entries(table))
      expect({ flag, run: spec.run !== undefined }).toEqual({ flag, run: spec.roles !== undefined });
  });

  it("records each option with the recorded role, in the table's order", () => {
    expect(Object.keys(recordedOptionsSchema.shape)).toEqual(
      Object.values(table).flatMap((spec) => (spec.roles?.recorded && spec.run ? [spec.run.key] : [])),
    );
    expect(Object.keys(recordedOptionsSchema.shape)).toEqual(
      expect.arrayContaining(['timeLimitMs', 'programs', 'randomCases', 'regressions']),
    );
  });

  it('shares its case options with repro, and has none twice', () => {
    const flags = [...Object.keys(CASE_OPTIONS), ...Object.keys(VERIFY_OPTIONS)];
    expect(new Set(flags).size).toBe(flags.length);
    expect(Object.keys(VERIFY_TABLE)).toEqual(flags);
  });
});

describe('the library takes the command line', () => {
  it('as each option becomes a field: --cmd parsed into programs, --shrink-budget into milliseconds', () => {
    const args = { cmd: ['mine=./a.out'], 'shrink-budget': '3s', 'time-limit': 2000, case: [], json: true };
    expect(libraryOptions(VERIFY_TABLE, args)).toEqual({
      programs: [{ name: 'mine', command: './a.out' }],
      shrinkBudgetMs: 3000,
      timeLimitMs: 2000,
      inline: [],
    });
    expect(optionsFromArgs(VERIFY_TABLE, args)).toEqual(libraryOptions(VERIFY_TABLE, args));
  });

  it('refusing a --cmd without NAME=COMMAND', () => {
    expect(() => libraryOptions(CASE_OPTIONS, { cmd: ['./a.out'] })).toThrow(
      /--cmd '\.\/a\.out': expected NAME=COMMAND/,
    );
  });
});

describe('the recorded options', () => {
  it("are the library's defaults when nothing is given, the puzzle's where it has its own", () => {
    expect(recordedOptions(base, eight)).toEqual({
      timeLimitMs: 2000,
      startupMs: 5000,
      outputMode: 'strict',
      shrinkBudgetMs: null,
      programs: [],
      solvers: [],
      builtins: true,
      failFast: false,
      randomCases: 300,
      corpora: null,
      inline: [],
      exhaustive: false,
      regressions: null,
    });
    expect(recordedOptions({ ...base, puzzle: fifteen }, fifteen)).toMatchObject({
      startupMs: 20_000,
      randomCases: 100,
    });
  });

  it('have no random cases beside --case, and no built-ins or random cases in an exhaustive run', () => {
    expect(recordedOptions({ ...base, inline: ['12X453786 12345678X'] }, eight).randomCases).toBe(0);
    expect(recordedOptions({ ...base, exhaustive: true, solvers: ['bfs-table'] }, eight)).toMatchObject({
      exhaustive: true,
      builtins: false,
      randomCases: 0,
    });
  });

  it('keep --beyond-contract only when given, and an empty --corpus list as the shipped corpora', () => {
    expect(recordedOptions({ ...base, beyondContract: false, corpora: [] }, eight)).not.toHaveProperty(
      'beyondContract',
    );
    expect(recordedOptions({ ...base, beyondContract: true }, eight).beyondContract).toBe(true);
    expect(recordedOptions({ ...base, corpora: [] }, eight).corpora).toBeNull();
  });

  it('refuse a value their schema does not take, naming the field', () => {
    expect(() => recordedOptions({ ...base, randomCases: 1.5 }, eight)).toThrow(/field randomCases: /);
  });
});

describe('a replay command', () => {
  it('gives the time limit always, the start-up allowance and format only when not their defaults', () => {
    expect(replayFlags(VERIFY_TABLE, { timeLimitMs: 2000 }, eight, quote)).toEqual(['--time-limit 2000']);
    expect(
      replayFlags(VERIFY_TABLE, { timeLimitMs: 500, startupMs: 5000, outputMode: 'strict' }, eight, quote),
    ).toEqual(['--time-limit 500']);
    expect(
      replayFlags(VERIFY_TABLE, { timeLimitMs: 500, startupMs: 9000, outputMode: 'lenient' }, eight, quote),
    ).toEqual(['--time-limit 500', '--startup-allowance 9000', '--format lenient']);
  });

  it("measures the start-up allowance against the puzzle's own default", () => {
    expect(replayFlags(VERIFY_TABLE, { timeLimitMs: 2000, startupMs: 20_000 }, fifteen, quote)).toEqual([
      '--time-limit 2000',
    ]);
    expect(replayFlags(VERIFY_TABLE, { timeLimitMs: 2000, startupMs: 20_000 }, eight, quote)).toEqual([
      '--time-limit 2000',
      '--startup-allowance 20000',
    ]);
  });
});

describe("a checkpoint's identity and merge's agreement", () => {
  const recorded = recordedOptions({ ...base, exhaustive: true, solvers: ['bfs-table'], timeLimitMs: 900 }, eight);

  it('identify a run by its limits, output mode and exhaustiveness, not by what only changes the report', () => {
    expect(identityOptions(VERIFY_TABLE, recorded)).toEqual({
      timeLimitMs: 900,
      startupMs: 5000,
      outputMode: 'strict',
      exhaustive: true,
    });
    expect(identityOptions(VERIFY_TABLE, { ...recorded, shrinkBudgetMs: 1000 })).toEqual(
      identityOptions(VERIFY_TABLE, recorded),
    );
  });

  it('name the first flag two runs differ in, with both values', () => {
    expect(disagreement(VERIFY_TABLE, recorded, { ...recorded })).toBeNull();
    expect(disagreement(VERIFY_TABLE, { ...recorded, randomCases: 7 }, recorded)).toEqual({
      flag: '--cases',
      a: 7,
      b: 0,
    });
    const { failFast: _, ...older } = recorded;
    expect(disagreement(VERIFY_TABLE, older, recorded)).toEqual({ flag: '--fail-fast', a: undefined, b: false });
  });
});
