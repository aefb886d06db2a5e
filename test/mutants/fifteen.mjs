#!/usr/bin/env node
// 15-puzzle reference program for the mutation suite. A plain search is far too slow on the deep
// cases a default run holds (61-66 moves), so the search itself is lexpath's own `solve` (its
// library, built into dist/); what is under test here is the harness, and every mutant below makes
// its ONE mistake around that search, where a contest program makes it: the depth it gives up at,
// the solvability rule, the direction it searches, the output.
//
// `node fifteen.mjs [MUTANT]` (or MUTANT=name in the environment); names in catalogue.mjs.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from './catalogue.mjs';

const { solve } = await import(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'index.js'));

const mutant = process.argv[2] ?? process.env.MUTANT ?? '';
if (mutant !== '' && !(mutant in MUTANTS.fifteen)) {
  process.stderr.write(`unknown mutant '${mutant}'; known: ${Object.keys(MUTANTS.fifteen).join(', ')}\n`);
  process.exit(2);
}
const is = (name) => mutant === name;
const CAP = is('depth-cap-50') ? 50 : is('depth-cap-60') ? 60 : Infinity;

const tokens = readFileSync(0, 'utf8').split(/\s+/).filter((t) => t !== '');
const total = Number(tokens[0]);
const cases = Array.from({ length: total }, (_, i) => ({
  start: tokens.slice(1 + 32 * i, 17 + 32 * i).map(Number),
  goal: tokens.slice(17 + 32 * i, 33 + 32 * i).map(Number),
}));

/** The smallest shortest answer from `start` to `goal`, by lexpath's solver. */
function shortest(start, goal) {
  const out = solve('fifteen', `1\n${start.join(' ')}\n${goal.join(' ')}\n`);
  return out.split('\n')[1];
}

/** The 3x3 rule carried over: solvable iff the tiles' inversions are even (the 4x4 rule also needs the blank's row). */
function eightRuleSolvable(start, goal) {
  const where = new Map(goal.map((tile, cell) => [tile, cell]));
  const order = start.filter((t) => t !== 0).map((t) => where.get(t));
  let inversions = 0;
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j < order.length; j++) if (order[i] > order[j]) inversions++;
  return inversions % 2 === 0;
}

const INVERSE = { d: 'u', u: 'd', l: 'r', r: 'l' };

function answer({ start, goal }) {
  if (is('eight-solvability-rule') && !eightRuleSolvable(start, goal)) return null;
  // Searching from the goal back to the start, then reversing: shortest, but not always smallest.
  const moves = is('search-from-goal') ? [...shortest(goal, start)].reverse().map((m) => INVERSE[m]).join('') : shortest(start, goal);
  return moves.length > CAP ? '' : moves;
}

let out = '';
let previousCount = 0;
cases.forEach((c, i) => {
  const moves = answer(c);
  const count = moves === null ? -1 : is('prev-count') ? previousCount : moves.length;
  previousCount = moves?.length ?? 0;
  out += `Case ${i + 1}: ${count}\n`;
  if (!(is('no-empty-line') && moves === '')) out += `${moves ?? ''}\n`;
});
process.stdout.write(out);
