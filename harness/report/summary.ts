/**
 * What the report says, as blocks (doc.ts): run facts, the verification matrix with counterexample
 * replay commands, per-depth medians, the process comparison, scaling, and the trend with
 * slowdowns; and its Markdown rendering (summary.md, fit for a GitHub job summary).
 */
import type { BenchReport } from '../bench/types.js';
import { VERDICTS, type VerifyReport } from '../verify/types.js';
import type { ChartSpec } from './charts.js';
import { type Block, type Inline, inlines, type TableRow, type Text } from './doc.js';
import { reportPuzzles, type ReportInput } from './load.js';
import { CHECK_RULE_TEXT, SLOWDOWN_RULE, SLOWDOWN_RULE_TEXT, type Trend, WORK_RULE_TEXT } from './trend.js';
import { formatWorkChanges } from '../history/work.js';
import type { SlowdownCheck, WorkChange } from '../history/types.js';
import { markdownCode, markdownCodeBlock, markdownText } from '../../util/escape.js';
import { compact, compareSolvers, fmtMs, fmtPercentChange, fmtRatio, nightLabel, verifyOutcome } from './style.js';
import { plural } from '../../util/plural.js';

/** A puzzle's title for headings, by name (ReportInput.title). */
type TitleOf = (name: string) => string;
const fmtMinutes = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`);

function chartBlock(charts: readonly ChartSpec[], file: string): Block[] {
  const c = charts.find((x) => x.file === file);
  return c ? [{ kind: 'chart', file: c.file, title: c.title, caption: c.caption }] : [];
}

function runFacts(input: ReportInput): Block[] {
  const { title } = input;
  const blocks: Block[] = [];
  const n = input.nightly;
  const items: Text[] = [];
  if (n) {
    items.push(`Nightly run started ${n.startedAt}, ${n.finishedAt ? `finished ${n.finishedAt}` : 'never finished'}; seed ${n.seed}; budget ${fmtMinutes(n.budgetMs)}.`);
  }
  const b = input.bench[0];
  if (b) items.push(`Machine: ${b.machine.cpuModel}, ${b.machine.cpus} CPUs, ${b.machine.platform}, Node ${b.machine.node}.`);
  const read = [
    ...input.verify.map((v) => `verify-${v.domain}`),
    ...input.bench.map((x) => `bench-${x.domain}`),
    ...(n ? ['nightly'] : []),
    ...(input.historyFile ? [`history (${input.history.length} night${input.history.length === 1 ? '' : 's'})`] : []),
  ];
  items.push(`Inputs: ${read.join(', ')}.`);
  const missing: string[] = [];
  const puzzles = reportPuzzles(input);
  if (input.verify.length === 0) missing.push('no verification results');
  else for (const d of puzzles) if (!input.verify.some((v) => v.domain === d)) missing.push(`no verification of ${title(d)}`);
  if (input.bench.length === 0) missing.push('no benchmark results');
  else for (const d of puzzles) if (!input.bench.some((b) => b.domain === d)) missing.push(`no benchmark of ${title(d)}`);
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

function verifySection(input: ReportInput, charts: readonly ChartSpec[]): Block[] {
  const { title } = input;
  if (input.verify.length === 0 && input.exhaustive.length === 0) return [];
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Verification' }];
  blocks.push({
    kind: 'para',
    text: 'Verdict counts per solver against the exact oracle. A correct solver passes with every case ok; an expected-buggy solver (the bug zoo) must be caught: some verdict other than ok.',
  });
  const fresh = input.nightly?.newCounterexamples ?? [];
  if (fresh.length > 0) {
    blocks.push({ kind: 'para', text: [{ strong: `New tonight: ${fresh.length} counterexample${fresh.length === 1 ? '' : 's'}` }, ' that no earlier night of the history had:'] });
    blocks.push({
      kind: 'list',
      items: fresh.map((c): Inline[] => [`${c.domain}/${c.solver}${c.expected ? ` (${c.expected})` : ''}: `, { code: c.replay }]),
    });
  }
  for (const v of input.verify) blocks.push(...verifyDomain(v, charts, title));
  for (const v of input.exhaustive) {
    blocks.push({ kind: 'heading', level: 3, text: `${title(v.domain)}: exhaustive` });
    blocks.push(...verifyDomain(v, [], title).slice(1));
  }
  return blocks;
}

function verifyDomain(v: VerifyReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 3, text: `${title(v.domain)}: ${plural(v.cases, 'case')}, seed ${v.seed}${v.shard ? `, shard ${v.shard.index}/${v.shard.count}` : ''}` }];
  if (v.coverage) blocks.push({ kind: 'para', text: [{ strong: 'Coverage' }, `: ${v.coverage.text}. Each solver's count is what it judged in its time.`] });
  const present = [...VERDICTS].filter((x) => v.solvers.some((s) => (s.verdicts[x] ?? 0) > 0));
  const hasSkipped = v.solvers.some((s) => s.skipped > 0);
  const hasUnfinished = v.solvers.some((s) => (s.unfinished ?? 0) > 0);
  const judged = (s: VerifyReport['solvers'][number]): number => s.cases ?? Object.values(s.verdicts).reduce((a, b) => a + (b ?? 0), 0);
  const headers = ['solver', 'expected', 'result', 'cases', ...present, ...(hasSkipped ? ['skipped'] : []), ...(hasUnfinished ? ['unfinished'] : [])];
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
  blocks.push(...chartBlock(charts, `${v.domain}-verify.png`));
  const withCounterexample = v.solvers.filter((s) => s.counterexample);
  if (withCounterexample.length > 0) {
    blocks.push({ kind: 'para', text: [{ strong: 'Counterexamples' }, ' (shrunk; run the command to replay one):'] });
    for (const s of withCounterexample) {
      const c = s.counterexample!;
      const shrunk = c.original.optimalLength !== c.optimalLength ? `, shrunk from a depth-${c.original.optimalLength} case` : '';
      blocks.push({
        kind: 'para',
        text: [{ code: s.name }, ` (${s.expected}): `, { strong: c.verdict }, ` — ${c.detail} (optimal length ${c.optimalLength}${shrunk}).`],
      });
      blocks.push({ kind: 'code', lang: 'sh', text: c.replay });
    }
  }
  return blocks;
}

function depthSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  const solvers = [...bench.solvers].sort((a, b) => compareSolvers(a.solver, b.solver));
  if (solvers.length === 0) return [];
  const blocks: Block[] = [{ kind: 'heading', level: 3, text: `${title(bench.domain)}: median time per case (ms) by optimal depth` }];
  blocks.push(...chartBlock(charts, `${bench.domain}-time-by-depth.png`));
  blocks.push(...chartBlock(charts, `${bench.domain}-expanded-by-depth.png`));
  const depths = [...new Set(solvers.flatMap((s) => [...s.buckets.map((b) => b.depth), ...s.skipped.map((k) => k.depth)]))].sort((a, b) => a - b);
  const headers = ['depth', 'cases', ...solvers.map((s) => (s.expected === 'buggy' ? `${s.solver} (buggy)` : s.solver))];
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
  const methods = [...new Set(solvers.map((s) => s.memoryMethod).filter((m): m is string => typeof m === 'string' && m !== ''))];
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
          s.peakMemoryMb === null ? 'not measured' : `${fmtMs(s.peakMemoryMb)}${s.memoryMethod && !sharedMethod ? ` (${s.memoryMethod})` : ''}`,
          mean === null ? '–' : compact(mean),
          skippedDepths.length === 0 ? 'none' : `${Math.min(...skippedDepths)}–${Math.max(...skippedDepths)}: ${reasons}`,
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
    ...p.published.map((f) => ({ cells: ['published', `${f.method} (${f.source})`, `${p.instanceCount}`, compact(f.nodesPerInstance), '–', '–'] })),
  ];
  return [
    { kind: 'heading', level: 3, text: `${title(bench.domain)}: nodes per instance on ${p.instances}` },
    { kind: 'table', headers: ['solver', 'heuristic', 'instances', 'states expanded per instance', 'ms per instance', 'optimal lengths'], numeric: [false, false, true, true, true, false], rows },
  ];
}

function processSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  if (bench.processes.length === 0) return [];
  const blocks: Block[] = [{ kind: 'heading', level: 3, text: `${title(bench.domain)}: whole process against outside programs` }];
  blocks.push(...chartBlock(charts, `${bench.domain}-processes.png`));
  const batches = [...new Set(bench.processes.map((p) => p.batch))];
  const compared = bench.processes.some((p) => p.outputMatches !== undefined);
  const rows: TableRow[] = [];
  for (const batch of batches) {
    const list = bench.processes.filter((p) => p.batch === batch).sort((a, b) => (a.program === 'lexpath' ? -1 : b.program === 'lexpath' ? 1 : a.median - b.median));
    for (const p of list) {
      const same = p.program === 'lexpath' ? '–' : p.outputMatches === true ? 'yes' : p.outputMatches === false ? { strong: 'NO' } : 'not compared';
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
    headers: ['batch', 'cases', 'program', 'median (ms)', 'min (ms)', 'max (ms)', 'runs', '× lexpath', ...(compared ? ['same output as lexpath'] : []), 'command'],
    numeric: [false, true, false, true, true, true, true, true, ...(compared ? [false] : []), false],
    rows,
  });
  blocks.push({ kind: 'para', text: '× lexpath is the program’s median divided by lexpath’s on the same batch: below 1× the program is faster than lexpath.' });
  const errors = bench.processes.filter((p) => p.error);
  if (errors.length > 0) {
    blocks.push({ kind: 'list', items: errors.map((p): Inline[] => [{ code: p.program }, ` on ${p.batch}: ${p.error}`]) });
  }
  if (bench.batches && bench.batches.length > 0) {
    blocks.push({ kind: 'para', text: 'Batches:' });
    blocks.push({ kind: 'list', items: bench.batches.map((b): Inline[] => [{ strong: b.name }, ` (${plural(b.cases, 'case')}): ${b.description}`]) });
  }
  return blocks;
}

