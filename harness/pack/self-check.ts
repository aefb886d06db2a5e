/**
 * A pack checks itself with its own C++ programs, where the machine has a compiler: the input
 * validator must accept every test file, and the output validator (Kattis protocol) must give each
 * recorded output the verdict lexpath's oracle gave it: 43 with the same verdict name where a
 * program is wrong, 42 where it is right (a plug-in's checker, which does not replay moves, only the
 * exit code). A disagreement is lexpath's fault and stops the pack, so
 * a package never goes out whose checker passes what the oracle fails.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { KATTIS_ACCEPTED, KATTIS_WRONG } from './check.js';
import { compileCpp, runCompiled } from './compiler.js';
import { checkerReplays, checkerSource, validatorSource } from './cpp-sources.js';
import { kills, type Contestant, type RunCell } from './types.js';

/** A test file as the package holds it. */
export interface PackageTest {
  readonly group: 'sample' | 'secret';
  /** File name without extension, e.g. '03-cx-bfs-wrong-order'. */
  readonly name: string;
  readonly input: string;
  readonly answer: string;
}

export interface SelfCheck {
  /** The compiler used; null when none was found (nothing was checked). */
  readonly compiler: string | null;
  /** Test files the input validator accepted (null: the puzzle has no validator). */
  readonly validated: number | null;
  /** Outputs the output validator judged. */
  readonly judged: number;
  /** Per contestant: the package's files whose output the validator rejected (43). */
  readonly rejectedBy: readonly (readonly string[])[];
}

/** The verdict name a checker's message gives ('wrong-format: ...' or 'case 3: not-shortest: ...'). */
function messageVerdict(message: string): string | null {
  return /^(?:case \d+: )?([a-z-]+):/.exec(message)?.[1] ?? null;
}

async function validateAll(binary: string, tests: readonly PackageTest[]): Promise<void> {
  for (const test of tests) {
    const run = await runCompiled([binary], test.input);
    if (run.code !== KATTIS_ACCEPTED)
      throw new Error(
        `the package's input validator refuses ${test.group}/${test.name}.in (exit ${run.code}): ${run.stdout.trim()}`,
      );
  }
}

/** One output judged by the compiled checker; its verdict held against the oracle's where the run was whole. */
async function judgeOne(
  names: boolean,
  binary: string,
  dir: string,
  test: PackageTest,
  who: Contestant,
  cell: RunCell,
): Promise<boolean> {
  const feedback = mkdtempSync(join(dir, 'feedback-'));
  const run = await runCompiled(
    [binary, join(dir, `${test.name}.in`), join(dir, `${test.name}.ans`), feedback],
    cell.output,
  );
  const message = readFileSync(join(feedback, 'judgemessage.txt'), 'utf8').trim();
  if (run.code !== KATTIS_ACCEPTED && run.code !== KATTIS_WRONG)
    throw new Error(
      `the package's checker failed (exit ${run.code}) on ${who.name}'s output for ${test.name}: ${message}`,
    );
  const rejected = run.code === KATTIS_WRONG;
  if (cell.whole) {
    const agrees = rejected === kills(cell) && (!rejected || !names || messageVerdict(message) === cell.verdict);
    if (!agrees)
      throw new Error(
        `the package's checker and lexpath's oracle disagree on ${who.name}'s output for ${test.name}: ` +
          `the oracle says ${cell.verdict}${cell.failing ? ` (case ${cell.failing})` : ''}, the checker exit ${run.code}: ${message}`,
      );
  }
  return rejected;
}

/**
 * Compiles the package's output validator (and input validator) in a scratch folder and judges
 * every recorded output with it; cells[contestant][test] are the runs on the package's tests.
 */
export async function selfCheck(
  puzzle: AnyPuzzleDefinition,
  compiler: string | null,
  tests: readonly PackageTest[],
  who: readonly Contestant[],
  cells: readonly (readonly RunCell[])[],
): Promise<SelfCheck> {
  if (compiler === null) return { compiler, validated: null, judged: 0, rejectedBy: who.map(() => []) };
  const dir = mkdtempSync(join(tmpdir(), 'lexpath-pack-check-'));
  try {
    const checker = await compileCpp(compiler, checkerSource(puzzle, 'kattis'), dir, 'checker');
    const validator = validatorSource(puzzle, 'kattis');
    if (validator !== null) await validateAll(await compileCpp(compiler, validator, dir, 'validator'), tests);
    const data = join(dir, 'data');
    mkdirSync(data);
    for (const test of tests) {
      writeFileSync(join(data, `${test.name}.in`), test.input);
      writeFileSync(join(data, `${test.name}.ans`), test.answer);
    }
    const rejectedBy: string[][] = who.map(() => []);
    const names = checkerReplays(puzzle);
    for (const [row, contestant] of who.entries())
      for (const [column, test] of tests.entries())
        if (await judgeOne(names, checker, data, test, contestant, cells[row][column])) rejectedBy[row].push(test.name);
    return {
      compiler,
      validated: validator === null ? null : tests.length,
      judged: who.length * tests.length,
      rejectedBy,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
