/**
 * Where `lexpath explain` finds a failure: a counterexample lexpath wrote (a `verify --json`
 * report, nightly's verify-<puzzle>.json, a `repro --json` output), or cases to run the solver on
 * once (a saved regression file, or `--case`). Files are read and checked here; the puzzle they
 * name is resolved by the caller, once.
 */
import type { Oracle } from '../../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { CorpusFile } from '../../puzzles/kit/corpus-entry.js';
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';
import { judgeAnswer } from '../verify/judging/judge-answer.js';
import { MAX_JSON_BYTES, readBoundedFile } from '../../util/files.js';
import { check, parseJson } from '../../util/checked-json.js';
import { checkCorpusFile } from '../corpus.js';
import { checkVerifyReport, type Counterexample, reproOutputSchema } from '../verify/types.js';
import type { Failure } from './explanation.js';

/** What an explain file holds: counterexamples to draw, or cases to run a solver on. */
export type ExplainFile =
  | {
      readonly kind: 'counterexamples';
      readonly file: string;
      readonly puzzle: string;
      readonly found: readonly { readonly solver: string; readonly counterexample: Counterexample }[];
    }
  | {
      readonly kind: 'cases';
      readonly file: string;
      readonly puzzle: string;
      readonly corpus: CorpusFile;
      /** The built-in solver its replays name (null: none, or a program, which must be given). */
      readonly solver: string | null;
    };

