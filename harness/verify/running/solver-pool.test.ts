/**
 * The solver pool's threads may be stopped while they are still loading their task module (a run
 * that stops at its first failure, the pool closing). Node 20.19+ aborted the whole process there
 * (a V8 fatal error) when piscina loaded the ESM task module with require(); the CommonJS entry
 * (solver-task-entry.cts) loads it with import(), as each thread starts. A real child process opens
 * and closes the pool over and over, at spread-out moments of the threads' start-up, so some threads
 * are stopped in the middle of that import.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BUILT_SCHEDULER = new URL('../../../dist/harness/verify/running/scheduler.js', import.meta.url).href;

const script = `
const { Scheduler } = await import(${JSON.stringify(BUILT_SCHEDULER)});
for (let i = 0; i < 120; i++) {
  const pool = new Scheduler(2);
  await new Promise((resolve) => setTimeout(resolve, (i * 37) % 200)); // 0-199 ms into the start-up
  await pool.destroy();
}
process.stdout.write('closed 120 pools\\n');
`;

describe('the solver pool', () => {
  it('can be closed at any moment of its threads start-up without ending the process', { timeout: 300_000 }, () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('closed 120 pools\n');
  });
});
