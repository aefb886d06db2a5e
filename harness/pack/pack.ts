/**
 * `lexpath pack` as a library call: a problem setter's package for a puzzle. The candidate tests
 * (samples, corpora, cases at every depth, random cases, the shrunk counterexample of every wrong
 * program) are run by every wrong program (the bug zoo's and the setter's); the kill matrix gives
 * the fewest files that kill them all (cover.ts); the samples and one case of every depth are
 * added; every correct program must pass the result; the package's own C++ checker re-judges every
 * output where a compiler is at hand; then the package is written to a scratch folder beside
 * `outDir` and renamed into place, so nothing half-written is left.
 */
import { availableParallelism } from 'node:os';
import { mkdirSync, mkdtempSync, renameSync, rmdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { oracleOf, resolvePuzzle, type AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Oracle } from '../../oracle/oracle.js';
import { InputError } from '../../util/errors.js';
import { plural } from '../../util/plural.js';
import { Scheduler } from '../verify/running/scheduler.js';
import {
  counterexampleFiles,
  depthFiles,
  depthSweep,
  distinctFiles,
  listedFiles,
  randomFile,
  sampleFile,
} from './candidates.js';
import { findCompiler } from './compiler.js';
import { disjointBound, minimalCover } from './cover.js';
import { judgeLimits } from './judge-limits.js';
import { packageFiles, submittedSources, type PackageFile } from './layout.js';
import { killMatrixPage } from './page.js';
import { packageReadme } from './note.js';
import {
  checkOutDir,
  correctContestants,
  PACK_DEFAULTS,
  programContestants,
  wholeNumberOption,
  zooContestants,
  type PackOptions,
} from './options.js';
import type { PackedTest, PackResult } from './result.js';
import { runAll, type RunSettings } from './runs.js';
import { selfCheck } from './self-check.js';
import { kills, type Contestant, type RunCell, type TestFile } from './types.js';

export type { PackOptions, PackResult };

/** The options with their defaults, checked. */
function settingsOf(options: PackOptions) {
  return {
    format: options.format ?? PACK_DEFAULTS.format,
    seed: options.seed ?? PACK_DEFAULTS.seed,
    timeLimitMs: wholeNumberOption('--time-limit', options.timeLimitMs ?? PACK_DEFAULTS.timeLimitMs, 1),
    startupMs: options.startupMs,
    shrinkBudgetMs: options.shrinkBudgetMs ?? PACK_DEFAULTS.shrinkBudgetMs,
    searchCases: wholeNumberOption('searchCases', options.searchCases ?? PACK_DEFAULTS.searchCases, 1),
    perDepth: wholeNumberOption('perDepth', options.perDepth ?? PACK_DEFAULTS.perDepth, 1),
    compiler: options.compiler === undefined ? findCompiler() : options.compiler,
    log: options.log ?? (() => undefined),
  };
}
type Settings = ReturnType<typeof settingsOf>;

/** The columns of the kill matrix: the sample and the depth sweep (`added`), then the candidates. */
async function candidateColumns(
  puzzle: AnyPuzzleDefinition,
  wrong: readonly Contestant[],
  settings: Settings,
): Promise<{ columns: TestFile[]; added: number }> {
  const limit = judgeLimits(puzzle).maxCases;
  settings.log('candidate tests: corpora, cases at every depth, random cases');
  const depths = depthFiles(puzzle, settings.seed, settings.perDepth, limit);
  const added = [sampleFile(puzzle, depths.firsts), ...depthSweep(depths.firsts, limit)];
  settings.log(`counterexamples of ${plural(wrong.length, 'wrong program')}`);
  const found = await counterexampleFiles(puzzle, wrong, { ...settings, log: (line) => settings.log(`  ${line}`) });
  const candidates = distinctFiles([
    ...added,
    ...listedFiles(puzzle, limit),
    ...depths.files,
    ...randomFile(puzzle, settings.seed, limit),
    ...found,
  ]).slice(added.length);
  return { columns: [...added, ...candidates], added: added.length };
}

/** Programs that no candidate kills are not wrong as far as the tests can tell: an error. */
function checkEveryoneKilled(
  wrong: readonly Contestant[],
  matrix: readonly (readonly RunCell[])[],
  columns: number,
): void {
  const spared = wrong.filter((_, row) => !matrix[row].some(kills));
  if (spared.length === 0) return;
  throw new InputError(
    spared.map((c) => `${c.name} was right on every candidate test (${columns} files)`).join('; ') +
      ': a --wrong program must fail some test (is it in fact right?)',
  );
}

/**
 * Every accepted program must pass every test of the package. A built-in solver that runs out of
 * time (plain BFS on a large space) is only too slow here, and said so; a wrong answer from one is
 * lexpath's fault.
 */
function checkAccepted(
  accepted: readonly Contestant[],
  cells: readonly (readonly RunCell[])[],
  tests: readonly PackedTest[],
): void {
  for (const [row, contestant] of accepted.entries()) {
    const at = cells[row].findIndex(kills);
    if (at < 0) continue;
    const cell = cells[row][at];
    if (contestant.command === undefined && cell.verdict === 'time-limit') continue;
    const where = `${tests[at].group}/${tests[at].name}${cell.failing ? `, case ${cell.failing}` : ''}`;
    const message = `${contestant.name} failed ${where}: ${cell.verdict}: ${cell.detail}`;
    if (contestant.command === undefined) throw new Error(message);
    throw new InputError(`${message} (an --accepted program must pass every test)`);
  }
}

/** The package's tests: the sample, the depth sweep, then the chosen candidates, with the jury's answers. */
function packedTests(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  columns: readonly TestFile[],
  added: number,
  chosen: readonly number[],
): PackedTest[] {
  const answer = (file: TestFile) => puzzle.formatOutput(file.cases.map((c) => oracle.answer(c)));
  const input = (file: TestFile) => puzzle.formatInput(file.cases);
  const secret = [...Array.from({ length: added - 1 }, (_, i) => i + 1), ...chosen];
  return [
    {
      group: 'sample',
      name: '01-sample',
      column: 0,
      reason: 'sample',
      input: input(columns[0]),
      answer: answer(columns[0]),
    },
    ...secret.map((column, i) => ({
      group: 'secret' as const,
      name: `${String(i + 1).padStart(2, '0')}-${columns[column].label}`,
      column,
      reason: column < added ? ('added' as const) : ('cover' as const),
      input: input(columns[column]),
      answer: answer(columns[column]),
    })),
  ];
}

/** Writes the files into a scratch folder beside `outDir`, then renames it into place. */
function writeAtomically(outDir: string, files: readonly PackageFile[]): void {
  const target = resolve(outDir);
  mkdirSync(dirname(target), { recursive: true });
  const scratch = mkdtempSync(join(dirname(target), `.${basename(target)}.partial-`));
  try {
    for (const file of files) {
      mkdirSync(dirname(join(scratch, file.path)), { recursive: true });
      writeFileSync(join(scratch, file.path), file.content);
    }
    checkOutDir(outDir); // still new or empty
    if (existsSync(target)) rmdirSync(target);
    renameSync(scratch, target);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** The minimal set over the candidates after the added columns, as column indices. */
function coverOf(
  matrix: readonly (readonly RunCell[])[],
  columns: readonly TestFile[],
  added: number,
): PackResult['cover'] {
  const candidates = columns.slice(added).map((file, i) => ({
    cases: file.cases.length,
    kills: matrix.flatMap((row, program) => (kills(row[added + i]) ? [program] : [])),
  }));
  const found = minimalCover(candidates, matrix.length);
  return {
    ...found,
    chosen: found.chosen.map((i) => i + added),
    disjointBound: disjointBound(candidates, matrix.length),
  };
}

/** The runs of a pack, on one pool of threads: the kill matrix, the set it gives, the accepted programs on it. */
async function judgeAll(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  who: { readonly wrong: readonly Contestant[]; readonly accepted: readonly Contestant[] },
  candidates: { readonly columns: readonly TestFile[]; readonly added: number },
  settings: Settings,
) {
  const { columns, added } = candidates;
  const runSettings: RunSettings = {
    timeLimitMs: settings.timeLimitMs,
    zooTimeLimitMs: Math.ceil(settings.timeLimitMs * PACK_DEFAULTS.zooTimeShare),
    startupMs: settings.startupMs,
  };
  const pool = new Scheduler(availableParallelism());
  try {
    settings.log(
      `kill matrix: ${plural(who.wrong.length, 'wrong program')} x ${plural(columns.length, 'candidate file')}`,
    );
    const matrix = await runAll(puzzle, oracle, pool, who.wrong, columns, runSettings);
    checkEveryoneKilled(who.wrong, matrix, columns.length);
    const cover = coverOf(matrix, columns, added);
    const sizes = cover.chosen.map((column) => columns[column].cases.length);
    settings.log(
      `the minimal set: ${plural(cover.chosen.length, 'file')} (${plural(
        sizes.reduce((a, b) => a + b, 0),
        'case',
      )})`,
    );
    const tests = packedTests(puzzle, oracle, columns, added, cover.chosen);
    settings.log(`accepted programs: ${who.accepted.length} on the package's ${plural(tests.length, 'file')}`);
    const files = tests.map((t) => columns[t.column]);
    const acceptedCells = await runAll(puzzle, oracle, pool, who.accepted, files, runSettings);
    checkAccepted(who.accepted, acceptedCells, tests);
    return { matrix, cover, tests, acceptedCells };
  } finally {
    await pool.destroy();
  }
}

export async function pack(options: PackOptions): Promise<PackResult> {
  const puzzle = resolvePuzzle(options.puzzle);
  const settings = settingsOf(options);
  checkOutDir(options.outDir);
  const zoo = zooContestants(puzzle);
  const correct = correctContestants(puzzle);
  const programs = programContestants(options.wrong ?? [], options.accepted ?? [], [...zoo, ...correct]);
  const wrong = [...zoo, ...programs.filter((p) => p.role === 'wrong')];
  const accepted = [...correct, ...programs.filter((p) => p.role === 'accepted')];
  const oracle = oracleOf<unknown>(puzzle);
  const { columns, added } = await candidateColumns(puzzle, wrong, settings);
  const { matrix, cover, tests, acceptedCells } = await judgeAll(
    puzzle,
    oracle,
    { wrong, accepted },
    { columns, added },
    settings,
  );
  settings.log(
    settings.compiler === null
      ? 'no C++ compiler: the package is not checked with its own checker'
      : `checking with ${settings.compiler}`,
  );
  const onTests = [...matrix, ...acceptedCells].map((row, i) =>
    i < matrix.length ? tests.map((t) => row[t.column]) : row,
  );
  const checked = await selfCheck(puzzle, settings.compiler, tests, [...wrong, ...accepted], onTests);
  const partial = {
    puzzle: String(puzzle.name),
    title: puzzle.title,
    outDir: options.outDir,
    format: settings.format,
    seed: settings.seed,
    limits: judgeLimits(puzzle),
    candidates: columns,
    added,
    wrong,
    accepted,
    matrix,
    cover,
    tests,
    acceptedCells,
    selfCheck: checked,
    sources: submittedSources(programs),
    files: [] as string[],
  };
  const shared = [
    { path: 'README.md', content: packageReadme(partial) },
    { path: 'kill-matrix.html', content: killMatrixPage(partial) },
  ];
  const files = packageFiles(settings.format, puzzle, tests, programs, shared);
  writeAtomically(options.outDir, files);
  return { ...partial, files: files.map((f) => f.path).sort() };
}
