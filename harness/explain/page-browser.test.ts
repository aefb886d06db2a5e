/**
 * The explain pages and the report's index.html in a real browser: the Chromium Debian ships
 * (`apt-get install chromium`), driven by playwright-core. Pages for an Eight, a Rotation and a
 * 15-puzzle counterexample are stepped with the keyboard; no console error, no network request,
 * and axe-core finds no serious accessibility violation. Screenshots go to test-output/browser/.
 *
 * Without a Chromium the tests are skipped, and say so; with LEXPATH_BROWSER_TESTS=required (CI)
 * a missing Chromium fails.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import axe from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oracleOf, puzzleDefinition } from '../../puzzles/index.js';
import { writeReport } from '../report/report.js';
import { explainFailure, type Failure } from './explanation.js';
import { explanationPage } from './page.js';

const CANDIDATES = [
  process.env.LEXPATH_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
const CHROMIUM = CANDIDATES.find((path): path is string => path !== undefined && path !== '' && existsSync(path));
const REQUIRED = process.env.LEXPATH_BROWSER_TESTS === 'required';
const OUT = fileURLToPath(new URL('../../test-output/browser/', import.meta.url));

if (!CHROMIUM && !REQUIRED) {
  console.warn(
    'lexpath: browser tests SKIPPED: no Chromium found (apt-get install chromium, or set LEXPATH_CHROMIUM=PATH)',
  );
}

/** A wrong answer explained, written as a page under test-output/browser/. */
function pageFile(name: string, puzzleName: string, c: unknown, moves: string): string {
  const puzzle = puzzleDefinition(puzzleName);
  const failure: Failure = {
    solver: `wrong-${name}`,
    case: c,
    answer: { moves },
    printed: null,
    verdict: 'crash',
    detail: '',
    replay: `lexpath verify --puzzle ${puzzleName} --case '${puzzle.caseText(c)}'`,
  };
  const file = join(OUT, `${name}.html`);
  writeFileSync(file, explanationPage(explainFailure(puzzle, oracleOf(puzzle), failure)));
  return file;
}

interface Opened {
  readonly page: Page;
  readonly errors: string[];
  readonly requests: string[];
}

async function open(browser: Browser, file: string): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(pathToFileURL(file).href);
  return { page, errors, requests };
}

/** axe-core's serious and critical violations, as "rule: where" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The label of the board each path shows now. */
const shownBoards = (page: Page) =>
  page.$$eval('figure.path', (figures) =>
    figures.map(
      (f) =>
        f.querySelector('.board:not([hidden]) [role="img"], .board:not([hidden]) pre')?.getAttribute('aria-label') ??
        f.querySelector('.board:not([hidden])')?.textContent ??
        '',
    ),
  );

const PAGES = [
  // Eight: an IDA* trying moves d, l, u, r; the paths part at the first move.
  {
    name: 'eight',
    puzzle: 'eight',
    case: { start: '534X12678', goal: '1X4352678' },
    moves: 'urdlur',
    part: 1,
    steps: 6,
  },
  // Rotation: H before D; the paths part at the first move.
  {
    name: 'rotation',
    puzzle: 'rotation',
    case: { cells: [2, 3, 1, 3, 2, 2, 2, 1, 1, 1, 2, 1, 1, 3, 3, 1, 1, 3, 2, 3, 3, 2, 3, 2] },
    moves: 'HDF',
    part: 1,
    steps: 3,
  },
  // The 15-puzzle: a detour ('l' then 'r') before the right moves: not shortest, parting at step 1.
  {
    name: 'fifteen',
    puzzle: 'fifteen',
    case: {
      start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
      goal: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
    },
    moves: 'lrr',
    part: 1,
    steps: 3,
  },
] as const;

