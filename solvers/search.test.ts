/**
 * The search algorithms on their own (bfs, astar, idastar, bidir-bfs, and bfs-table's walks), called
 * directly on a search space: answers against the oracle on seeded cases of both puzzles, through the
 * optional speed-ups of capabilities.ts and without them (a wrapper space that offers only the
 * members space.ts requires), unreachable starts, and the counters on a case small enough to count
 * by hand. Fast enough to repeat per mutant (vitest.mutation.config.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Oracle } from '../oracle/oracle.js';
import {
  eightPairArb,
  eightWalkArb,
  rotation888Arb,
  rotationScrambleArb,
  rotationSkewedArb,
  withDigitCounts,
} from '../test/arbitraries.js';
import { plainSpace } from '../test/plain-space.js';
import { astar } from './astar.js';
import { bfsTable, distanceTable, UNREACHED } from './bfs-table.js';
import { bfs } from './bfs.js';
import { bidirBfs } from './bidir-bfs.js';
import { graphSpace } from '../test/graph-space.js';
import { movesToString, type SearchAlgorithm } from './space.js';
import { eight, eightSpace, type EightCase } from '../puzzles/eight/space.js';
import { idastar } from './idastar.js';
import type { Subproblem } from './puzzle.js';
import { rotation, type RotationCase } from '../puzzles/rotation/space.js';
import { solveSubproblems } from './solve.js';

const SEARCHES: readonly (readonly [string, SearchAlgorithm])[] = [
  ['bfs', bfs],
  ['astar', astar],
  ['idastar', idastar],
  ['bidir-bfs', bidirBfs],
  ['bfs-table', bfsTable],
];

const eightOracle = new Oracle(eight);
const rotationOracle = new Oracle(rotation);

/** Seeded Eight cases: uniform pairs (long answers) and short walks (many ties between moves). */
const EIGHT_CASES: EightCase[] = [
  ...fc.sample(eightPairArb, { seed: 1330, numRuns: 6 }),
  ...fc.sample(eightWalkArb(12, 2), { seed: 1331, numRuns: 8 }),
];
/** Eight cases whose goal has the blank on cell 4 (one table for the plain spaces). */
const EIGHT_CENTRE_CASES: EightCase[] = fc.sample(
  eightWalkArb(14, 3).filter((c) => c.goal.indexOf('X') === 4),
  { seed: 1332, numRuns: 8 },
);
/** Far Eight pairs whose goal has the blank on cell 4: IDA* needs several bounds on them. */
const EIGHT_CENTRE_FAR_CASES: EightCase[] = fc.sample(
  eightPairArb.filter((c) => c.goal.indexOf('X') === 4),
  { seed: 1335, numRuns: 3 },
);
/** Boards with a digit on 16 or more cells: spaces with many goal states (C(16, n - 8)). */
const ROTATION_MANY_GOALS: RotationCase[] = fc.sample(
  withDigitCounts(rotationSkewedArb, (n) => n >= 16),
  { seed: 1336, numRuns: 12 },
);
/** Seeded Rotation boards: shallow scrambles (bfs stays quick) and a few random 8/8/8 boards. */
const ROTATION_CASES: RotationCase[] = [
  ...fc.sample(rotationScrambleArb(5), { seed: 1333, numRuns: 8 }),
  ...fc.sample(rotation888Arb, { seed: 1334, numRuns: 3 }),
];

function onlySubproblem(c: EightCase): Subproblem {
  const subproblems = eight.subproblems(c);
  expect(subproblems).toHaveLength(1);
  return subproblems[0];
}

