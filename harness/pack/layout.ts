/**
 * The files of a package, by format, as (relative path, content) pairs: the ICPC / Kattis legacy
 * problem package, a Polygon-style folder (testlib checker) and a CMS-style folder. Programs'
 * sources go in as submissions where a command names one.
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { commandFiles } from '../verify/running/identity.js';
import { slug } from './candidates.js';
import { checkerSource, validatorSource } from './cpp-sources.js';
import type { PackFormat } from './options.js';
import type { PackageTest } from './self-check.js';
import type { Contestant } from './types.js';

export interface PackageFile {
  readonly path: string;
  readonly content: string | Buffer;
}

/** Extensions of source files a judge compiles or runs. */
const SOURCE = /\.(c|cc|cpp|cxx|h|hpp|py|java|kt|rs|go|js|mjs|cjs|ts|cs|pas|hs|rb|ml|scala|swift)$/i;

/** The source file a program's command names (the first one), or null. */
function sourceOf(program: Contestant): string | null {
  if (program.command === undefined) return null;
  return commandFiles(program.command).find((file) => SOURCE.test(file)) ?? null;
}

function submissions(programs: readonly Contestant[], folder: (p: Contestant) => string): PackageFile[] {
  const files: PackageFile[] = [];
  for (const program of programs) {
    const source = sourceOf(program);
    if (source === null) continue;
    files.push({ path: `${folder(program)}/${slug(program.name)}${extname(source)}`, content: readFileSync(source) });
  }
  return files;
}

function problemYaml(puzzle: AnyPuzzleDefinition): string {
  const source = /\(([^)]*)\)$/.exec(puzzle.title)?.[1];
  return [
    `# Written by lexpath pack: the checker compares each answer with the jury's, which is unique.`,
    `name: ${JSON.stringify(puzzle.title.replace(/ \([^)]*\)$/, ''))}`,
    ...(source ? [`source: ${JSON.stringify(source)}`] : []),
    'license: unknown',
    'validation: custom',
    '',
  ].join('\n');
}

function statement(puzzle: AnyPuzzleDefinition): string {
  const title = puzzle.title.replace(/ \([^)]*\)$/, '');
  return [
    `\\problemname{${title}}`,
    '',
    `${puzzle.summary.replace(/[\\{}$&#^_%~]/g, (ch) => `\\${ch}`)}.`,
    '',
    'Among the shortest move sequences, print the lexicographically smallest.',
    '',
  ].join('\n');
}

/** The ICPC / Kattis legacy problem package. */
function icpcFiles(
  puzzle: AnyPuzzleDefinition,
  tests: readonly PackageTest[],
  programs: readonly Contestant[],
): PackageFile[] {
  const validator = validatorSource(puzzle, 'kattis');
  return [
    { path: 'problem.yaml', content: problemYaml(puzzle) },
    { path: 'problem_statement/problem.en.tex', content: statement(puzzle) },
    ...tests.flatMap((t) => [
      { path: `data/${t.group}/${t.name}.in`, content: t.input },
      { path: `data/${t.group}/${t.name}.ans`, content: t.answer },
    ]),
    ...(validator === null ? [] : [{ path: 'input_format_validators/validator/validator.cpp', content: validator }]),
    { path: 'output_validators/checker/checker.cpp', content: checkerSource(puzzle, 'kattis') },
    ...submissions(programs, (p) => `submissions/${p.role === 'accepted' ? 'accepted' : 'wrong_answer'}`),
  ];
}

/** A Polygon-style folder: tests/NN and NN.a, a testlib checker, the validator (exit 0 valid). */
function polygonFiles(
  puzzle: AnyPuzzleDefinition,
  tests: readonly PackageTest[],
  programs: readonly Contestant[],
): PackageFile[] {
  const validator = validatorSource(puzzle, 'zero');
  return [
    ...tests.flatMap((t, i) => {
      const number = String(i + 1).padStart(2, '0');
      return [
        { path: `tests/${number}`, content: t.input },
        { path: `tests/${number}.a`, content: t.answer },
      ];
    }),
    { path: 'files/check.cpp', content: checkerSource(puzzle, 'testlib') },
    ...(validator === null ? [] : [{ path: 'files/validator.cpp', content: validator }]),
    ...submissions(programs, (p) => `solutions/${p.role === 'accepted' ? 'accepted' : 'wrong-answer'}`),
  ];
}

/** A CMS-style folder: input/inputN.txt, output/outputN.txt, the checker's source in check/. */
function cmsFiles(puzzle: AnyPuzzleDefinition, tests: readonly PackageTest[]): PackageFile[] {
  const validator = validatorSource(puzzle, 'zero');
  return [
    {
      path: 'task.yaml',
      content: `name: ${slug(String(puzzle.name))}\ntitle: ${JSON.stringify(puzzle.title)}\nn_input: ${tests.length}\ninfile: ''\noutfile: ''\n`,
    },
    ...tests.flatMap((t, i) => [
      { path: `input/input${i}.txt`, content: t.input },
      { path: `output/output${i}.txt`, content: t.answer },
    ]),
    { path: 'check/checker.cpp', content: checkerSource(puzzle, 'cms') },
    ...(validator === null ? [] : [{ path: 'check/validator.cpp', content: validator }]),
  ];
}

/** Every file of the package in `format`, the shared README and picture included (at the root for `all`). */
export function packageFiles(
  format: PackFormat,
  puzzle: AnyPuzzleDefinition,
  tests: readonly PackageTest[],
  programs: readonly Contestant[],
  shared: readonly PackageFile[],
): PackageFile[] {
  const one = (f: Exclude<PackFormat, 'all'>): PackageFile[] =>
    f === 'icpc'
      ? icpcFiles(puzzle, tests, programs)
      : f === 'polygon'
        ? polygonFiles(puzzle, tests, programs)
        : cmsFiles(puzzle, tests);
  if (format !== 'all') return [...one(format), ...shared];
  const under = (dir: string, files: PackageFile[]) => files.map((f) => ({ ...f, path: `${dir}/${f.path}` }));
  return [...under('icpc', one('icpc')), ...under('polygon', one('polygon')), ...under('cms', one('cms')), ...shared];
}

/** The source files that went in as submissions, by program name (for the README). */
export function submittedSources(programs: readonly Contestant[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const program of programs) {
    const source = sourceOf(program);
    if (source !== null) sources.set(program.name, basename(source));
  }
  return sources;
}
