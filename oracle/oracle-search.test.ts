/**
 * The oracle's search branch (spaces over TABLE_LIMIT states: referenceSearch, searchedAnswer,
 * judgeBySearch, smallerSequence) and goalDistances on fresh custom spaces (a unique key each, so
 * the per-process table cache cannot hide a broken build).
 *
 * Small hand-drawn graphs that claim more than TABLE_LIMIT ranks stand in for a huge space (the
 * search never ranks), so a case can have several subproblems and a reference heuristic that
 * counts its calls; the 15-puzzle cases of a few moves are checked against a plain breadth-first
 * search over board arrays.
 */
import { describe, expect, it } from 'vitest';
import { graphSpace, type GraphSpace, type GraphSpec } from '../test/graph-space.js';
import { LETTERS, plainSlidingPaths, slideBlank } from '../test/plain-sliding.js';
import type { SearchSpace } from '../solvers/space.js';
import type { Puzzle, Subproblem } from '../solvers/puzzle.js';
import { Board, slidingPuzzle, type SlidingCase } from '../puzzles/sliding/space.js';
import { goalDistances, Oracle, TABLE_LIMIT, type ReferenceHeuristic } from './oracle.js';
import { manhattanLinearConflict } from '../puzzles/sliding/definition.js';

let fresh = 0;

/** A graph space under a key no other test uses, claiming `rankCount` ranks. */
function claimed(graph: GraphSpace, rankCount: number): GraphSpace {
  return { ...graph, key: `oracle-search-${++fresh}/${graph.key}`, rankCount };
}

/** A case of the graph puzzle: one subproblem per start node (the tag only tells cases apart). */
interface GraphCase {
  readonly starts: readonly string[];
  readonly tag?: number;
}

/**
 * A puzzle over one graph space: replay walks every start and succeeds (label = the start's index)
 * when one of them ends on a goal with legal moves. `lying`: replay always succeeds.
 */
function graphPuzzle(space: GraphSpace, options: { lying?: boolean } = {}): Puzzle<GraphCase> {
  return {
    name: `graph-${space.key}`,
    title: 'graph',
    moveLetters: space.moveLetters,
    subproblems: (c) => c.starts.map((name, label): Subproblem => ({ space, start: space.state(name), label })),
    replay(c, moves) {
      if (options.lying) return { ok: true, label: 0 };
      for (let label = 0; label < c.starts.length; label++) {
        const state = space.state(c.starts[label]);
        let legal = true;
        for (const letter of moves) legal &&= space.apply(state, space.moveLetters.indexOf(letter));
        if (legal && space.isGoal(state)) return { ok: true, label };
      }
      return { ok: false, kind: 'not-solved', reason: 'no start reaches a goal' };
    },
  };
}

/** The space's own heuristic, counting its calls. */
function counting(): { heuristic: ReferenceHeuristic; calls: () => number } {
  let calls = 0;
  return {
    heuristic: (space: SearchSpace, state: Int32Array) => {
      calls++;
      return space.heuristic(state);
    },
    calls: () => calls,
  };
}

// G is the goal; P, Q, R, M reach it; U is cut off.
//   P -b- G,  Q -a- G,  R -a- M -c- G
const SPEC: GraphSpec = {
  nodes: ['G', 'P', 'Q', 'R', 'M', 'U'],
  moveLetters: 'abc',
  edges: [
    ['P', 'b', 'G'],
    ['Q', 'a', 'G'],
    ['R', 'a', 'M'],
    ['M', 'c', 'G'],
  ],
  goals: ['G'],
  h: { P: 1, Q: 1, M: 1, R: 1 },
};

function bigOracle(options: { lying?: boolean; reference?: boolean } = {}) {
  const space = claimed(graphSpace(SPEC), TABLE_LIMIT + 1);
  const count = counting();
  const oracle = new Oracle(graphPuzzle(space, options), options.reference === false ? undefined : count.heuristic);
  return { space, oracle, calls: count.calls };
}

/** An oracle that must search: the graph claims more states than its tables would take. */
function searchOracle(spec: GraphSpec): Oracle<GraphCase> {
  return new Oracle(graphPuzzle(claimed(graphSpace(spec), TABLE_LIMIT + 1)), (s, st) => s.heuristic(st));
}

