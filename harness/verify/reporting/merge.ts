/** Combines the JSON of `verify --shard I/N` runs into the report the unsharded run gives. */
import { puzzleDefinition } from '../../../puzzles/index.js';
import { InputError } from '../../../util/errors.js';
import { excerpt } from '../../../util/escape.js';
import { coverage } from './coverage.js';
import { byTelling } from '../judging/telling.js';
import { asExpected, outcomeOf } from './outcome.js';
import { longestRun, runAdvice } from './finish-advice.js';
import { disagreement, VERIFY_TABLE } from '../run-options.js';
import {
  VERDICTS,
  type BeyondContract,
  type Counterexample,
  type OtherFailure,
  type SolverReport,
  type TimeBound,
  type Verdict,
  type VerifyReport,
} from '../types.js';

const shown = (value: unknown): string => excerpt(JSON.stringify(value) ?? 'none', 60);

/** How shard i of n is sized when the whole list has `total` cases (indices i-1 modulo n). */
const shardSize = (total: number, index: number, count: number): number =>
  Math.max(0, Math.ceil((total - (index - 1)) / count));

/**
 * Merges shards of one run. Refuses shards that are not of one run: a different puzzle or seed,
 * different recorded options (anything but the shard), different solvers, a shard twice or
 * missing, or case counts that no single case list gives. `names` label the shards in messages.
 */
export function mergeReports(
  shards: readonly VerifyReport[],
  names: readonly string[] = shards.map((_, i) => `report ${i + 1}`),
): VerifyReport {
  if (shards.length === 0) throw new InputError('merge needs at least one report');
  const first = shards[0];
  const count = checkOneRun(shards, names);
  const total = shards.reduce((sum, r) => sum + r.cases, 0);
  const { covered, listed, streamed } = checkShardSizes(shards, names, count, total);
  const solvers = first.solvers.map((s) => mergeSolver(s, shards));
  return {
    puzzle: first.puzzle,
    seed: first.seed,
    cases: total,
    ...(covered
      ? {
          coverage: coverage(
            puzzleDefinition(first.puzzle),
            first.coverage!.kind,
            listed,
            streamed,
            null,
            deepestOf(shards),
          ),
        }
      : {}),
    ok: solvers.every(asExpected),
    ...(shards.some((r) => r.stopped) ? { stopped: true } : {}),
    ...(shards.some((r) => r.maxTimeReached) ? { maxTimeReached: true } : {}),
    shard: null,
    solvers,
    ...(first.options ? { options: first.options } : {}),
  };
}

/**
 * Checks that the shards come from one run (puzzle, seed, options, solvers) and that each shard is there once; returns
 * the shard count.
 */
function checkOneRun(shards: readonly VerifyReport[], names: readonly string[]): number {
  const first = shards[0];
  const count = first.shard?.count ?? 1;
  const seen = new Set<number>();
  const solverKey = (r: VerifyReport) => r.solvers.map((x) => `${x.name} (${x.expected})`).join(', ');
  for (const [i, report] of shards.entries()) {
    const where = names[i];
    if (report.puzzle !== first.puzzle || report.seed !== first.seed) {
      throw new InputError(
        `${where}: puzzle ${report.puzzle}, seed ${report.seed}; expected ${first.puzzle}, seed ${first.seed} ` +
          `like ${names[0]}`,
      );
    }
    checkSameOptions(report, first, where, names[0]);
    if (solverKey(report) !== solverKey(first)) {
      throw new InputError(
        `${where}: solvers ${excerpt(solverKey(report), 80)} differ from ${names[0]}'s ` +
          `${excerpt(solverKey(first), 80)}`,
      );
    }
    const index = report.shard?.index ?? 1;
    if ((report.shard?.count ?? 1) !== count)
      throw new InputError(`${where}: shard count ${report.shard?.count ?? 1}, expected ${count}`);
    if (seen.has(index)) throw new InputError(`${where}: shard ${index}/${count} appears twice`);
    seen.add(index);
    checkJudgedOnce(shards, names, i);
  }
  if (seen.size !== count) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    throw new InputError(`shards missing: ${missing.map((i) => `${i}/${count}`).join(', ')}`);
  }
  return count;
}

/**
 * Checks that shard `i` judged other cases than the shards before it: a shard copied, or run again
 * and relabelled, carries the digest of the cases it really judged.
 */
