/** Colours, names and number formats shared by the charts, summary.md and index.html. */
import { round } from '../../util/stats.js';
import type { SolverReport, Verdict } from '../verify/types.js';
import { outcomeOf } from '../verify/reporting/outcome.js';

/** Okabe–Ito colours (told apart with colour-blindness too), one per built-in solver. */
const SOLVER_COLOURS: Record<string, string> = {
  'bfs-table': '#0072B2',
  idastar: '#D55E00',
  astar: '#009E73',
  'bidir-bfs': '#CC79A7',
  bfs: '#E69F00',
  lexpath: '#0072B2',
};
const EXTRA_COLOURS = ['#56B4E9', '#000000', '#8C564B', '#7F7F7F', '#BCBD22', '#17BECF', '#9467BD', '#E377C2'];
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'rectRounded', 'star', 'crossRot', 'cross'] as const;

/** The order solvers are listed in (the registry's), others after them by name. */
const SOLVER_ORDER = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'];

export function compareSolvers(a: string, b: string): number {
  const ia = SOLVER_ORDER.indexOf(a);
  const ib = SOLVER_ORDER.indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return a.localeCompare(b);
}

export class Palette {
  private readonly assigned = new Map<string, string>();
  private next = 0;
  colour(name: string): string {
    const fixed = SOLVER_COLOURS[name];
    if (fixed) return fixed;
    let c = this.assigned.get(name);
    if (!c) {
      c = EXTRA_COLOURS[this.next++ % EXTRA_COLOURS.length];
      this.assigned.set(name, c);
    }
    return c;
  }
}

export function pointStyle(index: number): (typeof POINT_STYLES)[number] {
  return POINT_STYLES[index % POINT_STYLES.length];
}

export const VERDICT_COLOURS: Record<Verdict | 'skipped', string> = {
  ok: '#2E7D32',
  'not-lex-smallest': '#F2B701',
  'not-shortest': '#EF6C00',
  'illegal-move': '#C62828',
  'not-solved': '#7B1FA2',
  'wrong-centre': '#D81B60',
  'wrong-format': '#3949AB',
  'time-limit': '#6D4C41',
  crash: '#212121',
  skipped: '#BDBDBD',
};

/** Text on top of a verdict colour: white on dark ones. */
export function textOn(colour: string): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const lum = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return lum > 150 ? '#000000' : '#FFFFFF';
}

/** A time in ms with sensible precision: 1234, 12.3, 1.23, 0.0123. */
export function fmtMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  const a = Math.abs(ms);
  if (a >= 100) return Math.round(ms).toString();
  if (a >= 10) return ms.toFixed(1);
  if (a >= 1) return ms.toFixed(2);
  if (a === 0) return '0';
  return String(round(ms, 3));
}

/** A count or tick value: 950, 12k, 1.8M. */
export function compact(v: number): string {
  const a = Math.abs(v);
  const trim = (x: number) => String(round(x, 3));
  if (a >= 1e9) return `${trim(v / 1e9)}G`;
  if (a >= 1e6) return `${trim(v / 1e6)}M`;
  if (a >= 1e3) return `${trim(v / 1e3)}k`;
  return trim(v);
}

/** Tick labels for a log axis: only 1, 2 and 5 times a power of ten (or powers of ten only), so labels never crowd. */
export function logTick(value: number | string, powersOfTenOnly = false): string {
  const v = Number(value);
  if (!(v > 0)) return '';
  const mantissa = v / 10 ** Math.floor(Math.log10(v) + 1e-9);
  const marks = powersOfTenOnly ? [1] : [1, 2, 5];
  return marks.some((m) => Math.abs(mantissa - m) < 1e-6) ? compact(v) : '';
}

export function fmtRatio(r: number | null | undefined): string {
  if (r === null || r === undefined || !Number.isFinite(r)) return '–';
  return `${r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(2) : r.toFixed(2)}×`;
}

export function fmtPercentChange(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '–';
  const p = (ratio - 1) * 100;
  return `${p >= 0 ? '+' : ''}${p.toFixed(0)}%`;
}

/** A night's label on the trend axis: 'Nov 28 02:00' (UTC). */
export function nightLabel(startedAt: string): string {
  const d = new Date(startedAt);
  if (Number.isNaN(d.getTime())) return startedAt;
  const month = d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${month} ${d.getUTCDate()} ${hh}:${mm}`;
}

/** What verification says of a solver, against what was expected of it. */
export function verifyOutcome(s: Pick<SolverReport, 'expected' | 'verdicts' | 'skipped' | 'unfinished' | 'cases'>): {
  readonly text: string;
  readonly bad: boolean;
} {
  const outcome = outcomeOf(s);
  if (outcome === 'unfinished') return { text: 'UNFINISHED (not all cases judged)', bad: s.expected === 'correct' };
  if (s.expected === 'correct')
    return outcome === 'passed' ? { text: 'pass', bad: false } : { text: 'FAILED', bad: true };
  return outcome === 'passed'
    ? { text: 'MISSED (expected buggy, all cases ok)', bad: true }
    : { text: 'caught (expected buggy)', bad: false };
}
