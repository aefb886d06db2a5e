/**
 * Behaviour of every correct solver through the library API (solveCase + CORRECT_SOLVERS), checked
 * against the judge samples and, on random cases, against the exact oracle (oracle/oracle.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Oracle, type Judgement } from '../oracle/oracle.js';
import type { SearchAlgorithm, SearchSpace } from './space.js';
import { eight, type EightCase } from '../puzzles/eight/space.js';
import type { Puzzle } from './puzzle.js';
import { CORRECT_SOLVERS, type SolverInfo } from './registry.js';
import { rotation, type RotationCase } from '../puzzles/rotation/space.js';
import { solveCase, type Answer } from './solve.js';
import {
  cheapCount,
  eightPairArb,
  eightWalkArb,
  rotation888Arb,
  rotationAnyArb,
  rotationScrambleArb,
  rotationSkewedArb,
  withDigitCounts,
} from '../test/arbitraries.js';

const eightOracle = new Oracle(eight);
const rotationOracle = new Oracle(rotation);

function board(text: string): RotationCase {
  return { cells: text.split(' ').map(Number) };
}

// ---------------------------------------------------------------------------------------------
// Answers are memoised per solver and case, so that the one-behaviour-per-test properties below
// (which reuse a seed and so regenerate the same cases) solve each case once per solver.
// ---------------------------------------------------------------------------------------------

const answers = new Map<string, Answer>();

function solveMemo<Case>(puzzle: Puzzle<Case>, solver: SolverInfo, c: Case): Answer {
  const key = `${solver.name}|${puzzle.name}|${JSON.stringify(c)}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = solveCase(puzzle, solver.search, c);
    answers.set(key, answer);
  }
  return answer;
}

function solvedMoves<Case>(puzzle: Puzzle<Case>, solver: SolverInfo, c: Case): { moves: string; label: number } {
  const answer = solveMemo(puzzle, solver, c);
  if (!answer.solved) throw new Error(`${solver.name} found no answer for ${JSON.stringify(c)}`);
  return { moves: answer.moves, label: answer.label };
}

// ---------------------------------------------------------------------------------------------
// 1. Judge samples
// ---------------------------------------------------------------------------------------------

describe.each(CORRECT_SOLVERS.map((s) => [s.name, s] as const))('judge samples with %s', (_name, solver) => {
  it.each([
    ['12X453786', '12345678X', 'dd'],
    ['564178X23', '7568X4123', 'urrulldr'],
    ['12345678X', '12345678X', ''],
    ['4X3152786', '4X3152786', ''],
  ])('Eight %s -> %s is "%s"', (start, goal, moves) => {
    const answer = solveCase(eight, solver.search, { start, goal });
    expect(answer).toMatchObject({ solved: true, moves });
  });

  it.each([
    ['1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3', 'AC', 2],
    ['1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3', 'DDHH', 2],
    // ten 1s, six 2s, eight 3s: the 1s need one move fewer than a count-8 search would suggest
    ['1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1', 'GBBCGAAA', 1],
    // already solved: centre cells 7 8 9 12 13 16 17 18 all hold 3
    ['1 2 1 2 1 2 3 3 3 1 2 3 3 1 2 3 3 3 1 2 1 2 1 2', '', 3],
  ])('Rotation %s is "%s" with centre %i', (cells, moves, label) => {
    const answer = solveCase(rotation, solver.search, board(cells));
    expect(answer).toMatchObject({ solved: true, moves, label });
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Properties of every correct solver against the oracle
// ---------------------------------------------------------------------------------------------

/** How many random cases each solver gets (bfs and astar are slow on far Eight pairs). */
interface Budget {
  /** Uniformly random solvable Eight pairs (distance ~22 on average, up to 31). */
  eightPairs: number;
  /** Random walks of at most 20 moves from a random goal. */
  eightWalks: number;
  /** Random Rotation boards: 8/8/8, scrambles of solved boards, other digit counts. */
  rotationBoards: number;
}

const BUDGETS: Record<string, Budget> = {
  'bfs-table': { eightPairs: 200, eightWalks: 60, rotationBoards: 200 },
  idastar: { eightPairs: 200, eightWalks: 60, rotationBoards: 150 },
  'bidir-bfs': { eightPairs: 100, eightWalks: 60, rotationBoards: 120 },
  astar: { eightPairs: 25, eightWalks: 40, rotationBoards: 50 },
  bfs: { eightPairs: 8, eightWalks: 30, rotationBoards: 20 },
};

const EIGHT_WALKS = eightWalkArb(20);

/** 8/8/8 boards, scrambles of solved boards and boards with other counts (cheap-table counts only). */
const ROTATION_BOARDS = withDigitCounts(
  fc.oneof(rotation888Arb, rotationScrambleArb(12), rotationAnyArb, rotationSkewedArb),
  cheapCount,
);

interface Sources<Case> {
  readonly label: string;
  readonly arb: fc.Arbitrary<Case>;
  readonly seed: number;
  readonly runs: (b: Budget) => number;
}

