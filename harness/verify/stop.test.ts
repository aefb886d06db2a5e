/** verify() stopped from outside, and random cases until a time (what nightly asks of it). */
import { describe, expect, it } from 'vitest';
import { verify } from './verify.js';
import { outcomeOf } from './reporting/outcome.js';

const base = { puzzle: 'eight', programs: [], seed: 1, timeLimitMs: 2000, shard: null, workers: 1 } as const;
/** Eight II cases of 31 moves: plain BFS takes a while over them, the table solver no time. */
const DEEP = [
  '8X6547231 X12345678',
  '876X41253 X12345678',
  '86X547231 1X2345678',
  'X86743251 1X2345678',
  '87624X531 12X345678',
  '8X6743251 12X345678',
  'X56847321 123X45678',
  '876342X51 123X45678',
];

describe('verify within a time', () => {
  it('counts the cases a stop left as unfinished: neither failed nor passed', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const report = await verify({
      ...base,
      solvers: ['bfs', 'bfs-wrong-order'],
      randomCases: 0,
      signal: controller.signal,
    });
    const [bfs, zoo] = report.solvers;
    expect(report.stopped).toBe(true);
    expect(bfs.passed).toBe(false);
    expect(outcomeOf(bfs)).toBe('unfinished');
    expect(bfs.unfinished).toBeGreaterThan(0);
    expect(bfs.unfinished! + bfs.cases!).toBe(report.coverage!.listed);
    expect(outcomeOf(zoo)).not.toBe('passed');
    expect(report.ok).toBe(false); // a correct solver not finished is not proven
  });

  it('runs random cases until the time it is given, as many as fit', async () => {
    const report = await verify({ ...base, solvers: ['bfs-table'], randomCases: 1e9, streamUntil: Date.now() + 2_000 });
    expect(report.coverage).toMatchObject({ kind: 'sample', streamed: null });
    expect(report.solvers[0].passed).toBe(true);
    expect(report.solvers[0].cases).toBeGreaterThan(report.coverage!.listed + 1_000);
  });

  it(
    "starts a solver's random cases when its own listed " + "cases are done, not when the slowest's are (a night)",
    async () => {
      // What is checked is the order of the phases, not how many random cases fit (that depends on the machine's load).
      const report = await verify({
        ...base,
        workers: 2,
        solvers: ['bfs-table', 'bfs'],
        inline: DEEP,
        randomCases: 1e9,
        streamUntil: Date.now() + 3_000,
      });
      const [table, bfs] = report.solvers;
      expect(table.phaseMs!.waiting).toBe(0);
      expect(table.phaseMs!.listed + table.phaseMs!.waiting).toBeLessThan(bfs.phaseMs!.listed);
      expect(table.passed).toBe(true);
    },
  );

  it('keeps the wait in a run of fixed size: the listed cases of every solver first', async () => {
    const report = await verify({ ...base, workers: 2, solvers: ['bfs-table', 'bfs'], inline: DEEP, randomCases: 20 });
    const [table, bfs] = report.solvers;
    expect(table.phaseMs!.listed).toBeLessThan(bfs.phaseMs!.listed);
    expect(table.phaseMs!.waiting).toBeGreaterThan(0);
  });
});
