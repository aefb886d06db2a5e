/**
 * `lexpath verify` as a library call: runs every selected solver (built-in, in workers, and outside
 * programs) on one case list and one case stream (random cases, or every case with `exhaustive`),
 * judges each answer against the exact oracle, and shrinks each solver's first failure into a
 * replayable counterexample.
 *
 * The puzzle is resolved once, here; every phase below is handed the definition and its oracle.
 */
import { solversFor } from '../../solvers/registry.js';
import { oracleOf, resolvePuzzle, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import { InputError, PuzzleFault } from '../../util/errors.js';
import type { Oracle } from '../../oracle/oracle.js';
import { Scheduler } from './running/scheduler.js';
import { buildRunTables } from './running/run-tables.js';
import { certifyRecorded } from '../corpus.js';
import { runIdentity } from './running/identity.js';
import { TellingFailures, type SeenFailure } from './judging/telling.js';
import { runBound, type RunBound } from './running/run-bound.js';
import { buildCaseList, judgedDigest, shardOf, type VerifyCase } from './cases.js';
import { contenders, judgeResult, type Contender, type CutRun, type StreamFailure } from './running/contenders.js';
import { counterexampleFor } from './counterexamples/counterexample.js';
import { coverage } from './reporting/coverage.js';
import { asExpected, outcomeOf } from './reporting/outcome.js';
import { finishAdvice, longestRun } from './reporting/finish-advice.js';
import {
  exhaustiveBatch,
  recordedOptions,
  type ResolvedVerifyOptions,
  VERIFY_DEFAULTS,
  type VerifyOptions,
} from './options.js';
import { identityOptions, VERIFY_TABLE } from './run-options.js';
import { sortedVerdicts } from './reporting/merge.js';
import { Checkpoint, StreamTally } from './running/stream-tally.js';
import { exhaustiveCount, shardSlice, type CaseStream, type StreamSlice } from './running/streams.js';
import type {
  BeyondContract,
  Counterexample,
  OtherFailure,
  RunResult,
  SolverReport,
  TimeBound,
  Verdict,
  VerifyReport,
} from './types.js';
import { judgeBeyondContract, randomBeyondContract, splitByContract, withinContract } from './beyond-contract.js';

export { judgeResult, type Contender } from './running/contenders.js';
export { counterexampleFor } from './counterexamples/counterexample.js';
export { VERIFY_DEFAULTS, type OutsideProgram } from './options.js';

/** One verify run: what every solver runs, and the progress they share. */
interface Run {
  readonly puzzle: AnyPuzzleDefinition;
  readonly oracle: Oracle<unknown>;
  readonly options: ResolvedVerifyOptions;
  readonly exhaustive: boolean;
  /** The listed cases of the whole run, and this shard's part of them. */
  readonly fullList: readonly VerifyCase[];
  readonly list: readonly VerifyCase[];
  /** This shard's listed cases within the judge's contract and beyond it (what outside programs run, and leave out). */
  readonly withinList: readonly VerifyCase[];
  readonly beyondList: readonly VerifyCase[];
  readonly stream: CaseStream;
  readonly slice: StreamSlice | null;
  checkpoint: Checkpoint | null;
  /** The run's time bound (run-bound.ts); `options.signal` is its signal for cases. */
  readonly bound: RunBound;
  /** The solver that explains a failure: the same one, under the whole bound. */
  explainer: (c: Contender) => Contender;
  started: number;
  total: number;
  done: number;
  failures: number;
  /** Resolves when every solver has finished its listed cases (streams wait for it). */
  listsDone: Promise<void>;
  listFinished: () => void;
}

/** The cases of a run: the listed ones (this shard's part) and the stream slice after them. */
function planRun(puzzle: AnyPuzzleDefinition, options: ResolvedVerifyOptions, bound: RunBound): Run {
  const exhaustive = options.exhaustive === true;
  if (exhaustive && (options.inline.length > 0 || (options.corpora?.length ?? 0) > 0)) {
    throw new InputError('--exhaustive runs every case of the puzzle: it takes no --case or --corpus');
  }
  const fullList = exhaustive
    ? []
    : // Certified once the tables are built, on the pool's threads (verify, below).
      buildCaseList({
        puzzle,
        seed: options.seed,
        randomCases: 0,
        corpora: options.corpora ?? undefined,
        inline: options.inline,
        regressionsDir: options.regressions ?? undefined,
        certify: false,
      });
  const stream: CaseStream = exhaustive
    ? { kind: 'exhaustive', puzzle: puzzle.name }
    : {
        kind: 'random',
        puzzle: puzzle.name,
        seed: options.seed,
        ...(options.streamLead ? { lead: options.streamLead } : {}),
      };
  const streamTotal = exhaustive ? exhaustiveCount(puzzle) : options.randomCases;
  checkSomethingToJudge(
    puzzle,
    options,
    fullList.length + streamTotal,
    shardOf(fullList, options.shard).length +
      (streamTotal > 0 ? shardSlice(stream, streamTotal, options.shard).count : 0),
  );
  checkProgramsJudgeSomething(puzzle, options, fullList, streamTotal);
  const list = shardOf(fullList, options.shard);
  const { within, beyond } = splitByContract(puzzle, list);
  return {
    puzzle,
    oracle: oracleOf<unknown>(puzzle),
    options,
    exhaustive,
    fullList,
    list,
    withinList: within,
    beyondList: beyond,
    stream,
    slice: streamTotal > 0 ? shardSlice(stream, streamTotal, options.shard) : null,
    checkpoint: null,
    bound,
    explainer: (c) => c,
    started: 0,
    total: 0,
    done: 0,
    failures: 0,
    listsDone: Promise.resolve(),
    listFinished: () => {},
  };
}

/** A run that would judge no case proves nothing: refused up front, never reported as a pass. */
function checkSomethingToJudge(
  puzzle: AnyPuzzleDefinition,
  options: ResolvedVerifyOptions,
  total: number,
  inShard: number,
): void {
  if (total === 0) {
    throw new InputError(
      `nothing to judge: ${puzzle.name} has no listed cases in this run, and --cases ` +
        `${options.randomCases} asks for no random ones; give --cases N, --case or --corpus`,
    );
  }
  if (inShard === 0 && options.shard) {
    throw new InputError(
      `shard ${options.shard.index}/${options.shard.count} holds no case: ` +
        `the run's ${total} cases are too few for ${options.shard.count} shards`,
    );
  }
}

/**
 * Outside programs run only the cases within the judge's contract: a run whose every case is
 * beyond it would judge them nothing, and prove nothing of them.
 */
function checkProgramsJudgeSomething(
  puzzle: AnyPuzzleDefinition,
  options: ResolvedVerifyOptions,
  fullList: readonly VerifyCase[],
  streamTotal: number,
): void {
  const contract = puzzle.contract;
  if (!contract || options.programs.length === 0 || streamTotal > 0) return;
  if (fullList.some((c) => contract.holds(c.case))) return;
  throw new InputError(
    `nothing to judge --cmd programs on: every case is beyond ${puzzle.name}'s judge contract ` +
      `(${contract.description}); see a program's answer with lexpath explain --case`,
  );
}

/** The checkpoint of an exhaustive run with a checkpoint file: the same run over the same content, or a fresh one. */
function openCheckpoint(run: Run, selected: readonly Contender[]): Checkpoint | null {
  const { options, puzzle } = run;
  if (!run.exhaustive || !options.checkpointFile) return null;
  const signature = JSON.stringify({
    puzzle: puzzle.name,
    shard: options.shard,
    contenders: selected.map((c) => c.selector),
    ...identityOptions(VERIFY_TABLE, options),
  });
  const identity = runIdentity(
    selected.flatMap((c) => c.files),
    options.checkpointFile,
  );
  const checkpoint = new Checkpoint(options.checkpointFile, signature, identity);
  if (checkpoint.continues) options.onResume?.(checkpoint.file);
  return checkpoint;
}

/**
 * A run of fixed size starts its streams once every solver has finished its listed cases: the
 * listed cases are what every solver must finish, so they get the whole machine first. A run until
 * a time (a night) does not wait: each solver starts its random cases when its own listed cases
 * are done (the pool's threads are still shared fairly in time between the solvers).
 */
function startBarrier(run: Run, solvers: number): void {
  let left = solvers;
  let release = (): void => {};
  run.listsDone = new Promise<void>((resolve) => (release = resolve));
  run.listFinished = () => {
    if (--left === 0) release();
  };
}

/** What one solver found so far. */
interface SolverState {
  readonly contender: Contender;
  /** The listed cases it runs and its slice of the stream (a program's: within the judge's contract). */
  readonly list: readonly VerifyCase[];
  readonly slice: StreamSlice | null;
  readonly stopsAtFirst: boolean;
  readonly listVerdicts: Partial<Record<Verdict, number>>;
  /** Its failures, the most telling of each kind (the counterexample is the most telling of all). */
  readonly failures: TellingFailures;
  firstFailureMs: number | null;
  listSkipped: number;
  streamSkipped: number;
  planned: number;
  tally: StreamTally;
}

function failed(run: Run, state: SolverState): void {
  run.failures++;
  state.firstFailureMs ??= Math.round(performance.now() - run.started);
}

/** The listed cases (regressions, corpora, inline). */
async function runListed(run: Run, state: SolverState): Promise<void> {
  const { oracle, puzzle, options } = run;
  const { list } = state;
  const listCases = list.map((c) => c.case);
  let results: (RunResult | null)[] = [];
  try {
    results =
      listCases.length === 0
        ? []
        : await state.contender.run(
            listCases,
            (i, result) => {
              const { verdict } = judgeResult(oracle, puzzle, listCases[i], result);
              state.listVerdicts[verdict] = (state.listVerdicts[verdict] ?? 0) + 1;
              if (verdict !== 'ok') {
                failed(run, state);
                state.failures.offer({ vcase: list[i], result, runCases: listCases }, verdict);
              }
              options.onProgress?.(++run.done, run.total, run.failures);
              // A bug-zoo variant is caught by its first failure: its remaining cases are not run.
              return verdict !== 'ok' && state.stopsAtFirst;
            },
            true,
          );
  } finally {
    run.listFinished();
  }
  state.listSkipped = results.filter((r) => r === null).length;
}

/** The stream (random or exhaustive cases), made and judged in the threads. */
async function runStreamed(run: Run, state: SolverState): Promise<void> {
  const { oracle, puzzle, options, checkpoint } = run;
  const { contender, slice } = state;
  if (!slice || (state.failures.first && state.stopsAtFirst)) return;
  state.planned = slice.count;
  const { tally } = state;
  const summary = await contender.runStream(slice, {
    from: tally.from,
    deadline: options.streamUntil === undefined ? undefined : performance.now() + (options.streamUntil - Date.now()),
    onFailure: (failure: StreamFailure) => {
      const { verdict } = judgeResult(oracle, puzzle, failure.case, failure.result);
      tally.failure(failure, verdict);
      state.failures.offer(streamed(run, failure), verdict);
      failed(run, state);
      return state.stopsAtFirst;
    },
    onSegment: (segment) => {
      tally.segment(segment);
      run.done += segment.to - segment.from;
      options.onProgress?.(run.done, run.total, run.failures);
      checkpoint?.update(contender.name, tally.progress());
    },
  });
  state.streamSkipped = summary.skipped;
  checkpoint?.update(contender.name, tally.progress(), true);
  // A resumed run's earlier failure too (offering one twice changes nothing).
  const resumedFirst = tally.firstFailure;
  if (resumedFirst)
    state.failures.offer(
      streamed(run, resumedFirst),
      judgeResult(oracle, puzzle, resumedFirst.case, resumedFirst.result).verdict,
    );
}

/** A stream failure as a case of the whole run's list. */
function streamed(run: Run, failure: StreamFailure): SeenFailure {
  return {
    vcase: { index: run.fullList.length + failure.index, case: failure.case, origin: run.stream.kind },
    result: failure.result,
    runCases: failure.runCases,
  };
}

/**
 * A failure as a shrunk, replayable counterexample, explained by the same solver under the run's
 * whole bound. `left` counts it and the failures still to explain after it: under a time bound each
 * gets an even share of the time left, so the first (most telling) cannot spend what the others need.
 */
function explainFailure(run: Run, contender: Contender, failure: SeenFailure, left: number): Promise<Counterexample> {
  const { until } = run.bound;
  const share = Number.isFinite(until) ? Date.now() + (until - Date.now()) / left : until;
  return counterexampleFor(
    { ...run.options, until: share },
    run.puzzle,
    run.oracle,
    run.explainer(contender),
    failure.vcase,
    failure.result,
    failure.runCases,
  );
}

/**
 * The counterexample (the most telling failure) and the best failure of each other kind, each with
 * its own counterexample: a program that slips in its format and also breaks ties wrongly is shown
 * both mistakes in one run. Past the run's bound its runs stop at once, and a counterexample is the
 * case as it ran.
 */
async function explainFailures(
  run: Run,
  state: SolverState,
): Promise<{ counterexample: Counterexample | null; others: OtherFailure[] }> {
  const first = state.failures.first;
  const seenOthers = state.failures.others();
  const counterexample = first ? await explainFailure(run, state.contender, first, 1 + seenOthers.length) : null;
  const others: OtherFailure[] = [];
  for (const [k, { seen, verdict, optimalLength }] of seenOthers.entries()) {
    const explained = await explainFailure(run, state.contender, seen, seenOthers.length - k);
    others.push({
      verdict,
      caseIndex: seen.vcase.index,
      origin: seen.vcase.origin,
      optimalLength,
      counterexample: explained,
    });
  }
  return { counterexample, others };
}

/** One solver's report: its verdicts, whether it passed, and its counterexample. */
async function solverReport(run: Run, state: SolverState): Promise<SolverReport> {
  const { contender } = state;
  const failure = state.failures.first;
  const verdicts = { ...state.listVerdicts };
  for (const [v, n] of Object.entries(state.tally.verdicts()) as [Verdict, number][])
    verdicts[v] = (verdicts[v] ?? 0) + n;
  const judged = Object.values(verdicts).reduce((a, b) => a + b, 0);
  // Exhaustive: passed only if every case of the slice was judged (a stop or skip is not a pass).
  const covered = !run.exhaustive || judged === state.list.length + state.planned;
  // Cases left because the run was stopped are unfinished, not failed (verdicts found still count):
  // the listed ones, and the rest of a stream of known length; an open-ended stream has no rest.
  const stopped = run.options.signal?.aborted === true;
  const streamLeft =
    Number.isFinite(state.planned) && run.options.streamUntil === undefined
      ? state.planned - (judged - (state.list.length - state.listSkipped))
      : 0;
  const unfinished = stopped ? state.listSkipped + Math.max(0, streamLeft) : 0;
  const skipped = stopped ? 0 : state.listSkipped + state.streamSkipped;
  // A stop (from outside, or the run's own time bound) is not a failure, and not a pass: cases left
  // unfinished make the outcome 'unfinished'.
  const passed =
    failure === null && covered && outcomeOf({ verdicts, skipped, unfinished, cases: judged }) === 'passed';
  const { counterexample, others } = await explainFailures(run, state);
  return {
    name: contender.name,
    expected: contender.expected,
    kind: contender.kind,
    passed,
    cases: judged,
    verdicts: sortedVerdicts(verdicts),
    skipped,
    ...(unfinished > 0 ? { unfinished } : {}),
    firstFailureMs: state.firstFailureMs,
    counterexample,
    ...(others.length > 0 ? { otherFailures: others } : {}),
  };
}

/** The listed cases and the stream slice `contender` runs: an outside program's within the judge's contract. */
function casesFor(run: Run, contender: Contender): Pick<SolverState, 'list' | 'slice'> {
  if (contender.kind !== 'program' || !run.puzzle.contract) return { list: run.list, slice: run.slice };
  return { list: run.withinList, slice: run.slice && withinContract(run.slice) };
}

/**
 * An outside program's cases beyond the judge's contract: the listed ones it left out, and with
 * --beyond-contract those and the random ones beyond it, judged apart. Undefined for a solver, or
 * when there are none.
 */
async function beyondContractOf(run: Run, state: SolverState): Promise<BeyondContract | undefined> {
  const { contender } = state;
  const { program } = contender;
  if (!program || !run.puzzle.contract) return undefined;
  const cases = run.options.beyondContract
    ? [...run.beyondList, ...randomBeyondContract(run.puzzle, run.slice, run.fullList.length)]
    : null;
  if (cases === null ? run.beyondList.length === 0 : cases.length === 0) return undefined;
  const context = { ...run.options, until: run.bound.until };
  const stopped = state.failures.first !== null && state.stopsAtFirst;
  return judgeBeyondContract(
    { puzzle: run.puzzle, oracle: run.oracle, context },
    { ...contender, program },
    run.beyondList.length,
    cases,
    stopped,
  );
}

async function verifyContender(run: Run, contender: Contender): Promise<SolverReport> {
  const state: SolverState = {
    contender,
    ...casesFor(run, contender),
    stopsAtFirst: contender.expected === 'buggy' || run.options.failFast === true,
    listVerdicts: {},
    failures: new TellingFailures((c) => run.oracle.distance(c)),
    firstFailureMs: null,
    listSkipped: 0,
    streamSkipped: 0,
    planned: 0,
    tally: new StreamTally(run.checkpoint?.resumed(contender.name)),
  };
  const clock = performance.now();
  await runListed(run, state);
  const listed = performance.now();
  if (run.options.streamUntil === undefined) await run.listsDone;
  const waited = performance.now();
  await runStreamed(run, state);
  const streamed = performance.now();
  const beyondContract = await beyondContractOf(run, state);
  const beyond = performance.now();
  const report = await solverReport(run, state);
  const ms = (from: number, to: number) => Math.round(to - from);
  const attribution = contender.attributionMs?.();
  const phaseMs = {
    listed: ms(clock, listed),
    waiting: ms(listed, waited),
    random: ms(waited, streamed),
    ...(attribution === undefined ? {} : { attribution: Math.round(attribution) }),
    ...(beyondContract?.run ? { beyondContract: ms(streamed, beyond) } : {}),
    counterexample: ms(beyond, performance.now()),
  };
  const timeBound = timeBoundOf(run, state, report, phaseMs.listed + phaseMs.random);
  return { ...report, ...(beyondContract ? { beyondContract } : {}), phaseMs, ...(timeBound ? { timeBound } : {}) };
}

/**
 * Where an outside program stood when the run's time bound stopped its cases with none failed, and
 * what would let it finish; undefined for a solver, or a program that finished or failed.
 * `caseMs`: how long its cases ran.
 */
function timeBoundOf(run: Run, state: SolverState, report: SolverReport, caseMs: number): TimeBound | undefined {
  const cut = state.contender.cutRuns?.();
  if (!cut || !run.bound.reached() || outcomeOf(report) !== 'unfinished') return undefined;
  const { options, bound } = run;
  const caseIndex = (first: CutRun['first']): number =>
    first.listed ? state.list[first.index].index : run.fullList.length + first.index;
  const longest = longestRun(cut.stopped);
  const judged = report.cases ?? 0;
  const left = report.unfinished ?? 0;
  return {
    maxTimeMs: bound.maxTimeMs,
    stoppedAtMs: bound.casesMs,
    running: longest && { caseIndex: caseIndex(longest.first), cases: longest.cases, ms: Math.round(longest.ms) },
    ok: report.verdicts.ok ?? 0,
    planned: judged + left,
    timedOutRuns: cut.timedOut.length,
    advice: finishAdvice({
      maxTimeMs: bound.maxTimeMs,
      stoppedAtMs: bound.casesMs,
      caseMs,
      judged,
      left,
      running: cut.stopped,
      timedOut: cut.timedOut,
      shrinkBudgetMs: options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs,
      timeLimitMs: options.timeLimitMs,
      startupMs: options.startupMs,
    }),
  };
}

/**
 * The most moves one of the run's listed cases needs, when every one's distance is known without a
 * search (corpus answers, certified before the solvers ran; tables); else undefined.
 */
function deepestListed(run: Run): number | undefined {
  if (run.exhaustive || run.list.length === 0) return undefined;
  const depths = run.list.map((c) => c.recorded?.answer.length ?? run.oracle.knownDistance(c.case));
  return depths.every((d) => d !== undefined) ? Math.max(...depths) : undefined;
}

/** The run's report from the solvers' reports. */
function runReport(run: Run, reports: SolverReport[]): VerifyReport {
  const { puzzle, options, slice, list, exhaustive } = run;
  // Random cases until a time: how many is each solver's own count.
  const openEnded =
    slice !== null && !exhaustive && (options.streamUntil !== undefined || !Number.isFinite(slice.count));
  const notApplicable =
    options.solvers.length === 0 && options.builtins !== false
      ? solversFor(puzzle.name, puzzle.stateCount).skipped.map((s) => ({ solver: s.solver.name, reason: s.reason }))
      : [];
  return {
    puzzle: puzzle.name,
    seed: options.seed,
    cases:
      list.length +
      (slice && !openEnded ? slice.count : Math.max(0, ...reports.map((r) => (r.cases ?? 0) - list.length))),
    coverage: coverage(
      puzzle,
      exhaustive ? 'exhaustive' : 'sample',
      list.length,
      slice === null ? 0 : openEnded ? null : slice.count,
      options.shard,
      deepestListed(run),
    ),
    // A buggy variant stopped before its cases ran is unfinished, not missed.
    ok: reports.every((r) => (r.expected === 'correct' ? r.passed : asExpected(r))),
    ...(options.signal?.aborted ? { stopped: true } : {}),
    ...(run.bound.reached() && reports.some((r) => (r.unfinished ?? 0) > 0) ? { maxTimeReached: true } : {}),
    shard: options.shard ? { ...options.shard, judged: judgedDigest(list, slice) } : null,
    ...(notApplicable.length > 0 ? { notApplicable } : {}),
    solvers: reports,
  };
}

/**
 * The default time bound: VERIFY_DEFAULTS.maxTimeMs for each solver or program per worker thread
 * (one program: 2 minutes; every built-in solver of a puzzle: that many rounds of it); exhaustive
 * runs have none.
 */
function defaultMaxTimeMs(puzzle: AnyPuzzleDefinition, options: ResolvedVerifyOptions): number | undefined {
  if (options.exhaustive) return undefined;
  const builtins =
    options.solvers.length > 0
      ? options.solvers.length
      : options.builtins === false
        ? 0
        : solversFor(puzzle.name, puzzle.stateCount).apply.length;
  return (
    VERIFY_DEFAULTS.maxTimeMs *
    Math.max(1, Math.ceil((builtins + options.programs.length) / Math.max(1, options.workers)))
  );
}

export async function verify(asked: VerifyOptions): Promise<VerifyReport> {
  const puzzle = resolvePuzzle(asked.puzzle);
  const recorded = recordedOptions(asked, puzzle);
  // Threads past the cores add no speed, only memory (each builds its own solver tables) and time
  // limits that fail correct solvers.
  const workers = Math.max(1, Math.min(asked.workers, VERIFY_DEFAULTS.workers));
  const options: ResolvedVerifyOptions = { ...asked, ...recorded, workers };
  const maxTimeMs = options.maxTimeMs === undefined ? defaultMaxTimeMs(puzzle, options) : options.maxTimeMs;
  const bound = runBound(
    maxTimeMs ?? undefined,
    options.shrinkBudgetMs ?? VERIFY_DEFAULTS.shrinkBudgetMs,
    options.signal,
  );
  const run = planRun(puzzle, { ...options, signal: bound.cases }, bound);
  const scheduler = new Scheduler(options.workers);
  let selected: Contender[];
  try {
    const streamBatch = run.exhaustive ? exhaustiveBatch(puzzle) : undefined;
    selected = contenders(puzzle, { ...run.options, streamBatch, programRuns: options.workers }, scheduler, run.oracle);
    if (selected.length === 0)
      throw new InputError('nothing to verify: --no-builtins runs only --cmd programs, and none was given');
    // Counterexamples are explained by the same solvers under the whole bound (cases stop earlier).
    const explainers = contenders(
      puzzle,
      { ...options, signal: bound.all, streamBatch, programRuns: options.workers },
      scheduler,
      run.oracle,
    );
    run.explainer = (c) => explainers.find((e) => e.name === c.name) ?? c;
    run.checkpoint = openCheckpoint(run, selected);
  } catch (error) {
    bound.dispose();
    await scheduler.destroy();
    throw error;
  }
  run.started = performance.now();
  run.total = selected.reduce((sum, c) => sum + casesFor(run, c).list.length + (run.slice?.count ?? 0), 0);
  startBarrier(run, selected.length);
  let reports: SolverReport[];
  try {
    // The oracle's and the solvers' tables, built once; the pool threads share them.
    const solvers = selected.filter((c) => /^--solver(-module)? /.test(c.selector)).map((c) => c.name);
    await buildRunTables(
      scheduler,
      puzzle,
      solvers,
      run.fullList.map((c) => c.case),
      run.slice ?? undefined,
      bound.cases,
    );
    certifyRecorded(
      puzzle,
      run.fullList.flatMap((c) => c.recorded ?? []),
    );
    // Built-in solvers share the pool's threads; outside programs run beside them.
    reports = await Promise.all(selected.map((contender) => verifyContender(run, contender)));
    // Only an interrupted run is continued: one that ended (passed, failed or stopped at a failure)
    // has its report, and a later run must judge the program as it is then.
    if (run.checkpoint && !run.options.signal?.aborted) run.checkpoint.remove();
  } finally {
    run.checkpoint?.release();
    await scheduler.destroy();
    bound.dispose();
  }
  // A puzzle whose rules lie makes every verdict of the run doubtful: the run ends with its fault.
  if (scheduler.puzzleFault !== null) throw new PuzzleFault(scheduler.puzzleFault);
  const report = runReport(run, reports);
  return {
    ...report,
    ...(asked.workers > workers ? { workersCapped: { asked: asked.workers, used: workers } } : {}),
    options: recorded,
  };
}
