/**
 * Bench phase 3: whole processes on judge-format batch files, `lexpath solve` and each outside
 * program (--cmd) on the same files: a warm-up, then alternating timed runs (median, min, max,
 * ratio to lexpath); a program that times out is not run on later batches.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plural } from '../../util/plural.js';
import { median, round } from '../../util/stats.js';
import { lexpathArgv } from './argv.js';
import type { CorpusBatch } from './buckets.js';
import type { BenchContext } from './context.js';
import { BENCH_DEFAULTS, MIN_PROCESS_TIMEOUT_MS, PHASE_END } from './options.js';
import { processTimeout, TOO_LATE_TO_START, runProcess, type ProcessRun } from './process-run.js';
import type { BatchFile, ProcessTiming } from './types.js';

/**
 * Writes the batch files into the batch folder: 'random' (random judge cases), 'hard' (the deepest
 * cases there are) and one per corpus.
 */
export function writeBatches(
  { options, puzzleName, puzzle, batchDir }: BenchContext,
  corpusBatches: readonly CorpusBatch[],
): BatchFile[] {
  const { seed } = options;
  const batchCases = options.batchCases ?? BENCH_DEFAULTS.batchCases;
  const batches: BatchFile[] = [];
  const addBatch = (name: string, cases: unknown[], description: string): void => {
    const file = join(batchDir, `${puzzleName}-${name}.txt`);
    writeFileSync(file, puzzle.formatInput(cases));
    batches.push({ name, file, cases: cases.length, description });
  };
  addBatch('random', puzzle.randomJudgeCases(batchCases, seed), `${batchCases} random judge cases (seed ${seed})`);
  const max = puzzle.maxDepth;
  const { hardDepths: hardCount = 2, deepestShare = 1 } = puzzle.defaults;
  const hardDepths = Array.from({ length: hardCount }, (_, i) => max - hardCount + 1 + i);
  // As many of each depth as there are, deepest first, filled up from the shallower ones.
  const byDepth = hardDepths
    .map(
      (d, i) => puzzle.depthCases(d === max ? Math.ceil(batchCases * deepestShare) : batchCases, seed + 1 + i, [d])[0],
    )
    .reverse();
  const hard: unknown[] = [];
  for (let k = 0; hard.length < batchCases && byDepth.some((b) => k < b.cases.length); k++) {
    for (const b of byDepth) if (k < b.cases.length && hard.length < batchCases) hard.push(b.cases[k]);
  }
  addBatch('hard', hard, `${hard.length} cases at optimal depth ${hardDepths[0]}-${max}, the deepest there are`);
  for (const corpus of corpusBatches) addBatch(corpus.name, corpus.cases, `corpus ${corpus.name}`);
  return batches;
}

/** A program to time: its name, the command shown for it, and what is run (a shell command or an argv). */
type Program = { program: string; command: string; run: string | string[] };

/**
 * Times `lexpath solve` and every outside program on each batch,
 * each batch an equal share of what is left of the phase.
 */
export async function measureProcesses(
  { options, puzzleName, puzzleFile, clock, notes, log }: BenchContext,
  batches: readonly BatchFile[],
): Promise<ProcessTiming[]> {
  const processes: ProcessTiming[] = [];
  const phaseEnd = clock.at(PHASE_END.processes);
  const programs: Program[] = [
    { program: 'lexpath', command: `lexpath solve ${puzzleName}`, run: lexpathArgv(puzzleName, puzzleFile) },
    ...options.programs.map((p) => ({ program: p.name, command: p.command, run: p.command })),
  ];
  const givenUp = new Map<string, string>(); // programs that timed out: not run on later batches
  for (const [i, batch] of batches.entries()) {
    if (clock.aborted) break;
    const slice = Math.max(0, phaseEnd - performance.now()) / (batches.length - i);
    log(`bench ${puzzleName}: whole processes on ${batch.name} (${batch.cases} cases; at ${clock.elapsed()})`);
    processes.push(
      ...(await timeProcesses(
        batch,
        programs,
        { sliceMs: slice, benchEnd: clock.at(1) },
        options.maxRuns ?? BENCH_DEFAULTS.maxRuns,
        options.signal,
        notes,
        givenUp,
      )),
    );
  }
  return processes;
}

/** One batch's runs: what they share, and what each program (index 0: lexpath) has gathered so far. */
interface BatchRuns {
  readonly batch: BatchFile;
  readonly programs: readonly Program[];
  /** When the batch's slice of the phase ends (performance.now()). */
  readonly end: number;
  readonly benchEnd: number;
  readonly signal: AbortSignal | undefined;
  readonly givenUp: Map<string, string>;
  readonly runs: number[][];
  readonly errors: (string | null)[];
  readonly outputs: (string | null)[];
  /** Whether every run's output read as lexpath's (a program right only once must not be timed as right). */
  readonly matches: boolean[];
}

/**
 * Warm-up, then alternating timed runs of every program on one
 * batch, within `sliceMs` (a run may go on to the bench's end).
 */
