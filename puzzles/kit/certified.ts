/** The answers of a puzzle's certified corpora (definition.certifiedCorpora), as the oracle reads them. */
import { readFileSync } from 'node:fs';
import type { CertifiedAnswers } from '../../oracle/oracle.js';
import type { CorpusFile } from './corpus-entry.js';
import type { PuzzleDefinition } from './definition.js';

/** The definition's certified answers by case (JSON of the case), read once on first use. */
export function certifiedAnswers<Case>(definition: PuzzleDefinition<Case>): CertifiedAnswers | undefined {
  const files = definition.certifiedCorpora;
  if (!files?.length) return undefined;
  let answers: Map<string, string> | null = null;
  return () => {
    if (answers) return answers;
    answers = new Map();
    for (const file of files) {
      const corpus = JSON.parse(readFileSync(file, 'utf8')) as CorpusFile;
      for (const entry of corpus.cases) answers.set(JSON.stringify(definition.entryToCase(entry)), entry.answer);
    }
    return answers;
  };
}
