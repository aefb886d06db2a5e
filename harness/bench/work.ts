/**
 * Exact work counts: states expanded and generated per (puzzle, solver, optimal-depth bucket).
 *
 * Which cases. Bench's own bucket cases change every night (their seed is the night's date), and
 * tinybench solves a time-dependent subset of them, so its mean `expanded` is not comparable from
 * night to night. The counts here are taken on a separate, fixed set: `WORK.perDepth` cases at
 * every optimal depth from the puzzle's `depthCases(WORK.perDepth, WORK.seed)` (its definition), the
 * same constants every night, every case of a counted bucket solved once. The set's fingerprint
 * (sha256 of its judge input) goes with the counts; a night compares its counts only with nights of
 * the same fingerprint (history/work.ts), so a change to the case generator starts the comparison
 * afresh instead of looking like a change in every solver.
 *
 * Which buckets. From depth 0 up, until the first bucket whose cases generate more than
 * `WORK.capGenerated` states in total (that bucket is counted, deeper ones are not). The cap depends
 * on the counts alone, so which buckets are counted is the same every night unless the solver's
 * work changes; only running out of the phase's time (or a stop signal) cuts a night shorter, and
 * the history says which buckets were counted, so such a night is compared on those buckets only.
 *
 * Why the counts are exact. Every built-in solver (the correct ones and the bug zoo) is a
 * `SearchAlgorithm` (solvers/space.ts): a function of (space, start, maxLength) alone. None reads a
 * clock, a random generator or a timer (no Math.random, Date or performance in solvers/); moves are
 * tried in move-index order; per-search buffers are local to the call; `solveSubproblems` orders
 * subproblems by heuristic with a stable sort. bfs-table's tables are built by a BFS in fixed order
 * and their building is not counted (only the walk is). So the same case gives the same counts in
 * every process, whatever ran before; work.test.ts checks it for every built-in solver. Outside
 * programs (--cmd) report no counts and are not counted.
 *
 * Each counted bucket is also timed (its cases solved in passes until `WORK.minPassMs` have passed;
 * ms per case). Those figures are the "old figures" of the A/B re-run of a slowdown (confirm.ts):
 * the same cases every night, so they compare like with like.
 */
import { createHash } from 'node:crypto';
import type { Puzzle, PuzzleName } from '../../solvers/puzzle.js';
import type { SolverInfo } from '../../solvers/registry.js';
import { solveCase } from '../../solvers/solve.js';
import type { AnyPuzzleDefinition, DepthCases } from '../../puzzles/index.js';
import { round } from '../../util/stats.js';
import type { SolverWork, WorkBucket, WorkReport } from './types.js';
import { yieldToEvents } from './clock.js';

export const WORK = {
  /** Seed of the work cases: a constant, not the night's seed. */
  seed: 0x5eed_0012,
  perDepth: 4,
  /** Deeper buckets are not counted after the first bucket that generates more states than this. */
  capGenerated: 1_000_000,
  /** Each bucket is timed over passes through its cases lasting at least this long. */
  minPassMs: 1,
  /** ... and at most this many passes (for sub-microsecond cases). */
  maxPasses: 10_000,
  /** A counting pass at least this long is the timing itself (see measureBucket). */
  selfTimedMs: 20,
} as const;

interface WorkCases {
  readonly puzzleName: PuzzleName;
  readonly caseSet: string;
  readonly buckets: DepthCases[];
}

const casesCache = new Map<PuzzleName, WorkCases>();

/**
 * The fixed work cases of the puzzle named `puzzleName` (built once per process) and their fingerprint.
 * `puzzle`: its definition, where the caller has it already.
 */
export function workCases(puzzleName: PuzzleName, puzzle: AnyPuzzleDefinition): WorkCases {
  let cached = casesCache.get(puzzleName);
  if (!cached) {
    const buckets = puzzle.depthCases(WORK.perDepth, WORK.seed).filter((b) => b.cases.length > 0);
    const hash = createHash('sha256');
    for (const b of buckets) hash.update(`${puzzleName} depth ${b.depth}\n${puzzle.formatInput(b.cases)}`);
    cached = { puzzleName, caseSet: hash.digest('hex').slice(0, 12), buckets };
    casesCache.set(puzzleName, cached);
  }
  return cached;
}

