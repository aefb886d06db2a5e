/** registerSolver, listSolvers and findSolver (the registry is per test file: vitest isolates modules). */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import { bfs } from './bfs.js';
import { distanceTable } from './bfs-table.js';
import { defaultSolverName } from './defaults.js';
import {
  adoptSolverModule,
  applyingSolver,
  CORRECT_SOLVERS,
  DEFAULT_SEARCH_SOLVER,
  DEFAULT_SOLVER,
  defaultSolver,
  findSolver,
  isBuiltIn,
  listSolvers,
  registerSolver,
  solverSkipReason,
  solversFor,
  solvesPuzzle,
  WHOLE_SPACE_LIMIT,
  type SolverInfo,
} from './registry.js';

const eightOnly: SolverInfo = {
  name: 'test-eight-only',
  description: 'bfs, registered by a test for Eight only',
  expected: 'correct',
  puzzles: ['eight'],
  search: bfs,
};

/** A solver as the registry holds it once a user's module registered it. */
const mineOf = (solver: SolverInfo) => ({ ...solver, kind: 'module' });

describe('the solver registry', () => {
  it('holds the correct solvers and the buggy ones, each findable by name', () => {
    for (const solver of CORRECT_SOLVERS) expect(findSolver(solver.name)).toEqual({ ...solver, kind: 'built-in' });
    expect(listSolvers().filter((s) => s.expected === 'buggy').length).toBeGreaterThan(0);
    expect(findSolver(DEFAULT_SOLVER)?.expected).toBe('correct');
  });

  it('finds nothing under an unknown name', () => {
    expect(findSolver('no-such-solver')).toBeUndefined();
  });

  it('registerSolver makes a solver findable and listed for its puzzles only', () => {
    registerSolver(eightOnly);
    expect(findSolver('test-eight-only')).toEqual(mineOf(eightOnly));
    expect(listSolvers('eight')).toContainEqual(mineOf(eightOnly));
    expect(listSolvers('rotation')).not.toContainEqual(mineOf(eightOnly));
    expect(listSolvers()).toContainEqual(mineOf(eightOnly));
  });

  it('registerSolver refuses a name already taken, and keeps the first solver', () => {
    const impostor: SolverInfo = { ...CORRECT_SOLVERS[0], description: 'another solver under a taken name' };
    expect(() => registerSolver(impostor)).toThrow(`a solver named '${impostor.name}' is already registered`);
    expect(findSolver(impostor.name)).toEqual({ ...CORRECT_SOLVERS[0], kind: 'built-in' });
  });

  it(
    "bfs-table's prepare builds the space's distance table then (so " +
      'bench can time the build apart), and the search later reuses it',
    () => {
      const graph = graphSpace({
        nodes: ['prepare-S', 'prepare-a', 'prepare-G'],
        moveLetters: 'xy',
        edges: [
          ['prepare-S', 'x', 'prepare-a'],
          ['prepare-a', 'y', 'prepare-G'],
        ],
        goals: ['prepare-G'],
      });
      let applied = 0;
      const counted = {
        ...graph,
        apply: (state: Int32Array, move: number) => {
          applied++;
          return graph.apply(state, move);
        },
      };
      findSolver('bfs-table')!.prepare!(counted);
      expect(applied).toBeGreaterThan(0);
      const afterPrepare = applied;
      expect(Array.from(distanceTable(counted))).toEqual([2, 1, 0]);
      expect(applied).toBe(afterPrepare);
    },
  );

  it('lists the five correct solvers, each for both puzzles and described', () => {
    expect(CORRECT_SOLVERS.map((s) => [s.name, s.expected, s.puzzles])).toEqual(
      ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'].map((name) => [name, 'correct', ['eight', 'rotation']]),
    );
    for (const solver of CORRECT_SOLVERS) expect(solver.description.length).toBeGreaterThan(20);
  });

  it(
    'says where each correct solver applies: all five on any puzzle (a plug-in too) ' +
      'up to the whole-space limit; above it only idastar, which keeps no array over the states',
    () => {
      const applies = (puzzle: string, states: number): string[] =>
        CORRECT_SOLVERS.filter((s) => solverSkipReason(s, puzzle, states) === null).map((s) => s.name);
      const all = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'];
      expect(applies('eight', 362_880)).toEqual(all);
      expect(applies('a-plug-in-puzzle', 720)).toEqual(all);
      expect(applies('slide-2x5', 3_628_800)).toEqual(all);
      expect(applies('a-plug-in-puzzle', WHOLE_SPACE_LIMIT)).toEqual(all);
      expect(applies('a-plug-in-puzzle', WHOLE_SPACE_LIMIT + 1)).toEqual(['idastar']);
      expect(applies('fifteen', 16_777_216_000_000)).toEqual(['idastar']);
      expect(WHOLE_SPACE_LIMIT).toBe(2 ** 25);
    },
  );

  it(
    'gives the reason a solver is skipped: not written for the puzzle, ' +
      "or the space's state count against the limit",
    () => {
      expect(solverSkipReason(eightOnly, 'rotation', 10)).toBe('it is not written for rotation');
      expect(solverSkipReason(findSolver('bfs')!, 'fifteen', 10_461_394_944_000)).toBe(
        'it keeps arrays over every state of a search space, ' +
          "and a fifteen space has 10,461,394,944,000 (lexpath's limit: 33,554,432)",
      );
      expect(solverSkipReason(findSolver('bfs')!, 'slide-5x5', Infinity)).toContain(
        'a slide-5x5 space has more than 2^53 (',
      );
    },
  );

  it('a solver written for some puzzles solves those and no others, unless it is written for any puzzle', () => {
    expect(solvesPuzzle(eightOnly, 'eight')).toBe(true);
    expect(solvesPuzzle(eightOnly, 'fifteen')).toBe(false);
    expect(solvesPuzzle({ ...eightOnly, anyPuzzle: false }, 'fifteen')).toBe(false);
    expect(solvesPuzzle({ ...eightOnly, anyPuzzle: true }, 'fifteen')).toBe(true);
  });

  it('picks bfs-table by default, and idastar where its tables do not fit', () => {
    expect([DEFAULT_SOLVER, DEFAULT_SEARCH_SOLVER]).toEqual(['bfs-table', 'idastar']);
    expect(defaultSolver('eight', 362_880)).toBe('bfs-table');
    expect(defaultSolver('fifteen', 10_461_394_944_000)).toBe('idastar');
  });

  it(
    'answers which solvers apply to a puzzle in one place: those written for it that fit its size, ' +
      'and the others written for it with why not',
    () => {
      registerSolver({ ...eightOnly, name: 'test-applies-eight' });
      const eight = solversFor('eight', 362_880);
      expect(eight.apply.map((s) => s.name)).toContain('test-applies-eight');
      expect(eight.apply.map((s) => s.name).slice(0, 5)).toEqual(['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs']);
      expect(eight.skipped).toEqual([]);
      const fifteen = solversFor('fifteen', 10_461_394_944_000);
      expect(fifteen.apply.map((s) => s.name)).not.toContain('test-applies-eight');
      expect(fifteen.skipped.map((s) => s.solver.name)).not.toContain('test-applies-eight');
      expect(fifteen.skipped.find((s) => s.solver.name === 'bfs')?.reason).toMatch(/keeps arrays over every state/);
      expect(fifteen.apply.filter((s) => s.expected === 'correct').map((s) => s.name)).toEqual(['idastar']);
    },
  );

  it('names a solver that does not apply, or does not exist, in one message each', () => {
    expect(applyingSolver('bfs', 'eight', 362_880).name).toBe('bfs');
    expect(() => applyingSolver('nope', 'eight', 362_880)).toThrow("no solver named 'nope' for eight");
    expect(() => applyingSolver('bfs', 'fifteen', 10_461_394_944_000)).toThrow(
      "solver 'bfs' does not apply to fifteen: it keeps arrays",
    );
  });

  it("names the same default as defaults.ts, which solve's hot path reads without the registry", () => {
    for (const [puzzle, states] of [
      ['eight', 362_880],
      ['rotation', 735_471],
      ['slide-2x5', 3_628_800],
      ['slide-3x4', 479_001_600],
      ['fifteen', 20_922_789_888_000],
      ['slide-5x5', Infinity],
    ] as const) {
      expect(defaultSolver(puzzle, states)).toBe(defaultSolverName(states));
    }
    expect(defaultSolverName(WHOLE_SPACE_LIMIT)).toBe('bfs-table');
    expect(defaultSolverName(WHOLE_SPACE_LIMIT + 1)).toBe('idastar');
  });

  it('tells built-in solvers from registered ones', () => {
    const mine: SolverInfo = { ...eightOnly, name: 'test-built-in-check' };
    registerSolver(mine);
    expect(isBuiltIn('bfs-table')).toBe(true);
    expect(isBuiltIn('idastar-stale-bound')).toBe(true);
    expect(isBuiltIn('test-built-in-check')).toBe(false);
    expect(isBuiltIn('no-such-solver')).toBe(false);
    expect([findSolver('bfs-table')?.kind, findSolver('test-built-in-check')?.kind]).toEqual(['built-in', 'module']);
  });

  it(
    'adoptSolverModule gives a module to registered solvers that have none, ' +
      'and leaves built-in solvers, solvers with a module and unknown names alone',
    () => {
      registerSolver({ ...eightOnly, name: 'test-adopt-without' });
      registerSolver({ ...eightOnly, name: 'test-adopt-with', module: 'file:///theirs.mjs' });
      adoptSolverModule(
        ['test-adopt-without', 'test-adopt-with', 'bfs-table', 'test-adopt-unknown'],
        'file:///mine.mjs',
      );
      expect(findSolver('test-adopt-without')).toEqual({
        ...mineOf(eightOnly),
        name: 'test-adopt-without',
        module: 'file:///mine.mjs',
      });
      expect(findSolver('test-adopt-with')?.module).toBe('file:///theirs.mjs');
      expect(findSolver('bfs-table')).toEqual({ ...CORRECT_SOLVERS[0], kind: 'built-in' });
      expect(findSolver('test-adopt-unknown')).toBeUndefined();
    },
  );
});
