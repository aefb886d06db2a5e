/**
 * Verdicts, run results and the verification report's JSON shape (documented in docs/verify.md), each
 * a zod schema with its type inferred from it: what `verify --json` writes is what `merge`, `explain`,
 * `report` and `nightly --verify-from` read back. Objects drop fields they do not know (a newer
 * lexpath's), numbers are finite (zod's numbers refuse Infinity and NaN), counts whole and not
 * negative.
 */
import { z } from 'zod';
import { lexCertificateSchema } from '../../oracle/certificate.js';
// The registry's view: a plug-in puzzle its --puzzle-module registered is a puzzle name too.
import { isPuzzleName } from '../../puzzles/index.js';
import { check, renameOldPuzzleField } from '../../util/checked-json.js';
import { recordedShape, VERIFY_TABLE } from './run-options.js';

export const VERDICTS = [
  'ok',
  'wrong-format',
  'illegal-move',
  'not-solved',
  'not-shortest',
  'not-lex-smallest',
  'wrong-centre',
  'time-limit',
  'crash',
] as const;
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

/** A whole number, not negative. */
export const countSchema = z.number().int().nonnegative();
/** Any number but Infinity and NaN, which zod's numbers refuse. */
export const finiteSchema = z.number();
/** A puzzle's name: a listed puzzle, slide-RxC, or a plug-in's (lexpath puzzles). */
export const puzzleNameSchema = z.string().refine(isPuzzleName, {
  message: 'expected a puzzle name (see lexpath puzzles)',
});
export const expectedSchema = z.enum(['correct', 'buggy']);
/** Counts by verdict; a verdict no case got is absent. */
export const verdictCountsSchema = z.partialRecord(verdictSchema, countSchema);

export const caseVerdictSchema = z.object({
  verdict: verdictSchema,
  detail: z.string(),
  certificate: lexCertificateSchema.optional(),
  /** What the solver printed for the case (judge output), when it printed something usable. */
  printed: z.string().optional(),
});
export type CaseVerdict = z.infer<typeof caseVerdictSchema>;

/** What one solver produced for one case, before judging. */
export const runResultSchema = z.union([
  z.object({
    kind: z.literal('answer'),
    moves: z.string(),
    label: z.number().optional(),
    printed: z.string(),
    /** The verdict, when the thread that solved the case judged it too. */
    judged: caseVerdictSchema.optional(),
  }),
  z.object({
    kind: z.enum(['wrong-format', 'time-limit', 'crash']),
    detail: z.string(),
    /**
     * An outside program's fault seen in a multi-case run: the run's cases [from, to) (indices
     * into the cases given to the runner) are what showed it.
     */
    batch: z.object({ from: countSchema, to: countSchema }).optional(),
    /** What the program printed in that run (the start of it), for the report. */
    output: z.string().optional(),
  }),
]);
export type RunResult = z.infer<typeof runResultSchema>;

/**
 * A stream case that is not ok: where it is, the case, its result, and the cases of the run it was
 * in (result.batch indexes them). A checkpoint keeps each solver's earliest.
 */
export const streamFailureSchema = z.object({
  /** Its position in the solver's slice of the stream. */
  position: z.number().int(),
  /** Its index in the whole stream. */
  index: z.number().int(),
  case: z.unknown(),
  result: runResultSchema,
  /** The cases of the run it failed in (a program's batch), for shrinking. */
  runCases: z.array(z.unknown()),
});
export type StreamFailure = z.infer<typeof streamFailureSchema>;

export const counterexampleSchema = z.object({
  /** Index of the original failing case in the (unsharded) case list. */
  caseIndex: countSchema,
  origin: z.string(),
  verdict: verdictSchema,
  detail: z.string(),
  /**
   * The shrunk case as judge input, with its optimal length. For a fault that shows only in a
   * multi-case run, the smallest batch found that shows it, ending with the failing case.
   */
  input: z.string(),
  /** How many cases `input` holds (1 unless the fault needs a batch); absent in reports of older versions. */
  cases: z.number().int().positive().optional(),
  /** Which of them (1-based) failed; absent in reports of older versions. */
  failing: z.number().int().positive().optional(),
  optimalLength: countSchema,
  expected: z.string(),
  actual: z.string().nullable(),
  certificate: lexCertificateSchema.nullable(),
  /** The case before shrinking. */
  original: z.object({ input: z.string(), optimalLength: countSchema }),
  /**
   * false when the counterexample is the failing case as it ran (shrinking found nothing nearer, or
   * it was a time-out); absent in reports of older versions.
   */
  shrunk: z.boolean().optional(),
  seed: finiteSchema,
  replay: z.string(),
});
export type Counterexample = z.infer<typeof counterexampleSchema>;

