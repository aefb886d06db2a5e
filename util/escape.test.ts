/** Outside text (names, commands, counterexamples, bad input) cannot become markup or terminal controls. */
import { describe, expect, it } from 'vitest';
import { toHtml } from '../harness/report/html.js';
import { toMarkdown } from '../harness/report/markdown.js';
import type { Block } from '../harness/report/doc.js';
import { excerpt, markdownCode, markdownText, terminalSafe, terminalJson } from './escape.js';

const HOSTILE = 'x`y` <img src=x onerror=alert(1)>\n# fake heading\n| a | b |';

describe('escaping', () => {
  it(
    'shows a byte-order mark and a no-break space in an excerpt, ' +
      'which would otherwise read as nothing and a space',
    () => {
      expect(excerpt('\ufeff1')).toBe('\\ufeff1');
      expect(excerpt('dd\u00a0')).toBe('dd\\xa0');
    },
  );

  it('keeps a code span closed whatever backticks the text holds', () => {
    const span = markdownCode('a``b`c');
    expect(span).toBe('```a``b`c```');
  });

  it('shows a newline inside Markdown text as \\n, so no new line (heading, list) can start', () => {
    const md = toMarkdown([{ kind: 'para', text: [{ code: HOSTILE }, ' and ', HOSTILE] }]);
    expect(md.trimEnd().split('\n')).toHaveLength(1);
  });

  it('turns < in Markdown text into an entity, so no HTML tag reaches a renderer that allows HTML', () => {
    expect(markdownText('<img src=x onerror=alert(1)>')).not.toContain('<');
  });

  it('escapes a list or heading marker at the start of Markdown text', () => {
    expect(markdownText('# fake')).toBe('\\# fake');
    expect(markdownText('1. item')).toBe('1\\. item');
  });

  it('renders a hostile solver name in a table and a heading without raw tags in HTML', () => {
    const blocks: Block[] = [
      { kind: 'heading', level: 2, text: HOSTILE },
      { kind: 'table', headers: ['solver'], rows: [{ cells: [[{ code: HOSTILE }, HOSTILE]] }] },
      { kind: 'code', lang: 'sh', text: `lexpath verify --case ${HOSTILE}` },
    ];
    const html = toHtml(blocks);
    expect(html).not.toContain('<img');
    const md = toMarkdown(blocks);
    const tableLine = md.split('\n').find((l) => l.startsWith('| ') && l.includes('img'))!;
    expect(tableLine.split(/(?<!\\)\|/).length).toBe(3); // one cell: no unescaped pipe inside it
  });

  it('shows terminal control characters as escapes and keeps newlines', () => {
    expect(terminalSafe('a\u001b[2Jb\u0000c\nd')).toBe('a\\x1b[2Jb\\x00c\nd');
  });

  it('quotes at most a short excerpt of a long bad input', () => {
    const quoted = excerpt('z'.repeat(10_000_000));
    expect(quoted.length).toBeLessThan(100);
    expect(quoted).toContain('10000000 characters');
  });
});

describe('bidirectional overrides and JSON for a terminal', () => {
  it('terminalSafe shows a right-to-left override as an escape, so it cannot reorder the line', () => {
    expect(terminalSafe('ab\u202ecd')).toBe('ab\\u202ecd');
  });

  it('terminalJson writes C1 controls and overrides as \\u escapes, still the same JSON', () => {
    const value = { name: 'x\u009b2Jy\u202e' };
    const text = terminalJson(value);
    expect(text).not.toMatch(/[\u009b\u202e]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
