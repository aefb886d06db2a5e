#!/usr/bin/env node
// Eight II (HDU 3567) reference solver for the mutation suite: IDA* on the Manhattan distance of
// the tiles (never the blank) to the case's goal, moves tried d < l < r < u, only the immediate
// inverse move pruned. Depth-first order in lexicographic move order meets the paths of one bound
// in lexicographic order, and an admissible h cuts no shortest path, so the first solution of the
// first bound that has one is the smallest shortest answer.
//
// `node eight.mjs [MUTANT]` (or MUTANT=name in the environment) switches on ONE realistic mistake
// at one place; with no name the solver is correct. The names and what they break are in catalogue.mjs.

import { readFileSync } from 'node:fs';
import { MUTANTS } from './catalogue.mjs';

const mutant = process.argv[2] ?? process.env.MUTANT ?? '';
if (mutant !== '' && !(mutant in MUTANTS.eight)) {
  process.stderr.write(`unknown mutant '${mutant}'; known: ${Object.keys(MUTANTS.eight).join(', ')}\n`);
  process.exit(2);
}
const is = (name) => mutant === name;

// Moves as blank displacements, in the order the search tries them.
const LETTERS = 'dlru';
const DELTA = [3, -1, 1, -3];
const INVERSE = is('inverse-xor1') ? [1, 0, 3, 2] : [3, 2, 1, 0];
const ORDER = is('order-dlur') ? [0, 1, 3, 2] : is('order-urld') ? [3, 2, 1, 0] : [0, 1, 2, 3];

function legal(blank, move) {
  switch (move) {
    case 0:
      return blank < 6;
    case 1:
      return is('wrap-left-right') ? blank - 1 >= 0 : blank % 3 !== 0;
    case 2:
      return is('wrap-left-right') ? blank + 1 <= 8 : blank % 3 !== 2;
    default:
      return is('u-edge-off-by-one') ? blank > 3 : blank >= 3;
  }
}

// DIST[a * 9 + b]: Manhattan distance between cells a and b.
const DIST = new Int8Array(81);
for (let a = 0; a < 9; a++) {
  for (let b = 0; b < 9; b++) DIST[a * 9 + b] = Math.abs(((a / 3) | 0) - ((b / 3) | 0)) + Math.abs((a % 3) - (b % 3));
}

const MAX_DEPTH = is('max-depth-30') ? 30 : 31;

