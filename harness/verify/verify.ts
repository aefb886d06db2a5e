/**
 * `lexpath verify` as a library call: runs every selected solver (built-in, in workers, and outside
 * programs) on one case list and one case stream (random cases, or every case with `exhaustive`),
 * judges each answer against the exact oracle, and shrinks each solver's first failure into a
 * replayable counterexample.
 */
import { listSolvers, solverSkipReason } from '../../solvers/registry.js';
import { oracleOf } from '../../puzzles/index.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { judgeFormat } from '../formats.js';
import { InputError } from '../../util/errors.js';
import { goalDistances, Oracle, TABLE_LIMIT } from '../../oracle/oracle.js';
import { SolverPool } from './builtin-runner.js';
import { runIdentity } from './identity.js';
import { buildCaseList, shardOf, type VerifyCase } from './cases.js';
import { contenders, judgeResult, type Contender, type StreamFailure } from './contenders.js';
import { counterexampleFor } from './counterexample.js';
import { coverage } from './coverage.js';
import { defaultStartupMs, exhaustiveBatch, VERIFY_DEFAULTS, type VerifyOptions } from './options.js';
import { puzzleDefinition } from '../../puzzles/index.js';
import { sortedVerdicts } from './merge.js';
import { Checkpoint, StreamTally } from './stream-tally.js';
import { exhaustiveCount, shardSlice, streamCase, type CaseStream, type StreamSlice } from './streams.js';
import type { RunResult, SolverReport, Verdict, VerifyReport } from './types.js';

export { contenders, judgeResult, shellQuote, type Contender, type ContenderOptions } from './contenders.js';
export { counterexampleFor, inlineCaseText, replayCommand, type RunContext } from './counterexample.js';
export { VERIFY_DEFAULTS, type OutsideProgram, type VerifyOptions } from './options.js';

/** Builds, on this thread, the oracle tables the threads will need (they share them). */
function buildOracleTables(format: ReturnType<typeof judgeFormat>, cases: readonly unknown[]): void {
  const built = new Set<string>();
  for (const c of cases) {
    for (const sub of format.puzzle.subproblems(c)) {
      if (!built.has(sub.space.key) && sub.space.rankCount <= TABLE_LIMIT) goalDistances(sub.space);
      built.add(sub.space.key);
    }
  }
}

/** A sample of a stream's cases, enough to meet each table it uses (Eight: every goal blank). */
function streamSample(stream: CaseStream, slice: StreamSlice): unknown[] {
  // An exhaustive stream whose runs of `perSpace` cases share a space: one case of each run.
  const perSpace = stream.kind === 'exhaustive' ? (puzzleDefinition(stream.domain).exhaustive?.perSpace ?? 0) : 0;
  const n = Math.min(slice.count, perSpace > 0 ? exhaustiveCount(stream.domain) / perSpace : 200);
  const step = perSpace > 0 ? perSpace : 1;
  return Array.from({ length: n }, (_, k) => streamCase(stream, k * step));
}

interface FirstFailure {
  readonly vcase: VerifyCase;
  readonly result: RunResult;
  readonly runCases: readonly unknown[];
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const { domain } = options;
  const format = judgeFormat(domain);
  const oracle = oracleOf<unknown>(format);
  const exhaustive = options.exhaustive === true;
  if (exhaustive && ((options.inline?.length ?? 0) > 0 || (options.corpora?.length ?? 0) > 0)) {
    throw new InputError('--exhaustive runs every case of the puzzle: it takes no --case or --corpus');
  }
  const fullList = exhaustive
    ? []
    : buildCaseList({ domain, seed: options.seed, randomCases: 0, corpora: options.corpora, inline: options.inline, regressionsDir: options.regressionsDir });
  const list = shardOf(fullList, options.shard);
  const stream: CaseStream = exhaustive
    ? { kind: 'exhaustive', domain }
    : { kind: 'random', domain, seed: options.seed, ...(options.streamLead ? { lead: options.streamLead } : {}) };
  const streamTotal = exhaustive ? exhaustiveCount(domain) : options.randomCases;
  const slice = streamTotal > 0 ? shardSlice(stream, streamTotal, options.shard) : null;
  const streamCaseIndex = (index: number): number => fullList.length + index;