/** The first case beyond the judge's contract that an outside program got wrong (not shrunk: it fails nothing). */
export const beyondContractFailureSchema = z.object({
  caseIndex: countSchema,
  origin: z.string(),
  verdict: verdictSchema,
  detail: z.string(),
  /** The case as judge input. */
  input: z.string(),
  optimalLength: countSchema,
  expected: z.string(),
  actual: z.string().nullable(),
  /** `lexpath explain` on the case, to see the failure step by step. */
  explain: z.string(),
});
export type BeyondContractFailure = z.infer<typeof beyondContractFailureSchema>;

/**
 * An outside program's cases beyond its puzzle's judge contract (docs/verify.md): the listed ones
 * are never in its `verdicts`; with --beyond-contract they and the random ones beyond it are run
 * and counted here, where a failure fails nothing.
 */
export const beyondContractSchema = z.object({
  /** The judge's promise, in words. */
  contract: z.string(),
  /** Listed cases of the run (of the shard) beyond the contract. */
  listed: countSchema,
  /** --beyond-contract: the cases beyond the contract were run. */
  run: z.boolean(),
  /** Cases beyond the contract judged (listed and random; 0 when not run). */
  cases: countSchema,
  /** How many of them were not ok. */
  failed: countSchema,
  verdicts: verdictCountsSchema,
  /** Cases beyond the contract left unjudged (a stop, the time bound, --fail-fast, faults); absent when none. */
  notJudged: countSchema.optional(),
  firstFailure: beyondContractFailureSchema.nullable(),
});
export type BeyondContract = z.infer<typeof beyondContractSchema>;

/** A failure of a kind other than the counterexample's, as the report lists it. */
export const otherFailureSchema = z.object({
  verdict: verdictSchema,
  caseIndex: countSchema,
  origin: z.string(),
  optimalLength: countSchema,
  /** Its own shrunk counterexample (absent in older reports, or when the run's time bound left none). */
  counterexample: counterexampleSchema.optional(),
});
export type OtherFailure = z.infer<typeof otherFailureSchema>;

/**
 * An outside program whose cases the run's time bound (--max-time) stopped while every case it had
 * judged was ok: where it stood then, and what would let it finish (docs/verify.md).
 */
export const timeBoundSchema = z.object({
  /** The bound, and the ms from the start of the run to when cases stopped (the rest was kept for counterexamples). */
  maxTimeMs: finiteSchema,
  stoppedAtMs: finiteSchema,
  /**
   * The program's run the stop cut off (the longest, when several ran at once): its first case, numbered as
   * counterexamples number them, its cases, and how long it had run. Null: no run was in progress.
   */
  running: z.object({ caseIndex: countSchema, cases: countSchema, ms: finiteSchema }).nullable(),
  /** Cases judged ok, of the cases it was to run. */
  ok: countSchema,
  planned: countSchema,
  /** Its runs that hit their per-run time limit (and did not pass when run again). */
  timedOutRuns: countSchema,
  /**
   * The --max-time (and, when its runs hit their time limit, the --time-limit) that would let it
   * finish, estimated from its pace (`pace`) or, with no case judged, from its runs' time limits
   * (`limits`); null: nothing to estimate from.
   */
  advice: z
    .object({ maxTimeMs: finiteSchema, timeLimitMs: finiteSchema.nullable(), from: z.enum(['pace', 'limits']) })
    .nullable(),
});
export type TimeBound = z.infer<typeof timeBoundSchema>;

export const solverReportSchema = z.object({
  name: z.string(),
  expected: expectedSchema,
  /** A solver lexpath ships, one a user's module registered, or an outside program (absent in older reports). */
  kind: z.enum(['built-in', 'module', 'program']).optional(),
  /** true when every case got `ok`. A buggy solver is caught when this is false. */
  passed: z.boolean(),
  /** Cases judged for this solver (absent in reports of older versions: then the report's `cases`). */
  cases: countSchema.optional(),
  verdicts: verdictCountsSchema,
  /** Cases not run after repeated time-outs (see docs/verify.md); not counted in `verdicts`. */
  skipped: countSchema,
  /** Cases not judged because the run was stopped (nightly's time was up); absent when none. */
  unfinished: countSchema.optional(),
  /**
   * Milliseconds from the start of the run to this solver's first failing verdict; null if none
   * (absent in reports of older versions).
   */
  firstFailureMs: finiteSchema.nullable().optional(),
  /**
   * The counterexample is the most telling failure (telling.ts); the best case of each other kind it showed, most
   * telling first.
   */
  counterexample: counterexampleSchema.nullable(),
  /**
   * Where its time went: listed cases, waiting for the other solvers' listed cases, random cases,
   * attributing batch faults (outside programs; part of the listed and random times) and the
   * counterexample.
   */
  phaseMs: z
    .object({
      listed: finiteSchema,
      waiting: finiteSchema,
      random: finiteSchema,
      attribution: finiteSchema.optional(),
      /** The cases beyond the judge's contract (--beyond-contract). */
      beyondContract: finiteSchema.optional(),
      counterexample: finiteSchema,
    })
    .optional(),
  otherFailures: z.array(otherFailureSchema).optional(),
  /** An outside program on a puzzle whose judge promises more than its rules (absent: nothing left out or run). */
  beyondContract: beyondContractSchema.optional(),
  /** An outside program the run's time bound stopped before it finished, no case failed (absent otherwise). */
  timeBound: timeBoundSchema.optional(),
});
export type SolverReport = z.infer<typeof solverReportSchema>;