describe('the oracle on a space over TABLE_LIMIT (a graph claiming TABLE_LIMIT + 1 states)', () => {
  it("finds each subproblem's smallest shortest answer", () => {
    const { oracle } = bigOracle();
    expect(oracle.expected({ starts: ['G'] })).toEqual({ moves: '', label: 0 });
    expect(oracle.expected({ starts: ['P'] })).toEqual({ moves: 'b', label: 0 });
    expect(oracle.expected({ starts: ['R'] })).toEqual({ moves: 'ac', label: 0 });
    expect(oracle.distance({ starts: ['R'] })).toBe(2);
    expect(oracle.distance({ starts: ['G'] })).toBe(0);
  });

  it('takes, over several subproblems, the shortest answer, then the smallest, with its label', () => {
    const { oracle } = bigOracle();
    expect(oracle.expected({ starts: ['P', 'Q'] })).toEqual({ moves: 'a', label: 1 }); // same length, later one smaller
    expect(oracle.expected({ starts: ['Q', 'P'] })).toEqual({ moves: 'a', label: 0 }); // later one larger
    expect(oracle.expected({ starts: ['R', 'P'] })).toEqual({ moves: 'b', label: 1 }); // later one shorter (and larger)
    expect(oracle.expected({ starts: ['P', 'R'] })).toEqual({ moves: 'b', label: 0 }); // later one longer (and smaller)
    expect(oracle.expected({ starts: ['R', 'U', 'Q'] })).toEqual({ moves: 'a', label: 2 });
    expect(oracle.distance({ starts: ['R', 'Q'] })).toBe(1);
  });

  it('answers null and distance 255 when no subproblem reaches a goal', () => {
    const { oracle } = bigOracle();
    expect(oracle.expected({ starts: ['U'] })).toBeNull();
    expect(oracle.distance({ starts: ['U'] })).toBe(255);
    expect(oracle.distance({ starts: [] })).toBe(255);
  });

  it('searches a case once: asking again, or judging it, calls the heuristic no more', () => {
    const { oracle, calls } = bigOracle();
    const c = { starts: ['R', 'P'] };
    oracle.expected(c);
    const after = calls();
    expect(after).toBeGreaterThan(0);
    expect(oracle.expected({ starts: ['R', 'P'] })).toEqual({ moves: 'b', label: 1 });
    expect(oracle.distance(c)).toBe(1);
    expect(oracle.judge(c, 'b')).toEqual({ verdict: 'ok' });
    expect(calls()).toBe(after);
  });

  it('forgets its answers when it holds 10,000 cases, not before', () => {
    const { oracle, calls } = bigOracle();
    const first = { starts: ['P'], tag: 0 };
    oracle.expected(first);
    for (let tag = 1; tag < 10_000; tag++) oracle.expected({ starts: ['G'], tag });
    let before = calls();
    oracle.expected(first); // 10,000 held: still remembered
    expect(calls()).toBe(before);
    oracle.expected({ starts: ['G'], tag: 10_000 }); // the 10,001st clears the others
    before = calls();
    expect(oracle.expected(first)).toEqual({ moves: 'b', label: 0 });
    expect(calls()).toBeGreaterThan(before);
  });

  it('cannot judge such a space without a reference heuristic, and says why', () => {
    const { oracle, space } = bigOracle({ reference: false });
    expect(() => oracle.expected({ starts: ['P'] })).toThrow(
      `graph-${space.key}: its spaces are too large for the oracle's tables and it names no reference heuristic`,
    );
  });

  it('throws when its answer does not replay, and when a replayed answer has no searched one', () => {
    const liar = bigOracle({ lying: true });
    const replayFails: Puzzle<GraphCase> = {
      ...graphPuzzle(liar.space),
      replay: () => ({ ok: false, kind: 'not-solved', reason: 'never' }),
    };
    expect(() => new Oracle(replayFails, (s, st) => s.heuristic(st)).expected({ starts: ['P'] })).toThrow(
      'oracle search does not replay: never',
    );
    expect(() => liar.oracle.judge({ starts: ['U'] }, 'a')).toThrow(
      'the moves replay to the goal, but the reference search found no answer',
    );
  });

  it(
    'judges by the searched answer: not shortest with the optimal length, ' +
      'the certificate at the first differing letter, ok',
    () => {
      const { oracle } = bigOracle();
      expect(oracle.judge({ starts: ['R'] }, 'ac')).toEqual({ verdict: 'ok' });
      expect(oracle.judge({ starts: ['R'] }, 'aaac')).toEqual({
        verdict: 'not-shortest',
        detail: '4 moves, but the shortest answer has 2',
        optimal: 2,
      });
      expect(oracle.judge({ starts: ['P', 'Q'] }, 'b')).toEqual({
        verdict: 'not-lex-smallest',
        detail:
          "step 1: 'a' < 'b' and 'a' reaches a state 0 moves from the goal (exact " +
          "distance before the step: 1), so a shortest answer can take 'a' here",
        certificate: { step: 1, actualMove: 'b', smallerMove: 'a', distanceBefore: 1, distanceAfterSmaller: 0 },
      });
      expect(oracle.judge({ starts: ['R'] }, 'ab')).toMatchObject({ verdict: 'not-solved' });
    },
  );

  it('certifies a later step with the distances there (a graph with two shortest answers of three moves)', () => {
    // S -a- A -b- B -a- G and A -c- C -b- G: answers aba and acb
    const spec: GraphSpec = {
      nodes: ['G', 'S', 'A', 'B', 'C'],
      moveLetters: 'abc',
      edges: [
        ['S', 'a', 'A'],
        ['A', 'b', 'B'],
        ['B', 'a', 'G'],
        ['A', 'c', 'C'],
        ['C', 'b', 'G'],
      ],
      goals: ['G'],
    };
    const oracle = searchOracle(spec);
    expect(oracle.expected({ starts: ['S'] })).toEqual({ moves: 'aba', label: 0 });
    expect(oracle.judge({ starts: ['S'] }, 'acb')).toMatchObject({
      verdict: 'not-lex-smallest',
      certificate: { step: 2, actualMove: 'c', smallerMove: 'b', distanceBefore: 2, distanceAfterSmaller: 1 },
    });
  });

  it(
    'refuses an answer smaller than its own (a reference ' + 'heuristic that is not admissible misleads the search)',
    () => {
      // S -a- A -b- G and S -b- B -a- G: answers ab and ba; a heuristic that puts A 5 moves away
      // makes the search settle on ba, and judging ab then shows the search was misled.
      const spec: GraphSpec = {
        nodes: ['G', 'S', 'A', 'B'],
        moveLetters: 'ab',
        edges: [
          ['S', 'a', 'A'],
          ['A', 'b', 'G'],
          ['S', 'b', 'B'],
          ['B', 'a', 'G'],
        ],
        goals: ['G'],
      };
      const space = claimed(graphSpace(spec), TABLE_LIMIT + 1);
      const overestimate: ReferenceHeuristic = (s, st) => (st[0] === 2 ? 5 : s.isGoal(st) ? 0 : 1); // A looks far away
      const oracle = new Oracle(graphPuzzle(space), overestimate);
      expect(oracle.expected({ starts: ['S'] })).toEqual({ moves: 'ba', label: 0 });
      expect(() => oracle.judge({ starts: ['S'] }, 'ab')).toThrow(
        'the reference search missed a smaller shortest answer: ab < ba',
      );
    },
  );
});

