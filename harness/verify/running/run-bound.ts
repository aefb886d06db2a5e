/**
 * A verify run's time bound (`maxTimeMs`), so a verdict comes in bounded time whatever a program
 * does. Cases stop at the bound less a reserve for explaining the failures found (the shrink
 * budget, at most a quarter of the bound); counterexamples stop a wind-down before the bound. Cases not
 * judged by then are `unfinished`, never ok.
 */
import { setMaxListeners } from 'node:events';

export interface RunBound {
  /** Aborts when cases must stop: the caller's signal, or the bound less the reserve. */
  readonly cases: AbortSignal | undefined;
  /** Aborts when everything must stop: the caller's signal, or the bound. */
  readonly all: AbortSignal | undefined;
  /** Epoch ms when explaining must end (Infinity when unbounded). */
  readonly until: number;
  /** The bound (Infinity when unbounded), and the ms from the start of the run to when cases stop. */
  readonly maxTimeMs: number;
  readonly casesMs: number;
  /** True once the bound, not the caller, stopped the cases. */
  reached(): boolean;
  /** Clears the timers (the run is over). */
  dispose(): void;
}

/** The bound of a run that starts now. */
export function runBound(maxTimeMs: number | undefined, shrinkBudgetMs: number, signal?: AbortSignal): RunBound {
  // Every solver, program and task listens: more than Node's 10 is the normal case, not a leak.
  if (signal) setMaxListeners(0, signal);
  if (maxTimeMs === undefined || !Number.isFinite(maxTimeMs)) {
    return {
      cases: signal,
      all: signal,
      until: Infinity,
      maxTimeMs: Infinity,
      casesMs: Infinity,
      reached: () => false,
      dispose: () => {},
    };
  }
  const reserve = Math.min(shrinkBudgetMs, maxTimeMs / 4);
  // Room to stop runs, join threads and write the report after the last counterexample.
  const windDown = Math.min(3_000, maxTimeMs / 20);
  const cases = new AbortController();
  const all = new AbortController();
  setMaxListeners(0, cases.signal, all.signal);
  let reached = false;
  // setTimeout's range ends at 2^31-1 ms (about 24.8 days); a longer bound never fires.
  const timer = (ms: number, fire: () => void) =>
    ms < 2 ** 31 ? setTimeout(fire, Math.max(0, ms)).unref() : undefined;
  const timers = [
    timer(maxTimeMs - reserve, () => {
      reached = !signal?.aborted;
      cases.abort();
    }),
    timer(maxTimeMs - windDown, () => all.abort()),
  ];
  const follow = (): void => {
    cases.abort();
    all.abort();
  };
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    cases: cases.signal,
    all: all.signal,
    until: Date.now() + maxTimeMs - windDown,
    maxTimeMs,
    casesMs: maxTimeMs - reserve,
    reached: () => reached,
    dispose: () => {
      for (const t of timers) if (t) clearTimeout(t);
      signal?.removeEventListener('abort', follow);
    },
  };
}
