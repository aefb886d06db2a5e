import { describe, expect, it } from 'vitest';
import { detectSlowdowns, slowdownThreshold } from './regression.js';

describe('slowdown rule', () => {
  it('needs at least two earlier nights', () => {
    expect(slowdownThreshold([])).toBeNull();
    expect(slowdownThreshold([1])).toBeNull();
    expect(detectSlowdowns({ 'eight/idastar': 100 }, [{ 'eight/idastar': 1 }])).toEqual([]);
  });

  it('allows 10% over the baseline when the nights agree', () => {
    const earlier = [{ k: 1 }, { k: 1 }, { k: 1 }];
    expect(slowdownThreshold([1, 1, 1])).toEqual({ baseline: 1, mad: 0, threshold: 1.1, nights: 3 });
    expect(detectSlowdowns({ k: 1.09 }, earlier)).toEqual([]);
    expect(detectSlowdowns({ k: 1.2 }, earlier).map((s) => s.key)).toEqual(['k']);
  });

  it('allows 3 MADs when the nights are noisy', () => {
    // median 10, deviations 2,1,0,1,2 -> MAD 1 -> threshold 13 (3 MAD beats 10% = 1)
    const nights = [8, 9, 10, 11, 12].map((k) => ({ k }));
    expect(slowdownThreshold([8, 9, 10, 11, 12])!.threshold).toBe(13);
    expect(detectSlowdowns({ k: 12.9 }, nights)).toEqual([]);
    const [flag] = detectSlowdowns({ k: 13.5 }, nights);
    expect(flag).toMatchObject({ key: 'k', today: 13.5, baseline: 10, mad: 1, threshold: 13, nights: 5 });
  });

  it('looks at the last 7 nights only, and only at nights that measured the key', () => {
    const old = Array.from({ length: 10 }, () => ({ k: 100 }));
    const recent = Array.from({ length: 7 }, () => ({ k: 10, other: 5 }));
    expect(detectSlowdowns({ k: 12 }, [...old, ...recent]).map((s) => s.key)).toEqual(['k']);
    expect(detectSlowdowns({ k: 12 }, [...recent, ...old])).toEqual([]);
    expect(detectSlowdowns({ fresh: 1000 }, recent)).toEqual([]);
  });

  it('never flags getting faster', () => {
    expect(detectSlowdowns({ k: 0.1 }, [{ k: 1 }, { k: 2 }, { k: 3 }])).toEqual([]);
  });
});
