/**
 * Writes the shipped corpora (corpora/*.json) from first principles: the judges' samples, the
 * documented Rotation counterexample, edge cases, and every Eight pair at the maximum distance 31
 * (found by BFS from each canonical goal; up to relabelling tiles there are 16). Answers come from
 * the oracle; `verify` re-certifies them on every load anyway. Run: node dist/scripts/make-corpora.js
 */
import { oracleOf, puzzleDefinition } from '../puzzles/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { canonicalEightGoal, eightCaseAtRank, eightSpace, type EightCase } from '../puzzles/eight/space.js';
import type { PuzzleName } from '../solvers/puzzle.js';
import { rotationSpace, type RotationCase } from '../puzzles/rotation/space.js';
import { rotation } from '../puzzles/rotation/space.js';
import { seededRandom, shuffle } from '../util/random.js';
import { rotationDepthCases } from '../puzzles/rotation/definition.js';
import { CORPORA_DIR, type CorpusEntry, type CorpusFile } from '../harness/corpus.js';
import { goalDistances } from '../oracle/oracle.js';
import { plural } from '../util/plural.js';

function write(
  name: string,
  puzzleName: PuzzleName,
  description: string,
  cases: { c: EightCase | RotationCase; source: string; note?: string }[],
): void {
  const puzzle = puzzleDefinition(puzzleName);
  const oracle = oracleOf<unknown>(puzzle);
  const entries: CorpusEntry[] = cases.map(({ c, source, note }) =>
    puzzle.caseToEntry(c, oracle.expected(c)!, source, note),
  );
  const file: CorpusFile = { puzzle: puzzleName, description, cases: entries };
  mkdirSync(dirname(join(CORPORA_DIR, name)), { recursive: true });
  writeFileSync(join(CORPORA_DIR, name), `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`${name}: ${plural(entries.length, 'case')}\n`);
}

const board = (text: string): RotationCase => ({ cells: text.split(' ').map(Number) });

/** Four of the 192 boards that need 13 moves, spread over performance/rotation-depth-13.json. */
const DEPTH_13_SAMPLE: string[] = [
  '1 1 2 3 2 3 2 3 3 2 3 2 1 1 1 2 1 1 1 2 2 3 3 3',
  '1 1 3 2 3 1 2 3 1 3 2 3 1 2 1 3 2 2 1 3 3 1 2 2',
  '3 1 1 2 1 2 3 3 1 2 3 3 2 2 3 1 2 2 3 1 3 1 1 2',
  '3 3 2 1 2 1 2 1 1 2 1 2 3 3 3 2 3 3 3 2 2 1 1 1',
];

write('eight-judge-samples.json', 'eight', 'The sample of HDU 3567 / AcWing 4231.', [
  { c: { start: '12X453786', goal: '12345678X' }, source: 'HDU 3567 sample, case 1' },
  { c: { start: '564178X23', goal: '7568X4123' }, source: 'HDU 3567 sample, case 2' },
]);

write('eight-edge-cases.json', 'eight', 'Boundary cases: no moves needed, one move of each letter.', [
  {
    c: { start: '12345678X', goal: '12345678X' },
    source: 'lexpath',
    note: 'identical boards: d = 0 and an empty move line',
  },
  { c: { start: '1234X5678', goal: '1234X5678' }, source: 'lexpath', note: 'identical boards, blank in the centre' },
  { c: { start: '1234X5678', goal: '1234756X8' }, source: 'lexpath', note: 'one move: d' },
  { c: { start: '1234X5678', goal: '123X45678' }, source: 'lexpath', note: 'one move: l' },
  { c: { start: '1234X5678', goal: '12345X678' }, source: 'lexpath', note: 'one move: r' },
  { c: { start: '1234X5678', goal: '1X3425678' }, source: 'lexpath', note: 'one move: u' },
]);

const farthest: { c: EightCase; source: string; note: string }[] = [];
for (let blank = 0; blank < 9; blank++) {
  const goal = canonicalEightGoal(blank);
  const distances = goalDistances(eightSpace(blank));
  for (let rank = 0; rank < distances.length; rank++) {
    if (distances[rank] === 31)
      farthest.push({
        c: eightCaseAtRank(goal, rank),
        source: 'lexpath: BFS from the goal',
        note: 'distance 31, the maximum',
      });
  }
}
write(
  'eight-distance-31.json',
  'eight',
  'Every pair at distance 31 (the maximum) with a goal whose tiles read ' +
    '1-8 in order: 16 pairs, which up to relabelling tiles is all of them.',
  farthest,
);

write('rotation-judge-samples.json', 'rotation', 'The sample of POJ 2286 / UVA 1343.', [
  { c: board('1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'), source: 'POJ 2286 sample, board 1' },
  { c: board('1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3'), source: 'POJ 2286 sample, board 2' },
]);

write(
  'rotation-counterexamples.json',
  'rotation',
  'Documented lexicographic-order counterexamples and boundary cases.',
  [
    {
      c: board('1 2 2 3 3 3 1 1 1 1 2 2 2 2 3 3 3 3 3 1 1 1 1 1'),
      source: 'documented counterexample',
      note:
        'ten 1s, six 2s, eight 3s; an A* ordered by f then move ' +
        'string that closes states when generated answers GBBGCAAA',
    },
    {
      c: board('1 1 1 1 1 1 2 2 2 1 1 2 2 1 1 2 2 2 1 1 1 1 1 1'),
      source: 'lexpath',
      note: 'already solved: No moves needed',
    },
    { c: board('1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1'), source: 'lexpath', note: 'one digit everywhere' },
  ],
);

// Tie-heavy Eight cases: for each blank class and depth, the starts with the most shortest paths
// (counted over the exact distance table), where a lexicographic mistake has the most room.
{
  const random = seededRandom(31);
  const ties: { c: EightCase; source: string; note: string }[] = [];
  for (const blank of [0, 1, 4]) {
    const space = eightSpace(blank);
    const distances = goalDistances(space);
    const paths = new Float64Array(distances.length);
    const order = Array.from(distances.keys())
      .filter((r) => distances[r] !== 255)
      .sort((a, b) => distances[a] - distances[b]);
    const state = space.newState();
    const next = space.newState();
    for (const rank of order) {
      if (distances[rank] === 0) {
        paths[rank] = 1;
        continue;
      }
      space.unrank(rank, state);
      for (let move = 0; move < space.moveLetters.length; move++) {
        next.set(state);
        if (space.apply(next, move) && distances[space.rank(next)] === distances[rank] - 1)
          paths[rank] += paths[space.rank(next)];
      }
    }
    const maxDepth = distances[order[order.length - 1]];
    for (let depth = 2; depth <= maxDepth; depth++) {
      const best = order
        .filter((r) => distances[r] === depth)
        .sort((a, b) => paths[b] - paths[a] || a - b)
        .slice(0, 2);
      for (const rank of best) {
        const tiles = shuffle(canonicalEightGoal(blank).replace('X', '').split(''), random);
        const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
        ties.push({
          c: eightCaseAtRank(goal, rank),
          source: 'lexpath: most shortest paths at its depth',
          note: `${paths[rank]} shortest paths, distance ${depth}`,
        });
      }
    }
  }
  write(
    'eight-tie-heavy.json',
    'eight',
    'For a corner, an edge and the centre goal blank and every depth from 2: ' +
      'the two starts with the most shortest paths (tiles randomly relabelled).',
    ties,
  );
}

/**
 * The linear-conflict addition for a relabelled 3x3 state (a tile's value is its goal cell): in
 * each row and column, 2 for every tile that must leave the line so the tiles whose goal is in
 * that line stand in goal order (the line's size minus its longest increasing run, times 2).
 */
function linearConflict(state: Int32Array, blank: number): number {
  let total = 0;
  for (const byRow of [true, false]) {
    for (let line = 0; line < 3; line++) {
      const order: number[] = [];
      for (let k = 0; k < 3; k++) {
        const cell = byRow ? line * 3 + k : k * 3 + line;
        const home = state[cell];
        if (home !== blank && (byRow ? Math.floor(home / 3) : home % 3) === line)
          order.push(byRow ? home % 3 : Math.floor(home / 3));
      }
      const longest = order.map(() => 1); // longest increasing run ending at each tile
      for (let i = 0; i < order.length; i++)
        for (let j = 0; j < i; j++) if (order[j] < order[i]) longest[i] = Math.max(longest[i], longest[j] + 1);
      total += 2 * (order.length - Math.max(0, ...longest));
    }
  }
  return total;
}

// Heuristic-tight Eight cases: deep starts whose Manhattan distance (tiles only) is closest to the
// exact distance. An inadmissible heuristic (one that overestimates, often only on deep states)
// exceeds the exact distance first where the admissible one is already tight.
{
  const random = seededRandom(24);
  const tight: { c: EightCase; source: string; note: string }[] = [];
  for (const blank of [0, 1, 4]) {
    const space = eightSpace(blank);
    const distances = goalDistances(space);
    const state = space.newState();
    const byDepth = new Map<number, { rank: number; manhattan: number; conflicts: number }[]>();
    for (let rank = 0; rank < distances.length; rank++) {
      const d = distances[rank];
      if (d < 20 || d === 255) continue;
      space.unrank(rank, state);
      let manhattan = 0;
      for (let cell = 0; cell < 9; cell++) {
        const home = state[cell]; // relabelled: a tile's value is its goal cell
        if (home !== blank)
          manhattan += Math.abs(Math.floor(cell / 3) - Math.floor(home / 3)) + Math.abs((cell % 3) - (home % 3));
      }
      const list = byDepth.get(d) ?? [];
      list.push({ rank, manhattan, conflicts: linearConflict(state, blank) });
      byDepth.set(d, list);
    }
    for (const [depth, list] of [...byDepth].sort((a, b) => a[0] - b[0])) {
      // Closest Manhattan distance (depths from 22), then the most linear conflicts among the
      // starts where Manhattan distance plus linear conflict is exact (depths from 20).
      const byManhattan =
        depth < 22 ? [] : [...list].sort((a, b) => b.manhattan - a.manhattan || a.rank - b.rank).slice(0, 6);
      const byConflict = list
        .filter((x) => x.manhattan + x.conflicts === depth && x.conflicts > 0 && !byManhattan.includes(x))
        .sort((a, b) => b.conflicts - a.conflicts || a.rank - b.rank)
        .slice(0, 4);
      for (const x of [...byManhattan, ...byConflict]) {
        const tiles = shuffle(canonicalEightGoal(blank).replace('X', '').split(''), random);
        const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
        const why = byManhattan.includes(x)
          ? 'Manhattan distance closest to the exact distance'
          : 'Manhattan distance plus linear conflict exact, most conflicts';
        tight.push({
          c: eightCaseAtRank(goal, x.rank),
          source: `lexpath: ${why}`,
          note: `distance ${depth}, Manhattan ${x.manhattan}, linear conflict ${x.conflicts}`,
        });
      }
    }
  }
  write(
    'eight-tight-heuristic.json',
    'eight',
    'For a corner, an edge and the centre goal blank: at every depth from 22, the six starts whose Manhattan ' +
      'distance is closest to the exact distance; at every depth from 20, the four starts with the most linear ' +
      'conflicts among those where Manhattan distance plus linear conflict is exact (tiles randomly relabelled).',
    tight,
  );
}

// Rotation boards at every depth 0-13 (three 8/8/8 boards each; 13: four of the 192), and boards
// where two or three digits tie for the fewest moves.
{
  const deep = rotationDepthCases(
    3,
    2286,
    Array.from({ length: 13 }, (_, d) => d),
  );
  const byDepth: { c: RotationCase; source: string; note: string }[] = deep.flatMap(({ depth, cases }) =>
    cases.map((c) => ({ c: c as RotationCase, source: 'lexpath: seeded, by depth', note: `needs ${depth} moves` })),
  );
  write('rotation-depths.json', 'rotation', 'Three 8/8/8 boards for every depth 0-12.', byDepth);
  // Named to sort last among the Rotation corpora: the slowest boards for a search program.
  write(
    'rotation-thirteen-moves.json',
    'rotation',
    'Four of the 192 boards that need 13 moves, the most any ' +
      'board needs (all 192: performance/rotation-depth-13.json).',
    DEPTH_13_SAMPLE.map((text) => ({
      c: board(text),
      source: 'lexpath: every 8/8/8 board at distance 13',
      note: 'needs 13 moves',
    })),
  );

  const random = seededRandom(1343);
  const tied: { c: RotationCase; source: string; note: string }[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 200_000 && tied.length < 36; attempt++) {
    // Near-even digit counts, scrambled: ties between digits are common there.
    const counts =
      attempt % 2 === 0
        ? [8, 8, 8]
        : shuffle(
            [8, 8, 8].map((n, i) => n + [1, -1, 0][i]),
            random,
          );
    const cells = shuffle(
      counts.flatMap((n, d) => Array<number>(n).fill(d + 1)),
      random,
    );
    const key = cells.join('');
    if (seen.has(key)) continue;
    const distances = rotation
      .subproblems({ cells })
      .map((sub) => ({ label: sub.label, d: goalDistances(sub.space)[sub.space.rank(sub.start)] }));
    const best = Math.min(...distances.map((x) => x.d));
    const tiedDigits = distances.filter((x) => x.d === best).map((x) => x.label);
    // Two per depth 2-10 and tie size, so the list spans depths and both tie sizes.
    const bucket = `${best}/${tiedDigits.length}`;
    if (tiedDigits.length < 2 || best < 2 || tied.filter((t) => t.note.startsWith(`${bucket} `)).length >= 2) continue;
    seen.add(key);
    tied.push({
      c: { cells },
      source: 'lexpath: seeded, digits tie',
      note: `${bucket} (depth/tied digits): digits ${tiedDigits.join(', ')} all need ${best} moves`,
    });
  }
  write(
    'rotation-digit-ties.json',
    'rotation',
    'Boards where two or three digits need the same fewest moves: ' +
      'the answer is the smallest move string among all of them, not the smallest digit.',
    tied,
  );
}

// Performance corpora (docs/performance.md), in their own folder so verify does not run them by
// default: the inputs behind the published ratios.
{
  let seed = 20261129;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const hard: { c: EightCase; source: string }[] = [];
  const byBlank = Array.from({ length: 9 }, (_, blank) => {
    const distances = goalDistances(eightSpace(blank));
    const ranks: number[] = [];
    for (let rank = 0; rank < distances.length; rank++)
      if (distances[rank] >= 29 && distances[rank] !== 255) ranks.push(rank);
    return ranks;
  });
  for (let i = 0; i < 200; i++) {
    const blank = i % 9; // every goal blank position, in turn
    const ranks = byBlank[blank];
    const rank = ranks[random(ranks.length)];
    // A random relabelling of the tiles, applied to start and goal alike, keeps the distance.
    const tiles = ['1', '2', '3', '4', '5', '6', '7', '8'];
    for (let j = tiles.length - 1; j > 0; j--) {
      const k = random(j + 1);
      [tiles[j], tiles[k]] = [tiles[k], tiles[j]];
    }
    const goal = [...tiles.slice(0, blank), 'X', ...tiles.slice(blank)].join('');
    hard.push({ c: eightCaseAtRank(goal, rank), source: 'lexpath: seeded, distance 29-31' });
  }
  write(
    'performance/eight-hard-200.json',
    'eight',
    '200 pairs at distance 29-31, tiles randomly relabelled, goal blank on every cell in turn (performance target 1).',
    hard,
  );

  const space = rotationSpace(8);
  const distances = goalDistances(space);
  const far = new Set<number>();
  const state = space.newState();
  for (let rank = 0; rank < distances.length; rank++) {
    if (distances[rank] >= 13) {
      space.unrank(rank, state);
      far.add(state[0]);
    }
  }
  // An 8/8/8 board needs 13 moves iff each digit's pattern is 13 or more moves from a full centre.
  const deepest: { c: RotationCase; source: string }[] = [];
  for (const ones of far) {
    for (const twos of far) {
      if (ones & twos || !far.has(0xffffff & ~(ones | twos))) continue;
      const cells = Array.from({ length: 24 }, (_, i) => (ones & (1 << i) ? 1 : twos & (1 << i) ? 2 : 3));
      deepest.push({ c: { cells }, source: 'lexpath: every 8/8/8 board at distance 13' });
    }
  }
  write(
    'performance/rotation-depth-13.json',
    'rotation',
    `All ${deepest.length} boards with eight each of 1, 2, ` +
      `3 that need 13 moves, the most any needs (performance target 3).`,
    deepest,
  );
}