describe.each(SEARCHES)('%s', (_name, search) => {
  it('Eight: the answer is the oracle expected answer, on each seeded case', () => {
    for (const c of EIGHT_CASES) {
      const { space, start } = onlySubproblem(c);
      const outcome = search(space, start, 255);
      expect(outcome.found && movesToString(space, outcome.moves), JSON.stringify(c)).toBe(
        eightOracle.expected(c)!.moves,
      );
    }
  });

  it('Eight, the plain members only: the same answers', () => {
    for (const c of EIGHT_CENTRE_CASES) {
      const { space, start } = onlySubproblem(c);
      const outcome = search(plainSpace(space, false), start, 255);
      expect(outcome.found && movesToString(space, outcome.moves), JSON.stringify(c)).toBe(
        eightOracle.expected(c)!.moves,
      );
    }
  });

  it('Eight, the plain members only, far pairs: the same answers', () => {
    for (const c of EIGHT_CENTRE_FAR_CASES) {
      const { space, start } = onlySubproblem(c);
      const outcome = search(plainSpace(space, false), start, 255);
      expect(outcome.found && movesToString(space, outcome.moves), JSON.stringify(c)).toBe(
        eightOracle.expected(c)!.moves,
      );
    }
  });

  it('Rotation, spaces with many goal states (a digit on 16 or more cells): the oracle expected answers', () => {
    for (const c of ROTATION_MANY_GOALS) {
      const answer = solveSubproblems(search, rotation.subproblems(c));
      expect(answer.solved && { moves: answer.moves, label: answer.label }, c.cells.join(' ')).toEqual(
        rotationOracle.expected(c),
      );
    }
  });

  it('Rotation: the union of subproblems gives the oracle expected answer and centre digit', () => {
    for (const c of ROTATION_CASES) {
      const answer = solveSubproblems(search, rotation.subproblems(c));
      expect(answer.solved && { moves: answer.moves, label: answer.label }, c.cells.join(' ')).toEqual(
        rotationOracle.expected(c),
      );
    }
  });

  it('Rotation, the plain members only (with and without commutes): the same answers', () => {
    for (const keepCommutes of [true, false]) {
      for (const c of ROTATION_CASES.slice(0, 5)) {
        const subproblems = rotation
          .subproblems(c)
          .map((sub) => ({ ...sub, space: plainSpace(sub.space, keepCommutes) }));
        const answer = solveSubproblems(search, subproblems);
        expect(answer.solved && { moves: answer.moves, label: answer.label }, c.cells.join(' ')).toEqual(
          rotationOracle.expected(c),
        );
      }
    }
  });
});

describe.each(SEARCHES.filter(([name]) => name !== 'idastar'))('%s on an unreachable start', (_name, search) => {
  // IDA* has no closed set: on an unreachable start it would deepen until maxLength, so it is left out.
  const space = eightSpace(4);
  const state = space.newState();
  space.unrank(distanceTable(space).indexOf(UNREACHED), state);

  it('finds nothing for an Eight start of the other tile parity', () => {
    expect(search(space, state, 255).found).toBe(false);
  });

  it('finds nothing for it through the plain members either', () => {
    expect(search(plainSpace(space), state, 255).found).toBe(false);
  });
});

describe.each(SEARCHES)('%s and maxLength on the shortest cases', (_name, search) => {
  const oneMove = onlySubproblem({ start: '1234567X8', goal: '12345678X' }); // r
  const twoMoves = onlySubproblem({ start: '123456X78', goal: '12345678X' }); // rr

  it('maxLength 0 finds nothing for a one-move case, and 1 finds its move', () => {
    expect(search(oneMove.space, oneMove.start, 0).found).toBe(false);
    const outcome = search(oneMove.space, oneMove.start, 1);
    expect(outcome.found && movesToString(oneMove.space, outcome.moves)).toBe('r');
  });

  it('maxLength 1 finds nothing for a two-move case, and 2 finds its moves', () => {
    expect(search(twoMoves.space, twoMoves.start, 1).found).toBe(false);
    const outcome = search(twoMoves.space, twoMoves.start, 2);
    expect(outcome.found && movesToString(twoMoves.space, outcome.moves)).toBe('rr');
  });
});

