/**
 * Which of a solver's failures becomes its counterexample: the most telling one. A certified wrong
 * answer (the oracle proves it wrong: not the smallest, not the shortest, not solved, an illegal
 * move, a wrong centre digit) tells the most, then a wrongly formatted output, then a crash, then a
 * time-out (which says only "too slow"); among failures of one kind, the case with the fewest
 * optimal moves, then the earliest. The best failure of each other kind gets its own counterexample.
 */
import type { VerifyCase } from '../cases.js';
import type { RunResult, Verdict } from '../types.js';

/** A failure as verify saw it: the case, what the solver gave, the cases of the run it was in. */
export interface SeenFailure {
  readonly vcase: VerifyCase;
  readonly result: RunResult;
  readonly runCases: readonly unknown[];
}

/** The best failure of a kind other than the counterexample's, with what ranked it. */
interface OtherSeenFailure {
  readonly seen: SeenFailure;
  readonly verdict: Verdict;
  readonly optimalLength: number;
}

/** Lower is more telling. */
const TELLING_RANK: Readonly<Record<Verdict, number>> = {
  'not-lex-smallest': 0,
  'not-shortest': 0,
  'not-solved': 0,
  'illegal-move': 0,
  'wrong-centre': 0,
  'wrong-format': 1,
  crash: 2,
  'time-limit': 3,
  ok: 4,
};

/** What ranks a failure: its kind, its case's optimal length (read only when kinds tie) and its index. */
interface TellingKey {
  readonly verdict: Verdict;
  readonly length: number;
  readonly index: number;
}

/** Is `a` more telling than `b`? */
export function moreTelling(a: TellingKey, b: TellingKey): boolean {
  const rank = TELLING_RANK[a.verdict] - TELLING_RANK[b.verdict];
  if (rank !== 0) return rank < 0;
  return a.length !== b.length ? a.length < b.length : a.index < b.index;
}

/** Sort order, most telling first. */
export function byTelling(a: TellingKey, b: TellingKey): number {
  return moreTelling(a, b) ? -1 : moreTelling(b, a) ? 1 : 0;
}

interface Ranked extends SeenFailure {
  readonly key: TellingKey;
}

/** The most telling failure of each verdict kind a solver showed. */
export class TellingFailures {
  private readonly best = new Map<Verdict, Ranked>();
  private readonly lengths = new Map<number, number>();

  /** `lengthOf`: a case's optimal length (the oracle's; asked only when two failures of one kind compete). */
  constructor(private readonly lengthOf: (c: unknown) => number) {}

  offer(failure: SeenFailure, verdict: Verdict): void {
    const { lengths, lengthOf } = this;
    const { index, case: c } = failure.vcase;
    const key: TellingKey = {
      verdict,
      index,
      get length(): number {
        if (!lengths.has(index)) lengths.set(index, lengthOf(c));
        return lengths.get(index)!;
      },
    };
    const held = this.best.get(verdict);
    if (!held || moreTelling(key, held.key)) this.best.set(verdict, { ...failure, key });
  }

  /** The counterexample's failure, or null. */
  get first(): SeenFailure | null {
    return this.ordered()[0] ?? null;
  }

  /** The best failure of each other kind, most telling first. */
  others(): OtherSeenFailure[] {
    return this.ordered()
      .slice(1)
      .map(({ key, ...seen }) => ({ seen, verdict: key.verdict, optimalLength: key.length }));
  }

  private ordered(): Ranked[] {
    return [...this.best.values()].sort((a, b) => byTelling(a.key, b.key));
  }
}
