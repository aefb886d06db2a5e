/**
 * index.html: the report's blocks as one self-contained page to open from disk. Charts are the
 * PNGs beside it (relative links), the style is inline, and nothing is fetched from a network.
 */
import { htmlPreText, htmlText as htmlEscape } from '../../util/escape.js';
import { type Block, inlines, slug, type Text } from './doc.js';

/** Text or attribute value from anywhere (names, commands, program output): entities, controls escaped. */
function escapeHtml(text: string): string {
  return htmlEscape(text);
}

function htmlText(text: Text): string {
  return inlines(text)
    .map((x) => {
      if (typeof x === 'string') return escapeHtml(x);
      if ('code' in x) return `<code>${escapeHtml(x.code)}</code>`;
      if ('strong' in x) return `<strong>${escapeHtml(x.strong)}</strong>`;
      return `<a href="${escapeHtml(x.href)}">${escapeHtml(x.link)}</a>`;
    })
    .join('');
}

const STYLE = `
:root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg-soft: #f6f8fa; --ok: #1a7f37; --warn: #9a6700; --bad: \
#cf222e; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; color: \
var(--fg); background: #fff; }
main { max-width: 1080px; margin: 0 auto; padding: 24px 28px 64px; }
h1 { font-size: 30px; margin: 8px 0 12px; }
h2 { font-size: 23px; margin: 40px 0 8px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
h3 { font-size: 18px; margin: 28px 0 8px; }
nav { font-size: 14px; margin: 0 0 16px; color: var(--muted); }
nav a { margin-right: 14px; }
a { color: #0969da; }
.banner { border: 1px solid; border-left-width: 6px; border-radius: 6px; padding: 10px 14px; margin: 12px 0; }
.banner.ok { border-color: var(--ok); background: #dafbe1; }
.banner.warn { border-color: var(--warn); background: #fff8c5; }
.banner.bad { border-color: var(--bad); background: #ffebe9; }
.banner.incomplete { font-size: 18px; }
.banner.incomplete strong:first-child { font-size: 22px; letter-spacing: 0.06em; }
.table-wrap { overflow-x: auto; margin: 10px 0 18px; }
table { border-collapse: collapse; font-size: 14px; }
th, td { border: 1px solid var(--line); padding: 4px 10px; vertical-align: top; }
th { background: var(--bg-soft); text-align: left; white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr.bad td { background: #ffebe9; }
tr.warn td { background: #fff8c5; }
tbody tr:nth-child(even):not(.bad):not(.warn) td { background: #fbfcfd; }
code { font: 13px/1.4 "DejaVu Sans Mono", Menlo, Consolas, monospace; background: var(--bg-soft); padding: 1px 4px; \
border-radius: 4px; }
pre { background: var(--bg-soft); border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; overflow-x: \
auto; margin: 4px 0 14px; }
pre code { background: none; padding: 0; }
td code { white-space: nowrap; }
figure { margin: 14px 0 20px; }
figure img { display: block; width: 100%; max-width: 1000px; height: auto; border: 1px solid var(--line); \
border-radius: 6px; }
figcaption { color: var(--muted); font-size: 14px; margin-top: 4px; }
ul { padding-left: 22px; }
footer { margin-top: 48px; color: var(--muted); font-size: 13px; }
`;

export function toHtml(blocks: readonly Block[]): string {
  const body: string[] = [];
  const nav = blocks.filter((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading' && b.level === 2);
  const title =
    blocks.find((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading' && b.level === 1)?.text ??
    'lexpath report';
  const used = new Set<string>();
  const anchor = (text: string) => {
    let id = slug(text) || 'section';
    for (let i = 2; used.has(id); i++) id = `${slug(text)}-${i}`;
    used.add(id);
    return id;
  };
  for (const b of blocks) {
    switch (b.kind) {
      case 'heading':
        body.push(`<h${b.level} id="${anchor(b.text)}">${escapeHtml(b.text)}</h${b.level}>`);
        if (b.level === 1 && nav.length > 0) {
          body.push(`<nav>${nav.map((h) => `<a href="#${slug(h.text)}">${escapeHtml(h.text)}</a>`).join('')}</nav>`);
        }
        break;
      case 'banner': {
        const extra = b.title === 'INCOMPLETE' ? ' incomplete' : '';
        body.push(
          `<div class="banner ${b.tone}${extra}" role="${b.tone === 'ok' ? 'status' : 'alert'}">` +
            `<strong>${escapeHtml(b.title)}</strong>: ${htmlText(b.text)}</div>`,
        );
        break;
      }
      case 'para':
        body.push(`<p>${htmlText(b.text)}</p>`);
        break;
      case 'list':
        body.push(`<ul>${b.items.map((i) => `<li>${htmlText(i)}</li>`).join('')}</ul>`);
        break;
      case 'table': {
        const cls = (i: number) => (b.numeric?.[i] ? ' class="num"' : '');
        const head = `<tr>${b.headers.map((h, i) => `<th${cls(i)}>${escapeHtml(h)}</th>`).join('')}</tr>`;
        const rows = b.rows
          .map(
            (r) =>
              `<tr${r.tone ? ` class="${r.tone}"` : ''}>` +
              `${r.cells.map((c, i) => `<td${cls(i)}>${htmlText(c)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        // Scrollable boxes take keyboard focus, so a keyboard can scroll them too (axe: scrollable-region-focusable).
        body.push(
          `<div class="table-wrap" tabindex="0"><table>\n<thead>${head}</thead>\n` +
            `<tbody>\n${rows}\n</tbody>\n</table></div>`,
        );
        break;
      }
      case 'code':
        body.push(`<pre tabindex="0"><code>${htmlPreText(b.text)}</code></pre>`);
        break;
      case 'chart':
        body.push(
          `<figure><a href="${escapeHtml(b.file)}"><img src="${escapeHtml(b.file)}" alt="${escapeHtml(b.caption)}" ` +
            `width="1000" loading="lazy"></a><figcaption>${escapeHtml(b.caption)}</figcaption></figure>`,
        );
        break;
    }
  }
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body.join('\n')}
<footer>Written by <code>lexpath report</code>. The same facts are in summary.md beside this page.</footer>
</main>
</body>
</html>
`;
}
