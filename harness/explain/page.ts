/**
 * An explanation as one self-contained HTML page (no network: inline SVG, CSS and script): both
 * paths as boards, step by step (buttons and the arrow keys), the moved cells highlighted, the
 * parting step marked, a chart of each path's distance to the goal, the verdict with its
 * certificate, and the replay command with a copy button. Every board is drawn here, in SVG, and
 * the script only shows one step at a time, so the page reads the same with scripts off (all
 * steps are then listed).
 */
import type { DrawnCell, DrawnState } from '../../puzzles/kit/drawing.js';
import { htmlPreText, htmlText } from '../../util/escape.js';
import { plural } from '../../util/plural.js';
import {
  batchWords,
  certificateWords,
  noAnswerWords,
  pathNotes,
  type ExplainPath,
  type ExplainStep,
  type Explanation,
} from './explanation.js';
import { PAGE_SCRIPT, PAGE_STYLE } from './page-assets.js';

/** A page's file name for a solver's counterexample of a puzzle (letters, digits, dots, dashes). */
export function explainPageName(puzzle: string, solver: string): string {
  const safe = (text: string) =>
    text
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'solver';
  return `explain-${safe(puzzle)}-${safe(solver)}.html`;
}

/** Page names for several (puzzle, solver) pairs, unique in order: a name already taken gets -2, -3, ... */
export function explainPageNames(pairs: readonly { readonly puzzle: string; readonly solver: string }[]): string[] {
  const taken = new Set<string>();
  return pairs.map(({ puzzle, solver }) => {
    let name = explainPageName(puzzle, solver);
    for (let n = 2; taken.has(name); n++) name = explainPageName(puzzle, `${solver}-${n}`);
    taken.add(name);
    return name;
  });
}

export function explanationPage(x: Explanation): string {
  const last = Math.max(x.expected.steps.length, x.actual?.steps.length ?? 0) - 1;
  const part = x.divergence === null ? null : x.divergence + 1;
  const data = {
    last,
    part,
    paths: [x.expected, ...(x.actual ? [x.actual] : [])].map((p) => ({
      moves: p.moves,
      distances: p.steps.map((s) => s.distance),
      length: p.steps.length - 1,
    })),
  };
  const title = `${x.solver} on ${x.title}: ${x.verdict}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${htmlText(`lexpath explain: ${title}`)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${htmlText(title)}</h1>
${factsSection(x)}
<section aria-labelledby="steps-heading">
<h2 id="steps-heading">Step by step</h2>
<div class="controls js-only" role="group" aria-label="Step control">
<button type="button" id="first">First</button>
<button type="button" id="prev" aria-keyshortcuts="ArrowLeft">Previous</button>
<span id="step-label" class="step-label" aria-live="polite">Step 0 of ${last}</span>
<button type="button" id="next" aria-keyshortcuts="ArrowRight">Next</button>
<button type="button" id="last">Last</button>
${part === null ? '' : `<button type="button" id="part">Go to step ${part}, where the paths part</button>`}
</div>
<p class="hint js-only">Keys: left and right arrows step, Home and End jump.</p>
<p id="part-note" class="part-note"${part === null ? ' hidden' : ''}>\
${part === null ? '' : htmlText(partText(x, part))}</p>
<div class="paths">
${pathFigure('expected', 'Expected (the oracle’s answer)', x.expected, part)}
${x.actual ? pathFigure('actual', `Actual (${x.solver})`, x.actual, part) : noActualFigure(x)}
</div>
</section>
${chartSection(x, last, part)}
${replaySection(x)}
</main>
<script type="application/json" id="explain-data">${scriptJson(data)}</script>
<script>${PAGE_SCRIPT}</script>
</body>
</html>
`;
}

function partText(x: Explanation, part: number): string {
  const e = x.expected.moves[part - 1];
  const a = x.actual?.moves[part - 1];
  return (
    `The paths part at step ${part}: expected ${e === undefined ? 'has ended' : `'${e}'`}, ` +
    `actual ${a === undefined ? 'has ended' : `'${a}'`}.`
  );
}

