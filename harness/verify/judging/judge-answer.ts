/** Turns an answer (moves and printed label) into a case verdict, with the oracle's certificate. */
import type { AnyPuzzleDefinition } from '../../../puzzles/index.js';
import type { Oracle } from '../../../oracle/oracle.js';
import { plural } from '../../../util/plural.js';
import type { CaseVerdict } from '../types.js';

export function judgeAnswer(
  oracle: Oracle<unknown>,
  puzzle: AnyPuzzleDefinition,
  c: unknown,
  moves: string,
  label: number | undefined,
): CaseVerdict {
  const judgement = oracle.judge(c, moves, puzzle.labelled ? label : undefined);
  if (judgement.verdict === 'ok') return { verdict: 'ok', detail: '' };
  return {
    verdict: judgement.verdict,
    detail: claimedLength(oracle, c, moves, judgement.verdict) + judgement.detail,
    certificate: judgement.verdict === 'not-lex-smallest' ? judgement.certificate : undefined,
  };
}

/**
 * Moves that do not solve, or break the rules, in a number the case cannot take: that first, since it
 * is what the program got wrong before any move ("claims 2 moves, the case needs 0: ...").
 */
function claimedLength(oracle: Oracle<unknown>, c: unknown, moves: string, verdict: string): string {
  if (verdict !== 'not-solved' && verdict !== 'illegal-move') return '';
  const needed = oracle.distance(c);
  return moves.length === needed ? '' : `claims ${plural(moves.length, 'move')}, the case needs ${needed}: `;
}