function solveCase(start, goal) {
  const board = new Int8Array(9); // tile per cell, 0 for the blank
  const target = new Int8Array(9); // cell of each tile in the (heuristic's) goal
  const hGoal = is('goal-standard') ? '12345678X' : goal;
  for (let c = 0; c < 9; c++) {
    board[c] = start[c] === 'X' ? 0 : Number(start[c]);
    target[hGoal[c] === 'X' ? 0 : Number(hGoal[c])] = c;
  }
  const goalBoard = new Int8Array(9);
  for (let c = 0; c < 9; c++) goalBoard[c] = goal[c] === 'X' ? 0 : Number(goal[c]);
  const goalBlank = is('goal-blank-falsy') ? goal.indexOf('X') || 8 : goal.indexOf('X');

  const tileDistance = (tile, cell) => (tile === 0 && !is('h-with-blank') ? 0 : DIST[target[tile] * 9 + cell]);
  const manhattan = () => {
    let h = 0;
    for (let c = 0; c < 9; c++) h += tileDistance(board[c], c);
    return h;
  };
  // Linear conflict added as 2 per reversed PAIR of tiles in their goal row (or column): three
  // mutually reversed tiles need only 4 extra moves, not 6, so this overestimates.
  const linearConflictPairs = () => {
    let extra = 0;
    for (let line = 0; line < 3; line++) {
      for (let i = 0; i < 3; i++) {
        for (let j = i + 1; j < 3; j++) {
          for (const [a, b] of [
            [line * 3 + i, line * 3 + j],
            [i * 3 + line, j * 3 + line],
          ]) {
            const ta = board[a];
            const tb = board[b];
            if (ta === 0 || tb === 0) continue;
            const sameRow = a - b === i - j; // a and b share a row
            const ga = target[ta];
            const gb = target[tb];
            const inLine = sameRow
              ? ((ga / 3) | 0) === line && ((gb / 3) | 0) === line
              : ga % 3 === line && gb % 3 === line;
            if (inLine && (sameRow ? ga % 3 > gb % 3 : ga > gb)) extra += 2;
          }
        }
      }
    }
    return extra;
  };
  const heuristic = (m) =>
    is('h-weighted-deep') && m >= 20 ? m + (m >> 2) : is('linear-conflict-pairs') ? m + linearConflictPairs() : m;
  const solved = (blank) => {
    if (blank !== goalBlank) return false;
    for (let c = 0; c < 9; c++) if (board[c] !== goalBoard[c]) return false;
    return true;
  };

  const path = new Int8Array(64);
  let blank = board.indexOf(0);
  let bound = 0;
  let next = Infinity;

  // Returns true when a solution of length g (path[0..g)) was found below this node.
  const search = (g, m, previous) => {
    const f = g + heuristic(m);
    if (f > bound) {
      if (f < next) next = f;
      return false;
    }
    if ((g > 0 || !is('goal-check-after-move')) && (m === 0 || is('goal-standard')) && solved(blank)) {
      length = g;
      return true;
    }
    let order = ORDER;
    if (is('child-order-by-h')) {
      const scored = [];
      for (const move of ORDER) {
        if (!legal(blank, move)) continue;
        const cell = blank + DELTA[move];
        scored.push([m - tileDistance(board[cell], cell) + tileDistance(board[cell], blank), move]);
      }
      order = scored.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((s) => s[1]);
    }
    for (const move of order) {
      if (!legal(blank, move) || (previous >= 0 && move === INVERSE[previous])) continue;
      const from = blank;
      const cell = blank + DELTA[move];
      const tile = board[cell];
      const childM =
        m -
        tileDistance(tile, cell) +
        tileDistance(tile, from) +
        (is('h-with-blank') ? DIST[target[0] * 9 + cell] - DIST[target[0] * 9 + from] : 0);
      board[from] = tile;
      board[cell] = 0;
      blank = cell;
      path[g] = move;
      const found = search(g + 1, childM, move);
      board[cell] = tile;
      board[from] = 0;
      blank = from;
      if (found) return true;
    }
    return false;
  };

  let length = -1;
  const m0 = manhattan();
  bound = heuristic(m0);
  for (;;) {
    if (bound > MAX_DEPTH) return ''; // never reached by a correct solver: 31 is the largest distance
    next = Infinity;
    if (search(0, m0, -1)) break;
    if (next === Infinity) return '';
    bound = next;
  }
  let moves = '';
  for (let i = 0; i < length; i++) moves += LETTERS[path[i]];
  return moves;
}

const tokens = readFileSync(0, 'utf8')
  .split(/\s+/)
  .filter((t) => t !== '');
const total = Number(tokens[0]);
const memo = new Map();
let out = '';
let previousCount = 0;
for (let x = 1; x <= total; x++) {
  const start = tokens[2 * x - 1];
  const goal = tokens[2 * x];
  let moves;
  if (is('memo-by-start') && memo.has(start)) moves = memo.get(start);
  else {
    moves = solveCase(start, goal);
    memo.set(start, moves);
  }
  const label = is('case-mod-10') ? x % 10 : x;
  const count = is('prev-count') ? previousCount : moves.length;
  previousCount = moves.length;
  if (is('extra-blank-line') && x > 1) out += '\n';
  out += is('no-space') ? `Case ${label}:${count}\n` : `Case ${label}: ${count}\n`;
  if (!(is('no-empty-line') && moves === '')) out += `${moves}\n`;
}
process.stdout.write(out);
