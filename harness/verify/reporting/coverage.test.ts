import { describe, expect, it } from 'vitest';
import { puzzleDefinition } from '../../../puzzles/index.js';
import { coverage } from './coverage.js';

describe('coverage: how deep the listed cases reach', () => {
  it('sets a 15-puzzle run that stops at 77 moves beside the 80 its deepest cases need', () => {
    const c = coverage(puzzleDefinition('fifteen'), 'sample', 21, 100, null, 77);
    expect(c.deepestListed).toBe(77);
    expect(c.text).toBe(
      '21 listed cases (regressions, corpora, --case) and 100 random cases; ' +
        'the deepest listed case needs 77 moves (the deepest fifteen cases need 80)',
    );
  });

  it('says when the listed cases reach the deepest any case of the puzzle needs', () => {
    expect(coverage(puzzleDefinition('eight'), 'sample', 446, 300, null, 31).text).toMatch(
      /needs 31 moves, as many as any eight case$/,
    );
  });

  it('gives the depth alone for a puzzle whose deepest case is not known', () => {
    expect(coverage(puzzleDefinition('slide-2x5'), 'sample', 3, 300, null, 12).text).toMatch(
      /; the deepest listed case needs 12 moves$/,
    );
  });

  it('says nothing of depth when no case is listed', () => {
    const c = coverage(puzzleDefinition('fifteen'), 'sample', 0, 100, null);
    expect(c.deepestListed).toBeUndefined();
    expect(c.text).not.toMatch(/deepest/);
  });
});
