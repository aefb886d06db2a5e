/**
 * A night against the earlier nights of history.jsonl, in one call: tonight's medians and the
 * slowdowns the noise rule flags (regression.ts), the gate (exact work counts and the A/B re-run of
 * each flagged slowdown, gate.ts), tonight's counterexamples and which of them no earlier night had.
 */
import type { BenchReport } from '../bench/types.js';
import type { VerifyReport } from '../verify/types.js';
import { gateNight, type Gate } from './gate.js';
import { benchMedians, counterexamplesOf, newCounterexamples, readHistory, solverMedians } from './history.js';
import { detectSlowdowns } from './regression.js';
import type { HistoryLine, Slowdown } from './types.js';

export interface NightComparison {
  /** Tonight's medians, as history keeps them (HistoryLine.medians). */
  readonly medians: Record<string, number>;
  /** Solver medians the noise rule flags against the earlier nights. */
  readonly slowdowns: Slowdown[];
  readonly gate: Gate;
  readonly counterexamples: HistoryLine['counterexamples'];
  /** Tonight's counterexamples that no earlier night recorded. */
  readonly fresh: HistoryLine['counterexamples'];
}

export async function compareWithHistory(options: {
  readonly historyFile: string;
  readonly bench: readonly BenchReport[];
  readonly verify: readonly VerifyReport[];
  /** performance.now() by which the A/B re-runs must end. */
  readonly deadline: number;
  readonly seed: number;
  readonly signal?: AbortSignal;
  readonly log?: (line: string) => void;
  /** Lines of the history that could not be read are described here (and skipped). */
  readonly problems: string[];
}): Promise<NightComparison> {
  const { bench, seed, signal, log } = options;
  const earlier = readHistory(options.historyFile, options.problems).sort((a, b) =>
    a.startedAt.localeCompare(b.startedAt),
  );
  const medians = benchMedians(bench);
  const slowdowns = detectSlowdowns(
    solverMedians(medians),
    earlier.map((line) => solverMedians(line.medians)),
  );
  // Work counts against earlier nights, and the A/B re-run of flagged slowdowns.
  const gate = await gateNight({ bench, earlier, slowdowns, deadline: options.deadline, seed, signal, log });
  const counterexamples = counterexamplesOf(options.verify);
  return { medians, slowdowns, gate, counterexamples, fresh: newCounterexamples(counterexamples, earlier) };
}
