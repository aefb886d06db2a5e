/** lockFile: who holds a lock, and which locks left behind are taken over. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockFile } from './files.js';

describe('lockFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexpath-lock-'));

  it('refuses a file this process holds, and gives it back on release', () => {
    const file = join(dir, 'held.json');
    const release = lockFile(file, 'checkpoint held.json');
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockFile(file, 'checkpoint held.json')).toThrow(
      `checkpoint held.json is in use by another lexpath run (process ${process.pid})`,
    );
    release();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('refuses a lock of another live process', () => {
    const file = join(dir, 'parent.json');
    writeFileSync(`${file}.lock`, `${process.ppid}\n`);
    expect(() => lockFile(file, 'x')).toThrow(`x is in use by another lexpath run (process ${process.ppid})`);
  });

  it('takes over the lock of a process that is gone', () => {
    const file = join(dir, 'gone.json');
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeFileSync(`${file}.lock`, `${gone}\n`);
    lockFile(file, 'x')();
  });

  it("takes over a lock with this process's id that it does not hold (a restarted container's, whose ids repeat)", () => {
    const file = join(dir, 'restarted.json');
    writeFileSync(`${file}.lock`, `${process.pid}\n`);
    const release = lockFile(file, 'x');
    expect(() => lockFile(file, 'x')).toThrow(/in use/);
    release();
  });
});
