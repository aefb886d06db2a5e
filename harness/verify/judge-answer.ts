/** Turns an answer (moves and printed label) into a case verdict, with the oracle's certificate. */
import type { AnyPuzzleDefinition } from '../../puzzles/index.js';
import type { Oracle } from '../../oracle/oracle.js';
import type { CaseVerdict } from './types.js';

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
    detail: judgement.detail,
    certificate: judgement.verdict === 'not-lex-smallest' ? judgement.certificate : undefined,
  };
}
