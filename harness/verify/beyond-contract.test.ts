/**
 * The judge's contract in reports, in process: a plug-in declares one through the kit, the report
 * schema reads reports with and without a program's cases beyond the contract, what a report
 * claims is checked against those counts, shards merge them, and the text report shows them.
 * The runs themselves (real child processes) are in judge-contract.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type AnyPuzzleDefinition, oracleOf } from '../../puzzles/index.js';
import { definePuzzle, type PuzzleSpec } from '../../puzzles/kit/define.js';
import { rotationDefinition } from '../../puzzles/rotation/definition.js';
import type { RotationCase } from '../../puzzles/rotation/space.js';
import { PuzzleFault } from '../../util/errors.js';
import type { Contender } from './running/contenders.js';
import { counterexampleFor } from './counterexamples/counterexample.js';
import { mergeReports } from './reporting/merge.js';
import { claimMismatch } from './reporting/outcome.js';
import { formatVerifyReport } from './reporting/text-report.js';
import {
  type BeyondContract,
  checkVerifyReport,
  type RunResult,
  type SolverReport,
  type VerifyReport,
} from './types.js';

const EIGHT_OF_EACH = '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3';

/** Rotation's rules under another name, with `contract` as given. */
function rotationPlugIn(contract?: PuzzleSpec<RotationCase>['contract']) {
  const r = rotationDefinition;
  return definePuzzle<RotationCase>({
    name: 'rotation-copy',
    title: 'Rotation, again',
    puzzle: r.puzzle,
    stateCount: r.stateCount,
    maxDepth: r.maxDepth,
    parseInput: (input) => r.parseInput(input),
    formatInput: (cases) => r.formatInput(cases),
    caseSyntax: r.caseSyntax,
    caseInput: (text) => r.caseInput(text),
    caseText: (c) => r.caseText(c),
    randomCase: (seed, index) => r.randomCase(seed, index),
    afterMoves: (c, moves) => r.afterMoves(c, moves),
    ...(contract ? { contract } : {}),
  });
}

