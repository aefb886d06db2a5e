/**
 * The kill matrix as a picture: one self-contained HTML page (no script, nothing fetched), every
 * wrong program against every candidate file, the package's files marked, each cell coloured by
 * its verdict with the detail on hover.
 */
import { htmlText } from '../../util/escape.js';
import { coverLine, MARK_LEGEND, cellMark } from './note.js';
import type { PackResult } from './result.js';
import { kills } from './types.js';

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.4rem; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #c8c8c8; padding: 3px 6px; text-align: center; white-space: nowrap; }
thead th { writing-mode: vertical-rl; transform: rotate(180deg); text-align: left; font-weight: 500; }
thead th.in { background: #fff4c2; font-weight: 700; }
tbody th { text-align: left; font-weight: 600; }
td.kill { background: #c62828; color: #fff; font-weight: 600; }
td.pass { background: #f2f6f2; color: #5a6b5a; }
td.in { outline: 2px solid #b38600; outline-offset: -2px; }
p.note { max-width: 60rem; }
`;

/** The page of `result`'s kill matrix. */
export function killMatrixPage(result: PackResult): string {
  const inPackage = new Set(result.tests.map((t) => t.column));
  const mark = (column: number) => (inPackage.has(column) ? ' class="in"' : '');
  const head = result.candidates
    .map(
      (file, column) => `<th scope="col"${mark(column)} title="${htmlText(file.origin)}">${htmlText(file.label)}</th>`,
    )
    .join('');
  const rows = result.wrong.map((who, row) => {
    const cells = result.matrix[row].map((cell, column) => {
      const classes = [kills(cell) ? 'kill' : 'pass', ...(inPackage.has(column) ? ['in'] : [])].join(' ');
      const title = kills(cell)
        ? `${cell.verdict}${cell.failing ? ` (case ${cell.failing})` : ''}: ${cell.detail}`
        : 'ok';
      return `<td class="${classes}" title="${htmlText(title)}">${htmlText(cellMark(cell))}</td>`;
    });
    return `<tr><th scope="row" title="${htmlText(who.description)}">${htmlText(who.name)}</th>${cells.join('')}</tr>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${htmlText(result.title)}: kill matrix</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${htmlText(result.title)}: which test kills which wrong program</h1>`,
    `<p class="note">Rows: the wrong programs. Columns: every candidate test file; the package's files are ` +
      `outlined. ${htmlText(MARK_LEGEND)}.</p>`,
    `<p class="note">${htmlText(coverLine(result))}</p>`,
    '<table>',
    `<caption>Kill matrix of ${htmlText(result.puzzle)}: ${result.wrong.length} programs x ${result.candidates.length} files</caption>`,
    `<thead><tr><td></td>${head}</tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
