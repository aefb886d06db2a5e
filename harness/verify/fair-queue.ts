/**
 * Which waiting task gets the next free thread: lanes share the threads fairly in thread time.
 * (piscina's own queue is first in, first out, and it keeps a task that may be aborted in a plain
 * list of its own, so the order is decided here: a task goes to piscina only when a thread is free.)
 *
 * Each correct solver is a lane, and the bug zoo is one lane between all its variants
 * (builtin-runner.ts), so a zoo variant whose time-outs are being confirmed, or whose counterexample
 * is being shrunk, takes a bounded share while others have work, and the correct solvers keep their
 * pace. A thread is never left idle while any lane has work.
 *
 * A lane is charged the wall time of each of its tasks (a task starts at once on a free thread). A
 * lane that had nothing waiting or running starts from the least time of the busy lanes, so it
 * cannot take the threads for as long as it was away. A task may weigh more: verify's listed cases
 * weigh LISTED_WEIGHT, so every solver's listed cases (what a night needs to be complete) go well
 * ahead of random cases without stopping them.
 */

interface Waiting {
  readonly weight: number;
  readonly start: () => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

interface Lane {
  readonly waiting: Waiting[];
  /** Time of its ended tasks. */
  usedMs: number;
  /** When each of its running tasks began. */
  readonly began: Set<{ readonly at: number }>;
}

/** Why a task still waiting was dropped: its signal was aborted. */
export class DroppedBeforeStart extends Error {
  constructor(readonly reason: unknown) {
    super(`stopped before it started (${String(reason)})`);
  }
}

/** How much more a listed case's task weighs than a random case's (see the top). */
export const LISTED_WEIGHT = 4;

export class FairQueue {
  private readonly lanes = new Map<string, Lane>();
  private running = 0;

  /** `slots`: how many tasks run at once (the pool's threads). */
  constructor(private readonly slots: number) {}

  /**
   * Runs `start` when `lane`'s turn comes and a slot is free. Aborting `signal` before then drops
   * the task (the promise rejects with DroppedBeforeStart); after, it is the task's own business.
   * `weight`: a lane whose next task weighs w is served as if it had used 1/w of its time.
   */
  run<T>(lane: string, weight: number, start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(new DroppedBeforeStart(signal.reason));
      const owner = this.laneOf(lane);
      if (owner.waiting.length === 0 && owner.began.size === 0)
        owner.usedMs = Math.max(owner.usedMs, this.leastBusyUse());
      const waiting: Waiting = { weight, start, resolve: resolve as (value: unknown) => void, reject };
      // Within a lane, heavier tasks first (a zoo variant's listed cases before another's shrinking).
      const after = owner.waiting.findIndex((other) => other.weight < weight);
      owner.waiting.splice(after < 0 ? owner.waiting.length : after, 0, waiting);
      signal?.addEventListener(
        'abort',
        () => {
          const at = owner.waiting.indexOf(waiting);
          if (at < 0) return;
          owner.waiting.splice(at, 1);
          reject(new DroppedBeforeStart(signal.reason));
        },
        { once: true },
      );
      this.pump();
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

  private pump(): void {
    while (this.running < this.slots) {
      const now = performance.now();
      let best: Lane | null = null;
      let bestUse = Infinity;
      for (const lane of this.lanes.values()) {
        if (lane.waiting.length === 0) continue;
        const use = this.used(lane, now) / lane.waiting[0].weight;
        if (use < bestUse) [best, bestUse] = [lane, use];
      }
      if (!best) return;
      this.begin(best, best.waiting.shift()!);
    }
  }

  private begin(lane: Lane, task: Waiting): void {
    this.running++;
    const began = { at: performance.now() };
    lane.began.add(began);
    const end = (): void => {
      this.running--;
      lane.began.delete(began);
      lane.usedMs += performance.now() - began.at;
      this.pump();
    };
    task.start().then(
      (value) => {
        end();
        task.resolve(value);
      },
      (error: unknown) => {
        end();
        task.reject(error);
      },
    );
  }

  private laneOf(name: string): Lane {
    let lane = this.lanes.get(name);
    if (!lane) {
      lane = { waiting: [], usedMs: 0, began: new Set() };
      this.lanes.set(name, lane);
    }
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
}
