/** IntHeap on its own: order of keys, values carried with their keys, growth past the capacity. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntHeap } from './heap.js';

/** Pops everything, as [key, value] pairs in pop order. */
function drain(heap: IntHeap): [number, number][] {
  const out: [number, number][] = [];
  while (heap.size > 0) {
    const key = heap.peekKey();
    out.push([key, heap.pop()]);
  }
  return out;
}

describe('IntHeap', () => {
  it('pops keys in increasing order, each with the value pushed with it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 200 }), (keys) => {
        const heap = new IntHeap(4);
        keys.forEach((key, i) => {
          heap.push(key, i);
        });
        const popped = drain(heap);
        expect(popped.map(([key]) => key)).toEqual(keys.slice().sort((a, b) => a - b));
        for (const [key, value] of popped) expect(keys[value]).toBe(key);
        expect(new Set(popped.map(([, value]) => value)).size).toBe(keys.length);
      }),
      { seed: 1310, numRuns: 200 },
    );
  });

  it('counts its entries in size', () => {
    const heap = new IntHeap();
    heap.push(5, 0);
    heap.push(3, 1);
    expect(heap.size).toBe(2);
    heap.pop();
    expect(heap.size).toBe(1);
  });

  it('grows past its initial capacity and keeps every entry', () => {
    const heap = new IntHeap(1);
    for (let i = 10; i > 0; i--) heap.push(i, i * 100);
    expect(drain(heap)).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, (i + 1) * 100]));
  });

  it('keeps fractional keys apart (keys are doubles)', () => {
    const heap = new IntHeap();
    heap.push(1.5, 1);
    heap.push(1.25, 2);
    expect(heap.peekKey()).toBe(1.25);
    expect(heap.pop()).toBe(2);
    expect(heap.peekKey()).toBe(1.5);
  });

  it('interleaves pushes and pops: every pop returns the smallest key present', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }), { maxLength: 150 }),
        (ops) => {
          const heap = new IntHeap(2);
          const present: number[] = [];
          for (const op of ops) {
            if (op === undefined) {
              if (present.length === 0) continue;
              const smallest = Math.min(...present);
              expect(heap.peekKey()).toBe(smallest);
              heap.pop();
              present.splice(present.indexOf(smallest), 1);
            } else {
              heap.push(op, op);
              present.push(op);
            }
            expect(heap.size).toBe(present.length);
          }
        },
      ),
      { seed: 1311, numRuns: 200 },
    );
  });
});
