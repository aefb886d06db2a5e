// Runs `lexpath verify` (the built CLI, dist/harness/cli.js) on the mutation suite's programs as a
// real child process and reads its --json report. Shared by suite.ts and score.mjs.
//
// Options are the defaults (the default case list: saved regressions, the shipped corpora, 300
// random Eight cases / 40 Rotation boards; the default time limits and strict reading) except:
// --seed, fixed at SEED so a run is repeatable; --fail-fast and a short --shrink-budget, which
// change only what happens after a program's first failure (its other cases are not run, its
// counterexample is shrunk for less long), never whether or where that first failure is found;
// and, for a run that asks (maxTime), a --max-time shorter than the default, which can only leave
// cases unfinished (never ok), so a program that fails within it fails without it too.
//
// Each run's programs get CACHE_ENV, a folder the 15-puzzle programs keep their search's answers
// in (their pattern tables come from lexpath's table cache, as the environment names it): see fifteen.mjs.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from './catalogue.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const CLI = join(ROOT, 'dist', 'harness', 'cli.js');
export const SEED = 1;
/** Programs run at once by one verify (they run concurrently; the machine has 2 shared cores). */
export const GROUP_SIZE = 4;
/** The environment variable naming the programs' folder of answers (read by fifteen.mjs). */
export const CACHE_ENV = 'LEXPATH_MUTANT_CACHE';

let cache = null;
/** The programs' cache folder, made on first use; `removeCache` deletes it. */
function cacheDir() {
  cache ??= mkdtempSync(join(tmpdir(), 'lexpath-mutant-cache-'));
  return cache;
}

export function removeCache() {
  if (cache !== null) rmSync(cache, { recursive: true, force: true });
  cache = null;
}

export function solverCommand(puzzle, mutant) {
  const script = join(HERE, `${puzzle}.mjs`);
  return mutant ? `node ${script} ${mutant}` : `node ${script}`;
}

/**
 * One `verify --puzzle PUZZLE --no-builtins --json --seed SEED --cmd NAME=COMMAND...` run
 * (`--max-time MAXTIME` too when given). Resolves to { code, report (parsed JSON or null), stdout,
 * stderr, ms (whole run's wall time) }.
 */
export function runVerify(puzzle, programs, { seed = SEED, maxTime } = {}) {
  const args = [
    CLI,
    'verify',
    '--puzzle',
    puzzle,
    '--no-builtins',
    '--json',
    '--seed',
    String(seed),
    '--fail-fast',
    '--shrink-budget',
    '2s',
  ];
  if (maxTime !== undefined) args.push('--max-time', maxTime);
  for (const { name, command } of programs) args.push('--cmd', `${name}=${command}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const env = { ...process.env, [CACHE_ENV]: cacheDir() };
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      let report = null;
      try {
        report = JSON.parse(stdout);
      } catch {
        // left null: the caller reports stdout and stderr
      }
      resolve({ code, report, stdout, stderr, ms: performance.now() - started });
    });
  });
}

/**
 * The mutants of one puzzle in groups of GROUP_SIZE, each group one verify run; the ones in `alone`
 * get a run each, first (a program that runs until the time bound keeps its whole run going).
 */
export function mutantGroups(puzzle, only, alone = []) {
  const names = Object.keys(MUTANTS[puzzle]).filter((name) => !only || only.includes(name));
  const groups = names.filter((name) => alone.includes(name)).map((name) => [name]);
  const rest = names.filter((name) => !alone.includes(name));
  for (let i = 0; i < rest.length; i += GROUP_SIZE) groups.push(rest.slice(i, i + GROUP_SIZE));
  return groups;
}

/**
 * One row per mutant: { puzzle, mutant, mistake, caught (the report says FAILED),
 * caughtBeyondTime (some verdict other than ok and time-limit), code, verdicts, verdict (the
 * counterexample's), firstFailure (case index and origin of the first failing case),
 * firstFailureMs (from the start of the verify run, the report's own figure), groupMs (the whole
 * run's wall time, with the other mutants of its group beside it), groupSize }.
 */
export async function runMutantGroup(puzzle, names, options) {
  const programs = names.map((name) => ({ name, command: solverCommand(puzzle, name) }));
  const run = await runVerify(puzzle, programs, options);
  return names.map((name) => {
    const solver = run.report?.solvers.find((s) => s.name === name);
    const ce = solver?.counterexample ?? null;
    return {
      puzzle,
      mutant: name,
      mistake: MUTANTS[puzzle][name],
      caught: solver ? !solver.passed : null,
      // failed on something other than time: a time-limit alone may be the machine's load
      caughtBeyondTime: solver ? Object.keys(solver.verdicts).some((v) => v !== 'ok' && v !== 'time-limit') : null,
      code: run.code,
      verdicts: solver?.verdicts ?? null,
      verdict: ce?.verdict ?? null,
      detail: ce?.detail ?? (solver ? null : run.stderr.trim().split('\n').slice(-3).join(' | ')),
      firstFailure: ce ? { caseIndex: ce.caseIndex, origin: ce.origin } : null,
      firstFailureMs: solver?.firstFailureMs ?? null,
      groupMs: Math.round(run.ms),
      groupSize: names.length,
    };
  });
}
