/**
 * The fewest test files that kill every wrong program: a set cover. Greedy always; exact where the
 * programs are few (a search over the sets of programs killed so far: adding a file only adds
 * programs, so one pass over the sets in increasing order finds the fewest files, and among those
 * the fewest cases). The lower bound is the exact optimum when known, else the most programs of
 * which no file kills two (each needs a file of its own).
 */

/** What each candidate file kills (indices of wrong programs) and how many cases it holds. */
export interface CoverCandidate {
  readonly kills: readonly number[];
  readonly cases: number;
}

export interface Cover {
  /** Indices of the chosen candidates, in candidate order. */
  readonly chosen: number[];
  /** Files the greedy cover takes. */
  readonly greedy: number;
  /** No cover has fewer files than this. */
  readonly lowerBound: number;
  /** Whether `chosen` is proven the fewest files (the exact search ran). */
  readonly exact: boolean;
  /** Programs no candidate kills (they stay unkilled by any cover). */
  readonly uncovered: number[];
}

/** The exact search runs up to this many programs (2^n sets of them). */
export const EXACT_LIMIT = 20;
/** Cases are a tie-break below files: this many cases weigh less than one file. */
const CASE_WEIGHT = 1 / 1_000_000;

function greedyCover(candidates: readonly CoverCandidate[], wanted: ReadonlySet<number>): number[] {
  const left = new Set(wanted);
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestGain = 0;
    candidates.forEach((candidate, i) => {
      const gain = candidate.kills.filter((k) => left.has(k)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && candidate.cases < candidates[best].cases)) {
        best = i;
        bestGain = gain;
      }
    });
    chosen.push(best);
    for (const k of candidates[best].kills) left.delete(k);
  }
  return chosen.sort((a, b) => a - b);
}

/** The fewest files, then the fewest cases, over the programs `wanted` (at most EXACT_LIMIT of them). */
function exactCover(candidates: readonly CoverCandidate[], wanted: readonly number[]): number[] {
  const bit = new Map(wanted.map((program, i) => [program, 1 << i]));
  // One candidate per distinct set of programs killed: the one with the fewest cases.
  const byMask = new Map<number, number>();
  candidates.forEach((candidate, i) => {
    const mask = candidate.kills.reduce((m, k) => m | (bit.get(k) ?? 0), 0);
    const known = byMask.get(mask);
    if (mask !== 0 && (known === undefined || candidates[known].cases > candidate.cases)) byMask.set(mask, i);
  });
  const full = (1 << wanted.length) - 1;
  const cost = new Float64Array(full + 1).fill(Infinity);
  const via = new Int32Array(full + 1).fill(-1);
  const from = new Int32Array(full + 1).fill(-1);
  cost[0] = 0;
  const sets = [...byMask.entries()];
  for (let mask = 0; mask < full; mask++) {
    if (cost[mask] === Infinity) continue;
    for (const [setMask, index] of sets) {
      const next = mask | setMask;
      const nextCost = cost[mask] + 1 + candidates[index].cases * CASE_WEIGHT;
      if (next !== mask && nextCost < cost[next]) {
        cost[next] = nextCost;
        via[next] = index;
        from[next] = mask;
      }
    }
  }
  const chosen: number[] = [];
  for (let mask = full; mask !== 0; mask = from[mask]) chosen.push(via[mask]);
  return chosen.sort((a, b) => a - b);
}

/** The most programs of which no candidate kills two, taken greedily, rarest killed first. */
function disjointPrograms(candidates: readonly CoverCandidate[], wanted: readonly number[]): number {
  const killers = new Map(
    wanted.map((p) => [p, new Set(candidates.flatMap((c, i) => (c.kills.includes(p) ? [i] : [])))]),
  );
  const taken: Set<number>[] = [];
  for (const program of [...wanted].sort((a, b) => killers.get(a)!.size - killers.get(b)!.size)) {
    const mine = killers.get(program)!;
    if (taken.every((other) => ![...mine].some((i) => other.has(i)))) taken.push(mine);
  }
  return taken.length;
}

/** The cover of `programs` wrong programs (0 .. programs-1) by the candidates. */
export function minimalCover(candidates: readonly CoverCandidate[], programs: number): Cover {
  const killable = new Set(candidates.flatMap((c) => c.kills));
  const wanted = Array.from({ length: programs }, (_, p) => p).filter((p) => killable.has(p));
  const uncovered = Array.from({ length: programs }, (_, p) => p).filter((p) => !killable.has(p));
  const greedy = greedyCover(candidates, new Set(wanted));
  if (wanted.length <= EXACT_LIMIT) {
    const chosen = exactCover(candidates, wanted);
    return { chosen, greedy: greedy.length, lowerBound: chosen.length, exact: true, uncovered };
  }
  const largest = Math.max(1, ...candidates.map((c) => c.kills.length));
  const lowerBound = Math.max(Math.ceil(wanted.length / largest), disjointPrograms(candidates, wanted));
  return { chosen: greedy, greedy: greedy.length, lowerBound, exact: greedy.length === lowerBound, uncovered };
}

/** The lower bound the disjoint programs alone give (reported beside an exact optimum). */
export function disjointBound(candidates: readonly CoverCandidate[], programs: number): number {
  const killable = new Set(candidates.flatMap((c) => c.kills));
  return disjointPrograms(
    candidates,
    Array.from({ length: programs }, (_, p) => p).filter((p) => killable.has(p)),
  );
}
