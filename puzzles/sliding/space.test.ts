import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bfsTable } from '../../solvers/bfs-table.js';
import { eight } from '../eight/space.js';
import { idastar } from '../../solvers/idastar.js';
import { solveCase } from '../../solvers/solve.js';
import { movesToString } from '../../solvers/space.js';
import { seededRandom } from '../../util/random.js';
import { plainSlidingPaths } from '../../test/plain-sliding.js';
import {
  Board,
  SlidingSpace as Space,
  slidingFamily,
  slidingPuzzle,
  slidingSolvable,
  type SlidingCase,
  type SlidingSpace,
} from './space.js';
import { goalReflection, patternGroups } from './pdb/groups.js';
import { patternTable, patternTablesBuilt } from './pdb/table-cache.js';
import { buildPatternTable } from './pdb/table-search.js';

const SEED = { seed: 20261130 };
const KORF = JSON.parse(
  readFileSync(new URL('../../corpora/performance/fifteen-korf100.json', import.meta.url), 'utf8'),
) as {
  cases: { start: string; goal: string; answer: string }[];
};

/** A random goal and the board a random walk of `steps` moves leaves from it. */
function walkedCase(rows: number, cols: number, random: () => number, steps: number): SlidingCase {
  const board = new Board(rows, cols);
  const goal = Array.from({ length: board.cells }, (_, i) => i);
  for (let i = goal.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [goal[i], goal[j]] = [goal[j], goal[i]];
  }
  const start = [...goal];
  let blank = start.indexOf(0);
  for (let s = 0; s < steps; s++) {
    const to = board.neighbour[blank * 4 + Math.floor(random() * 4)];
    if (to < 0) continue;
    start[blank] = start[to];
    start[to] = 0;
    blank = to;
  }
  return { start, goal };
}

describe('sliding puzzles', () => {
  it(
    'say a pair is solvable exactly when a breadth-first search from ' +
      'the start reaches the goal (every 2x3 pair with a fixed goal)',
    () => {
      const board = new Board(2, 3);
      const goal = [1, 2, 3, 4, 5, 0];
      const reached = plainSlidingPaths(board, goal);
      let agreed = 0;
      const all = (prefix: number[]): void => {
        if (prefix.length === 6) {
          expect(slidingSolvable(board, { start: prefix, goal })).toBe(reached.has(prefix.join()));
          agreed++;
          return;
        }
        for (let t = 0; t < 6; t++) if (!prefix.includes(t)) all([...prefix, t]);
      };
      all([]);
      expect(agreed).toBe(720);
      expect(reached.size).toBe(360);
    },
  );

  it('answer 3x3 cases exactly as Eight II does (IDA* on slide-3x3 against the Eight table solver)', () => {
    const puzzle = slidingPuzzle(3, 3);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 60 }), (seed, steps) => {
        const c = walkedCase(3, 3, seededRandom(seed), steps);
        const toEight = (cells: readonly number[]): string => cells.map((t) => (t === 0 ? 'X' : String(t))).join('');
        const expected = solveCase(eight, bfsTable, { start: toEight(c.start), goal: toEight(c.goal) });
        const actual = solveCase(puzzle, idastar, c);
        expect(actual.solved && expected.solved).toBe(true);
        if (actual.solved && expected.solved) expect(actual.moves).toBe(expected.moves);
      }),
      { ...SEED, numRuns: 150 },
    );
  });

  it('answer 2x4 cases with IDA* exactly as with the distance tables', () => {
    const puzzle = slidingPuzzle(2, 4);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 80 }), (seed, steps) => {
        const c = walkedCase(2, 4, seededRandom(seed), steps);
        const table = solveCase(puzzle, bfsTable, c);
        const search = solveCase(puzzle, idastar, c);
        expect(search).toMatchObject({ solved: true, moves: table.solved ? table.moves : '?' });
      }),
      { ...SEED, numRuns: 60 },
    );
  });

  it('replay a move string and name the first illegal move', () => {
    const puzzle = slidingPuzzle(2, 2);
    const c = { start: [1, 2, 3, 0], goal: [1, 0, 3, 2] };
    expect(puzzle.replay(c, 'u')).toEqual({ ok: true, label: 0 });
    expect(puzzle.replay(c, 'r')).toMatchObject({
      ok: false,
      kind: 'illegal-move',
      reason: "move 1 'r' takes the blank off the board",
    });
    expect(puzzle.replay(c, 'l')).toMatchObject({ ok: false, kind: 'not-solved' });
  });

  it('refuse board sizes outside 2..5', () => {
    expect(() => slidingFamily(1, 4)).toThrow('2..5 cells each way, not 1x4');
    expect(() => slidingFamily(4, 6)).toThrow('not 4x6');
  });
});

