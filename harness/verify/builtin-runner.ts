/**
 * Runs built-in solvers on a pool of worker threads (piscina), under a per-case time limit. A
 * run's cases go out in segments (consecutive positions), a few at a time, so one solver's cases
 * spread over every thread; each task publishes which case it is on (solver-task.ts), and a
 * watchdog aborts a task whose case runs over (its limit comes from time-limits.ts), and piscina
 * replaces the thread, so the harness never hangs. A time-out is a fact only when it happens
 * twice: the first one sends the case out again with the task's other unanswered cases; the
 * second is reported as `time-limit`. After MAX_TIMEOUTS confirmed time-outs in one run, its
 * remaining cases are skipped, so a never-finishing solver does not cost a time limit per case.
 *
 * A run is either a list of cases (`run`: every result comes back) or a slice of a case stream
 * (`runStream`: the threads make and judge the cases and send back only those that are not `ok`;
 * it may end at a deadline, and reports each finished segment, for tallies and checkpoints).
 */
import { Piscina } from 'piscina';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { findSolver } from '../../solvers/registry.js';
import { FairQueue } from './fair-queue.js';
import { adoptShelvedTables, shelvedTables, type ShelvedTables } from '../../util/shared-tables.js';
import { compiledHarnessModule } from '../../util/package-paths.js';
import type { CaseVerdict, RunResult } from './types.js';
import { sliceIndex, streamCase, type StreamSlice } from './streams.js';
import {
  PHASE_PREPARE,
  PHASE_SOLVE,
  PROGRESS,
  type CaseOutcome,
  type SolverTask,
  type TaskCases,
  type TaskResult,
} from './worker-protocol.js';

export const MAX_TIMEOUTS = 3;
/**
 * The fair queue's lane of every known-buggy variant: together they take half one solver's share
 * while correct solvers have work (ZOO_WEIGHT: beside Eight II's five, a eleventh of the threads,
 * so a correct solver keeps 10/11 of its cases; beside the 15-puzzle's one, a third).
 */
export const ZOO_LANE = 'bug zoo';
export const ZOO_WEIGHT = 0.5;
/** One-off setup (table building) gets its own, generous limit. */
const PREPARE_LIMIT_MS = 120_000;
const MAX_SEGMENT = 256;
/** A segment grows or shrinks to take about this long, so a deadline is kept to within it. */
const SEGMENT_MS = 250;
const MAX_STREAM_SEGMENT = 32_768;
/** The least segment of a stream's tail (tailShare): a smaller one costs more in messages than it evens out. */
const MIN_TAIL_SEGMENT = 64;
const WATCHDOG_MS = 20;

/** The threads every built-in solver of a run shares. */
export class SolverPool {
  readonly pool: Piscina;
  /** Shares the threads fairly in time between the solvers' lanes (fair-queue.ts). */
  readonly queue: FairQueue;
  /** The first fault of the puzzle itself a thread met (verify then ends with it, naming the puzzle). */
  puzzleFault: string | null = null;
  /**
   * Set once a thread imported a user's module: from then on the oracle's tables are never taken back from a thread.
   */
  ranUserCode = false;

  constructor(readonly threads: number) {
    this.pool = new Piscina({
      filename: compiledHarnessModule('verify/solver-task-entry.cjs').href,
      minThreads: Math.max(1, threads),
      maxThreads: Math.max(1, threads),
      idleTimeout: 30_000,
    });
    this.queue = new FairQueue(Math.max(1, threads));
    // A task aborted while its thread was already posting the answer (a stop, a solver's first
    // failure, the watchdog) still delivers it; piscina then emits an 'error' for a message of a task
    // it no longer holds, which unhandled would end the whole run. That answer is not wanted.
    this.pool.on('error', (error: Error) => {
      if (error.message.startsWith('Unexpected message from Worker')) return;
      throw error;
    });
  }

  destroy(): Promise<void> {
    return this.pool.destroy();
  }

  /** Keeps the tables a thread built, so later tasks (and threads started later) get them. */
  keepTables(built: ShelvedTables): void {
    adoptShelvedTables(built, this.ranUserCode ? ['solver'] : ['solver', 'oracle']);
  }
}

/** Consecutive positions of a run, answered by one or more tasks (more after a time-out or a crash). */
interface Segment {
  readonly from: number;
  readonly to: number;
  answered: number;
  ok: number;
}

