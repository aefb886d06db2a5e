/** What a verify run covers, in words, for the JSON, the text report and merged shards. */
import { plural } from '../../../util/plural.js';
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { Coverage } from '../types.js';

export function coverage(
  puzzle: AnyPuzzleDefinition,
  kind: Coverage['kind'],
  listed: number,
  /** Stream cases in the run; null: open-ended (each solver as many as fit in its time). */
  streamed: number | null,
  shard: { readonly index: number; readonly count: number } | null,
  /** The most moves a listed case needs (undefined: none listed). */
  deepestListed?: number,
): Coverage {
  const part = shard && shard.count > 1 ? `shard ${shard.index}/${shard.count} of ` : '';
  if (kind === 'exhaustive') {
    const exhaustive = puzzle.exhaustive;
    return {
      kind,
      listed,
      streamed,
      text: `${part}all ${(exhaustive?.count ?? 0).toLocaleString('en-US')} cases: ${exhaustive?.meaning ?? 'none'}`,
    };
  }
  const random =
    streamed === null ? "random cases for as long as each solver's time allowed" : plural(streamed, 'random case');
  const text = `${part}${plural(listed, 'listed case')} (regressions, corpora, --case) and ${random}`;
  if (deepestListed === undefined) return { kind, listed, streamed, text };
  return { kind, listed, streamed, deepestListed, text: `${text}; ${depthReach(puzzle, deepestListed)}` };
}

/**
 * How deep the listed cases reach, beside the puzzle's deepest: a pass proves answers up to that
 * depth (random cases may go deeper), and a program that gives up beyond it can still pass.
 */
function depthReach(puzzle: AnyPuzzleDefinition, deepestListed: number): string {
  const reach = `the deepest listed case needs ${plural(deepestListed, 'move')}`;
  if (puzzle.deepest === undefined) return reach;
  if (deepestListed >= puzzle.deepest) return `${reach}, as many as any ${puzzle.name} case`;
  return `${reach} (the deepest ${puzzle.name} cases need ${puzzle.deepest})`;
}
