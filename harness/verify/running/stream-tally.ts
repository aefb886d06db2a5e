/**
 * Tallies of one solver's stream run, and the checkpoint file that lets an interrupted exhaustive
 * run continue.
 *
 * Segments finish out of order (several threads); the tally keeps the finished prefix (every
 * position before `done` answered) apart from what finished beyond it. The checkpoint holds the
 * prefix only, so a resumed run starts at `done` and counts nothing twice.
 */
import { existsSync, rmSync } from 'node:fs';
import { z } from 'zod';
import { lockFile, MAX_JSON_BYTES, readBoundedFile, writeJsonOrSay } from '../../../util/files.js';
import { InputError } from '../../../util/errors.js';
import { excerpt } from '../../../util/escape.js';
import type { SegmentDone } from './builtin-runner.js';
import { FOLDER_PREFIX, identityChange, type RunIdentity } from './identity.js';
import { countSchema, type StreamFailure, streamFailureSchema, type Verdict, verdictCountsSchema } from '../types.js';

type Counts = Partial<Record<Verdict, number>>;

/** What a checkpoint keeps per solver. */
const progressSchema = z.object({
  /** Every position before this is answered and counted. */
  done: countSchema,
  verdicts: verdictCountsSchema,
  /** The earliest failure before `done`. */
  firstFailure: streamFailureSchema.nullable(),
});
type StreamProgress = z.infer<typeof progressSchema>;

/** A checkpoint file: the run it belongs to, what it was made with, and each solver's progress. */
export const checkpointSchema = z.object({
  kind: z.literal('lexpath-checkpoint'),
  version: z.literal(1),
  /** The run's options as a string (verify.ts, openCheckpoint): another run's checkpoint is refused. */
  run: z.string(),
  /** Digests of lexpath's code and the modules and programs verified (identity.ts; absent in older files). */
  identity: z.record(z.string(), z.string()).optional(),
  solvers: z.record(z.string(), progressSchema),
});
type CheckpointFile = z.infer<typeof checkpointSchema>;

const EMPTY: StreamProgress = { done: 0, verdicts: {}, firstFailure: null };

export class StreamTally {
  private done: number;
  private readonly prefix: Counts;
  private readonly finished = new Map<number, SegmentDone>();
  private readonly failures: { position: number; verdict: Verdict }[] = [];
  private first: StreamFailure | null;

  constructor(resumed: StreamProgress = EMPTY) {
    this.done = resumed.done;
    this.prefix = { ...resumed.verdicts };
    this.first = resumed.firstFailure;
  }

  get from(): number {
    return this.done;
  }

  get firstFailure(): StreamFailure | null {
    return this.first;
  }

  failure(failure: StreamFailure, verdict: Verdict): void {
    this.failures.push({ position: failure.position, verdict });
    if (this.first === null || failure.position < this.first.position) this.first = failure;
  }

  segment(segment: SegmentDone): void {
    this.finished.set(segment.from, segment);
    // Fold finished segments into the prefix while they join it.
    for (let next = this.finished.get(this.done); next; next = this.finished.get(this.done)) {
      this.finished.delete(next.from);
      this.prefix.ok = (this.prefix.ok ?? 0) + next.ok;
      for (let i = this.failures.length - 1; i >= 0; i--) {
        const f = this.failures[i];
        if (f.position >= next.from && f.position < next.to) {
          this.prefix[f.verdict] = (this.prefix[f.verdict] ?? 0) + 1;
          this.failures.splice(i, 1);
        }
      }
      this.done = next.to;
    }
  }

  /** Everything judged: the prefix, finished segments beyond it, and every failure seen. */
  verdicts(): Counts {
    const all: Counts = { ...this.prefix };
    for (const s of this.finished.values()) all.ok = (all.ok ?? 0) + s.ok;
    for (const f of this.failures) all[f.verdict] = (all[f.verdict] ?? 0) + 1;
    return all;
  }

