/** docs/cli.md is what the yargs definition renders now: regenerate it with `npm run docs:cli`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLI_REFERENCE_FILE, renderCliReference } from './cli-reference.js';

describe('the command-line reference', () => {
  it(`${CLI_REFERENCE_FILE} is current`, async () => {
    const written = readFileSync(new URL(`../${CLI_REFERENCE_FILE}`, import.meta.url), 'utf8');
    const current = await renderCliReference();
    expect(written, `${CLI_REFERENCE_FILE} is stale: run \`npm run docs:cli\` and commit it`).toBe(current);
  });

  it('has every command and the help yargs prints for it', async () => {
    const reference = await renderCliReference();
    for (const command of ['solve', 'solvers', 'puzzles', 'verify', 'repro', 'merge', 'bench', 'nightly', 'report']) {
      expect(reference).toContain(`## lexpath ${command}\n`);
    }
    expect(reference).toMatch(/^ +--puzzle +which puzzle/m);
    // --domain, the old name of --puzzle, still works but is not shown (cli-definition.ts, OLD_OPTION_NAMES).
    expect(reference).not.toMatch(/domain/);
  });
});
