import { describe, expect, it } from 'vitest';
import { median, round, roundDecimals } from './stats.js';

describe('median', () => {
  it('median of even and odd lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('of no values is NaN', () => {
    expect(median([])).toBeNaN();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe('rounding', () => {
  it('keeps significant digits, and leaves NaN and infinities as they are', () => {
    expect(round(123.456789, 6)).toBe(123.457);
    expect(round(0.000123456789, 5)).toBe(0.00012346);
    expect(round(1234567, 4)).toBe(1235000);
    expect(round(Number.NaN, 6)).toBeNaN();
    expect(round(Infinity, 6)).toBe(Infinity);
    expect(round(-Infinity, 5)).toBe(-Infinity);
  });

  it('rounds to decimal places', () => {
    expect(roundDecimals(123.45678, 1)).toBe(123.5);
    expect(roundDecimals(0.04, 1)).toBe(0);
    expect(roundDecimals(2.5, 0)).toBe(3);
  });
});
