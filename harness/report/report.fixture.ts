/**
 * Realistic report inputs for tests and for the example report: what `lexpath bench` and
 * `lexpath nightly` write (bench-*.json, verify-*.json, nightly.json, and history.jsonl in the
 * parent folder), with numbers shaped like measurements on the 2-core development machine.
 * Deterministic for a given seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  BenchReport,
  DepthBucketResult,
  ProcessTiming,
  ScalingPoint,
  SolverBench,
  WorkReport,
} from '../bench/types.js';
import type { HistoryLine, NightlyRun, SlowdownCheck } from '../history/types.js';
import { WORK } from '../bench/work.js';
import { historyWork, workChanges } from '../history/work.js';
import type { SolverReport, Verdict, VerifyReport } from '../verify/types.js';
import { detectSlowdowns } from '../history/regression.js';
import { seededRandom } from '../../util/random.js';

type FixturePuzzle = 'eight' | 'rotation';

/** Fixtures are the same on every run: the benchmark's seeded generator. */
const random = seededRandom;

const round = (x: number, digits = 4) => Number(x.toPrecision(digits));

/** Per-case cost models (ms at depth d, states expanded at depth d), tables already built. */
const MODELS: Record<
  FixturePuzzle,
  Record<string, { ms: (d: number) => number; expanded: (d: number) => number; setupMs: number; maxDepth?: number }>
> = {
  eight: {
    'bfs-table': { ms: (d) => 0.0015 + 0.00035 * d, expanded: (d) => d + 1, setupMs: 182 },
    idastar: { ms: (d) => 0.0009 * 1.43 ** d, expanded: (d) => 2 * 1.47 ** d, setupMs: 0 },
    astar: { ms: (d) => 0.004 * 1.36 ** d, expanded: (d) => 1.5 * 1.38 ** d, setupMs: 0 },
    'bidir-bfs': { ms: (d) => 0.006 * 1.24 ** d, expanded: (d) => 3 * 1.25 ** d, setupMs: 0 },
    bfs: { ms: (d) => Math.min(0.003 * 1.62 ** d, 95), expanded: (d) => Math.min(2 * 1.65 ** d, 181440), setupMs: 0 },
  },
  rotation: {
    'bfs-table': { ms: (d) => 0.012 + 0.004 * d, expanded: (d) => 3 * (d + 1), setupMs: 2350 },
    idastar: { ms: (d) => 0.01 * 2.1 ** d, expanded: (d) => 6 * 2.25 ** d, setupMs: 0, maxDepth: 16 },
    astar: { ms: (d) => 0.03 * 1.9 ** d, expanded: (d) => 5 * 2 ** d, setupMs: 0, maxDepth: 14 },
    'bidir-bfs': { ms: (d) => 0.05 * 1.45 ** d, expanded: (d) => 12 * 1.5 ** d, setupMs: 0 },
    bfs: { ms: (d) => 0.02 * 2.6 ** d, expanded: (d) => 8 * 2.7 ** d, setupMs: 0, maxDepth: 11 },
  },
};

const DEPTHS: Record<FixturePuzzle, number[]> = {
  eight: Array.from({ length: 32 }, (_, d) => d),
  rotation: Array.from({ length: 17 }, (_, d) => d),
};

function latency(base: number, rand: () => number, samples = 40) {
  const raw = Array.from({ length: samples }, () => round(base * (0.9 + 0.35 * rand() ** 3)));
  const sorted = [...raw].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    mean: round(raw.reduce((s, x) => s + x, 0) / raw.length),
    p50: at(0.5),
    p99: at(0.99),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    samples,
    raw,
  };
}

interface FixtureOptions {
  seed?: number;
  /** Multiplies every time of one `puzzle/solver` (to make a slowdown). */
  slow?: Record<string, number>;
  /** Adds to the states expanded of one `puzzle/solver@depth` of the work counts (to make a definite change). */
  work?: Record<string, number>;
  startedAt?: string;
}

