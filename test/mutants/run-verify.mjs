// Runs `lexpath verify` (the built CLI, dist/harness/cli.js) on the mutation suite's programs as a
// real child process and reads its --json report. Shared by suite.ts and score.mjs.
//
// Options are the defaults (the default case list: saved regressions, the shipped corpora, 300
// random Eight cases / 40 Rotation boards; the default time limits and strict reading) except:
// --seed, fixed at SEED so a run is repeatable; --fail-fast and a short --shrink-budget, which
// change only what happens after a program's first failure (its other cases are not run, its
// counterexample is shrunk for less long), never whether or where that first failure is found.

import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from './catalogue.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(HERE, '..', '..');
export const CLI = join(ROOT, 'dist', 'harness', 'cli.js');
export const SEED = 1;
/** Programs run at once by one verify (they run concurrently; the machine has 2 shared cores). */
export const GROUP_SIZE = 4;

export function solverCommand(puzzle, mutant) {
  const script = join(HERE, `${puzzle}.mjs`);
  return mutant ? `node ${script} ${mutant}` : `node ${script}`;
}

/**
 * One `verify --puzzle PUZZLE --no-builtins --json --seed SEED --cmd NAME=COMMAND...` run.
 * Resolves to { code, report (parsed JSON or null), stdout, stderr, ms (whole run's wall time) }.
 */
export function runVerify(puzzle, programs, { seed = SEED } = {}) {
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
  for (const { name, command } of programs) args.push('--cmd', `${name}=${command}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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

/** The mutants of one puzzle in groups of GROUP_SIZE, each group one verify run. */
export function mutantGroups(puzzle, only) {
  const names = Object.keys(MUTANTS[puzzle]).filter((name) => !only || only.includes(name));
  const groups = [];
  for (let i = 0; i < names.length; i += GROUP_SIZE) groups.push(names.slice(i, i + GROUP_SIZE));
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
