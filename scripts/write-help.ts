/** Build step: renders the top-level help with yargs into dist/harness/help.txt (see harness/cli-main.ts). */
import { writeFileSync } from 'node:fs';
import { defineCli, HELP_FILE } from '../harness/cli-definition.js';

const help = await (await defineCli([])).getHelp();
writeFileSync(new URL(`../harness/${HELP_FILE}`, import.meta.url), `${help}\n`);
