/**
 * Peak memory is measured from the child's own address space: a small child started by a large
 * parent reports its own peak, not the parent's (what process.resourceUsage().maxRSS reports on
 * Linux). Runs the compiled hook, as bench does (npm test builds first).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledHarnessModule } from '../../util/package-paths.js';
import { runProcess } from './process-run.js';

const HOOK = compiledHarnessModule('bench/rss-hook.js').href;
const onLinux = process.platform === 'linux';

function ownPeakMb(): number {
  return Number(/^VmHWM:\s*(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;
}

describe.runIf(onLinux)('rss-hook', () => {
  it('a bare Node child of a parent that grew past 300 MB reports its own small peak', async () => {
    const ballast = Buffer.alloc(320 * 1024 * 1024, 1); // filled, so its pages are resident
    expect(ownPeakMb()).toBeGreaterThan(300); // the parent really is large when it spawns
    const input = join(tmpdir(), `lexpath-rss-hook-${process.pid}.txt`);
    writeFileSync(input, '');
    const run = await runProcess([process.execPath, '--import', HOOK, '-e', ''], {
      input,
      timeoutMs: 30_000,
      keepStdout: false,
    });
    expect(ballast.length).toBeGreaterThan(0); // kept alive until the child has run
    expect(run.code).toBe(0);
    expect(run.rssSource).toBe('vmhwm');
    expect(run.maxRssMb).toBeGreaterThan(5);
    expect(run.maxRssMb).toBeLessThan(150);
  });

  it('a child that allocates reports that allocation in its peak', async () => {
    const input = join(tmpdir(), `lexpath-rss-hook-${process.pid}.txt`);
    writeFileSync(input, '');
    const grow = 'globalThis.kept = Buffer.alloc(200 * 1024 * 1024, 1)';
    const run = await runProcess([process.execPath, '--import', HOOK, '-e', grow], {
      input,
      timeoutMs: 30_000,
      keepStdout: false,
    });
    expect(run.code).toBe(0);
    expect(run.maxRssMb).toBeGreaterThan(200);
  });

  it('the hook line is taken out of the stderr it reports', async () => {
    const input = join(tmpdir(), `lexpath-rss-hook-${process.pid}.txt`);
    writeFileSync(input, '');
    const run = await runProcess([process.execPath, '--import', HOOK, '-e', 'process.stderr.write("said this")'], {
      input,
      timeoutMs: 30_000,
      keepStdout: false,
    });
    expect(run.stderr).toBe('said this');
  });
});
