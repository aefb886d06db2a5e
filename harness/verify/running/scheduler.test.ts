/** The scheduler: what runs when on the pool's threads (fake threads here), and how a run's segments are dealt. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableShelf } from '../../../util/shared-tables.js';
import { deal, DroppedBeforeStart, laneOf, type Place, Scheduler, type ThreadTask, ZOO_LANE } from './scheduler.js';
import type { SolverTask, TaskResult } from './worker-protocol.js';

const EMPTY: TaskResult = { outcomes: [], okOmitted: 0, ms: 0, built: {} };
const CASES: Place = { listed: false };
const LISTED: Place = { listed: true };

/** A task of `solver` (its lane: the solver's own, or the bug zoo's), known by `id`. */
function task(solver: string, id = solver, more: Partial<ThreadTask> = {}): ThreadTask {
  return {
    puzzle: 'eight',
    solver,
    cases: { kind: 'list', cases: [id] },
    judge: true,
    progress: new SharedArrayBuffer(16),
    ...more,
  };
}

const idOf = (t: SolverTask): string => (t.cases.kind === 'list' ? String(t.cases.cases[0]) : '');

/** Lets the scheduler and the tasks' callers act on what just happened. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

/** A scheduler on fake threads: each task runs until told to end, and its thread rejects when it is aborted. */
function fakeThreads(threads: number) {
  const started: string[] = [];
  const got = new Map<string, SolverTask>();
  const ends = new Map<string, { resolve: (r: TaskResult) => void; reject: (e: unknown) => void }>();
  const scheduler = new Scheduler(threads, (t, signal) => {
    started.push(idOf(t));
    got.set(idOf(t), t);
    return new Promise<TaskResult>((resolve, reject) => {
      ends.set(idOf(t), { resolve, reject });
      signal?.addEventListener('abort', () => reject(new Error(`aborted: ${String(signal.reason)}`)), { once: true });
    });
  });
  return {
    scheduler,
    started,
    got,
    finish: async (id: string, result: Partial<TaskResult> = {}): Promise<void> => {
      ends.get(id)!.resolve({ ...EMPTY, ...result });
      await settle();
    },
    fail: async (id: string, error: Error): Promise<void> => {
      ends.get(id)!.reject(error);
      await settle();
    },
  };
}

describe('only when a thread is free', () => {
  it('runs at most `threads` tasks at once, and starts the next when one ends', async () => {
    const { scheduler, started, finish } = fakeThreads(2);
    const runs = ['a', 'b', 'c'].map((n) => scheduler.run(task(n), CASES));
    await settle();
    expect(started).toEqual(['a', 'b']);
    await finish('a');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('b');
    await finish('c');
    expect((await Promise.all(runs)).length).toBe(3);
  });

  it("gives a thread its next case task before the last one's caller reads the answers", async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    let startedWhenHeard: string[] = [];
    void scheduler.run(task('a'), CASES).then(() => {
      startedWhenHeard = [...started];
    });
    void scheduler.run(task('b'), CASES);
    await settle();
    await finish('a');
    expect(startedWhenHeard).toEqual(['a', 'b']);
  });

  it('a task carries the tables kept when it starts, not when it was queued', async () => {
    const shelf = tableShelf('scheduler test: solver', 'solver');
    const { scheduler, got, finish } = fakeThreads(1);
    void scheduler.run(task('builder'), CASES);
    void scheduler.run(task('reader'), CASES);
    await settle();
    await finish('builder', { built: { [shelf.name]: new Map([['k', new Uint8Array(1)]]) } });
    expect([...(got.get('reader')!.tables[shelf.name]?.keys() ?? [])]).toEqual(['k']);
  });

  it("sends the oracle's tables only to a task that judges", async () => {
    const oracle = tableShelf('scheduler test: oracle', 'oracle');
    oracle.put('k', new Uint8Array(1));
    const { scheduler, got, finish } = fakeThreads(1);
    void scheduler.run(task('judging'), CASES);
    void scheduler.run(task('answering', 'answering', { judge: false }), CASES);
    await settle();
    await finish('judging');
    expect(got.get('judging')!.tables[oracle.name]).toBeDefined();
    expect(got.get('answering')!.tables[oracle.name]).toBeUndefined();
  });

  it("keeps no oracle table from a thread once a thread has run a user's code", async () => {
    const oracle = tableShelf('scheduler test: oracle from user code', 'oracle');
    const { scheduler, finish } = fakeThreads(1);
    void scheduler.run(task('mine', 'mine', { modules: ['file:///mine.mjs'] }), CASES);
    await settle();
    await finish('mine', { built: { [oracle.name]: new Map([['k', new Uint8Array(1)]]) } });
    expect(oracle.get('k')).toBeUndefined();
  });
});

