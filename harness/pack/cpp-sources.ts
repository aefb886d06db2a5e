/**
 * The standalone C++17 programs a package holds, each one file, put together from the parts in
 * pack-cpp/ (shipped with lexpath): the checker of a puzzle in one protocol (Kattis, testlib, CMS)
 * and the input validator of a built-in puzzle. Judges compile C++ and need no Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { puzzleNameError, slideSize } from '../../puzzles/names.js';
import { InputError } from '../../util/errors.js';
import { PACKAGE_ROOT } from '../../util/package-paths.js';
import { packageVersion } from '../version.js';
import { judgeLimits } from './judge-limits.js';

export const CHECKER_PROTOCOLS = ['kattis', 'testlib', 'cms'] as const;
export type CheckerProtocol = (typeof CHECKER_PROTOCOLS)[number];

/** The exit codes of an input validator: Kattis' 42/43, or 0 and non-zero (Polygon, CMS). */
type ValidatorExits = 'kattis' | 'zero';

const PART_DIR = join(PACKAGE_ROOT, 'pack-cpp');

function part(name: string): string {
  return readFileSync(join(PART_DIR, name), 'utf8');
}

/** The puzzle's part and the constants it needs before it, by the puzzle's kind. */
function puzzlePart(puzzle: AnyPuzzleDefinition): { config: string; file: string; validator: string | null } {
  const name = String(puzzle.name);
  if (name === 'eight') return { config: '', file: 'eight.hpp', validator: 'validate-eight.hpp' };
  if (name === 'rotation') return { config: '', file: 'rotation.hpp', validator: 'validate-rotation.hpp' };
  if (puzzleNameError(name) === null) {
    const { rows, cols } = slideSize(name) ?? { rows: 4, cols: 4 }; // fifteen
    return {
      config: `const int ROWS = ${rows}, COLS = ${cols};\n`,
      file: 'sliding.hpp',
      validator: 'validate-sliding.hpp',
    };
  }
  const letters = puzzle.puzzle.moveLetters;
  // The C++ checker compares bytes: letters beyond ASCII would be read as several moves each.
  if (!/^[\x21-\x7e]+$/.test(letters))
    throw new InputError(
      `puzzle ${name}: its move letters '${letters}' are not all printable ASCII, which the C++ checker needs`,
    );
  const literal = letters.replace(/[\\"]/g, (ch) => `\\${ch}`);
  return {
    config: `namespace lexpath {\nconst std::string MOVE_LETTERS = "${literal}";\n}\n`,
    file: 'tokens.hpp',
    validator: null,
  };
}

function banner(what: string, puzzle: AnyPuzzleDefinition, usage: string): string {
  return (
    `// ${what} for ${puzzle.title}, written by lexpath ${packageVersion()} (lexpath pack).\n` +
    `// A standalone C++17 program: g++ -O2 -std=c++17 -o NAME THIS_FILE.cpp\n` +
    `// ${usage}\n\n`
  );
}

const USAGE: Readonly<Record<CheckerProtocol, string>> = {
  kattis: 'Kattis output validator: NAME INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 accepted, 43 wrong answer',
  testlib:
    "testlib checker: NAME INPUT OUTPUT ANSWER; exit 0 ok, 1 wrong answer, 2 wrong format, 3 FAIL (needs the judge's testlib.h)",
  cms: 'CMS checker: NAME INPUT CORRECT_OUTPUT CONTESTANT_OUTPUT; the score on stdout, the message on stderr',
};

/**
 * Whether the puzzle's C++ checker replays moves (the built-in puzzles), so its verdict names are
 * verify's; a plug-in's compares answers only, and tells right from wrong, not always why.
 */
export function checkerReplays(puzzle: AnyPuzzleDefinition): boolean {
  return puzzlePart(puzzle).file !== 'tokens.hpp';
}

/** The checker of `puzzle` in `protocol`, as one C++17 source file. */
export function checkerSource(puzzle: AnyPuzzleDefinition, protocol: CheckerProtocol): string {
  const { config, file } = puzzlePart(puzzle);
  const replays = file !== 'tokens.hpp';
  const what = replays ? 'The checker' : 'An exact-answer checker (the moves are compared, not replayed)';
  return [
    banner(what, puzzle, USAGE[protocol]),
    // testlib.h goes before any other include, as it asks.
    protocol === 'testlib' ? '#include "testlib.h"\n\n' : '',
    part('text.hpp'),
    config,
    part('replay.hpp'),
    part('output.hpp'),
    part(file),
    part('judge.hpp'),
    part(`main-${protocol}.hpp`),
  ].join('\n');
}

/** The input validator of a built-in puzzle (format, the file's case bound, solvability), or null for a plug-in. */
export function validatorSource(puzzle: AnyPuzzleDefinition, exits: ValidatorExits): string | null {
  const { config, validator } = puzzlePart(puzzle);
  if (validator === null) return null;
  const { maxCases } = judgeLimits(puzzle);
  const [valid, invalid] = exits === 'kattis' ? [42, 43] : [0, 3];
  const usage = `input validator: NAME < INPUT; exit ${valid} valid, ${invalid} invalid (the reason on stdout)`;
  return [
    banner('The input validator', puzzle, usage),
    part('text.hpp'),
    `const std::size_t MAX_CASES = ${maxCases};\nconst int VALID_EXIT = ${valid}, INVALID_EXIT = ${invalid};\n${config}`,
    part('validate.hpp'),
    part(validator),
    part('validate-main.hpp'),
  ].join('\n');
}
