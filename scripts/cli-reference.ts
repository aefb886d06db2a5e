/**
 * The command-line reference (docs/cli.md), rendered from the one yargs definition
 * (cli-definition.ts): the commands and their descriptions, each option's other names, then the
 * help yargs prints for `lexpath --help` and for every `lexpath <command> --help`.
 * write-cli-reference.ts writes it (`npm run docs:cli`); a test fails when the file is stale.
 * Neither ships in the package.
 */
import type { Argv } from 'yargs';
import { defineCli } from '../harness/cli-definition.js';

/** The reference's path from the package root. */
export const CLI_REFERENCE_FILE = 'docs/cli.md';

/** What yargs knows of a command line once its help is rendered (internal to yargs 17, read only). */
interface YargsInternals {
  getInternalMethods(): { getUsageInstance(): { getCommands(): [string, string, ...unknown[]][] } };
  getOptions(): { alias: Record<string, string[]> };
}

const internals = (cli: Argv) => cli as unknown as YargsInternals;

/** The help yargs prints for `lexpath ...argv --help`, in English whatever the machine's locale. */
async function helpOf(argv: string[]): Promise<{ help: string; cli: Argv }> {
  const cli = (await defineCli(argv)).locale('en');
  return { help: await cli.getHelp(), cli };
}

/** A fenced code block that no run of backticks inside `text` can close. */
function codeBlock(text: string): string {
  const fence = '`'.repeat(Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length)) + 1);
  return `${fence}text\n${text}\n${fence}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export async function renderCliReference(): Promise<string> {
  const top = await helpOf([]);
  const commands = internals(top.cli)
    .getInternalMethods()
    .getUsageInstance()
    .getCommands()
    .map(([usage, description]) => ({ name: usage.split(' ')[0], usage, description }));
  const sections: string[] = [];
  /** `--puzzle` for `--puzzle` -> the commands that take it. */
  const otherNames = new Map<string, string[]>();
  for (const command of commands) {
    const { help, cli } = await helpOf([command.name]);
    sections.push(`## lexpath ${command.name}\n\n${command.description}.\n\n${codeBlock(help)}`);
    for (const [name, aliases] of Object.entries(internals(cli).getOptions().alias)) {
      if (name === 'h' || aliases.length === 0) continue; // -h for --help is in every help
      const text = `${aliases.map((alias) => `\`--${alias}\``).join(', ')} for \`--${name}\``;
      otherNames.set(text, [...(otherNames.get(text) ?? []), `\`${command.name}\``]);
    }
  }
  return [
    '# Command-line reference',
    '',
    "Generated from the command line's definition by `npm run docs:cli`: do not edit it by hand. A test",
    'fails when it differs from what `lexpath --help` and `lexpath <command> --help` print.',
    '',
    '| command | what it does |',
    '|---|---|',
    ...commands.map((c) => `| [\`lexpath ${cell(c.usage)}\`](#lexpath-${c.name}) | ${cell(c.description)} |`),
    '',
    ...(otherNames.size > 0
      ? [
          'Options with a second name, accepted the same way (help shows it beside the first):',
          '',
          ...[...otherNames].map(([text, on]) => `- ${text}: ${on.join(', ')}`),
          '',
        ]
      : []),
    '## lexpath',
    '',
    codeBlock(top.help),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