/** Work counts shaped like bench/work.ts's: 4 cases per depth, up to the work cap; times with a little noise. */
function fixtureWork(puzzle: FixturePuzzle, seed: number, options: FixtureOptions): WorkReport {
  const rand = random(seed * 31 + (puzzle === 'eight' ? 7 : 8));
  const solvers = Object.entries(MODELS[puzzle]).map(([solver, model]) => {
    const buckets = [];
    for (const depth of DEPTHS[puzzle].filter((d) => d <= (puzzle === 'eight' ? 31 : 13))) {
      const expanded =
        Math.round(WORK.perDepth * model.expanded(depth)) * (depth === 0 ? 0 : 1) +
        (options.work?.[`${puzzle}/${solver}@${depth}`] ?? 0);
      const generated = Math.round(expanded * (puzzle === 'eight' ? 2.4 : 7.2));
      const factor = options.slow?.[`${puzzle}/${solver}`] ?? 1;
      buckets.push({
        depth,
        cases: WORK.perDepth,
        expanded,
        generated,
        msPerCase: round(model.ms(depth) * factor * (0.95 + 0.1 * rand())),
      });
      if (generated > WORK.capGenerated) break;
    }
    return { solver, buckets, stopped: buckets.length < DEPTHS[puzzle].length ? 'work cap' : null };
  });
  return {
    seed: WORK.seed,
    perDepth: WORK.perDepth,
    caseSet: puzzle === 'eight' ? '33e4c915225b' : '239f596ff759',
    solvers,
  };
}

function fixtureBench(puzzle: FixturePuzzle, options: FixtureOptions = {}): BenchReport {
  const seed = options.seed ?? 1;
  const rand = random(seed * 31 + (puzzle === 'eight' ? 1 : 2));
  const solvers: SolverBench[] = Object.entries(MODELS[puzzle]).map(([solver, model]) => {
    const factor = options.slow?.[`${puzzle}/${solver}`] ?? 1;
    const buckets: DepthBucketResult[] = [];
    const skipped: { depth: number; reason: string }[] = [];
    for (const depth of DEPTHS[puzzle]) {
      if (model.maxDepth !== undefined && depth > model.maxDepth) {
        skipped.push({ depth, reason: 'over the per-bucket time budget' });
        continue;
      }
      buckets.push({
        depth,
        cases: depth === 0 ? 1 : 20,
        latency: latency(model.ms(depth) * factor, rand),
        expanded: round(model.expanded(depth), 5),
        generated: round(model.expanded(depth) * (puzzle === 'eight' ? 2.4 : 7.2), 5),
      });
    }
    return {
      solver,
      expected: 'correct',
      setupMs: round(model.setupMs * (0.95 + 0.1 * rand())),
      peakMemoryMb: round(60 + (model.setupMs > 0 ? (puzzle === 'eight' ? 12 : 48) : 8 * rand()), 3),
      memoryMethod: 'rss of a child process',
      buckets,
      skipped,
    };
  });

  const processes: ProcessTiming[] = [];
  const batches: { batch: string; cases: number; programs: Record<string, number> }[] =
    puzzle === 'eight'
      ? [
          { batch: 'random-200', cases: 200, programs: { lexpath: 310, 'eight-idastar': 13, 'eight-bfs-table': 540 } },
          { batch: 'deep-29-31', cases: 200, programs: { lexpath: 335, 'eight-idastar': 106, 'eight-bfs-table': 542 } },
        ]
      : [
          { batch: 'random-40', cases: 40, programs: { lexpath: 2780, 'rotation-idastar': 1240 } },
          { batch: 'random-200', cases: 200, programs: { lexpath: 2950, 'rotation-idastar': 6200 } },
        ];
  for (const { batch, cases, programs } of batches) {
    const lexMedian = programs.lexpath;
    for (const [program, median] of Object.entries(programs)) {
      const runs = Array.from({ length: 7 }, () => round(median * (0.93 + 0.18 * rand())));
      const sorted = [...runs].sort((x, y) => x - y);
      const med = sorted[3];
      processes.push({
        program,
        command: program === 'lexpath' ? `lexpath solve ${puzzle}` : `/tmp/peers/${program}`,
        batch,
        cases,
        runs,
        median: med,
        min: sorted[0],
        max: sorted[6],
        ratioToLexpath: round(med / lexMedian, 3),
        warmup: 1,
        outputMatches: program === 'lexpath' ? null : true,
      });
    }
  }

  const scaling: ScalingPoint[] = [];
  for (const [solver, model] of Object.entries(MODELS[puzzle])) {
    const mid = DEPTHS[puzzle].filter((d) => model.maxDepth === undefined || d <= model.maxDepth);
    const avg = mid.reduce((s, d) => s + model.ms(d), 0) / mid.length;
    for (const cases of [1, 10, 100, 1000, 10000]) {
      if (model.maxDepth !== undefined && cases > 1000) continue;
      scaling.push({ solver, cases, totalMs: round(model.setupMs + cases * avg * (0.95 + 0.1 * rand())) });
    }
  }

  return {
    kind: 'bench',
    version: 1,
    puzzle,
    seed,
    startedAt: options.startedAt ?? '2026-11-28T02:00:00.000Z',
    machine: { node: 'v20.20.2', cpus: 2, cpuModel: 'Intel(R) Xeon(R) CPU @ 2.20GHz', platform: 'linux x64' },
    solvers,
    processes,
    scaling,
    budgetMs: 1_200_000,
    complete: true,
    notes: [],
    scalingSkipped: Object.entries(MODELS[puzzle])
      .filter(([, m]) => m.maxDepth !== undefined)
      .map(([solver]) => ({ solver, cases: 10000, reason: 'estimated over the scaling budget' })),
    batches: batches.map(({ batch, cases }) => ({
      name: batch,
      file: `batches/${puzzle}-${batch}.txt`,
      cases,
      description: batch.startsWith('deep')
        ? `${cases} cases at optimal depth 29 to 31`
        : `${cases} random solvable cases (seed ${seed})`,
    })),
    work: fixtureWork(puzzle, seed, options),
  };
}

