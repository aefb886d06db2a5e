/** lexpath as a library: the puzzles, the solver registry, and `solve`. */
export type { SearchAlgorithm, SearchOutcome, SearchSpace, SearchStats } from './solvers/domain.js';
export type { Puzzle, PuzzleName, Subproblem } from './solvers/puzzle.js';
export { eight, type EightCase } from './solvers/eight.js';
export { rotation, type RotationCase } from './solvers/rotation.js';
export { CORRECT_SOLVERS, DEFAULT_SOLVER, findSolver, listSolvers, registerSolver, type SolverInfo } from './solvers/registry.js';
export { solveCase, solveSubproblems, type Answer } from './solvers/solve.js';
export { solve, type SolveOptions } from './harness/solve-input.js';
export { InputError } from './harness/judge-format.js';
export { Oracle, goalDistances, type Judgement, type LexCertificate } from './harness/oracle.js';
