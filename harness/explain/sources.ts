/**
 * Where `lexpath explain` finds a failure: a counterexample lexpath wrote (a `verify --json`
 * report, nightly's verify-<puzzle>.json, a `repro --json` output), or cases to run the solver on
 * once (a saved regression file, or `--case`). Files are read and checked here; the puzzle they
 * name is resolved by the caller, once.
 */
import { z } from 'zod';
import type { Oracle } from '../../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { CorpusFile } from '../../puzzles/kit/corpus-entry.js';
import { InputError } from '../../util/errors.js';
import { excerpt } from '../../util/escape.js';
import { MAX_JSON_BYTES, readBoundedFile } from '../../util/files.js';
import { checkCorpusFile, checkVerifyReport, parseJson } from '../schemas.js';
import { VERDICTS, type Counterexample } from '../verify/types.js';
import type { Failure } from './explanation.js';

/** What an explain file holds: counterexamples to draw, or cases to run a solver on. */
export type ExplainFile =
  | { readonly kind: 'counterexamples'; readonly file: string; readonly puzzle: string; readonly found: readonly { readonly solver: string; readonly counterexample: Counterexample }[] }
  | { readonly kind: 'cases'; readonly file: string; readonly puzzle: string; readonly corpus: CorpusFile; readonly solver: string | null };

const counterexampleSchema = z.looseObject({
  verdict: z.enum(VERDICTS),
  detail: z.string(),
  input: z.string(),
  cases: z.number().int().min(1),
  actual: z.string().nullable(),
  replay: z.string(),
});

const reproOutputSchema = z.looseObject({ found: z.boolean(), counterexample: z.unknown().optional() });

/** The solver a replay command names: `--solver NAME` or `--cmd 'NAME=...'`. */
export function solverInReplay(replay: string): string | null {
  const cmd = /--cmd '?([^=' ]+)=/.exec(replay);
  if (cmd) return cmd[1];
  return /--solver ([^\s']+)/.exec(replay)?.[1] ?? null;
}

/** Reads and checks `file`; `solver` picks one counterexample of a report. */
export function readExplainFile(file: string, solver?: string): ExplainFile {
  const text = readBoundedFile(file, MAX_JSON_BYTES, file).toString('utf8');
  const json = parseJson(text, file);
  if (!json.ok) throw new InputError(json.error);
  const value = json.value as Record<string, unknown> | null;
  if (value && typeof value === 'object' && 'solvers' in value) return reportCounterexamples(file, value, solver);
  if (value && typeof value === 'object' && 'found' in value && !('cases' in value)) return reproCounterexample(file, value);
  if (value && typeof value === 'object' && 'cases' in value && 'puzzle' in value) {
    const checked = checkCorpusFile(value, file);
    if (!checked.ok) throw new InputError(checked.error);
    const named = checked.value.cases.map((entry) => solverInReplay(entry.source)).find((name) => name !== null) ?? null;
    return { kind: 'cases', file, puzzle: checked.value.puzzle, corpus: checked.value, solver: named };
  }
  throw new InputError(`${file}: not a counterexample lexpath wrote: expected a verify --json report, a repro --json output or a saved regression file`);
}

function reportCounterexamples(file: string, value: unknown, solver: string | undefined): ExplainFile {
  const checked = checkVerifyReport(value, file);
  if (!checked.ok) throw new InputError(checked.error);
  const report = checked.value;
  const all = report.solvers.filter((s) => s.counterexample !== null && s.counterexample !== undefined);
  if (all.length === 0) throw new InputError(`${file}: no counterexample in this report (no solver failed)`);
  const found = all.filter((s) => solver === undefined || s.name === solver);
  if (found.length === 0) throw new InputError(`${file}: no counterexample for solver '${excerpt(solver!, 60)}' (this report has one for ${all.map((s) => s.name).join(', ')})`);
  return { kind: 'counterexamples', file, puzzle: report.domain, found: found.map((s) => ({ solver: s.name, counterexample: checkedCounterexample(file, s.name, s.counterexample) })) };
}

function reproCounterexample(file: string, value: unknown): ExplainFile {
  const parsed = reproOutputSchema.safeParse(value);
  if (!parsed.success || !parsed.data.found) throw new InputError(`${file}: no counterexample in this repro output (it found none)`);
  const counterexample = checkedCounterexample(file, 'the counterexample', parsed.data.counterexample);
  const puzzle = /--(?:puzzle|domain) (\S+)/.exec(counterexample.replay)?.[1];
  if (puzzle === undefined) throw new InputError(`${file}: its counterexample's replay names no puzzle (--puzzle)`);
  return { kind: 'counterexamples', file, puzzle, found: [{ solver: solverInReplay(counterexample.replay) ?? 'the solver', counterexample }] };
}

function checkedCounterexample(file: string, solver: string, value: unknown): Counterexample {
  const parsed = counterexampleSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputError(`${file}: the counterexample of ${solver}: ${issue.path.join('.') || 'it'}: ${issue.message}`);
  }
  return parsed.data as unknown as Counterexample;
}

/**
 * A written counterexample as a failure to explain. A fault that needs a batch is explained on the
 * batch's last case (where it showed), with the batch's input kept beside it.
 */
export function failureOfCounterexample(puzzle: AnyPuzzleDefinition, oracle: Oracle<unknown>, file: string, solver: string, cx: Counterexample): Failure {
  let cases: unknown[];
  try {
    cases = puzzle.parseInput(cx.input);
  } catch (error) {
    throw new InputError(`${file}: the counterexample of ${solver} is not a ${puzzle.name} case: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (cases.length === 0) throw new InputError(`${file}: the counterexample of ${solver} holds no case`);
  const at = cases.length - 1;
  oracle.answer(cases[at]); // an unsolvable case is the file's fault, said here
  // Read as the only case's output ('Case 1:'), whatever its number in the batch.
  const read = cx.actual === null ? null : puzzle.parseOutput(cx.actual.replace(/^Case \d+:/, 'Case 1:'), 1, 'lenient').answers[0];
  return {
    solver,
    case: cases[at],
    answer: read ? { moves: read.moves, ...(read.label === undefined ? {} : { label: read.label }) } : null,
    printed: cx.actual,
    verdict: cx.verdict,
    detail: cx.detail,
    replay: cx.replay,
    batch: cases.length > 1 ? { cases: cases.length, input: cx.input } : null,
  };
}