const EIGHT_SOURCES: readonly Sources<EightCase>[] = [
  { label: 'uniform solvable Eight pairs', arb: eightPairArb, seed: 42, runs: (b) => b.eightPairs },
  { label: 'Eight random walks (<= 20 moves)', arb: EIGHT_WALKS, seed: 43, runs: (b) => b.eightWalks },
];

const ROTATION_SOURCES: readonly Sources<RotationCase>[] = [
  { label: 'random Rotation boards (incl. non-8/8/8)', arb: ROTATION_BOARDS, seed: 44, runs: (b) => b.rotationBoards },
];

/** Registers, for one solver and one puzzle, one test per behaviour on each source of cases. */
function checkPuzzleProperties<Case>(
  solver: SolverInfo,
  puzzle: Puzzle<Case>,
  oracle: Oracle<Case>,
  sources: readonly Sources<Case>[],
): void {
  const budget = BUDGETS[solver.name] ?? { eightPairs: 10, eightWalks: 10, rotationBoards: 10 };
  for (const source of sources) {
    const params = { seed: source.seed, numRuns: source.runs(budget) };
    const prop = (check: (c: Case) => void) => fc.assert(fc.property(source.arb, check), params);

    it(`${source.label}: the moves replay to the goal with the returned label`, () => {
      prop((c) => {
        const { moves, label } = solvedMoves(puzzle, solver, c);
        expect(puzzle.replay(c, moves)).toEqual({ ok: true, label });
      });
    });

    it(`${source.label}: the length equals the exact BFS distance`, () => {
      prop((c) => {
        expect(solvedMoves(puzzle, solver, c).moves.length).toBe(oracle.distance(c));
      });
    });

    it(`${source.label}: no smaller first differing move could still reach the goal (judge says ok)`, () => {
      prop((c) => {
        const { moves, label } = solvedMoves(puzzle, solver, c);
        expect(oracle.judge(c, moves, label)).toEqual({ verdict: 'ok' });
      });
    });

    it(`${source.label}: the answer equals Oracle.expected`, () => {
      prop((c) => {
        expect(solvedMoves(puzzle, solver, c)).toEqual(oracle.expected(c));
      });
    });
  }
}

/** Every property, on both puzzles, for one solver. */
function checkSolverProperties(solver: SolverInfo): void {
  describe(`${solver.name} on Eight II`, () => checkPuzzleProperties(solver, eight, eightOracle, EIGHT_SOURCES));
  describe(`${solver.name} on The Rotation Game`, () =>
    checkPuzzleProperties(solver, rotation, rotationOracle, ROTATION_SOURCES));
}

describe.each(CORRECT_SOLVERS.map((s) => [s.name, s] as const))('properties of %s', (_name, solver) => {
  checkSolverProperties(solver);
});