/**
 * What a verify run was asked to do, beside puzzle, seed and shard, with the library's defaults
 * applied: one field per recorded option of verify's table (run-options.ts), in its order. `lexpath
 * merge` refuses shards that differ in any of it. Its type is also the library's for those options
 * (VerifyOptions).
 */
export const recordedOptionsSchema = z.object(
  recordedShape(VERIFY_TABLE, { z, count: countSchema, finite: finiteSchema }),
);
export type RecordedOptions = z.infer<typeof recordedOptionsSchema>;

/** What a run covers, in numbers and in words (e.g. "all 1,632,960 cases: ..."). */
export const coverageSchema = z.object({
  /** exhaustive: every distinct case of the puzzle (or of a shard); sample: listed and random cases. */
  kind: z.enum(['exhaustive', 'sample']),
  /** Listed cases (regressions, corpora, --case) in this shard. */
  listed: countSchema,
  /** Stream cases in this shard (exhaustive or random), or null when each solver ran as many as fit in its time. */
  streamed: countSchema.nullable(),
  /** The most moves a listed case needs (absent: no listed case). */
  deepestListed: countSchema.optional(),
  text: z.string(),
});
export type Coverage = z.infer<typeof coverageSchema>;

const verifyReportFields = z.object({
  puzzle: puzzleNameSchema,
  seed: finiteSchema,
  /** Cases in the run (with an open-ended random stream: the most any solver judged). */
  cases: countSchema,
  coverage: coverageSchema.optional(),
  /** The run was stopped before every solver finished (see SolverReport.unfinished). */
  stopped: z.boolean().optional(),
  /** The run's own time bound (`maxTimeMs`) stopped it: unfinished cases of a correct solver make it not ok. */
  maxTimeReached: z.boolean().optional(),
  ok: z.boolean(),
  /** The run's shard (null: unsharded); `judged` is the digest of the cases it judged (cases.ts `judgedDigest`). */
  shard: z.object({ index: countSchema, count: countSchema, judged: z.string().optional() }).nullable(),
  solvers: z.array(solverReportSchema),
  /** Built-in solvers left out because they do not apply to this puzzle, with why (absent: none). */
  notApplicable: z.array(z.object({ solver: z.string(), reason: z.string() })).optional(),
  /** More worker threads were asked for than this machine has cores: one per core was used. */
  workersCapped: z.object({ asked: countSchema, used: countSchema }).optional(),
  /** What the run was asked to do (absent in reports of older versions). */
  options: recordedOptionsSchema.optional(),
});

/** A `verify --json` report (a shard's too); files that name the puzzle `domain` still read. */
export const verifyReportSchema = z.preprocess(renameOldPuzzleField, verifyReportFields);
export type VerifyReport = z.infer<typeof verifyReportSchema>;

/** What `repro` gives: no failure in the cases it tried, or the counterexample and where it was saved. */
export const reproResultSchema = z.union([
  z.object({ found: z.literal(false), tried: countSchema }),
  z.object({
    found: z.literal(true),
    /** Cases tried, the failing one included. */
    tried: countSchema,
    counterexample: counterexampleSchema,
    /** The regression file written (null: not saved). */
    savedTo: z.string().nullable(),
    /** Why saving failed (the counterexample is still reported). */
    saveError: z.string().nullable(),
  }),
]);
export type ReproResult = z.infer<typeof reproResultSchema>;

/** `lexpath repro --json`: the result, with the seed of the cases tried. */
export const reproOutputSchema = z.intersection(z.object({ seed: finiteSchema }), reproResultSchema);

export const checkVerifyReport = (value: unknown, where: string) => check(verifyReportSchema, value, where);
