/**
 * The candidate test files of a pack: the judge's samples, the listed corpora and regressions, cases
 * at every optimal depth, random judge cases, and the shrunk counterexample of every wrong program
 * (found by `repro`, as verify finds them). Every case is within the judge's promise (the input
 * validator checks it), and no file holds more cases than the judge allows.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { CORPORA_DIR, corpusFiles, loadCorpus, REGRESSIONS_DIR } from '../corpus.js';
import { repro } from '../verify/repro.js';
import type { Contestant, TestFile, TestKind } from './types.js';

/** The cases the judge could give (its promise holds), each once, in order. */
function judgeCases(puzzle: AnyPuzzleDefinition, cases: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key) || (puzzle.contract !== undefined && !puzzle.contract.holds(c))) return false;
    seen.add(key);
    return true;
  });
}

/** A file per `limit` cases (labels numbered when there is more than one). */
function split(kind: TestKind, label: string, origin: string, cases: readonly unknown[], limit: number): TestFile[] {
  const parts: TestFile[] = [];
  for (let from = 0; from < cases.length; from += limit) {
    const many = cases.length > limit;
    parts.push({
      kind,
      label: many ? `${label}-${from / limit + 1}` : label,
      origin: many ? `${origin} (cases ${from + 1}-${Math.min(cases.length, from + limit)})` : origin,
      cases: cases.slice(from, from + limit),
    });
  }
  return parts;
}

/** A name as part of a file name: lower-case letters, digits and dashes. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'program'
  );
}

function samplesCorpus(puzzle: AnyPuzzleDefinition): string {
  return join(CORPORA_DIR, `${puzzle.name}-judge-samples.json`);
}

/** The judge's sample (its corpus file), or else the cases of depths 1 and 2 of the sweep. */
export function sampleFile(puzzle: AnyPuzzleDefinition, firsts: readonly unknown[]): TestFile {
  const file = samplesCorpus(puzzle);
  if (existsSync(file)) {
    const cases = judgeCases(
      puzzle,
      loadCorpus(file, puzzle).map((loaded) => loaded.case),
    );
    return { kind: 'sample', label: 'sample', origin: `the judge's sample (${basename(file)})`, cases };
  }
  return { kind: 'sample', label: 'sample', origin: 'a case of depth 1 and one of depth 2', cases: firsts.slice(1, 3) };
}

/** The shipped corpora of the puzzle (the samples apart), a file each, and its saved regressions in one. */
export function listedFiles(puzzle: AnyPuzzleDefinition, limit: number): TestFile[] {
  const load = (path: string) =>
    judgeCases(
      puzzle,
      loadCorpus(path, puzzle).map((loaded) => loaded.case),
    );
  const files: TestFile[] = [];
  for (const path of corpusFiles(CORPORA_DIR)) {
    const cases = path === samplesCorpus(puzzle) ? [] : load(path);
    const name = slug(basename(path, '.json').replace(new RegExp(`^${puzzle.name}-`), ''));
    if (cases.length > 0) files.push(...split('corpus', name, `corpus ${basename(path)}`, cases, limit));
  }
  const regressions = judgeCases(puzzle, corpusFiles(REGRESSIONS_DIR).flatMap(load));
  if (regressions.length > 0)
    files.push(
      ...split('corpus', 'regressions', "lexpath's saved regressions (corpora/regressions)", regressions, limit),
    );
  return files;
}

/** Depths per candidate file: a file of cases at a few neighbouring depths. */
const DEPTHS_PER_FILE = 4;

/**
 * `perDepth` seeded cases at each optimal depth, in files of DEPTHS_PER_FILE neighbouring depths
 * (within the judge's bound); and the depths' first cases, for the sweep of every depth.
 */
