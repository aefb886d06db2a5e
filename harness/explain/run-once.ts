/**
 * One run of one solver or outside program on given cases, judged as verify judges it, with each
 * case that is not ok as a failure to explain (and the replay command for it). No shrinking: the
 * cases are the ones asked about.
 */
import type { Oracle } from '../../oracle/oracle.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import { PuzzleFault } from '../../util/errors.js';
import { Scheduler } from '../verify/running/scheduler.js';
import { judgeResult, type LoneTarget, loneContender } from '../verify/running/contenders.js';
import { replayCommand } from '../verify/counterexamples/counterexample.js';
import type { VerifyOptions } from '../verify/options.js';
import type { Failure } from './explanation.js';

/** The solver to run: a built-in (or --solver-module) name, or an outside program. */
export type RunTarget = LoneTarget;

export type RunOnceOptions = Pick<VerifyOptions, 'timeLimitMs' | 'startupMs' | 'outputMode'>;

interface RunOnceResult {
  readonly solver: string;
  readonly failures: Failure[];
}

export async function runOnce(
  puzzle: AnyPuzzleDefinition,
  oracle: Oracle<unknown>,
  cases: readonly unknown[],
  target: RunTarget,
  options: RunOnceOptions,
): Promise<RunOnceResult> {
  const pool = new Scheduler(1);
  try {
    const contender = loneContender(puzzle, target, options, pool, oracle);
    const results = await contender.run(cases);
    if (pool.puzzleFault !== null) throw new PuzzleFault(pool.puzzleFault);
    const context = {
      seed: 0,
      timeLimitMs: options.timeLimitMs,
      startupMs: options.startupMs,
      outputMode: options.outputMode,
    };
    const failures: Failure[] = [];
    results.forEach((result, i) => {
      if (result === null) return;
      const verdict = judgeResult(oracle, puzzle, cases[i], result);
      if (verdict.verdict === 'ok') return;
      const batch =
        result.kind !== 'answer' && result.batch && result.batch.to - result.batch.from > 1
          ? cases.slice(result.batch.from, result.batch.to)
          : null;
      failures.push({
        solver: contender.name,
        case: cases[i],
        answer:
          result.kind === 'answer'
            ? { moves: result.moves, ...(result.label === undefined ? {} : { label: result.label }) }
            : null,
        printed: verdict.printed ?? null,
        verdict: verdict.verdict,
        detail: verdict.detail,
        replay: replayCommand(context, puzzle, contender, batch ?? [cases[i]]),
        batch: batch
          ? { cases: batch.length, input: puzzle.formatInput(batch), failing: batch.indexOf(cases[i]) + 1 }
          : null,
      });
    });
    return { solver: contender.name, failures };
  } finally {
    await pool.destroy();
  }
}
