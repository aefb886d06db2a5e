/**
 * `lexpath solve PUZZLE` for a shipped puzzle and its default solver, the hot path: it imports that
 * puzzle's definition and that solver, not the registries (which hold every puzzle and solver,
 * the bug zoo's too). Any other solve goes through solve-input.ts.
 */
import type { AnyPuzzleDefinition } from '../puzzles/kit/definition.js';
import { slideSize } from '../puzzles/names.js';
import type { PuzzleName } from '../solvers/puzzle.js';
import { defaultSolverName } from '../solvers/defaults.js';
import type { SearchAlgorithm } from '../solvers/space.js';
import { solveCases } from './solve-cases.js';

/** A shipped puzzle's definition, from its own module. */
async function builtInDefinition(name: PuzzleName): Promise<AnyPuzzleDefinition> {
  if (name === 'eight') return (await import('../puzzles/eight/definition.js')).eightDefinition;
  if (name === 'rotation') return (await import('../puzzles/rotation/definition.js')).rotationDefinition;
  const { rows, cols } = name === 'fifteen' ? { rows: 4, cols: 4 } : slideSize(name)!;
  return (await import('../puzzles/sliding/definition.js')).slidingDefinition(rows, cols);
}

/** The search of a default solver (solvers/defaults.ts), from its own module. */
async function defaultSearch(name: string): Promise<SearchAlgorithm> {
  return name === 'bfs-table'
    ? (await import('../solvers/bfs-table.js')).bfsTable
    : (await import('../solvers/idastar.js')).idastar;
}

/** The judge output for `input`, solved by the puzzle's default solver. */
export async function solveBuiltIn(name: PuzzleName, input: string): Promise<string> {
  const definition = await builtInDefinition(name);
  const solverName = defaultSolverName(definition.stateCount);
  return solveCases(definition, solverName, await defaultSearch(solverName), input);
}
