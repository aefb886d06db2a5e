/** The helpers every search shares: answer order, letters, outcomes. */
import { describe, expect, it } from 'vitest';
import { compareMoveSequences, emptyStats, found, movesToString, notFound } from './space.js';
import { eightSpace } from '../puzzles/eight/space.js';

describe('compareMoveSequences', () => {
  it('orders a shorter sequence first, whatever its moves', () => {
    expect(compareMoveSequences([3, 3], [0, 0, 0])).toBeLessThan(0);
    expect(compareMoveSequences([0, 0, 0], [3, 3])).toBeGreaterThan(0);
  });

  it('orders equal lengths by the first differing move', () => {
    expect(compareMoveSequences([1, 0, 3], [1, 2, 0])).toBeLessThan(0);
    expect(compareMoveSequences([1, 2, 0], [1, 0, 3])).toBeGreaterThan(0);
  });

  it('is 0 for equal sequences, typed arrays or not', () => {
    expect(compareMoveSequences(Uint8Array.of(2, 1), [2, 1])).toBe(0);
    expect(compareMoveSequences([], [])).toBe(0);
  });
});

describe('outcomes and letters', () => {
  it('movesToString spells move indices with the space letters', () => {
    expect(movesToString(eightSpace(8), [3, 2, 1, 0])).toBe('urld');
    expect(movesToString(eightSpace(8), [])).toBe('');
  });

  it('found copies the moves into a Uint8Array and keeps the stats', () => {
    const stats = { expanded: 4, generated: 9 };
    const moves = [1, 2];
    const outcome = found(moves, stats);
    moves[0] = 3;
    expect(outcome).toEqual({ found: true, moves: Uint8Array.of(1, 2), stats });
  });

  it('notFound keeps the stats; emptyStats counts nothing', () => {
    expect(emptyStats()).toEqual({ expanded: 0, generated: 0 });
    expect(notFound({ expanded: 1, generated: 2 })).toEqual({ found: false, stats: { expanded: 1, generated: 2 } });
  });
});
