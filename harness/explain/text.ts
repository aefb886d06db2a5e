/**
 * An explanation in the terminal: the facts, then the boards of both paths side by side from the
 * start to a few steps past the step where they part, each with its exact distance to the goal.
 * Colour marks the moved cells and the parting step on a terminal; in a pipe the same marks are
 * brackets, so the text says everything without colour.
 */
import type { DrawnCell } from '../../puzzles/kit/drawing.js';
import { terminalSafe } from '../../util/escape.js';
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

/** Steps shown after the one where the paths part. */
const STEPS_AFTER = 3;

interface TextStyle {
  /** ANSI colour (a terminal without NO_COLOR); else plain marks. */
  readonly colour: boolean;
}

const ANSI = { moved: '\x1b[1;30;43m', marked: '\x1b[36m', part: '\x1b[1;31m', dim: '\x1b[2m', reset: '\x1b[0m' };

export function explanationText(x: Explanation, style: TextStyle): string {
  const paint = (code: string, text: string) => (style.colour ? `${code}${text}${ANSI.reset}` : text);
  // Names, cases and printed output come from outside: their control characters are escaped here,
  // before any colour is added.
  const lines = factLines(x).map(terminalSafe);
  if (x.batch) lines.push('', batchWords(x.batch), ...indent(x.batch.input));
  if (!x.actual) {
    lines.push(
      '',
      terminalSafe(`No answer to draw: ${noAnswerWords(x)}.`),
      ...(x.printed === null ? [] : ['What it printed:', ...indent(x.printed)]),
    );
  }
  lines.push('', ...stepsText(x, style, paint));
  lines.push(...legend(x, style));
  return `${lines.join('\n')}\n`;
}

function factLines(x: Explanation): string[] {
  const moves = (path: ExplainPath | null) =>
    path === null ? 'none' : path.moves === '' ? 'no moves' : `${path.moves} (${plural(path.moves.length, 'move')})`;
  const lines = [
    `${x.solver} on ${x.title}`,
    `  case       ${x.caseText} (optimal length ${x.optimalLength})`,
    `  verdict    ${x.verdict}${x.detail ? `: ${x.detail}` : ''}`,
    `  expected   ${moves(x.expected)}, the oracle's smallest shortest answer`,
    `  actual     ${moves(x.actual)}`,
  ];
  if (x.replay) lines.push(`  replay     ${x.replay}`);
  if (x.certificate) lines.push('', `Certificate: ${certificateWords(x.certificate)}`);
  for (const note of pathNotes(x)) lines.push('', note);
  return lines;
}

/** The steps shown: the start, the last shared step, the parting step and a few after, each path's end. */
export function shownSteps(x: Explanation): number[] {
  const last = Math.max(x.expected.steps.length, x.actual?.steps.length ?? 0) - 1;
  const part = x.divergence === null ? last : x.divergence + 1;
  const wanted = new Set([
    0,
    part - 1,
    ...Array.from({ length: STEPS_AFTER + 1 }, (_, i) => part + i),
    x.expected.steps.length - 1,
    (x.actual?.steps.length ?? 1) - 1,
  ]);
  return [...wanted].filter((k) => k >= 0 && k <= last).sort((a, b) => a - b);
}

function stepsText(x: Explanation, style: TextStyle, paint: (code: string, text: string) => string): string[] {
  const out: string[] = [];
  let previous = -1;
  for (const k of shownSteps(x)) {
    if (k > previous + 1)
      out.push(
        `  ... ${k - previous - 1 === 1 ? 'one step' : `${k - previous - 1} steps`} ` +
          `${previous >= 0 && x.divergence !== null && k <= x.divergence ? 'with the same moves' : 'more'} ...`,
        '',
      );
    previous = k;
    const e = x.expected.steps[k];
    const a = x.actual?.steps[k];
    const parting = x.divergence !== null && k === x.divergence + 1;
    const heading =
      k === 0
        ? 'step 0 (the start)'
        : `step ${k}: expected ${moveWord(e)}${x.actual ? `, actual ${actualMoveWord(x.actual, k)}` : ''}`;
    out.push(parting ? paint(ANSI.part, `${heading}   <- the paths part here`) : heading);
    const left = stateLines(e, style);
    const right = x.actual ? stateLines(a, style) : [];
    const width = Math.max(24, ...left.map(visibleLength)) + 4;
    for (let i = 0; i < Math.max(left.length, right.length); i++)
      out.push(`  ${pad(left[i] ?? '', width)}${right[i] ?? ''}`.trimEnd());
    out.push('');
  }
  return out;
}

/** The actual path's move into step k; the illegal move that ended it is named as such. */
function actualMoveWord(path: ExplainPath, k: number): string {
  if (k < path.steps.length) return moveWord(path.steps[k]);
  return path.cut !== null && k === path.steps.length
    ? `'${terminalSafe(path.moves[k - 1])}' (illegal here)`
    : '(ended)';
}

function moveWord(step: ExplainStep | undefined): string {
  if (!step) return '(ended)';
  return step.move === null ? '-' : `'${step.move}'`;
}

/** A state's lines: its board (or text), then its distance. */
function stateLines(step: ExplainStep | undefined, style: TextStyle): string[] {
  if (!step) return ['(the path has ended)'];
  const board =
    step.drawn && 'cells' in step.drawn
      ? gridLines(step.drawn.cells, new Set(step.moved), style)
      : [terminalSafe(step.text)];
  const distance = step.distance === null ? '? to go' : step.distance === 0 ? 'at the goal' : `${step.distance} to go`;
  return [...board, distance];
}

function gridLines(cells: readonly DrawnCell[], moved: ReadonlySet<number>, style: TextStyle): string[] {
  const rows = Math.max(...cells.map((c) => c.row)) + 1;
  const cols = Math.max(...cells.map((c) => c.col)) + 1;
  const width = Math.max(1, ...cells.map((c) => c.label.length));
  const grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ' '.repeat(width + 2)));
  cells.forEach((cell, i) => {
    const label = terminalSafe(cell.label === '' ? '.' : cell.label).padStart(width);
    if (style.colour)
      grid[cell.row][cell.col] = moved.has(i)
        ? `${ANSI.moved} ${label} ${ANSI.reset}`
        : cell.marked
          ? `${ANSI.marked} ${label} ${ANSI.reset}`
          : ` ${label} `;
    else grid[cell.row][cell.col] = moved.has(i) ? `[${label}]` : cell.marked ? `(${label})` : ` ${label} `;
  });
  return grid.map((row) => row.join('').trimEnd());
}

function legend(x: Explanation, style: TextStyle): string[] {
  const cells = [...x.expected.steps, ...(x.actual?.steps ?? [])].flatMap((s) =>
    s.drawn !== null && 'cells' in s.drawn ? s.drawn.cells : [],
  );
  if (cells.length === 0) return [];
  const marked = cells.some((c) => c.marked);
  const empty = cells.some((c) => c.label === '') ? "; '.': an empty cell" : '';
  if (style.colour)
    return ['', `Highlighted: the cells the step moved${marked ? '; in blue: the goal region' : ''}${empty}.`];
  return ['', `[x]: a cell the step moved${marked ? '; (x): a cell of the goal region' : ''}${empty}.`];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const visibleLength = (text: string): number => text.replace(/\x1b\[[0-9;]*m/g, '').length;
const pad = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - visibleLength(text)));
const indent = (text: string): string[] =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `    ${terminalSafe(line)}`);
