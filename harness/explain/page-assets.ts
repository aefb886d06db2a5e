/** The explain page's style and script, inlined into every page (page.ts). */

export const PAGE_STYLE = `
:root { --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bad: #b3261e; --moved: #ffd54f; --marked: #0b57d0; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", "DejaVu Sans", Arial, sans-serif; color: var(--fg); \
background: #fff; }
main { max-width: 1080px; margin: 0 auto; padding: 20px 28px 56px; }
h1 { font-size: 26px; margin: 8px 0 12px; }
h2 { font-size: 21px; margin: 32px 0 8px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
code, pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
pre { background: #f6f8fa; padding: 10px 12px; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; \
word-break: break-all; }
.verdict strong { color: var(--bad); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 8px 0; }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; word-break: break-all; }
.certificate { border-left: 5px solid var(--marked); background: #eef3fd; padding: 8px 12px; border-radius: 4px; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
button { font: inherit; padding: 5px 12px; border: 1px solid #8c959f; border-radius: 6px; background: #f6f8fa; color: \
var(--fg); cursor: pointer; }
button:focus-visible { outline: 3px solid var(--marked); outline-offset: 2px; }
button:disabled { color: #6e7781; cursor: default; }
.step-label { font-weight: 600; min-width: 8em; text-align: center; }
.hint { color: var(--muted); font-size: 14px; margin: 4px 0; }
.part-note { color: var(--bad); font-weight: 600; }
.paths { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 24px; }
.path { margin: 0; padding: 10px 14px; border: 1px solid var(--line); border-radius: 8px; overflow-x: auto; }
.path figcaption { font-weight: 600; margin-bottom: 6px; }
.path.parting { border: 3px solid var(--bad); }
.js .board[hidden], .js .ended[hidden] { display: none; }
.step-caption { margin: 2px 0 6px; }
.parting .step-caption::after { content: " (the paths part here)"; color: var(--bad); font-weight: 600; }
svg.cells rect { fill: #fff; stroke: #57606a; stroke-width: 1.5; }
svg.cells text { font: 600 18px "DejaVu Sans", Arial, sans-serif; fill: var(--fg); text-anchor: middle; \
dominant-baseline: central; }
svg.cells .empty rect { fill: #d0d7de; }
svg.cells .marked rect { stroke: var(--marked); stroke-width: 3.5; }
svg.cells .moved rect { fill: var(--moved); stroke: #7a5c00; stroke-width: 3; }
.state-text { display: inline-block; }
svg.chart .axis { stroke: #57606a; }
svg.chart .tick { font: 12px "DejaVu Sans", Arial, sans-serif; fill: var(--fg); text-anchor: end; }
svg.chart .tick.step { text-anchor: middle; }
svg.chart polyline { fill: none; stroke-width: 2.5; }
svg.chart circle.expected-line { fill: #0b57d0; }
svg.chart circle.actual-line { fill: #b3261e; stroke: none; }
html:not(.js) .js-only { display: none; }
svg.chart .expected-line { stroke: #0b57d0; }
svg.chart .actual-line { stroke: #b3261e; stroke-dasharray: 7 4; }
svg.chart .part-line { stroke: var(--bad); stroke-dasharray: 2 3; }
svg.chart .cursor { stroke: #6e7781; stroke-width: 2; }
.legend { color: var(--muted); font-size: 14px; }
.key { display: inline-block; width: 24px; height: 0; border-top: 3px solid #0b57d0; vertical-align: middle; }
.key.actual-key { border-top: 3px dashed #b3261e; margin-left: 10px; }
`;

/**
 * Shows one step at a time: each path's board for that step (or its last, once it has ended), the
 * step label, the parting mark and the chart's cursor. Buttons and the arrow keys move the step.
 */
export const PAGE_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('explain-data').textContent);
  document.documentElement.className = 'js';
  var step = 0;
  var figures = Array.prototype.slice.call(document.querySelectorAll('figure.path'));
  var label = document.getElementById('step-label');
  var note = document.getElementById('part-note');
  var cursor = document.getElementById('cursor');
  function byId(id) { return document.getElementById(id); }
  function show(k) {
    step = Math.max(0, Math.min(data.last, k));
    figures.forEach(function (figure) {
      var boards = figure.querySelectorAll('.board');
      if (boards.length === 0) return;
      var at = Math.min(step, boards.length - 1);
      for (var i = 0; i < boards.length; i++) boards[i].hidden = i !== at;
      figure.querySelector('.ended').hidden = step <= boards.length - 1;
      figure.classList.toggle('parting', step === data.part);
    });
    label.textContent = 'Step ' + step + ' of ' + data.last + (step === data.part ? ': the paths part here' : '');
    note.hidden = step !== data.part;
    if (cursor) {
      var x = Number(cursor.dataset.left) + (data.last === 0 ? 0 : (step / data.last) * Number(cursor.dataset.span));
      cursor.setAttribute('x1', x);
      cursor.setAttribute('x2', x);
    }
    byId('first').disabled = byId('prev').disabled = step === 0;
    byId('last').disabled = byId('next').disabled = step === data.last;
  }
  byId('first').addEventListener('click', function () { show(0); });
  byId('prev').addEventListener('click', function () { show(step - 1); });
  byId('next').addEventListener('click', function () { show(step + 1); });
  byId('last').addEventListener('click', function () { show(data.last); });
  if (byId('part')) byId('part').addEventListener('click', function () { show(data.part); });
  document.addEventListener('keydown', function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    var moves = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: data.last };
    if (!(event.key in moves)) return;
    event.preventDefault();
    show(moves[event.key]);
  });
  var copy = byId('copy');
  if (copy) copy.addEventListener('click', function () {
    var text = byId('replay').textContent;
    var status = byId('copy-status');
    var selectIt = function () {
      var range = document.createRange();
      range.selectNodeContents(byId('replay'));
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      status.textContent = 'Selected: press Ctrl+C (or Cmd+C) to copy.';
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { status.textContent = 'Copied.'; }, selectIt);
    } else selectIt();
  });
  show(0);
})();
`;
