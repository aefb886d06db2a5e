/**
 * Runs built-in solvers on the pool's threads (scheduler.ts decides when each task runs), under a
 * per-case time limit. A run's cases go out in segments (consecutive positions), so one solver's
 * cases spread over every thread; each task publishes which case it is on (solver-task.ts), and a
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
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { CaseVerdict, RunResult, StreamFailure } from '../types.js';
import { deal, type Scheduler, type ThreadTask } from './scheduler.js';
import { sliceIndex, streamCase, type StreamSlice } from './streams.js';
import {
  PHASE_PREPARE,
  PHASE_SOLVE,
  PROGRESS,
  type CaseOutcome,
  type TaskCases,
  type TaskResult,
} from './worker-protocol.js';

const MAX_TIMEOUTS = 3;
/** One-off setup (table building) gets its own, generous limit. */
const PREPARE_LIMIT_MS = 120_000;
const MAX_SEGMENT = 256;
/** A segment grows or shrinks to take about this long, so a deadline is kept to within it. */
const SEGMENT_MS = 250;
const MAX_STREAM_SEGMENT = 32_768;
/** The least segment of a stream's tail (tailShare): a smaller one costs more in messages than it evens out. */
const MIN_TAIL_SEGMENT = 64;
const WATCHDOG_MS = 20;

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

/** What a stream run reports to its caller. */
export interface StreamHooks {
  /** Resume from this position of the slice. */
  readonly from?: number;
  /** No case is handed out after this (performance.now()). */
  readonly deadline?: number;
  /** A case that is not ok (True: stop). */
  onFailure(failure: StreamFailure): boolean | void;
  /** Positions [from, to) are all answered; `ok` of them were ok. True: stop. */
  onSegment?(segment: SegmentDone): boolean | void;
}

/** A finished segment of a stream run: positions [from, to), of which `ok` were judged ok. */
export interface SegmentDone {
  readonly from: number;
  readonly to: number;
  readonly ok: number;
}

/** How a list run shares the pool. */
interface ListRun {
  /** Its cases are a run's listed ones (they weigh more in the scheduler). */
  readonly listed?: boolean;
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
}

interface Job extends ListRun {
  /** Positions [from, to) (to may be Infinity: until the deadline). */
  readonly from: number;
  readonly to: number;
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

export interface StreamRunSummary {
  /** Positions answered (ok or not), from the start of the slice. */
  readonly answered: number;
  /** Positions handed out but left unanswered (repeated time-outs, or a stop). */
  readonly skipped: number;
}

export class BuiltinRunner {
  constructor(
    readonly scheduler: Scheduler,
    private readonly puzzle: AnyPuzzleDefinition,
    private readonly solver: string,
    /** The time limit of one case, in ms (never less than `minLimitMs`). */
    readonly limitOf: (c: unknown) => number,
    /**
     * Where answers are judged: 'threads' (verify, built-in solvers: judging scales with the
     * threads), a function run here in the main thread (verify with a user's solver module, whose
     * code shares the threads' memory and so must not share the oracle's).
     */
    private readonly judge: 'threads' | ((c: unknown, moves: string, label: number) => CaseVerdict),
    /** The least time limit of any case: below it the watchdog need not look at the case. */
    readonly minLimitMs = 0,
    /** Modules the threads import to find the solver (a user's solver). */
    private readonly modules: readonly string[] = [],
  ) {}

  /**
   * Runs `cases`; `onResult` may return true to stop early: segments after that case are dropped,
   * earlier ones still finish (so the caller can keep the earliest failure).
   */
  async run(
    cases: readonly unknown[],
    onResult?: (index: number, result: RunResult) => boolean | void,
    signal?: AbortSignal,
    how: ListRun = {},
  ): Promise<(RunResult | null)[]> {
    const results: (RunResult | null)[] = new Array(cases.length).fill(null);
    await new Drive(this, {
      ...how,
      from: 0,
      to: cases.length,
      deadline: Infinity,
      signal,
      stream: false,
      caseAt: (position) => cases[position],
      payload: (positions) => ({ kind: 'list', cases: positions.map((p) => cases[p]) }),
      onOutcome: (position, result) => {
        results[position] = result;
        return onResult?.(position, result);
      },
    }).run();
    return results;
  }

