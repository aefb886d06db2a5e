/**
 * The report's verification: a banner on the whole, then per puzzle the verdict
 * matrix, its chart and the counterexamples with their replay commands.
 */
import { VERDICTS, type Counterexample, type VerifyReport } from '../../verify/types.js';
import { plural } from '../../../util/plural.js';
import type { ChartSpec } from '../charts.js';
import type { Block, Inline, TableRow } from '../doc.js';
import type { ReportInput } from '../load.js';
import { verifyOutcome } from '../style.js';
import { chartBlock, type TitleOf } from './blocks.js';

/** One banner on the whole verification: as expected, or the unexpected results (none without verify reports). */
export function verifyBanner(input: ReportInput): Block[] {
  const { title } = input;
  const unexpected = input.verify.flatMap((v) =>
    v.solvers.filter((s) => verifyOutcome(s).bad).map((s) => `${v.puzzle}/${s.name} ${verifyOutcome(s).text}`),
  );
  if (input.verify.length === 0) return [];
  return [
    unexpected.length === 0
      ? {
          kind: 'banner',
          tone: 'ok',
          title: 'Verification as expected',
          text:
            `${input.verify.map((v) => title(v.puzzle)).join(' and ')}: ` +
            `every correct solver passed and every expected-buggy solver was caught.`,
        }
      : { kind: 'banner', tone: 'bad', title: 'Verification: unexpected results', text: unexpected.join('; ') },
  ];
}

export function verifySection(
  input: ReportInput,
  charts: readonly ChartSpec[],
  pages: ReadonlyMap<Counterexample, string> = new Map(),
): Block[] {
  const { title } = input;
  if (input.verify.length === 0 && input.exhaustive.length === 0) return [];
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Verification' }];
  blocks.push({
    kind: 'para',
    text:
      'Verdict counts per solver against the exact oracle. A correct solver passes with every case ok; ' +
      'an expected-buggy solver (the bug zoo) must be caught: some verdict other than ok.',
  });
  const fresh = input.nightly?.newCounterexamples ?? [];
  if (fresh.length > 0) {
    blocks.push({
      kind: 'para',
      text: [
        { strong: `New tonight: ${fresh.length} counterexample${fresh.length === 1 ? '' : 's'}` },
        ' that no earlier night of the history had:',
      ],
    });
    blocks.push({
      kind: 'list',
      items: fresh.map((c): Inline[] => [
        `${c.puzzle}/${c.solver}${c.expected ? ` (${c.expected})` : ''}: `,
        { code: c.replay },
      ]),
    });
  }
  for (const v of input.verify) blocks.push(...verifyPuzzle(v, charts, title, pages));
  for (const v of input.exhaustive) {
    blocks.push({ kind: 'heading', level: 3, text: `${title(v.puzzle)}: exhaustive` });
    blocks.push(...verifyPuzzle(v, [], title, pages).slice(1));
  }
  return blocks;
}

function verifyPuzzle(
  v: VerifyReport,
  charts: readonly ChartSpec[],
  title: TitleOf,
  pages: ReadonlyMap<Counterexample, string>,
): Block[] {
  const blocks: Block[] = [
    {
      kind: 'heading',
      level: 3,
      text:
        `${title(v.puzzle)}: ${plural(v.cases, 'case')}, ` +
        `seed ${v.seed}${v.shard ? `, shard ${v.shard.index}/${v.shard.count}` : ''}`,
    },
  ];
  if (v.coverage)
    blocks.push({
      kind: 'para',
      text: [{ strong: 'Coverage' }, `: ${v.coverage.text}. Each solver's count is what it judged in its time.`],
    });
  const present = [...VERDICTS].filter((x) => v.solvers.some((s) => (s.verdicts[x] ?? 0) > 0));
  const hasSkipped = v.solvers.some((s) => s.skipped > 0);
  const hasUnfinished = v.solvers.some((s) => (s.unfinished ?? 0) > 0);
  const judged = (s: VerifyReport['solvers'][number]): number =>
    s.cases ?? Object.values(s.verdicts).reduce((a, b) => a + (b ?? 0), 0);
  const headers = [
    'solver',
    'expected',
    'result',
    'cases',
    ...present,
    ...(hasSkipped ? ['skipped'] : []),
    ...(hasUnfinished ? ['unfinished'] : []),
  ];
  const rows: TableRow[] = v.solvers.map((s) => {
    const outcome = verifyOutcome(s);
    return {
      tone: outcome.bad ? 'bad' : undefined,
      cells: [
        { code: s.name },
        s.expected,
        outcome.bad ? { strong: outcome.text } : outcome.text,
        judged(s).toLocaleString('en-US'),
        ...present.map((x) => String(s.verdicts[x] ?? 0)),
        ...(hasSkipped ? [String(s.skipped)] : []),
        ...(hasUnfinished ? [String(s.unfinished ?? 0)] : []),
      ],
    };
  });
  blocks.push({ kind: 'table', headers, numeric: headers.map((_, i) => i >= 3), rows });
  blocks.push(...chartBlock(charts, `${v.puzzle}-verify.png`));
  const withCounterexample = v.solvers.filter((s) => s.counterexample);
  if (withCounterexample.length > 0) {
    blocks.push({ kind: 'para', text: [{ strong: 'Counterexamples' }, ' (shrunk; run the command to replay one):'] });
    for (const s of withCounterexample) {
      const c = s.counterexample!;
      const shrunk =
        c.original.optimalLength !== c.optimalLength ? `, shrunk from a depth-${c.original.optimalLength} case` : '';
      blocks.push({
        kind: 'para',
        text: [
          { code: s.name },
          ` (${s.expected}): `,
          { strong: c.verdict },
          ` — ${c.detail} (optimal length ${c.optimalLength}${shrunk}).`,
          ...(pages.has(c) ? [' ', { link: 'See it step by step', href: pages.get(c)! }, '.'] : []),
        ],
      });
      blocks.push({ kind: 'code', lang: 'sh', text: c.replay });
    }
  }
  return blocks;
}
