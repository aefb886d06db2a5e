#!/usr/bin/env node
// The Rotation Game (POJ 2286) reference solver for the mutation suite: IDA* with
// h = 8 - (the largest count of one digit among the 8 centre cells), moves tried A..H, only the
// immediate inverse move pruned, bounds 0, 1, 2, ... One bound's depth-first search meets its
// paths in lexicographic order and stops at the first one that leaves ANY digit filling the
// centre, so digit ties are settled by the move string, and the digit is the one that path leaves.
// (A move changes one digit's centre count by at most 1, so h is admissible.)
//
// `node rotation.mjs [MUTANT]` (or MUTANT=name in the environment) switches on ONE realistic
// mistake at one place; with no name the solver is correct. The names and what they break are in catalogue.mjs.

import { readFileSync } from 'node:fs';
import { MUTANTS } from './catalogue.mjs';

const mutant = process.argv[2] ?? process.env.MUTANT ?? '';
if (mutant !== '' && !(mutant in MUTANTS.rotation)) {
  process.stderr.write(`unknown mutant '${mutant}'; known: ${Object.keys(MUTANTS.rotation).join(', ')}\n`);
  process.exit(2);
}
const is = (name) => mutant === name;

//         1     2
//         3     4
//   5  6  7  8  9  10 11
//         12    13
//   14 15 16 17 18 19 20
//         21    22
//         23    24
const LINES_1 = [
  [1, 3, 7, 12, 16, 21, 23], // A
  [2, 4, 9, 13, 18, 22, 24], // B
  [11, 10, 9, 8, 7, 6, 5], // C
  [20, 19, 18, 17, 16, 15, 14], // D
  [24, 22, 18, 13, 9, 4, 2], // E: B backwards
  is('line-typo-F') ? [23, 21, 16, 13, 7, 3, 1] : [23, 21, 16, 12, 7, 3, 1], // F: A backwards
  [14, 15, 16, 17, 18, 19, 20], // G: D backwards
  [5, 6, 7, 8, 9, 10, 11], // H: C backwards
];
const LINES = Int8Array.from(LINES_1.flat(), (cell) => cell - 1); // move m's line: LINES[7m..7m+6]
const INVERSE = Int8Array.from(is('inverse-plus4') ? [4, 5, 6, 7, 0, 1, 2, 3] : [5, 4, 7, 6, 1, 0, 3, 2]);
const CENTRE = Int8Array.from([7, 8, 9, 12, 13, 16, 17, 18], (cell) => cell - 1);
const ALL_ORDER = Int8Array.of(0, 1, 2, 3, 4, 5, 6, 7);
const DEEP_ORDER = is('deep-order-pairs') ? Int8Array.of(0, 5, 1, 4, 2, 7, 3, 6) : ALL_ORDER;
const MAX_DEPTH = is('depth-cap-12') ? 12 : Infinity;

const board = new Int8Array(24);
const counts = new Int8Array(4);
const path = new Int8Array(64);
let bound = 0;
let found = false;
let answerLength = 0;
let answerDigit = 0;
/** 0: any digit may fill the centre; 1-3: only that digit. */
let target = 0;

function rotate(move) {
  const at = move * 7;
  const first = board[LINES[at]];
  for (let j = at; j < at + 6; j++) board[LINES[j]] = board[LINES[j + 1]];
  board[LINES[at + 6]] = first;
}

/** Moves still needed at least; 0 exactly when the centre is solved (for the target). */
function heuristic() {
  counts[1] = counts[2] = counts[3] = 0;
  for (let i = 0; i < 8; i++) counts[board[CENTRE[i]]]++;
  if (target !== 0) return 8 - counts[target];
  return 8 - Math.max(counts[1], counts[2], counts[3]);
}

function search(g, previous) {
  if (found) return;
  const h = heuristic();
  if (g + h > bound) return;
  if (h === 0 && (g > 0 || !is('goal-check-after-move'))) {
    found = true;
    answerLength = g;
    answerDigit = board[CENTRE[0]];
    return;
  }
  const order = g === 0 ? ALL_ORDER : DEEP_ORDER;
  const skip = previous >= 0 ? INVERSE[previous] : -1;
  for (let i = 0; i < 8; i++) {
    const move = order[i];
    if (move === skip) continue;
    rotate(move);
    path[g] = move;
    search(g + 1, move);
    rotate(INVERSE[move]);
    if (found) return;
  }
}

/** IDA* from the board for `digit` (0: any); null when it gives up. */
function idaStar(digit) {
  target = digit;
  if (!is('found-not-reset')) found = false;
  for (bound = heuristic(); bound <= MAX_DEPTH; bound += is('bound-step-2') ? 2 : 1) {
    search(0, -1);
    if (found) {
      let moves = '';
      for (let i = 0; i < answerLength; i++) moves += 'ABCDEFGH'[path[i]];
      return { moves, digit: answerDigit };
    }
  }
  return null;
}

function solveBoard(cells) {
  board.set(cells);
  let answer;
  if (is('digit-tie-by-digit') || is('digit-from-start')) {
    let digits = [1, 2, 3].filter((k) => cells.filter((c) => c === k).length >= 8);
    if (is('digit-from-start')) {
      heuristic();
      let best = digits[0];
      for (const k of digits) if (counts[k] > counts[best]) best = k;
      digits = [best];
    }
    for (const k of digits) {
      board.set(cells);
      const one = idaStar(k);
      if (one && (!answer || one.moves.length < answer.moves.length)) answer = one;
    }
  } else {
    answer = idaStar(0);
  }
  if (!answer) answer = { moves: '', digit: board[CENTRE[0]] };
  if (is('centre-from-input')) answer = { moves: answer.moves, digit: board[CENTRE[0]] };
  return answer;
}

let out = '';
for (const line of readFileSync(0, 'utf8').split('\n')) {
  const fields = line.split(/\s+/).filter((f) => f !== '');
  if (fields.length === 0) continue;
  if (fields.length === 1 && fields[0] === '0') break;
  const { moves, digit } = solveBoard(fields.map(Number));
  if (moves !== '') out += `${moves}\n`;
  else if (is('no-moves-empty-line')) out += '\n';
  else if (!is('no-moves-missing')) out += 'No moves needed\n';
  out += `${digit}\n`;
}
process.stdout.write(out);
