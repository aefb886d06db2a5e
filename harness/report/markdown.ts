/**
 * summary.md: the report's blocks (doc.ts) as Markdown, fit for a GitHub job summary. Text is
 * escaped so names, commands and program output cannot start Markdown of their own.
 */
import { markdownCode, markdownCodeBlock, markdownText } from '../../util/escape.js';
import { type Block, inlines, type Text } from './doc.js';

function escapeMd(text: string, _inTable: boolean): string {
  return markdownText(text);
}

function mdText(text: Text, inTable = false): string {
  return inlines(text)
    .map((x) => {
      if (typeof x === 'string') return escapeMd(x, inTable);
      if ('code' in x) return markdownCode(x.code, inTable);
      if ('strong' in x) return `**${escapeMd(x.strong, inTable)}**`;
      const href = encodeURI(x.href).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
      return `[${escapeMd(x.link, inTable)}](${href})`;
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
