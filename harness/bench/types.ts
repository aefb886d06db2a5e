/**
 * The JSON file that `lexpath bench` writes (bench-<puzzle>.json) and `lexpath nightly` and
 * `lexpath report` read, as a zod schema with its type inferred from it. Raw samples are kept beside
 * the summaries so reports can be recomputed. Times are milliseconds. What nights record
 * (nightly.json, history.jsonl) is in history/types.ts.
 */
import { z } from 'zod';
import { check, renameOldPuzzleField } from '../../util/checked-json.js';
import { countSchema, expectedSchema, finiteSchema, puzzleNameSchema } from '../verify/types.js';

/** tinybench latency statistics for one solver on one depth bucket (per case, ms). */
export const latencyStatsSchema = z.object({
  mean: finiteSchema,
  p50: finiteSchema,
  p99: finiteSchema,
  min: finiteSchema,
  max: finiteSchema,
  /** Number of timed iterations. */
  samples: countSchema,
  /** The raw per-iteration times (ms), as tinybench measured them. */
  raw: z.array(finiteSchema),
});
export type LatencyStats = z.infer<typeof latencyStatsSchema>;

/** One solver on the cases of one optimal-depth bucket. */
export const depthBucketResultSchema = z.object({
  /** Optimal depth of every case in the bucket (buckets are single depths, or ranges for Rotation). */
  depth: countSchema,
  cases: countSchema,
  /** Time to solve one case of the bucket (tables already built). */
  latency: latencyStatsSchema,
  /** Mean states expanded / generated per case. */
  expanded: finiteSchema,
  generated: finiteSchema,
  /**
   * Added by bench: cases solved per timed iteration. Cases much faster than the bucket's time
   * budget are timed in batches of this many, and each raw sample is the mean per case of one
   * batch (keeps raw samples to a few hundred per bucket). 1: every sample is one case.
   */
  batch: countSchema.optional(),
});
export type DepthBucketResult = z.infer<typeof depthBucketResultSchema>;

export const solverBenchSchema = z.object({
  solver: z.string(),
  expected: expectedSchema,
  /** One-off setup cost (e.g. building distance tables), measured apart from per-case cost; 0 if none. */
  setupMs: finiteSchema,
  /**
   * Peak memory while this solver ran, and how it was measured
   * (e.g. 'rss of a child process', or null when not measured).
   */
  peakMemoryMb: finiteSchema.nullable(),
  memoryMethod: z.string().nullable(),
  buckets: z.array(depthBucketResultSchema),
  /** Solvers skipped on some buckets (too slow for the budget) list them here with the reason. */
  skipped: z.array(z.object({ depth: countSchema, reason: z.string() })),
});
export type SolverBench = z.infer<typeof solverBenchSchema>;

/** Whole-process timing of one program on one judge-format batch file. */
export const processTimingSchema = z.object({
  /** 'lexpath' for `lexpath solve`, or the --cmd name. */
  program: z.string(),
  command: z.string(),
  batch: z.string(),
  cases: countSchema,
  runs: z.array(finiteSchema),
  median: finiteSchema,
  min: finiteSchema,
  max: finiteSchema,
  /** median / lexpath's median on the same batch. */
  ratioToLexpath: finiteSchema,
  /** Added by bench: untimed warm-up runs before the timed ones. */
  warmup: countSchema.optional(),
  /** Added by bench: stdout equals lexpath's on the same batch (null: not compared, e.g. lexpath failed). */
  outputMatches: z.boolean().nullable().optional(),
  /** Added by bench: why some runs failed (non-zero exit, killed at the time limit), if any did. */
  error: z.string().optional(),
});
export type ProcessTiming = z.infer<typeof processTimingSchema>;

/** Added by bench: one judge-format batch file written into the output folder. */
export const batchFileSchema = z.object({
  /** e.g. 'random', 'hard', or a corpus file's name. */
  name: z.string(),
  /** Path of the judge-input file. */
  file: z.string(),
  cases: countSchema,
  description: z.string(),
});
export type BatchFile = z.infer<typeof batchFileSchema>;

/** Total time against the number of cases T, per solver (where tables overtake per-case search). */
export const scalingPointSchema = z.object({
  solver: z.string(),
  cases: countSchema,
  totalMs: finiteSchema,
  /** Added by bench: peak RSS of that run's process (MB), as the process reported it. */
  maxRssMb: finiteSchema.nullable().optional(),
});
export type ScalingPoint = z.infer<typeof scalingPointSchema>;

