/**
 * The report's bench sections: per-depth medians and setup, published figures, the whole-process comparison, scaling.
 */
import type { BenchReport } from '../../bench/types.js';
import { plural } from '../../../util/plural.js';
import type { ChartSpec } from '../charts.js';
import type { Block, Inline, TableRow } from '../doc.js';
import type { ReportInput } from '../load.js';
import { compact, compareSolvers, fmtMs, fmtRatio } from '../style.js';
import { chartBlock, type TitleOf } from './blocks.js';

/**
 * The bench sections of every puzzle: time per case by depth, then
 * (where there are any) published figures, whole processes and scaling.
 */
export function benchSections(input: ReportInput, charts: readonly ChartSpec[]): Block[] {
  const { title } = input;
  if (input.bench.length === 0) return [];
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Time per case' }];
  blocks.push({
    kind: 'para',
    text:
      'Built-in solvers in one process on cases grouped by optimal depth; ' +
      'times are per case with tables already built (setup is listed apart).',
  });
  for (const b of input.bench) blocks.push(...depthSection(b, charts, title));
  if (input.bench.some((b) => b.published)) {
    blocks.push({ kind: 'heading', level: 2, text: 'Against published figures' });
    for (const b of input.bench) blocks.push(...publishedSection(b, title));
  }
  if (input.bench.some((b) => b.processes.length > 0)) {
    blocks.push({ kind: 'heading', level: 2, text: 'Whole-process comparison' });
    for (const b of input.bench) blocks.push(...processSection(b, charts, title));
  }
  if (input.bench.some((b) => b.scaling.length > 0)) {
    blocks.push({ kind: 'heading', level: 2, text: 'Scaling with the number of cases' });
    for (const b of input.bench) blocks.push(...scalingSection(b, charts, title));
  }
  return blocks;
}

function depthSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  const solvers = [...bench.solvers].sort((a, b) => compareSolvers(a.solver, b.solver));
  if (solvers.length === 0) return [];
  const blocks: Block[] = [
    { kind: 'heading', level: 3, text: `${title(bench.puzzle)}: median time per case (ms) by optimal depth` },
  ];
  blocks.push(...chartBlock(charts, `${bench.puzzle}-time-by-depth.png`));
  blocks.push(...chartBlock(charts, `${bench.puzzle}-expanded-by-depth.png`));
  const depths = [
    ...new Set(solvers.flatMap((s) => [...s.buckets.map((b) => b.depth), ...s.skipped.map((k) => k.depth)])),
  ].sort((a, b) => a - b);
  const headers = [
    'depth',
    'cases',
    ...solvers.map((s) => (s.expected === 'buggy' ? `${s.solver} (buggy)` : s.solver)),
  ];
  const rows: TableRow[] = depths.map((d) => {
    const cases = solvers.map((s) => s.buckets.find((b) => b.depth === d)?.cases).find((c) => c !== undefined);
    return {
      cells: [
        String(d),
        cases === undefined ? '–' : String(cases),
        ...solvers.map((s) => {
          const b = s.buckets.find((x) => x.depth === d);
          if (b) return fmtMs(b.latency.p50);
          return s.skipped.some((k) => k.depth === d) ? 'skipped' : '–';
        }),
      ],
    };
  });
  blocks.push({ kind: 'table', headers, numeric: headers.map(() => true), rows });
  const methods = [
    ...new Set(solvers.map((s) => s.memoryMethod).filter((m): m is string => typeof m === 'string' && m !== '')),
  ];
  const sharedMethod = methods.length === 1 ? methods[0] : null;
  blocks.push({
    kind: 'table',
    headers: ['solver', 'setup (ms)', 'peak memory (MB)', 'mean states expanded per case', 'skipped depths'],
    numeric: [false, true, true, true, false],
    rows: solvers.map((s) => {
      const mean = s.buckets.length ? s.buckets.reduce((t, b) => t + b.expanded, 0) / s.buckets.length : null;
      const skippedDepths = s.skipped.map((k) => k.depth);
      const reasons = [...new Set(s.skipped.map((k) => k.reason))].join('; ');
      return {
        cells: [
          { code: s.solver },
          fmtMs(s.setupMs),
          s.peakMemoryMb === null
            ? 'not measured'
            : `${fmtMs(s.peakMemoryMb)}${s.memoryMethod && !sharedMethod ? ` (${s.memoryMethod})` : ''}`,
          mean === null ? '–' : compact(mean),
          skippedDepths.length === 0
            ? 'none'
            : `${Math.min(...skippedDepths)}–${Math.max(...skippedDepths)}: ${reasons}`,
        ],
      };
    }),
  });
  if (sharedMethod) blocks.push({ kind: 'para', text: `Peak memory: ${sharedMethod}.` });
  return blocks;
}

