/** Reads a `verify --json` report from a file, checked, or fails with one message naming the file. */
import { MAX_JSON_BYTES, readBoundedFile } from '../../../util/files.js';
import { InputError } from '../../../util/errors.js';
import { parseJson } from '../../../util/checked-json.js';
import { excerpt } from '../../../util/escape.js';
import { checkVerifyReport, type VerifyReport } from '../types.js';
import { claimMismatch } from './outcome.js';

export function readVerifyReport(file: string, name = excerpt(file, 120)): VerifyReport {
  const text = readBoundedFile(file, MAX_JSON_BYTES, name).toString('utf8');
  const json = parseJson(text, name);
  if (!json.ok) throw new InputError(json.error);
  const checked = checkVerifyReport(json.value, name);
  if (!checked.ok) throw new InputError(`${checked.error} (not a \`verify --json\` report)`);
  const mismatch = claimMismatch(checked.value);
  if (mismatch !== null) throw new InputError(`${name}: ${mismatch}: an edited or damaged report, refused`);
  return checked.value;
}
