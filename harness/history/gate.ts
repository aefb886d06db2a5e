/**
 * Nightly's gating after bench, in one call: tonight's exact work counts against the previous
 * nights' (definite changes, work.ts), and the A/B re-run of every slowdown the noise rule flagged
 * (confirm.ts). Also the lines nightly prints about them.
 */
import { checkForHistory, confirmSlowdowns, failingSlowdowns } from './confirm.js';
import type { BenchReport } from '../bench/types.js';
import type { HistoryLine, HistoryWork, NightlyRun, Slowdown, SlowdownCheck, WorkChange } from './types.js';
import { compareWork, formatWorkChanges, historyWork, workIncreased } from './work.js';

export interface Gate {
  /** Tonight's counts, for the history line (undefined when no bench counted any). */
  readonly work: HistoryWork | undefined;
  /** Undefined when nothing was counted tonight. */
  readonly workChanges: WorkChange[] | undefined;
  /** Tonight's buckets that an earlier night counted on the same cases. */
  readonly workCompared: number;
  /** One per flagged slowdown, in the same order. */
  readonly slowdownChecks: SlowdownCheck[];
  /** What the history line keeps of tonight: the work counts and the checks without their samples. */
  readonly historyFields: Pick<HistoryLine, 'work' | 'slowdownChecks'>;
}

export async function gateNight(options: {
  readonly bench: readonly BenchReport[];
  /** Earlier nights, oldest first. */
  readonly earlier: readonly HistoryLine[];
  readonly slowdowns: readonly Slowdown[];
  /** performance.now() by which the A/B re-runs must end. */
  readonly deadline: number;
  readonly seed: number;
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
}): Promise<Gate> {
  const work = historyWork(options.bench);
  const slowdownChecks =
    options.slowdowns.length === 0
      ? []
      : await confirmSlowdowns({
          slowdowns: options.slowdowns,
          today: work,
          earlier: options.earlier,
          deadline: options.deadline,
          seed: options.seed,
          signal: options.signal,
          log: options.log,
        });
  const { changes, compared } = compareWork(work, options.earlier);
  const historyFields = {
    ...(work ? { work } : {}),
    ...(slowdownChecks.length > 0 ? { slowdownChecks: slowdownChecks.map(checkForHistory) } : {}),
  };
  return { work, workChanges: work ? changes : undefined, workCompared: compared, slowdownChecks, historyFields };
}

/**
 * Nightly's printed lines on slowdowns (each with its A/B re-run) and work counts. A flagged slowdown
 * is printed as SLOWER when the re-run confirmed it or could not check it (then it says why), and
 * as "not confirmed" when the re-run's interval did not clear the bar.
 */
export function formatGate(
  run: Pick<NightlyRun, 'workChanges' | 'workCompared' | 'slowdownChecks' | 'slowdowns'>,
): string[] {
  const lines: string[] = [];
  const slowdowns = run.slowdowns ?? [];
  if (run.slowdowns !== undefined && slowdowns.length === 0) lines.push('  slowdowns: none flagged');
  for (const s of slowdowns) {
    const flag =
      `${s.key} ${s.today.toPrecision(3)} ms > ${s.threshold.toPrecision(3)} ms (median ` +
      `of ${s.nights} nights ${s.baseline.toPrecision(3)} ms, MAD ${s.mad.toPrecision(2)})`;
    const check = run.slowdownChecks?.find((c) => c.key === s.key);
    if (!check) {
      lines.push(`  SLOWER: ${flag}`);
      continue;
    }
    const interval =
      check.lower !== null && check.upper !== null && check.ratio !== null
        ? `fresh/old ${check.ratio.toFixed(3)}, 95% interval [${check.lower.toFixed(3)}, ${check.upper.toFixed(3)}]`
        : null;
    if (check.status === 'confirmed') lines.push(`  SLOWER (confirmed by the A/B re-run): ${flag}; ${interval}`);
    else if (interval)
      lines.push(
        `  flagged by the noise rule, not confirmed by the A/B re-run: ${flag}; ${interval} (${check.reason})`,
      );
    else lines.push(`  SLOWER (the A/B re-run could not check it: ${check.reason}): ${flag}`);
  }
  const changes = run.workChanges ?? [];
  if (run.workChanges !== undefined) {
    if (changes.length > 0)
      lines.push(
        `  WORK CHANGED (definite: exact counts on the same cases) in ${changes.length} ` +
          `of ${run.workCompared ?? '?'} buckets compared:`,
      );
    else if (run.workCompared === 0)
      lines.push('  work counts: no earlier night counted the same buckets on the same cases; nothing to compare yet');
    else
      lines.push(
        `  work counts: no change in ${run.workCompared ?? 'the'} ` +
          `bucket${run.workCompared === 1 ? '' : 's'} compared with the previous nights`,
      );
    for (const line of formatWorkChanges(changes)) lines.push(`    ${line}`);
  }
  return lines;
}

/** What `--fail-on-regression` fails on: confirmed (or unconfirmable) slowdowns and work that went up. */
export function regressions(run: Pick<NightlyRun, 'workChanges' | 'slowdownChecks' | 'slowdowns'>): string[] {
  const checks = run.slowdownChecks;
  // A run from before the A/B re-run existed: every flagged slowdown counts, as it did then.
  const slow =
    checks === undefined ? (run.slowdowns ?? []).map((s) => s.key) : failingSlowdowns(checks).map((c) => c.key);
  const more = workIncreased(run.workChanges ?? []).map((c) => `${c.puzzle}/${c.solver}@${c.depth}`);
  return [...slow.map((k) => `slower: ${k}`), ...more.map((k) => `more work: ${k}`)];
}