/** One solver on one bucket of the fixed work cases: exact totals, and one timing of them. */
export const workBucketSchema = z.object({
  depth: countSchema,
  /** Work cases in the bucket (all of them are solved). */
  cases: countSchema,
  /** States expanded / generated, summed over the bucket's cases: exact for deterministic solvers. */
  expanded: countSchema,
  generated: countSchema,
  /** Mean ms per case over passes through the bucket's cases (at least WORK.minPassMs of them). */
  msPerCase: finiteSchema,
});
export type WorkBucket = z.infer<typeof workBucketSchema>;

export const solverWorkSchema = z.object({
  solver: z.string(),
  /** From depth 0 up, without gaps. */
  buckets: z.array(workBucketSchema),
  /** Why deeper buckets were not counted ('work cap ...', 'out of time', 'interrupted'), or null: every depth. */
  stopped: z.string().nullable(),
});
export type SolverWork = z.infer<typeof solverWorkSchema>;

/** Added by bench: what bench/work.ts counted for one puzzle. */
export const workReportSchema = z.object({
  /** Seed and cases per depth of the work cases (constants: the same every night). */
  seed: finiteSchema,
  perDepth: countSchema,
  /** Fingerprint of the work cases (sha256 of their judge input, 12 hex digits): counts compare only within one. */
  caseSet: z.string(),
  solvers: z.array(solverWorkSchema),
});
export type WorkReport = z.infer<typeof workReportSchema>;

/** A published figure of the work a heuristic needs on a standard instance set (a definition's, as stored). */
const publishedFigureSchema = z.object({
  /** The heuristic or method, e.g. '6-6-3 additive pattern databases'. */
  method: z.string(),
  nodesPerInstance: finiteSchema,
  /** Where the figure is published. */
  source: z.string(),
});

/**
 * Added by bench: each solver's nodes per instance on a puzzle's
 * standard instances, beside published figures (bench/published.ts).
 */
export const publishedWorkSchema = z.object({
  /** The instance set, e.g. "Korf's 100". */
  instances: z.string(),
  instanceCount: countSchema,
  /** What lexpath's own heuristic is, for the comparison. */
  ours: z.string(),
  published: z.array(publishedFigureSchema),
  solvers: z.array(
    z.object({
      solver: z.string(),
      /** Instances solved, first to last, before the phase's time was up (the averages are over these). */
      solved: countSchema,
      expandedPerInstance: finiteSchema,
      generatedPerInstance: finiteSchema,
      msPerInstance: finiteSchema,
      /** Whether every answer had the instance's recorded length (the published optimal length). */
      lengthsMatch: z.boolean(),
    }),
  ),
});
export type PublishedWork = z.infer<typeof publishedWorkSchema>;

const benchReportFields = z.object({
  kind: z.literal('bench'),
  version: z.literal(1),
  puzzle: puzzleNameSchema,
  /**
   * Added by bench: the puzzle's title (its definition's), so a report names a plug-in's puzzle without the plug-in.
   */
  title: z.string().optional(),
  seed: finiteSchema,
  startedAt: z.string(),
  machine: z.object({ node: z.string(), cpus: countSchema, cpuModel: z.string(), platform: z.string() }),
  solvers: z.array(solverBenchSchema),
  processes: z.array(processTimingSchema),
  scaling: z.array(scalingPointSchema),
  // Added by bench (optional, so older files still read):
  /**
   * Nodes per instance on the puzzle's standard instances, beside published figures (where its definition has them).
   */
  published: publishedWorkSchema.optional(),
  /** The time budget the bench ran under (ms). */
  budgetMs: finiteSchema.optional(),
  /** false when interrupted (Ctrl-C) or a phase ran out of its share of the budget before it began. */
  complete: z.boolean().optional(),
  /** What was cut short or skipped, in plain words. */
  notes: z.array(z.string()).optional(),
  /** Scaling runs not made (too slow for the budget), with the reason. */
  scalingSkipped: z.array(z.object({ solver: z.string(), cases: countSchema, reason: z.string() })).optional(),
  /** The batch files behind `processes`. */
  batches: z.array(batchFileSchema).optional(),
  /** Exact work counts on the fixed, seed-independent work cases (bench/work.ts). */
  work: workReportSchema.optional(),
});

/** bench-<puzzle>.json; files that name the puzzle `domain` still read. */
export const benchReportSchema = z.preprocess(renameOldPuzzleField, benchReportFields);
export type BenchReport = z.infer<typeof benchReportSchema>;

export const checkBenchReport = (value: unknown, where: string) => check(benchReportSchema, value, where);
