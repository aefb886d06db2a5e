/** Bounded reads of standard input, in real child processes (a pipe and a regular file). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FILES = fileURLToPath(new URL('../dist/util/files.js', import.meta.url));
const readWithLimit = (limit: number) =>
  `import(${JSON.stringify(FILES)}).then(({ readBoundedStdin }) ` +
  `=> { try { process.stdout.write(String(readBoundedStdin(${limit}).length)); ` +
  `} catch (e) { process.stdout.write(e.message); } })`;

describe('readBoundedStdin', () => {
  it('reads a piped input up to its limit whole', () => {
    const run = spawnSync(process.execPath, ['-e', readWithLimit(5000)], { input: 'x'.repeat(5000), encoding: 'utf8' });
    expect(run.stdout).toBe('5000');
  });

  it('refuses a piped input past its limit, naming standard input and the limit', () => {
    const run = spawnSync(process.execPath, ['-e', readWithLimit(5000)], { input: 'x'.repeat(5001), encoding: 'utf8' });
    expect(run.stdout).toBe('standard input: more than the 5000 bytes lexpath reads: refused');
  });

  it('refuses a regular file past its limit by its size, before reading it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lexpath-stdin-')), 'big.txt');
    writeFileSync(file, 'x'.repeat(6000));
    const run = spawnSync(process.execPath, ['-e', readWithLimit(5000)], {
      stdio: [openSync(file, 'r'), 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    expect(run.stdout).toBe('standard input: 6000 bytes, more than the 5000 lexpath reads: refused');
  });
});
