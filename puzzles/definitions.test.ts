/**
 * The puzzle definitions' case makers and small fields, called directly: random streams (a pure
 * function of seed and index), cases by depth, random judge cases, the exhaustive streams, `--case`
 * and corpus entries, and time allowances, for Eight, Rotation and the sliding puzzles. The shrink
 * steps are tested in harness/verify/counterexamples/shrink.test.ts, the judge formats in judge-format.test.ts,
 * sliding-format.test.ts and output.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalEightGoal, eightSolvable, eightSpace, type EightCase } from './eight/space.js';
import { rotationSpace, type RotationCase } from './rotation/space.js';
import { slidingFamily, slidingSolvable, type SlidingCase } from './sliding/space.js';
import { slideBlank as slideBlankOn } from '../test/plain-sliding.js';
import { goalDistances, Oracle } from '../oracle/oracle.js';
import { EIGHT_CLASS } from './eight/cases.js';
import { eightDefinition } from './eight/definition.js';
import { oracleOf, puzzleDefinition, type AnyPuzzleDefinition } from './index.js';
import type { CorpusFile } from './kit/corpus-entry.js';
import { slidingDefinition } from './sliding/definition.js';
import { rotationDefinition } from './rotation/definition.js';

const eightOracle = new Oracle(eightDefinition.puzzle);
const rotationOracle = new Oracle(rotationDefinition.puzzle);
const key = (c: unknown): string => JSON.stringify(c);
const digitCounts = (c: RotationCase): number[] => [1, 2, 3].map((d) => c.cells.filter((v) => v === d).length);

describe('Eight', () => {
  /** The deepest optimal length from a goal with the blank on each cell (by symmetry class). */
  const deepest = Array.from({ length: 9 }, (_, blank) =>
    goalDistances(eightSpace(EIGHT_CLASS[blank])).reduce((m, d) => (d !== 255 && d > m ? d : m), 0),
  );

  it('random cases are a pure function of seed and index: the same in any order, after other seeds', () => {
    const inOrder = Array.from({ length: 70 }, (_, i) => eightDefinition.randomCase(3, i));
    const shuffled = Array.from({ length: 70 }, (_, k) => {
      const i = (k * 37) % 70;
      eightDefinition.randomCase(4, i); // another seed in between
      return [i, eightDefinition.randomCase(3, i)] as const;
    });
    for (const [i, c] of shuffled) expect(c, `index ${i}`).toEqual(inOrder[i]);
  });

  it(
    'random cases: each block of 32 indices holds every ' + 'optimal depth 0-31 once, the blocks in different orders',
    () => {
      const orders: string[] = [];
      for (let block = 0; block < 3; block++) {
        const depths = Array.from({ length: 32 }, (_, k) =>
          eightOracle.distance(eightDefinition.randomCase(11, block * 32 + k)),
        );
        expect([...depths].sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, d) => d));
        orders.push(depths.join());
      }
      expect(new Set(orders).size).toBe(3);
    },
  );

  it(
    'random cases: goal blank on index mod 9, or the next ' +
      "cell whose goals reach the case's depth; tiles relabelled",
    () => {
      let relabelled = 0;
      for (let i = 0; i < 96; i++) {
        const c = eightDefinition.randomCase(5, i);
        const depth = eightOracle.distance(c);
        let blank = i % 9;
        while (deepest[blank] < depth) blank = (blank + 1) % 9;
        expect(c.goal.indexOf('X'), `index ${i}`).toBe(blank);
        if (c.goal !== canonicalEightGoal(blank)) relabelled++;
      }
      expect(relabelled).toBeGreaterThan(80);
    },
  );

  it(
    'random cases: a 31-move case whose index names the centre ' +
      'blank (its goals reach only 30) takes the next cell, 5',
    () => {
      expect(deepest).toEqual([31, 31, 31, 31, 30, 31, 31, 31, 31]);
      let found = 0;
      for (let i = 4; i < 32 * 40; i += 9) {
        const c = eightDefinition.randomCase(5, i);
        if (eightOracle.distance(c) !== 31) continue;
        expect(c.goal.indexOf('X')).toBe(5);
        found++;
      }
      expect(found).toBeGreaterThan(0);
    },
  );

  it(
    'cases by depth: exactly perDepth cases of exactly each depth asked, ' +
      'from goals of every blank cell, the same for a seed',
    () => {
      const buckets = eightDefinition.depthCases(12, 8, [0, 7, 31]);
      expect(buckets.map((b) => b.depth)).toEqual([0, 7, 31]);
      for (const { depth, cases } of buckets) {
        expect(cases).toHaveLength(12);
        for (const c of cases) expect(eightOracle.distance(c)).toBe(depth);
      }
      const blanks = new Set(buckets[1].cases.map((c) => c.goal.indexOf('X')));
      expect(blanks.size).toBeGreaterThan(3);
      expect(buckets[1].cases.filter((c) => c.goal !== canonicalEightGoal(c.goal.indexOf('X'))).length).toBeGreaterThan(
        6,
      );
      // the starts differ beyond their labels: relabelled to the
      // canonical goal, more than one arrangement per goal blank
      const shapes = new Set(
        buckets[1].cases.map((c) => `${c.goal.indexOf('X')}:${[...c.start].map((ch) => c.goal.indexOf(ch)).join('')}`),
      );
      expect(shapes.size).toBeGreaterThan(new Set(buckets[1].cases.map((c) => c.goal.indexOf('X'))).size);
      expect(eightDefinition.depthCases(12, 8, [0, 7, 31])).toEqual(buckets);
      expect(eightDefinition.depthCases(12, 9, [7])[0].cases).not.toEqual(buckets[1].cases);
    },
  );

  it('cases by depth: every depth 0-31 when none are named, and none for a depth no case has', () => {
    const all = eightDefinition.depthCases(1, 2);
    expect(all.map((b) => b.depth)).toEqual(Array.from({ length: 32 }, (_, d) => d));
    for (const { depth, cases } of all) expect(cases.map((c) => eightOracle.distance(c))).toEqual([depth]);
    expect(eightDefinition.depthCases(3, 2, [32])).toEqual([{ depth: 32, cases: [] }]);
  });

  it('random judge cases: as many solvable pairs as asked, the same for a seed; none for 0 or fewer', () => {
    const cases = eightDefinition.randomJudgeCases(6, 21);
    expect(cases).toHaveLength(6);
    for (const c of cases) expect(eightSolvable(c)).toBe(true);
    expect(new Set(cases.map(key)).size).toBe(6);
    expect(eightDefinition.randomJudgeCases(6, 21)).toEqual(cases);
    expect(eightDefinition.randomJudgeCases(0, 21)).toEqual([]);
    expect(eightDefinition.randomJudgeCases(-2, 21)).toEqual([]);
  });

  it(
    'the exhaustive stream: 9 x 181,440 cases, blocks of 181,440 ' +
      'per goal blank, each block starting with its solved case',
    () => {
      const { exhaustive } = eightDefinition;
      expect(exhaustive?.count).toBe(9 * 181_440);
      expect(exhaustive?.perSpace).toBe(181_440);
      expect(exhaustive!.caseAt(2 * 181_440)).toEqual({ start: canonicalEightGoal(2), goal: canonicalEightGoal(2) });
      const last = exhaustive!.caseAt(3 * 181_440 - 1);
      expect(last.goal).toBe(canonicalEightGoal(2));
      expect(eightOracle.distance(last)).toBeLessThan(255);
    },
  );

  it('--case and corpus entries', () => {
    const c: EightCase = { start: '12X453786', goal: '12345678X' };
    expect(eightDefinition.caseInput('  12X453786 \t 12345678X \n')).toBe('1\n12X453786\n12345678X\n');
    expect(() => eightDefinition.caseInput('12X453786')).toThrow(/^expected "START GOAL", got 1 field$/);
    expect(() => eightDefinition.caseInput('a b c')).toThrow('expected "START GOAL", got 3 fields');
    expect(eightDefinition.parseInput(eightDefinition.caseInput(eightDefinition.caseText(c)))).toEqual([c]);
    expect(eightDefinition.caseText(c)).toBe('12X453786 12345678X');
    expect(eightDefinition.describeCase(c)).toBe('12X453786 -> 12345678X');
    expect(eightDefinition.entryToCase({ start: c.start, goal: c.goal, answer: 'dd', source: 's' })).toEqual(c);
    expect(eightDefinition.entryToCase({ start: c.start, answer: 'dd', source: 's' })).toEqual({
      start: c.start,
      goal: '',
    });
    expect(eightDefinition.caseToEntry(c, { moves: 'dd', label: 0 }, 'src')).toEqual({
      start: c.start,
      goal: c.goal,
      answer: 'dd',
      source: 'src',
    });
    expect(eightDefinition.caseToEntry(c, { moves: 'dd', label: 0 }, 'src', 'why')).toEqual({
      start: c.start,
      goal: c.goal,
      answer: 'dd',
      source: 'src',
      note: 'why',
    });
  });

  it('judge input and output go through the judge format', () => {
    const cases: EightCase[] = [{ start: '12X453786', goal: '12345678X' }];
    expect(eightDefinition.formatInput(cases)).toBe('1\n12X453786\n12345678X\n');
    expect(eightDefinition.parseInput('1\n12X453786\n12345678X\n')).toEqual(cases);
    expect(eightDefinition.formatOutput([{ moves: 'dd', label: 0 }])).toBe('Case 1: 2\ndd\n');
    expect(eightDefinition.parseOutput('Case 1: 0\nCase 2: 1\nd\n', 2, 'lenient').error).toBeNull();
    expect(eightDefinition.parseOutput('Case 1: 0\nCase 2: 1\nd\n', 2, 'strict').error).not.toBeNull();
  });

  it('allows a twentieth of the reference time per case', () => {
    expect(eightDefinition.allowanceFactor(31)).toBe(1 / 20);
  });
});

