/**
 * A run's tables, built once before its cases: the oracle's and those of the run's built-in
 * solvers, for every space the listed cases and a sample of the stream use. The pool threads
 * share them (util/shared-tables.ts) instead of each building its own at the same time (two
 * threads building one table at once each take twice as long), and a thread started again after a
 * time-out finds them.
 *
 * Everything runs on the pool, side by side, in the order scheduler.ts gives table tasks: one task
 * samples the stream for the spaces it uses while the others build the listed cases' spaces'
 * tables; a space the sample adds is queued as the sample comes back. A space's own heuristic
 * tables are shared with spaces of the same `heuristicKey` (the 15-puzzle's goal blanks of one
 * row), so one space of each key builds them there, and the rest read them here afterwards.
 *
 * Where a thread will run a user's code (a plug-in puzzle, a user's solver) the main thread builds
 * everything instead: the oracle's tables must not come from a thread that user code could have
 * changed.
 */
import { isBuiltIn } from '../../../solvers/registry.js';
import { puzzleModule, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { SearchSpace } from '../../../solvers/space.js';
import type { Scheduler } from './scheduler.js';
import { prepareSpace, spaceFacts, type SpaceFacts, type SpaceTables } from './space-tables.js';
import { exhaustiveCount, sliceIndex, streamCase, type StreamSlice } from './streams.js';
import { PROGRESS, type CaseSource, type SampledSpace, type TaskCases, type TaskResult } from './worker-protocol.js';

/**
 * Random stream cases sampled for their spaces: enough that a space the stream needs only rarely
 * (Rotation's 12-cell digit table, about once in 3,000 boards) is almost never missed, since a
 * missed space is built by every thread among its cases (docs/performance.md: table sampling).
 */
const SAMPLE = 20_000;
/** The sample's first task: enough to make the stream's tables and meet its common spaces. */
const SAMPLE_HEAD = 1_000;
/** The same when the main thread samples (user code in the run), where it delays every thread. */
const MAIN_THREAD_SAMPLE = 4_000;

/** A space's own heuristic tables alone. */
const HEURISTIC_ONLY: SpaceTables = { oracle: false, heuristic: true, solvers: [] };

/**
 * The part of `slice` sampled for its spaces (an exhaustive stream:
 * one case of each run of `perSpace` cases sharing a space).
 */
function sampleSlice(puzzle: AnyPuzzleDefinition, slice: StreamSlice, most: number): StreamSlice {
  const perSpace = slice.stream.kind === 'exhaustive' ? (puzzle.exhaustive?.perSpace ?? 0) : 0;
  if (perSpace > 0)
    return {
      stream: slice.stream,
      start: 0,
      step: perSpace,
      count: Math.min(slice.count, exhaustiveCount(puzzle) / perSpace),
    };
  return { ...slice, count: Math.min(slice.count, most) };
}

/** The cases of `slice`, made here. */
function sliceCases(puzzle: AnyPuzzleDefinition, slice: StreamSlice): unknown[] {
  return Array.from({ length: slice.count }, (_, k) => streamCase(puzzle, slice.stream, sliceIndex(slice, k)));
}

/** A space a run uses, with a case that uses it. */
interface SpaceEntry extends SpaceFacts {
  readonly source: CaseSource;
  /** The space itself, once made here (always for a listed case's). */
  space?: SearchSpace;
}

/** Each space `cases` use, with one case that uses it. */
function spacesOf(puzzle: AnyPuzzleDefinition, cases: readonly unknown[]): SpaceEntry[] {
  const found = new Map<string, SpaceEntry>();
  for (const c of cases) {
    for (const { space } of puzzle.puzzle.subproblems(c)) {
      if (!found.has(space.key)) found.set(space.key, { ...spaceFacts(space), source: { case: c }, space });
    }
  }
  return [...found.values()];
}

/**
 * Builds the tables of every space the listed cases and the stream slice use, for `solvers` (the
 * run's built-in solver names, or a user's solver's), on the pool's threads where no user code
 * runs there, else here.
 */
export async function buildRunTables(
  scheduler: Scheduler,
  puzzle: AnyPuzzleDefinition,
  solvers: readonly string[],
  listed: readonly unknown[],
  slice: StreamSlice | undefined,
  signal?: AbortSignal,
): Promise<void> {
  const tables: SpaceTables = { oracle: true, heuristic: solvers.length > 0, solvers: solvers.filter(isBuiltIn) };
  const userCode = puzzleModule(puzzle) !== undefined || tables.solvers.length < solvers.length;
  if (userCode || solvers.length === 0) {
    const sampled = slice ? sliceCases(puzzle, sampleSlice(puzzle, slice, MAIN_THREAD_SAMPLE)) : [];
    for (const entry of spacesOf(puzzle, [...listed, ...sampled])) prepareSpace(entry.space!, tables);
    return;
  }
  await new PoolTables(scheduler, puzzle, tables, signal).build(listed, slice);
}

/** The tiers of table tasks (scheduler.ts): the sample, then heuristic tables, then spaces (largest first). */
const SAMPLE_TIER = 2;
const HEURISTIC_TIER = 1;
const SPACE_TIER = 0;

/** One run's table tasks on the pool (see the top). */
class PoolTables {
  private readonly entries = new Map<string, SpaceEntry>();
  private readonly families = new Set<string>();
  /** Every task handed to the scheduler, each with what follows it once it ends. */
  private readonly tasks: Promise<void>[] = [];
  /** Pool tasks build the spaces' oracle and solver tables; heuristic tables only by key (build). */
  private readonly inPool: SpaceTables;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly puzzle: AnyPuzzleDefinition,
    private readonly tables: SpaceTables,
    private readonly signal?: AbortSignal,
  ) {
    this.inPool = { ...tables, heuristic: false };
  }

  async build(listed: readonly unknown[], slice: StreamSlice | undefined): Promise<void> {
    if (slice) this.sample(sampleSlice(this.puzzle, slice, SAMPLE), 0);
    this.add(spacesOf(this.puzzle, listed));
    // A task's follow-ups are queued before it settles, so this reaches them too.
    for (let i = 0; i < this.tasks.length; i++) await this.tasks[i];
    for (const entry of this.entries.values()) if (entry.prepares) prepareSpace(this.spaceOf(entry), HEURISTIC_ONLY);
  }

  /** Queues the tables of each space not yet queued, after one task for each new heuristicKey. */
  private add(entries: readonly SpaceEntry[]): void {
    for (const entry of entries) {
      if (this.entries.has(entry.key)) continue;
      this.entries.set(entry.key, entry);
      if (entry.heuristicKey !== undefined && !this.families.has(entry.heuristicKey)) {
        this.families.add(entry.heuristicKey);
        this.buildTables(HEURISTIC_TIER, entry, HEURISTIC_ONLY);
      }
      this.buildTables(SPACE_TIER, entry, this.inPool);
    }
  }

  /**
   * Builds `which` of `entry`'s tables on a pool thread; here instead
   * if the thread fails (a puzzle's own fault is then said as such).
   */
  private buildTables(tier: number, entry: SpaceEntry, which: SpaceTables): void {
    const cases: TaskCases = { kind: 'tables', source: entry.source, key: entry.key, tables: which };
    this.onPool(cases, [tier, entry.rankCount], (result) => {
      if (!result && !this.signal?.aborted) prepareSpace(this.spaceOf(entry), which);
    });
  }

  /**
   * Samples positions `from` .. of `sample`: its first SAMPLE_HEAD, then the rest. The head comes back
   * soon, with the tables the stream's cases are made from (Eight's come from the oracle's), so the
   * other threads need not build those again meanwhile; and its spaces are queued early.
   */
  private sample(sample: StreamSlice, from: number): void {
    const count = Math.min(sample.count - from, from === 0 ? SAMPLE_HEAD : Infinity);
    const part: StreamSlice = { ...sample, start: sliceIndex(sample, from), count };
    this.onPool({ kind: 'sample', slice: part }, [SAMPLE_TIER, count], (result) => {
      if (this.signal?.aborted) return;
      // A failed thread: sampled here instead.
      if (result?.spaces)
        this.add(
          result.spaces.map((space: SampledSpace) => ({
            ...space,
            source: { stream: part.stream, index: space.index },
          })),
        );
      else this.add(spacesOf(this.puzzle, sliceCases(this.puzzle, part)));
      if (from + count < sample.count) this.sample(sample, from + count);
    });
  }

  /** Runs `cases` on a pool thread at `rank` among the table tasks; `then` gets null if it fails or the run stops. */
  private onPool(cases: TaskCases, rank: readonly number[], then: (result: TaskResult | null) => void): void {
    const task = {
      puzzle: this.puzzle.name,
      solver: this.tables.solvers[0] ?? '',
      cases,
      judge: true,
      progress: new SharedArrayBuffer(PROGRESS.bytes),
    };
    this.tasks.push(this.scheduler.run(task, { rank }, this.signal).then(then, () => then(null)));
  }

  /** The space of `entry`, made here from its case if it came from the stream. */
  private spaceOf(entry: SpaceEntry): SearchSpace {
    if (entry.space) return entry.space;
    const c =
      'case' in entry.source ? entry.source.case : streamCase(this.puzzle, entry.source.stream, entry.source.index);
    entry.space = this.puzzle.puzzle.subproblems(c).find((sub) => sub.space.key === entry.key)!.space;
    return entry.space;
  }
}