describe('the reference search, step by step', () => {
  it('prunes only the move that undoes the last one: 4 heuristic calls from R (hand-counted)', () => {
    // R once (bound h(R) = 1); bound 1: M (f 2 > 1); bound 2: M, then M's a back to R is pruned, G (f 2)
    const { oracle, calls } = bigOracle();
    expect(oracle.expected({ starts: ['R'] })).toEqual({ moves: 'ac', label: 0 });
    expect(calls()).toBe(4);
  });

  it('compares answers of the same length at their first differing letter, not the first letter', () => {
    // S1 -a- T1 -c- G and S2 -a- T2 -b- G: ac, then the smaller ab
    const spec: GraphSpec = {
      nodes: ['G', 'S1', 'T1', 'S2', 'T2'],
      moveLetters: 'abc',
      edges: [
        ['S1', 'a', 'T1'],
        ['T1', 'c', 'G'],
        ['S2', 'a', 'T2'],
        ['T2', 'b', 'G'],
      ],
      goals: ['G'],
    };
    const oracle = searchOracle(spec);
    expect(oracle.expected({ starts: ['S1', 'S2'] })).toEqual({ moves: 'ab', label: 1 });
    expect(oracle.expected({ starts: ['S2', 'S1'] })).toEqual({ moves: 'ab', label: 0 });
  });

  it('finds answers up to 254 moves and none longer (255 is the oracle\'s "no solution")', () => {
    // a chain n0 - n1 - ... - n255 with the goal at n0, edges lettered a, b, a, b, ...; h = the exact distance
    const nodes = Array.from({ length: 256 }, (_, i) => `n${i}`);
    const spec: GraphSpec = {
      nodes,
      moveLetters: 'ab',
      edges: nodes.slice(1).map((name, i) => [nodes[i], i % 2 === 0 ? 'a' : 'b', name] as const),
      goals: ['n0'],
      h: Object.fromEntries(nodes.map((name, i) => [name, i])),
    };
    const oracle = searchOracle(spec);
    expect(oracle.distance({ starts: ['n254'] })).toBe(254);
    expect(oracle.expected({ starts: ['n255'] })).toBeNull();
    expect(oracle.distance({ starts: ['n255'] })).toBe(255);
  });
});

