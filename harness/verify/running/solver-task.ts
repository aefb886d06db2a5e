/**
 * The pool threads' task (piscina): solve a list of cases with one built-in solver and, for
 * verify, judge each answer against this thread's own oracle, so judging scales with the threads.
 * Which case is running, and since when, is published on a shared progress board so the main
 * thread can stop a case that exceeds its time limit.
 */
import { importPuzzleModule, oracleOf, puzzleDefinition, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { FastSearchSpace } from '../../../solvers/capabilities.js';
import { findSolver } from '../../../solvers/registry.js';
import { solveSubproblems } from '../../../solvers/solve.js';
import type { Oracle } from '../../../oracle/oracle.js';
import { adoptShelvedTables, tablesBuiltHere } from '../../../util/shared-tables.js';
import { judgeAnswer } from '../judging/judge-answer.js';
import { sliceIndex, streamCase } from './streams.js';
import {
  PHASE_IDLE,
  PHASE_PREPARE,
  PHASE_SOLVE,
  PROGRESS,
  type CaseOutcome,
  type SampledSpace,
  type SolverTask,
  type TaskCases,
  type TaskResult,
} from './worker-protocol.js';
import { prepareSpace, spaceFacts } from './space-tables.js';

const oracles = new WeakMap<AnyPuzzleDefinition, Oracle<unknown>>();

function oracleFor(puzzle: AnyPuzzleDefinition): Oracle<unknown> {
  let oracle = oracles.get(puzzle);
  if (!oracle) {
    oracle = oracleOf<unknown>(puzzle);
    oracles.set(puzzle, oracle);
  }
  return oracle;
}

const imported = new Set<string>();

export default async function solveTask(task: SolverTask): Promise<TaskResult> {
  // A user's solver lives in a module that registers it when imported (once per thread).
  for (const module of task.modules ?? []) {
    if (imported.has(module)) continue;
    imported.add(module);
    // a solver module registers its solvers; a puzzle module's exports are registered here
    await importPuzzleModule(module);
  }
  const { cases } = task;
  if (cases.kind === 'tables') return buildTables(task, cases);
  if (cases.kind === 'sample') return sampleSpaces(task, cases);
  return solveCases(task, cases);
}

/** A task that builds one space's tables for the threads to share (run-tables.ts). */
function buildTables(
  { puzzle: puzzleName, tables }: SolverTask,
  { source, key, tables: which }: Extract<TaskCases, { kind: 'tables' }>,
): TaskResult {
  adoptShelvedTables(tables, ['solver', 'oracle']);
  const began = performance.now();
  const definition = puzzleDefinition(puzzleName);
  const c = 'case' in source ? source.case : streamCase(definition, source.stream, source.index);
  for (const sub of definition.puzzle.subproblems(c)) if (sub.space.key === key) prepareSpace(sub.space, which);
  return { outcomes: [], okOmitted: 0, ms: performance.now() - began, built: tablesBuiltHere() };
}

/**
 * A task that makes a slice of a stream's cases and names each
 * space they use, with the first case that does (run-tables.ts).
 */
function sampleSpaces(
  { puzzle: puzzleName, tables }: SolverTask,
  { slice }: Extract<TaskCases, { kind: 'sample' }>,
): TaskResult {
  adoptShelvedTables(tables, ['solver', 'oracle']);
  const began = performance.now();
  const definition = puzzleDefinition(puzzleName);
  const spaces = new Map<string, SampledSpace>();
  for (let position = 0; position < slice.count; position++) {
    const index = sliceIndex(slice, position);
    for (const { space } of definition.puzzle.subproblems(streamCase(definition, slice.stream, index))) {
      if (!spaces.has(space.key)) spaces.set(space.key, { ...spaceFacts(space), index });
    }
  }
  return {
    outcomes: [],
    okOmitted: 0,
    ms: performance.now() - began,
    built: tablesBuiltHere(),
    spaces: [...spaces.values()],
  };
}

function solveCases(
  { puzzle: puzzleName, solver: solverName, judge, progress, tables }: SolverTask,
  given: Extract<TaskCases, { kind: 'list' | 'stream' }>,
): TaskResult {
  adoptShelvedTables(tables, judge ? ['solver', 'oracle'] : ['solver']);
  const ints = new Int32Array(progress, 0, 2);
  const since = new Float64Array(progress, PROGRESS.sinceOffset, 1);
  const enter = (position: number, phase: number): void => {
    since[0] = Date.now();
    Atomics.store(ints, PROGRESS.position, position);
    Atomics.store(ints, PROGRESS.phase, phase);
  };
  const solver = findSolver(solverName);
  // The one look-up by name below the commands: the task's puzzle crossed the thread boundary as text.
  const definition = puzzleDefinition(puzzleName);
  const puzzle = definition.puzzle;
  const began = performance.now();
  const fromStream = given.kind === 'stream';
  const count = fromStream ? given.indices.length : given.cases.length;
  const outcomes: CaseOutcome[] = [];
  let okOmitted = 0;
  for (let position = 0; position < count; position++) {
    try {
      if (!solver) throw new Error(`no built-in solver named ${solverName}`);
      enter(position, PHASE_PREPARE);
      const c = fromStream ? streamCase(definition, given.stream, given.indices[position]) : given.cases[position];
      const subproblems = puzzle.subproblems(c);
      for (const sub of subproblems) {
        (sub.space as FastSearchSpace).prepare?.();
        solver.prepare?.(sub.space);
      }
      enter(position, PHASE_SOLVE);
      const answer = solveSubproblems(solver.search, subproblems);
      Atomics.store(ints, PROGRESS.phase, PHASE_IDLE);
      if (!answer.solved) throw new Error('the solver found no answer, but the case has one');
      const judged = judge ? judgeAnswer(oracleFor(definition), definition, c, answer.moves, answer.label) : undefined;
      if (fromStream && judged?.verdict === 'ok') okOmitted++;
      else outcomes.push({ position, moves: answer.moves, label: answer.label, judged });
    } catch (error) {
      const puzzleFault = error instanceof Error && error.name === 'PuzzleFault';
      outcomes.push({
        position,
        error: error instanceof Error ? error.message : String(error),
        ...(puzzleFault ? { puzzleFault: true as const } : {}),
      });
    }
  }
  Atomics.store(ints, PROGRESS.phase, PHASE_IDLE);
  return { outcomes, okOmitted, ms: performance.now() - began, built: tablesBuiltHere() };
}
