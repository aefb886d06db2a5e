// npm run mutation [-- MODULE ...] [--list]: mutation-tests lexpath's core module by module, each with
// only the test files that exercise it (a mutant costs one run of its covering tests, so a slow
// test file on the list of a module it barely touches costs hours). Prints the score per module and
// writes reports/mutation/<module>.json and .html and reports/mutation/summary.json.
// The measured scores, commands and every surviving mutant's reason
// are in docs/mutation.md (the current scores: docs/testing.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

/**
 * Each module with the in-process test files that kill its mutants. `ignoreStatic`: leave out the
 * mutants in tables built when the module loads (each would need every test re-run on a fresh
 * import, about 25 s a mutant); docs/mutation.md says how many that leaves out per module.
 */
const SEARCH_TESTS = [
  'solvers/limits.test.ts',
  'solvers/bfs-table.test.ts',
  'solvers/search.test.ts',
  'solvers/astar.test.ts',
  'solvers/bfs.test.ts',
  'solvers/idastar.test.ts',
];
/** The puzzle definitions' case makers and shrink steps (puzzles). */
const PUZZLE_TESTS = [
  'harness/verify/counterexamples/shrink.test.ts',
  'puzzles/definitions.test.ts',
  'harness/verify/cases.test.ts',
  'harness/verify/running/streams.test.ts',
  'harness/verify/judging/judge-output.test.ts',
];
const PLAN = [
  {
    mutate: 'solvers/space.ts',
    tests: ['solvers/space.test.ts', 'solvers/search.test.ts', 'solvers/solve.test.ts', 'solvers/paths.test.ts'],
  },
  { mutate: 'solvers/solve.ts', tests: ['solvers/solve.test.ts', 'solvers/search.test.ts'] },
  { mutate: 'solvers/paths.ts', tests: ['solvers/paths.test.ts', 'solvers/search.test.ts'] },
  { mutate: 'solvers/heap.ts', tests: ['solvers/heap.test.ts'] },
  { mutate: 'solvers/registry.ts', tests: ['solvers/registry.test.ts'] },
  { mutate: 'solvers/capabilities.ts', tests: ['solvers/capabilities.test.ts', 'solvers/idastar.test.ts'] },
  { mutate: 'solvers/bfs.ts', tests: SEARCH_TESTS },
  { mutate: 'solvers/astar.ts', tests: SEARCH_TESTS },
  { mutate: 'solvers/idastar.ts', tests: [...SEARCH_TESTS, 'solvers/capabilities.test.ts'] },
  { mutate: 'solvers/bidir-bfs.ts', tests: SEARCH_TESTS },
  { mutate: 'solvers/bfs-table.ts', tests: SEARCH_TESTS },
  {
    mutate: 'puzzles/eight/space.ts',
    tests: ['puzzles/eight/space.test.ts', 'solvers/search.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/eight/rank.ts',
    tests: ['puzzles/eight/rank.test.ts', 'puzzles/eight/space.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/rotation/space.ts',
    tests: ['puzzles/rotation/space.test.ts', 'solvers/search.test.ts', 'solvers/bfs-table.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/sliding/space.ts',
    tests: ['puzzles/sliding/space-parts.test.ts', 'puzzles/sliding/space.test.ts'],
    ignoreStatic: true,
  },
  { mutate: 'puzzles/sliding/pdb/groups.ts', tests: ['puzzles/sliding/pdb/pdb.test.ts'], ignoreStatic: true },
  { mutate: 'puzzles/sliding/pdb/symmetry.ts', tests: ['puzzles/sliding/pdb/pdb.test.ts'], ignoreStatic: true },
  { mutate: 'puzzles/sliding/pdb/table-search.ts', tests: ['puzzles/sliding/pdb/pdb.test.ts'], ignoreStatic: true },
  { mutate: 'puzzles/sliding/pdb/table-cache.ts', tests: ['puzzles/sliding/pdb/pdb.test.ts'], ignoreStatic: true },
  { mutate: 'puzzles/sliding/pdb/heuristic.ts', tests: ['puzzles/sliding/pdb/pdb.test.ts'], ignoreStatic: true },
  { mutate: 'puzzles/sliding/pdb/bounded-search.ts', tests: ['puzzles/sliding/space.test.ts'] },
  {
    mutate: 'oracle/oracle.ts',
    tests: [
      'oracle/oracle.test.ts',
      'oracle/oracle-details.test.ts',
      'oracle/oracle-search.test.ts',
      'harness/verify/judging/judge-answer.test.ts',
    ],
  },
  { mutate: 'harness/verify/judging/judge-answer.ts', tests: ['harness/verify/judging/judge-answer.test.ts'] },
  {
    mutate: 'puzzles/kit/judge-format.ts',
    tests: ['puzzles/formats.test.ts', 'puzzles/sliding/format.test.ts', 'puzzles/sliding/definition.test.ts'],
  },
  { mutate: 'puzzles/eight/format.ts', tests: ['puzzles/formats.test.ts'] },
  { mutate: 'puzzles/rotation/format.ts', tests: ['puzzles/formats.test.ts'] },
  {
    mutate: 'puzzles/kit/output.ts',
    tests: ['harness/verify/judging/judge-output.test.ts', 'puzzles/kit/output.test.ts'],
  },
  { mutate: 'harness/verify/counterexamples/shrink.ts', tests: ['harness/verify/counterexamples/shrink.test.ts'] },
  { mutate: 'puzzles/eight/definition.ts', tests: PUZZLE_TESTS, ignoreStatic: true },
  { mutate: 'puzzles/rotation/definition.ts', tests: PUZZLE_TESTS, ignoreStatic: true },
  {
    mutate: 'puzzles/sliding/definition.ts',
    tests: [...PUZZLE_TESTS, 'puzzles/sliding/format.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/sliding/cases.ts',
    tests: [...PUZZLE_TESTS, 'puzzles/sliding/format.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/sliding/shrink.ts',
    tests: [...PUZZLE_TESTS, 'puzzles/sliding/format.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/sliding/format.ts',
    tests: [...PUZZLE_TESTS, 'puzzles/sliding/format.test.ts'],
    ignoreStatic: true,
  },
  {
    mutate: 'puzzles/sliding/reference-heuristic.ts',
    tests: [...PUZZLE_TESTS, 'puzzles/sliding/format.test.ts'],
    ignoreStatic: true,
  },
];

const args = process.argv.slice(2).map((a) => a.replace(/^\.\//, '')); // ./solvers/x.ts names solvers/x.ts
if (args.includes('--list')) {
  for (const { mutate, tests, ignoreStatic } of PLAN)
    console.log(`${mutate}${ignoreStatic ? ' (static mutants left out)' : ''}\n  ${tests.join('\n  ')}`);
  process.exit(0);
}
const unknown = args.filter((a) => !PLAN.some((p) => p.mutate === a));
if (unknown.length > 0) {
  console.error(`mutation: not in the plan: ${unknown.join(', ')} (npm run mutation -- --list shows the modules)`);
  process.exit(2);
}
const chosen = args.length > 0 ? PLAN.filter((p) => args.includes(p.mutate)) : PLAN;

const summary = [];
mkdirSync('reports/mutation', { recursive: true });
for (const { mutate, tests, ignoreStatic = false } of chosen) {
  const name = mutate.replaceAll('/', '-').replace(/\.ts$/, '');
  // read by vitest.mutation.config.ts in Stryker's runner processes
  process.env.LEXPATH_MUTATION_TESTS = tests.join(',');
  const began = Date.now();
  const results = await new Stryker({
    mutate: [mutate],
    ignoreStatic,
    timeoutMS: 5000,
    concurrency: 1,
    reporters: ['clear-text', 'progress', 'json', 'html'],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
  }).runMutationTest();
  const count = (status) => results.filter((r) => r.status === status).length;
  const killed = count('Killed');
  const timedOut = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const scored = killed + timedOut + survived + noCoverage;
  summary.push({
    module: mutate,
    mutants: scored,
    killed,
    timedOut,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    score: scored === 0 ? null : Math.round((1000 * (killed + timedOut)) / scored) / 10,
    seconds: Math.round((Date.now() - began) / 1000),
  });
  writeFileSync('reports/mutation/summary.json', `${JSON.stringify(summary, null, 2)}\n`);
}
console.log('\nmodule                              mutants  killed  timed out  survived  no coverage  score');
for (const s of summary) {
  console.log(
    `${s.module.padEnd(36)}${String(s.mutants).padStart(7)}${String(s.killed).padStart(8)}` +
      `${String(s.timedOut).padStart(11)}${String(s.survived).padStart(10)}${String(s.noCoverage).padStart(13)} ` +
      ` ${s.score === null ? '-' : `${s.score}%`}`,
  );
}