describe('4x4 pattern databases', () => {
  const board = new Board(4, 4);

  /** Plain 0-1 breadth-first search over (placement, blank cell): the definition the fast build must meet. */
  function referenceTable(targets: number[]): Map<string, number> {
    const best = new Map<string, number>();
    const seen = new Map<string, number>();
    const deque: { cells: number[]; blank: number; d: number }[] = [];
    for (let blank = 0; blank < 16; blank++)
      if (!targets.includes(blank)) deque.push({ cells: [...targets], blank, d: 0 });
    while (deque.length > 0) {
      const { cells, blank, d } = deque.shift()!;
      const key = `${cells.join()}|${blank}`;
      if (seen.has(key)) continue;
      seen.set(key, d);
      if (!best.has(cells.join())) best.set(cells.join(), d);
      for (let move = 0; move < 4; move++) {
        const to = board.neighbour[blank * 4 + move];
        if (to < 0) continue;
        const tile = cells.indexOf(to);
        if (tile < 0) deque.unshift({ cells, blank: to, d });
        else {
          const next = [...cells];
          next[tile] = blank;
          deque.push({ cells: next, blank: to, d: d + 1 });
        }
      }
    }
    return best;
  }

  it('hold the fewest group-tile moves over every blank position (a 3-tile table against a plain 0-1 search)', () => {
    const targets = [1, 2, 3];
    const table = buildPatternTable(board.neighbour, targets);
    const reference = referenceTable(targets);
    expect(reference.size).toBe(16 * 15 * 14);
    for (const [placement, d] of reference) {
      const index = placement.split(',').reduce((sum, cell, j) => sum + Number(cell) * 16 ** j, 0);
      expect(table[index]).toBe(d);
    }
  });

  it('read a mirror-image group through the symmetry with the same values as building it', () => {
    const left = [4, 8, 9, 12];
    const right = [7, 10, 11, 15]; // left mirrored across the vertical axis
    patternTable(board.neighbour, left);
    const derived = patternTable(board.neighbour, right);
    expect(patternTablesBuilt().find((t) => t.targets.join() === right.join())?.derivedFrom).toEqual(left);
    expect(derived).toEqual(buildPatternTable(board.neighbour, right));
  });

  it('split the 15 tiles into the blank row and two column pairs', () => {
    expect(patternGroups(0)).toEqual([
      [1, 2, 3],
      [4, 5, 8, 9, 12, 13],
      [6, 7, 10, 11, 14, 15],
    ]);
    expect(patternGroups(9)).toEqual([
      [8, 10, 11],
      [0, 1, 4, 5, 12, 13],
      [2, 3, 6, 7, 14, 15],
    ]);
  });

  it('reflect only goals whose blank lies on a diagonal', () => {
    expect(goalReflection(0)?.[1]).toBe(4);
    expect(goalReflection(6)?.[0]).toBe(15);
    expect(goalReflection(1)).toBeNull();
  });

  it(
    'never estimate more moves than a walk from the goal took, are 0 only at the goal, and heuristicDelta ' +
      'agrees with them (random walks; goal blanks on the main diagonal, the anti-diagonal and neither)',
    () => {
      const family = slidingFamily(4, 4);
      const random = seededRandom(7);
      for (const goalBlank of [0, 1, 3]) {
        const space = family.space(goalBlank);
        const state = space.newState();
        for (let i = 0; i < 16; i++) state[i] = i;
        space.complete(state);
        expect(space.heuristic(state)).toBe(0);
        let walked = 0;
        for (let step = 0; step < 400; step++) {
          const move = Math.floor(random() * 4);
          const before = space.heuristic(state);
          const delta = space.heuristicDelta(state, move);
          if (!space.apply(state, move)) continue;
          walked++;
          const after = space.heuristic(state);
          expect(after - before).toBe(delta);
          expect(after).toBeLessThanOrEqual(walked);
          expect(after === 0).toBe(space.isGoal(state));
        }
      }
    },
  );
  it(
    'fill the sums on first use and keep them up to date through apply, ' +
      'so heuristicDelta needs no fresh heuristic call',
    () => {
      const family = slidingFamily(4, 4);
      const space = family.space(0);
      const random = seededRandom(11);
      const fresh = (cells: ArrayLike<number>): Int32Array => {
        const state = space.newState();
        for (let i = 0; i < 16; i++) state[i] = cells[i];
        space.complete(state);
        return state;
      };
      // a state straight from complete(): heuristicDelta fills the sums itself
      const state = fresh(Array.from({ length: 16 }, (_, i) => i));
      let checked = 0;
      for (let step = 0; step < 120; step++) {
        const move = Math.floor(random() * 4);
        const delta = space.heuristicDelta(state, move);
        const before = space.heuristic(fresh(state));
        if (!space.apply(state, move)) continue;
        expect(delta).toBe(space.heuristic(fresh(state)) - before);
        checked++;
      }
      expect(checked).toBeGreaterThan(60);
      // moves made while the sums are still unfilled leave them unfilled: heuristicDelta fills them afterwards
      const walked = fresh(Array.from({ length: 16 }, (_, i) => i));
      for (const move of [0, 0, 2, 2, 3, 1]) expect(space.apply(walked, move)).toBe(true);
      for (let move = 0; move < 4; move++) {
        const probe = Int32Array.from(walked);
        const delta = space.heuristicDelta(probe, move);
        const before = space.heuristic(fresh(walked));
        const moved = fresh(walked);
        if (!space.apply(moved, move)) continue;
        expect(delta).toBe(space.heuristic(fresh(moved)) - before);
      }
    },
  );
});

