/** What a verify run covers, in words, for the JSON, the text report and merged shards. */
import type { PuzzleName } from '../../solvers/puzzle.js';
import { plural } from '../plural.js';
import { EXHAUSTIVE_CASES } from './streams.js';
import type { Coverage } from './types.js';

/** What the exhaustive stream of a puzzle covers (README: "Exhaustive runs"; streams.ts says how). */
export const EXHAUSTIVE_MEANING: Record<PuzzleName, string> = {
  eight: 'every Eight II case up to tile labels (9 goal blank positions x 181,440 starts)',
  rotation: "every placement of one digit's 8 cells (735,471 boards; the other digits placed so that, where a split allows, that digit decides the answer)",
};

export function coverage(
  domain: PuzzleName,
  kind: Coverage['kind'],
  listed: number,
  /** Stream cases in the run; null: open-ended (each solver as many as fit in its time). */
  streamed: number | null,
  shard: { readonly index: number; readonly count: number } | null,
): Coverage {
  const part = shard && shard.count > 1 ? `shard ${shard.index}/${shard.count} of ` : '';
  if (kind === 'exhaustive') {
    return { kind, listed, streamed, text: `${part}all ${EXHAUSTIVE_CASES[domain].toLocaleString('en-US')} cases: ${EXHAUSTIVE_MEANING[domain]}` };
  }
  const random = streamed === null ? "random cases for as long as each solver's time allowed" : plural(streamed, 'random case');
  return { kind, listed, streamed, text: `${part}${plural(listed, 'listed case')} (regressions, corpora, --case) and ${random}` };
}