  const pool = new SolverPool(options.workers);
  let selected: Contender[];
  try {
    selected = contenders({ ...options, streamBatch: exhaustive ? exhaustiveBatch(domain) : undefined, programRuns: options.workers }, pool, oracle);
    if (selected.length === 0) throw new InputError('nothing to verify: --no-builtins runs only --cmd programs, and none was given');
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  const runSignature = JSON.stringify({
    domain, exhaustive, shard: options.shard, contenders: selected.map((c) => c.selector), timeLimitMs: options.timeLimitMs,
    startupMs: options.startupMs ?? defaultStartupMs(domain), outputMode: options.outputMode ?? 'strict',
  });
  let checkpoint: Checkpoint | null = null;
  try {
    checkpoint = exhaustive && options.checkpointFile ? new Checkpoint(options.checkpointFile, runSignature, runIdentity(selected.flatMap((c) => c.files))) : null;
    if (checkpoint?.continues) options.onResume?.(checkpoint.file);
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  const started = performance.now();
  // Build the oracle's tables once, here; the pool threads share them (shared memory).
  buildOracleTables(format, [...list.map((c) => c.case), ...(slice ? streamSample(stream, slice) : [])]);

  const total = selected.length * (list.length + (slice?.count ?? 0));
  // Streams start once every solver has finished its listed cases: the listed cases are what
  // every solver must finish, so they get the whole machine first.
  let listsLeft = selected.length;
  let releaseStreams = (): void => {};
  const listsDone = new Promise<void>((resolve) => (releaseStreams = resolve));
  const listFinished = (): void => {
    if (--listsLeft === 0) releaseStreams();
  };
  let done = 0;
  let failures = 0;
  // Built-in solvers share the pool's threads; outside programs run beside them.
  const reports = await Promise.all(selected.map(async (contender): Promise<SolverReport> => {
    const stopsAtFirst = contender.expected === 'buggy' || options.failFast === true;
    const listVerdicts: Partial<Record<Verdict, number>> = {};
    let first: FirstFailure | null = null;
    let firstFailureMs: number | null = null;
    const failed = (): void => {
      failures++;
      firstFailureMs ??= Math.round(performance.now() - started);
    };

    // The listed cases (regressions, corpora, inline).
    const listCases = list.map((c) => c.case);
    let results: (RunResult | null)[] = [];
    try {
      results = listCases.length === 0 ? [] : await contender.run(listCases, (i, result) => {
        const { verdict } = judgeResult(oracle, domain, listCases[i], result);
        listVerdicts[verdict] = (listVerdicts[verdict] ?? 0) + 1;
        if (verdict !== 'ok') {
          failed();
          if (first === null || list[i].index < first.vcase.index) first = { vcase: list[i], result, runCases: listCases };
        }
        options.onProgress?.(++done, total, failures);
        // A bug-zoo variant is caught by its first failure: its remaining cases are not run.
        return verdict !== 'ok' && stopsAtFirst;
      });
    } finally {
      listFinished();
    }
    await listsDone;
    const listSkipped = results.filter((r) => r === null).length;
    let streamSkipped = 0;

    // The stream (random or exhaustive cases), made and judged in the threads.
    const tally = new StreamTally(checkpoint?.resumed(contender.name));
    let planned = 0;
    if (slice && !(first && stopsAtFirst)) {
      planned = slice.count;
      const summary = await contender.runStream(slice, {
        from: tally.from,
        deadline: options.streamUntil === undefined ? undefined : performance.now() + (options.streamUntil - Date.now()),
        onFailure: (failure: StreamFailure) => {
          tally.failure(failure, judgeResult(oracle, domain, failure.case, failure.result).verdict);
          failed();
          return stopsAtFirst;
        },
        onSegment: (segment) => {
          tally.segment(segment);
          done += segment.to - segment.from;
          options.onProgress?.(done, total, failures);
          checkpoint?.update(contender.name, tally.progress());
        },
      });
      streamSkipped = summary.skipped;
      checkpoint?.update(contender.name, tally.progress(), true);
      const streamFirst = tally.firstFailure;
      if (streamFirst && first === null) {
        first = { vcase: { index: streamCaseIndex(streamFirst.index), case: streamFirst.case, origin: stream.kind }, result: streamFirst.result, runCases: streamFirst.runCases };
      }
    }

    const verdicts = { ...listVerdicts };
    for (const [v, n] of Object.entries(tally.verdicts()) as [Verdict, number][]) verdicts[v] = (verdicts[v] ?? 0) + n;
    const judged = Object.values(verdicts).reduce((a, b) => a + b, 0);
    // Exhaustive: passed only if every case of the slice was judged (a stop or skip is not a pass).
    const covered = !exhaustive || judged === list.length + planned;
    const failure: FirstFailure | null = first;
    // Cases left because the run was stopped are unfinished, not failed (verdicts found still count):
    // the listed ones, and an exhaustive stream's rest; an open-ended random stream has no rest.
    const stopped = options.signal?.aborted === true;
    const streamLeft = exhaustive ? planned - (judged - (list.length - listSkipped)) : 0;
    const unfinished = stopped ? listSkipped + streamLeft : 0;
    const skipped = stopped ? 0 : listSkipped + streamSkipped;
    const passed = failure === null && skipped === 0 && (covered || unfinished > 0);
    const counterexample = failure
      ? await counterexampleFor(options, format, oracle, contender, failure.vcase, failure.result, failure.runCases)
      : null;
    return {
      name: contender.name,
      expected: contender.expected,
      passed,
      cases: judged,
      verdicts: sortedVerdicts(verdicts),
      skipped,
      ...(unfinished > 0 ? { unfinished } : {}),
      firstFailureMs,
      counterexample,
    };
  }));

  await pool.destroy();
  // Random cases until a time: how many is each solver's own count.
  const openEnded = slice !== null && !exhaustive && (options.streamUntil !== undefined || !Number.isFinite(slice.count));
  // Only an interrupted run is continued: one that ended (passed, failed or stopped at a failure)
  // has its report, and a later run must judge the program as it is then.
  if (checkpoint && !options.signal?.aborted) checkpoint.remove();
  const notApplicable =
    options.solvers.length === 0 && options.builtins !== false
      ? listSolvers(domain).flatMap((s) => {
          const reason = solverSkipReason(s, domain, format.stateCount);
          return reason ? [{ solver: s.name, reason }] : [];
        })
      : [];
  return {
    domain,
    seed: options.seed,
    cases: list.length + (slice && !openEnded ? slice.count : Math.max(0, ...reports.map((r) => (r.cases ?? 0) - list.length))),
    coverage: coverage(domain, exhaustive ? 'exhaustive' : 'sample', list.length, slice === null ? 0 : openEnded ? null : slice.count, options.shard),
    // A buggy variant stopped before its cases ran is unfinished, not missed.
    ok: reports.every((r) => (r.expected === 'correct' ? r.passed : !r.passed || (r.unfinished ?? 0) > 0)),
    ...(options.signal?.aborted ? { stopped: true } : {}),
    shard: options.shard,
    ...(notApplicable.length > 0 ? { notApplicable } : {}),
    solvers: reports,
  };
}