/** The state of a 4x4 space after `steps` random moves (illegal ones skipped) from its goal. */
function walkedState(space: SlidingSpace, random: () => number, steps: number): Int32Array {
  const state = space.newState();
  for (let i = 0; i < 16; i++) state[i] = i;
  space.complete(state);
  for (let step = 0; step < steps; step++) space.apply(state, Math.floor(random() * 4));
  return state;
}

describe("the 4x4 board's own IDA* iteration (boundedSearch)", () => {
  it(
    "gives the generic IDA* loop's answers and its exact expanded and generated counts (random " +
      'walks of 30-60 moves; goal blanks on the main diagonal, the anti-diagonal and neither)',
    () => {
      const family = slidingFamily(4, 4);
      const random = seededRandom(23);
      for (const goalBlank of [0, 1, 3]) {
        const space = family.space(goalBlank);
        expect(space.boundedSearch).toBeDefined();
        // The same space with only this capability hidden: idastar runs its generic loop (withDelta).
        const generic = Object.create(space, { boundedSearch: { value: undefined } }) as typeof space;
        for (let walk = 0; walk < 4; walk++) {
          const state = walkedState(space, random, 30 + Math.floor(random() * 31));
          const own = idastar(space, Int32Array.from(state), 80);
          const plain = idastar(generic, Int32Array.from(state), 80);
          expect(own.stats.expanded).toBeGreaterThan(0);
          expect(own).toEqual(plain);
        }
      }
    },
  );

  it.each([2, 7, 13, 16, 55])(
    "gives the generic loop's answer and counts on Korf instance " +
      '%i (deep searches, where a weaker h would cost more nodes)',
    (id) => {
      const entry = KORF.cases[id - 1];
      const [sub] = slidingPuzzle(4, 4).subproblems({
        start: entry.start.split(' ').map(Number),
        goal: entry.goal.split(' ').map(Number),
      });
      const generic = Object.create(sub.space, { boundedSearch: { value: undefined } }) as typeof sub.space;
      const own = idastar(sub.space, Int32Array.from(sub.start), 80);
      expect(own.found && movesToString(sub.space, own.moves)).toBe(entry.answer);
      expect(own).toEqual(idastar(generic, Int32Array.from(sub.start), 80));
    },
  );

  it(
    'returns, for an iteration that finds nothing, the least f over the bound as the next bound (one iteration ' +
      'at h and at h + 2 against a plain recursive iteration, on 300 short random walks where f can jump by 4)',
    () => {
      const family = slidingFamily(4, 4);
      const random = seededRandom(6);
      let jumps = 0;
      for (const goalBlank of [0, 1, 3]) {
        const space = family.space(goalBlank);
        for (let walk = 0; walk < 100; walk++) {
          const start = walkedState(space, random, 10 + Math.floor(random() * 40));
          for (const bound of [space.heuristic(start), space.heuristic(start) + 2]) {
            // The plain iteration: moves in order, the undoing move
            // skipped, a child over the bound counted and not entered.
            let least = Infinity;
            let last = Infinity;
            let expanded = 0;
            let generated = 0;
            const iterate = (state: Int32Array, g: number, previous: number): number => {
              if (space.heuristic(state) === 0 && space.isGoal(state)) return g;
              expanded++;
              for (let move = 0; move < 4; move++) {
                if (move === 3 - previous) continue;
                const child = Int32Array.from(state);
                if (!space.apply(child, move)) continue;
                generated++;
                const f = g + 1 + space.heuristic(child);
                if (f > bound) {
                  least = Math.min(least, f);
                  last = f;
                  continue;
                }
                const length = iterate(child, g + 1, move);
                if (length >= 0) return length;
              }
              return -1;
            };
            const length = iterate(Int32Array.from(start), 0, -1);
            const own = space.boundedSearch!(Int32Array.from(start), bound, new Uint8Array(bound + 1));
            expect(own).toEqual({ length, nextBound: length >= 0 ? own.nextBound : least, expanded, generated });
            if (length < 0 && last !== least) jumps++;
          }
        }
      }
      // The sample holds iterations whose last child over the bound is not the least one.
      expect(jumps).toBeGreaterThan(0);
    },
  );

  it('is offered only where there are pattern databases (4x4)', () => {
    expect(slidingFamily(3, 3).space(0).boundedSearch).toBeUndefined();
    expect(slidingFamily(4, 4).space(0).boundedSearch).toBeDefined();
  });
});

describe('the 15-puzzle on Korf instances', () => {
  const korf = KORF;

  it.each([2, 16, 55])('answers instance %i with its recorded smallest shortest move string', (id) => {
    const entry = korf.cases[id - 1];
    const c = { start: entry.start.split(' ').map(Number), goal: entry.goal.split(' ').map(Number) };
    const answer = solveCase(slidingPuzzle(4, 4), idastar, c);
    expect(answer).toMatchObject({ solved: true, moves: entry.answer });
  });
});

describe('heuristicKey: spaces that share the 4x4 pattern tables', () => {
  it("is the goal blank's row on 4x4 boards, whose 6-tile groups it alone decides, and absent elsewhere", () => {
    const board = new Board(4, 4);
    for (let blank = 0; blank < 16; blank++) {
      const space = new Space(board, blank);
      expect(space.heuristicKey).toBe(`fifteen/pattern-row${Math.floor(blank / 4)}`);
      const sixes = patternGroups(blank).filter((g) => g.length === 6);
      expect(sixes).toEqual(patternGroups(Math.floor(blank / 4) * 4 + ((blank + 1) % 4)).filter((g) => g.length === 6));
    }
    expect(new Space(new Board(3, 3), 0).heuristicKey).toBeUndefined();
  });
});
