/**
 * A whole-process run's time limit in bench (process-run.ts:
 * processTimeout). Times are performance.now() values, from 0.
 */
import { describe, expect, it } from 'vitest';
import { processTimeout } from './process-run.js';

describe("a whole-process run's time limit", () => {
  it("is the time to its phase's end when that is more than the least", () => {
    expect(processTimeout(10_000, 5_000, 60_000, 0)).toBe(10_000);
  });

  it('is at least the least, so a slow start on a loaded machine is not taken for a time-out', () => {
    expect(processTimeout(1_000, 5_000, 60_000, 0)).toBe(5_000);
  });

  it("never reaches past the bench's end, so a small budget is kept", () => {
    expect(processTimeout(1_000, 5_000, 3_000, 0)).toBe(3_000);
  });

  it("is null with less than a second of the bench's budget left: the run is not started", () => {
    expect(processTimeout(1_000, 5_000, 999, 0)).toBeNull();
    expect(processTimeout(1_000, 5_000, 1_000, 0)).toBe(1_000);
  });
});
