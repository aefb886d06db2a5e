/** What a verify run covers, in words, for the JSON, the text report and merged shards. */
import { plural } from '../../util/plural.js';
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Coverage } from './types.js';

export function coverage(
  puzzle: AnyPuzzleDefinition,
  kind: Coverage['kind'],
  listed: number,
  /** Stream cases in the run; null: open-ended (each solver as many as fit in its time). */
  streamed: number | null,
  shard: { readonly index: number; readonly count: number } | null,
): Coverage {
  const part = shard && shard.count > 1 ? `shard ${shard.index}/${shard.count} of ` : '';
  if (kind === 'exhaustive') {
    const exhaustive = puzzle.exhaustive;
    return { kind, listed, streamed, text: `${part}all ${(exhaustive?.count ?? 0).toLocaleString('en-US')} cases: ${exhaustive?.meaning ?? 'none'}` };
  }
  const random = streamed === null ? "random cases for as long as each solver's time allowed" : plural(streamed, 'random case');
  return { kind, listed, streamed, text: `${part}${plural(listed, 'listed case')} (regressions, corpora, --case) and ${random}` };
}