interface Task {
  readonly segment: Segment;
  readonly positions: number[];
  readonly board: SharedArrayBuffer;
  readonly abort: AbortController;
  /** Positions the watchdog answered (a confirmed time-out) while this task ran. */
  readonly answeredHere: Set<number>;
  /**
   * The time limit of the case the task is on, once the watchdog
   * needed it (making a stream case and its distance costs).
   */
  limit?: { readonly position: number; readonly ms: number };
}

/** A finished segment of a stream run: positions [from, to), of which `ok` were judged ok. */
export interface SegmentDone {
  readonly from: number;
  readonly to: number;
  readonly ok: number;
}

interface Job {
  /** Its tasks' weight in the pool's fair queue (fair-queue.ts; default 1). */
  readonly weight?: number;
  /**
   * A stop (onOutcome true) drops every case not yet answered, earlier
   * ones too (a bug-zoo variant needs one failure, not the earliest).
   */
  readonly stopAll?: boolean;
  /**
   * A list's tasks start at one case and grow to SEGMENT_MS (else a list is cut in threads x 4 equal
   * tasks, which keeps which failures are seen, and so a stopped run's report, the same from run to run).
   */
  readonly paced?: boolean;
  /** Positions 0 .. count-1 (Infinity: until the deadline). */
  readonly count: number;
  /** No segment starts after this (performance.now()). */
  readonly deadline: number;
  /** Aborted: stop now; cases in flight are dropped (left unanswered). */
  readonly signal?: AbortSignal;
  readonly stream: boolean;
  caseAt(position: number): unknown;
  payload(positions: readonly number[]): TaskCases;
  /** A case's result (a stream run: only those not ok); true: stop (later segments are not run). */
  onOutcome(position: number, result: RunResult): boolean | void;
  onSegment?(segment: SegmentDone): boolean | void;
}

/** How a list run shares the pool (see Job). */
export interface ListRun {
  readonly weight?: number;
  readonly stopAll?: boolean;
  readonly paced?: boolean;
}

export interface StreamRunSummary {
  /** Positions answered (ok or not), from the start of the slice. */
  readonly answered: number;
  /** Positions handed out but left unanswered (repeated time-outs, or a stop). */
  readonly skipped: number;
}

export class BuiltinRunner {
  constructor(
    private readonly pool: SolverPool,
    private readonly puzzle: AnyPuzzleDefinition,
    private readonly solver: string,
    /** The time limit of one case, in ms (never less than `minLimitMs`). */
    private readonly limitOf: (c: unknown) => number,
    /**
     * Where answers are judged: 'threads' (verify, built-in solvers: judging scales with the
     * threads), a function run here in the main thread (verify with a user's solver module, whose
     * code shares the threads' memory and so must not share the oracle's).
     */
    private readonly judge: 'threads' | ((c: unknown, moves: string, label: number) => CaseVerdict),
    /** The least time limit of any case: below it the watchdog need not look at the case. */
    private readonly minLimitMs = 0,
    /** Modules the threads import to find the solver (a user's solver). */
    private readonly modules: readonly string[] = [],
  ) {}

  /** Its lane in the pool's fair queue: its own, or the bug zoo's, shared by every known-buggy variant. */
  private get lane(): string {
    return findSolver(this.solver)?.expected === 'buggy' ? ZOO_LANE : `solver ${this.solver}`;
  }

  /**
   * Runs `cases`; `onResult` may return true to stop early: segments after that case are dropped,
   * earlier ones still finish (so the caller can keep the earliest failure).
   */
  async run(
    cases: readonly unknown[],
    onResult?: (index: number, result: RunResult) => boolean | void,
    signal?: AbortSignal,
    { weight = 1, stopAll = false, paced = false }: ListRun = {},
  ): Promise<(RunResult | null)[]> {
    const results: (RunResult | null)[] = new Array(cases.length).fill(null);
    await this.drive({
      weight,
      stopAll,
      paced,
      count: cases.length,
      deadline: Infinity,
      signal,
      stream: false,
      caseAt: (position) => cases[position],
      payload: (positions) => ({ kind: 'list', cases: positions.map((p) => cases[p]) }),
      onOutcome: (position, result) => {
        results[position] = result;
        return onResult?.(position, result);
      },
    });
    return results;
  }

