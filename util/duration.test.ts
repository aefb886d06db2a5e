import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration.js';

describe('DURATION', () => {
  it('parses seconds, minutes, hours, milliseconds and sums', () => {
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('3m')).toBe(180_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('1m30s')).toBe(90_000);
    expect(parseDuration('1.5s')).toBe(1500);
    expect(parseDuration(' 2m ')).toBe(120_000);
  });

  it('rejects anything else with the option named', () => {
    for (const bad of ['', '30', 's', '3 m', '-1s', '0s', '1d', '1m30']) {
      expect(() => parseDuration(bad, '--budget')).toThrow(/--budget/);
    }
  });

  it('formats for messages', () => {
    expect(formatDuration(90_000)).toBe('1m30s');
    expect(formatDuration(1500)).toBe('1.5s');
    expect(formatDuration(120)).toBe('120ms');
  });
});