function factsSection(x: Explanation): string {
  const row = (name: string, value: string) => `<dt>${name}</dt><dd>${value}</dd>`;
  const moves = (p: ExplainPath | null) =>
    p === null
      ? 'none'
      : p.moves === ''
        ? 'no moves'
        : `<code>${htmlText(p.moves)}</code> (${plural(p.moves.length, 'move')})`;
  const certificate = x.certificate
    ? `<p class="certificate"><strong>Certificate:</strong> ${htmlText(certificateWords(x.certificate))}</p>`
    : '';
  const notes = [
    ...pathNotes(x).map((note) => `<p>${htmlText(note)}</p>`),
    x.batch ? `<p>${htmlText(batchWords(x.batch))}</p><pre>${htmlPreText(x.batch.input)}</pre>` : '',
  ].join('');
  return `<section aria-labelledby="verdict-heading">
<h2 id="verdict-heading">Verdict</h2>
<p class="verdict"><strong>${htmlText(x.verdict)}</strong>${x.detail ? `: ${htmlText(x.detail)}` : ''}</p>
<dl class="facts">
${row('Puzzle', htmlText(x.title))}
${row('Case', `<code>${htmlText(x.caseText)}</code> (optimal length ${x.optimalLength})`)}
${row('Expected', moves(x.expected))}
${row('Actual', moves(x.actual))}
</dl>
${certificate}${notes}
</section>`;
}

function pathFigure(id: string, caption: string, path: ExplainPath, part: number | null): string {
  const boards = path.steps
    .map(
      (step, k) =>
        `<div class="board${k === part ? ' parting' : ''}" ` +
        `data-step="${k}">${stepCaption(step, k)}${stateDrawing(step, `${caption}, step ${k}`)}</div>`,
    )
    .join('\n');
  return `<figure class="path" id="${id}" aria-labelledby="${id}-caption">
<figcaption id="${id}-caption">${htmlText(caption)}</figcaption>
${boards}
<p class="ended" hidden>This path has ended (step ${path.steps.length - 1}).</p>
</figure>`;
}

function noActualFigure(x: Explanation): string {
  return `<figure class="path" id="actual" aria-labelledby="actual-caption">
<figcaption id="actual-caption">Actual (${htmlText(x.solver)})</figcaption>
<p>No answer to draw: ${htmlText(noAnswerWords(x))}.</p>
${x.printed === null ? '' : `<p>What it printed:</p><pre>${htmlPreText(x.printed)}</pre>`}
</figure>`;
}

function stepCaption(step: ExplainStep, k: number): string {
  const move = step.move === null ? 'the start' : `after <code>${htmlText(step.move)}</code>`;
  const distance =
    step.distance === null
      ? 'distance not worked out'
      : step.distance === 0
        ? 'at the goal'
        : `${plural(step.distance, 'move')} from the goal`;
  return `<p class="step-caption">Step ${k}: ${move}; ${distance}</p>`;
}

/** A state as SVG (cells), the plug-in's own SVG, or its text. */
function stateDrawing(step: ExplainStep, label: string): string {
  const drawn: DrawnState | null = step.drawn;
  if (drawn === null) return `<pre class="state-text">${htmlPreText(step.text)}</pre>`;
  if ('svg' in drawn) return `<div class="plugin-svg" role="img" aria-label="${htmlText(label)}">${drawn.svg}</div>`;
  return cellsSvg(drawn.cells, new Set(step.moved), label);
}

const CELL = 44;

function cellsSvg(cells: readonly DrawnCell[], moved: ReadonlySet<number>, label: string): string {
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const words = cells.map((c) => (c.label === '' ? 'empty' : c.label));
  const rects = cells
    .map((cell, i) => {
      const kind = [cell.label === '' ? 'empty' : 'cell', moved.has(i) ? 'moved' : '', cell.marked ? 'marked' : '']
        .filter(Boolean)
        .join(' ');
      const x = cell.col * CELL + 2;
      const y = cell.row * CELL + 2;
      return (
        `<g class="${kind}"><rect x="${x}" y="${y}" width="${CELL - 4}" height="${CELL - 4}" rx="5"/>` +
        `<text x="${x + (CELL - 4) / 2}" y="${y + (CELL - 4) / 2}">${htmlText(cell.label)}</text></g>`
      );
    })
    .join('');
  const description =
    `${label}: ${words.join(' ')}` + `${moved.size > 0 ? `; moved: ${[...moved].map((i) => words[i]).join(' ')}` : ''}`;
  return (
    `<svg class="cells" viewBox="0 0 ${cols * CELL} ${rows * CELL}" width="${cols * CELL}" ` +
    `height="${rows * CELL}" role="img" aria-label="${htmlText(description)}">${rects}</svg>`
  );
}

