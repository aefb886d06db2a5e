/**
 * The package's checker in Node (`lexpath check`): an output judged against the jury's answer,
 * which is the one smallest shortest answer. It replays the output's moves, then sets them beside
 * the jury's, case by case, and names the first failure as verify does; the C++ checkers the
 * package holds (pack-cpp/judge.hpp) give the same verdicts with the same messages.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { MAX_INPUT_BYTES, readBoundedFile } from '../../util/files.js';
import type { ParsedAnswer } from '../../puzzles/kit/output.js';
import { plural } from '../../util/plural.js';

/** `jury-fault`: the jury's files are wrong (testlib's FAIL), not the output. */
export type CheckOutcome = 'accepted' | 'wrong-answer' | 'wrong-format' | 'jury-fault';

interface CheckResult {
  readonly outcome: CheckOutcome;
  readonly message: string;
}

const result = (outcome: CheckOutcome, message: string): CheckResult => ({ outcome, message });

/** One case: the output's answer replayed, then set beside the jury's (replayed already). */
function checkCase(
  puzzle: AnyPuzzleDefinition,
  index: number,
  c: unknown,
  given: ParsedAnswer,
  jury: ParsedAnswer,
): CheckResult | null {
  const where = `case ${index + 1}: `;
  const replayed = puzzle.puzzle.replay(c, given.moves);
  if (!replayed.ok) return result('wrong-answer', `${where}${replayed.kind}: ${replayed.reason}`);
  if (puzzle.labelled && given.label !== replayed.label)
    return result(
      'wrong-answer',
      `${where}wrong-centre: printed ${given.label}, but the centre holds ${replayed.label} after the moves`,
    );
  const length = given.moves.length;
  const shortest = jury.moves.length;
  if (length > shortest)
    return result('wrong-answer', `${where}not-shortest: ${length} moves, but the jury's answer has ${shortest}`);
  if (length < shortest)
    return result(
      'jury-fault',
      `the jury's answer is wrong: ${where}the output's ${length} moves solve it, fewer than the jury's ${shortest}`,
    );
  const letters = puzzle.puzzle.moveLetters;
  for (let step = 0; step < length; step++) {
    const mine = given.moves[step];
    const theirs = jury.moves[step];
    if (mine === theirs) continue;
    const at = `step ${step + 1}: `;
    if (letters.indexOf(theirs) < letters.indexOf(mine))
      return result(
        'wrong-answer',
        `${where}not-lex-smallest: ${at}the output takes '${mine}', the jury's answer, as short, takes '${theirs}', smaller`,
      );
    return result(
      'jury-fault',
      `the jury's answer is wrong: ${where}${at}the output takes '${mine}' < '${theirs}' and solves it in as many moves`,
    );
  }
  return null;
}

/** The jury's cases and answers, each answer replayed; a fault of the jury's files as a result. */
function juryFiles(
  puzzle: AnyPuzzleDefinition,
  input: string,
  answer: string,
): { cases: unknown[]; answers: ParsedAnswer[] } | CheckResult {
  let cases: unknown[];
  try {
    cases = puzzle.parseInput(input);
  } catch (error) {
    return result('jury-fault', `the input file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const jury = puzzle.parseOutput(answer, cases.length, 'strict');
  if (jury.error !== null) return result('jury-fault', `the answer file: ${jury.error}`);
  for (let i = 0; i < cases.length; i++) {
    const replayed = puzzle.puzzle.replay(cases[i], jury.answers[i].moves);
    const labelWrong = puzzle.labelled && replayed.ok && replayed.label !== jury.answers[i].label;
    if (!replayed.ok || labelWrong)
      return result(
        'jury-fault',
        `the answer file, case ${i + 1}: ${labelWrong ? 'its centre digit is not the one its moves give' : (replayed as { reason: string }).reason}`,
      );
  }
  return { cases, answers: jury.answers };
}

/** An output judged: the first case that goes wrong names the verdict. */
export function checkOutput(puzzle: AnyPuzzleDefinition, input: string, answer: string, output: string): CheckResult {
  const jury = juryFiles(puzzle, input, answer);
  if ('outcome' in jury) return jury;
  const given = puzzle.parseOutput(output, jury.cases.length, 'strict');
  for (let i = 0; i < given.answers.length; i++) {
    const failed = checkCase(puzzle, i, jury.cases[i], given.answers[i], jury.answers[i]);
    if (failed) return failed;
  }
  if (given.error !== null) return result('wrong-format', `wrong-format: ${given.error}`);
  return result('accepted', `${plural(jury.cases.length, 'case')}, every answer the smallest shortest one`);
}

/** The Kattis output validator's exit codes (any other: a judge error). */
export const KATTIS_ACCEPTED = 42;
export const KATTIS_WRONG = 43;
const KATTIS_JUDGE_ERROR = 1;

/** testlib's exit codes and the word it prints before the message. */
const TESTLIB: Readonly<Record<CheckOutcome, { readonly exit: number; readonly word: string }>> = {
  accepted: { exit: 0, word: 'ok' },
  'wrong-answer': { exit: 1, word: 'wrong answer' },
  'wrong-format': { exit: 2, word: 'wrong output format' },
  'jury-fault': { exit: 3, word: 'FAIL' },
};

function kattisExit(outcome: CheckOutcome): number {
  return outcome === 'accepted' ? KATTIS_ACCEPTED : outcome === 'jury-fault' ? KATTIS_JUDGE_ERROR : KATTIS_WRONG;
}

const CHECK_PROTOCOLS = ['kattis', 'testlib'] as const;
type CheckProtocol = (typeof CHECK_PROTOCOLS)[number];

/** What `lexpath check` ends with: the exit code and what goes to stderr. */
interface CheckRun {
  readonly exitCode: number;
  readonly stderr: string;
  readonly result: CheckResult;
}

/**
 * The checker on files, in a protocol: Kattis (`INPUT ANSWER FEEDBACK_DIR`, the output on stdin; the
 * message in FEEDBACK_DIR/judgemessage.txt) or testlib (`INPUT OUTPUT ANSWER`; the verdict word and
 * the message on stderr).
 */
export function checkFiles(
  puzzle: AnyPuzzleDefinition,
  protocol: CheckProtocol,
  files: readonly [string, string, string],
  readStdin: () => string,
): CheckRun {
  const text = (path: string, what: string) =>
    readBoundedFile(path, MAX_INPUT_BYTES, `${what} ${path}`).toString('utf8');
  if (protocol === 'kattis') {
    const [input, answer, feedback] = files;
    const result = checkOutput(puzzle, text(input, 'the input file'), text(answer, 'the answer file'), readStdin());
    writeFileSync(join(feedback, 'judgemessage.txt'), `${result.message}\n`);
    return {
      exitCode: kattisExit(result.outcome),
      stderr: result.outcome === 'jury-fault' ? `${result.message}\n` : '',
      result,
    };
  }
  const [input, output, answer] = files;
  const result = checkOutput(
    puzzle,
    text(input, 'the input file'),
    text(answer, 'the answer file'),
    text(output, 'the output file'),
  );
  const { exit, word } = TESTLIB[result.outcome];
  return { exitCode: exit, stderr: `${word} ${result.message}\n`, result };
}
