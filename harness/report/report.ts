/**
 * `lexpath report DIR`: reads what bench / nightly left in DIR (and history.jsonl beside it) and
 * writes into DIR the charts (PNG), summary.md and index.html. Each file is written to a temporary
 * name and renamed into place, so a reader never sees half a file.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../../util/files.js';
import { renderPng } from './canvas.js';
import { reportCharts } from './charts.js';
import { toHtml } from './html.js';
import { loadReportInput } from './load.js';
import { toMarkdown } from './markdown.js';
import { buildReport } from './summary.js';
import { analyseHistory } from './trend.js';
import { explainPages } from './explain-pages.js';

const SUMMARY_FILE = 'summary.md';
const HTML_FILE = 'index.html';

/**
 * Writes the report into `dir`; returns the paths written
 * (charts, counterexample pages, then summary.md and index.html).
 */
export async function writeReport(dir: string): Promise<string[]> {
  const input = await loadReportInput(dir);
  const trend = analyseHistory(input.history, input.nightly, input.runName);
  const charts = reportCharts(input, trend);
  const written: string[] = [];
  for (const chart of charts) {
    const file = join(input.dir, chart.file);
    writeFileAtomic(file, renderPng(chart.config, chart.width, chart.height));
    written.push(file);
  }
  const pages = explainPages(input.verify, input.exhaustive);
  for (const page of pages) {
    const file = join(input.dir, page.file);
    writeFileAtomic(file, page.html);
    written.push(file);
  }
  const blocks = buildReport(input, trend, charts, new Map(pages.map((p) => [p.counterexample, p.file])));
  const summary = join(input.dir, SUMMARY_FILE);
  writeFileAtomic(summary, toMarkdown(blocks));
  written.push(summary);
  const html = join(input.dir, HTML_FILE);
  writeFileAtomic(html, toHtml(blocks));
  written.push(html);
  return written;
}