function checkJudgedOnce(shards: readonly VerifyReport[], names: readonly string[], i: number): void {
  const judged = shards[i].shard?.judged;
  if ((shards[i].shard?.count ?? 1) > 1 && judged === undefined) {
    throw new InputError(
      `${names[i]}: no record of the cases this shard judged (made by an older lexpath?): run the shard again`,
    );
  }
  const twin = shards.findIndex((r, j) => j < i && r.shard?.judged === judged);
  // Shards that judged nothing (more shards than cases) are alike and harmless.
  if (judged !== undefined && shards[i].cases > 0 && twin >= 0) {
    throw new InputError(
      `${names[i]} (labelled shard ${shards[i].shard!.index}) judged the same cases as ${names[twin]} (labelled ` +
        `${shards[twin].shard!.index}): a copied or relabelled shard; run each shard once`,
    );
  }
}

/** Checks that `report` records the options `first` records (anything but the shard). */
function checkSameOptions(report: VerifyReport, first: VerifyReport, where: string, firstName: string): void {
  if ((report.options === undefined) !== (first.options === undefined)) {
    throw new InputError(
      `${where}: ${report.options ? 'records' : 'does not record'} its options, ${firstName} ` +
        `${first.options ? 'does' : 'does not'}: shards must come from one run`,
    );
  }
  const differ = report.options && first.options ? disagreement(VERIFY_TABLE, report.options, first.options) : null;
  if (differ) {
    throw new InputError(
      `${where}: ${differ.flag} differs from ${firstName} (${shown(differ.a)} against ${shown(differ.b)}): ` +
        'shards must come from one run',
    );
  }
}

/** The deepest listed case over the shards (undefined when none recorded one). */
function deepestOf(shards: readonly VerifyReport[]): number | undefined {
  const depths = shards.flatMap((r) => (r.coverage?.deepestListed === undefined ? [] : [r.coverage.deepestListed]));
  return depths.length > 0 ? Math.max(...depths) : undefined;
}

/**
 * Checks that each shard holds its share of one case list of `total` cases; with coverage recorded,
 * of one list of listed cases and one case stream (each sharded apart, modulo the shard count).
 */
function checkShardSizes(
  shards: readonly VerifyReport[],
  names: readonly string[],
  count: number,
  total: number,
): { covered: boolean; listed: number; streamed: number | null } {
  const first = shards[0];
  // Listed cases and the case stream are sharded apart (each modulo the shard count).
  const covered = shards.every((r) => r.coverage !== undefined);
  const listed = covered ? shards.reduce((sum, r) => sum + r.coverage!.listed, 0) : 0;
  const open = covered && shards.some((r) => r.coverage!.streamed === null);
  const streamed = covered && !open ? shards.reduce((sum, r) => sum + r.coverage!.streamed!, 0) : null;
  for (const [i, report] of shards.entries()) {
    const index = report.shard?.index ?? 1;
    if (covered) {
      const c = report.coverage!;
      if (c.kind !== first.coverage!.kind)
        throw new InputError(
          `${names[i]}: ${c.kind} run, ${names[0]} is ${first.coverage!.kind}: shards must come from one run`,
        );
      if (
        c.listed !== shardSize(listed, index, count) ||
        (streamed !== null && c.streamed !== shardSize(streamed, index, count))
      ) {
        throw new InputError(
          `${names[i]}: ${c.text}, which is not shard ${index}/${count} of the same cases as the other shards: ` +
            `the shards come from runs with different case lists`,
        );
      }
      continue;
    }
    if (report.cases !== shardSize(total, index, count)) {
      throw new InputError(
        `${names[i]}: ${report.cases} cases, but shard ${index}/${count} of one list of ${total} cases has ` +
          `${shardSize(total, index, count)}: the shards come from runs with different case lists`,
      );
    }
  }
  return { covered, listed, streamed };
}

/**
 * One solver over all shards: verdicts and counts summed, passed only if it passed in each, the earliest
 * counterexample.
 */
