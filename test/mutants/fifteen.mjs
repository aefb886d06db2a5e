#!/usr/bin/env node
// 15-puzzle reference program for the mutation suite. A plain search is far too slow on the deep
// cases a default run holds (61-77 moves), so the reference's search is lexpath's own `solve` (its
// library, built into dist/); what is under test here is the harness. Most mutants make their ONE
// mistake around that search, where a contest program makes it: the depth it gives up at, the
// solvability rule, the direction it searches, the output. The search mutants run their own IDA*
// (ownSearch) over lexpath's 4x4 search space and its pattern-database heuristic, with the mistake
// inside: move order, children ordered by h, the next bound, an inflated heuristic.
//
// `node fifteen.mjs [MUTANT]` (or MUTANT=name in the environment); names in catalogue.mjs.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from './catalogue.mjs';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const { solve, slidingPuzzle } = await import(join(DIST, 'index.js'));
// The pattern tables come from lexpath's table cache as the environment names it (the tests'
// shared one, LEXPATH_CACHE_DIR), built once for every test. The suite's runs name a folder for
// the search's answers (run-verify.mjs): the first program to search a case writes its answer, and
// a mutant reads it instead of searching again (the same answer, seconds sooner; its mistake is
// around the search). The correct program always searches, so the reference run still shows that
// the time limits allow a real search.
const CACHE = process.env.LEXPATH_MUTANT_CACHE;
const fifteen = slidingPuzzle(4, 4);

const mutant = process.argv[2] ?? process.env.MUTANT ?? '';
if (mutant !== '' && !(mutant in MUTANTS.fifteen)) {
  process.stderr.write(`unknown mutant '${mutant}'; known: ${Object.keys(MUTANTS.fifteen).join(', ')}\n`);
  process.exit(2);
}
const is = (name) => mutant === name;
const CAP = { 'depth-cap-50': 50, 'depth-cap-60': 60, 'depth-cap-76': 76 }[mutant] ?? Infinity;

const tokens = readFileSync(0, 'utf8')
  .split(/\s+/)
  .filter((t) => t !== '');
const total = Number(tokens[0]);
const cases = Array.from({ length: total }, (_, i) => ({
  start: tokens.slice(1 + 32 * i, 17 + 32 * i).map(Number),
  goal: tokens.slice(17 + 32 * i, 33 + 32 * i).map(Number),
}));

/** The smallest shortest answer from `start` to `goal`, by lexpath's solver (or the cache, for a mutant). */
function shortest(start, goal) {
  const input = `1\n${start.join(' ')}\n${goal.join(' ')}\n`;
  const kept = CACHE && join(CACHE, 'answers', `${createHash('sha256').update(input).digest('hex')}.txt`);
  if (kept && mutant !== '') {
    try {
      return readFileSync(kept, 'utf8');
    } catch {
      // not searched yet
    }
  }
  const moves = solve('fifteen', input).split('\n')[1];
  if (kept) {
    mkdirSync(dirname(kept), { recursive: true });
    writeFileSync(`${kept}.${process.pid}`, moves);
    renameSync(`${kept}.${process.pid}`, kept);
  }
  return moves;
}

/** The 3x3 rule carried over: solvable iff the tiles' inversions are even (the 4x4 rule also needs the blank's row). */
function eightRuleSolvable(start, goal) {
  const where = new Map(goal.map((tile, cell) => [tile, cell]));
  const order = start.filter((t) => t !== 0).map((t) => where.get(t));
  let inversions = 0;
  for (let i = 0; i < order.length; i++)
    for (let j = i + 1; j < order.length; j++) if (order[i] > order[j]) inversions++;
  return inversions % 2 === 0;
}

const INVERSE = { d: 'u', u: 'd', l: 'r', r: 'l' };

const SEARCH_MUTANTS = ['order-dlur', 'child-order-by-h', 'next-bound-max', 'h-weighted'];

/**
 * The program's own IDA*, first answer found wins, over lexpath's space for the case (its moves
 * d,l,r,u and its admissible pattern-database heuristic), with the mutant's mistake. A mistake in
 * the order of the search changes only the last iteration (no shorter bound holds an answer,
 * whatever the order), so those mutants start at the optimal length, which lexpath's solver gives:
 * the same answers as iterating from h, in a fraction of the time.
 */
function ownSearch(c) {
  const [sub] = fifteen.subproblems(c);
  if (!sub) return null;
  const { space } = sub;
  const state = Int32Array.from(sub.start);
  // h of the state after move m, from h of the state before it: the space's delta where it has one
  // (a contest program updates h by the one tile that moves, too); -1 when m is illegal.
  const ILLEGAL = -0x40000000;
  const hAfter = space.heuristicDelta
    ? (hv, m) => {
        const d = space.heuristicDelta(state, m);
        return d === ILLEGAL ? -1 : hv + d;
      }
    : (_hv, m) => {
        if (!space.apply(state, m)) return -1;
        const v = space.heuristic(state);
        space.apply(state, space.inverse(m));
        return v;
      };
  // Speed hack: an eighth added to the heuristic (inadmissible far from the goal).
  const weighted = (hv) => (is('h-weighted') ? hv + (hv >> 3) : hv);
  const order = is('order-dlur') ? [0, 1, 3, 2] : [0, 1, 2, 3];
  const path = [];
  let next;
  // Children by h (child-order-by-h): the legal moves but the undoing one, sorted by their h.
  const byH = (hv, last) =>
    order
      .filter((m) => last < 0 || m !== space.inverse(last))
      .map((m) => [hAfter(hv, m), m])
      .filter(([v]) => v >= 0)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, m]) => m);
  const dfs = (g, hv, bound, last) => {
    const f = g + weighted(hv);
    if (f > bound) {
      next = is('next-bound-max') ? Math.max(next, f) : Math.min(next, f);
      return false;
    }
    if (space.isGoal(state)) return true;
    for (const m of is('child-order-by-h') ? byH(hv, last) : order) {
      if (last >= 0 && m === space.inverse(last)) continue;
      const child = hAfter(hv, m);
      if (child < 0) continue;
      space.apply(state, m);
      path.push(m);
      if (dfs(g + 1, child, bound, m)) return true;
      path.pop();
      space.apply(state, space.inverse(m));
    }
    return false;
  };
  const orderOnly = is('order-dlur') || is('child-order-by-h');
  const h0 = space.heuristic(state);
  let bound = orderOnly ? shortest(c.start, c.goal).length : weighted(h0);
  for (;;) {
    next = is('next-bound-max') ? -Infinity : Infinity;
    if (dfs(0, h0, bound, -1)) return path.map((m) => space.moveLetters[m]).join('');
    bound = next;
  }
}

function answer({ start, goal }) {
  if (SEARCH_MUTANTS.includes(mutant)) return ownSearch({ start, goal });
  if (is('eight-solvability-rule') && !eightRuleSolvable(start, goal)) return null;
  // Searching from the goal back to the start, then reversing: shortest, but not always smallest.
  const moves = is('search-from-goal')
    ? [...shortest(goal, start)]
        .reverse()
        .map((m) => INVERSE[m])
        .join('')
    : shortest(start, goal);
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