describe.skipIf(!CHROMIUM && !REQUIRED)('explain pages in a real browser (Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!CHROMIUM)
      throw new Error('LEXPATH_BROWSER_TESTS=required, but no Chromium was found (apt-get install chromium)');
    mkdirSync(OUT, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => browser?.close());

  for (const p of PAGES) {
    it(`${p.name}: steps with the keyboard, boards and the parting mark change as they should`, async () => {
      const { page, errors } = await open(browser, pageFile(p.name, p.puzzle, p.case, p.moves));
      await page.screenshot({ path: join(OUT, `${p.name}-step-0.png`), fullPage: true });
      expect(await page.textContent('#step-label')).toBe(`Step 0 of ${p.steps}`);
      expect(await page.isVisible('#part-note')).toBe(false);
      const [expected0, actual0] = await shownBoards(page);
      expect(expected0).toBe(
        actual0.replace('Actual', 'Expected').replace(/\(wrong-[a-z]+\)/, '(the oracle’s answer)'),
      );
      await page.keyboard.press('ArrowRight');
      expect(await page.textContent('#step-label')).toBe(`Step ${p.part} of ${p.steps}: the paths part here`);
      expect(await page.isVisible('#part-note')).toBe(true);
      expect(await page.$$eval('figure.path.parting', (f) => f.length)).toBe(2);
      const [expected1, actual1] = await shownBoards(page);
      expect(expected1).not.toBe(expected0);
      expect(actual1).not.toBe(actual0);
      expect(expected1.replace(/^[^:]*:/, '')).not.toBe(actual1.replace(/^[^:]*:/, ''));
      expect(await page.$$eval('figure.path .board:not([hidden]) .moved', (cells) => cells.length)).toBeGreaterThan(0);
      await page.screenshot({ path: join(OUT, `${p.name}-parting.png`), fullPage: true });
      await page.keyboard.press('ArrowRight');
      expect(await page.isVisible('#part-note')).toBe(false);
      await page.keyboard.press('End');
      expect(await page.textContent('#step-label')).toBe(`Step ${p.steps} of ${p.steps}`);
      expect(await page.isDisabled('#next')).toBe(true);
      await page.keyboard.press('Home');
      expect(await page.textContent('#step-label')).toBe(`Step 0 of ${p.steps}`);
      expect(errors).toEqual([]);
    });

    it(`${p.name}: fetches nothing and has no serious accessibility violation`, async () => {
      const file = pageFile(p.name, p.puzzle, p.case, p.moves);
      const { page, errors, requests } = await open(browser, file);
      await page.click('#copy');
      // The clipboard answers with a promise: the status is set a moment after the click.
      await page.waitForFunction(() => (document.getElementById('copy-status')?.textContent ?? '') !== '', undefined, {
        timeout: 10_000,
      });
      expect(await page.textContent('#copy-status')).toMatch(/^(Copied\.|Selected: press Ctrl\+C)/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(requests).toEqual([pathToFileURL(file).href]);
      expect(errors).toEqual([]);
    });
  }

  it('the 15-puzzle page shows where the longer path stops descending', async () => {
    const { page } = await open(browser, pageFile('fifteen', 'fifteen', PAGES[2].case, PAGES[2].moves));
    expect(await page.textContent('main')).toContain('The actual path stops descending at step 1');
  });

  it(
    "the report's index.html links each counterexample to its page, " + 'with no serious accessibility violation',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lexpath-report-browser-'));
      cpSync(fileURLToPath(new URL('../../reports/example/', import.meta.url)), dir, { recursive: true });
      await writeReport(dir);
      const { page, errors, requests } = await open(browser, join(dir, 'index.html'));
      await page.screenshot({ path: join(OUT, 'report-index.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      const links = await page.$$eval('a[href^="explain-"]', (as) => as.map((a) => a.getAttribute('href')!));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(existsSync(join(dir, link))).toBe(true);
      expect(requests.every((url) => url.startsWith('file://'))).toBe(true);
      expect(errors).toEqual([]);
      await page.click(`a[href="${links[0]}"]`);
      expect(await page.textContent('#step-label')).toMatch(/^Step 0 of \d+$/);
    },
  );
});
