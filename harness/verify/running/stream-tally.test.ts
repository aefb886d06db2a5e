/** Tallies of segments that finish out of order, and checkpoints that resume only the same run. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Checkpoint, StreamTally } from './stream-tally.js';
import type { StreamFailure } from './contenders.js';

const failureAt = (position: number): StreamFailure => ({
  position,
  index: position,
  case: { start: 'X12345678', goal: '1X2345678' },
  result: { kind: 'crash', detail: 'test' },
  runCases: [],
});

describe('StreamTally', () => {
  it('keeps a segment that finished early out of the prefix until the gap closes', () => {
    const tally = new StreamTally();
    tally.segment({ from: 10, to: 20, ok: 10 });
    expect(tally.progress().done).toBe(0);
    tally.segment({ from: 0, to: 10, ok: 9 });
    expect(tally.progress()).toMatchObject({ done: 20, verdicts: { ok: 19 } });
  });

  it('counts a failure in the prefix once its segment is done, and keeps the earliest', () => {
    const tally = new StreamTally();
    tally.failure(failureAt(7), 'crash');
    tally.failure(failureAt(3), 'not-shortest');
    expect(tally.verdicts()).toEqual({ crash: 1, 'not-shortest': 1 });
    expect(tally.progress().firstFailure).toBeNull(); // not in the prefix yet
    tally.segment({ from: 0, to: 10, ok: 8 });
    expect(tally.progress()).toMatchObject({ done: 10, verdicts: { ok: 8, crash: 1, 'not-shortest': 1 } });
    expect(tally.firstFailure?.position).toBe(3);
  });

  it('resumes from saved progress', () => {
    const tally = new StreamTally({ done: 50, verdicts: { ok: 50 }, firstFailure: null });
    expect(tally.from).toBe(50);
    tally.segment({ from: 50, to: 60, ok: 10 });
    expect(tally.verdicts()).toEqual({ ok: 60 });
  });
});

/** A run saved its progress and was interrupted: its checkpoint stays, its lock is given back. */
function interrupted(checkpoint: Checkpoint, solver: string): void {
  checkpoint.update(solver, { done: 5, verdicts: { ok: 5 }, firstFailure: null }, true);
  checkpoint.release();
}

describe('Checkpoint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexpath-checkpoint-'));
  const ID = { lexpath: '0.1.0 abc', '/home/me/mine.mjs': '1111' };
  const saved = (name: string): string => {
    const file = join(dir, name);
    interrupted(new Checkpoint(file, 'run-a', ID), 'mine');
    return file;
  };

  it('is refused to a second holder while the first holds it', () => {
    const file = join(dir, 'held.json');
    const first = new Checkpoint(file, 'run-a', ID);
    expect(() => new Checkpoint(file, 'run-a', ID)).toThrow(
      new RegExp(`held\\.json is in use by another lexpath run \\(process ${process.pid}\\)`),
    );
    first.release();
    expect(new Checkpoint(file, 'run-a', ID).continues).toBe(false);
  });

  it('reads back what it saved, for the same run', () => {
    const file = join(dir, 'a.json');
    interrupted(new Checkpoint(file, 'run-a', ID), 'bfs-table');
    expect(new Checkpoint(file, 'run-a', ID).resumed('bfs-table')).toEqual({
      done: 5,
      verdicts: { ok: 5 },
      firstFailure: null,
    });
  });

  it('refuses a checkpoint of another run, naming the file', () => {
    const file = join(dir, 'b.json');
    interrupted(new Checkpoint(file, 'run-b', ID), 'bfs-table');
    expect(() => new Checkpoint(file, 'run-c', ID)).toThrow(/b\.json belongs to another run/);
  });

  it('refuses a checkpoint made with another content of a solver module, naming the module', () => {
    const file = saved('d.json');
    expect(() => new Checkpoint(file, 'run-a', { ...ID, '/home/me/mine.mjs': '2222' })).toThrow(
      /d\.json was made with another content of \/home\/me\/mine\.mjs \(it changed since\)/,
    );
  });

  it('refuses a checkpoint made by another lexpath', () => {
    const file = saved('e.json');
    expect(() => new Checkpoint(file, 'run-a', { ...ID, lexpath: '0.1.0 def' })).toThrow(
      /e\.json was made with another version of lexpath/,
    );
  });

  it('refuses a checkpoint whose program is gone', () => {
    const file = saved('f.json');
    expect(() => new Checkpoint(file, 'run-a', { ...ID, '/home/me/mine.mjs': 'missing' })).toThrow(
      /mine\.mjs \(it is gone\)/,
    );
  });

  it('refuses a checkpoint saved without an identity (an older lexpath)', () => {
    const file = join(dir, 'g.json');
    writeFileSync(file, JSON.stringify({ kind: 'lexpath-checkpoint', version: 1, run: 'run-a', solvers: {} }));
    expect(() => new Checkpoint(file, 'run-a', ID)).toThrow(/another version of lexpath/);
  });

  it('refuses a file that is not a checkpoint', () => {
    const file = join(dir, 'c.json');
    writeFileSync(file, '{"kind":"something else"}');
    expect(() => new Checkpoint(file, 'run-a', ID)).toThrow(/c\.json: not a lexpath checkpoint/);
  });
});
