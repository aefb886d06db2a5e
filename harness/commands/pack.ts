import type { CommandModule } from 'yargs';
import { PUZZLE_CHOICES_TEXT, puzzleArgument } from '../../puzzles/names.js';
import { loadPlugIns, PLUG_IN_OPTIONS } from './plug-ins.js';
import { EXIT_OK, runCommand } from './run.js';
import { type ArgsOf, optionTable, wholeNumber, withOptions } from '../../util/option-table.js';

/** pack's options, each declared once: flag, type, default, help. */
const PACK_OPTIONS = optionTable({
  puzzle: {
    type: 'string',
    demandOption: true,
    describe: PUZZLE_CHOICES_TEXT,
    coerce: puzzleArgument,
  },
  out: { type: 'string', demandOption: true, describe: 'folder for the package (new or empty)' },
  wrong: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'a program known to be wrong, NAME=COMMAND (judge input on stdin): some test must kill it (repeatable)',
  },
  accepted: {
    type: 'string',
    array: true,
    default: [] as string[],
    describe: 'a program known to be right, NAME=COMMAND: it must pass every test (repeatable)',
  },
  format: {
    choices: ['icpc', 'polygon', 'cms', 'all'] as const,
    default: 'icpc' as const,
    describe: 'the package: ICPC/Kattis problem package, Polygon-style (testlib checker), CMS-style, or all three',
  },
  seed: {
    type: 'number',
    coerce: wholeNumber('seed', Number.MIN_SAFE_INTEGER),
    describe: 'seed for the depth and random cases and the counterexample search (default: 1)',
  },
  'time-limit': {
    type: 'number',
    coerce: wholeNumber('time-limit', 1),
    describe: "ms per case, as verify's --time-limit (default: 2000)",
  },
  'puzzle-module': PLUG_IN_OPTIONS['puzzle-module'],
});

type PackArgs = ArgsOf<typeof PACK_OPTIONS>;

export const packCommand: CommandModule<object, PackArgs> = {
  command: 'pack',
  describe:
    "Write a problem setter's package: the fewest tests that kill every known wrong program, and checkers judges accept",
  builder: (y) =>
    withOptions(y, PACK_OPTIONS)
      .example('$0 pack --puzzle eight --out eight-pack', 'an ICPC/Kattis package for Eight II')
      .example(
        "$0 pack --puzzle rotation --out rot --wrong 'greedy=./greedy' --accepted 'mine=./a.out' --format all",
        'with your own wrong and right programs, in all three formats',
      ),
  handler: (args) =>
    runCommand(async () => {
      await loadPlugIns([args.puzzle], args);
      const { pack } = await import('../pack/pack.js');
      const { programSpec } = await import('../pack/options.js');
      const { terminalNote } = await import('../pack/note.js');
      const { terminalSafe } = await import('../../util/escape.js');
      const result = await pack({
        puzzle: args.puzzle,
        outDir: args.out,
        wrong: args.wrong.map((spec) => programSpec('--wrong', spec)),
        accepted: args.accepted.map((spec) => programSpec('--accepted', spec)),
        format: args.format,
        seed: args.seed,
        timeLimitMs: args['time-limit'],
        log: (line) => process.stderr.write(`lexpath pack: ${terminalSafe(line)}\n`),
      });
      process.stdout.write(terminalSafe(terminalNote(result)));
      return EXIT_OK;
    }),
};