const DETAILS: Record<string, string> = {
  'time-limit': 'no answer within 2000 ms',
  'not-lex-smallest': 'a lexicographically smaller answer of the same length exists',
  'not-shortest': '10 moves, but the shortest answer has 8',
  'wrong-centre': 'printed centre 3, but the moves leave 2 in the centre',
};

function solverReport(
  name: string,
  expected: 'correct' | 'buggy',
  verdicts: SolverReport['verdicts'],
  skipped: number,
  puzzle: FixturePuzzle,
  seed: number,
  caseText?: string,
): SolverReport {
  const failing = Object.entries(verdicts).find(([v, n]) => v !== 'ok' && (n ?? 0) > 0);
  const passed = failing === undefined && skipped === 0;
  const input = puzzle === 'eight' ? `1\n${caseText}\n` : `${caseText}\n0\n`;
  return {
    name,
    expected,
    passed,
    verdicts,
    skipped,
    firstFailureMs: passed ? null : 1200,
    counterexample:
      passed || caseText === undefined
        ? null
        : {
            caseIndex: 3,
            origin: `corpora/${puzzle}-random.json#4`,
            verdict: (failing?.[0] ?? 'ok') as Verdict,
            detail: DETAILS[failing?.[0] ?? 'ok'] ?? 'wrong answer',
            input,
            cases: 1,
            shrunk: true,
            optimalLength: 8,
            expected: puzzle === 'eight' ? 'Case 1: 8\nuulldrul\n' : 'AAFGBHDE\n2\n',
            actual:
              failing?.[0] === 'time-limit' ? null : puzzle === 'eight' ? 'Case 1: 8\nuullrdlu\n' : 'AAFGHBDE\n2\n',
            certificate: null,
            original: { input, optimalLength: 21 },
            seed,
            replay: `lexpath verify --puzzle ${puzzle} --solver ${name} --time-limit 2000 --case '${caseText}'`,
          },
  };
}

