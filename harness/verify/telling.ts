/**
 * Which of a solver's failures becomes its counterexample: the most telling one. A certified wrong
 * answer (the oracle proves it wrong: not the smallest, not the shortest, not solved, an illegal
 * move, a wrong centre digit) tells the most, then a wrongly formatted output, then a crash, then a
 * time-out (which says only "too slow"); among failures of one kind, the case with the fewest
 * optimal moves, then the earliest. The best failure of each other kind is listed briefly.
 */
import type { VerifyCase } from './cases.js';
import type { RunResult, Verdict } from './types.js';

/** A failure as verify saw it: the case, what the solver gave, the cases of the run it was in. */
export interface SeenFailure {
  readonly vcase: VerifyCase;
  readonly result: RunResult;
  readonly runCases: readonly unknown[];
}

/** A failure of another kind than the counterexample's, listed briefly. */
export interface OtherFailure {
  readonly verdict: Verdict;
  readonly caseIndex: number;
  readonly origin: string;
  readonly optimalLength: number;
}

/** Lower is more telling. */
export const TELLING_RANK: Readonly<Record<Verdict, number>> = {
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

interface Ranked extends SeenFailure {
  readonly verdict: Verdict;
  readonly length: number;
}

/** Is `a` (of verdict kind and optimal length given) more telling than `b`? */
export function moreTelling(a: { verdict: Verdict; length: number; index: number }, b: { verdict: Verdict; length: number; index: number }): boolean {
  const rank = TELLING_RANK[a.verdict] - TELLING_RANK[b.verdict];
  if (rank !== 0) return rank < 0;
  return a.length !== b.length ? a.length < b.length : a.index < b.index;
}

/** The most telling failure of each verdict kind a solver showed. */
export class TellingFailures {
  private readonly best = new Map<Verdict, Ranked>();

  /** `lengthOf`: a case's optimal length (the oracle's; asked only when two failures of one kind compete). */
  constructor(private readonly lengthOf: (c: unknown) => number) {}

  offer(failure: SeenFailure, verdict: Verdict): void {
    const held = this.best.get(verdict);
    if (held && held.vcase.index === failure.vcase.index) return;
    const length = held ? this.lengthOf(failure.vcase.case) : Infinity;
    const ranked = { ...failure, verdict, length };
    if (!held) {
      this.best.set(verdict, ranked);
      return;
    }
    const heldLength = held.length === Infinity ? this.lengthOf(held.vcase.case) : held.length;
    if (moreTelling({ verdict, length, index: failure.vcase.index }, { verdict, length: heldLength, index: held.vcase.index })) this.best.set(verdict, ranked);
    else this.best.set(verdict, { ...held, length: heldLength });
  }

  /** The counterexample's failure, or null. */
  get first(): SeenFailure | null {
    return this.ordered()[0] ?? null;
  }

  /** The best failure of each other kind, most telling first. */
  others(): OtherFailure[] {
    return this.ordered().slice(1).map((f) => ({ verdict: f.verdict, caseIndex: f.vcase.index, origin: f.vcase.origin, optimalLength: f.length }));
  }

  private ordered(): Ranked[] {
    const all = [...this.best.values()].map((f) => (f.length === Infinity && this.best.size > 1 ? { ...f, length: this.lengthOf(f.vcase.case) } : f));
    const key = (f: Ranked) => ({ verdict: f.verdict, length: f.length, index: f.vcase.index });
    return all.sort((a, b) => (moreTelling(key(a), key(b)) ? -1 : moreTelling(key(b), key(a)) ? 1 : 0));
  }
}