/** Totals of one pass over `cases` (each solved once), and its wall time. */
function countPass(
  puzzle: Puzzle<unknown>,
  solver: SolverInfo,
  cases: readonly unknown[],
): { expanded: number; generated: number; ms: number } {
  let expanded = 0;
  let generated = 0;
  const t0 = performance.now();
  for (const c of cases) {
    const answer = solveCase(puzzle, solver.search, c);
    expanded += answer.stats.expanded;
    generated += answer.stats.generated;
  }
  return { expanded, generated, ms: performance.now() - t0 };
}

/**
 * One bucket: a counting pass, then timed passes until `WORK.minPassMs` have passed (ms per case
 * over the timed passes). The counting pass is not timed (it warms the caches for these cases), unless
 * it took `WORK.selfTimedMs` or more: a pass that long gains nothing from a warm start, and is not
 * repeated.
 */
export function measureBucket(
  puzzle: Puzzle<unknown>,
  solver: SolverInfo,
  depth: number,
  cases: readonly unknown[],
): WorkBucket {
  const first = countPass(puzzle, solver, cases);
  let ms = 0;
  let passes = 0;
  if (first.ms >= WORK.selfTimedMs) {
    ms = first.ms;
    passes = 1;
  }
  while (passes === 0 || (ms < WORK.minPassMs && passes < WORK.maxPasses)) {
    ms += countPass(puzzle, solver, cases).ms;
    passes++;
  }
  return {
    depth,
    cases: cases.length,
    expanded: first.expanded,
    generated: first.generated,
    msPerCase: round(ms / (passes * Math.max(1, cases.length)), 5),
  };
}

/**
 * Counts every solver on the work cases of `puzzleName`, shallow buckets first, within `deadline`
 * (performance.now()): each solver gets an equal part of what is left when it starts. Options:
 * only the first `depths` buckets; `puzzle`, the puzzle's definition where the caller has it already.
 */
export async function measureWork(
  puzzleName: PuzzleName,
  puzzle: AnyPuzzleDefinition,
  solvers: readonly SolverInfo[],
  deadline: number,
  signal?: AbortSignal,
  options: { depths?: number } = {},
): Promise<WorkReport> {
  const { caseSet, buckets } = workCases(puzzleName, puzzle);
  const rules = puzzle.puzzle as Puzzle<unknown>;
  const counted = options.depths === undefined ? buckets : buckets.slice(0, options.depths);
  const results: SolverWork[] = [];
  for (const [i, solver] of solvers.entries()) {
    const solverEnd = performance.now() + Math.max(0, deadline - performance.now()) / (solvers.length - i);
    const done: WorkBucket[] = [];
    let stopped: string | null = counted.length < buckets.length ? `depths from ${counted.length} not asked for` : null;
    for (const b of counted) {
      await yieldToEvents();
      if (signal?.aborted) {
        stopped = 'interrupted';
        break;
      }
      if (performance.now() > solverEnd) {
        stopped = 'out of time';
        break;
      }
      const bucket = measureBucket(rules, solver, b.depth, b.cases);
      done.push(bucket);
      if (bucket.generated > WORK.capGenerated && b !== counted.at(-1)) {
        stopped = `work cap: depth ${b.depth} generated more than ${WORK.capGenerated.toLocaleString('en-US')} states`;
        break;
      }
    }
    results.push({ solver: solver.name, buckets: done, stopped });
  }
  return { seed: WORK.seed, perDepth: WORK.perDepth, caseSet, solvers: results };
}

/** What a bucket of `cases` at `msPerCase` costs measureBucket (the counting pass and the timed passes). */
export function bucketCost(cases: number, msPerCase: number): number {
  const pass = cases * msPerCase;
  return pass >= WORK.selfTimedMs ? pass : pass + Math.max(pass, WORK.minPassMs);
}
