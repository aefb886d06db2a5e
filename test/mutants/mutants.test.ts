/**
 * Mutation suite: the harness must catch outside programs that are correct but for one realistic
 * mistake, and must pass the correct reference programs. Each puzzle has ONE reference solver
 * (test/mutants/eight.mjs, rotation.mjs) whose mutants are switched on by name
 * (test/mutants/catalogue.mjs). Everything goes through the built CLI as a real child process:
 * `lexpath verify --domain D --no-builtins --json --seed 1 --cmd NAME=COMMAND...` with otherwise
 * default options (the seed is fixed so a run is repeatable; see run-verify.mjs). Several mutants
 * share one verify run (they run concurrently), so the suite costs a few verify runs per puzzle.
 *
 * A mutant counts as caught when verify exits 1, its report says FAILED and at least one verdict
 * other than time-limit shows the mistake (a time-limit alone can come from the machine's load:
 * the programs of one run share the cores).
 *
 * KNOWN_MISSED lists the mutants the harness does not catch yet with default options, each with
 * the reason; their tests are `it.fails`, so they start failing (and must move out of the list)
 * the day the harness catches them. `node test/mutants/score.mjs` prints the whole table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MUTANTS } from './catalogue.mjs';
import { mutantGroups, runMutantGroup, runVerify, solverCommand } from './run-verify.mjs';

type Puzzle = 'eight' | 'rotation';

interface MutantRow {
  mutant: string;
  caught: boolean | null;
  caughtBeyondTime: boolean | null;
  code: number | null;
  verdicts: Record<string, number> | null;
  detail: string | null;
}

const KNOWN_MISSED: Record<Puzzle, Record<string, string>> = {
  eight: {
    // A batch whose output does not parse is re-run one case at a time, and a one-case run of
    // these prints the right thing, so the batch-only fault is dropped.
    'case-mod-10': 'batch faults are dropped: a one-case run prints Case 1',
    'no-empty-line': 'batch faults are dropped: a one-case run may lose its final empty line',
    'extra-blank-line': 'batch faults are dropped: a one-case run has no case after it',
    // wrong on 2 of corpora/performance/eight-hard-200.json's pairs (distance 29-31), on none of
    // 2000 random cases (seed 2): needs deep cases by default
    'linear-conflict-pairs': 'overestimates only on rare deep cases',
  },
  rotation: {
    'depth-cap-12': 'no board needing 13 moves among the default cases',
  },
};

const MINUTES = 60_000;

for (const puzzle of ['eight', 'rotation'] as const) {
  describe(`mutation suite: ${puzzle}`, () => {
    it('passes the correct reference program (exit code 0)', async () => {
      const run = await runVerify(puzzle, [{ name: 'reference', command: solverCommand(puzzle) }]);
      expect(run.report?.solvers[0]?.verdicts, run.stderr).toEqual({ ok: run.report?.cases });
      expect(run.code).toBe(0);
    }, 10 * MINUTES);

    const rows = new Map<string, MutantRow>();
    beforeAll(async () => {
      for (const group of mutantGroups(puzzle) as string[][]) {
        for (const row of (await runMutantGroup(puzzle, group)) as MutantRow[]) rows.set(row.mutant, row);
      }
    }, 30 * MINUTES);

    for (const [mutant, mistake] of Object.entries((MUTANTS as Record<Puzzle, Record<string, string>>)[puzzle])) {
      const missed = KNOWN_MISSED[puzzle][mutant];
      const test = missed ? it.fails : it;
      test(`catches ${mutant}: ${mistake}${missed ? ` [known miss: ${missed}]` : ''}`, () => {
        const row = rows.get(mutant);
        expect(row?.code, JSON.stringify(row)).toBe(1);
        expect(row?.caught).toBe(true);
        // and not through time-limits alone, which a loaded machine can cause
        expect(row?.caughtBeyondTime).toBe(true);
      });
    }
  });
}