function mergeSolver(s: SolverReport, shards: readonly VerifyReport[]): SolverReport {
  const parts = shards.map((r) => r.solvers.find((x) => x.name === s.name));
  if (parts.some((p) => !p)) throw new InputError(`solver ${s.name} is not in every report`);
  const verdicts: Partial<Record<Verdict, number>> = {};
  for (const part of parts) {
    for (const [verdict, n] of Object.entries(part!.verdicts) as [Verdict, number][])
      verdicts[verdict] = (verdicts[verdict] ?? 0) + n;
  }
  // The most telling of the shards' failures, as the unsharded run picks it (telling.ts).
  const failureOf = (c: Counterexample): OtherFailure => ({
    verdict: c.verdict,
    caseIndex: c.caseIndex,
    origin: c.origin,
    optimalLength: c.original?.optimalLength ?? c.optimalLength,
    counterexample: c,
  });
  const key = (o: { verdict: Verdict; caseIndex: number; optimalLength: number }) => ({
    verdict: o.verdict,
    length: o.optimalLength,
    index: o.caseIndex,
  });
  const counterexamples = parts.map((p) => p!.counterexample).filter((c) => c !== null);
  counterexamples.sort((a, b) => byTelling(key(failureOf(a)), key(failureOf(b))));
  const chosen = counterexamples[0];
  const others = [...counterexamples.slice(1).map(failureOf), ...parts.flatMap((p) => p!.otherFailures ?? [])]
    .sort((a, b) => byTelling(key(a), key(b)))
    .filter((o, i, all) => o.verdict !== chosen?.verdict && all.findIndex((x) => x.verdict === o.verdict) === i);
  const unfinished = parts.reduce((sum, p) => sum + (p!.unfinished ?? 0), 0);
  const beyondContract = mergeBeyondContract(parts.flatMap((p) => p!.beyondContract ?? []));
  const merged = {
    ...(parts.every((p) => p!.cases !== undefined) ? { cases: parts.reduce((sum, p) => sum + p!.cases!, 0) } : {}),
    verdicts: sortedVerdicts(verdicts),
    skipped: parts.reduce((sum, p) => sum + p!.skipped, 0),
    ...(unfinished > 0 ? { unfinished } : {}),
  };
  const timeBound =
    outcomeOf(merged) === 'unfinished'
      ? mergeTimeBound(
          parts.flatMap((p) => p!.timeBound ?? []),
          merged,
        )
      : undefined;
  return {
    name: s.name,
    expected: s.expected,
    ...(s.kind !== undefined ? { kind: s.kind } : {}),
    passed: outcomeOf(merged) === 'passed',
    ...merged,
    // Each shard times itself; the earliest of them stands for the merged run.
    firstFailureMs: parts.reduce<number | null>(
      (best, p) => ((p!.firstFailureMs ?? null) === null ? best : Math.min(best ?? Infinity, p!.firstFailureMs!)),
      null,
    ),
    counterexample: chosen ?? null,
    ...(others.length > 0 ? { otherFailures: others } : {}),
    ...(beyondContract ? { beyondContract } : {}),
    ...(timeBound ? { timeBound } : {}),
  };
}

/**
 * Where a program stood in the shards its time bound stopped: the latest stop, the longest run cut
 * off, its counts over every shard, and the advice that lets each of those shards finish.
 */
function mergeTimeBound(
  parts: readonly TimeBound[],
  merged: Pick<SolverReport, 'cases' | 'verdicts' | 'unfinished'>,
): TimeBound | undefined {
  if (parts.length === 0) return undefined;
  const running = longestRun(parts.flatMap((p) => p.running ?? []));
  return {
    maxTimeMs: Math.max(...parts.map((p) => p.maxTimeMs)),
    stoppedAtMs: Math.max(...parts.map((p) => p.stoppedAtMs)),
    running,
    ok: merged.verdicts.ok ?? 0,
    planned:
      (merged.cases ?? Object.values(merged.verdicts).reduce((sum, n) => sum + (n ?? 0), 0)) + (merged.unfinished ?? 0),
    timedOutRuns: parts.reduce((sum, p) => sum + p.timedOutRuns, 0),
    advice: parts.every((p) => p.advice) ? runAdvice(parts) : null,
  };
}

/** A program's cases beyond the judge's contract over the shards that had some: counts summed, the earliest failure. */
function mergeBeyondContract(parts: readonly BeyondContract[]): BeyondContract | undefined {
  if (parts.length === 0) return undefined;
  const sum = (count: (p: BeyondContract) => number): number => parts.reduce((total, p) => total + count(p), 0);
  const verdicts: Partial<Record<Verdict, number>> = {};
  for (const part of parts)
    for (const [verdict, n] of Object.entries(part.verdicts) as [Verdict, number][])
      verdicts[verdict] = (verdicts[verdict] ?? 0) + n;
  const failures = parts.flatMap((p) => p.firstFailure ?? []).sort((a, b) => a.caseIndex - b.caseIndex);
  const notJudged = sum((p) => p.notJudged ?? 0);
  return {
    contract: parts[0].contract,
    listed: sum((p) => p.listed),
    run: parts.some((p) => p.run),
    cases: sum((p) => p.cases),
    failed: sum((p) => p.failed),
    verdicts: sortedVerdicts(verdicts),
    ...(notJudged > 0 ? { notJudged } : {}),
    firstFailure: failures[0] ?? null,
  };
}

/** Verdict counts in the fixed verdict order, so equal reports serialise equally. */
export function sortedVerdicts(verdicts: Partial<Record<Verdict, number>>): Partial<Record<Verdict, number>> {
  const out: Partial<Record<Verdict, number>> = {};
  for (const v of VERDICTS) if (verdicts[v]) out[v] = verdicts[v];
  return out;
}
