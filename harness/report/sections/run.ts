/**
 * The report's opening: whether the run finished, and its facts
 * (when, where, from which files, what is missing, its notes).
 */
import type { Block, Text } from '../doc.js';
import { reportPuzzles, type ReportInput } from '../load.js';
import { fmtMinutes } from './blocks.js';

/** The INCOMPLETE banner of a run that did not finish (none for one that did). */
export function incompleteBanner(input: ReportInput): Block[] {
  if (!input.incomplete) return [];
  const budgetMs = input.nightly?.budgetMs ?? input.bench.find((b) => b.budgetMs !== undefined)?.budgetMs;
  const budget = budgetMs !== undefined ? ` (budget ${fmtMinutes(budgetMs)})` : '';
  return [
    {
      kind: 'banner',
      tone: 'bad',
      title: 'INCOMPLETE',
      text:
        `This run did not finish: it was interrupted or ran out of time${budget}. ` +
        `The numbers below cover only what was done before it stopped.`,
    },
  ];
}

export function runFacts(input: ReportInput): Block[] {
  const { title } = input;
  const blocks: Block[] = [];
  const n = input.nightly;
  const items: Text[] = [];
  if (n) {
    items.push(
      `Nightly run started ${n.startedAt}, ${n.finishedAt ? `finished ${n.finishedAt}` : 'never finished'}; ` +
        `seed ${n.seed}; budget ${fmtMinutes(n.budgetMs)}.`,
    );
  }
  const b = input.bench[0];
  if (b)
    items.push(
      `Machine: ${b.machine.cpuModel}, ${b.machine.cpus} CPUs, ${b.machine.platform}, Node ${b.machine.node}.`,
    );
  const read = [
    ...input.verify.map((v) => `verify-${v.puzzle}`),
    ...input.bench.map((x) => `bench-${x.puzzle}`),
    ...(n ? ['nightly'] : []),
    ...(input.historyFile ? [`history (${input.history.length} night${input.history.length === 1 ? '' : 's'})`] : []),
  ];
  items.push(`Inputs: ${read.join(', ')}.`);
  const missing: string[] = [];
  const puzzles = reportPuzzles(input);
  if (input.verify.length === 0) missing.push('no verification results');
  else
    for (const d of puzzles)
      if (!input.verify.some((v) => v.puzzle === d)) missing.push(`no verification of ${title(d)}`);
  if (input.bench.length === 0) missing.push('no benchmark results');
  else
    for (const d of puzzles) if (!input.bench.some((b) => b.puzzle === d)) missing.push(`no benchmark of ${title(d)}`);
  if (!input.historyFile) missing.push('no history.jsonl (no trend)');
  if (missing.length > 0) items.push(`Not in this folder: ${missing.join('; ')}.`);
  blocks.push({ kind: 'list', items });
  if (input.notes.length > 0) {
    blocks.push({ kind: 'para', text: [{ strong: 'Notes from the run' }, ' (what it cut short or skipped):'] });
    blocks.push({ kind: 'list', items: input.notes });
  }
  if (input.problems.length > 0) {
    blocks.push({ kind: 'banner', tone: 'warn', title: 'Skipped inputs', text: input.problems.join(' · ') });
  }
  return blocks;
}