describe('counters, on cases small enough to count by hand', () => {
  // '1234567X8' -> '12345678X' is 'r'. The blank (cell 7, bottom edge) has l, r and u; d is illegal.
  const oneMove = onlySubproblem({ start: '1234567X8', goal: '12345678X' });
  const solved = onlySubproblem({ start: '12345678X', goal: '12345678X' });

  it.each([
    // bfs: expands the start; generates l, then r, which is the goal
    ['bfs', bfs, { expanded: 1, generated: 2 }],
    // A*: expands the start (l, r, u generated); then pops the goal
    ['astar', astar, { expanded: 1, generated: 3 }],
    // IDA* (bound 1): expands the start; l goes over the bound, r reaches the goal
    ['idastar', idastar, { expanded: 1, generated: 2 }],
    // bidirectional: the forward side expands its whole first level (l, r, u) and meets the goal
    ['bidir-bfs', bidirBfs, { expanded: 1, generated: 3 }],
    // the walk: one step, l is not nearer, r is
    ['bfs-table', bfsTable, { expanded: 1, generated: 2 }],
  ] as const)('%s on a one-move Eight case', (_name, search, stats) => {
    const outcome = search(oneMove.space, oneMove.start, 255);
    expect(outcome.found && movesToString(oneMove.space, outcome.moves)).toBe('r');
    expect(outcome.stats).toEqual(stats);
  });

  it.each(SEARCHES)('%s on a solved case: the empty answer, nothing expanded or generated', (_name, search) => {
    const outcome = search(solved.space, solved.start, 255);
    expect(outcome.found && outcome.moves.length).toBe(0);
    expect(outcome.stats).toEqual({ expanded: 0, generated: 0 });
  });

  it('IDA* through the plain members counts the same on the one-move case', () => {
    expect(idastar(plainSpace(oneMove.space, false), oneMove.start, 255).stats).toEqual({ expanded: 1, generated: 2 });
  });

  it('bfs-table through the plain members (the walk over states) counts the same on the one-move case', () => {
    expect(bfsTable(plainSpace(oneMove.space), oneMove.start, 255).stats).toEqual({ expanded: 1, generated: 2 });
  });

  // '123456X78' -> '12345678X' is 'rr'; the blank (cell 6, a corner) has r and u.
  const twoMoves = onlySubproblem({ start: '123456X78', goal: '12345678X' });

  it('IDA* on a two-move case never undoes its previous move: 2 expanded, 2 generated (l after r is pruned)', () => {
    expect(idastar(twoMoves.space, twoMoves.start, 255).stats).toEqual({ expanded: 2, generated: 2 });
    expect(idastar(plainSpace(twoMoves.space), twoMoves.start, 255).stats).toEqual({ expanded: 2, generated: 2 });
  });

  it(
    'bidir-bfs on a two-move case expands one level from ' + 'each side (the start: r, u; the goal: l, u), then meets',
    () => {
      expect(bidirBfs(twoMoves.space, twoMoves.start, 255).stats).toEqual({ expanded: 2, generated: 4 });
    },
  );

  it(
    'bidir-bfs grows the side whose newest level is smaller: on a path S-a-b-G whose ' +
      'goal has three neighbours, only the forward side grows (3 expanded, 5 generated)',
    () => {
      // S x a, a y b, b x G, and G's other two neighbours q (y) and r (z). Forward levels stay at one
      // state each, never more than the goal's level of one, so the forward side expands S (a), a (S,
      // b) and b (G: met; a): 3 expanded, 5 generated. Growing the backward side once instead would
      // generate b, q and r there (6 generated).
      const path = graphSpace({
        nodes: ['S', 'a', 'b', 'G', 'q', 'r'],
        moveLetters: 'xyz',
        edges: [
          ['S', 'x', 'a'],
          ['a', 'y', 'b'],
          ['b', 'x', 'G'],
          ['G', 'y', 'q'],
          ['G', 'z', 'r'],
        ],
        goals: ['G'],
      });
      const outcome = bidirBfs(path, path.state('S'), 255);
      expect(outcome.found && movesToString(path, outcome.moves)).toBe('xyx');
      expect(outcome.stats).toEqual({ expanded: 3, generated: 5 });
    },
  );

  it(
    'bidir-bfs marks the shortest-path states back from the meeting level, ' +
      'past a dead end beside the path, trying only real moves',
    () => {
      // S x a, a y b, b x G, and a dead end d (S y d); G's other neighbours q (y) and r (z) make the
      // backward side grow once. The sides meet at b with the forward side at level 2, so marking
      // looks at level 1, where d has no step to a marked state: every one of its moves is tried
      // (the graph space throws for a move number past the last letter).
      const space = graphSpace({
        nodes: ['S', 'a', 'b', 'G', 'd', 'q', 'r'],
        moveLetters: 'xyz',
        edges: [
          ['S', 'x', 'a'],
          ['a', 'y', 'b'],
          ['b', 'x', 'G'],
          ['S', 'y', 'd'],
          ['G', 'y', 'q'],
          ['G', 'z', 'r'],
        ],
        goals: ['G'],
      });
      const outcome = bidirBfs(space, space.state('S'), 255);
      expect(outcome.found && movesToString(space, outcome.moves)).toBe('xyx');
    },
  );

  it(
    'bidir-bfs stops as soon as a side runs out of states, ' +
      'however large maxLength is (S-a apart from q-G: 2 expanded, 2 generated)',
    () => {
      // Forward expands S (a), then a (S again): its next level is empty, so no path exists; the search
      // must say so then, not keep growing an empty side up to the length bound.
      const apart = graphSpace({
        nodes: ['S', 'a', 'q', 'G'],
        moveLetters: 'x',
        edges: [
          ['S', 'x', 'a'],
          ['q', 'x', 'G'],
        ],
        goals: ['G'],
      });
      const outcome = bidirBfs(apart, apart.state('S'), 2 ** 30);
      expect(outcome.found).toBe(false);
      expect(outcome.stats).toEqual({ expanded: 2, generated: 2 });
    },
  );

  it('A* with maxLength 0 on a one-move case stops before expanding the start (f = 1 is over the limit)', () => {
    expect(astar(oneMove.space, oneMove.start, 0).stats).toEqual({ expanded: 0, generated: 0 });
  });

  it(
    'IDA* on Rotation skips commuting moves out of order: ' +
      'fewer states generated than without commutes, same answers',
    () => {
      let fewer = 0;
      for (const c of ROTATION_CASES.slice(0, 8)) {
        // the scrambles: the subproblem of the answer's centre digit, searched to the answer's length
        const expected = rotationOracle.expected(c)!;
        const sub = rotation.subproblems(c).find((s) => s.label === expected.label)!;
        const withCommutes = idastar(plainSpace(sub.space, true), sub.start, expected.moves.length);
        const without = idastar(plainSpace(sub.space, false), sub.start, expected.moves.length);
        expect(withCommutes.found && movesToString(sub.space, withCommutes.moves)).toBe(expected.moves);
        expect(without.found && movesToString(sub.space, without.moves)).toBe(expected.moves);
        expect(withCommutes.stats.generated).toBeLessThanOrEqual(without.stats.generated);
        if (withCommutes.stats.generated < without.stats.generated) fewer++;
      }
      expect(fewer).toBeGreaterThan(0);
    },
  );
});

describe('astar on more seeded cases (costs improved after a state is first generated, ties between paths)', () => {
  it('Eight: 30 uniform pairs give the oracle expected answers', () => {
    for (const c of fc.sample(eightPairArb, { seed: 1337, numRuns: 30 })) {
      const { space, start } = onlySubproblem(c);
      const outcome = astar(space, start, 255);
      expect(outcome.found && movesToString(space, outcome.moves), JSON.stringify(c)).toBe(
        eightOracle.expected(c)!.moves,
      );
    }
  });

  it('Rotation: 20 random 8/8/8 boards give the oracle expected answers', () => {
    for (const c of fc.sample(rotation888Arb, { seed: 1338, numRuns: 20 })) {
      const answer = solveSubproblems(astar, rotation.subproblems(c));
      expect(answer.solved && { moves: answer.moves, label: answer.label }, c.cells.join(' ')).toEqual(
        rotationOracle.expected(c),
      );
    }
  });
});
