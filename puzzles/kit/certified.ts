/** The answers of a puzzle's certified corpora (definition.certifiedCorpora), as the oracle reads them. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CertifiedAnswers } from '../../oracle/oracle.js';
import { check, parseJson } from '../../util/checked-json.js';
import { PuzzleFault } from '../../util/errors.js';
import { type CorpusFile, corpusSchemas } from './corpus-entry.js';
import type { PuzzleDefinition } from './definition.js';

let corpusFileSchema: ReturnType<typeof corpusSchemas>['file'] | undefined;

/** A certified corpus, checked; zod is loaded on first use only, so `lexpath solve` starts without it. */
function readCertifiedCorpus(file: string): CorpusFile {
  corpusFileSchema ??= corpusSchemas(createRequire(import.meta.url)('zod').z).file;
  const where = `certified corpus ${file}`;
  const json = parseJson(readFileSync(file, 'utf8'), where);
  const checked = json.ok ? check(corpusFileSchema, json.value, where) : json;
  if (!checked.ok) throw new PuzzleFault(checked.error);
  return checked.value;
}

/** The definition's certified answers by case (JSON of the case), read once on first use. */
export function certifiedAnswers<Case>(definition: PuzzleDefinition<Case>): CertifiedAnswers | undefined {
  const files = definition.certifiedCorpora;
  if (!files?.length) return undefined;
  let answers: Map<string, string> | null = null;
  return () => {
    if (answers) return answers;
    answers = new Map();
    for (const file of files) {
      for (const entry of readCertifiedCorpus(file).cases)
        answers.set(JSON.stringify(definition.entryToCase(entry)), entry.answer);
    }
    return answers;
  };
}