export function fixtureVerify(puzzle: FixturePuzzle, seed = 1): VerifyReport {
  const n = puzzle === 'eight' ? 344 : 55;
  const correct = ['bfs-table', 'idastar', 'astar', 'bidir-bfs', 'bfs'].map((name) =>
    solverReport(name, 'correct', { ok: n }, 0, puzzle, seed),
  );
  const buggy =
    puzzle === 'eight'
      ? [
          solverReport(
            'astar-closed-on-generation',
            'buggy',
            { ok: n - 41, 'not-lex-smallest': 29, 'not-shortest': 12 },
            0,
            puzzle,
            seed,
            '5341X2678 X12345678',
          ),
          solverReport(
            'idastar-blank-manhattan',
            'buggy',
            { ok: n - 52, 'not-shortest': 52 },
            0,
            puzzle,
            seed,
            '42513867X X12345678',
          ),
          solverReport(
            'idastar-stale-bound',
            'buggy',
            { ok: 2, 'time-limit': 3 },
            n - 5,
            puzzle,
            seed,
            'X12347685 X12345678',
          ),
          solverReport(
            'bidir-bfs-first-meeting',
            'buggy',
            { ok: n - 58, 'not-lex-smallest': 58 },
            0,
            puzzle,
            seed,
            '12564X738 1X2345678',
          ),
          solverReport(
            'bfs-wrong-order',
            'buggy',
            { ok: n - 151, 'not-lex-smallest': 151 },
            0,
            puzzle,
            seed,
            '4321X5678 X12345678',
          ),
        ]
      : [
          solverReport(
            'astar-closed-on-generation',
            'buggy',
            { ok: n - 19, 'not-lex-smallest': 17, 'time-limit': 2 },
            0,
            puzzle,
            seed,
            '2 3 1 3 2 2 2 1 1 1 2 1 1 3 3 1 1 3 2 3 3 2 3 2',
          ),
          solverReport(
            'idastar-stale-bound',
            'buggy',
            { ok: 6, 'time-limit': 3 },
            n - 9,
            puzzle,
            seed,
            '2 3 3 2 3 2 1 1 1 1 2 3 1 3 3 1 1 1 3 2 2 2 2 3',
          ),
          solverReport(
            'bidir-bfs-first-meeting',
            'buggy',
            { ok: n - 4, 'not-lex-smallest': 4 },
            0,
            puzzle,
            seed,
            '1 1 1 3 3 1 3 2 2 3 3 2 2 3 2 2 2 1 3 3 2 1 1 1',
          ),
          solverReport(
            'bfs-wrong-order',
            'buggy',
            { ok: n - 22, 'not-lex-smallest': 20, 'wrong-centre': 2 },
            0,
            puzzle,
            seed,
            '3 1 3 3 1 1 1 2 2 2 1 2 2 3 2 2 2 3 3 1 1 3 3 1',
          ),
        ];
  return { puzzle, seed, cases: n, ok: true, shard: null, solvers: [...correct, ...buggy] };
}

/** Per-solver medians of a bench report over all its buckets, as history.jsonl keeps them. */
function fixtureMedians(bench: readonly BenchReport[]): Record<string, number> {
  const medians: Record<string, number> = {};
  for (const report of bench) {
    for (const s of report.solvers) {
      const values = s.buckets.map((b) => b.latency.p50).sort((a, b) => a - b);
      if (values.length === 0) continue;
      medians[`${report.puzzle}/${s.solver}`] = values[Math.floor(values.length / 2)];
      for (const b of s.buckets) medians[`${report.puzzle}/${s.solver}@${b.depth}`] = b.latency.p50;
    }
  }
  return medians;
}

interface FixtureRunOptions {
  /** Nights of history before this run (0: no history.jsonl). */
  nights?: number;
  complete?: boolean;
  /** Which files to write into the run folder. */
  files?: { bench?: boolean; verify?: boolean; nightly?: boolean };
  /** `puzzle/solver` -> factor applied on the newest night only. */
  slowdown?: Record<string, number>;
  /** `puzzle/solver@depth` -> states expanded added on the newest night only (a definite change). */
  workChange?: Record<string, number>;
  /** The A/B re-runs of the newest night (default: each flagged slowdown confirmed, 1.55× [1.41×, 1.68×]). */
  checks?: SlowdownCheck[];
  seed?: number;
}

