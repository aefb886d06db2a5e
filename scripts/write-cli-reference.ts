/** `npm run docs:cli`: writes the command-line reference, docs/cli.md, from the yargs definition. */
import { writeFileSync } from 'node:fs';
import { CLI_REFERENCE_FILE, renderCliReference } from './cli-reference.js';

// Compiled to dist/scripts/, two folders below the package root.
writeFileSync(new URL(`../../${CLI_REFERENCE_FILE}`, import.meta.url), await renderCliReference());
console.log(`wrote ${CLI_REFERENCE_FILE}`);
