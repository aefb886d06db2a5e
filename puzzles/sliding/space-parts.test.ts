/**
 * Fast, direct tests of puzzles/sliding/space.ts's pieces (geometry, validation, ranks, the Manhattan
 * space, families and the puzzle), on small boards; the slow cross-checks live in sliding.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ILLEGAL_MOVE } from '../../solvers/capabilities.js';
import { patternGroups } from './pdb/groups.js';
import { patternTablesBuilt } from './pdb/table-cache.js';
import {
  Board,
  MAX_SIDE,
  MIN_SIDE,
  SLIDING_MOVES,
  SlidingFamily,
  SlidingSpace,
  slidingBoardError,
  slidingFamily,
  slidingName,
  slidingPuzzle,
  slidingSolvable,
  slidingStateCount,
} from './space.js';

/** Every arrangement of 0..n-1, in lexicographic order. */
function permutations(n: number): number[][] {
  const out: number[][] = [];
  const build = (prefix: number[]): void => {
    if (prefix.length === n) out.push(prefix);
    else for (let v = 0; v < n; v++) if (!prefix.includes(v)) build([...prefix, v]);
  };
  build([]);
  return out;
}

describe('Board', () => {
  it('lists where the blank goes for d, l, r, u on a 2x3 board, -1 off the board', () => {
    const board = new Board(2, 3);
    expect(board.cells).toBe(6);
    // cells 0 1 2 / 3 4 5
    expect(Array.from(board.neighbour)).toEqual([
      3,
      -1,
      1,
      -1, // 0
      4,
      0,
      2,
      -1, // 1
      5,
      1,
      -1,
      -1, // 2
      -1,
      -1,
      4,
      0, // 3
      -1,
      3,
      5,
      1, // 4
      -1,
      4,
      -1,
      2, // 5
    ]);
  });

  it('holds the grid distance between every two cells (3x2 board)', () => {
    const board = new Board(3, 2);
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) {
        const d = Math.abs(Math.floor(a / 2) - Math.floor(b / 2)) + Math.abs((a % 2) - (b % 2));
        expect(board.manhattan[a * 6 + b]).toBe(d);
      }
    }
    expect(board.manhattan[0 * 6 + 5]).toBe(3);
  });
});

describe('names, validation and counts', () => {
  it('calls only 4x4 fifteen', () => {
    expect(slidingName(4, 4)).toBe('fifteen');
    expect(slidingName(4, 3)).toBe('slide-4x3');
    expect(slidingName(3, 4)).toBe('slide-3x4');
    expect(slidingName(2, 5)).toBe('slide-2x5');
  });

  it('accepts each of 0..cells-1 once and names what is wrong otherwise', () => {
    expect(slidingBoardError([3, 1, 0, 2], 4)).toBeNull();
    expect(slidingBoardError([0, 1, 2], 4)).toBe('expected 4 numbers (0-3, 0 the blank), got 3');
    expect(slidingBoardError([0, 1, 2, 3, 4], 4)).toBe('expected 4 numbers (0-3, 0 the blank), got 5');
    expect(slidingBoardError([0, 1, 2, 4], 4)).toBe('unexpected number 4: a board holds only 0-3');
    expect(slidingBoardError([0, 1, 2, -1], 4)).toBe('unexpected number -1: a board holds only 0-3');
    expect(slidingBoardError([0, 1, 2, 1.5], 4)).toBe('unexpected number 1.5: a board holds only 0-3');
    expect(slidingBoardError([0, 1, 2, 2], 4)).toBe('2 appears more than once');
    expect(slidingBoardError([3, 3, 0, 1], 4)).toBe('3 appears more than once');
  });

  it('counts n! states up to 18 cells and Infinity above', () => {
    expect(slidingStateCount(1)).toBe(1);
    expect(slidingStateCount(2)).toBe(2);
    expect(slidingStateCount(4)).toBe(24);
    expect(slidingStateCount(9)).toBe(362880);
    expect(slidingStateCount(18)).toBe(6402373705728000);
    expect(slidingStateCount(19)).toBe(Infinity);
    expect(slidingStateCount(25)).toBe(Infinity);
  });

  it('finds a pair solvable by parity: one swap of two tiles is not, a swap plus a blank step is', () => {
    const board = new Board(2, 2);
    expect(slidingSolvable(board, { start: [1, 2, 3, 0], goal: [1, 2, 3, 0] })).toBe(true);
    expect(slidingSolvable(board, { start: [2, 1, 3, 0], goal: [1, 2, 3, 0] })).toBe(false);
    expect(slidingSolvable(board, { start: [1, 2, 0, 3], goal: [1, 2, 3, 0] })).toBe(true);
    expect(slidingSolvable(board, { start: [2, 1, 0, 3], goal: [1, 2, 3, 0] })).toBe(false);
  });
});

