/**
 * What runs when: on verify's worker threads (piscina), and in an outside program's slots. The
 * rules are all here, with their reasons; the other modules describe work and hand it over:
 * run-tables.ts the tables and the stream's sample, builtin-runner.ts a built-in solver's segments
 * of cases, contenders.ts an outside program's batches.
 *
 * Only when a thread is free. A task goes to piscina only when one of its threads is free, and its
 * tables are added then. piscina's own queue is first in, first out, and keeps a task that may be
 * aborted in a plain list of its own, so the order is decided here; and a task carries every table
 * built before it started (bfs-table's Eight tables, shared by every space of a symmetry class, are
 * then built once, not once per thread). Tasks queued together are all in the queue before the
 * first starts. A thread is never left idle while a task waits: it takes its next task before the
 * main thread reads the answers of its last (after a table task, once the spaces it met are queued).
 *
 * Tables before cases. A table task goes ahead of every case: the stream's sample first (its
 * spaces join the queue as it comes back), then one task per heuristic family, then each space's
 * tables, the largest space first (its tables take longest). verify starts no case before they end.
 *
 * Lanes share the threads fairly in time. Each correct solver is a lane, and the bug zoo is one lane
 * between all its variants (ZOO_LANE), so a zoo variant whose time-outs are being confirmed, or
 * whose counterexample is being shrunk, takes a bounded share while others have work: every zoo
 * task, listed cases too, weighs ZOO_WEIGHT, half one solver's share (beside Eight II's five
 * correct solvers an eleventh of the threads, so each keeps 10/11 of its cases; beside the
 * 15-puzzle's one, a third).
 * A lane is charged the wall time of each of its tasks (a task starts at once on a free thread),
 * and one whose next task weighs w is served as if it had used 1/w of its time; within a lane,
 * heavier tasks go first. A correct solver's listed cases weigh LISTED_WEIGHT, so every solver's
 * listed cases (what a night needs to be complete) go well ahead of random cases without stopping
 * them. A lane that had nothing waiting or running starts from the least time of the busy lanes,
 * so it cannot take the threads for as long as it was away.
 *
 * Segments in slots. A run's positions are dealt in consecutive segments to a fixed number of
 * slots (`deal`): a slot takes the next segment when its last one is done, and none starts after
 * the run's deadline or once the run wants no more. A built-in solver's run has two slots per
 * thread, so a thread finds its next task waiting instead of waiting for the main thread; its
 * segments aim at a fraction of a second of thread time (builtin-runner.ts), which keeps the lanes'
 * shares fair and a deadline kept. An outside program's stream has `programRuns` slots, a process
 * each beside the threads (a program is one process; the machine's other cores would idle); its
 * listed cases run one batch at a time (command-runner.ts).
 *
 * Tables kept. What a thread built comes back and goes with every later task, so no other thread
 * builds it again, nor a thread piscina starts again after a time-out. The oracle's tables go only to
 * threads that judge (a user's solver module must not reach them), and are never taken back from
 * a thread once any thread has run a user's code.
 *
 * Stops. A task whose signal is aborted while it waits is dropped, never started; once it runs,
 * piscina ends it and replaces the thread.
 */
import { Piscina } from 'piscina';
import { findSolver } from '../../../solvers/registry.js';
import { compiledHarnessModule } from '../../../util/package-paths.js';
import { adoptShelvedTables, shelvedTables } from '../../../util/shared-tables.js';
import type { SolverTask, TaskResult } from './worker-protocol.js';

export const ZOO_LANE = 'bug zoo';
export const ZOO_WEIGHT = 0.5;
export const LISTED_WEIGHT = 4;

/** A task as its client describes it: the scheduler adds the tables when it starts. */
export type ThreadTask = Omit<SolverTask, 'tables'>;

/**
 * Where a task waits: a table task by its rank (higher first, compared entry by entry), a case
 * task in its solver's lane (`listed`: one of the run's listed cases).
 */
export type Place = { readonly rank: readonly number[] } | { readonly listed: boolean };

/** Runs a task on a free thread: piscina's, or a test's. */
export type Thread = (task: SolverTask, signal?: AbortSignal) => Promise<TaskResult>;

