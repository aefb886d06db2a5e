/**
 * The report's sections over nights: the trend with its slowdowns,
 * the exact work counts, and the A/B re-runs of flagged slowdowns.
 */
import type { SlowdownCheck, WorkChange } from '../../history/types.js';
import { formatWorkChanges } from '../../history/work.js';
import { plural } from '../../../util/plural.js';
import type { ChartSpec } from '../charts.js';
import type { Block, Inline, TableRow } from '../doc.js';
import type { ReportInput } from '../load.js';
import { compareSolvers, fmtMs, fmtPercentChange, fmtRatio, nightLabel } from '../style.js';
import { CHECK_RULE_TEXT, SLOWDOWN_RULE, SLOWDOWN_RULE_TEXT, type Trend, WORK_RULE_TEXT } from '../trend.js';
import { chartBlock, type TitleOf } from './blocks.js';

export function trendSection(input: ReportInput, trend: Trend, charts: readonly ChartSpec[]): Block[] {
  const { title } = input;
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Trend over nights' }];
  if (!input.historyFile) {
    blocks.push({
      kind: 'para',
      text: 'No history.jsonl beside this run (or in its parent folder), so there is no trend.',
    });
    return blocks;
  }
  const n = trend.nights.length;
  if (n < 2) {
    blocks.push({
      kind: 'para',
      text: `The history has ${n} night${n === 1 ? '' : 's'}; the trend appears from two nights on.`,
    });
    return blocks;
  }
  blocks.push({
    kind: 'para',
    text:
      `${n} nights, ${nightLabel(trend.nights[0].startedAt)} to ${nightLabel(trend.nights[n - 1].startedAt)} ` +
      `(UTC). A night is a slowdown for a solver when its median time per case is ${SLOWDOWN_RULE_TEXT} (the ` +
      `nightly's rule, applied here to every night of the history; this run's flags come from nightly.json).`,
  });
  blocks.push(...slowdownBlocks(trend));
  for (const d of new Set(trend.series.map((s) => s.puzzle))) blocks.push(...trendTable(trend, d, title, charts));
  return blocks;
}

/**
 * The newest night's slowdowns: reported as one when its A/B re-run confirmed it, or could not
 * check it; listed apart when the re-run did not confirm it; then the earlier flagged nights.
 */
function slowdownBlocks(trend: Trend): Block[] {
  const blocks: Block[] = [];
  const newest = trend.nights.at(-1)?.run;
  const checkOf = (s: (typeof trend.latestSlowdowns)[number]) =>
    trend.checks.find((c) => c.run === newest && c.check.key === `${s.puzzle}/${s.solver}`)?.check;
  const describe = (s: (typeof trend.latestSlowdowns)[number]) => {
    const check = checkOf(s);
    return (
      `${s.puzzle}/${s.solver}: ${fmtMs(s.median)} ms against ${fmtMs(s.baseline)} ms ` +
      `(${fmtPercentChange(s.ratio)})${check ? `, A/B re-run: ${checkText(check)}` : ''}`
    );
  };
  const dismissed = trend.latestSlowdowns.filter((s) => {
    const check = checkOf(s);
    return check !== undefined && check.status === 'not-confirmed' && check.lower !== null;
  });
  const reported = trend.latestSlowdowns.filter((s) => !dismissed.includes(s));
  if (reported.length === 0) {
    blocks.push({
      kind: 'banner',
      tone: 'ok',
      title: 'No slowdowns',
      text:
        dismissed.length === 0
          ? 'No solver is flagged in the newest night.'
          : 'No slowdown in the newest night survived its A/B re-run.',
    });
  } else {
    blocks.push({
      kind: 'banner',
      tone: 'bad',
      title: `${reported.length} slowdown${reported.length === 1 ? '' : 's'} in the newest night`,
      text: reported.map(describe).join('; '),
    });
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
      items: earlier.map((s): Inline[] => [
        { code: `${s.puzzle}/${s.solver}` },
        ` on ${s.run}: ${fmtMs(s.median)} ms against ${fmtMs(s.baseline)} ms (${fmtPercentChange(s.ratio)})`,
      ]),
    });
  }
  return blocks;
}