  /**
   * Runs a slice of a case stream (positions 0 .. slice.count-1, from `from`), made and judged in
   * the threads: `onFailure` gets each case that is not ok (with its stream index), `onSegment`
   * each finished segment. Stops handing out cases at `deadline`, or when a callback returns true.
   */
  runStream(
    slice: StreamSlice,
    hooks: {
      readonly from?: number;
      readonly deadline?: number;
      readonly signal?: AbortSignal;
      onFailure(position: number, index: number, result: RunResult): boolean | void;
      onSegment?(segment: SegmentDone): boolean | void;
    },
  ): Promise<StreamRunSummary> {
    const from = hooks.from ?? 0;
    const at = (position: number): number => sliceIndex(slice, from + position);
    const shift = (segment: SegmentDone): SegmentDone => ({
      ...segment,
      from: segment.from + from,
      to: segment.to + from,
    });
    return this.drive({
      count: slice.count - from,
      deadline: hooks.deadline ?? Infinity,
      signal: hooks.signal,
      stream: true,
      caseAt: (position) => streamCase(this.puzzle, slice.stream, at(position)),
      payload: (positions) => ({ kind: 'stream', stream: slice.stream, indices: positions.map(at) }),
      onOutcome: (position, result) => hooks.onFailure(from + position, at(position), result),
      onSegment: hooks.onSegment ? (segment) => hooks.onSegment!(shift(segment)) : undefined,
    });
  }

  private drive(job: Job): Promise<StreamRunSummary> {
    if (this.modules.length > 0) this.pool.ranUserCode = true;
    return new Drive(this.pool, job, {
      message: (positions, board) => ({
        puzzle: this.puzzle.name,
        solver: this.solver,
        lane: this.lane,
        cases: job.payload(positions),
        judge: this.judge === 'threads',
        progress: board,
        // Only threads that judge get the oracle's tables: a user's solver module must not reach them.
        tables: shelvedTables(this.judge === 'threads' ? ['solver', 'oracle'] : ['solver']),
        ...(this.modules.length > 0 ? { modules: this.modules } : {}),
      }),
      toResult: (outcome, position) => this.toResult(outcome, () => job.caseAt(position)),
      limitOf: this.limitOf,
      minLimitMs: this.minLimitMs,
    }).run();
  }

  private toResult(outcome: CaseOutcome, caseOf: () => unknown): RunResult {
    if ('error' in outcome) {
      if (outcome.puzzleFault) this.pool.puzzleFault ??= outcome.error;
      return { kind: 'crash', detail: outcome.error };
    }
    const judged =
      typeof this.judge === 'function' ? this.judge(caseOf(), outcome.moves, outcome.label) : outcome.judged;
    return {
      kind: 'answer',
      moves: outcome.moves,
      label: outcome.label,
      printed: this.puzzle.formatOutput([outcome]),
      judged,
    };
  }
}

/** What a Drive needs from its runner: the task message, how an outcome becomes a result, the limits. */
interface DriveParts {
  message(positions: readonly number[], board: SharedArrayBuffer): SolverTask;
  toResult(outcome: CaseOutcome, position: number): RunResult;
  limitOf(c: unknown): number;
  readonly minLimitMs: number;
}

/**
 * One run of a job on the pool: hands out segments while fewer than two per thread are in flight,
 * takes their results back, and watches the cases in flight for their time limits.
 */
class Drive {
  private readonly maxInFlight: number;
  private segmentSize: number;
  private readonly inFlight = new Set<Task>();
  /** First position not yet handed out. */
  private next = 0;
  /** Positions after this are not wanted any more. */
  private stopAt = Infinity;
  private timeouts = 0;
  private answered = 0;
  /** Thread time and cases of the finished tasks: the job's pace so far. */
  private paceMs = 0;
  private paceCases = 0;
  private readonly timedOutOnce = new Set<number>();
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private resolve: (summary: StreamRunSummary) => void = () => {};
  private readonly stopNow = (): void => {
    for (const task of this.inFlight) task.abort.abort('stopped');
  };

