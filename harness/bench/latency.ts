/**
 * Bench phase 2: in-process latency, tinybench timings per solver and optimal-depth bucket, with the
 * mean states expanded and generated. Each (solver, bucket) pair gets an equal share of what is left
 * of the phase, at most BENCH_DEFAULTS.bucketMaxMs (so a stop signal waits at most that long); a
 * solver whose single case already takes longer than its share is skipped there and deeper, with
 * the reason.
 */
import { Bench } from 'tinybench';
import type { Puzzle } from '../../solvers/puzzle.js';
import type { SolverInfo } from '../../solvers/registry.js';
import { solveCase } from '../../solvers/solve.js';
import type { DepthCases } from '../../puzzles/index.js';
import { round } from '../../util/stats.js';
import type { BenchContext } from './context.js';
import { yieldToEvents } from './clock.js';
import { BENCH_DEFAULTS, PHASE_END } from './options.js';
import type { DepthBucketResult, LatencyStats } from './types.js';

/** One solver's timings: the buckets measured, and those skipped with the reason. */
export interface SolverLatency {
  readonly solver: SolverInfo;
  readonly buckets: DepthBucketResult[];
  readonly skipped: { depth: number; reason: string }[];
}

/**
 * How much longer a case of the next depth bucket is taken to need than one of the
 * last (a cautious guess: IDA* on the 15-puzzle grows about 2x per two moves).
 */
const DEPTH_GROWTH = 3;

/** Times every solver on every bucket, until the phase's end. */
export async function measureLatency(
  { options, puzzleName, puzzle, solvers, clock, log }: BenchContext,
  buckets: readonly DepthCases[],
): Promise<SolverLatency[]> {
  const rules = puzzle.puzzle as Puzzle<unknown>;
  const solverResults: SolverLatency[] = solvers.map((solver) => ({ solver, buckets: [], skipped: [] }));
  const phaseEnd = clock.at(PHASE_END.latency);
  let pairsLeft = solvers.length * buckets.length;
  for (const entry of solverResults) {
    const { solver } = entry;
    let tooSlowAt: number | null = null;
    /** The mean time of a case in the last bucket timed (ms). */
    let lastMean = 0;
    log(`bench ${puzzleName}: timing ${solver.name} per depth (at ${clock.elapsed()})`);
    for (const bucket of buckets) {
      await yieldToEvents();
      const slot = Math.min(BENCH_DEFAULTS.bucketMaxMs, Math.max(0, phaseEnd - performance.now()) / pairsLeft--);
      if (clock.aborted) {
        entry.skipped.push({ depth: bucket.depth, reason: 'interrupted' });
        continue;
      }
      if (tooSlowAt !== null) {
        entry.skipped.push({
          depth: bucket.depth,
          reason: `a shallower bucket (depth ${tooSlowAt}) already took longer than its time budget`,
        });
        continue;
      }
      if (slot < 1 && options.latencyRuns === undefined) {
        entry.skipped.push({ depth: bucket.depth, reason: 'out of time for in-process timings' });
        continue;
      }
      // One case is solved whole before a signal can be seen: a probe predicted past the slot is
      // not started, so a stop waits at most about a slot (the first probe of a deeper bucket
      // could otherwise take several seconds).
      if (options.latencyRuns === undefined && lastMean * DEPTH_GROWTH > slot) {
        entry.skipped.push({
          depth: bucket.depth,
          reason:
            `one case would take about ${round(lastMean * DEPTH_GROWTH, 3)} ms (${DEPTH_GROWTH}x ` +
            `the last bucket's), more than this bucket's ${round(slot, 3)} ms budget`,
        });
        tooSlowAt = bucket.depth;
        continue;
      }
      const result = await timeBucket(rules, solver, bucket, slot, options.latencyRuns, clock.signal);
      if ('skip' in result) {
        entry.skipped.push({ depth: bucket.depth, reason: result.skip });
        tooSlowAt = bucket.depth;
      } else {
        entry.buckets.push(result);
        lastMean = result.latency.mean;
      }
    }
  }
  return solverResults;
}

function latencyStats(task: Bench['tasks'][number]): LatencyStats | null {
  const result = task.result;
  if (result.state !== 'completed' && result.state !== 'aborted-with-statistics') return null;
  const l = result.latency;
  return {
    mean: round(l.mean, 6),
    p50: round(l.p50, 6),
    p99: round(l.p99, 6),
    min: round(l.min, 6),
    max: round(l.max, 6),
    samples: l.samplesCount,
    raw: (l.samples ?? []).map((x) => round(x, 5)),
  };
}

/**
 * Times one solver on one bucket with tinybench; skips when a single case overruns the slot. With
 * `fixedRuns`, exactly that many timed runs of one case each, and no skip.
 */
async function timeBucket(
  puzzle: Puzzle<unknown>,
  solver: SolverInfo,
  { depth, cases }: DepthCases,
  slotMs: number,
  fixedRuns?: number,
  /** A stop ends the timing between two batches (the bucket is then left out). */
  signal?: AbortSignal,
): Promise<DepthBucketResult | { skip: string }> {
  const statsByCase = new Map<number, { expanded: number; generated: number }>();
  const solveAt = (i: number): void => {
    const answer = solveCase(puzzle, solver.search, cases[i]);
    if (!answer.solved) throw new Error(`${solver.name} found no answer for a depth-${depth} case`);
    if (!statsByCase.has(i)) statsByCase.set(i, answer.stats);
  };
  const t0 = performance.now();
  solveAt(0);
  const probe = performance.now() - t0;
  if (probe > slotMs && fixedRuns === undefined) {
    return { skip: `one case took ${round(probe, 3)} ms, more than this bucket's ${round(slotMs, 3)} ms budget` };
  }
  const batch =
    fixedRuns !== undefined
      ? 1
      : Math.max(1, Math.floor(slotMs / BENCH_DEFAULTS.samplesPerBucket / Math.max(probe, 0.0005)));
  let next = 1 % cases.length;
  // tinybench keeps a listener on the signal it is given: each bucket gets its own, let go after.
  const bucketStop = new AbortController();
  const stopBucket = (): void => bucketStop.abort();
  signal?.addEventListener('abort', stopBucket, { once: true });
  const bench = new Bench(
    fixedRuns !== undefined
      ? { time: 0, iterations: fixedRuns, warmup: false, retainSamples: true, throws: true }
      : {
          time: slotMs,
          iterations: 1,
          warmup: true,
          warmupTime: Math.min(slotMs * 0.1, 50),
          warmupIterations: 1,
          retainSamples: true,
          throws: true,
          signal: bucketStop.signal,
        },
  );
  bench.add(
    `${solver.name}@${depth}`,
    () => {
      const start = performance.now();
      for (let k = 0; k < batch; k++) {
        solveAt(next);
        next = (next + 1) % cases.length;
      }
      const elapsed = performance.now() - start;
      return { overriddenDuration: elapsed / batch, overriddenIterationCost: elapsed };
    },
    { async: false },
  );
  try {
    await bench.run();
  } finally {
    signal?.removeEventListener('abort', stopBucket);
  }
  if (signal?.aborted) return { skip: 'interrupted' };
  const latency = latencyStats(bench.tasks[0]);
  if (!latency) return { skip: `tinybench: ${bench.tasks[0].result.state}` };
  const stats = [...statsByCase.values()];
  return {
    depth,
    cases: stats.length,
    latency,
    expanded: round(stats.reduce((s, x) => s + x.expanded, 0) / stats.length, 6),
    generated: round(stats.reduce((s, x) => s + x.generated, 0) / stats.length, 6),
    batch,
  };
}