describe('all correct solvers agree', () => {
  // The same seeds as above, with the smallest budget, so most answers come from the memo.
  const minRuns = (runs: (b: Budget) => number) => Math.min(...CORRECT_SOLVERS.map((s) => runs(BUDGETS[s.name])));

  it.each(EIGHT_SOURCES.map((s) => [s.label, s] as const))(
    'on %s every solver returns the same string',
    (_l, source) => {
      fc.assert(
        fc.property(source.arb, (c) => {
          const all = CORRECT_SOLVERS.map((s) => solvedMoves(eight, s, c).moves);
          expect(new Set(all).size, `${JSON.stringify(c)}: ${all.join(' / ')}`).toBe(1);
        }),
        { seed: source.seed, numRuns: minRuns(source.runs) },
      );
    },
  );

  it.each(ROTATION_SOURCES.map((s) => [s.label, s] as const))(
    'on %s every solver returns the same answer',
    (_l, source) => {
      fc.assert(
        fc.property(source.arb, (c) => {
          const all = CORRECT_SOLVERS.map((s) => solvedMoves(rotation, s, c)).map((a) => `${a.moves}:${a.label}`);
          expect(new Set(all).size, `${c.cells.join(' ')}: ${all.join(' / ')}`).toBe(1);
        }),
        { seed: source.seed, numRuns: minRuns(source.runs) },
      );
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 4. Eight's hardest pairs (distance 31)
// ---------------------------------------------------------------------------------------------

describe('Eight distance-31 pairs', () => {
  /** The two boards at distance 31 from 12345678X, and one pair with other tile names. */
  const HARDEST: readonly EightCase[] = [
    { start: '8672543X1', goal: '12345678X' },
    { start: '64785X321', goal: '12345678X' },
    // 8672543X1 -> 12345678X with every tile t renamed 9 - t: the same moves must come out
    { start: '1327456X8', goal: '87654321X' },
  ];

  it.each(HARDEST.map((c) => [c.start, c.goal, c] as const))('%s -> %s has exact distance 31', (_s, _g, c) => {
    expect(eightOracle.distance(c)).toBe(31);
  });

  it.each(CORRECT_SOLVERS.flatMap((s) => HARDEST.map((c) => [s.name, c.start, c.goal, s, c] as const)))(
    '%s solves %s -> %s in 31 moves with the oracle answer',
    (_n, _s, _g, solver, c) => {
      const answer = solveCase(eight, solver.search, c);
      expect(answer).toMatchObject({ solved: true, moves: eightOracle.expected(c)!.moves });
      expect(answer.solved && answer.moves.length).toBe(31);
    },
  );

  it('the oracle answer for 8672543X1 -> 12345678X is the recorded one', () => {
    expect(eightOracle.expected(HARDEST[0])).toEqual({ moves: 'lurdrulurdlldrrululddruulddrurd', label: 0 });
  });

  it('renaming the tiles does not change the answer of the hardest pair', () => {
    expect(eightOracle.expected(HARDEST[2])).toEqual(eightOracle.expected(HARDEST[0]));
  });
});

// ---------------------------------------------------------------------------------------------
// 6. The checks catch a lexicographic bug
// ---------------------------------------------------------------------------------------------

/**
 * A view of `space` whose move i is the base move order[i]: a solver that is correct on the view
 * returns the smallest shortest answer in the permuted order, which is in general not the smallest
 * in the puzzle's own order.
 */
function permutedSpace(space: SearchSpace, order: readonly number[]): SearchSpace {
  const position = new Map(order.map((base, i) => [base, i]));
  return {
    key: `${space.key}/order:${order.join('')}`,
    moveLetters: order.map((m) => space.moveLetters[m]).join(''),
    rankCount: space.rankCount,
    stateSize: space.stateSize,
    newState: () => space.newState(),
    rank: (s) => space.rank(s),
    unrank: (r, out) => space.unrank(r, out),
    apply: (s, m) => space.apply(s, order[m]),
    inverse: (m) => position.get(space.inverse(order[m]))!,
    isGoal: (s) => space.isGoal(s),
    heuristic: (s) => space.heuristic(s),
    goalRanks: () => space.goalRanks(),
    commutes: space.commutes ? (a, b) => space.commutes!(order[a], order[b]) : undefined,
  };
}

/** `search` run on permuted views, its moves mapped back to the puzzle's own move indices. */
function withMoveOrder(search: SearchAlgorithm, order: readonly number[]): SearchAlgorithm {
  return (space, start, maxLength) => {
    const outcome = search(permutedSpace(space, order), start, maxLength);
    if (!outcome.found) return outcome;
    return { found: true, moves: outcome.moves.map((m) => order[m]), stats: outcome.stats };
  };
}

/** Checks that `judgement` certifies the first place `moves` leaves the smallest answer `smallest`. */
function expectCertificateAgainst(judgement: Judgement, moves: string, smallest: string): void {
  expect(judgement.verdict).toBe('not-lex-smallest');
  if (judgement.verdict !== 'not-lex-smallest') return;
  const { step, actualMove, smallerMove, distanceBefore, distanceAfterSmaller } = judgement.certificate;
  const firstDifference = [...moves].findIndex((m, i) => m !== smallest[i]);
  expect(step).toBe(firstDifference + 1);
  expect(actualMove).toBe(moves[firstDifference]);
  expect(smallerMove < actualMove).toBe(true);
  expect(distanceBefore).toBe(moves.length - firstDifference);
  expect(distanceAfterSmaller).toBe(distanceBefore - 1);
}

describe('the oracle catches a solver that tries moves in the wrong order', () => {
  const idastar = CORRECT_SOLVERS.find((s) => s.name === 'idastar')!.search;

  it('Eight: idastar trying u, r, l, d gives a shortest answer judged not-lex-smallest with a certificate', () => {
    // 22 moves; several shortest answers (the sample 564178X23 -> 7568X4123 has only one)
    const c: EightCase = { start: '12345678X', goal: 'X12345678' };
    const smallest = 'lurulldrrulddluurrdllu';
    expect(eightOracle.expected(c)?.moves).toBe(smallest);
    const answer = solveCase(eight, withMoveOrder(idastar, [3, 2, 1, 0]), c);
    if (!answer.solved) throw new Error('no answer');
    expect(eight.replay(c, answer.moves)).toEqual({ ok: true, label: 0 });
    expect(answer.moves).toHaveLength(22);
    expect(answer.moves).not.toBe(smallest);
    expectCertificateAgainst(eightOracle.judge(c, answer.moves), answer.moves, smallest);
  });

  it('Rotation: idastar trying H..A gives a shortest answer judged not-lex-smallest with a certificate', () => {
    const c = board('1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3');
    const answer = solveCase(rotation, withMoveOrder(idastar, [7, 6, 5, 4, 3, 2, 1, 0]), c);
    if (!answer.solved) throw new Error('no answer');
    expect(rotation.replay(c, answer.moves)).toEqual({ ok: true, label: answer.label });
    expect(answer.moves).toHaveLength(4);
    expect(answer.moves).not.toBe('DDHH');
    expectCertificateAgainst(rotationOracle.judge(c, answer.moves, answer.label), answer.moves, 'DDHH');
  });
});
