/** pack()'s options, their defaults and their checks, in one place. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { PuzzleName } from '../../solvers/puzzle.js';
import { isBuiltIn, listSolvers, solverSkipReason } from '../../solvers/registry.js';
import { InputError } from '../../util/errors.js';
import { excerpt, oneLine } from '../../util/escape.js';
import type { OutsideProgram } from '../verify/options.js';
import { TIME_DEFAULTS } from '../verify/running/time-limits.js';
import type { Contestant } from './types.js';

export const PACK_FORMATS = ['icpc', 'polygon', 'cms', 'all'] as const;
export type PackFormat = (typeof PACK_FORMATS)[number];

export interface PackOptions {
  /** The puzzle: its name (a plug-in's once registered) or its definition. */
  readonly puzzle: PuzzleName | AnyPuzzleDefinition;
  /** The package's folder: it must not exist, or be empty. */
  readonly outDir: string;
  /** Programs known to be wrong (each must fail some candidate test). */
  readonly wrong?: readonly OutsideProgram[];
  /** Programs known to be right (each must pass every test of the package). */
  readonly accepted?: readonly OutsideProgram[];
  readonly format?: PackFormat;
  /** Seed of the random and depth cases and of the counterexample search. */
  readonly seed?: number;
  /** Per case for built-in solvers, and the unit of outside programs' run limits (as verify's --time-limit). */
  readonly timeLimitMs?: number;
  /** Outside programs: once per run, for start-up (default: the puzzle's, as verify's). */
  readonly startupMs?: number;
  /** Time for shrinking each counterexample. */
  readonly shrinkBudgetMs?: number;
  /** Cases tried per wrong program in the search for its counterexample. */
  readonly searchCases?: number;
  /** Candidate cases at each optimal depth. */
  readonly perDepth?: number;
  /** The C++ compiler the package is checked with; undefined: $CXX or g++ if there is one; null: none. */
  readonly compiler?: string | null;
  readonly log?: (line: string) => void;
}

export const PACK_DEFAULTS = {
  format: 'icpc' as PackFormat,
  seed: 1,
  timeLimitMs: TIME_DEFAULTS.caseMs,
  shrinkBudgetMs: 5_000,
  searchCases: 2_000,
  perDepth: 2,
  /**
   * A bug-zoo variant's share of the time limit per case in the kill matrix: a time-out kills it as
   * surely as a wrong answer, sooner (one that never finishes costs two time-outs a file).
   */
  zooTimeShare: 0.25,
} as const;

/** The bug-zoo variants that apply to the puzzle, as wrong programs. */
export function zooContestants(puzzle: AnyPuzzleDefinition): Contestant[] {
  return listSolvers(puzzle.name)
    .filter((s) => s.expected === 'buggy' && isBuiltIn(s.name))
    .filter((s) => solverSkipReason(s, puzzle.name, puzzle.stateCount) === null)
    .map((s) => ({ name: s.name, role: 'wrong', description: `bug zoo: ${s.description.replace(/^BUGGY: /, '')}` }));
}

/** lexpath's correct built-in solvers that apply to the puzzle, as accepted programs. */
export function correctContestants(puzzle: AnyPuzzleDefinition): Contestant[] {
  return listSolvers(puzzle.name)
    .filter((s) => s.expected === 'correct' && isBuiltIn(s.name))
    .filter((s) => solverSkipReason(s, puzzle.name, puzzle.stateCount) === null)
    .map((s) => ({ name: s.name, role: 'accepted', description: `lexpath's ${s.name}: ${s.description}` }));
}

/** The outside programs as contestants; names must be unique and not a built-in solver's. */
export function programContestants(
  wrong: readonly OutsideProgram[],
  accepted: readonly OutsideProgram[],
  builtIn: readonly Contestant[],
): Contestant[] {
  const taken = new Set(builtIn.map((c) => c.name));
  const given = [
    ...wrong.map((p) => ({ ...p, role: 'wrong' as const, option: '--wrong' })),
    ...accepted.map((p) => ({ ...p, role: 'accepted' as const, option: '--accepted' })),
  ];
  return given.map(({ name, command, role, option }) => {
    if (taken.has(name))
      throw new InputError(
        `${option} ${excerpt(name, 60)}: that name is taken (by a built-in solver or another program): give each program its own`,
      );
    taken.add(name);
    return { name, command, role, description: `${option} ${command}` };
  });
}

/** The package's folder may be new or empty: a pack never writes over files. */
export function checkOutDir(outDir: string): void {
  if (!existsSync(outDir)) return;
  if (!statSync(outDir).isDirectory())
    throw new InputError(`--out ${excerpt(outDir, 120)}: a file is there; name a new folder`);
  if (readdirSync(outDir).length > 0)
    throw new InputError(`--out ${excerpt(outDir, 120)}: the folder is not empty; name a new or empty folder`);
}

export function wholeNumberOption(name: string, value: number, least: number): number {
  if (!Number.isSafeInteger(value) || value < least)
    throw new InputError(`${name}: expected a whole number of at least ${least}, got ${value}`);
  return value;
}

/** A `--wrong` or `--accepted` value, NAME=COMMAND. */
export function programSpec(option: string, spec: string): OutsideProgram {
  const at = spec.indexOf('=');
  if (at <= 0 || at === spec.length - 1)
    throw new InputError(`${option} '${excerpt(spec, 60)}': expected NAME=COMMAND, e.g. ${option} 'mine=./a.out'`);
  const name = spec.slice(0, at);
  // A name is printed in tables and becomes part of file names: one plain line.
  if (oneLine(name) !== name || name.length > 60)
    throw new InputError(`${option} '${excerpt(name, 60)}=...': a name is one line of at most 60 characters`);
  return { name, command: spec.slice(at + 1) };
}