describe('tables before cases', () => {
  it('a table task goes ahead of every case waiting, whichever lane has used the least', async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('blocker'), CASES);
    await settle();
    void scheduler.run(task('fresh lane', 'listed case'), LISTED);
    void scheduler.run(task('bfs-table', 'tables'), { rank: [0, 1] });
    await finish('blocker');
    expect(started).toEqual(['blocker', 'tables']);
  });

  it('table tasks go by rank: the sample, then heuristic tables, then spaces, the largest first', async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('blocker'), CASES);
    await settle();
    const ranks: [string, number[]][] = [
      ['small space', [0, 5]],
      ['large space', [0, 50]],
      ['heuristic', [1, 5]],
      ['sample', [2, 1_000]],
    ];
    for (const [id, rank] of ranks) void scheduler.run(task('bfs-table', id), { rank });
    for (const id of ['blocker', 'sample', 'heuristic', 'large space']) await finish(id);
    expect(started).toEqual(['blocker', 'sample', 'heuristic', 'large space', 'small space']);
  });

  it('tasks queued together are all queued before the first starts', async () => {
    const { scheduler, started } = fakeThreads(1);
    void scheduler.run(task('bfs-table', 'small space'), { rank: [0, 5] });
    void scheduler.run(task('bfs-table', 'large space'), { rank: [0, 50] });
    await settle();
    expect(started).toEqual(['large space']);
  });

  const followUps =
    'what a table task queues as it ends (the spaces the sample met) is queued before its thread is given again';
  it(followUps, async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler
      .run(task('bfs-table', 'sample'), { rank: [2, 1_000] })
      .then(() => scheduler.run(task('bfs-table', 'sampled space'), { rank: [0, 50] }));
    void scheduler.run(task('bfs-table', 'listed space'), { rank: [0, 5] });
    await settle();
    await finish('sample');
    expect(started).toEqual(['sample', 'sampled space']);
  });
});

describe('lanes share the threads fairly in time', () => {
  it('gives a free thread to the lane that has used the least time, not to the first in line', async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('slow', 'slow-1'), CASES);
    for (const id of ['slow-2', 'slow-3']) void scheduler.run(task('slow', id), CASES);
    await tick();
    void scheduler.run(task('fast', 'fast-1'), CASES);
    await finish('slow-1');
    // 'slow' has used a thread for a while; 'fast', queued after slow-2 and slow-3, goes first.
    expect(started).toEqual(['slow-1', 'fast-1']);
    await finish('fast-1');
    await finish('slow-2');
    expect(started).toEqual(['slow-1', 'fast-1', 'slow-2', 'slow-3']);
  });

  it('a listed case is served as if its lane had used less: listed cases go ahead of random ones', async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('other', 'blocker'), CASES);
    await settle();
    void scheduler.run(task('solver a', 'random'), CASES);
    void scheduler.run(task('solver b', 'listed'), LISTED);
    await finish('blocker');
    expect(started).toEqual(['blocker', 'listed']);
  });

  it("within a lane, listed cases first (a solver's listed cases before its shrinking)", async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('bfs', 'blocker'), CASES);
    await settle();
    void scheduler.run(task('bfs', 'shrink'), CASES);
    void scheduler.run(task('bfs', 'listed'), LISTED);
    await finish('blocker');
    expect(started).toEqual(['blocker', 'listed']);
  });

  const idle = 'a lane back from idleness starts level with the busy lanes instead of taking the threads to catch up';
  it(idle, async () => {
    const { scheduler } = fakeThreads(1);
    void scheduler.run(task('busy'), CASES);
    await tick();
    await tick();
    void scheduler.run(task('late'), CASES);
    expect(scheduler.usedMs(laneOf('late'))).toBeGreaterThan(0);
  });

  it('puts every bug-zoo variant in one lane, and each correct solver in its own', () => {
    expect(laneOf('bfs-wrong-order')).toBe(ZOO_LANE);
    expect(laneOf('idastar-stale-bound')).toBe(ZOO_LANE);
    expect(laneOf('bfs')).not.toBe(laneOf('idastar'));
  });
});

