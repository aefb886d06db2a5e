/** lexpath's version, from the package.json it was installed with. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../util/package-paths.js';

export function packageVersion(): string {
  const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return version;
}
