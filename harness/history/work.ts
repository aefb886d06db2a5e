/**
 * Exact work counts across nights (the work-count gate): the counts bench measured (bench/work.ts)
 * as history.jsonl keeps them, and the definite changes from one night to the next. A night's
 * counts are compared only with nights that counted the same bucket on the same case set (same
 * fingerprint and number of cases), so a change to the case generator starts the comparison afresh.
 */
import type { BenchReport } from '../bench/types.js';
import type { HistoryLine, HistoryWork, WorkChange } from './types.js';

/** `eight/idastar@20` */
export const workKey = (puzzle: string, solver: string, depth: number) => `${puzzle}/${solver}@${depth}`;

const WORK_KEY = /^([a-z][a-z0-9-]*)\/(.+)@(\d+)$/;

export function parseWorkKey(key: string): { puzzle: string; solver: string; depth: number } | null {
  const m = WORK_KEY.exec(key);
  return m ? { puzzle: m[1], solver: m[2], depth: Number(m[3]) } : null;
}

/** The night's work counts as history keeps them; undefined when no bench report counted any. */
export function historyWork(reports: readonly BenchReport[]): HistoryWork | undefined {
  const caseSets: Record<string, string> = {};
  const buckets: HistoryWork['buckets'] = {};
  for (const report of reports) {
    if (!report.work) continue;
    caseSets[report.puzzle] = report.work.caseSet;
    for (const s of report.work.solvers) {
      for (const b of s.buckets)
        buckets[workKey(report.puzzle, s.solver, b.depth)] = [b.cases, b.expanded, b.generated, b.msPerCase];
    }
  }
  return Object.keys(caseSets).length === 0 ? undefined : { caseSets, buckets };
}

/**
 * Definite changes: every bucket of `today` whose expanded or generated total differs from the most
 * recent earlier night (`earlier` oldest first) that counted the same bucket on the same case set
 * (same fingerprint and number of cases). A bucket no earlier night counted is not a change.
 * `compared`: how many of today's buckets had such a night.
 */
export function compareWork(
  today: HistoryWork | undefined,
  earlier: readonly Pick<HistoryLine, 'run' | 'work'>[],
): { changes: WorkChange[]; compared: number } {
  if (!today) return { changes: [], compared: 0 };
  const changes: WorkChange[] = [];
  let compared = 0;
  for (const [key, [cases, expanded, generated]] of Object.entries(today.buckets)) {
    const parsed = parseWorkKey(key);
    if (!parsed) continue;
    const caseSet = today.caseSets[parsed.puzzle];
    for (let i = earlier.length - 1; i >= 0; i--) {
      const work = earlier[i].work;
      const before = work?.buckets[key];
      if (!work || !before || work.caseSets[parsed.puzzle] !== caseSet || before[0] !== cases) continue;
      compared++;
      if (before[1] !== expanded || before[2] !== generated) {
        changes.push({
          ...parsed,
          cases,
          previousRun: earlier[i].run,
          before: { expanded: before[1], generated: before[2] },
          after: { expanded, generated },
        });
      }
      break;
    }
  }
  changes.sort((a, b) => a.puzzle.localeCompare(b.puzzle) || a.solver.localeCompare(b.solver) || a.depth - b.depth);
  return { changes, compared };
}

export function workChanges(
  today: HistoryWork | undefined,
  earlier: readonly Pick<HistoryLine, 'run' | 'work'>[],
): WorkChange[] {
  return compareWork(today, earlier).changes;
}

/** Changes of one solver in one line: `eight/idastar: depth 20 expanded 10 -> 12, generated 30 -> 33; depth 21 ...`. */
export function formatWorkChanges(changes: readonly WorkChange[]): string[] {
  const bySolver = new Map<string, WorkChange[]>();
  for (const c of changes) {
    const key = `${c.puzzle}/${c.solver}`;
    bySolver.set(key, [...(bySolver.get(key) ?? []), c]);
  }
  return [...bySolver.entries()].map(([key, list]) => {
    const since = [...new Set(list.map((c) => c.previousRun))].join(', ');
    const parts = list.map((c) => {
      const fields = (['expanded', 'generated'] as const)
        .filter((f) => c.before[f] !== c.after[f])
        .map((f) => `${f} ${c.before[f]} -> ${c.after[f]}`);
      return `depth ${c.depth} ${fields.join(', ')}`;
    });
    return `${key} (against ${since}): ${parts.join('; ')}`;
  });
}

/** Work increased in some bucket (more states expanded or generated): what --fail-on-regression counts. */
export function workIncreased(changes: readonly WorkChange[]): WorkChange[] {
  return changes.filter((c) => c.after.expanded > c.before.expanded || c.after.generated > c.before.generated);
}