  /**
   * Runs a slice of a case stream (positions `from` .. slice.count-1), made and judged in the
   * threads: `onFailure` gets each case that is not ok, `onSegment` each finished segment. Stops
   * handing out cases at `deadline`, or when a callback returns true.
   */
  runStream(slice: StreamSlice, hooks: StreamHooks & { readonly signal?: AbortSignal }): Promise<StreamRunSummary> {
    const at = (position: number): number => sliceIndex(slice, position);
    const caseAt = (position: number): unknown => streamCase(this.puzzle, slice.stream, at(position));
    return new Drive(this, {
      from: hooks.from ?? 0,
      to: slice.count,
      deadline: hooks.deadline ?? Infinity,
      signal: hooks.signal,
      stream: true,
      caseAt,
      payload: (positions) => ({ kind: 'stream', stream: slice.stream, indices: positions.map(at) }),
      onOutcome: (position, result) => {
        const c = caseAt(position);
        return hooks.onFailure({ position, index: at(position), case: c, result, runCases: [c] });
      },
      onSegment: (segment) => hooks.onSegment?.(segment),
    }).run();
  }

  /** The task that runs `cases` on a thread, its progress on `board`. */
  task(cases: TaskCases, board: SharedArrayBuffer): ThreadTask {
    return {
      puzzle: this.puzzle.name,
      solver: this.solver,
      cases,
      judge: this.judge === 'threads',
      progress: board,
      ...(this.modules.length > 0 ? { modules: this.modules } : {}),
    };
  }