describe('the search branch is taken exactly above TABLE_LIMIT', () => {
  it('uses a table (no reference needed) for a space of exactly TABLE_LIMIT states', () => {
    const space = claimed(graphSpace(SPEC), TABLE_LIMIT);
    const oracle = new Oracle(graphPuzzle(space));
    expect(oracle.expected({ starts: ['R'] })).toEqual({ moves: 'ac', label: 0 });
    expect(oracle.distance({ starts: ['R'] })).toBe(2);
    expect(oracle.judge({ starts: ['R'] }, 'ac')).toEqual({ verdict: 'ok' });
  });

  it('searches when any one subproblem is over the limit', () => {
    const small = claimed(graphSpace(SPEC), SPEC.nodes.length);
    const big = claimed(graphSpace(SPEC), TABLE_LIMIT + 1);
    const count = counting();
    const puzzle: Puzzle<GraphCase> = {
      ...graphPuzzle(small),
      subproblems: (c) => [
        { space: small, start: small.state(c.starts[0]), label: 0 },
        { space: big, start: big.state(c.starts[1]), label: 1 },
      ],
    };
    const oracle = new Oracle(puzzle, count.heuristic);
    expect(oracle.expected({ starts: ['R', 'P'] })).toEqual({ moves: 'b', label: 1 });
    expect(count.calls()).toBeGreaterThan(0);
  });
});

describe('the 15-puzzle oracle on cases of a few moves, against a plain breadth-first search over boards', () => {
  const board = new Board(4, 4);

  /** Moves in letter order from a FIFO queue: the first path to reach the goal is the smallest shortest one. */
  function plainAnswer(c: SlidingCase): string {
    const answer = plainSlidingPaths(board, c.start, c.goal.join()).get(c.goal.join());
    if (answer === undefined) throw new Error('unreachable');
    return answer;
  }

  /** Every shortest answer (`length` moves), by a plain depth-first walk. */
  function shortestAnswers(c: SlidingCase, length: number): string[] {
    const out: string[] = [];
    const goal = c.goal.join();
    const go = (cells: number[], path: string): void => {
      if (path.length === length) {
        if (cells.join() === goal) out.push(path);
        return;
      }
      for (let move = 0; move < 4; move++) {
        const next = slideBlank(board, cells, move);
        if (next !== null) go(next, path + LETTERS[move]);
      }
    };
    go([...c.start], '');
    return out;
  }

  /** Seeded cases: a shuffled goal and a walk of `steps` random legal moves from it. */
  function cases(count: number): SlidingCase[] {
    let s = 20261130;
    const random = (): number => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
    return Array.from({ length: count }, (_, k) => {
      const goal = Array.from({ length: 16 }, (_, i) => i);
      for (let i = 15; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [goal[i], goal[j]] = [goal[j], goal[i]];
      }
      const start = [...goal];
      for (let step = 0; step < k % 9; step++) {
        const blank = start.indexOf(0);
        const to = board.neighbour[blank * 4 + Math.floor(random() * 4)];
        if (to < 0) continue;
        start[blank] = start[to];
        start[to] = 0;
      }
      return { start, goal };
    });
  }

  const puzzle = slidingPuzzle(4, 4);

  it('gives the breadth-first answer and its length (27 seeded walks of 0-8 moves)', () => {
    const oracle = new Oracle(puzzle, manhattanLinearConflict);
    const lengths = new Set<number>();
    for (const c of cases(27)) {
      const answer = plainAnswer(c);
      lengths.add(answer.length);
      expect(oracle.expected(c)).toEqual({ moves: answer, label: 0 });
      expect(oracle.distance(c)).toBe(answer.length);
    }
    expect(lengths.size).toBeGreaterThan(4);
    expect(lengths.has(0)).toBe(true);
  });

  /** The board after `moves` from `cells` (all legal). */
  function after(cells: readonly number[], moves: string): number[] {
    let out = [...cells];
    for (const letter of moves) {
      const next = slideBlank(board, out, LETTERS.indexOf(letter));
      if (next === null) throw new Error(`${moves} leaves the board`);
      out = next;
    }
    return out;
  }

  it(
    'judges every shortest answer: ok for the smallest, ' +
      'a certificate at the first differing letter for the others',
    () => {
      // rdlurd and druldr both lead the blank round a 2x2 block to the same board (the two halves of
      // the 12-move cycle (rdlu)^3), so these cases have several shortest answers
      const oracle = new Oracle(puzzle, manhattanLinearConflict);
      let certified = 0;
      [0, 1, 5, 6, 9, 10].forEach((p, k) => {
        const { goal } = cases(k + 2)[k + 1];
        const start = [...goal];
        [start[start.indexOf(0)], start[p]] = [start[p], 0];
        const c = { start, goal: after(start, k % 2 === 0 ? 'rdlurd' : 'druldr') };
        const best = plainAnswer(c);
        const all = shortestAnswers(c, best.length);
        expect(best.length).toBe(6);
        expect(all[0]).toBe(best);
        expect(all.length).toBeGreaterThan(1);
        for (const moves of all) {
          const judgement = oracle.judge(c, moves);
          if (moves === best) {
            expect(judgement).toEqual({ verdict: 'ok' });
            continue;
          }
          const step = [...moves].findIndex((letter, i) => letter !== best[i]);
          expect(judgement).toMatchObject({
            verdict: 'not-lex-smallest',
            certificate: {
              step: step + 1,
              actualMove: moves[step],
              smallerMove: best[step],
              distanceBefore: best.length - step,
              distanceAfterSmaller: best.length - step - 1,
            },
          });
          certified++;
        }
        const detour = ['du', 'ud', 'lr', 'rl'].map((pair) => best + pair).find((moves) => puzzle.replay(c, moves).ok)!;
        expect(oracle.judge(c, detour)).toEqual({
          verdict: 'not-shortest',
          detail: '8 moves, but the shortest answer has 6',
          optimal: 6,
        });
      });
      expect(certified).toBeGreaterThanOrEqual(6);
    },
  );
});