export function depthFiles(
  puzzle: AnyPuzzleDefinition,
  seed: number,
  perDepth: number,
  limit: number,
): { files: TestFile[]; firsts: unknown[] } {
  const levels = puzzle.depthCases(perDepth, seed).flatMap(({ depth, cases }) => {
    const judged = judgeCases(puzzle, cases);
    return judged.length === 0 ? [] : [{ depth, cases: judged }];
  });
  const files: TestFile[] = [];
  for (let i = 0; i < levels.length; i += DEPTHS_PER_FILE) {
    const band = levels.slice(i, i + DEPTHS_PER_FILE);
    const [low, high] = [band[0].depth, band[band.length - 1].depth];
    const name = (d: number) => String(d).padStart(2, '0');
    const label = low === high ? `depth-${name(low)}` : `depths-${name(low)}-${name(high)}`;
    const origin = low === high ? `cases that need ${low} moves` : `cases that need ${low} to ${high} moves`;
    files.push(
      ...split(
        'depth',
        label,
        origin,
        band.flatMap((level) => level.cases),
        limit,
      ),
    );
  }
  return { files, firsts: levels.map((level) => level.cases[0]) };
}

/** One case of every depth, in files within the judge's bound. */
export function depthSweep(firsts: readonly unknown[], limit: number): TestFile[] {
  return split('depths', 'every-depth', 'one case of every depth, 0 to the deepest', firsts, limit);
}

/** Random cases as a judge's test data holds them, one full file. */
export function randomFile(puzzle: AnyPuzzleDefinition, seed: number, limit: number): TestFile[] {
  const cases = judgeCases(puzzle, puzzle.randomJudgeCases(limit, seed));
  return cases.length === 0
    ? []
    : [{ kind: 'random', label: 'random', origin: `random judge cases (seed ${seed})`, cases }];
}

interface SearchSettings {
  readonly seed: number;
  /** Cases tried per wrong program before it is let go. */
  readonly searchCases: number;
  readonly timeLimitMs: number;
  readonly startupMs?: number;
  readonly shrinkBudgetMs: number;
  readonly log?: (line: string) => void;
}

/** The shrunk counterexample of each wrong program, a file each; programs with none found are left out. */
export async function counterexampleFiles(
  puzzle: AnyPuzzleDefinition,
  wrong: readonly Contestant[],
  settings: SearchSettings,
): Promise<TestFile[]> {
  const files: TestFile[] = [];
  for (const contestant of wrong) {
    const target =
      contestant.command === undefined
        ? { solver: contestant.name }
        : { program: { name: contestant.name, command: contestant.command } };
    const found = await repro({
      puzzle,
      target,
      seed: settings.seed,
      maxCases: settings.searchCases,
      timeLimitMs: settings.timeLimitMs,
      startupMs: settings.startupMs,
      shrinkBudgetMs: settings.shrinkBudgetMs,
      saveDir: null,
    });
    if (!found.found) {
      settings.log?.(`${contestant.name}: no counterexample in ${found.tried} cases`);
      continue;
    }
    const { counterexample } = found;
    const cases = judgeCases(puzzle, puzzle.parseInput(counterexample.input));
    settings.log?.(
      `${contestant.name}: ${counterexample.verdict} (counterexample of ${counterexample.optimalLength} moves)`,
    );
    if (cases.length === 0) continue;
    files.push({
      kind: 'counterexample',
      label: `cx-${slug(contestant.name)}`,
      origin: `the shrunk counterexample of ${contestant.name} (${counterexample.verdict})`,
      cases,
    });
  }
  return files;
}

/** The files with distinct case lists (the first of equal ones kept) and unique labels. */
export function distinctFiles(files: readonly TestFile[]): TestFile[] {
  const seen = new Set<string>();
  const labels = new Set<string>();
  const out: TestFile[] = [];
  for (const file of files) {
    const key = JSON.stringify(file.cases);
    if (seen.has(key)) continue;
    seen.add(key);
    let label = file.label;
    for (let n = 2; labels.has(label); n++) label = `${file.label}-${n}`;
    labels.add(label);
    out.push({ ...file, label });
  }
  return out;
}
