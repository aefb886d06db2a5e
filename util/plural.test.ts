import { describe, expect, it } from 'vitest';
import { describeCertificate } from '../oracle/oracle.js';
import { plural } from './plural.js';

describe('plural', () => {
  it.each([
    [0, '0 cases'],
    [1, '1 case'],
    [2, '2 cases'],
  ])('%i case(s) reads "%s"', (count, text) => {
    expect(plural(count, 'case')).toBe(text);
  });

  it('a certificate one move from the goal says "1 move"', () => {
    const text = describeCertificate({
      step: 1,
      smallerMove: 'd',
      actualMove: 'r',
      distanceAfterSmaller: 1,
      distanceBefore: 2,
    } as Parameters<typeof describeCertificate>[0]);
    expect(text).toMatch(/ 1 move from the goal/);
  });
});