describe('Rotation', () => {
  const table = goalDistances(rotationSpace(8));
  const deepestPattern = table.reduce((m, d) => (d !== 255 && d > m ? d : m), 0);

  it('random cases are a pure function of seed and index', () => {
    const inOrder = Array.from({ length: 20 }, (_, i) => rotationDefinition.randomCase(6, i));
    for (let k = 19; k >= 0; k--) {
      rotationDefinition.randomCase(7, k);
      expect(rotationDefinition.randomCase(6, k)).toEqual(inOrder[k]);
    }
    expect(new Set(inOrder.map(key)).size).toBeGreaterThan(15);
  });

  it('cases by depth: exactly perDepth 8/8/8 boards of exactly each depth asked, the same for a seed', () => {
    const buckets = rotationDefinition.depthCases(4, 12, [0, 3, 8]);
    expect(buckets.map((b) => b.depth)).toEqual([0, 3, 8]);
    for (const { depth, cases } of buckets) {
      expect(cases).toHaveLength(4);
      for (const c of cases) {
        expect(rotationOracle.distance(c)).toBe(depth);
        expect(digitCounts(c)).toEqual([8, 8, 8]);
      }
      expect(new Set(cases.map(key)).size).toBe(4);
    }
    // not one digit pattern shared by every board of a bucket
    const masks = (c: RotationCase): number[] =>
      [1, 2, 3].map((d) => c.cells.reduce((m, v, cell) => (v === d ? m | (1 << cell) : m), 0));
    const shared = masks(buckets[2].cases[0]).filter((m) => buckets[2].cases.every((c) => masks(c).includes(m)));
    expect(shared).toEqual([]);
    expect(rotationDefinition.depthCases(4, 12, [0, 3, 8])).toEqual(buckets);
    expect(rotationDefinition.depthCases(4, 13, [8])[0].cases).not.toEqual(buckets[2].cases);
  });

  it('cases by depth: the deepest levels, where only the pair search finds boards', () => {
    const [twelve, thirteen] = rotationDefinition.depthCases(3, 14, [12, 13]);
    for (const [depth, bucket] of [
      [12, twelve],
      [13, thirteen],
    ] as const) {
      expect(bucket.depth).toBe(depth);
      expect(bucket.cases).toHaveLength(3);
      for (const c of bucket.cases) {
        expect(rotationOracle.distance(c)).toBe(depth);
        expect(digitCounts(c)).toEqual([8, 8, 8]);
      }
    }
  });

  it('cases by depth: none for a depth beyond every pattern', () => {
    expect(rotationDefinition.depthCases(2, 1, [deepestPattern + 1])).toEqual([
      { depth: deepestPattern + 1, cases: [] },
    ]);
  });

  it(
    'cases by depth: the pair search keeps its first pattern at exactly ' +
      'the depth (no 13-move boards among 12s), at most 4 boards a pattern',
    () => {
      const masks = (c: RotationCase): number[] =>
        [1, 2, 3].map((d) => c.cells.reduce((m, v, cell) => (v === d ? m | (1 << cell) : m), 0));
      const [twelve] = rotationDefinition.depthCases(24, 15, [12]);
      expect(twelve.cases).toHaveLength(24);
      for (const c of twelve.cases) expect(rotationOracle.distance(c)).toBe(12);
      const [thirteen] = rotationDefinition.depthCases(10, 15, [13]);
      const uses = new Map<number, number>();
      for (const c of thirteen.cases) for (const m of masks(c)) uses.set(m, (uses.get(m) ?? 0) + 1);
      expect(Math.max(...uses.values())).toBeLessThanOrEqual(4);
    },
  );

  it('cases by depth: a level for each pattern depth below the deepest when none are named', () => {
    const all = rotationDefinition.depthCases(0, 1);
    expect(all.map((b) => b.depth)).toEqual(Array.from({ length: deepestPattern }, (_, d) => d));
    for (const b of all) expect(b.cases).toEqual([]);
  });

  it('random judge cases: as many 8/8/8 boards as asked, the same for a seed; none for 0 or fewer', () => {
    const cases = rotationDefinition.randomJudgeCases(5, 3);
    expect(cases).toHaveLength(5);
    for (const c of cases) expect(digitCounts(c)).toEqual([8, 8, 8]);
    expect(rotationDefinition.randomJudgeCases(5, 3)).toEqual(cases);
    expect(rotationDefinition.randomJudgeCases(0, 3)).toEqual([]);
    expect(rotationDefinition.randomJudgeCases(-1, 3)).toEqual([]);
  });

  it(
    'the exhaustive stream: digit 1 on each 8-cell placement; ' +
      "the split of 2s and 3s leaves digit 1's distance the answer where one allows it",
    () => {
      expect(rotationDefinition.exhaustive?.count).toBe(735_471);
      const space = rotationSpace(8);
      const state = space.newState();
      const maskDistance = (mask: number): number => {
        state[0] = mask;
        return table[space.rank(state)];
      };
      let checked = 0;
      for (let k = 0; k < 735_471; k += 4_999) {
        const c = rotationDefinition.exhaustive!.caseAt(k);
        expect(digitCounts(c)).toEqual([8, 8, 8]);
        const masks = [1, 2, 3].map((d) => c.cells.reduce((m, v, cell) => (v === d ? m | (1 << cell) : m), 0));
        space.unrank(k, state);
        expect(masks[0]).toBe(state[0]);
        // the board's answer is its nearest digit; the split is the best
        // of the ones tried, so it is digit 1's whenever it ties or loses
        expect(rotationOracle.distance(c)).toBe(Math.min(...masks.map(maskDistance)));
        if (table[k] <= 9) expect(rotationOracle.distance(c), `placement ${k}`).toBe(table[k]);
        checked++;
      }
      expect(checked).toBeGreaterThan(100);
    },
  );

  /**
   * Digit 1's cells of exhaustive placement `k`, and the best any split
   * of the other 16 cells into 2s and 3s can do (the nearer of the two).
   */
  function placement(k: number): { depth: number; bestSplit: number } {
    const space = rotationSpace(8);
    const state = space.newState();
    const maskDistance = (mask: number): number => {
      state[0] = mask;
      return table[space.rank(state)];
    };
    space.unrank(k, state);
    const ones = state[0];
    const free = Array.from({ length: 24 }, (_, cell) => cell).filter((cell) => !(ones & (1 << cell)));
    let bestSplit = -1;
    for (let m = 0; m < 1 << 16; m++) {
      let twos = 0;
      let count = 0;
      for (let i = 0; i < 16; i++) {
        if (!(m & (1 << i))) continue;
        twos |= 1 << free[i];
        count++;
      }
      if (count === 8)
        bestSplit = Math.max(bestSplit, Math.min(maskDistance(twos), maskDistance(~(ones | twos) & 0xffffff)));
    }
    return { depth: table[k], bestSplit };
  }

  it('the exhaustive stream: placements of depth 0 and 1 get a full 8/8/8 board too', () => {
    const zero = table.indexOf(0);
    const one = table.indexOf(1);
    for (const k of [zero, one]) {
      const c = rotationDefinition.exhaustive!.caseAt(k);
      expect(digitCounts(c)).toEqual([8, 8, 8]);
      expect(rotationOracle.distance(c)).toBe(table[k]);
    }
  });

  it(
    'the exhaustive stream: deep placements (11 moves here) ' +
      'get more splits tried, so digit 1 decides where a split allows',
    () => {
      // Placements 18, 24 and 27 need 11 moves; a split of 2s and 3s that keeps both at 11 or more
      // exists for each, but the seeded tries find it only after more than 48 of them.
      for (const k of [18, 24, 27]) {
        const { depth, bestSplit } = placement(k);
        expect(depth).toBe(11);
        expect(bestSplit).toBeGreaterThanOrEqual(11);
        expect(rotationOracle.distance(rotationDefinition.exhaustive!.caseAt(k)), `placement ${k}`).toBe(11);
      }
    },
  );

  it('the exhaustive stream: where no split lets digit 1 decide, the board is as deep as the best split', () => {
    for (const k of [11, 17, 61]) {
      const { depth, bestSplit } = placement(k);
      expect(bestSplit).toBeLessThan(depth);
      const c = rotationDefinition.exhaustive!.caseAt(k);
      expect(digitCounts(c)).toEqual([8, 8, 8]);
      expect(rotationOracle.distance(c), `placement ${k}`).toBe(bestSplit);
    }
  });

  it("--case and corpus entries: the centre digit is the entry's label", () => {
    const text = '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3';
    const c: RotationCase = { cells: text.split(' ').map(Number) };
    expect(rotationDefinition.caseInput(`  ${text.replace(/ /g, ' \t ')} \n`)).toBe(`${text}\n0\n`);
    expect(rotationDefinition.caseText(c)).toBe(text);
    expect(rotationDefinition.describeCase(c)).toBe(text);
    expect(
      rotationDefinition.entryToCase({ start: ` ${text.replace(/ /g, '  ')} `, answer: 'AC', source: 's' }),
    ).toEqual(c);
    expect(rotationDefinition.caseToEntry(c, { moves: 'AC', label: 2 }, 'src')).toEqual({
      start: text,
      answer: 'AC',
      centre: 2,
      source: 'src',
    });
    expect(rotationDefinition.caseToEntry(c, { moves: '', label: 3 }, 'src', 'why')).toEqual({
      start: text,
      answer: '',
      centre: 3,
      source: 'src',
      note: 'why',
    });
  });

  it('judge input and output go through the judge format', () => {
    const c: RotationCase = { cells: '1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3'.split(' ').map(Number) };
    expect(rotationDefinition.parseInput(rotationDefinition.formatInput([c]))).toEqual([c]);
    expect(rotationDefinition.formatOutput([{ moves: '', label: 2 }])).toBe('No moves needed\n2\n');
    expect(rotationDefinition.parseOutput('AC\n2\n\nB\n1\n', 2, 'lenient').error).toBeNull();
    expect(rotationDefinition.parseOutput('AC\n2\n\nB\n1\n', 2, 'strict').error).not.toBeNull();
  });

  it('allows 15 times the reference time for 13 moves, 2.5 times for 12, a twentieth below', () => {
    expect([14, 13, 12, 11, 0].map((d) => rotationDefinition.allowanceFactor(d))).toEqual([
      15,
      15,
      2.5,
      1 / 20,
      1 / 20,
    ]);
  });
});