/** Writes ROOT/<timestamp>/ with the chosen files, and ROOT/history.jsonl; returns the run folder. */
export function writeFixtureRun(root: string, options: FixtureRunOptions = {}): string {
  const nights = options.nights ?? 6;
  const files = { bench: true, verify: true, nightly: true, ...options.files };
  const seed = options.seed ?? 20261128;
  const day = (i: number) => new Date(Date.UTC(2026, 10, 28 - (nights - i), 2, 0, 0)).toISOString();
  const runName = (iso: string) => iso.slice(0, 19).replace(/:/g, '-');
  const startedAt = day(nights);
  const runDir = join(root, runName(startedAt));
  mkdirSync(runDir, { recursive: true });

  const bench = (['eight', 'rotation'] as const).map((d) =>
    fixtureBench(d, { seed, slow: options.slowdown, work: options.workChange, startedAt }),
  );
  const verify = (['eight', 'rotation'] as const).map((d) => fixtureVerify(d, seed));
  const complete = options.complete ?? true;
  const overall = (m: Record<string, number>) =>
    Object.fromEntries(Object.entries(m).filter(([k]) => !k.includes('@')));
  const write = (file: string, value: unknown) =>
    writeFileSync(join(runDir, file), `${JSON.stringify(value, null, 2)}\n`);
  if (files.bench) for (const b of bench) write(`bench-${b.puzzle}.json`, b);
  if (files.verify) for (const v of verify) write(`verify-${v.puzzle}.json`, v);
  const lines: HistoryLine[] = [];
  if (nights > 0) {
    for (let i = 0; i < nights; i++) {
      const at = day(i);
      // Earlier nights: the same machine, a little noise; no slowdown.
      const past = (['eight', 'rotation'] as const).map((d) =>
        fixtureBench(d, { seed: seed - nights + i, startedAt: at }),
      );
      lines.push({
        run: runName(at),
        startedAt: at,
        seed: seed - nights + i,
        complete: true,
        verifyOk: true,
        medians: fixtureMedians(past),
        counterexamples: [],
        work: historyWork(past),
        // One earlier re-run, not confirmed, so the chart shows both kinds.
        ...(i === nights - 2
          ? {
              slowdownChecks: [
                {
                  key: 'rotation/bidir-bfs',
                  status: 'not-confirmed',
                  ratio: 1.04,
                  lower: 0.97,
                  upper: 1.12,
                  threshold: 1.1,
                  reason: '95% interval -3.0% to +12.0% reaches down to +10.0% or below',
                  depths: [0, 13],
                } satisfies SlowdownCheck,
              ],
            }
          : {}),
      });
    }
    const slowdowns = detectSlowdowns(
      overall(fixtureMedians(bench)),
      lines.map((l) => overall(l.medians)),
    );
    const checks =
      options.checks ??
      slowdowns.map(
        (s): SlowdownCheck => ({
          key: s.key,
          status: 'confirmed',
          ratio: 1.55,
          lower: 1.41,
          upper: 1.68,
          threshold: 1.1,
          reason: '95% interval +41.0% to +68.0%: all of it above +10.0%',
          depths: [0, 20],
        }),
      );
    lines.push({
      run: runName(startedAt),
      startedAt,
      seed,
      complete,
      verifyOk: verify.every((v) => v.ok),
      medians: fixtureMedians(bench),
      work: historyWork(bench),
      ...(checks.length > 0 ? { slowdownChecks: checks } : {}),
      counterexamples: verify.flatMap((v) =>
        v.solvers
          .filter((s) => s.counterexample)
          .map((s) => ({ puzzle: v.puzzle, solver: s.name, replay: s.counterexample!.replay, expected: s.expected })),
      ),
    });
    writeFileSync(join(root, 'history.jsonl'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  }
  if (files.nightly) {
    const medians = fixtureMedians(bench);
    const earlier = lines.slice(0, -1);
    const slowdowns = detectSlowdowns(
      overall(medians),
      earlier.map((l) => overall(l.medians)),
    );
    const nightly: NightlyRun = {
      kind: 'nightly',
      version: 1,
      startedAt,
      finishedAt: complete ? new Date(Date.parse(startedAt) + 47 * 60_000).toISOString() : null,
      complete,
      seed,
      budgetMs: 3_600_000,
      verify,
      bench,
      run: runName(startedAt),
      verifyOk: verify.every((v) => v.ok),
      medians,
      slowdowns,
      workChanges: workChanges(historyWork(bench), earlier),
      slowdownChecks: lines.at(-1)?.slowdownChecks ?? [],
      newCounterexamples: nights <= 1 ? (lines.at(-1)?.counterexamples ?? []).slice(0, 2) : [],
      notes: complete ? [] : ['stopped at the time budget during bench rotation: process comparison not run'],
    };
    write('nightly.json', nightly);
  }
  return runDir;
}
