/** Case streams: every case made from (stream, index) alone; the exhaustive streams cover what they claim. */
import { describe, expect, it } from 'vitest';
import { eightDefinition as eightFormat } from '../../../puzzles/eight/definition.js';
import { rotationDefinition as rotationFormat } from '../../../puzzles/rotation/definition.js';
import { goalDistances, Oracle } from '../../../oracle/oracle.js';
import { rotationSpace, type RotationCase } from '../../../puzzles/rotation/space.js';
import type { EightCase } from '../../../puzzles/eight/space.js';
import { EXHAUSTIVE_CASES, shardSlice, sliceIndex, streamCase, type CaseStream } from './streams.js';

const eightOracle = new Oracle<unknown>(eightFormat.puzzle);
const rotationOracle = new Oracle<unknown>(rotationFormat.puzzle);
const eightAll: CaseStream = { kind: 'exhaustive', puzzle: 'eight' };
const rotationAll: CaseStream = { kind: 'exhaustive', puzzle: 'rotation' };

describe('the exhaustive Eight stream', () => {
  it('holds 9 x 181,440 cases', () => {
    expect(EXHAUSTIVE_CASES.eight).toBe(1_632_960);
  });

  it('gives 181,440 distinct solvable starts for one goal blank position', () => {
    const starts = new Set<string>();
    for (let k = 4 * 181_440; k < 5 * 181_440; k++) {
      const c = streamCase(eightFormat, eightAll, k) as EightCase;
      expect(c.goal).toBe('1234X5678');
      starts.add(c.start);
    }
    expect(starts.size).toBe(181_440);
    expect(eightOracle.distance(streamCase(eightFormat, eightAll, 5 * 181_440 - 1))).toBeLessThan(255);
  });

  it('starts each goal blank position with its zero-move case', () => {
    for (let blank = 0; blank < 9; blank++) {
      const c = streamCase(eightFormat, eightAll, blank * 181_440) as EightCase;
      expect(c.goal.indexOf('X')).toBe(blank);
      expect(c.start).toBe(c.goal);
    }
  });
});

describe('the exhaustive Rotation stream', () => {
  const table = goalDistances(rotationSpace(8));

  it('puts digit 1 on the k-th 8-cell placement, with eight 2s and eight 3s', () => {
    const space = rotationSpace(8);
    const state = space.newState();
    for (const k of [0, 1, 12_345, 735_470]) {
      const c = streamCase(rotationFormat, rotationAll, k) as RotationCase;
      space.unrank(k, state);
      const ones = c.cells.reduce((mask, digit, cell) => (digit === 1 ? mask | (1 << cell) : mask), 0);
      expect(ones).toBe(state[0]);
      expect(c.cells.filter((d) => d === 2).length).toBe(8);
      expect(c.cells.filter((d) => d === 3).length).toBe(8);
    }
  });

  it('lets digit 1 decide the answer where its pattern is not deep', () => {
    for (let k = 0; k < 735_471; k += 7_919) {
      if (table[k] > 9) continue;
      expect(rotationOracle.distance(streamCase(rotationFormat, rotationAll, k)), `placement ${k}`).toBe(table[k]);
    }
  });
});

describe('random streams', () => {
  it('make case i from the seed and i alone', () => {
    const stream: CaseStream = { kind: 'random', puzzle: 'rotation', seed: 5 };
    expect(streamCase(rotationFormat, stream, 40)).toEqual(streamCase(rotationFormat, stream, 40));
    expect(streamCase(rotationFormat, stream, 40)).not.toEqual(streamCase(rotationFormat, stream, 41));
  });
});

describe("an outside program's random stream (within the judge's contract)", () => {
  const ordinary: CaseStream = { kind: 'random', puzzle: 'rotation', seed: 5 };
  const within: CaseStream = { ...ordinary, withinContract: true };
  const eightOfEach = (c: unknown): boolean => rotationFormat.contract!.holds(c as RotationCase);

  it('holds only boards with eight of each digit, the ordinary ones wherever those already do', () => {
    const indices = Array.from({ length: 200 }, (_, i) => i);
    const redrawn = indices.filter((i) => !eightOfEach(streamCase(rotationFormat, ordinary, i)));
    expect(redrawn.length).toBeGreaterThan(20); // the recoloured boards
    for (const i of indices) {
      const c = streamCase(rotationFormat, within, i);
      expect(eightOfEach(c), `index ${i}`).toBe(true);
      if (!redrawn.includes(i)) expect(c).toEqual(streamCase(rotationFormat, ordinary, i));
    }
  });

  it('is a pure function of seed and index too', () => {
    expect(streamCase(rotationFormat, within, 7)).toEqual(streamCase(rotationFormat, within, 7));
    expect(streamCase(rotationFormat, within, 7)).not.toEqual(streamCase(rotationFormat, within, 8));
  });
});

describe('shard slices', () => {
  it('split a stream into disjoint parts that cover it', () => {
    const seen: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const slice = shardSlice(eightAll, 10, { index: i, count: 3 });
      for (let p = 0; p < slice.count; p++) seen.push(sliceIndex(slice, p));
    }
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
