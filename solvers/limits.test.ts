/** Every correct solver honours `maxLength`: it finds an answer of exactly that length, and none below it. */
import { describe, expect, it } from 'vitest';
import { movesToString } from './space.js';
import { eight, type EightCase } from '../puzzles/eight/space.js';
import { CORRECT_SOLVERS } from './registry.js';
import { rotation, type RotationCase } from '../puzzles/rotation/space.js';
import { solveSubproblems } from './solve.js';

const eightCase: EightCase = { start: '564178X23', goal: '7568X4123' }; // urrulldr (judge sample)
const eightSolved: EightCase = { start: '7568X4123', goal: '7568X4123' };
// DDHH, 2
const rotationCase: RotationCase = { cells: '1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'.split(' ').map(Number) };

describe.each(CORRECT_SOLVERS.map((s) => [s.name, s] as const))('%s and maxLength', (_name, solver) => {
  const [eightSub] = eight.subproblems(eightCase);

  it('finds the answer when maxLength is its length', () => {
    const outcome = solver.search(eightSub.space, eightSub.start, 8);
    expect(outcome.found && movesToString(eightSub.space, outcome.moves)).toBe('urrulldr');
  });

  it('finds nothing when maxLength is one less than the optimal length', () => {
    expect(solver.search(eightSub.space, eightSub.start, 7).found).toBe(false);
  });

  it('finds nothing with maxLength 0 unless the start is a goal', () => {
    expect(solver.search(eightSub.space, eightSub.start, 0).found).toBe(false);
    const [solved] = eight.subproblems(eightSolved);
    const outcome = solver.search(solved.space, solved.start, 0);
    expect(outcome.found && outcome.moves.length).toBe(0);
  });

  it('Rotation: a union of subproblems is solved within its optimal length and not below', () => {
    const subproblems = rotation.subproblems(rotationCase);
    const within = solveSubproblems(solver.search, subproblems, 4);
    expect(within.solved && { moves: within.moves, label: within.label }).toEqual({ moves: 'DDHH', label: 2 });
    expect(solveSubproblems(solver.search, subproblems, 3).solved).toBe(false);
  });
});