async function timeProcesses(
  batch: BatchFile,
  programs: readonly Program[],
  { sliceMs, benchEnd }: { readonly sliceMs: number; readonly benchEnd: number },
  maxRuns: number,
  signal: AbortSignal | undefined,
  notes: string[],
  givenUp: Map<string, string>,
): Promise<ProcessTiming[]> {
  const end = performance.now() + sliceMs;
  const state: BatchRuns = {
    batch,
    programs,
    end,
    benchEnd,
    signal,
    givenUp,
    runs: programs.map(() => [] as number[]),
    errors: programs.map(() => null as string | null),
    outputs: programs.map(() => null as string | null),
    matches: programs.map(() => true),
  };
  const round1 = await warmUp(state);
  const rounds = Math.max(1, Math.min(maxRuns, Math.floor((end - performance.now()) / Math.max(round1, 1))));
  if (rounds < maxRuns)
    notes.push(`${batch.name}: ${plural(rounds, 'timed run')} per program (budget), not ${maxRuns}`);
  await timedRounds(state, rounds, round1, notes);
  return batchTimings(state, notes);
}

/** One run of program `i` on the batch, its first fault kept as the program's error (null: too late to start). */
async function runOnce(
  { batch, programs, end, benchEnd, signal, givenUp, errors }: BatchRuns,
  i: number,
  keepStdout: boolean,
  minTimeoutMs: number,
): Promise<ProcessRun | null> {
  const timeoutMs = processTimeout(end, minTimeoutMs, benchEnd);
  if (timeoutMs === null) {
    errors[i] ??= `not run: ${TOO_LATE_TO_START}`;
    return null;
  }
  const run = await runProcess(programs[i].run, { input: batch.file, timeoutMs, keepStdout, signal });
  if (run.killed !== null || run.code !== 0)
    errors[i] ??= run.killed ?? `exit code ${run.code}${run.stderr ? `: ${run.stderr.split('\n')[0]}` : ''}`;
  if (run.timedOut) givenUp.set(programs[i].program, `timed out on batch ${batch.name}`);
  return run;
}

/** Warm-up: one untimed run each (its output is compared with lexpath's); returns the cost of a round. */
async function warmUp(state: BatchRuns): Promise<number> {
  const { programs, givenUp, errors, outputs, matches } = state;
  let round1 = 0;
  for (let i = 0; i < programs.length; i++) {
    const gaveUp = givenUp.get(programs[i].program);
    if (gaveUp !== undefined) {
      errors[i] = `not run: ${gaveUp}`;
      continue;
    }
    const run = await runOnce(state, i, true, MIN_PROCESS_TIMEOUT_MS);
    if (run === null) continue;
    outputs[i] = run.stdout;
    if (i > 0 && outputs[0] !== null) matches[i] = run.stdout !== null && sameJudgeOutput(run.stdout, outputs[0]);
    round1 += run.ms;
  }
  return round1;
}

/** The timed runs: `rounds` rounds of every program still running, each round in a shifted order. */
async function timedRounds(state: BatchRuns, rounds: number, round1: number, notes: string[]): Promise<void> {
  const { batch, programs, signal, runs, errors, outputs, matches } = state;
  for (let r = 0; r < rounds && !signal?.aborted; r++) {
    // Alternate the order, so no program always runs right after another.
    for (let j = 0; j < programs.length; j++) {
      const i = (j + r) % programs.length;
      if (errors[i] !== null) continue;
      const run = await runOnce(state, i, i > 0 && matches[i], 2 * round1);
      if (run === null || run.killed !== null || run.code !== 0) continue;
      runs[i].push(run.ms);
      if (
        i > 0 &&
        matches[i] &&
        outputs[0] !== null &&
        run.stdout !== null &&
        !sameJudgeOutput(run.stdout, outputs[0])
      ) {
        matches[i] = false;
        notes.push(
          `${batch.name}: ${programs[i].program}'s output in timed run ` +
            `${r + 1} differs from lexpath's (its times are of wrong answers)`,
        );
      }
    }
  }
}

/** Each program's timings on the batch, and a note for each program left without one. */
function batchTimings(
  { batch, programs, runs, errors, outputs, matches }: BatchRuns,
  notes: string[],
): ProcessTiming[] {
  // A program with no successful run has no numbers to report (the note says why); without
  // lexpath's own, no ratio can be given, so the batch is left out.
  for (const [i, p] of programs.entries()) {
    if (runs[i].length === 0)
      notes.push(`${batch.name}: ${p.program} has no timing (${errors[i] ?? 'no run fitted in the budget'})`);
  }
  if (runs[0].length === 0) return [];
  return programs.flatMap((p, i) =>
    runs[i].length === 0
      ? []
      : [
          timing(p, batch, runs[i], median(runs[0]), {
            outputMatches: outputs[0] === null ? null : matches[i],
            error: errors[i],
          }),
        ],
  );
}

/** One program's timings on one batch, against lexpath's median. */
function timing(
  p: { program: string; command: string },
  batch: BatchFile,
  runs: readonly number[],
  lexMedian: number,
  { outputMatches, error }: { outputMatches: boolean | null; error: string | null },
): ProcessTiming {
  const m = median(runs);
  return {
    program: p.program,
    command: p.command,
    batch: batch.name,
    cases: batch.cases,
    runs: runs.map((x) => round(x, 6)),
    median: round(m, 6),
    min: round(Math.min(...runs), 6),
    max: round(Math.max(...runs), 6),
    ratioToLexpath: round(m / lexMedian, 4),
    warmup: 1,
    outputMatches,
    ...(error !== null ? { error } : {}),
  };
}

/**
 * Two outputs the judge reads alike: what verify's strict format tolerates (\r\n line ends, spaces
 * and tabs at line ends, a final newline) is not a difference.
 */
export function sameJudgeOutput(a: string, b: string): boolean {
  const lines = (text: string): string =>
    text
      .replace(/[ \t]+(?=\r?\n|$)/g, '')
      .replace(/\r\n/g, '\n')
      .replace(/\n+$/, '');
  return lines(a) === lines(b);
}
