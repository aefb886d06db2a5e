/**
 * lexpath as a library. The CLI is a thin layer over these calls: `solve`, `verify`, `repro`,
 * `explain`, `bench`, `report`, `nightly` and `pack`, the puzzle and solver registries, and the types a plug-in needs.
 */
export type { SearchAlgorithm, SearchOutcome, SearchSpace, SearchStats } from './solvers/space.js';
export { UNLIMITED, emptyStats, found, notFound } from './solvers/space.js';
export type { FastSearchSpace } from './solvers/capabilities.js';
export type { Puzzle, PuzzleName, ReplayResult, Subproblem } from './solvers/puzzle.js';
export { eight, type EightCase } from './puzzles/eight/space.js';
export { rotation, type RotationCase } from './puzzles/rotation/space.js';
export { slidingPuzzle, type SlidingCase } from './puzzles/sliding/space.js';
export {
  CORRECT_SOLVERS,
  DEFAULT_SOLVER,
  findSolver,
  listSolvers,
  registerSolver,
  type SolverInfo,
} from './solvers/registry.js';
export { solveCase, solveSubproblems, type Answer } from './solvers/solve.js';
export { solve, type SolveOptions } from './harness/solve-input.js';
export { InputError } from './util/errors.js';
export {
  Oracle,
  goalDistancesCopy as goalDistances,
  type Judgement,
  type LexCertificate,
  type ReferenceHeuristic,
} from './oracle/oracle.js';
export {
  listPuzzles,
  puzzleDefinition,
  registerPuzzle,
  type AnyPuzzleDefinition,
  type PuzzleDefinition,
} from './puzzles/index.js';
export { definePuzzle, type PuzzleSpec } from './puzzles/kit/define.js';
export { bench, explain, nightly, pack, report, repro, verify } from './harness/api.js';
export type { ExplainRequest, ExplainResult } from './harness/explain/explain.js';
export type { Explanation, ExplainPath, ExplainStep } from './harness/explain/explanation.js';
export { explanationText } from './harness/explain/text.js';
export { explanationPage } from './harness/explain/page.js';
export { gridCells, type Drawing, type DrawnCell, type DrawnState } from './puzzles/kit/drawing.js';
export type { VerifyOptions } from './harness/verify/options.js';
export type { VerifyReport } from './harness/verify/types.js';
export type { ReproOptions, ReproResult } from './harness/verify/repro.js';
export type { BenchOptions } from './harness/bench/bench.js';
export type { BenchReport } from './harness/bench/types.js';
export type { NightlyOptions, NightlyResult } from './harness/nightly/nightly.js';
export type { PackOptions } from './harness/pack/options.js';
export type { PackResult } from './harness/pack/result.js';