describe('SlidingSpace (Manhattan distance, below 4x4)', () => {
  const board = new Board(2, 3);
  const space = new SlidingSpace(board, 4);

  it('has its key, 6! ranks, the cells and the blank cell as state, goal rank 0', () => {
    expect(space.key).toBe('slide-2x3/blank4');
    expect(space.moveLetters).toBe(SLIDING_MOVES);
    expect(SLIDING_MOVES).toBe('dlru');
    expect(space.rankCount).toBe(720);
    expect(space.stateSize).toBe(7);
    expect(space.newState()).toEqual(new Int32Array(7));
    expect(Array.from(space.goalRanks())).toEqual([0]);
    expect(() => space.prepare()).not.toThrow(); // nothing to build without pattern tables
    expect(new SlidingSpace(new Board(4, 4), 5).key).toBe('fifteen/blank5');
  });

  it('ranks the 720 arrangements in lexicographic order and unranks them back, with the blank cell', () => {
    const state = space.newState();
    permutations(6).forEach((cells, rank) => {
      state.set(cells);
      expect(space.rank(state)).toBe(rank);
      const out = space.newState();
      space.unrank(rank, out);
      expect(Array.from(out.subarray(0, 6))).toEqual(cells);
      expect(out[6]).toBe(cells.indexOf(4));
    });
  });

  it('refuses to rank a space whose ranks are not exact', () => {
    const big = new SlidingSpace(new Board(5, 4), 0);
    expect(big.rankCount).toBe(Infinity);
    expect(() => big.rank(big.newState())).toThrow('slide-5x4/blank0 has too many states to rank');
  });

  it('moves the blank (value 4) by each letter, refusing moves off the board without changing the state', () => {
    const state = space.newState();
    state.set([0, 1, 2, 3, 5, 4]); // blank on cell 5
    space.complete(state);
    expect(state[6]).toBe(5);
    const before = Array.from(state);
    expect(space.apply(state, 0)).toBe(false); // d: no row below
    expect(space.apply(state, 2)).toBe(false); // r: no column right
    expect(Array.from(state)).toEqual(before);
    expect(space.apply(state, 1)).toBe(true); // l: blank to cell 4
    expect(Array.from(state)).toEqual([0, 1, 2, 3, 4, 5, 4]);
    expect(space.isGoal(state)).toBe(true);
    expect(space.apply(state, 3)).toBe(true); // u: blank to cell 1
    expect(Array.from(state)).toEqual([0, 4, 2, 3, 1, 5, 1]);
    expect(space.isGoal(state)).toBe(false);
    expect(space.inverse(3)).toBe(0);
    expect(space.inverse(1)).toBe(2);
    expect(space.apply(state, space.inverse(3))).toBe(true);
    expect(space.isGoal(state)).toBe(true);
  });

  it('is the goal only on the identity board (each cell differing once)', () => {
    const state = space.newState();
    for (let i = 0; i < 6; i++) {
      state.set([0, 1, 2, 3, 4, 5]);
      state[i] = (i + 1) % 6;
      expect(space.isGoal(state)).toBe(false);
    }
  });

  it(
    "sums the tiles' grid distances to their cells, not the blank's, " +
      'and heuristicDelta is the change (every state and move)',
    () => {
      const state = space.newState();
      const after = space.newState();
      let illegal = 0;
      for (let rank = 0; rank < space.rankCount; rank++) {
        space.unrank(rank, state);
        let h = 0;
        for (let cell = 0; cell < 6; cell++) if (state[cell] !== 4) h += board.manhattan[cell * 6 + state[cell]];
        expect(space.heuristic(state)).toBe(h);
        for (let move = 0; move < 4; move++) {
          after.set(state);
          const delta = space.heuristicDelta(state, move);
          if (!space.apply(after, move)) {
            expect(delta).toBe(ILLEGAL_MOVE);
            illegal++;
            continue;
          }
          expect(delta).toBe(space.heuristic(after) - h);
        }
      }
      // each cell has 4 - its neighbours off-board moves: 2+1+2+2+1+2 = 10 per 6 states
      expect(illegal).toBe((720 * 10) / 6);
    },
  );

  it("builds a 4x4 space's pattern tables in prepare (verify's untimed phase), not first in a timed search", () => {
    const goalBlank = 6;
    const has = (targets: readonly number[]): boolean =>
      patternTablesBuilt().some((t) => t.targets.join() === targets.join());
    const groups = patternGroups(goalBlank);
    expect(groups.some(has)).toBe(false);
    new SlidingSpace(new Board(4, 4), goalBlank).prepare();
    expect(groups.every(has)).toBe(true);
  });

  it('counts the state of a 4x4 space with its pattern slots', () => {
    const fifteen = new SlidingSpace(new Board(4, 4), 0);
    expect(fifteen.stateSize).toBeGreaterThan(17);
    expect(new SlidingSpace(new Board(3, 3), 0).stateSize).toBe(10);
    // only 4x4 has pattern tables: 2x4 and 4x2 keep Manhattan distance
    for (const [r, c] of [
      [2, 4],
      [4, 2],
      [4, 3],
      [3, 4],
    ]) {
      const other = new SlidingSpace(new Board(r, c), 0);
      expect(other.stateSize).toBe(r * c + 1);
      const st = other.newState();
      for (let i = 0; i < r * c; i++) st[i] = r * c - 1 - i; // reversed: tile v on cell n-1-v
      other.complete(st);
      expect(other.heuristic(st)).toBe(
        Array.from({ length: r * c }, (_, cell) =>
          st[cell] === 0 ? 0 : other.board.manhattan[cell * r * c + st[cell]],
        ).reduce((a, b) => a + b, 0),
      );
    }
  });
});

