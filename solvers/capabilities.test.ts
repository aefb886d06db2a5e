/** alteredSpace: the bug zoo's way to change a space's members without its speed-ups going round the change. */
import { describe, expect, it } from 'vitest';
import { graphSpace } from '../test/graph-space.js';
import { alteredSpace, type FastSearchSpace } from './capabilities.js';

describe('alteredSpace', () => {
  const base: FastSearchSpace = Object.assign(
    graphSpace({ nodes: ['S', 'G'], moveLetters: 'x', edges: [['S', 'x', 'G']], goals: ['G'], h: { S: 1 } }),
    {
      heuristicDelta: () => 0,
      boundedSearch: () => ({ length: 0, nextBound: 0, expanded: 0, generated: 0 }),
      tableKey: 'kept',
    },
  );

  it('replaces the given members, hides heuristicDelta and boundedSearch, and keeps every other member', () => {
    const altered = alteredSpace(base, { heuristic: { value: () => 7 } });
    expect(altered.heuristic(base.newState())).toBe(7);
    expect(altered.heuristicDelta).toBeUndefined();
    expect(altered.boundedSearch).toBeUndefined();
    expect(altered.tableKey).toBe('kept');
    expect(altered.moveLetters).toBe('x');
    expect(base.heuristic(Int32Array.of(0))).toBe(1);
    expect(base.heuristicDelta).toBeDefined();
  });

  it('lets a variant put a speed-up back explicitly', () => {
    const delta = (): number => 1;
    expect(alteredSpace(base, { heuristicDelta: { value: delta } }).heuristicDelta).toBe(delta);
  });
});