/** Nodes per instance on the puzzle's standard instances (Korf's 100), beside the published figures. */
function publishedSection(bench: BenchReport, title: TitleOf): Block[] {
  const p = bench.published;
  if (!p) return [];
  const rows: TableRow[] = [
    ...p.solvers.map((s) => ({
      tone: s.lengthsMatch ? undefined : ('bad' as const),
      cells: [
        { code: s.solver },
        `lexpath: ${p.ours}`,
        `${s.solved} of ${p.instanceCount}`,
        s.solved === 0 ? '–' : compact(s.expandedPerInstance),
        s.solved === 0 ? '–' : fmtMs(s.msPerInstance),
        s.lengthsMatch ? 'yes' : 'NO',
      ],
    })),
    ...p.published.map((f) => {
      const method = `${f.method} (${f.source})`;
      return { cells: ['published', method, `${p.instanceCount}`, compact(f.nodesPerInstance), '–', '–'] };
    }),
  ];
  return [
    { kind: 'heading', level: 3, text: `${title(bench.puzzle)}: nodes per instance on ${p.instances}` },
    {
      kind: 'table',
      headers: [
        'solver',
        'heuristic',
        'instances',
        'states expanded per instance',
        'ms per instance',
        'optimal lengths',
      ],
      numeric: [false, false, true, true, true, false],
      rows,
    },
  ];
}

/** The note under the whole-process table on its × lexpath column. */
const RATIO_NOTE =
  '× lexpath is the program’s median divided by lexpath’s on the same batch: ' +
  'below 1× the program is faster than lexpath.';

function processSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  if (bench.processes.length === 0) return [];
  const blocks: Block[] = [
    { kind: 'heading', level: 3, text: `${title(bench.puzzle)}: whole process against outside programs` },
  ];
  blocks.push(...chartBlock(charts, `${bench.puzzle}-processes.png`));
  const batches = [...new Set(bench.processes.map((p) => p.batch))];
  const compared = bench.processes.some((p) => p.outputMatches !== undefined);
  const rows: TableRow[] = [];
  for (const batch of batches) {
    const list = bench.processes
      .filter((p) => p.batch === batch)
      .sort((a, b) => (a.program === 'lexpath' ? -1 : b.program === 'lexpath' ? 1 : a.median - b.median));
    for (const p of list) {
      const same =
        p.program === 'lexpath'
          ? '–'
          : p.outputMatches === true
            ? 'yes'
            : p.outputMatches === false
              ? { strong: 'NO' }
              : 'not compared';
      rows.push({
        tone: p.outputMatches === false || p.error ? 'bad' : undefined,
        cells: [
          batch,
          String(p.cases),
          { code: p.program },
          fmtMs(p.median),
          fmtMs(p.min),
          fmtMs(p.max),
          String(p.runs.length),
          p.program === 'lexpath' ? '1×' : fmtRatio(p.ratioToLexpath),
          ...(compared ? [same] : []),
          { code: p.command },
        ],
      });
    }
  }
  blocks.push({
    kind: 'table',
    headers: [
      'batch',
      'cases',
      'program',
      'median (ms)',
      'min (ms)',
      'max (ms)',
      'runs',
      '× lexpath',
      ...(compared ? ['same output as lexpath'] : []),
      'command',
    ],
    numeric: [false, true, false, true, true, true, true, true, ...(compared ? [false] : []), false],
    rows,
  });
  blocks.push({
    kind: 'para',
    text: RATIO_NOTE,
  });
  const errors = bench.processes.filter((p) => p.error);
  if (errors.length > 0) {
    blocks.push({
      kind: 'list',
      items: errors.map((p): Inline[] => [{ code: p.program }, ` on ${p.batch}: ${p.error}`]),
    });
  }
  if (bench.batches && bench.batches.length > 0) {
    blocks.push({ kind: 'para', text: 'Batches:' });
    blocks.push({
      kind: 'list',
      items: bench.batches.map((b): Inline[] => [
        { strong: b.name },
        ` (${plural(b.cases, 'case')}): ${b.description}`,
      ]),
    });
  }
  return blocks;
}

function scalingSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  if (bench.scaling.length === 0) return [];
  const solvers = [...new Set(bench.scaling.map((p) => p.solver))].sort(compareSolvers);
  const counts = [...new Set(bench.scaling.map((p) => p.cases))].sort((a, b) => a - b);
  return [
    { kind: 'heading', level: 3, text: `${title(bench.puzzle)}: total time (ms) against number of cases T` },
    ...chartBlock(charts, `${bench.puzzle}-scaling.png`),
    {
      kind: 'table',
      headers: ['T', ...solvers],
      numeric: [true, ...solvers.map(() => true)],
      rows: counts.map((t) => ({
        cells: [
          String(t),
          ...solvers.map((s) => fmtMs(bench.scaling.find((p) => p.solver === s && p.cases === t)?.totalMs)),
        ],
      })),
    },
    ...(bench.scalingSkipped && bench.scalingSkipped.length > 0
      ? [
          { kind: 'para', text: 'Not run (– in the table):' } as Block,
          {
            kind: 'list',
            items: [...new Set(bench.scalingSkipped.map((k) => k.solver))].map((solver): Inline[] => {
              const skipped = bench.scalingSkipped!.filter((k) => k.solver === solver);
              return [{ code: solver }, ` at T = ${skipped.map((k) => k.cases).join(', ')}: ${skipped[0].reason}`];
            }),
          } as Block,
        ]
      : []),
  ];
}
