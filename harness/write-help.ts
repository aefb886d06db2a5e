/** Build step: renders the top-level help with yargs into dist/harness/help.txt (see cli.ts). */
import { writeFileSync } from 'node:fs';
import { defineCli, HELP_FILE } from './cli-definition.js';

const help = await (await defineCli([])).getHelp();
writeFileSync(new URL(HELP_FILE, import.meta.url), `${help}\n`);
