/**
 * Bench's comparison with the literature: each solver's nodes per instance on the puzzle's standard
 * instances (its definition's `published`: for the 15-puzzle, Korf's 100), beside the published
 * figures for known heuristics. Each solver gets an equal share of the phase and solves the
 * instances in order until its share is up; the report
 * says how many each solver finished, so an average over part of the set is never shown as the
 * whole set's. Answers are checked against the instances' recorded lengths (the published optimal
 * lengths), so a count is never that of a wrong answer.
 */
import type { SolverInfo } from '../../solvers/registry.js';
import { solveCase } from '../../solvers/solve.js';
import { yieldToEvents } from './clock.js';
import { loadCorpus } from '../corpus.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { roundDecimals } from '../../util/stats.js';
import type { PublishedWork } from './types.js';

/**
 * The published-work comparison of `puzzle`, or undefined when its definition has none.
 */
export async function measurePublished(
  puzzle: AnyPuzzleDefinition,
  solvers: readonly SolverInfo[],
  phaseEnd: number,
  signal?: AbortSignal,
): Promise<PublishedWork | undefined> {
  const published = puzzle.published;
  if (!published) return undefined;
  const rules = puzzle.puzzle;
  const instances = loadCorpus(published.corpus, puzzle, { certify: false });
  const results: PublishedWork['solvers'][number][] = [];
  for (const [i, solver] of solvers.entries()) {
    // an equal share each
    const deadline = performance.now() + Math.max(0, phaseEnd - performance.now()) / (solvers.length - i);
    results.push(await countInstances(rules, solver, instances, deadline, signal));
  }
  return {
    instances: published.instances,
    instanceCount: instances.length,
    ours: published.ours,
    published: [...published.figures],
    solvers: results,
  };
}

/** One solver on the instances in order until `deadline`: states per instance, time, and whether the lengths match. */
async function countInstances(
  rules: AnyPuzzleDefinition['puzzle'],
  solver: SolverInfo,
  instances: readonly { readonly case: unknown; readonly answer: string }[],
  deadline: number,
  signal?: AbortSignal,
): Promise<PublishedWork['solvers'][number]> {
  let solved = 0;
  let expanded = 0;
  let generated = 0;
  let lengthsMatch = true;
  const began = performance.now();
  for (const instance of instances) {
    await yieldToEvents();
    if (signal?.aborted || performance.now() >= deadline) break;
    const answer = solveCase(rules, solver.search, instance.case);
    if (!answer.solved || answer.moves.length !== instance.answer.length) lengthsMatch = false;
    expanded += answer.stats.expanded;
    generated += answer.stats.generated;
    solved++;
  }
  const per = (total: number) => (solved === 0 ? 0 : roundDecimals(total / solved, 1));
  return {
    solver: solver.name,
    solved,
    expandedPerInstance: per(expanded),
    generatedPerInstance: per(generated),
    msPerInstance: per(performance.now() - began),
    lengthsMatch,
  };
}
