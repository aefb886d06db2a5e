/** A budget that cannot verify the night's listed cases is said up front (issue 20). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appendHistoryLine } from '../history/history.js';
import type { HistoryLine } from '../history/types.js';
import { budgetNeededMs, budgetShortfall } from './budget-check.js';
import { nightPuzzles } from './schedule.js';

const NIGHT = nightPuzzles(['eight', 'rotation', 'fifteen']);
/** A complete default night on the 2-core machine (2026-12-03): its slowest solvers' listed times. */
const LAST: HistoryLine = {
  run: '2026-12-03T08-54-07',
  startedAt: '2026-12-03T08:54:07.794Z',
  seed: 20261203,
  complete: true,
  verifyOk: true,
  medians: {},
  counterexamples: [],
  listedMs: { eight: 17_814, rotation: 19_493, fifteen: 21_115 },
  workers: 2,
};

describe('the budget a night needs', () => {
  it(
    "gives each puzzle its listed cases' time at its share, " +
      "verify 70% after the report's reserve, rounded up to the second",
    () => {
      // Rotation decides: 19.5 s x 4 weights / 1 = 78 s of verify; / 0.7 = 111.4 s; + 12.4 s reserve.
      expect(budgetNeededMs(LAST, NIGHT, 2)).toBe(124_000);
    },
  );

  it('cannot tell from a night that was incomplete, ran other threads, or lacks a puzzle of tonight', () => {
    expect(budgetNeededMs({ ...LAST, complete: false }, NIGHT, 2)).toBeNull();
    expect(budgetNeededMs(LAST, NIGHT, 4)).toBeNull();
    expect(budgetNeededMs({ ...LAST, listedMs: { eight: 1 } }, NIGHT, 2)).toBeNull();
    expect(budgetNeededMs({ ...LAST, listedMs: undefined }, NIGHT, 2)).toBeNull();
  });

  it('names the budget needed and the night it comes from when the budget is smaller', () => {
    const message = budgetShortfall([LAST], NIGHT, 60_000, 2);
    expect(message).toBe(
      "--budget 1m cannot verify the night's listed cases on this machine: " +
        'the last complete night (2026-12-03T08-54-07) took ' +
        'eight 17.8s, rotation 19.5s, fifteen 21.1s for them, ' +
        'so at least --budget 2m4s is needed (--allow-incomplete runs it anyway)',
    );
  });

  it('accepts a budget at least that large', () => {
    expect(budgetShortfall([LAST], NIGHT, 180_000, 2)).toBeNull();
    // eight alone: 17.8 s / 0.7 + 2.8 s reserve = 29 s
    expect(budgetShortfall([LAST], nightPuzzles(['eight']), 36_000, 2)).toBeNull();
  });

  it("with no comparable night, goes by the puzzles' reference figures, doubled for one thread", () => {
    // Rotation decides: 23.4 s x 4 weights / 1 = 93.6 s of verify; / 0.7 = 133.7 s; + 14.9 s reserve.
    expect(budgetShortfall([], NIGHT, 60_000, 2)).toBe(
      "--budget 1m cannot verify the night's listed cases: with no earlier " +
        "night in the history to go by, lexpath's reference machine (2 cores) " +
        'takes eight 20.5s, rotation 23.4s, fifteen 10s for them ' +
        'with 2 threads, so at least --budget 2m29s is needed ' +
        "(--allow-incomplete runs it anyway; after a complete night, this machine's own times decide)",
    );
    expect(budgetShortfall([], NIGHT, 149_000, 2)).toBeNull();
    expect(budgetShortfall([], NIGHT, 149_000, 1)).toContain(
      'eight 41s, rotation 46.8s, fifteen 20s for them with 1 thread',
    );
  });

  it(
    'with no comparable night, says nothing of a night of ' +
      'chosen solvers or of a puzzle without a reference figure',
    () => {
      expect(budgetShortfall([], NIGHT, 1_000, 2, false)).toBeNull();
      expect(budgetShortfall([], nightPuzzles(['eight', 'slide-2x3']), 1_000, 2)).toBeNull();
    },
  );

  it('the newest comparable night decides', () => {
    const later = { ...LAST, run: 'later', listedMs: { eight: 1_000, rotation: 1_000, fifteen: 1_000 } };
    expect(budgetShortfall([LAST, later], NIGHT, 60_000, 2)).toBeNull();
  });
});

describe('lexpath nightly with a budget too small (command)', () => {
  const CLI = fileURLToPath(new URL('../../dist/harness/cli.js', import.meta.url));

  it('says so at the start, exit 2, and writes nothing; --allow-incomplete runs it', () => {
    const out = mkdtempSync(join(tmpdir(), 'lexpath-budget-'));
    appendHistoryLine(join(out, 'history.jsonl'), LAST);
    const refused = spawnSync(process.execPath, [CLI, 'nightly', '--budget', '1m', '--workers', '2', '--out', out], {
      encoding: 'utf8',
    });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('at least --budget 2m4s is needed (--allow-incomplete runs it anyway)');
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(readdirSync(out)).toEqual(['history.jsonl']);
    const allowed = spawnSync(
      process.execPath,
      [CLI, 'nightly', '--budget', '3s', '--workers', '2', '--puzzles', 'eight', '--out', out, '--allow-incomplete'],
      { encoding: 'utf8' },
    );
    expect(allowed.status).toBe(0);
  });
});
