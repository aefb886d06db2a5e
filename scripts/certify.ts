/**
 * `npm run certify`: repeats the certification of every puzzle's certified corpora
 * (definition.certifiedCorpora), the deep cases the oracle judges from recorded answers. Each
 * recorded answer must equal what two independent searches find:
 *   1. the oracle's reference search (its own heuristic, e.g. the 15-puzzle's two 6-6-3 partitions), with
 *      no certified answers to lean on;
 *   2. the `idastar` solver (its own search code and heuristic, e.g. 6-6-3 pattern tables).
 * Prints one line per case and the times; exit 1 when any answer disagrees.
 * Run: node dist/scripts/certify.js [--only N]  (the first N cases of each file)
 */
import { relative } from 'node:path';
import { Oracle } from '../oracle/oracle.js';
import { puzzleDefinition } from '../puzzles/index.js';
import { LISTED_PUZZLES } from '../puzzles/names.js';
import { findSolver } from '../solvers/registry.js';
import { solveCase } from '../solvers/solve.js';
import { PACKAGE_ROOT } from '../util/package-paths.js';
import { roundDecimals } from '../util/stats.js';
import { readCorpusFile } from '../harness/corpus.js';
import type { AnyPuzzleDefinition } from '../puzzles/kit/definition.js';

interface Tally {
  cases: number;
  disagreements: number;
  oracleMs: number;
  solverMs: number;
  slowestOracleMs: number;
}

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

function certifyFile(definition: AnyPuzzleDefinition, file: string, only: number, tally: Tally): void {
  const corpus = readCorpusFile(file);
  // No certified answers: this oracle must find every answer by its own search.
  const oracle = new Oracle(definition.puzzle, definition.referenceHeuristic);
  const idastar = findSolver('idastar')!;
  for (const entry of corpus.cases.slice(0, only)) {
    const c = definition.entryToCase(entry);
    const [expected, oracleMs] = timed(() => oracle.expected(c));
    const [answer, solverMs] = timed(() => solveCase(definition.puzzle, idastar.search, c));
    const found = answer.solved ? answer.moves : null;
    const agree = expected?.moves === entry.answer && found === entry.answer;
    tally.cases++;
    tally.oracleMs += oracleMs;
    tally.solverMs += solverMs;
    tally.slowestOracleMs = Math.max(tally.slowestOracleMs, oracleMs);
    if (!agree) tally.disagreements++;
    const verdict = agree
      ? 'agree'
      : `DISAGREE: recorded ${entry.answer}, oracle ${expected?.moves ?? 'none'}, idastar ${found ?? 'none'}`;
    process.stdout.write(
      `${relative(PACKAGE_ROOT, file)} ${entry.source}: ${entry.answer.length} moves, oracle ` +
        `${roundDecimals(oracleMs / 1000, 2)} s, idastar ${roundDecimals(solverMs / 1000, 2)} s, ${verdict}\n`,
    );
  }
}

function main(): void {
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt >= 0 ? Number(process.argv[onlyAt + 1]) : Infinity;
  const tally: Tally = { cases: 0, disagreements: 0, oracleMs: 0, solverMs: 0, slowestOracleMs: 0 };
  for (const name of LISTED_PUZZLES) {
    const definition = puzzleDefinition(name);
    for (const file of definition.certifiedCorpora ?? []) certifyFile(definition, file, only, tally);
  }
  const seconds = (ms: number): string => `${roundDecimals(ms / 1000, 1)} s`;
  process.stdout.write(
    `${tally.cases} cases, ${tally.disagreements} disagreements; oracle search ${seconds(tally.oracleMs)} ` +
      `(slowest case ${seconds(tally.slowestOracleMs)}), idastar ${seconds(tally.solverMs)}\n`,
  );
  process.exitCode = tally.disagreements > 0 || tally.cases === 0 ? 1 : 0;
}

main();
