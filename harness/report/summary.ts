/**
 * What the report says, as blocks (doc.ts), section by section (sections/): whether the run
 * finished and its facts, the verification matrix with counterexample replay commands, per-depth
 * medians, published figures, the process comparison, scaling, and the trend with slowdowns, work
 * counts and A/B re-runs. Rendered as Markdown (markdown.ts) and HTML (html.ts).
 */
import type { ChartSpec } from './charts.js';
import type { Block } from './doc.js';
import type { ReportInput } from './load.js';
import { benchSections } from './sections/bench.js';
import { checkSection, trendSection, workSection } from './sections/nights.js';
import { incompleteBanner, runFacts } from './sections/run.js';
import { verifyBanner, verifySection } from './sections/verify.js';
import type { Trend } from './trend.js';
import type { Counterexample } from '../verify/types.js';

/** The whole report as blocks. */
/** `pages`: each counterexample's explain page (a file beside index.html), where one was written. */
export function buildReport(
  input: ReportInput,
  trend: Trend,
  charts: readonly ChartSpec[],
  pages: ReadonlyMap<Counterexample, string> = new Map(),
): Block[] {
  return [
    { kind: 'heading', level: 1, text: `lexpath report: ${input.runName}` },
    ...incompleteBanner(input),
    ...runFacts(input),
    ...verifyBanner(input),
    ...verifySection(input, charts, pages),
    ...benchSections(input, charts),
    ...trendSection(input, trend, charts),
    ...(input.historyFile ? [...workSection(trend, charts, input.title), ...checkSection(trend, charts)] : []),
  ];
}
