import type { CommandModule } from 'yargs';
import { PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { loadPlugIns, PLUG_IN_OPTIONS } from './plug-ins.js';
import { runCommand } from './run.js';
import { type ArgsOf, optionTable, withOptions } from '../../util/option-table.js';

/** check's options, each declared once: flag, type, default, help. */
const CHECK_OPTIONS = optionTable({
  puzzle: {
    type: 'string',
    demandOption: true,
    describe: PUZZLE_CHOICES_TEXT,
    coerce: puzzleArgument,
  },
  protocol: {
    choices: ['kattis', 'testlib'] as const,
    default: 'kattis' as const,
    describe:
      'kattis: check INPUT ANSWER FEEDBACK_DIR < OUTPUT, exit 42/43, the message in judgemessage.txt; ' +
      'testlib: check INPUT OUTPUT ANSWER, exit 0 ok, 1 wrong answer, 2 wrong format, 3 FAIL',
  },
  'puzzle-module': PLUG_IN_OPTIONS['puzzle-module'],
});

type CheckArgs = ArgsOf<typeof CHECK_OPTIONS> & { first: string; second: string; third: string };

export const checkCommand: CommandModule<object, CheckArgs> = {
  command: 'check <first> <second> <third>',
  describe: "Judge an output against the jury's answer, as a package's checker does, in the Kattis or testlib protocol",
  builder: (y) =>
    withOptions(y, CHECK_OPTIONS)
      .positional('first', { type: 'string', demandOption: true, describe: 'the input file' })
      .positional('second', {
        type: 'string',
        demandOption: true,
        describe: 'kattis: the answer file; testlib: the output file',
      })
      .positional('third', {
        type: 'string',
        demandOption: true,
        describe: 'kattis: the feedback folder; testlib: the answer file',
      })
      .example('$0 check --puzzle eight data/secret/01.in data/secret/01.ans feedback < out.txt', 'Kattis protocol')
      .example('$0 check --puzzle eight --protocol testlib 01.in out.txt 01.ans', 'testlib protocol'),
  handler: (args) =>
    runCommand(async () => {
      await loadPlugIns([args.puzzle], args);
      const { checkFiles } = await import('../pack/check.js');
      const { puzzleDefinition } = await import('../../puzzles/index.js');
      const { readBoundedStdin } = await import('../../util/files.js');
      const { terminalSafe } = await import('../../util/escape.js');
      const run = checkFiles(puzzleDefinition(args.puzzle), args.protocol, [args.first, args.second, args.third], () =>
        readBoundedStdin(),
      );
      process.stderr.write(terminalSafe(run.stderr));
      return run.exitCode;
    }),
};