  toResult(outcome: CaseOutcome, caseOf: () => unknown): RunResult {
    if ('error' in outcome) {
      if (outcome.puzzleFault) this.scheduler.puzzleFault ??= outcome.error;
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

/**
 * One run of a job: deals its segments (scheduler.ts), takes their results back, sends out again
 * what a time-out or a crash left unanswered, and watches the cases in flight for their limits.
 */
class Drive {
  /** Segments in flight at most (scheduler.ts: two slots a thread). */
  private readonly slots: number;
  private segmentSize: number;
  private readonly inFlight = new Set<Task>();
  /** Positions after this are not wanted any more. */
  private stopAt = Infinity;
  private timeouts = 0;
  private answered = 0;
  /** Thread time and cases of the finished tasks: the job's pace so far. */
  private paceMs = 0;
  private paceCases = 0;
  private readonly timedOutOnce = new Set<number>();
  private readonly stopNow = (): void => {
    for (const task of this.inFlight) task.abort.abort('stopped');
  };

  constructor(
    private readonly runner: BuiltinRunner,
    private readonly job: Job,
  ) {
    this.slots = runner.scheduler.threads * 2;
    // A paced list starts one case a task: a slow solver's task then holds a thread for one case,
    // not for a tenth of the list, while a fast solver's grow from their pace (taskDone). A list
    // that is not paced goes in threads x 4 tasks, so each thread gets several.
    const listed = Math.max(1, Math.min(MAX_SEGMENT, Math.ceil(job.to / (this.slots * 2))));
    this.segmentSize = job.stream ? 8 : job.paced ? 1 : listed;
  }

  async run(): Promise<StreamRunSummary> {
    const { job } = this;
    job.signal?.addEventListener('abort', this.stopNow, { once: true });
    const watchdog = setInterval(() => this.watch(), WATCHDOG_MS);
    try {
      const dealt = await deal({
        from: job.from,
        to: job.to,
        slots: this.slots,
        deadline: job.deadline,
        size: (next) => Math.min(this.segmentSize, this.tailShare(next)),
        wanted: (next) => this.wanted(next),
        run: (from, to) => this.runSegment({ from, to, answered: 0, ok: 0 }),
      });
      return { answered: this.answered, skipped: dealt - this.answered };
    } finally {
      clearInterval(watchdog);
      job.signal?.removeEventListener('abort', this.stopNow);
    }
  }

  /** Runs a segment's cases: one task, then one for what a time-out or a crash left unanswered. */
  private async runSegment(segment: Segment): Promise<void> {
    let positions = Array.from({ length: segment.to - segment.from }, (_, k) => segment.from + k);
    while (positions.length > 0 && this.wanted(positions[0])) {
      const board = new SharedArrayBuffer(PROGRESS.bytes);
      new Float64Array(board, PROGRESS.sinceOffset, 1)[0] = Date.now();
      const task: Task = { segment, positions, board, abort: new AbortController(), answeredHere: new Set() };
      this.inFlight.add(task);
      const message = this.runner.task(this.job.payload(positions), board);
      let result: TaskResult;
      try {
        result = await this.runner.scheduler.run(message, { listed: this.job.listed === true }, task.abort.signal);
      } catch (error) {
        positions = this.taskFailed(task, error);
        continue;
      }
      this.taskDone(task, result);
      break;
    }
    this.finishIfDone(segment);
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

  /**
   * A stream of a known length ends in shrinking segments, each at most a share of what is left
   * (one per slot), so the threads finish together instead of one running a last full segment (up
   * to SEGMENT_MS) while the others wait.
   */
  private tailShare(next: number): number {
    if (!this.job.stream || !Number.isFinite(this.job.to)) return Infinity;
    return Math.max(MIN_TAIL_SEGMENT, Math.ceil((this.job.to - next) / this.slots));
  }

  private taskDone(task: Task, { outcomes, okOmitted, ms }: TaskResult): void {
    const { segment, positions } = task;
    this.inFlight.delete(task);
    if (this.job.stream || this.job.paced) {
      // Aim the next segments at SEGMENT_MS of thread time, from the slower of this task's pace and
      // the job's so far, growing at most twofold a task: short tasks keep the threads shared fairly
      // in time between solvers (scheduler.ts), and a deadline kept. A few cheap cases alone would
      // grow a segment past the rare costly ones among the next (the 15-puzzle's uniform pairs
      // take the oracle's search up to seconds), holding a thread long past the deadline.
      this.paceMs += ms;
      this.paceCases += positions.length;
      const perCase = Math.max(ms / positions.length, this.paceMs / this.paceCases);
      const most = this.job.stream
        ? MAX_STREAM_SEGMENT
        : Math.max(1, Math.min(MAX_SEGMENT, Math.ceil(this.job.to / this.runner.scheduler.threads)));
      const aimed = Math.round(SEGMENT_MS / Math.max(perCase, 1e-3));
      this.segmentSize = Math.max(1, Math.min(most, positions.length * 2, aimed));
    }
    segment.ok += okOmitted;
    segment.answered += okOmitted;
    this.answered += okOmitted;
    for (const outcome of outcomes) {
      const position = positions[outcome.position];
      const result = this.runner.toResult(outcome, () => this.job.caseAt(position));
      if (result.kind === 'answer' && result.judged?.verdict === 'ok') {
        segment.ok++;
        if (this.job.stream) {
          // Judged here (the thread did not): a stream reports only what is not ok.
          segment.answered++;
          this.answered++;
          continue;
        }
      }
      this.record(segment, position, result);
    }
    for (const other of this.inFlight) if (other.positions[0] > this.stopAt) other.abort.abort('stopped');
  }

  /** What to send out again: a dead thread's other cases, or a timed-out task's unanswered ones. */
  private taskFailed(task: Task, error: unknown): number[] {
    const { segment, positions } = task;
    this.inFlight.delete(task);
    const unanswered = (): number[] => positions.filter((p) => !task.answeredHere.has(p));
    if (!task.abort.signal.aborted) {
      // The thread died (not a time-out): blame the case it was on, retry the rest.
      const at = positions[Atomics.load(new Int32Array(task.board, 0, 2), PROGRESS.position)];
      task.answeredHere.add(at);
      this.record(segment, at, { kind: 'crash', detail: error instanceof Error ? error.message : String(error) });
      return unanswered();
    }
    return task.abort.signal.reason === 'time-limit' ? unanswered() : [];
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
      if (elapsed <= this.runner.minLimitMs) continue; // no case has a smaller limit: no need to make the case here
      const position = task.positions[Atomics.load(ints, PROGRESS.position)];
      if (phase === PHASE_SOLVE && task.limit?.position !== position)
        task.limit = { position, ms: this.runner.limitOf(this.job.caseAt(position)) };
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