const CHART = { width: 560, height: 220, left: 44, right: 16, top: 16, bottom: 36 };

function chartSection(x: Explanation, last: number, part: number | null): string {
  const paths = [x.expected, ...(x.actual ? [x.actual] : [])];
  const top = Math.max(1, ...paths.flatMap((p) => p.steps.map((s) => s.distance ?? 0)));
  const px = (k: number) => CHART.left + (last === 0 ? 0 : (k / last) * (CHART.width - CHART.left - CHART.right));
  const py = (d: number) => CHART.top + (1 - d / top) * (CHART.height - CHART.top - CHART.bottom);
  const line = (p: ExplainPath, kind: string) => {
    const known = p.steps.flatMap((s, k) =>
      s.distance === null ? [] : [[px(k).toFixed(1), py(s.distance).toFixed(1)]],
    );
    // A dot per state too: a path of one state (no moves) still shows.
    const dots = known.map(([x, y]) => `<circle class="${kind}" cx="${x}" cy="${y}" r="3"/>`).join('');
    return `<polyline class="${kind}" points="${known.map(([x, y]) => `${x},${y}`).join(' ')}"/>${dots}`;
  };
  const ticks = [0, Math.round(top / 2), top]
    .map((d) => `<text class="tick" x="${CHART.left - 8}" y="${py(d) + 4}">${d}</text>`)
    .join('');
  const steps = [0, last]
    .map((k) => `<text class="tick step" x="${px(k)}" y="${CHART.height - 14}">${k}</text>`)
    .join('');
  const summary = paths
    .map((p, i) => `${i === 0 ? 'expected' : 'actual'}: ${p.steps.map((s) => s.distance ?? '?').join(', ')}`)
    .join('; ');
  return `<section aria-labelledby="chart-heading">
<h2 id="chart-heading">Distance to the goal</h2>
<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" width="${CHART.width}" height="${CHART.height}" \
role="img" aria-label="${htmlText(`Distance to the goal at each step. ${summary}`)}">
<line class="axis" x1="${CHART.left}" y1="${py(0)}" x2="${CHART.width - CHART.right}" y2="${py(0)}"/>
<line class="axis" x1="${CHART.left}" y1="${CHART.top}" x2="${CHART.left}" y2="${py(0)}"/>
${ticks}${steps}<text class="tick step" x="${(CHART.width + CHART.left) / 2}" y="${CHART.height - 2}">step</text>
${part === null ? '' : `<line class="part-line" x1="${px(part)}" y1="${CHART.top}" x2="${px(part)}" y2="${py(0)}"/>`}
${line(x.expected, 'expected-line')}${x.actual ? line(x.actual, 'actual-line') : ''}
<line id="cursor" class="cursor" x1="${px(0)}" y1="${CHART.top}" x2="${px(0)}" y2="${py(0)}" data-left="${CHART.left}" \
data-span="${CHART.width - CHART.left - CHART.right}" data-last="${last}"/>
</svg>
<p class="legend"><span class="key expected-key"></span> expected (solid)\
${x.actual ? ' <span class="key actual-key"></span> actual (dashed)' : ''}\
${part === null ? '' : '; the dotted line marks where the paths part'}; the grey line is the step shown above.</p>
</section>`;
}

function replaySection(x: Explanation): string {
  if (!x.replay) return '';
  return `<section aria-labelledby="replay-heading">
<h2 id="replay-heading">Replay</h2>
<p>Runs the solver alone on exactly ${x.batch ? `these ${x.batch.cases} cases` : 'this case'} and judges it again:</p>
<pre><code id="replay">${htmlPreText(x.replay)}</code></pre>
<button type="button" id="copy">Copy the command</button> <span id="copy-status" aria-live="polite"></span>
</section>`;
}

/** JSON inside a script element: nothing in it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
