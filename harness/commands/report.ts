import type { CommandModule } from 'yargs';
import { EXIT_OK, runCommand } from './run.js';

interface ReportArgs {
  dir: string;
  json: boolean;
}

export const reportCommand: CommandModule<object, ReportArgs> = {
  command: 'report <dir>',
  describe: 'Write charts, summary.md and index.html from the bench/verify/nightly JSON in a folder',
  builder: (y) =>
    y
      .positional('dir', {
        type: 'string',
        demandOption: true,
        describe: 'run folder (bench-*.json, verify-*.json, nightly.json; history.jsonl here or in its parent)',
      })
      .option('json', { type: 'boolean', default: false, describe: 'print the written paths as JSON' })
      .example('$0 report reports/2026-11-28T02-00-00', 'write the report into that run folder'),
  handler: (args) =>
    runCommand(async () => {
      const { writeReport } = await import('../report/report.js');
      const written = await writeReport(args.dir);
      process.stdout.write(args.json ? `${JSON.stringify(written, null, 2)}\n` : `${written.join('\n')}\n`);
      return EXIT_OK;
    }),
};
