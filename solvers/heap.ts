/**
 * A binary min-heap of (key, value) integer pairs in growable typed arrays: no per-entry objects.
 * Equal keys come out in no particular order; callers that care put the tie-break into the key.
 */
export class IntHeap {
  private keys: Float64Array;
  private values: Int32Array;
  size = 0;

  constructor(capacity = 1024) {
    this.keys = new Float64Array(capacity);
    this.values = new Int32Array(capacity);
  }

  push(key: number, value: number): void {
    if (this.size === this.keys.length) this.grow();
    const keys = this.keys;
    const values = this.values;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] <= key) break;
      keys[i] = keys[parent];
      values[i] = values[parent];
      i = parent;
    }
    keys[i] = key;
    values[i] = value;
  }

  /** Key of the smallest entry (heap must not be empty). */
  peekKey(): number {
    return this.keys[0];
  }

  /** Removes the smallest entry and returns its value; its key is `peekKey()` before the call. */
  pop(): number {
    const keys = this.keys;
    const values = this.values;
    const top = values[0];
    const last = --this.size;
    const key = keys[last];
    const value = values[last];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && keys[child + 1] < keys[child]) child++;
      if (keys[child] >= key) break;
      keys[i] = keys[child];
      values[i] = values[child];
      i = child;
    }
    keys[i] = key;
    values[i] = value;
    return top;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const values = new Int32Array(this.values.length * 2);
    keys.set(this.keys);
    values.set(this.values);
    this.keys = keys;
    this.values = values;
  }
}
