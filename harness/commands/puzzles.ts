import type { CommandModule } from 'yargs';
import type { RegisteredSolver } from '../../solvers/registry.js';
import { runCommand } from './run.js';

interface PuzzlesArgs {
  json: boolean;
}

/** What `lexpath puzzles` says of one puzzle. */
interface PuzzleListing {
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly moveLetters: string;
  /** States of its largest search space (null: more than 2^53). */
  readonly states: number | null;
  /** What the oracle's verdicts rest on. */
  readonly oracle: 'distance tables' | 'reference search';
  /** Cases in `verify --exhaustive` (null: not enumerable). */
  readonly exhaustiveCases: number | null;
  readonly caseSyntax: string;
  readonly solvers: readonly { readonly name: string; readonly skipped?: string }[];
}

/** The listed puzzles and what lexpath does with each (the library call behind `lexpath puzzles`). */
async function puzzleListings(): Promise<PuzzleListing[]> {
  const { listPuzzles } = await import('../../puzzles/index.js');
  const { solversFor } = await import('../../solvers/registry.js');
  const { TABLE_LIMIT } = await import('../../oracle/oracle.js');
  const correct = (s: RegisteredSolver) => s.kind === 'built-in' && s.expected === 'correct';
  return listPuzzles().map((p) => {
    const { apply, skipped } = solversFor(p.name, p.stateCount);
    return {
      name: p.name,
      title: p.title,
      summary: p.summary,
      moveLetters: p.puzzle.moveLetters,
      states: Number.isFinite(p.stateCount) ? p.stateCount : null,
      oracle: p.stateCount <= TABLE_LIMIT ? 'distance tables' : 'reference search',
      exhaustiveCases: p.exhaustive?.count ?? null,
      caseSyntax: p.caseSyntax,
      solvers: [
        ...apply.filter(correct).map((s) => ({ name: s.name })),
        ...skipped.filter((s) => correct(s.solver)).map((s) => ({ name: s.solver.name, skipped: s.reason })),
      ],
    };
  });
}

export const puzzlesCommand: CommandModule<object, PuzzlesArgs> = {
  command: 'puzzles',
  describe: 'List every puzzle: its judge format, its oracle and which solvers apply',
  builder: (y) => y.option('json', { type: 'boolean', default: false, describe: 'print JSON' }),
  handler: (args) =>
    runCommand(async () => {
      const listings = await puzzleListings();
      if (args.json) {
        process.stdout.write(`${JSON.stringify(listings, null, 2)}\n`);
        return 0;
      }
      for (const p of listings) {
        const states = p.states === null ? 'more than 2^53' : p.states.toLocaleString('en-US');
        const solvers = p.solvers.filter((s) => !s.skipped).map((s) => s.name);
        const skipped = p.solvers.filter((s) => s.skipped).map((s) => s.name);
        process.stdout.write(
          `${p.name}: ${p.title}\n` +
            `  ${p.summary}\n` +
            `  --case: ${p.caseSyntax}\n` +
            `  states per space: ${states}; oracle: ${p.oracle}; exhaustive: ` +
            `${p.exhaustiveCases === null ? 'no' : `${p.exhaustiveCases.toLocaleString('en-US')} cases`}\n` +
            `  solvers: ${solvers.join(', ')}` +
            `${skipped.length > 0 ? ` (skipped, whole-space: ${skipped.join(', ')})` : ''}\n\n`,
        );
      }
      process.stdout.write('Sliding puzzles of other sizes: slide-RxC, R and C 2..5 (slide-4x4 is fifteen).\n');
      return 0;
    }),
};