  progress(): StreamProgress {
    const first = this.first && this.first.position < this.done ? this.first : null;
    return { done: this.done, verdicts: { ...this.prefix }, firstFailure: first };
  }
}

/** A checkpoint file: saved at most every `everyMs`, whole (written and renamed). */
export class Checkpoint {
  private readonly solvers: Record<string, StreamProgress>;
  private lastSaved = 0;
  /** True when the file held a checkpoint of this run, which this run continues. */
  readonly continues: boolean;

  /**
   * Reads `file` if it exists; it must be for the same run (`run`: the run's options as a string)
   * over the same content (`identity`: lexpath's code, the modules and programs verified).
   */
  /** Gives the file back to other runs (the checkpoint itself stays unless removed). */
  readonly release: () => void;

  constructor(
    readonly file: string,
    private readonly run: string,
    private readonly identity: RunIdentity,
    private readonly everyMs = 2_000,
  ) {
    this.solvers = {};
    // Two runs writing one checkpoint would each overwrite the other's progress.
    this.release = lockFile(file, `checkpoint ${file}`);
    try {
      this.continues = this.load();
    } catch (error) {
      this.release();
      throw error;
    }
  }

  /** Reads the file's progress, true, or false when there is none yet. */
  private load(): boolean {
    const { file, run, identity } = this;
    if (!existsSync(file)) {
      // Found out now, not at the first save minutes in: a missing folder, no permission, a full disk.
      const probe = `${file}.probe-${process.pid}`;
      writeJsonOrSay(probe, {}, `checkpoint ${file}`);
      rmSync(probe, { force: true });
      return false;
    }
    const text = readBoundedFile(file, MAX_JSON_BYTES, `checkpoint ${file}`).toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new InputError(
        `checkpoint ${file}: not a lexpath checkpoint ` +
          `(${excerpt(error instanceof Error ? error.message : String(error), 60)}); ` +
          `delete it to start again`,
      );
    }
    const checked = checkpointSchema.safeParse(parsed);
    if (!checked.success)
      throw new InputError(
        `checkpoint ${file}: not a lexpath checkpoint ` +
          `(${excerpt(checked.error.issues[0]?.message ?? '', 60)}); ` +
          `delete it to start again`,
      );
    if (checked.data.run !== run)
      throw new InputError(
        `checkpoint ${file} belongs to another run (other solvers, ` +
          `shard or limits); delete it, or give ` +
          `--checkpoint another file`,
      );
    const changed = identityChange(checked.data.identity ?? {}, identity);
    if (changed !== null) {
      const what =
        changed === 'lexpath'
          ? 'another version of lexpath'
          : changed.startsWith(FOLDER_PREFIX)
            ? `another content of the folder ${changed.slice(FOLDER_PREFIX.length)} (a file under it was changed, ` +
              'added or removed since)'
            : `another content of ${changed} (${identity[changed] === 'missing' ? 'it is gone' : 'it changed since'})`;
      throw new InputError(
        `checkpoint ${file} was made with ${what}: its progress does not stand for this run; delete it to start again`,
      );
    }
    Object.assign(this.solvers, checked.data.solvers);
    return true;
  }

  resumed(solver: string): StreamProgress | undefined {
    return this.solvers[solver];
  }

  update(solver: string, progress: StreamProgress, force = false): void {
    this.solvers[solver] = progress;
    const now = performance.now();
    if (!force && now - this.lastSaved < this.everyMs) return;
    this.lastSaved = now;
    const saved: CheckpointFile = {
      kind: 'lexpath-checkpoint',
      version: 1,
      run: this.run,
      identity: this.identity,
      solvers: this.solvers,
    };
    writeJsonOrSay(this.file, saved, `checkpoint ${this.file}`);
  }

  /** The run finished: its report is the record, the checkpoint goes. */
  remove(): void {
    rmSync(this.file, { force: true });
    this.release();
  }
}