function scalingSection(bench: BenchReport, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  if (bench.scaling.length === 0) return [];
  const solvers = [...new Set(bench.scaling.map((p) => p.solver))].sort(compareSolvers);
  const counts = [...new Set(bench.scaling.map((p) => p.cases))].sort((a, b) => a - b);
  return [
    { kind: 'heading', level: 3, text: `${title(bench.domain)}: total time (ms) against number of cases T` },
    ...chartBlock(charts, `${bench.domain}-scaling.png`),
    {
      kind: 'table',
      headers: ['T', ...solvers],
      numeric: [true, ...solvers.map(() => true)],
      rows: counts.map((t) => ({ cells: [String(t), ...solvers.map((s) => fmtMs(bench.scaling.find((p) => p.solver === s && p.cases === t)?.totalMs))] })),
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

function trendSection(input: ReportInput, trend: Trend, charts: readonly ChartSpec[]): Block[] {
  const { title } = input;
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Trend over nights' }];
  if (!input.historyFile) {
    blocks.push({ kind: 'para', text: 'No history.jsonl beside this run (or in its parent folder), so there is no trend.' });
    return blocks;
  }
  const n = trend.nights.length;
  if (n < 2) {
    blocks.push({ kind: 'para', text: `The history has ${n} night${n === 1 ? '' : 's'}; the trend appears from two nights on.` });
    return blocks;
  }
  blocks.push({
    kind: 'para',
    text: `${n} nights, ${nightLabel(trend.nights[0].startedAt)} to ${nightLabel(trend.nights[n - 1].startedAt)} (UTC). A night is a slowdown for a solver when its median time per case is ${SLOWDOWN_RULE_TEXT} (the nightly's rule, applied here to every night of the history; this run's flags come from nightly.json).`,
  });
  // A flagged slowdown is reported as one when its A/B re-run confirmed it, or could not check it;
  // one the re-run did not confirm is listed apart.
  const newest = trend.nights.at(-1)?.run;
  const checkOf = (s: (typeof trend.latestSlowdowns)[number]) => trend.checks.find((c) => c.run === newest && c.check.key === `${s.domain}/${s.solver}`)?.check;
  const describe = (s: (typeof trend.latestSlowdowns)[number]) => {
    const check = checkOf(s);
    return `${s.domain}/${s.solver}: ${fmtMs(s.median)} ms against ${fmtMs(s.baseline)} ms (${fmtPercentChange(s.ratio)})${check ? `, A/B re-run: ${checkText(check)}` : ''}`;
  };
  const dismissed = trend.latestSlowdowns.filter((s) => {
    const check = checkOf(s);
    return check !== undefined && check.status === 'not-confirmed' && check.lower !== null;
  });
  const reported = trend.latestSlowdowns.filter((s) => !dismissed.includes(s));
  if (reported.length === 0) {
    blocks.push({ kind: 'banner', tone: 'ok', title: 'No slowdowns', text: dismissed.length === 0 ? 'No solver is flagged in the newest night.' : 'No slowdown in the newest night survived its A/B re-run.' });
  } else {
    blocks.push({ kind: 'banner', tone: 'bad', title: `${reported.length} slowdown${reported.length === 1 ? '' : 's'} in the newest night`, text: reported.map(describe).join('; ') });
  }
  if (dismissed.length > 0) {
    blocks.push({
      kind: 'banner',
      tone: 'warn',
      title: `${dismissed.length} flagged by the noise rule, not confirmed`,
      text: dismissed.map(describe).join('; '),
    });
  }
  const earlier = trend.slowdowns.filter((s) => !trend.latestSlowdowns.includes(s));
  if (earlier.length > 0) {
    blocks.push({ kind: 'para', text: 'Earlier flagged nights:' });
    blocks.push({
      kind: 'list',
      items: earlier.map((s): Inline[] => [{ code: `${s.domain}/${s.solver}` }, ` on ${s.run}: ${fmtMs(s.median)} ms against ${fmtMs(s.baseline)} ms (${fmtPercentChange(s.ratio)})`]),
    });
  }
  const domains = [...new Set(trend.series.map((s) => s.domain))];
  for (const d of domains) {
    blocks.push({ kind: 'heading', level: 3, text: `${title(d)}: median time per case (ms) over nights` });
    blocks.push(...chartBlock(charts, `${d}-trend.png`));
    const series = trend.series.filter((s) => s.domain === d).sort((a, b) => compareSolvers(a.solver, b.solver));
    blocks.push({
      kind: 'table',
      headers: ['solver', 'nights', 'newest (ms)', `median of up to ${SLOWDOWN_RULE.window} earlier nights (ms)`, 'change', 'slowdown'],
      numeric: [false, true, true, true, true, false],
      rows: series.map((s) => {
        const last = s.points.at(-1)!;
        const nights = s.points.filter((p) => p.median !== null).length;
        return {
          tone: last.slowdown ? 'bad' : undefined,
          cells: [
            { code: s.solver },
            String(nights),
            fmtMs(last.median),
            fmtMs(last.baseline),
            last.median !== null && last.baseline ? fmtPercentChange(last.median / last.baseline) : '–',
            last.slowdown ? { strong: 'SLOWDOWN' } : 'no',
          ],
        };
      }),
    });
  }
  return blocks;
}

/** 'confirmed, 1.42× (95% interval 1.31×–1.55×)' or 'not confirmed (why)'. */
function checkText(c: SlowdownCheck): string {
  const interval = c.ratio !== null && c.lower !== null && c.upper !== null ? `${fmtRatio(c.ratio)} (95% interval ${fmtRatio(c.lower)}–${fmtRatio(c.upper)})` : null;
  return c.status === 'confirmed' ? `confirmed, ${interval}` : interval ? `not confirmed, ${interval}` : `not confirmed (${c.reason})`;
}

const arrow = (a: number, b: number) => (a === b ? String(a) : `${a} → ${b}`);

function changeRows(changes: readonly (WorkChange & { run?: string })[], withNight: boolean): TableRow[] {
  return changes.map((c) => ({
    tone: c.after.expanded > c.before.expanded || c.after.generated > c.before.generated ? 'bad' : 'warn',
    cells: [
      ...(withNight && c.run ? [c.run] : []),
      { code: `${c.domain}/${c.solver}` },
      String(c.depth),
      String(c.cases),
      arrow(c.before.expanded, c.after.expanded),
      arrow(c.before.generated, c.after.generated),
      c.previousRun,
    ],
  }));
}

function workSection(trend: Trend, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Exact work counts' }];
  blocks.push({ kind: 'para', text: `For every built-in solver (all are deterministic): ${WORK_RULE_TEXT}. Outside programs report no counts.` });
  if (trend.work.nights === 0) {
    blocks.push({ kind: 'para', text: 'No night in the history has work counts yet (lines written before lexpath counted them, or no bench ran).' });
    return blocks;
  }
  const latest = trend.work.latestChanges;
  const headers = ['solver', 'depth', 'cases', 'states expanded', 'states generated', 'compared with'];
  const numeric = [false, true, true, true, true, false];
  if (latest.length === 0) {
    blocks.push({ kind: 'banner', tone: 'ok', title: 'No definite change', text: 'Every bucket counted in the newest night matches the previous night that counted it on the same cases.' });
  } else {
    blocks.push({ kind: 'banner', tone: 'bad', title: `Definite change in ${plural(latest.length, 'bucket')} in the newest night`, text: formatWorkChanges(latest).join('; ') });
    blocks.push({ kind: 'table', headers, numeric, rows: changeRows(latest, false) });
  }
  const newest = trend.nights.at(-1)?.run;
  const earlier = trend.work.changes.filter((c) => c.run !== newest);
  if (earlier.length > 0) {
    blocks.push({ kind: 'para', text: `Definite changes on earlier nights (the last ${Math.min(20, earlier.length)}):` });
    blocks.push({ kind: 'table', headers: ['night', ...headers], numeric: [false, ...numeric], rows: changeRows(earlier.slice(-20), true) });
  }
  for (const d of new Set(trend.work.series.map((s) => s.domain))) {
    const series = trend.work.series.filter((s) => s.domain === d).sort((a, b) => compareSolvers(a.solver, b.solver));
    if (series.length === 0) continue;
    blocks.push({ kind: 'heading', level: 3, text: `${title(d)}: states expanded and generated on the work cases` });
    blocks.push(...chartBlock(charts, `${d}-work-trend.png`));
    blocks.push({
      kind: 'table',
      headers: ['solver', 'depths counted (newest night)', 'states expanded', 'states generated', 'nights counted on all these depths', 'definite changes'],
      numeric: [false, false, true, true, true, true],
      rows: series.map((s) => {
        const last = s.points.at(-1)!;
        const changes = s.points.reduce((n, p) => n + p.changes.length, 0);
        return {
          tone: last.changes.length > 0 ? 'bad' : undefined,
          cells: [
            { code: s.solver },
            s.depths.length === 0 ? '–' : `${s.depths[0]}–${s.depths.at(-1)}`,
            last.expanded === null ? '–' : String(last.expanded),
            last.generated === null ? '–' : String(last.generated),
            String(s.points.filter((p) => p.expanded !== null).length),
            String(changes),
          ],
        };
      }),
    });
  }
  return blocks;
}

function checkSection(trend: Trend, charts: readonly ChartSpec[]): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Slowdown checks (A/B re-runs)' }];
  blocks.push({ kind: 'para', text: `Before a slowdown is reported, ${CHECK_RULE_TEXT}.` });
  if (trend.checks.length === 0) {
    blocks.push({ kind: 'para', text: 'No slowdown has been flagged (and so re-run) in the history.' });
    return blocks;
  }
  blocks.push(...chartBlock(charts, 'slowdown-checks.png'));
  const recent = [...trend.checks].reverse().slice(0, 20);
  blocks.push({
    kind: 'table',
    headers: ['night', 'solver', 'result', 'fresh / old', '95% interval', 'depths', 'why'],
    numeric: [false, false, false, true, true, false, false],
    rows: recent.map(({ run, check: c }) => ({
      tone: c.status === 'confirmed' ? 'bad' : undefined,
      cells: [
        run,
        { code: c.key },
        c.status === 'confirmed' ? { strong: 'CONFIRMED' } : 'not confirmed',
        fmtRatio(c.ratio),
        c.lower === null || c.upper === null ? '–' : `${fmtRatio(c.lower)} – ${fmtRatio(c.upper)}`,
        c.depths && c.depths.length > 0 ? `${c.depths[0]}–${c.depths.at(-1)}` : '–',
        c.reason,
      ],
    })),
  });
  return blocks;
}

/** The whole report as blocks. */
export function buildReport(input: ReportInput, trend: Trend, charts: readonly ChartSpec[]): Block[] {
  const { title } = input;
  const blocks: Block[] = [{ kind: 'heading', level: 1, text: `lexpath report: ${input.runName}` }];
  if (input.incomplete) {
    const budgetMs = input.nightly?.budgetMs ?? input.bench.find((b) => b.budgetMs !== undefined)?.budgetMs;
    const budget = budgetMs !== undefined ? ` (budget ${fmtMinutes(budgetMs)})` : '';
    blocks.push({
      kind: 'banner',
      tone: 'bad',
      title: 'INCOMPLETE',
      text: `This run did not finish: it was interrupted or ran out of time${budget}. The numbers below cover only what was done before it stopped.`,
    });
  }
  blocks.push(...runFacts(input));

  const unexpected = input.verify.flatMap((v) => v.solvers.filter((s) => verifyOutcome(s).bad).map((s) => `${v.domain}/${s.name} ${verifyOutcome(s).text}`));
  if (input.verify.length > 0) {
    blocks.push(
      unexpected.length === 0
        ? {
            kind: 'banner',
            tone: 'ok',
            title: 'Verification as expected',
            text: `${input.verify.map((v) => title(v.domain)).join(' and ')}: every correct solver passed and every expected-buggy solver was caught.`,
          }
        : { kind: 'banner', tone: 'bad', title: 'Verification: unexpected results', text: unexpected.join('; ') },
    );
  }

  blocks.push(...verifySection(input, charts));
  if (input.bench.length > 0) {
    blocks.push({ kind: 'heading', level: 2, text: 'Time per case' });
    blocks.push({
      kind: 'para',
      text: 'Built-in solvers in one process on cases grouped by optimal depth; times are per case with tables already built (setup is listed apart).',
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
  }
  blocks.push(...trendSection(input, trend, charts));
  if (input.historyFile) blocks.push(...workSection(trend, charts, title), ...checkSection(trend, charts));
  return blocks;
}

// ---- Markdown ----

function escapeMd(text: string, _inTable: boolean): string {
  return markdownText(text);
}

function mdText(text: Text, inTable = false): string {
  return inlines(text)
    .map((x) => {
      if (typeof x === 'string') return escapeMd(x, inTable);
      if ('code' in x) return markdownCode(x.code, inTable);
      if ('strong' in x) return `**${escapeMd(x.strong, inTable)}**`;
      return `[${escapeMd(x.link, inTable)}](${encodeURI(x.href).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))})`;
    })
    .join('');
}

export function toMarkdown(blocks: readonly Block[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    switch (b.kind) {
      case 'heading':
        out.push(`${'#'.repeat(b.level)} ${escapeMd(b.text, false)}`);
        break;
      case 'banner': {
        const icon = b.tone === 'ok' ? '✅' : b.tone === 'warn' ? '⚠️' : '❌';
        out.push(`> ${icon} **${escapeMd(b.title, false)}**: ${mdText(b.text)}`);
        break;
      }
      case 'para':
        out.push(mdText(b.text));
        break;
      case 'list':
        out.push(b.items.map((i) => `- ${mdText(i)}`).join('\n'));
        break;
      case 'table': {
        const align = b.headers.map((_, i) => (b.numeric?.[i] ? '---:' : '---'));
        const lines = [`| ${b.headers.map((h) => escapeMd(h, true)).join(' | ')} |`, `|${align.join('|')}|`];
        for (const row of b.rows) lines.push(`| ${row.cells.map((c) => mdText(c, true)).join(' | ')} |`);
        out.push(lines.join('\n'));
        break;
      }
      case 'code': {
        out.push(markdownCodeBlock(b.text, b.lang));
        break;
      }
      case 'chart':
        out.push(`Chart: [${escapeMd(b.title, false)}](${encodeURI(b.file)})`);
        break;
    }
  }
  return `${out.join('\n\n')}\n`;
}