describe('stops', () => {
  it('a task whose signal is aborted while it waits is dropped, never started', async () => {
    const { scheduler, started, finish } = fakeThreads(1);
    void scheduler.run(task('a'), CASES);
    const stop = new AbortController();
    const waiting = scheduler.run(task('b'), CASES, stop.signal);
    stop.abort('stopped');
    await expect(waiting).rejects.toBeInstanceOf(DroppedBeforeStart);
    await finish('a');
    expect(started).toEqual(['a']);
  });

  it('a running task whose signal is aborted is ended on its thread, which then takes the next', async () => {
    const { scheduler, started } = fakeThreads(1);
    const stop = new AbortController();
    const running = scheduler.run(task('a'), CASES, stop.signal);
    void scheduler.run(task('b'), CASES);
    await settle();
    stop.abort('time-limit');
    await expect(running).rejects.toThrow('aborted: time-limit');
    await settle();
    expect(started).toEqual(['a', 'b']);
  });

  it('a task that fails frees its thread and passes its error on', async () => {
    const { scheduler, started, fail } = fakeThreads(1);
    const failing = scheduler.run(task('a'), CASES);
    void scheduler.run(task('b'), CASES);
    await settle();
    const passedOn = expect(failing).rejects.toThrow('thread ended');
    await fail('a', new Error('thread ended'));
    await passedOn;
    expect(started).toEqual(['a', 'b']);
  });
});

describe('deal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('deals consecutive segments to its slots, a slot taking the next when its last one is done', async () => {
    const dealt: string[] = [];
    const ends: (() => void)[] = [];
    const done = deal({
      from: 2,
      to: 12,
      slots: 2,
      deadline: Infinity,
      size: () => 3,
      wanted: () => true,
      run: (from, to) => {
        dealt.push(`${from}-${to}`);
        return new Promise((resolve) => ends.push(resolve));
      },
    });
    expect(dealt).toEqual(['2-5', '5-8']);
    ends[1]();
    await settle();
    expect(dealt).toEqual(['2-5', '5-8', '8-11']);
    ends[0]();
    await settle();
    expect(dealt).toEqual(['2-5', '5-8', '8-11', '11-12']);
    for (const end of ends) end();
    expect(await done).toBe(10);
  });

  it('starts no segment after the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const done = deal({
      from: 0,
      to: Infinity,
      slots: 1,
      deadline: performance.now() + 100,
      size: () => 10,
      wanted: () => true,
      run: () => new Promise((resolve) => setTimeout(resolve, 60)),
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await done).toBe(20); // segments at 0 and 60 ms; none at 120
  });

  it('starts no segment once the run wants no more, and counts only what it dealt', async () => {
    let stop = false;
    const done = deal({
      from: 0,
      to: 100,
      slots: 2,
      deadline: Infinity,
      size: () => 10,
      wanted: () => !stop,
      run: async (from) => {
        if (from === 10) stop = true;
      },
    });
    expect(await done).toBe(20);
  });
});