describe('sliding puzzles', () => {
  // Each test builds its definitions itself: what a definition computes when it is made (sizes,
  // strings, defaults, the exhaustive stream) is then made while the test runs.
  const oracle2x3 = oracleOf(puzzleDefinition('slide-2x3'));
  const board2x3 = slidingFamily(2, 3).board;
  /** The canonical goal of an n-cell board with the blank on `blank`. */
  const canonical = (n: number, blank: number): number[] => {
    const goal = Array.from({ length: n - 1 }, (_, i) => i + 1);
    goal.splice(blank, 0, 0);
    return goal;
  };

  it('the deepest generated case: 21 moves on 2x3, 31 on 3x3 (from the tables), 36 on 4x4 (walks)', () => {
    const def2x3 = slidingDefinition(2, 3);
    expect(def2x3.maxDepth).toBe(21);
    expect(slidingDefinition(3, 3).maxDepth).toBe(31);
    expect(slidingDefinition(4, 4).maxDepth).toBe(36);
  });

  it(
    'random cases: walks from seeded goals, a pure function ' +
      'of seed and index, of at most index mod 145 moves on 2x3',
    () => {
      const def2x3 = slidingDefinition(2, 3);
      const inOrder = Array.from({ length: 30 }, (_, i) => def2x3.randomCase(4, i * 7) as SlidingCase);
      for (let k = 29; k >= 0; k--) {
        def2x3.randomCase(5, k * 7);
        expect(def2x3.randomCase(4, k * 7)).toEqual(inOrder[k]);
      }
      inOrder.forEach((c, k) => {
        const length = (k * 7) % 145;
        const distance = oracle2x3.distance(c);
        expect(distance).toBeLessThanOrEqual(length);
        expect((length - distance) % 2).toBe(0);
      });
      expect(inOrder[0]).toEqual({ start: inOrder[0].goal, goal: inOrder[0].goal });
      expect(new Set(inOrder.map((c) => c.goal.join())).size).toBeGreaterThan(20);
    },
  );

  it(
    'random cases: the walk length cycles over 0..144 on 2x3 ' +
      '(index 145 is a walk of 0 moves), and walks reach deep cases',
    () => {
      const def2x3 = slidingDefinition(2, 3);
      expect(def2x3.randomCase(4, 145)).toEqual({
        start: (def2x3.randomCase(4, 145) as SlidingCase).goal,
        goal: (def2x3.randomCase(4, 145) as SlidingCase).goal,
      });
      const distances = Array.from({ length: 30 }, (_, k) => oracle2x3.distance(def2x3.randomCase(4, 100 + k)));
      expect(Math.max(...distances)).toBeGreaterThan(12);
    },
  );

  it('random walks move the blank anywhere: into cell 0, and right on the first move', () => {
    const def2x3 = slidingDefinition(2, 3);
    const starts = Array.from({ length: 40 }, (_, k) => def2x3.randomCase(9, 1 + k * 5) as SlidingCase);
    expect(starts.some((c) => c.start[0] === 0 && c.goal[0] !== 0)).toBe(true);
    const firstRight = Array.from({ length: 40 }, (_, seed) => def2x3.randomCase(seed, 1) as SlidingCase).filter(
      (c) => {
        const right = slideBlankOn(board2x3, c.goal, 2);
        return right !== null && key(right) === key(c.start);
      },
    );
    expect(firstRight.length).toBeGreaterThan(0);
  });

  it('random walks without tables: lengths cycle over 0..56 on 4x4 and 0..44 on larger boards', () => {
    const solved = (c: SlidingCase): boolean => key(c.start) === key(c.goal);
    const fifteen = slidingDefinition(4, 4);
    expect([56, 57].map((i) => solved(fifteen.randomCase(2, i) as SlidingCase))).toEqual([false, true]);
    const big = slidingDefinition(5, 5);
    expect([44, 45].map((i) => solved(big.randomCase(2, i) as SlidingCase))).toEqual([false, true]);
  });

  it('cases by depth without tables: a bucket for each depth 0-36 when none are named', () => {
    expect(
      slidingDefinition(4, 4)
        .depthCases(0, 1)
        .map((b) => [b.depth, b.cases.length]),
    ).toEqual(Array.from({ length: 37 }, (_, d) => [d, 0]));
  });

  it('random walks never undo their last move: 2-move walks on 4x4 are 2 moves away', () => {
    const fifteen = slidingDefinition(4, 4);
    const oracle15 = oracleOf(fifteen);
    for (let seed = 1; seed <= 20; seed++) {
      const c = fifteen.randomCase(seed, 2) as SlidingCase; // index 2: a walk of 2 moves
      expect(oracle15.distance(c), `seed ${seed}`).toBe(2);
    }
  });

  it('random judge cases: as many solvable pairs as asked, the same for a seed; none for 0 or fewer', () => {
    const def2x3 = slidingDefinition(2, 3);
    const cases = def2x3.randomJudgeCases(40, 17) as SlidingCase[];
    expect(cases).toHaveLength(40);
    for (const c of cases) {
      expect(slidingSolvable(board2x3, c)).toBe(true);
      expect([...c.start].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect([...c.goal].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    }
    expect(new Set(cases.map(key)).size).toBe(40);
    expect(def2x3.randomJudgeCases(40, 17)).toEqual(cases);
    expect(def2x3.randomJudgeCases(0, 17)).toEqual([]);
    expect(def2x3.randomJudgeCases(-3, 17)).toEqual([]);
  });

  it(
    'cases by depth (tables): exactly perDepth cases of each depth asked, ' +
      'the same for a seed; all depths 0-21 when none are named',
    () => {
      const def2x3 = slidingDefinition(2, 3);
      const buckets = def2x3.depthCases(5, 3, [0, 9, 21, 22]);
      expect(buckets.map((b) => [b.depth, b.cases.length])).toEqual([
        [0, 5],
        [9, 5],
        [21, 5],
        [22, 0],
      ]);
      for (const { depth, cases } of buckets) for (const c of cases) expect(oracle2x3.distance(c)).toBe(depth);
      expect(new Set(buckets[1].cases.map((c) => (c as SlidingCase).goal.indexOf(0))).size).toBeGreaterThan(1);
      const nine = def2x3.depthCases(16, 3, [9])[0].cases as SlidingCase[];
      const shapes = new Set(nine.map((c) => c.start.map((tile) => c.goal.indexOf(tile)).join()));
      expect(shapes.size).toBeGreaterThan(new Set(nine.map((c) => c.goal.indexOf(0))).size);
      expect(def2x3.depthCases(5, 3, [0, 9, 21, 22])).toEqual(buckets);
      const all = def2x3.depthCases(1, 3);
      expect(all.map((b) => b.depth)).toEqual(Array.from({ length: 22 }, (_, d) => d));
      for (const { depth, cases } of all) expect(cases.map((c) => oracle2x3.distance(c))).toEqual([depth]);
    },
  );

  it('cases by depth (no tables, 4x4): walks kept at the depth the oracle gives them, the same for a seed', () => {
    const fifteen = slidingDefinition(4, 4);
    const oracle15 = oracleOf(fifteen);
    const buckets = fifteen.depthCases(3, 5, [0, 4, 9]);
    expect(buckets.map((b) => [b.depth, b.cases.length])).toEqual([
      [0, 3],
      [4, 3],
      [9, 3],
    ]);
    for (const { depth, cases } of buckets) for (const c of cases) expect(oracle15.distance(c)).toBe(depth);
    expect(fifteen.depthCases(3, 5, [0, 4, 9])).toEqual(buckets);
  });

  it('cases by depth (no tables, 4x4): a bucket of 60 four-move cases is filled (50 walks per case wanted)', () => {
    const [four] = slidingDefinition(4, 4).depthCases(60, 6, [4]);
    expect(four.cases).toHaveLength(60);
  });

  it('the exhaustive stream (2x3): every solvable start for each canonical goal, 360 per goal blank', () => {
    const def2x3 = slidingDefinition(2, 3);
    const exhaustive = def2x3.exhaustive!;
    expect(exhaustive.count).toBe(6 * 360);
    expect(exhaustive.perSpace).toBe(360);
    const seen = new Set<string>();
    for (let i = 0; i < exhaustive.count; i++) {
      const c = exhaustive.caseAt(i) as SlidingCase;
      expect(c.goal).toEqual(canonical(6, Math.floor(i / 360)));
      expect(oracle2x3.distance(c)).toBeLessThan(255);
      seen.add(key(c));
    }
    expect(seen.size).toBe(6 * 360);
    expect(exhaustive.caseAt(360)).toEqual({ start: canonical(6, 1), goal: canonical(6, 1) });
    expect(exhaustive.meaning).toBe('every slide-2x3 case up to tile labels (6 goal blank positions x 360 starts)');
    expect(slidingDefinition(4, 4).exhaustive).toBeUndefined();
  });

  it('--case and corpus entries', () => {
    const def2x3 = slidingDefinition(2, 3);
    const c: SlidingCase = { start: [1, 2, 3, 4, 0, 5], goal: [1, 2, 3, 4, 5, 0] };
    expect(def2x3.caseInput(' 1 2 3 4 0 5/1 2 3 4 5 0 ')).toBe('1\n1 2 3 4 0 5\n1 2 3 4 5 0\n');
    expect(def2x3.parseInput(def2x3.caseInput(def2x3.caseText(c)))).toEqual([c]);
    expect(() => def2x3.caseInput('1 2 3 4 0 5 / 1 2 3 4 5')).toThrow(
      'expected "START / GOAL" with 6 numbers each, got 11 fields',
    );
    expect(def2x3.caseText(c)).toBe('1 2 3 4 0 5 / 1 2 3 4 5 0');
    expect(def2x3.describeCase(c)).toBe('1 2 3 4 0 5 -> 1 2 3 4 5 0');
    expect(def2x3.caseSyntax).toBe(
      'START / GOAL: 6 numbers 0-5 each, row by row, 0 the blank (e.g. "1 0 2 3 4 5 / 0 1 2 3 4 5")',
    );
    expect(def2x3.entryToCase({ start: ' 1 2 3  4 0 5', goal: '1  2 3 4 5\t0 ', answer: 'r', source: 's' })).toEqual(c);
    expect(def2x3.entryToCase({ start: '1 2 3 4 0 5', answer: 'r', source: 's' })).toEqual({
      start: c.start,
      goal: [0],
    });
    expect(def2x3.caseToEntry(c, { moves: 'r', label: 0 }, 'src')).toEqual({
      start: '1 2 3 4 0 5',
      goal: '1 2 3 4 5 0',
      answer: 'r',
      source: 'src',
    });
    expect(def2x3.caseToEntry(c, { moves: 'r', label: 0 }, 'src', 'why')).toMatchObject({ note: 'why' });
    expect(def2x3.summary).toBe(
      '2x3 board, tiles 1-5 and the blank 0, any start and goal; ' +
        'letters d<l<r<u name where the blank goes; output Case x: n and the moves',
    );
  });

  it(
    'output and allowances: Case x: n output; a twentieth with tables, ' +
      'on 4x4 a quarter below 40 moves, the whole time from 40, 3x from 60',
    () => {
      const def2x3 = slidingDefinition(2, 3);
      expect(def2x3.formatOutput([{ moves: 'r', label: 0 }])).toBe('Case 1: 1\nr\n');
      expect(def2x3.parseOutput('Case 1: 0\nCase 2: 1\nd\n', 2, 'lenient').error).toBeNull();
      expect(def2x3.parseOutput('Case 1: 0\nCase 2: 1\nd\n', 2, 'strict').error).not.toBeNull();
      expect(def2x3.allowanceFactor(21)).toBe(1 / 20);
      const fifteen = slidingDefinition(4, 4);
      expect([39, 40, 59, 60, 69, 70, 80].map((d) => fifteen.allowanceFactor(d))).toEqual([1 / 4, 3, 3, 5, 5, 15, 15]);
    },
  );

  it("tables up to 2x5 (10! states a goal blank), an exhaustive stream up to 3x3, Korf's 100 for 4x4 only", () => {
    const def2x3 = slidingDefinition(2, 3);
    expect(slidingDefinition(2, 5).defaults).toEqual({ randomCases: 300, batchSize: 200 });
    expect(slidingDefinition(2, 5).allowanceFactor(45)).toBe(1 / 20);
    expect(slidingDefinition(2, 5).exhaustive).toBeUndefined();
    expect(slidingDefinition(3, 3).exhaustive?.count).toBe(9 * 181_440);
    expect(slidingDefinition(3, 3).exhaustive?.perSpace).toBe(181_440);
    expect(slidingDefinition(4, 4).published?.instances).toBe("Korf's 100");
    expect(slidingDefinition(2, 4).published).toBeUndefined();
    expect(slidingDefinition(4, 2).published).toBeUndefined();
    expect(def2x3.published).toBeUndefined();
    expect(def2x3.labelled).toBe(false);
  });

  it(
    'defaults: tables allow 300 random cases in batches of 200; 4x4 100 in batches of 50, ' +
      '20 s to start, twice the nightly weight, a reference night figure',
    () => {
      const def2x3 = slidingDefinition(2, 3);
      expect(def2x3.defaults).toEqual({ randomCases: 300, batchSize: 200 });
      expect(slidingDefinition(4, 4).defaults).toEqual({
        randomCases: 100,
        batchSize: 50,
        startupMs: 20_000,
        nightlyWeight: 2,
        nightlyListedMs: 10_000,
      });
      expect(slidingDefinition(5, 5).defaults).toMatchObject({ randomCases: 40, batchSize: 50 });
      expect(slidingDefinition(5, 5).defaults.nightlyListedMs).toBeUndefined();
    },
  );
});

describe('judge contracts (what the judge promises of its input beyond the rules)', () => {
  const CORPORA = fileURLToPath(new URL('../corpora/', import.meta.url));
  const corpusCases = (puzzle: AnyPuzzleDefinition, file: string): unknown[] =>
    (JSON.parse(readFileSync(join(CORPORA, file), 'utf8')) as CorpusFile).cases.map((e) => puzzle.entryToCase(e));
  const beyond = (puzzle: AnyPuzzleDefinition, file: string): number =>
    corpusCases(puzzle, file).filter((c) => !puzzle.contract!.holds(c)).length;

  it('every built-in puzzle states one, in one line', () => {
    for (const puzzle of [eightDefinition, rotationDefinition, slidingDefinition(4, 4), slidingDefinition(2, 3)]) {
      expect(puzzle.contract?.description, puzzle.name).toMatch(/^[^\n]+$/);
    }
  });

  it('Rotation: exactly the boards with eight each of 1, 2 and 3', () => {
    const holds = (cells: number[]) => rotationDefinition.contract!.holds({ cells });
    expect(holds(Array.from({ length: 24 }, (_, i) => 1 + (i % 3)))).toBe(true);
    expect(holds([...Array<number>(10).fill(1), ...Array<number>(6).fill(2), ...Array<number>(8).fill(3)])).toBe(false);
    expect(holds(Array<number>(24).fill(2))).toBe(false);
  });

  it('Rotation: the listed boards beyond it are the three counterexamples and 9 of the 28 digit ties', () => {
    expect(beyond(rotationDefinition, 'rotation-counterexamples.json')).toBe(3);
    expect(beyond(rotationDefinition, 'rotation-digit-ties.json')).toBe(9);
    for (const file of readdirSync(CORPORA).filter((f) => /^rotation-(judge|depths|thirteen)/.test(f)))
      expect(beyond(rotationDefinition, file), file).toBe(0);
  });

  it('Eight II and the 15-puzzle: every listed case is within it (the format refuses the others)', () => {
    for (const file of readdirSync(CORPORA).filter((f) => f.endsWith('.json'))) {
      const puzzle = file.startsWith('eight')
        ? eightDefinition
        : file.startsWith('fifteen')
          ? puzzleDefinition('fifteen')
          : null;
      if (puzzle) expect(beyond(puzzle, file), file).toBe(0);
    }
  });

  it("Rotation's exhaustive boards and its shrink steps stay within it", () => {
    const holds = (c: RotationCase) => rotationDefinition.contract!.holds(c);
    for (const index of [0, 1, 77_777, 735_470]) expect(holds(rotationDefinition.exhaustive!.caseAt(index))).toBe(true);
    const small = [0, 1, 2].flatMap((n) => rotationDefinition.smallCases(rotationOracle, n));
    for (const step of small) expect(holds(step), step.cells.join(' ')).toBe(true);
    for (const c of rotationDefinition.randomJudgeCases(20, 9)) {
      const moves = rotationOracle.expected(c)!.moves;
      const steps = [
        ...rotationDefinition.neighbours(c),
        ...Array.from({ length: moves.length }, (_, n) => rotationDefinition.subCases(c, moves, n)).flat(),
      ];
      for (const step of steps) expect(holds(step), c.cells.join(' ')).toBe(true);
    }
  });
});