describe('SlidingFamily and slidingFamily', () => {
  it('keeps one space per goal blank cell and one family per size', () => {
    const family = new SlidingFamily(2, 2);
    expect(family.name).toBe('slide-2x2');
    expect(family.space(3)).toBe(family.space(3));
    expect(family.space(3)).not.toBe(family.space(2));
    expect(family.space(2).goalBlank).toBe(2);
    expect(slidingFamily(2, 3)).toBe(slidingFamily(2, 3));
    expect(slidingFamily(2, 3)).not.toBe(slidingFamily(3, 2));
    expect(slidingFamily(3, 2).name).toBe('slide-3x2');
  });

  it('relabels a case so the goal is the identity, and turns a state back into the case', () => {
    const family = slidingFamily(2, 3);
    const c = { start: [5, 0, 1, 4, 3, 2], goal: [1, 2, 3, 4, 5, 0] };
    const { space, start } = family.relabelledStart(c);
    expect(space).toBe(family.space(5));
    // tile t goes to the cell where the goal holds it: 1->0, 2->1, 3->2, 4->3, 5->4, 0->5
    expect(Array.from(start)).toEqual([4, 5, 0, 3, 2, 1, 1]);
    expect(family.caseFromState(c.goal, start)).toEqual(c);
  });

  it('takes sizes 2..5 each way only, whole numbers', () => {
    expect(MIN_SIDE).toBe(2);
    expect(MAX_SIDE).toBe(5);
    for (const [r, c] of [
      [2, 2],
      [5, 5],
      [2, 5],
      [5, 2],
    ])
      expect(slidingFamily(r, c).board.cells).toBe(r * c);
    for (const [r, c] of [
      [1, 3],
      [3, 1],
      [6, 3],
      [3, 6],
      [2.5, 3],
      [3, 2.5],
    ]) {
      expect(() => slidingFamily(r, c)).toThrow(`a sliding puzzle is 2..5 cells each way, not ${r}x${c}`);
    }
  });
});

