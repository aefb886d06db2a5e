/** registerSolver, listSolvers and findSolver (the registry is per test file: vitest isolates modules). */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import { bfs } from './bfs.js';
import { distanceTable } from './bfs-table.js';
import { CORRECT_SOLVERS, DEFAULT_SOLVER, findSolver, listSolvers, registerSolver, type SolverInfo } from './registry.js';

const eightOnly: SolverInfo = {
  name: 'test-eight-only',
  description: 'bfs, registered by a test for Eight only',
  expected: 'correct',
  puzzles: ['eight'],
  search: bfs,
};

describe('the solver registry', () => {
  it('holds the correct solvers and the buggy ones, each findable by name', () => {
    for (const solver of CORRECT_SOLVERS) expect(findSolver(solver.name)).toBe(solver);
    expect(listSolvers().filter((s) => s.expected === 'buggy').length).toBeGreaterThan(0);
    expect(findSolver(DEFAULT_SOLVER)?.expected).toBe('correct');
  });

  it('finds nothing under an unknown name', () => {
    expect(findSolver('no-such-solver')).toBeUndefined();
  });

  it('registerSolver makes a solver findable and listed for its puzzles only', () => {
    registerSolver(eightOnly);
    expect(findSolver('test-eight-only')).toBe(eightOnly);
    expect(listSolvers('eight')).toContain(eightOnly);
    expect(listSolvers('rotation')).not.toContain(eightOnly);
    expect(listSolvers()).toContain(eightOnly);
  });

  it('registerSolver refuses a name already taken, and keeps the first solver', () => {
    const impostor: SolverInfo = { ...CORRECT_SOLVERS[0], description: 'another solver under a taken name' };
    expect(() => registerSolver(impostor)).toThrow(`a solver named '${impostor.name}' is already registered`);
    expect(findSolver(impostor.name)).toBe(CORRECT_SOLVERS[0]);
  });

  it("bfs-table's prepare builds the space's distance table then (so bench can time the build apart), and the search later reuses it", () => {
    const graph = graphSpace({ nodes: ['prepare-S', 'prepare-a', 'prepare-G'], moveLetters: 'xy', edges: [['prepare-S', 'x', 'prepare-a'], ['prepare-a', 'y', 'prepare-G']], goals: ['prepare-G'] });
    let applied = 0;
    const counted = { ...graph, apply: (state: Int32Array, move: number) => (applied++, graph.apply(state, move)) };
    findSolver('bfs-table')!.prepare!(counted);
    expect(applied).toBeGreaterThan(0);
    const afterPrepare = applied;
    expect(Array.from(distanceTable(counted))).toEqual([2, 1, 0]);
    expect(applied).toBe(afterPrepare);
  });

  it('lists the five correct solvers, each for both puzzles and described', () => {
    expect(CORRECT_SOLVERS.map((s) => [s.name, s.expected, s.puzzles])).toEqual(
      ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'].map((name) => [name, 'correct', ['eight', 'rotation']]),
    );
    for (const solver of CORRECT_SOLVERS) expect(solver.description.length).toBeGreaterThan(20);
  });
});
