/**
 * Bench's clock: the budget's milestones, the time since the start (for progress lines), and whether it was stopped.
 */
import { formatDuration } from '../../util/duration.js';

export class Clock {
  private readonly start = performance.now();
  constructor(
    private readonly budgetMs: number,
    readonly signal?: AbortSignal,
  ) {}
  /** performance.now() at `fraction` of the budget. */
  at(fraction: number): number {
    return this.start + this.budgetMs * fraction;
  }
  elapsed(): string {
    return formatDuration(performance.now() - this.start);
  }
  get aborted(): boolean {
    return this.signal?.aborted ?? false;
  }
}

/**
 * Lets a stop signal (and timers) through: in-process timing and counting resolve their awaits as
 * microtasks, which never let a signal's handler run; every phase calls this between units of work.
 */
export const yieldToEvents = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