describe('slidingPuzzle', () => {
  it('titles 4x4 the Fifteen puzzle and other sizes by their size', () => {
    expect(slidingPuzzle(4, 4).title).toBe('Fifteen puzzle (4x4)');
    expect(slidingPuzzle(4, 3).title).toBe('Sliding puzzle 4x3');
    expect(slidingPuzzle(3, 4).title).toBe('Sliding puzzle 3x4');
    expect(slidingPuzzle(3, 4).name).toBe('slide-3x4');
    expect(slidingPuzzle(2, 2).moveLetters).toBe('dlru');
  });

  it('gives one subproblem for a solvable case and none for an unsolvable one', () => {
    const puzzle = slidingPuzzle(2, 2);
    const [sub, ...rest] = puzzle.subproblems({ start: [1, 2, 0, 3], goal: [1, 2, 3, 0] });
    expect(rest).toEqual([]);
    expect(sub.label).toBe(0);
    expect(sub.space).toBe(slidingFamily(2, 2).space(3));
    expect(Array.from(sub.start)).toEqual([0, 1, 3, 2, 2]);
    expect(puzzle.subproblems({ start: [2, 1, 3, 0], goal: [1, 2, 3, 0] })).toEqual([]);
  });

  it('replays moves and names the first bad one, its place and letter', () => {
    const puzzle = slidingPuzzle(2, 3);
    const c = { start: [1, 2, 3, 4, 5, 0], goal: [1, 0, 2, 4, 5, 3] };
    expect(puzzle.replay(c, 'ul')).toEqual({ ok: true, label: 0 });
    expect(puzzle.replay(c, 'ulx')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 3 'x' is not one of d, l, r, u",
    });
    expect(puzzle.replay(c, 'uu')).toEqual({
      ok: false,
      kind: 'illegal-move',
      reason: "move 2 'u' takes the blank off the board",
    });
    expect(puzzle.replay(c, 'u')).toEqual({
      ok: false,
      kind: 'not-solved',
      reason: 'the moves end at 1 2 0 4 5 3, not at the goal 1 0 2 4 5 3',
    });
    expect(puzzle.replay({ start: [1, 2, 0, 4, 5, 3], goal: [1, 2, 0, 4, 5, 3] }, '')).toEqual({ ok: true, label: 0 });
    // d (move 0) is legal, and so is a move onto cell 0
    expect(puzzle.replay({ start: [0, 1, 2, 3, 4, 5], goal: [3, 1, 2, 0, 4, 5] }, 'd')).toEqual({ ok: true, label: 0 });
    expect(puzzle.replay({ start: [3, 1, 2, 0, 4, 5], goal: [0, 1, 2, 3, 4, 5] }, 'u')).toEqual({ ok: true, label: 0 });
    expect(puzzle.replay({ start: [1, 0, 2, 3, 4, 5], goal: [0, 1, 2, 3, 4, 5] }, 'l')).toEqual({ ok: true, label: 0 });
    // differs only in the last cell
    expect(puzzle.replay({ start: [1, 2, 3, 4, 0, 5], goal: [1, 2, 3, 4, 5, 0] }, '')).toMatchObject({
      ok: false,
      kind: 'not-solved',
    });
  });
});