/** The solver a replay command names: `--solver NAME` or `--cmd 'NAME=...'`. */
function solverInReplay(replay: string): string | null {
  const cmd = /--cmd '?([^=' ]+)=/.exec(replay);
  if (cmd) return cmd[1];
  // Older regression files record `lexpath repro NAME ...`.
  return /--solver ([^\s']+)/.exec(replay)?.[1] ?? /^lexpath repro ([a-z][\w-]*)/.exec(replay)?.[1] ?? null;
}

/** Reads and checks `file`; `solver` picks one counterexample of a report. */
export function readExplainFile(file: string, solver?: string): ExplainFile {
  const text = readBoundedFile(file, MAX_JSON_BYTES, file).toString('utf8');
  const json = parseJson(text, file);
  if (!json.ok) throw new InputError(json.error);
  const value = json.value as Record<string, unknown> | null;
  if (value && typeof value === 'object' && 'solvers' in value) return reportCounterexamples(file, value, solver);
  if (value && typeof value === 'object' && 'found' in value && !('cases' in value))
    return reproCounterexample(file, value);
  if (value && typeof value === 'object' && 'cases' in value && 'puzzle' in value) {
    const checked = checkCorpusFile(value, file);
    if (!checked.ok) throw new InputError(checked.error);
    // A built-in solver its replays name is run again; a program never is (a command is never taken from a file).
    const sources = checked.value.cases.map((entry) => entry.source);
    const named = sources.some((source) => source.includes('--cmd'))
      ? null
      : (sources.map(solverInReplay).find((name) => name !== null) ?? null);
    return { kind: 'cases', file, puzzle: checked.value.puzzle, corpus: checked.value, solver: named };
  }
  throw new InputError(
    `${file}: not a counterexample lexpath wrote: expected a verify ` +
      `--json report, a repro --json output or a saved regression file`,
  );
}

function reportCounterexamples(file: string, value: unknown, solver: string | undefined): ExplainFile {
  const checked = checkVerifyReport(value, file);
  if (!checked.ok) throw new InputError(checked.error);
  const report = checked.value;
  const all = report.solvers.flatMap((s) =>
    s.counterexample ? [{ solver: s.name, counterexample: s.counterexample }] : [],
  );
  if (all.length === 0) throw new InputError(`${file}: no counterexample in this report (no solver failed)`);
  const found = all.filter((s) => solver === undefined || s.solver === solver);
  if (found.length === 0)
    throw new InputError(
      `${file}: no counterexample for solver '${excerpt(solver!, 60)}' ` +
        `(this report has one for ${all.map((s) => s.solver).join(', ')})`,
    );
  return { kind: 'counterexamples', file, puzzle: report.puzzle, found };
}

function reproCounterexample(file: string, value: unknown): ExplainFile {
  const checked = check(reproOutputSchema, value, file);
  if (!checked.ok) throw new InputError(checked.error);
  if (!checked.value.found) throw new InputError(`${file}: no counterexample in this repro output (it found none)`);
  const counterexample = checked.value.counterexample;
  const puzzle = /--(?:puzzle|domain) (\S+)/.exec(counterexample.replay)?.[1];
  if (puzzle === undefined) throw new InputError(`${file}: its counterexample's replay names no puzzle (--puzzle)`);
  return {
    kind: 'counterexamples',
    file,
    puzzle,
    found: [{ solver: solverInReplay(counterexample.replay) ?? 'the solver', counterexample }],
  };
}

/** Verdicts about an answer's moves: the oracle judges the answer again, and must agree. */
const ANSWER_VERDICTS: readonly string[] = [
  'illegal-move',
  'not-solved',
  'not-shortest',
  'not-lex-smallest',
  'wrong-centre',
];

/** Printed output shown at most this long (a program can print megabytes). */
const PRINTED_SHOWN = 2_000;

function clip(text: string): string {
  return text.length > PRINTED_SHOWN
    ? `${text.slice(0, PRINTED_SHOWN)}\n... (${text.length.toLocaleString('en-US')} characters in all)`
    : text;
}

/**
 * A written counterexample as a failure to explain, on the case that failed (for a fault that
 * needs a batch: the case the report names, with the batch's input kept beside it). An answer is
 * judged again and must get the verdict the file gives it; output that is not an answer (a format
 * fault, a time-out, a crash) keeps the file's verdict, and is shown as printed.
 */
export function failureOfCounterexample(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  file: string,
  solver: string,
  cx: Counterexample,
): Failure {
  const where = `${file}: the counterexample of ${solver}`;
  let cases: unknown[];
  try {
    cases = puzzle.parseInput(cx.input);
  } catch (error) {
    throw new InputError(
      `${where} is not a case of ${puzzle.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (cases.length === 0) throw new InputError(`${where} holds no case`);
  const at = failingIndex(cx, cases.length);
  const c = cases[at];
  oracle.answer(c); // an unsolvable case is the file's fault, said here
  const answer = ANSWER_VERDICTS.includes(cx.verdict) ? answerOf(puzzle, oracle, where, c, cx) : null;
  return {
    solver,
    case: c,
    answer,
    printed: cx.actual === null ? null : clip(cx.actual),
    verdict: cx.verdict,
    detail: cx.detail,
    replay: replayOf(cx.replay),
    batch: cases.length > 1 ? { cases: cases.length, input: clip(cx.input), failing: at + 1 } : null,
  };
}

/** The failing case (0-based): as the report records it, else as its detail names it, else the last. */
function failingIndex(cx: Counterexample, count: number): number {
  const named =
    cx.failing ??
    Number(
      /^case (\d+)\b|\(case (\d+) of a batch/
        .exec(cx.detail)
        ?.slice(1)
        .find((n) => n !== undefined) ?? NaN,
    );
  return Number.isInteger(named) && named >= 1 && named <= count ? named - 1 : count - 1;
}

/** The answer the file shows, read as the judge reads it; it must get the file's verdict. */
function answerOf(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  where: string,
  c: unknown,
  cx: Counterexample,
): Failure['answer'] {
  const read = cx.actual === null ? null : puzzle.parseOutput(cx.actual.replace(/^Case \d+:/, 'Case 1:'), 1, 'strict');
  const answer = read?.answers[0];
  if (!answer || read!.error !== null)
    throw new InputError(
      `${where} says ${cx.verdict}, but what it printed is no answer: an edited or damaged report, refused`,
    );
  const judged = judgeAnswer(oracle, puzzle, c, answer.moves, answer.label);
  if (judged.verdict !== cx.verdict)
    throw new InputError(
      `${where} says ${cx.verdict}, but the oracle judges its ` +
        `answer ${judged.verdict}: an edited or damaged report, refused`,
    );
  return { moves: answer.moves, ...(answer.label === undefined ? {} : { label: answer.label }) };
}

/** A replay is shown only as the lexpath command it should be (a file could hold any shell command). */
function replayOf(replay: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
  return /^lexpath verify --(puzzle|domain) [^\n]*$/.test(replay) && !/[\u0000-\u001f\u007f]/.test(replay)
    ? replay
    : null;
}