describe("a plug-in's contract, through the kit", () => {
  const board = { cells: EIGHT_OF_EACH.split(' ').map(Number) };

  it('is the one it declares', () => {
    const plugIn = rotationPlugIn({ description: 'only boards starting with 1', holds: (c) => c.cells[0] === 1 });
    expect(plugIn.contract?.description).toBe('only boards starting with 1');
    expect(plugIn.contract?.holds(board)).toBe(true);
    expect(plugIn.contract?.holds({ cells: [2, ...board.cells.slice(1)] })).toBe(false);
  });

  it('is absent when none is declared: every case is within', () => {
    expect(rotationPlugIn().contract).toBeUndefined();
  });

  it("is the puzzle's fault when it answers other than true or false, or throws", () => {
    const odd = rotationPlugIn({ description: 'odd', holds: () => 1 as unknown as boolean });
    expect(() => odd.contract?.holds(board)).toThrow(PuzzleFault);
    expect(() => odd.contract?.holds(board)).toThrow(/puzzle rotation-copy: its contract's holds gave 1/);
    const throwing = rotationPlugIn({
      description: 'throws',
      holds: () => {
        throw new Error('no idea');
      },
    });
    expect(() => throwing.contract?.holds(board)).toThrow(/its contract's holds threw: no idea/);
  });
});

describe("a program's counterexample is shrunk within the contract", () => {
  // The kit's shrink steps (boards further along the answer, random small boards) leave this one.
  const puzzle = rotationPlugIn({ description: 'cell 1 holds a 1', holds: (c) => c.cells[0] === 1 });
  const oracle = oracleOf<unknown>(puzzle as AnyPuzzleDefinition);
  const crash: RunResult = { kind: 'crash', detail: 'exit code 1' };
  /** A contender that crashes on every case, and what it was given. */
  const crashing = (program: boolean) => {
    const tried: RotationCase[] = [];
    const contender: Contender = {
      name: 'x',
      expected: 'correct',
      kind: program ? 'program' : 'module',
      selector: program ? '--no-builtins --cmd x=./x' : '--solver x',
      files: [],
      ...(program ? { program: { name: 'x', command: './x' } } : {}),
      run: async (cases, onResult) =>
        cases.map((c, i) => {
          tried.push(c as RotationCase);
          onResult?.(i, crash);
          return crash;
        }),
      runStream: async () => ({ answered: 0, skipped: 0 }),
    };
    return { contender, tried };
  };
  const shrink = (contender: Contender) =>
    counterexampleFor(
      // A budget no run reaches, so what is asserted never depends on the machine's speed.
      { seed: 1, timeLimitMs: 2000, shrinkBudgetMs: 600_000 },
      puzzle,
      oracle,
      contender,
      {
        index: 0,
        case: { cells: EIGHT_OF_EACH.split(' ').map(Number) },
        origin: 'inline',
      },
      crash,
    );

  it('tries a program only on cases within it', async () => {
    const { contender, tried } = crashing(true);
    const shrunk = await shrink(contender);
    expect(shrunk.optimalLength).toBe(0);
    expect(tried.length).toBeGreaterThan(1);
    for (const c of tried) expect(c.cells[0], c.cells.join(' ')).toBe(1);
  });

  it('tries a solver on any case', async () => {
    const { contender, tried } = crashing(false);
    await shrink(contender);
    expect(tried.some((c) => c.cells[0] !== 1)).toBe(true);
  });
});

const BEYOND: BeyondContract = {
  contract: 'exactly eight each of 1, 2 and 3 (POJ 2286)',
  listed: 2,
  run: true,
  cases: 3,
  failed: 2,
  verdicts: { ok: 1, 'wrong-centre': 2 },
  firstFailure: {
    caseIndex: 4,
    origin: 'corpora/rotation-counterexamples.json',
    verdict: 'wrong-centre',
    detail: "the digit line says 2, but the centre after the moves holds 1's",
    input: '1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1\n0\n',
    optimalLength: 8,
    expected: 'GBBCGAAA\n1\n',
    actual: 'GBBCGAAA\n2\n',
    explain: "lexpath explain --puzzle rotation --cmd 'mine=./a.out' --time-limit 2000 --case '1 2 2 3 ...'",
  },
};

function program(beyond?: BeyondContract, ok = 8): SolverReport {
  return {
    name: 'mine',
    expected: 'correct',
    passed: true,
    cases: ok,
    verdicts: { ok },
    skipped: 0,
    firstFailureMs: null,
    counterexample: null,
    ...(beyond ? { beyondContract: beyond } : {}),
  };
}

function report(solver: SolverReport, cases = 10): VerifyReport {
  return {
    puzzle: 'rotation',
    seed: 1,
    cases,
    coverage: { kind: 'sample', listed: cases - 4, streamed: 4, text: `${cases - 4} listed cases and 4 random cases` },
    ok: true,
    shard: null,
    solvers: [solver],
  };
}

describe('a report with cases beyond the contract', () => {
  it('loads, and so does an older report without them', () => {
    expect(checkVerifyReport(report(program(BEYOND)), 'new.json').ok).toBe(true);
    expect(checkVerifyReport(report(program(undefined, 10)), 'old.json').ok).toBe(true);
    const damaged = report(program({ ...BEYOND, failed: -1 }));
    expect(checkVerifyReport(damaged, 'bad.json')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bad\.json: field solvers\[0\]\.beyondContract\.failed/),
    });
  });

  it("counts a program's pass on every case but the listed ones left out", () => {
    expect(claimMismatch(report(program(BEYOND)))).toBeNull();
    expect(claimMismatch(report(program(BEYOND, 7)))).toMatch(/marked passed after 7 of the 8 cases it runs/);
    expect(claimMismatch(report(program(undefined, 8)))).toMatch(/marked passed after 8 of the 10 cases it runs/);
  });

  it('refuses counts beyond the contract that its verdicts do not give', () => {
    expect(claimMismatch(report(program({ ...BEYOND, cases: 4 })))).toMatch(/beyond the judge's contract: cases 4/);
    expect(claimMismatch(report(program({ ...BEYOND, failed: 0 })))).toMatch(/0 failed/);
  });

  it('merges over shards: counts summed, the earliest failure kept', () => {
    const later = { ...BEYOND.firstFailure!, caseIndex: 9 };
    // Each shard's program judged its 5 cases but the listed ones beyond the contract.
    const shard = (index: number, beyond: BeyondContract): VerifyReport => ({
      ...report(program(beyond, 5 - beyond.listed), 5),
      coverage: { kind: 'sample', listed: 3, streamed: 2, text: '3 listed cases and 2 random cases' },
      shard: { index, count: 2, judged: `digest ${index}` },
    });
    const merged = mergeReports([shard(1, { ...BEYOND, firstFailure: later }), shard(2, { ...BEYOND, listed: 1 })]);
    expect(merged.solvers[0].beyondContract).toEqual({
      ...BEYOND,
      listed: 3,
      cases: 6,
      failed: 4,
      verdicts: { ok: 2, 'wrong-centre': 4 },
    });
    expect(claimMismatch(merged)).toBeNull();
  });
});

describe('the text report', () => {
  it('says in one line how many listed cases a program left out', () => {
    const text = formatVerifyReport(
      report(program({ ...BEYOND, run: false, cases: 0, failed: 0, verdicts: {}, firstFailure: null })),
    );
    expect(text).toContain(
      "mine: 2 listed cases beyond the judge's contract (exactly eight each of 1, 2 and 3 (POJ 2286)) left out; " +
        '--beyond-contract runs them',
    );
    expect(text).not.toContain('Beyond the judge');
  });

  it('shows the cases beyond the contract in their own section, failing nothing', () => {
    const text = formatVerifyReport(report(program(BEYOND)));
    expect(text).toContain(
      "Beyond the judge's contract (exactly eight each of 1, 2 and 3 (POJ 2286)), run by --beyond-contract: " +
        'a failure here fails nothing',
    );
    expect(text).toContain('  mine: 3 cases, 2 failed (wrong-centre 2)');
    expect(text).toMatch(/first failure beyond the contract, for mine: wrong-centre \(case #4, .*; 8 optimal moves\)/);
    expect(text).toContain(`    explain: ${BEYOND.firstFailure!.explain}`);
    expect(text).toMatch(/^OK: 1\/1 correct solvers passed/m);
  });
});
