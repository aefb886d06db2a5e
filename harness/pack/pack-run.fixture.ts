/**
 * For the tests of `lexpath pack`: the built CLI run as a user runs it, and a package judged the
 * way a Kattis judge would, by its own output validator compiled with g++ -O2 -std=c++17.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI = join(ROOT, 'dist/harness/cli.js');
/**
 * `lexpath pack --puzzle PUZZLE` with one --wrong and one --accepted program, at half the default
 * per-case limit: the bug zoo's time-outs end sooner and the kill matrix is the same (every row and
 * verdict equal to a default run's on Eight and Rotation), in about 0.75x the time.
 */
export function packWith(puzzle: string, out: string, wrong: string, accepted: string): ReturnType<typeof lexpath> {
  return lexpath([
    'pack',
    '--puzzle',
    puzzle,
    '--time-limit',
    '1000',
    '--out',
    out,
    '--wrong',
    wrong,
    '--accepted',
    accepted,
  ]);
}

export function lexpath(args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const done = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

/** A program's verdict on one test file: the validator's 42 or 43, or the run's own failure. */
type FileVerdict = 42 | 43 | 'time-out' | 'crash';

/**
 * Each program (name -> shell command) run on every test file of the Kattis package in `dir`
 * (data/sample and data/secret), its output judged by the package's output validator. `untilKilled`:
 * a program's later files are not run once one kills it (a wrong program needs one).
 */
export function judgeByPackage(
  dir: string,
  programs: Readonly<Record<string, string>>,
  timeLimitMs: number,
  untilKilled = false,
): Record<string, Record<string, FileVerdict>> {
  const scratch = mkdtempSync(join(tmpdir(), 'lexpath-judge-'));
  try {
    const checker = join(scratch, 'checker');
    const built = spawnSync(
      'g++',
      ['-O2', '-std=c++17', '-o', checker, join(dir, 'output_validators/checker/checker.cpp')],
      { encoding: 'utf8' },
    );
    if (built.status !== 0) throw new Error(`the package's checker does not compile: ${built.stderr}`);
    const tests = ['sample', 'secret'].flatMap((group) =>
      readdirSync(join(dir, 'data', group))
        .filter((f) => f.endsWith('.in'))
        .map((f) => join(dir, 'data', group, f.slice(0, -3))),
    );
    const verdicts: Record<string, Record<string, FileVerdict>> = {};
    for (const [name, command] of Object.entries(programs)) {
      verdicts[name] = {};
      for (const test of tests) {
        if (untilKilled && killed(verdicts[name])) break;
        const run = spawnSync('/bin/sh', ['-c', `exec ${command} < '${test}.in'`], {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: timeLimitMs,
          maxBuffer: 64 << 20,
        });
        const file = test.slice(dir.length + 1);
        if (run.error || run.signal) verdicts[name][file] = 'time-out';
        else if (run.status !== 0) verdicts[name][file] = 'crash';
        else {
          const judged = spawnSync(checker, [`${test}.in`, `${test}.ans`, scratch], { input: run.stdout });
          verdicts[name][file] = judged.status as 42 | 43;
        }
      }
    }
    return verdicts;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether some file kills the program (its output rejected, or its run failed). */
export function killed(verdicts: Readonly<Record<string, FileVerdict>>): boolean {
  return Object.values(verdicts).some((v) => v !== 42);
}
