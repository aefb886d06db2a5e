/** Combines the JSON of `verify --shard I/N` runs into the report the unsharded run gives. */
import { InputError } from '../judge-format.js';
import { VERDICTS, type SolverReport, type Verdict, type VerifyReport } from './types.js';

export function mergeReports(shards: readonly VerifyReport[]): VerifyReport {
  if (shards.length === 0) throw new InputError('merge needs at least one report');
  const first = shards[0];
  const count = first.shard?.count ?? 1;
  const seen = new Set<number>();
  for (const [i, report] of shards.entries()) {
    const where = `report ${i + 1}`;
    if (report.domain !== first.domain || report.seed !== first.seed) {
      throw new InputError(`${where}: domain ${report.domain}, seed ${report.seed}; expected ${first.domain}, seed ${first.seed} like report 1`);
    }
    const index = report.shard?.index ?? 1;
    if ((report.shard?.count ?? 1) !== count) throw new InputError(`${where}: shard count ${report.shard?.count ?? 1}, expected ${count}`);
    if (seen.has(index)) throw new InputError(`${where}: shard ${index}/${count} appears twice`);
    seen.add(index);
  }
  if (seen.size !== count) {
    const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
    throw new InputError(`shards missing: ${missing.map((i) => `${i}/${count}`).join(', ')}`);
  }
  const solvers: SolverReport[] = first.solvers.map((s) => {
    const parts = shards.map((r) => r.solvers.find((x) => x.name === s.name));
    if (parts.some((p) => !p)) throw new InputError(`solver ${s.name} is not in every report`);
    const verdicts: Partial<Record<Verdict, number>> = {};
    for (const part of parts) {
      for (const [verdict, n] of Object.entries(part!.verdicts) as [Verdict, number][]) verdicts[verdict] = (verdicts[verdict] ?? 0) + n;
    }
    const counterexamples = parts.map((p) => p!.counterexample).filter((c) => c !== null);
    counterexamples.sort((a, b) => a.caseIndex - b.caseIndex);
    return {
      name: s.name,
      expected: s.expected,
      passed: parts.every((p) => p!.passed),
      verdicts: sortedVerdicts(verdicts),
      skipped: parts.reduce((sum, p) => sum + p!.skipped, 0),
      // Each shard times itself; the earliest of them stands for the merged run.
      firstFailureMs: parts.reduce<number | null>((best, p) => (p!.firstFailureMs ?? null) === null ? best : Math.min(best ?? Infinity, p!.firstFailureMs!), null),
      counterexample: counterexamples[0] ?? null,
    };
  });
  return {
    domain: first.domain,
    seed: first.seed,
    cases: shards.reduce((sum, r) => sum + r.cases, 0),
    ok: solvers.every((s) => (s.expected === 'correct' ? s.passed : !s.passed)),
    shard: null,
    solvers,
  };
}

/** Verdict counts in the fixed verdict order, so equal reports serialise equally. */
export function sortedVerdicts(verdicts: Partial<Record<Verdict, number>>): Partial<Record<Verdict, number>> {
  const out: Partial<Record<Verdict, number>> = {};
  for (const v of VERDICTS) if (verdicts[v]) out[v] = verdicts[v];
  return out;
}
