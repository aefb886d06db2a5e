import type { CommandModule } from 'yargs';
import { EXIT_FAILED, EXIT_OK, runCommand } from './run.js';

interface MergeArgs {
  files: string[];
  json: boolean;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <files..>',
  describe: 'Combine `verify --shard I/N --json` outputs into the unsharded result',
  builder: (y) =>
    y
      .positional('files', { type: 'string', array: true, demandOption: true, describe: 'shard JSON files' })
      .option('json', { type: 'boolean', default: true, describe: 'print JSON (--no-json: the text report)' }),
  handler: (args) =>
    runCommand(async () => {
      const { mergeReports } = await import('../verify/reporting/merge.js');
      const { formatVerifyReport } = await import('../verify/reporting/text-report.js');
      const { readVerifyReport } = await import('../verify/reporting/read-report.js');
      const { excerpt, terminalSafe } = await import('../../util/escape.js');
      const names = args.files.map((file) => excerpt(file, 120));
      const reports = args.files.map((file, i) => readVerifyReport(file, names[i]));
      const merged = mergeReports(reports, names);
      process.stdout.write(
        args.json ? `${JSON.stringify(merged, null, 2)}\n` : terminalSafe(formatVerifyReport(merged)),
      );
      return merged.ok ? EXIT_OK : EXIT_FAILED;
    }),
};
