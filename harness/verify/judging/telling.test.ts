/** The counterexample is the most telling failure: kind first, then the smallest case, then the earliest. */
import { describe, expect, it } from 'vitest';
import { moreTelling, TellingFailures } from './telling.js';
import type { RunResult, Verdict } from '../types.js';

const result: RunResult = { kind: 'crash', detail: 'x' };
/** A failure at list index `index` whose case has `length` optimal moves (the case is its length). */
const seen = (index: number, length: number) => ({
  vcase: { index, case: length, origin: `#${index}` },
  result,
  runCases: [length],
});

describe('the most telling failure', () => {
  it('orders kinds: a certified wrong answer, then wrong-format, then crash, then time-limit', () => {
    const kinds: Verdict[] = ['time-limit', 'crash', 'wrong-format', 'not-lex-smallest'];
    const failures = new TellingFailures((c) => c as number);
    kinds.forEach((verdict, i) => {
      failures.offer(seen(i, 1), verdict);
    });
    expect([failures.first?.vcase.index, failures.others().map((o) => o.verdict)]).toEqual([
      3,
      ['wrong-format', 'crash', 'time-limit'],
    ]);
  });

  it('puts every certified wrong answer ahead of a format fault', () => {
    for (const verdict of ['not-shortest', 'not-solved', 'illegal-move', 'wrong-centre'] as const) {
      expect(moreTelling({ verdict, length: 13, index: 9 }, { verdict: 'wrong-format', length: 0, index: 0 })).toBe(
        true,
      );
    }
  });

  it('among one kind, takes the case with the fewest optimal moves, though it came later', () => {
    const failures = new TellingFailures((c) => c as number);
    failures.offer(seen(0, 40), 'not-lex-smallest');
    failures.offer(seen(7, 2), 'not-lex-smallest');
    failures.offer(seen(9, 5), 'not-lex-smallest');
    expect(failures.first?.vcase.index).toBe(7);
  });

  it('among equal lengths, takes the earliest', () => {
    expect(moreTelling({ verdict: 'crash', length: 3, index: 2 }, { verdict: 'crash', length: 3, index: 5 })).toBe(
      true,
    );
    expect(moreTelling({ verdict: 'crash', length: 3, index: 5 }, { verdict: 'crash', length: 3, index: 2 })).toBe(
      false,
    );
  });

  it('asks no length while each kind has one failure and there is one kind', () => {
    const failures = new TellingFailures(() => {
      throw new Error('length asked');
    });
    failures.offer(seen(4, 9), 'time-limit');
    expect(failures.first?.vcase.index).toBe(4);
  });
});