  constructor(
    private readonly pool: SolverPool,
    private readonly job: Job,
    private readonly parts: DriveParts,
  ) {
    const threads = pool.threads;
    this.maxInFlight = threads * 2;
    // A paced list starts one case a task: a slow solver's task then holds a thread for one case,
    // not for a tenth of the list, while a fast solver's grow from their pace (taskDone).
    this.segmentSize = job.stream ? 8 : job.paced ? 1 : this.listSegment();
  }

  /** A list's tasks when not paced: threads x 4 of them, so each thread gets several. */
  private listSegment(): number {
    return Math.max(1, Math.min(MAX_SEGMENT, Math.ceil(this.job.count / (this.pool.threads * 4))));
  }

  run(): Promise<StreamRunSummary> {
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.job.signal?.addEventListener('abort', this.stopNow, { once: true });
      this.watchdog = setInterval(() => this.watch(), WATCHDOG_MS);
      this.settleIfDone();
    });
  }

  private record(segment: Segment, position: number, result: RunResult): void {
    segment.answered++;
    this.answered++;
    if (this.job.onOutcome(position, result) !== true || position >= this.stopAt) return;
    this.stopAt = this.job.stopAll ? -1 : position;
    for (const other of this.inFlight) if (other.positions[0] > this.stopAt) other.abort.abort('stopped');
  }

  private finishIfDone(segment: Segment): void {
    if (segment.answered < segment.to - segment.from) return;
    if (this.job.onSegment?.({ from: segment.from, to: segment.to, ok: segment.ok }) === true)
      this.stopAt = Math.min(this.stopAt, segment.to - 1);
  }

  private wanted(position: number): boolean {
    return position <= this.stopAt && this.timeouts < MAX_TIMEOUTS && this.job.signal?.aborted !== true;
  }

  private settleIfDone(): void {
    this.topUp();
    if (this.inFlight.size > 0) return;
    clearInterval(this.watchdog);
    this.job.signal?.removeEventListener('abort', this.stopNow);
    this.resolve({ answered: this.answered, skipped: this.next - this.answered });
  }

  /** Hands out new segments while fewer than maxInFlight tasks run. */
  private topUp(): void {
    const { job } = this;
    while (
      this.inFlight.size < this.maxInFlight &&
      this.next < job.count &&
      this.wanted(this.next) &&
      performance.now() < job.deadline
    ) {
      const size = Math.min(this.segmentSize, this.tailShare(), job.count - this.next);
      const segment: Segment = { from: this.next, to: this.next + size, answered: 0, ok: 0 };
      this.next += size;
      this.submit(
        segment,
        Array.from({ length: size }, (_, k) => segment.from + k),
      );
    }
  }

  /**
   * A stream of a known length ends in shrinking segments, each at most a share of what is left
   * (threads x 2 shares, one per task in flight), so the threads finish together instead of one
   * running a last full segment (up to SEGMENT_MS) while the others wait.
   */
  private tailShare(): number {
    if (!this.job.stream || !Number.isFinite(this.job.count)) return Infinity;
    return Math.max(MIN_TAIL_SEGMENT, Math.ceil((this.job.count - this.next) / this.maxInFlight));
  }

  private submit(segment: Segment, positions: number[]): void {
    if (positions.length === 0 || !this.wanted(positions[0])) return;
    const board = new SharedArrayBuffer(PROGRESS.bytes);
    const message = this.parts.message(positions, board);
    const task: Task = { segment, positions, board, abort: new AbortController(), answeredHere: new Set() };
    new Float64Array(task.board, PROGRESS.sinceOffset, 1)[0] = Date.now();
    this.inFlight.add(task);
    const { signal } = task.abort;
    const weight = (this.job.weight ?? 1) * (message.lane === ZOO_LANE ? ZOO_WEIGHT : 1);
    this.pool.queue
      .run(message.lane, weight, () => this.pool.pool.run(message, { signal }) as Promise<TaskResult>, signal)
      .then(
        (result: TaskResult) => this.taskDone(task, result),
        (error: unknown) => this.taskFailed(task, error),
      );
  }

  private taskDone(task: Task, { outcomes, okOmitted, ms, built }: TaskResult): void {
    const { segment, positions } = task;
    this.inFlight.delete(task);
    this.pool.keepTables(built);
    if (this.job.stream || this.job.paced) {
      // Aim the next segments at SEGMENT_MS of thread time, from the slower of this task's pace and
      // the job's so far, growing at most twofold a task: short tasks keep the threads shared fairly
      // in time between solvers (fair-queue.ts), and a deadline kept. A few cheap cases alone would
      // grow a segment past the rare costly ones among the next (the 15-puzzle's uniform pairs, one
      // in thirty, take the oracle's search up to seconds): a first task of 8 walks in 2 ms once
      // made the next one 1,010 cases, which held a thread 45 s, 38 s past the deadline.
      this.paceMs += ms;
      this.paceCases += positions.length;
      const perCase = Math.max(ms / positions.length, this.paceMs / this.paceCases);
      const most = this.job.stream
        ? MAX_STREAM_SEGMENT
        : Math.max(1, Math.min(MAX_SEGMENT, Math.ceil(this.job.count / this.pool.threads)));
      const aimed = Math.round(SEGMENT_MS / Math.max(perCase, 1e-3));
      this.segmentSize = Math.max(1, Math.min(most, positions.length * 2, aimed));
    }
    segment.ok += okOmitted;
    segment.answered += okOmitted;
    this.answered += okOmitted;
    for (const outcome of outcomes) {
      const result = this.parts.toResult(outcome, positions[outcome.position]);
      if (result.kind === 'answer' && result.judged?.verdict === 'ok') {
        segment.ok++;
        if (this.job.stream) {
          // Judged here (the thread did not): a stream reports only what is not ok.
          segment.answered++;
          this.answered++;
          continue;
        }
      }
      this.record(segment, positions[outcome.position], result);
    }
    for (const other of this.inFlight) if (other.positions[0] > this.stopAt) other.abort.abort('stopped');
    this.finishIfDone(segment);
    this.settleIfDone();
  }

  private taskFailed(task: Task, error: unknown): void {
    const { segment, positions } = task;
    this.inFlight.delete(task);
    const unanswered = (): number[] => positions.filter((p) => !task.answeredHere.has(p));
    if (!task.abort.signal.aborted) {
      // The thread died (not a time-out): blame the case it was on, retry the rest.
      const at = positions[Atomics.load(new Int32Array(task.board, 0, 2), PROGRESS.position)];
      task.answeredHere.add(at);
      this.record(segment, at, { kind: 'crash', detail: error instanceof Error ? error.message : String(error) });
      this.submit(segment, unanswered());
    } else if (task.abort.signal.reason === 'time-limit') {
      this.submit(segment, unanswered());
    }
    this.finishIfDone(segment);
    this.settleIfDone();
  }

  /** The watchdog: a case over its limit is stopped; the second time, it is a time-out. */
  private watch(): void {
    const now = Date.now();
    for (const task of this.inFlight) {
      if (task.abort.signal.aborted) continue;
      const ints = new Int32Array(task.board, 0, 2);
      const phase = Atomics.load(ints, PROGRESS.phase);
      const elapsed = now - new Float64Array(task.board, PROGRESS.sinceOffset, 1)[0];
      if (phase !== PHASE_SOLVE && phase !== PHASE_PREPARE) continue;
      if (elapsed <= this.parts.minLimitMs) continue; // no case has a smaller limit: no need to make the case here
      const position = task.positions[Atomics.load(ints, PROGRESS.position)];
      if (phase === PHASE_SOLVE && task.limit?.position !== position)
        task.limit = { position, ms: this.parts.limitOf(this.job.caseAt(position)) };
      const caseLimit = task.limit?.ms ?? 0;
      const limit = phase === PHASE_SOLVE ? caseLimit : PREPARE_LIMIT_MS;
      if (elapsed <= limit) continue;
      if (!this.timedOutOnce.has(position)) {
        this.timedOutOnce.add(position); // a second try decides: one slow moment on a busy machine is not a verdict
      } else {
        task.answeredHere.add(position);
        this.record(task.segment, position, {
          kind: 'time-limit',
          detail:
            phase === PHASE_SOLVE
              ? `no answer within ${caseLimit} ms (twice)`
              : `setup took over ${PREPARE_LIMIT_MS} ms (twice)`,
        });
        this.timeouts++;
        if (this.timeouts >= MAX_TIMEOUTS) for (const other of this.inFlight) other.abort.abort('skipped');
      }
      task.abort.abort('time-limit');
    }
  }
}
