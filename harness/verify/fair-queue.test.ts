/** The pool's fair queue: which waiting task gets the next free thread. */
import { describe, expect, it } from 'vitest';
import { DroppedBeforeStart, FairQueue } from './fair-queue.js';

/** A task that ends when told to, and says when it started. */
function gate(started: string[], name: string): { start: () => Promise<string>; finish: () => void } {
  let finish = (): void => {};
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    start: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

describe('FairQueue', () => {
  it('runs at most `slots` tasks at once, and starts the next when one ends', async () => {
    const started: string[] = [];
    const queue = new FairQueue(2);
    const tasks = ['a', 'b', 'c'].map((n) => gate(started, n));
    const runs = tasks.map((t, i) => queue.run(`lane ${i}`, 1, t.start));
    expect(started).toEqual(['a', 'b']);
    tasks[0].finish();
    await runs[0];
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[1].finish();
    tasks[2].finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
  });

  it('gives a free slot to the lane that has used the least time, not to the first in line', async () => {
    const started: string[] = [];
    const queue = new FairQueue(1);
    const first = gate(started, 'slow-1');
    const slow = queue.run('slow', 1, first.start);
    const more = [gate(started, 'slow-2'), gate(started, 'slow-3')];
    const slowRest = more.map((t) => queue.run('slow', 1, t.start));
    await tick();
    const fast = gate(started, 'fast-1');
    const fastRun = queue.run('fast', 1, fast.start);
    first.finish();
    await slow;
    // 'slow' has used a slot for a while; 'fast', queued after slow-2 and slow-3, goes first.
    expect(started).toEqual(['slow-1', 'fast-1']);
    fast.finish();
    await fastRun;
    for (const t of more) t.finish();
    await Promise.all(slowRest);
    expect(started).toEqual(['slow-1', 'fast-1', 'slow-2', 'slow-3']);
  });

  it('a heavier task is served as if its lane had used less: listed cases go ahead of random ones', async () => {
    const started: string[] = [];
    const queue = new FairQueue(1);
    const blocker = gate(started, 'blocker');
    const blocked = queue.run('other', 1, blocker.start);
    const random = gate(started, 'random');
    const listed = gate(started, 'listed');
    const runs = [queue.run('solver a', 1, random.start), queue.run('solver b', 4, listed.start)];
    blocker.finish();
    await blocked;
    expect(started).toEqual(['blocker', 'listed']);
    listed.finish();
    random.finish();
    await Promise.all(runs);
  });

  it("within a lane, heavier tasks first (a zoo variant's listed cases before another's shrinking)", async () => {
    const started: string[] = [];
    const queue = new FairQueue(1);
    const blocker = gate(started, 'blocker');
    const blocked = queue.run('zoo', 1, blocker.start);
    const shrink = gate(started, 'shrink');
    const listed = gate(started, 'listed');
    const runs = [queue.run('zoo', 1, shrink.start), queue.run('zoo', 4, listed.start)];
    blocker.finish();
    await blocked;
    expect(started).toEqual(['blocker', 'listed']);
    listed.finish();
    shrink.finish();
    await Promise.all(runs);
  });

  it('a lane back from idleness starts level with the busy lanes instead of taking the slots to catch up', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const busy = gate(started, 'busy');
    const run = queue.run('busy', 1, busy.start);
    await tick();
    await tick();
    queue.run('late', 1, async () => 'late');
    expect(queue.usedMs('late')).toBeGreaterThan(0);
    busy.finish();
    await run;
  });

  it('a task whose signal is aborted while it waits is dropped, never started', async () => {
    const started: string[] = [];
    const queue = new FairQueue(1);
    const blocker = gate(started, 'blocker');
    const blocked = queue.run('a', 1, blocker.start);
    const stop = new AbortController();
    const waiting = queue.run(
      'b',
      1,
      async () => {
        started.push('dropped');
        return 'no';
      },
      stop.signal,
    );
    stop.abort('stopped');
    await expect(waiting).rejects.toBeInstanceOf(DroppedBeforeStart);
    blocker.finish();
    await blocked;
    await tick();
    expect(started).toEqual(['blocker']);
  });

  it('a task that fails frees its slot and passes its error on', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('a', 1, () => Promise.reject(new Error('thread ended')))).rejects.toThrow('thread ended');
    expect(await queue.run('a', 1, async () => 'next')).toBe('next');
  });
});
