/**
 * Cases addressed by index: case i of a stream is a pure function of the stream and i, so a pool
 * thread makes its own cases (nothing is drawn or copied on the main thread) and any range of a
 * stream can be run, split into shards, or resumed.
 *
 * - `random`: the seeded random cases of a verify run. Eight cases are uniform over optimal depth
 *   0-31 (each block of 32 indices holds every depth once, in a seeded order) and cycle through the
 *   nine goal blank positions, with random tile labels: uniform sampling over states would almost
 *   never reach the deep cases where heuristic and depth-cap mistakes hide, and zero-move cases
 *   land inside multi-case batches. Rotation cases come from the fast-check arbitraries (8/8/8
 *   boards, scrambles, recoloured boards), one sample per index. An outside program's stream is
 *   the same but within the judge's contract: a case beyond it (a recoloured board) is redrawn.
 * - `exhaustive`: every distinct case. Eight: up to relabelling the tiles, a case is a goal blank
 *   position and a start state reachable from it, so index k is blank floor(k / 181,440) with the
 *   canonical goal (tiles 1-8 in order) and the (k mod 181,440)-th reachable start in rank order:
 *   9 x 181,440 = 1,632,960 cases. Rotation has about 9.4e9 8/8/8 boards; what is enumerable is the per-digit
 *   subproblem: index k puts digit 1 on the k-th of the 735,471 placements of 8 cells (colex
 *   order) and splits the other 16 cells between 2 and 3 so that, where a split allows it, neither
 *   of them is nearer the goal than digit 1 (48 seeded splits tried, 1,000 for patterns 11 or more
 *   moves deep). On 693,463 of the boards (94.3%) digit 1 decides the answer or ties for it; the
 *   rest hold patterns 10-14 moves deep that no tried split leaves as far (a 14-move pattern
 *   never decides: no board needs more than 13).
 */
import type { PuzzleName } from '../../../solvers/puzzle.js';
import { loadCorpus } from '../../corpus.js';
import { listPuzzles, type AnyPuzzleDefinition } from '../../../puzzles/index.js';
import { PuzzleFault } from '../../../util/errors.js';
import { indexSeed } from '../../../util/random.js';

export type CaseStream =
  /**
   * `lead`: a corpus file whose cases come first (nightly: every Rotation board that needs 13 moves).
   * `withinContract`: an outside program's stream, every case within the judge's contract (contractCase).
   */
  | {
      readonly kind: 'random';
      readonly puzzle: PuzzleName;
      readonly seed: number;
      readonly lead?: string;
      readonly withinContract?: boolean;
    }
  | { readonly kind: 'exhaustive'; readonly puzzle: PuzzleName };

/** How many cases each puzzle's exhaustive stream holds (0: none). */
export function exhaustiveCount(puzzle: AnyPuzzleDefinition): number {
  return puzzle.exhaustive?.count ?? 0;
}

/** The exhaustive streams' sizes of the listed puzzles that have one. */
export const EXHAUSTIVE_CASES: Readonly<Record<string, number>> = Object.fromEntries(
  listPuzzles().flatMap((p) => (p.exhaustive ? [[p.name, p.exhaustive.count]] : [])),
);

/** Lead corpora, loaded once per thread. */
const leads = new Map<string, unknown[]>();

function leadCases(file: string, puzzle: AnyPuzzleDefinition): unknown[] {
  let cases = leads.get(file);
  if (!cases) {
    cases = loadCorpus(file, puzzle).map((loaded) => loaded.case);
    leads.set(file, cases);
  }
  return cases;
}

/** Case `index` of `stream`, a stream of `puzzle`'s cases. */
export function streamCase(puzzle: AnyPuzzleDefinition, stream: CaseStream, index: number): unknown {
  if (stream.kind === 'random') {
    const lead = stream.lead ? leadCases(stream.lead, puzzle) : [];
    const at = index - lead.length;
    const drawn = index < lead.length ? lead[index] : puzzle.randomCase(stream.seed, at);
    return stream.withinContract ? contractCase(puzzle, stream.seed, index, drawn) : drawn;
  }
  const exhaustive = puzzle.exhaustive;
  if (!exhaustive) throw new Error(`${puzzle.name} has no exhaustive stream`);
  return exhaustive.caseAt(index);
}

/** Redraws a case may take to fall within the judge's contract before the puzzle is at fault. */
const CONTRACT_REDRAWS = 1_000;

/**
 * `drawn` when it is within the puzzle's contract, else the first of the index's redraws (random
 * cases under derived seeds) that is: still a pure function of seed and index, and the same case
 * as the ordinary stream's wherever that one is within the contract.
 */
function contractCase(puzzle: AnyPuzzleDefinition, seed: number, index: number, drawn: unknown): unknown {
  const contract = puzzle.contract;
  if (!contract || contract.holds(drawn)) return drawn;
  for (let redraw = 1; redraw <= CONTRACT_REDRAWS; redraw++) {
    const c = puzzle.randomCase(indexSeed(seed, -redraw), index);
    if (contract.holds(c)) return c;
  }
  throw new PuzzleFault(
    `puzzle ${puzzle.name}: ${CONTRACT_REDRAWS} random cases in a row break ` +
      `its judge's contract (${contract.description})`,
  );
}

/** Cases `start`, `start + step`, ... of a stream: one shard's part of it, or all of it. */
export interface StreamSlice {
  readonly stream: CaseStream;
  readonly start: number;
  readonly step: number;
  /** How many (Infinity for an endless random stream, run until a deadline). */
  readonly count: number;
}

/** The slice of `stream`'s first `total` cases that shard I of N runs (I from 1): every N-th case. */
export function shardSlice(
  stream: CaseStream,
  total: number,
  shard: { readonly index: number; readonly count: number } | null,
): StreamSlice {
  if (!shard) return { stream, start: 0, step: 1, count: total };
  const start = shard.index - 1;
  return { stream, start, step: shard.count, count: Math.max(0, Math.ceil((total - start) / shard.count)) };
}

/** The stream index of position `position` of a slice. */
export function sliceIndex(slice: StreamSlice, position: number): number {
  return slice.start + position * slice.step;
}
