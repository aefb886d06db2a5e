#!/usr/bin/env node
// Mutation score of the current harness: runs every mutant (or the named ones) through
// `lexpath verify` with default options, a fixed seed and --fail-fast (see run-verify.mjs),
// GROUP_SIZE mutants per verify run, and prints one row per mutant. Needs `npm run build` first.
//
//   node test/mutants/score.mjs [--puzzle eight|rotation|fifteen] [--seed N] [--json] [MUTANT...]
//
// "to first failure" is the report's firstFailureMs: from the start of the verify run that judged
// the mutant (shared with the other mutants of its group) to its first failing verdict; "first
// failure" is the index (in verify's case list) and origin of the first failing case. "caught?" is yes only when a
// verdict other than time-limit shows the mistake ("time only": failed on time-limits alone, which
// can be the machine's load rather than the mistake).

import { parseArgs } from 'node:util';
import { MUTANTS } from './catalogue.mjs';
import { mutantGroups, runMutantGroup, SEED } from './run-verify.mjs';

const { values, positionals } = parseArgs({
  options: { puzzle: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } },
  allowPositionals: true,
});
const puzzles = values.puzzle ? [values.puzzle] : Object.keys(MUTANTS);
const seed = values.seed === undefined ? SEED : Number(values.seed);
const only = positionals.length > 0 ? positionals : undefined;

const rows = [];
for (const puzzle of puzzles) {
  for (const group of mutantGroups(puzzle, only)) {
    const groupRows = await runMutantGroup(puzzle, group, { seed });
    rows.push(...groupRows);
    if (!values.json)
      for (const row of groupRows)
        process.stderr.write(`${row.puzzle} ${row.mutant}: ${row.caught ? 'caught' : 'MISSED'}\n`);
  }
}

if (values.json) {
  process.stdout.write(`${JSON.stringify({ seed, rows }, null, 2)}\n`);
} else {
  const table = [['mutant', 'puzzle', 'caught?', 'verdict', 'first failure', 'to first failure', 'verdicts']];
  for (const r of rows) {
    table.push([
      r.mutant,
      r.puzzle,
      r.caught === null ? 'ERROR' : r.caughtBeyondTime ? 'yes' : r.caught ? 'time only' : 'NO',
      r.verdict ?? '-',
      r.firstFailure ? `#${r.firstFailure.caseIndex} ${r.firstFailure.origin}` : '-',
      r.firstFailureMs === null ? '-' : `${(r.firstFailureMs / 1000).toFixed(1)} s`,
      r.verdicts
        ? Object.entries(r.verdicts)
            .map(([v, n]) => `${v} ${n}`)
            .join(', ')
        : (r.detail ?? ''),
    ]);
  }
  const widths = table[0].map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
  for (const row of table)
    process.stdout.write(
      `${row
        .map((cell, c) => String(cell).padEnd(widths[c]))
        .join('  ')
        .trimEnd()}\n`,
    );
  const caught = rows.filter((r) => r.caughtBeyondTime).length;
  process.stdout.write(`\nmutation score: ${caught}/${rows.length} caught (seed ${seed})\n`);
}