/** Why a task still waiting was dropped: its signal was aborted. */
export class DroppedBeforeStart extends Error {
  constructor(readonly reason: unknown) {
    super(`stopped before it started (${String(reason)})`);
  }
}

interface Waiting {
  /** Its weight alone in a lane of cases; its rank among the tables. */
  readonly order: readonly number[];
  readonly task: ThreadTask;
  readonly signal?: AbortSignal;
  /** Drops it from the queue when its signal is aborted (removed as it starts). */
  readonly drop: () => void;
  readonly resolve: (result: TaskResult) => void;
  readonly reject: (reason: unknown) => void;
}

interface Lane {
  readonly waiting: Waiting[];
  /** Time of its ended tasks. */
  usedMs: number;
  /** When each of its running tasks began. */
  readonly began: Set<{ readonly at: number }>;
}

/** The lane of `solver`'s cases: its own, or the bug zoo's, shared by every known-buggy variant. */
export function laneOf(solver: string): string {
  return findSolver(solver)?.expected === 'buggy' ? ZOO_LANE : `solver ${solver}`;
}

/** `a` goes before `b`: greater at the first entry where they differ. */
function ahead(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

const newLane = (): Lane => ({ waiting: [], usedMs: 0, began: new Set() });

/** The threads every task of a run shares, and the order they run in (see the top). */
export class Scheduler {
  readonly threads: number;
  /** The first fault of the puzzle itself a thread met (verify then ends with it, naming the puzzle). */
  puzzleFault: string | null = null;
  private ranUserCode = false;
  private readonly lanes = new Map<string, Lane>();
  private readonly tables = newLane();
  private running = 0;
  /** A pump is queued (see pumpSoon). */
  private pumping = false;
  private readonly thread: Thread;
  private readonly pool?: Piscina;

  /** `thread`: how a task runs (default: on piscina's threads, `threads` of them). */
  constructor(threads: number, thread?: Thread) {
    this.threads = Math.max(1, threads);
    if (thread) {
      this.thread = thread;
      return;
    }
    const pool = new Piscina({
      filename: compiledHarnessModule('verify/running/solver-task-entry.cjs').href,
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 30_000,
    });
    // A task aborted while its thread was already posting the answer (a stop, a solver's first
    // failure, the watchdog) still delivers it; piscina then emits an 'error' for a message of a task
    // it no longer holds, which unhandled would end the whole run. That answer is not wanted.
    pool.on('error', (error: Error) => {
      if (error.message.startsWith('Unexpected message from Worker')) return;
      throw error;
    });
    this.pool = pool;
    this.thread = (task, signal) => pool.run(task, { signal }) as Promise<TaskResult>;
  }

  destroy(): Promise<void> {
    return this.pool?.destroy() ?? Promise.resolve();
  }

  /**
   * Runs `task` when its turn comes and a thread is free. Aborting `signal` before then drops it
   * (the promise rejects with DroppedBeforeStart); after, the thread's run is ended.
   */
  run(task: ThreadTask, place: Place, signal?: AbortSignal): Promise<TaskResult> {
    return new Promise<TaskResult>((resolve, reject) => {
      if (signal?.aborted) return reject(new DroppedBeforeStart(signal.reason));
      let lane = this.tables;
      let order = 'rank' in place ? place.rank : [];
      if ('listed' in place) {
        const name = laneOf(task.solver);
        lane = this.caseLane(name);
        order = [name === ZOO_LANE ? ZOO_WEIGHT : place.listed ? LISTED_WEIGHT : 1];
      }
      const drop = (): void => {
        lane.waiting.splice(lane.waiting.indexOf(waiting), 1);
        reject(new DroppedBeforeStart(signal?.reason));
      };
      const waiting: Waiting = { order, task, signal, drop, resolve, reject };
      const after = lane.waiting.findIndex((other) => ahead(waiting.order, other.order));
      lane.waiting.splice(after < 0 ? lane.waiting.length : after, 0, waiting);
      signal?.addEventListener('abort', drop, { once: true });
      this.pumpSoon();
    });
  }

  /** Thread time `lane` has taken so far, its running tasks' included. */
  usedMs(lane: string): number {
    const owner = this.lanes.get(lane);
    return owner ? this.used(owner, performance.now()) : 0;
  }

  private used(lane: Lane, now: number): number {
    let ms = lane.usedMs;
    for (const { at } of lane.began) ms += now - at;
    return ms;
  }

  /** The lane called `name`, level with the busy lanes if it was idle. */
  private caseLane(name: string): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = newLane();
      this.lanes.set(name, lane);
    }
    if (lane.waiting.length === 0 && lane.began.size === 0) lane.usedMs = Math.max(lane.usedMs, this.leastBusyUse());
    return lane;
  }

  /** The least time used by a lane with work waiting or running (0 when none has). */
  private leastBusyUse(): number {
    const now = performance.now();
    let least = Infinity;
    for (const lane of this.lanes.values())
      if (lane.waiting.length > 0 || lane.began.size > 0) least = Math.min(least, this.used(lane, now));
    return least === Infinity ? 0 : least;
  }

  /**
   * Pumps once the code running now is done: tasks queued together (a run's first segments, a
   * table plan) are all in the queue before the first starts.
   */
  private pumpSoon(): void {
    if (this.pumping) return;
    this.pumping = true;
    queueMicrotask(() => {
      this.pumping = false;
      this.pump();
    });
  }

  /** Starts waiting tasks while a thread is free: the tables first, then the lane that has used the least. */
  private pump(): void {
    while (this.running < this.threads) {
      const lane = this.nextLane();
      if (!lane) return;
      this.begin(lane, lane.waiting.shift()!);
    }
  }

  private nextLane(): Lane | null {
    if (this.tables.waiting.length > 0) return this.tables;
    const now = performance.now();
    let best: Lane | null = null;
    let bestUse = Infinity;
    for (const lane of this.lanes.values()) {
      if (lane.waiting.length === 0) continue;
      const use = this.used(lane, now) / lane.waiting[0].order[0];
      if (use < bestUse) [best, bestUse] = [lane, use];
    }
    return best;
  }

  private begin(lane: Lane, { task, signal, drop, resolve, reject }: Waiting): void {
    signal?.removeEventListener('abort', drop);
    this.running++;
    const began = { at: performance.now() };
    lane.began.add(began);
    if ((task.modules?.length ?? 0) > 0) this.ranUserCode = true;
    const tables = shelvedTables(task.judge ? ['solver', 'oracle'] : ['solver']);
    this.thread({ ...task, tables }, signal).then(
      (result) => {
        // Kept before the next task starts, so that it carries them.
        adoptShelvedTables(result.built, this.ranUserCode ? ['solver'] : ['solver', 'oracle']);
        this.ended(lane, began, () => resolve(result));
      },
      (error: unknown) => this.ended(lane, began, () => reject(error)),
    );
  }

  /**
   * A task ended: its thread takes the next task before the task's caller hears (`tell`), so it
   * does not wait while the main thread reads the answers; after a table task, the caller first
   * queues what it found (the spaces the sample met), so that the thread may take one of them.
   */
  private ended(lane: Lane, began: { readonly at: number }, tell: () => void): void {
    this.running--;
    lane.began.delete(began);
    lane.usedMs += performance.now() - began.at;
    if (lane === this.tables) {
      tell();
      this.pumpSoon();
    } else {
      this.pump();
      tell();
    }
  }
}

/** A run's positions, to deal in segments (see `deal`). */
export interface Deal {
  /** Positions [from, to) (to may be Infinity: until the deadline). */
  readonly from: number;
  readonly to: number;
  readonly slots: number;
  /** No segment starts after this (performance.now()). */
  readonly deadline: number;
  /** The size of a segment that starts at `next` (at least 1). */
  size(next: number): number;
  /** False: deal no more (a stop, too many time-outs). */
  wanted(next: number): boolean;
  /** Runs positions [from, to); resolves when they are done with. */
  run(from: number, to: number): Promise<void>;
}

/**
 * Deals consecutive segments of a run's positions to its slots (see the top); resolves, once every
 * segment dealt is done with, with how many positions were dealt.
 */
export async function deal(plan: Deal): Promise<number> {
  let next = plan.from;
  const slot = async (): Promise<void> => {
    while (next < plan.to && plan.wanted(next) && performance.now() < plan.deadline) {
      const from = next;
      next = Math.min(plan.to, from + plan.size(from));
      await plan.run(from, next);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, plan.slots) }, slot));
  return next - plan.from;
}