describe('goalDistances on fresh custom spaces (no cached table)', () => {
  /** The graph with each state widened to `width` cells (the node, then copies a check compares). */
  function wide(graph: GraphSpace, width: number): SearchSpace {
    const check = (state: Int32Array): void => {
      for (let i = 1; i < width; i++)
        if (state[i] !== state[0] + 100 * i) throw new Error(`state ${Array.from(state)} is torn`);
    };
    const fill = (state: Int32Array): void => {
      for (let i = 1; i < width; i++) state[i] = state[0] + 100 * i;
    };
    return {
      ...graph,
      key: `oracle-search-wide-${++fresh}/${graph.key}`,
      stateSize: width,
      newState: () => new Int32Array(width),
      rank: (state) => {
        check(state);
        return state[0];
      },
      unrank: (rank, out) => {
        out[0] = rank;
        fill(out);
      },
      apply: (state, move) => {
        check(state);
        if (!graph.apply(state, move)) return false;
        fill(state);
        return true;
      },
    };
  }

  // Two goals, each with nodes only it reaches first; Z0 (rank 0) and Z1 are cut off from both.
  //   X -a- G1 -b- Y -a- W      H -a- G2 -b- K      Z0 -a- Z1
  const spec: GraphSpec = {
    nodes: ['Z0', 'G1', 'X', 'Y', 'W', 'G2', 'H', 'K', 'Z1'],
    moveLetters: 'ab',
    edges: [
      ['X', 'a', 'G1'],
      ['G1', 'b', 'Y'],
      ['Y', 'a', 'W'],
      ['H', 'a', 'G2'],
      ['G2', 'b', 'K'],
      ['Z0', 'a', 'Z1'],
    ],
    goals: ['G1', 'G2'],
  };

  for (const width of [1, 3]) {
    it(
      `equals the graph's own breadth-first distances, ` +
        `255 where no goal is reachable ` +
        `(states of ${width} cells)`,
      () => {
        const graph = graphSpace(spec);
        const space = width === 1 ? claimed(graph, graph.rankCount) : wide(graph, width);
        const table = goalDistances(space);
        expect(Array.from(table)).toEqual(graph.distances.map((d) => (d < 0 ? 255 : d)));
        expect(Array.from(table)).toEqual([255, 0, 1, 1, 2, 0, 1, 1, 255]);
        expect(goalDistances(space)).toBe(table); // built once per space key
      },
    );
  }
});
