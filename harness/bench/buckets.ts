/**
 * Bench's cases: seeded cases at every optimal depth from the puzzle's definition (picked by the
 * oracle's exact distances), with the cases of any corpus file joining their depth's bucket; each
 * corpus is also a batch of its own for the whole-process phase.
 */
import { basename } from 'node:path';
import { TABLE_LIMIT } from '../../oracle/oracle.js';
import { oracleOf, type DepthCases } from '../../puzzles/index.js';
import { plural } from '../../util/plural.js';
import { loadCorpus } from '../corpus.js';
import type { BenchContext } from './context.js';
import { BENCH_DEFAULTS } from './options.js';

/** A corpus file's cases, as one more batch. */
export interface CorpusBatch {
  readonly name: string;
  readonly cases: unknown[];
}

/** The depth buckets (shallowest first) and the corpus batches; buckets with fewer cases than asked are noted. */
export function benchBuckets({ options, puzzleName, puzzle, notes, log }: BenchContext): {
  buckets: DepthCases[];
  corpusBatches: CorpusBatch[];
} {
  const { seed } = options;
  const perDepth = options.casesPerDepth ?? BENCH_DEFAULTS.casesPerDepth;
  log(`bench ${puzzleName}: cases at every depth (seed ${seed})`);
  const buckets = puzzle.depthCases(perDepth, seed).filter((b) => b.cases.length > 0);
  const corpusBatches: CorpusBatch[] = [];
  if (options.corpora.length > 0) {
    // Bench only times: where the oracle would have to search (the 15-puzzle), a corpus's recorded
    // answers give the depths; verify certifies answers.
    const searched = puzzle.stateCount > TABLE_LIMIT;
    const oracle = oracleOf<unknown>(puzzle);
    for (const file of options.corpora) {
      const loaded = loadCorpus(file, puzzle, { certify: !searched });
      const cases = loaded.map((l) => l.case as unknown);
      const recorded = new Map(loaded.map((l) => [l.case, l.answer.length]));
      if (cases.length === 0) {
        notes.push(`corpus ${file} has no ${puzzleName} cases`);
        continue;
      }
      corpusBatches.push({ name: basename(file).replace(/\.json$/, ''), cases });
      for (const c of cases) {
        const depth = searched ? recorded.get(c)! : oracle.distance(c);
        const bucket = buckets.find((b) => b.depth === depth);
        if (bucket) bucket.cases.push(c);
        else if (depth !== 255) buckets.push({ depth, cases: [c] });
      }
    }
    buckets.sort((a, b) => a.depth - b.depth);
  }
  for (const b of buckets)
    if (b.cases.length < perDepth) notes.push(`depth ${b.depth}: only ${plural(b.cases.length, 'case')} found`);
  return { buckets, corpusBatches };
}