/** One puzzle's medians over nights: its chart, and per solver the newest night against the earlier ones. */
function trendTable(trend: Trend, d: string, title: TitleOf, charts: readonly ChartSpec[]): Block[] {
  const blocks: Block[] = [];
  blocks.push({ kind: 'heading', level: 3, text: `${title(d)}: median time per case (ms) over nights` });
  blocks.push(...chartBlock(charts, `${d}-trend.png`));
  const series = trend.series.filter((s) => s.puzzle === d).sort((a, b) => compareSolvers(a.solver, b.solver));
  blocks.push({
    kind: 'table',
    headers: [
      'solver',
      'nights',
      'newest (ms)',
      `median of up to ${SLOWDOWN_RULE.window} earlier nights (ms)`,
      'change',
      'slowdown',
    ],
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
  return blocks;
}

/** 'confirmed, 1.42× (95% interval 1.31×–1.55×)' or 'not confirmed (why)'. */
function checkText(c: SlowdownCheck): string {
  const interval =
    c.ratio !== null && c.lower !== null && c.upper !== null
      ? `${fmtRatio(c.ratio)} (95% interval ${fmtRatio(c.lower)}–${fmtRatio(c.upper)})`
      : null;
  return c.status === 'confirmed'
    ? `confirmed, ${interval}`
    : interval
      ? `not confirmed, ${interval}`
      : `not confirmed (${c.reason})`;
}

const arrow = (a: number, b: number) => (a === b ? String(a) : `${a} → ${b}`);

function changeRows(changes: readonly (WorkChange & { run?: string })[], withNight: boolean): TableRow[] {
  return changes.map((c) => ({
    tone: c.after.expanded > c.before.expanded || c.after.generated > c.before.generated ? 'bad' : 'warn',
    cells: [
      ...(withNight && c.run ? [c.run] : []),
      { code: `${c.puzzle}/${c.solver}` },
      String(c.depth),
      String(c.cases),
      arrow(c.before.expanded, c.after.expanded),
      arrow(c.before.generated, c.after.generated),
      c.previousRun,
    ],
  }));
}

export function workSection(trend: Trend, charts: readonly ChartSpec[], title: TitleOf): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Exact work counts' }];
  blocks.push({
    kind: 'para',
    text: `For every built-in solver (all are deterministic): ${WORK_RULE_TEXT}. Outside programs report no counts.`,
  });
  if (trend.work.nights === 0) {
    blocks.push({
      kind: 'para',
      text: 'No night in the history has work counts yet (lines written before lexpath counted them, or no bench ran).',
    });
    return blocks;
  }
  blocks.push(...workChangeBlocks(trend));
  for (const d of new Set(trend.work.series.map((s) => s.puzzle))) blocks.push(...workTable(trend, d, title, charts));
  return blocks;
}

/** The newest night's definite changes (or that there are none), then the earlier nights' last 20. */
function workChangeBlocks(trend: Trend): Block[] {
  const blocks: Block[] = [];
  const latest = trend.work.latestChanges;
  const headers = ['solver', 'depth', 'cases', 'states expanded', 'states generated', 'compared with'];
  const numeric = [false, true, true, true, true, false];
  if (latest.length === 0) {
    blocks.push({
      kind: 'banner',
      tone: 'ok',
      title: 'No definite change',
      text: 'Every bucket counted in the newest night matches the previous night that counted it on the same cases.',
    });
  } else {
    blocks.push({
      kind: 'banner',
      tone: 'bad',
      title: `Definite change in ${plural(latest.length, 'bucket')} in the newest night`,
      text: formatWorkChanges(latest).join('; '),
    });
    blocks.push({ kind: 'table', headers, numeric, rows: changeRows(latest, false) });
  }
  const newest = trend.nights.at(-1)?.run;
  const earlier = trend.work.changes.filter((c) => c.run !== newest);
  if (earlier.length > 0) {
    blocks.push({
      kind: 'para',
      text: `Definite changes on earlier nights (the last ${Math.min(20, earlier.length)}):`,
    });
    blocks.push({
      kind: 'table',
      headers: ['night', ...headers],
      numeric: [false, ...numeric],
      rows: changeRows(earlier.slice(-20), true),
    });
  }
  return blocks;
}

/** One puzzle's work counts: its chart, and per solver the newest night's counts and its changes. */
function workTable(trend: Trend, d: string, title: TitleOf, charts: readonly ChartSpec[]): Block[] {
  const series = trend.work.series.filter((s) => s.puzzle === d).sort((a, b) => compareSolvers(a.solver, b.solver));
  if (series.length === 0) return [];
  const blocks: Block[] = [];
  blocks.push({ kind: 'heading', level: 3, text: `${title(d)}: states expanded and generated on the work cases` });
  blocks.push(...chartBlock(charts, `${d}-work-trend.png`));
  blocks.push({
    kind: 'table',
    headers: [
      'solver',
      'depths counted (newest night)',
      'states expanded',
      'states generated',
      'nights counted on all these depths',
      'definite changes',
    ],
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
  return blocks;
}

export function checkSection(trend: Trend, charts: readonly ChartSpec[]): Block[] {
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
