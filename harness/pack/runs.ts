/**
 * Runs programs on test files and judges each run as a judge would: the first case that is not the
 * smallest shortest answer names the file's verdict. Built-in solvers (the bug zoo's and the correct
 * ones) run in lexpath's threads under verify's per-case limits; an outside program runs once per
 * whole file through the shell, under the limit verify gives such a run.
 */
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Oracle } from '../../oracle/oracle.js';
import type { PrintedAnswer } from '../../puzzles/kit/judge-format.js';
import type { Scheduler } from '../verify/running/scheduler.js';
import { runProgram } from '../verify/running/command-runner.js';
import { contenders, judgeResult, type Contender } from '../verify/running/contenders.js';
import { judgeAnswer } from '../verify/judging/judge-answer.js';
import { defaultStartupMs, limitsOf } from '../verify/options.js';
import { programRunLimitMs } from '../verify/running/time-limits.js';
import type { RunResult } from '../verify/types.js';
import type { Contestant, RunCell, TestFile } from './types.js';

export interface RunSettings {
  /** Per case for built-in solvers, and the unit of outside programs' run limits (verify's --time-limit). */
  readonly timeLimitMs: number;
  /** Per case for bug-zoo variants, where less than `timeLimitMs` (a time-out kills them as surely, sooner). */
  readonly zooTimeLimitMs?: number;
  readonly startupMs?: number;
  readonly signal?: AbortSignal;
}

const OK_CELL = (output: string): RunCell => ({ verdict: 'ok', failing: null, detail: '', output, whole: true });

/** A built-in solver's results on a file: the verdict of its first failure and the output up to it. */
function solverCell(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  cases: readonly unknown[],
  results: readonly (RunResult | null)[],
): RunCell {
  const answered: PrintedAnswer[] = [];
  // A case left unanswered: its task was dropped once a later case failed (or after repeated time-outs).
  let gap = false;
  for (let i = 0; i < cases.length; i++) {
    const result = results[i];
    if (result === null) {
      gap = true;
      continue;
    }
    if (result.kind === 'answer' && !gap) answered.push({ moves: result.moves, label: result.label ?? 0 });
    const judged = judgeResult(oracle, puzzle, cases[i], result);
    if (judged.verdict !== 'ok') {
      const output = puzzle.formatOutput(answered);
      const whole = result.kind === 'answer' && !gap;
      return { verdict: judged.verdict, failing: i + 1, detail: judged.detail, output, whole };
    }
  }
  if (gap) throw new Error('a solver left cases unanswered with no failure among those it answered');
  return OK_CELL(puzzle.formatOutput(answered));
}

async function solverRun(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  contender: Contender,
  file: TestFile,
): Promise<RunCell> {
  const cases = file.cases;
  const results = await contender.run(
    cases,
    (i, result) => judgeResult(oracle, puzzle, cases[i], result).verdict !== 'ok',
  );
  return solverCell(puzzle, oracle, cases, results);
}

/** An outside program on one whole file, judged from its output. */
async function programRun(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  command: string,
  file: TestFile,
  settings: RunSettings,
): Promise<RunCell> {
  const limits = limitsOf(puzzle, { timeLimitMs: settings.timeLimitMs, startupMs: settings.startupMs });
  const limitMs = programRunLimitMs(
    limits,
    puzzle,
    file.cases.map((c) => oracle.distance(c)),
  );
  const run = await runProgram(command, puzzle.formatInput(file.cases), limitMs, settings.signal);
  if (run.status === 'stopped') throw new Error('stopped');
  if (run.status !== 'exited') {
    const detail = run.status === 'time-limit' ? `no complete output within ${limitMs} ms` : 'printed too much';
    return {
      verdict: run.status === 'time-limit' ? 'time-limit' : 'wrong-format',
      failing: null,
      detail,
      output: '',
      whole: false,
    };
  }
  const parsed = puzzle.parseOutput(run.stdout, file.cases.length, 'strict');
  for (let i = 0; i < parsed.answers.length; i++) {
    const answer = parsed.answers[i];
    const judged = judgeAnswer(oracle, puzzle, file.cases[i], answer.moves, answer.label);
    if (judged.verdict !== 'ok')
      return {
        verdict: judged.verdict,
        failing: i + 1,
        detail: judged.detail,
        output: run.stdout,
        whole: run.code === 0,
      };
  }
  if (run.code !== 0) {
    const how = run.signal ? `killed by ${run.signal}` : `exit code ${run.code}`;
    return { verdict: 'crash', failing: null, detail: how, output: run.stdout, whole: false };
  }
  if (parsed.error !== null)
    return {
      verdict: 'wrong-format',
      failing: parsed.answers.length + 1,
      detail: parsed.error,
      output: run.stdout,
      whole: true,
    };
  return OK_CELL(run.stdout);
}

/** The verify contenders of the built-in solvers among `who`, by name (they share the pool's threads). */
function solverContenders(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  pool: Scheduler,
  who: readonly Contestant[],
  settings: RunSettings,
): Map<string, Contender> {
  const options = {
    solvers: who.filter((c) => c.command === undefined).map((c) => c.name),
    programs: [],
    builtins: false,
    timeLimitMs: who.every((c) => c.role === 'wrong')
      ? (settings.zooTimeLimitMs ?? settings.timeLimitMs)
      : settings.timeLimitMs,
    startupMs: settings.startupMs ?? defaultStartupMs(puzzle),
    outputMode: 'strict' as const,
    signal: settings.signal,
  };
  return new Map(contenders(puzzle, options, pool, oracle).map((c) => [c.name, c]));
}

/**
 * Every contestant on every file: cells[contestant][file]. The solvers share the pool's threads;
 * the outside programs run one at a time beside them, so none is slowed into a false time-out.
 */
export async function runAll(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  pool: Scheduler,
  who: readonly Contestant[],
  files: readonly TestFile[],
  settings: RunSettings,
  onCell?: (contestant: number, file: number, cell: RunCell) => void,
): Promise<RunCell[][]> {
  const solvers = solverContenders(puzzle, oracle, pool, who, settings);
  const cells: RunCell[][] = who.map(() => []);
  const runRow = async (row: number): Promise<void> => {
    const contestant = who[row];
    for (const [column, file] of files.entries()) {
      const cell =
        contestant.command === undefined
          ? await solverRun(puzzle, oracle, solvers.get(contestant.name)!, file)
          : await programRun(puzzle, oracle, contestant.command, file, settings);
      onCell?.(row, column, cell);
      cells[row][column] = cell;
    }
  };
  const rows = who.map((_, row) => row);
  const programs = async (): Promise<void> => {
    for (const row of rows.filter((r) => who[r].command !== undefined)) await runRow(row);
  };
  await Promise.all([...rows.filter((r) => who[r].command === undefined).map(runRow), programs()]);
  return cells;
}
