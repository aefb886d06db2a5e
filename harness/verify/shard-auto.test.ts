/**
 * `verify --shard auto` through the built CLI: two shards as a Kubernetes Indexed Job runs them
 * (JOB_COMPLETION_INDEX 0 and 1), merged into one complete report; and no engine at all, refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparableReport } from '../../test/reports.js';
import { SHARD_COUNT_VARIABLE, SHARD_VARIABLES } from './running/shard-source.js';
import type { VerifyReport } from './types.js';

const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));

/** This process's environment without any engine's shard variables (a CI running these tests may set some). */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' };
  for (const v of SHARD_VARIABLES) {
    delete env[v.index];
    if (v.count !== null) delete env[v.count];
  }
  delete env[SHARD_COUNT_VARIABLE];
  return { ...env, ...extra };
}

function lexpath(args: string[], extra: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: cleanEnvironment(extra) });
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

const RUN = ['verify', '--puzzle', 'eight', '--solver', 'bfs-table', '--cases', '20', '--seed', '5', '--json'];

describe('verify --shard auto', () => {
  it('runs the shards a Kubernetes Indexed Job names, and merge joins them into the whole run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexpath-shard-auto-'));
    const files = ['0', '1'].map((index) => {
      const run = lexpath([...RUN, '--shard', 'auto', '--shard-count', '2'], { JOB_COMPLETION_INDEX: index });
      expect(run.status, run.stderr).toBe(0);
      const shard = Number(index) + 1;
      expect(run.stderr).toContain(
        `lexpath verify: --shard auto: shard ${shard}/2, from JOB_COMPLETION_INDEX=${index} (Kubernetes Indexed ` +
          `Job, 0-based) and --shard-count 2\n`,
      );
      const report = JSON.parse(run.stdout) as VerifyReport;
      expect(report.shard).toMatchObject({ index: shard, count: 2 });
      const file = join(dir, `shard-${index}.json`);
      writeFileSync(file, run.stdout);
      return file;
    });
    const merged = lexpath(['merge', ...files]);
    expect(merged.status, merged.stderr).toBe(0);
    const report = JSON.parse(merged.stdout) as VerifyReport;
    expect(report.shard).toBeNull();
    const whole = lexpath(RUN);
    expect(comparableReport(report)).toEqual(comparableReport(JSON.parse(whole.stdout) as VerifyReport));
    // One shard alone is not the whole run.
    expect(lexpath(['merge', files[0]]).stderr).toMatch(/shards missing: 2\/2/);
  });

  it('with no engine variable set exits 2, naming the variables it looked for', () => {
    const run = lexpath([...RUN, '--shard', 'auto', '--shard-count', '2']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^lexpath: --shard auto: no shard index in the environment; looked for LEXPATH_SHARD_INDEX, JOB_COMPLETION_INDEX, CI_NODE_INDEX, CIRCLE_NODE_INDEX, AWS_BATCH_JOB_ARRAY_INDEX/,
    );
  });

  it("takes GitLab's 1-based index and total, and refuses --shard-count without --shard auto", () => {
    const gitlab = lexpath([...RUN, '--shard', 'auto'], { CI_NODE_INDEX: '2', CI_NODE_TOTAL: '2' });
    expect(gitlab.status, gitlab.stderr).toBe(0);
    expect((JSON.parse(gitlab.stdout) as VerifyReport).shard).toMatchObject({ index: 2, count: 2 });
    const given = lexpath([...RUN, '--shard', '1/2', '--shard-count', '2']);
    expect(given.status).toBe(2);
    expect(given.stderr).toMatch(/--shard-count goes with --shard auto/);
  });
});
