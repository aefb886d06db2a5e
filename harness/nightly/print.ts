/** What `lexpath nightly` prints at the end of a night. */
import { formatDuration } from '../../util/duration.js';
import { plural } from '../../util/plural.js';
import { formatGate } from '../history/gate.js';
import type { NightlyResult } from './types.js';
import { verifiedPuzzle } from './verify-phase.js';
import { noWrongResult, outcomeOf, wrongResult } from '../verify/reporting/outcome.js';

/** What the command prints at the end. */
export function formatNightly(result: NightlyResult): string {
  const { run } = result;
  const lines: string[] = [];
  lines.push(
    `Nightly ${run.run}: ${run.complete ? 'complete' : 'INCOMPLETE'}, ` +
      `seed ${run.seed}, budget ${formatDuration(run.budgetMs)}`,
  );
  for (const v of run.verify) {
    const failing = v.solvers.filter(wrongResult);
    const caught = v.solvers.filter((s) => s.expected === 'buggy' && outcomeOf(s) === 'failed').length;
    const buggy = v.solvers.filter((s) => s.expected === 'buggy').length;
    lines.push(
      `  verify ${v.puzzle}: ${noWrongResult(v) ? 'ok' : 'FAILED'}${verifiedPuzzle(v) ? '' : ' (unfinished)'}; ` +
        `${caught}/${buggy} known-buggy solvers caught` +
        (failing.length > 0
          ? `; wrong: ` +
            `${failing.map((s) => `${s.name} (${s.expected === 'correct' ? 'failed' : 'not caught'})`).join(', ')}`
          : ''),
    );
    const counted = v.solvers
      .filter((s) => s.expected === 'correct')
      .map((s) => `${s.name} ${(s.cases ?? v.cases).toLocaleString('en-US')}`);
    if (counted.length > 0) lines.push(`    cases judged: ${counted.join(', ')}`);
  }
  for (const b of run.bench) {
    const parts = b.solvers
      .filter((s) => s.buckets.length > 0)
      .map((s) => `${s.solver} ${run.medians?.[`${b.puzzle}/${s.solver}`]?.toPrecision(3)} ms`);
    lines.push(`  bench ${b.puzzle}: median per case over depth buckets: ${parts.join(', ') || 'none measured'}`);
    const lex = b.processes.filter((p) => p.program === 'lexpath').map((p) => `${p.batch} ${Math.round(p.median)} ms`);
    if (lex.length > 0) lines.push(`    lexpath solve as a process: ${lex.join(', ')}`);
  }
  // slowdowns with their A/B re-runs, work counts
  lines.push(...formatGate({ ...run, slowdowns: run.slowdowns ?? [] }));
  const fresh = run.newCounterexamples ?? [];
  for (const c of fresh)
    lines.push(`  new counterexample (${c.expected ?? 'unknown'} solver ${c.solver}, ${c.puzzle}): ${c.replay}`);
  for (const note of run.notes ?? []) lines.push(`  note: ${note}`);
  if (result.reportError) lines.push(`  report not written: ${result.reportError}`);
  if (result.historyError) lines.push(`  history line NOT written: ${result.historyError}`);
  for (const error of result.writeErrors ?? []) lines.push(`  NOT written: ${error}`);
  for (const p of result.problems) lines.push(`  history: ${p}`);
  const files = plural(result.written.filter((f) => f.startsWith(result.dir)).length, 'file');
  lines.push(`Wrote ${result.dir}/ (${files})${result.historyError ? '' : ` and appended ${result.historyFile}`}`);
  return `${lines.join('\n')}\n`;
}
