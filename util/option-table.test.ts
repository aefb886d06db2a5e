import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { optionsIn, optionTable, withOptions } from './option-table.js';

const TABLE = optionTable({
  seed: { type: 'number', describe: 'seed', roles: { recorded: true, replay: true, agree: true } },
  cases: { type: 'number', default: 3, describe: 'cases', roles: { recorded: true, identity: true } },
  json: { type: 'boolean', default: false, describe: 'print JSON' },
});

describe('an option table', () => {
  it('lists the options that play each role, in the order they are declared', () => {
    expect(optionsIn(TABLE, 'recorded')).toEqual(['seed', 'cases']);
    expect(optionsIn(TABLE, 'replay')).toEqual(['seed']);
    expect(optionsIn(TABLE, 'identity')).toEqual(['cases']);
    expect(optionsIn(TABLE, 'agree')).toEqual(['seed']);
  });

  it('gives yargs the flags with their types and defaults, and no roles', async () => {
    const args = await withOptions(yargs([]).strict(), TABLE).parse(['--seed', '7', '--json']);
    expect({ seed: args.seed, cases: args.cases, json: args.json }).toEqual({ seed: 7, cases: 3, json: true });
    const help = await withOptions(yargs([]), TABLE).getHelp();
    expect(help).toMatch(/--cases\s+cases\s+\[number\] \[default: 3\]/);
    expect(help).not.toMatch(/roles|recorded/);
  });

  it("counts a replay only when its value is not the default as a replay, and keeps the run's part from yargs", async () => {
    const table = optionTable({
      format: { type: 'string', default: 'strict', describe: 'format', roles: { replay: 'unless-default' } },
      limit: { type: 'number', describe: 'limit', run: { key: 'limitMs' } },
    });
    expect(optionsIn(table, 'replay')).toEqual(['format']);
    const args = await withOptions(yargs([]).strict(), table).parse(['--limit', '5']);
    expect({ format: args.format, limit: args.limit }).toEqual({ format: 'strict', limit: 5 });
    expect(await withOptions(yargs([]), table).getHelp()).not.toMatch(/limitMs|run/);
  });
});
