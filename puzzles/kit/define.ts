/**
 * `definePuzzle`: a whole puzzle definition from what only its author knows (rules, judge input,
 * random cases, how a case continues after some moves). Everything else (output format, corpus
 * entries, generated depths, shrink steps, defaults) follows from those, the way Rotation's does:
 * a shorter case is the same case some moves further along its expected answer.
 */
import type { Puzzle } from '../../solvers/puzzle.js';
import { formatNumberedOutput } from './judge-format.js';
import { Oracle, type AnswerStretches, type ReferenceHeuristic } from '../../oracle/oracle.js';
import type { DepthCases, JudgeContract, PuzzleDefinition } from './definition.js';
import { parseNumberedOutput } from './output.js';
import { guardedContract, guardedPuzzle, moveLettersError } from './guard.js';
import { PuzzleFault } from '../../util/errors.js';
import type { Drawing } from './drawing.js';

export interface PuzzleSpec<Case> {
  /** Lower-case letters, digits and dashes, starting with a letter. */
  readonly name: string;
  readonly title: string;
  readonly summary?: string;
  /** The rules: move letters in lexicographic order, a case's subproblems, replays. */
  readonly puzzle: Puzzle<Case>;
  /** States of the largest search space (whole-space solvers and oracle tables need this many). */
  readonly stateCount: number;
  /** Deepest optimal answer among the cases `randomCase` makes. */
  readonly maxDepth: number;
  /** The judge's input; throw InputError (from 'lexpath') naming the line for bad input. */
  parseInput(input: string): Case[];
  formatInput(cases: readonly Case[]): string;
  /** What `--case` takes, in words. */
  readonly caseSyntax: string;
  /** A `--case` argument as judge input for one case. */
  caseInput(text: string): string;
  /** The `--case` argument for a case. */
  caseText(c: Case): string;
  describeCase?(c: Case): string;
  /**
   * What the judge promises of its input beyond the rules (e.g. Rotation's eight of each digit):
   * outside programs are judged only on cases within it unless `--beyond-contract` is given.
   * Absent: every case is within it.
   */
  readonly contract?: JudgeContract<Case>;
  /** Case `index` of the random stream seeded `seed` (a pure function of both). */
  randomCase(seed: number, index: number): Case;
  /** The case from where `moves` lead, towards the same goal; null when a move is illegal there. */
  afterMoves(c: Case, moves: string): Case | null;
  /** How `lexpath explain` draws a state: cells with labels, or an SVG string (absent: the case text). */
  readonly drawing?: Drawing<Case>;
  /** For spaces larger than the oracle's tables: an admissible heuristic no solver uses. */
  readonly referenceHeuristic?: ReferenceHeuristic;
  readonly defaults?: { readonly randomCases?: number; readonly batchSize?: number };
}

/** Cases tried when drawing cases of a given depth, per case wanted. */
const TRIES_PER_CASE = 40;
const SMALL_CASES = 200;

export function definePuzzle<Case>(spec: PuzzleSpec<Case>): PuzzleDefinition<Case> {
  const letters = moveLettersError(spec.puzzle.moveLetters);
  if (letters !== null) throw new PuzzleFault(`puzzle ${spec.name}: ${letters}`);
  // Solvers and the oracle read the plug-in's heuristic through the guard (guard.ts).
  const rules = guardedPuzzle(spec.puzzle);
  let oracle: Oracle<Case> | null = null;
  // A case's answer minus its first k moves is the answer of the case those moves lead to.
  const answerStretches: AnswerStretches<Case> = function* (c, moves) {
    for (let k = 1; k < moves.length; k++) {
      const later = spec.afterMoves(c, moves.slice(0, k));
      if (later) yield [later, moves.slice(k)] as const;
    }
  };
  const oracleOf = (): Oracle<Case> =>
    (oracle ??= new Oracle(rules, spec.referenceHeuristic, { stretches: answerStretches }));
  /** Random cases whose optimal length is one of `depths`, up to `perDepth` each. */
  const byDepth = (
    perDepth: number,
    seed: number,
    depths: readonly number[],
    judge: Oracle<Case>,
  ): DepthCases<Case>[] => {
    const buckets = new Map(depths.map((d) => [d, [] as Case[]]));
    for (let i = 0; i < TRIES_PER_CASE * perDepth * depths.length; i++) {
      const c = spec.randomCase(seed, i);
      const bucket = buckets.get(judge.distance(c));
      if (bucket && bucket.length < perDepth) bucket.push(c);
      if ([...buckets.values()].every((b) => b.length >= perDepth)) break;
    }
    return depths.map((depth) => ({ depth, cases: buckets.get(depth)! }));
  };
  return {
    name: spec.name,
    title: spec.title,
    summary: spec.summary ?? spec.title,
    puzzle: rules,
    labelled: false,
    stateCount: spec.stateCount,
    maxDepth: spec.maxDepth,
    parseInput: (input) => spec.parseInput(input),
    formatInput: (cases) => spec.formatInput(cases),
    formatOutput: formatNumberedOutput,
    parseOutput: (text, caseCount, mode) => parseNumberedOutput(text, caseCount, mode),
    describeCase: (c) => (spec.describeCase ? spec.describeCase(c) : spec.caseText(c)),
    ...(spec.contract ? { contract: guardedContract(spec.name, spec.contract) } : {}),
    caseSyntax: spec.caseSyntax,
    caseInput: (text) => spec.caseInput(text),
    caseText: (c) => spec.caseText(c),
    entryToCase: (entry) => spec.parseInput(spec.caseInput(entry.start))[0],
    caseToEntry: (c, answer, source, note) => ({
      start: spec.caseText(c),
      answer: answer.moves,
      source,
      ...(note ? { note } : {}),
    }),
    randomCase: (seed, index) => spec.randomCase(seed, index),
    randomJudgeCases: (count, seed) => Array.from({ length: Math.max(0, count) }, (_, i) => spec.randomCase(seed, i)),
    depthCases: (perDepth, seed, depths) =>
      byDepth(perDepth, seed, depths ?? Array.from({ length: spec.maxDepth + 1 }, (_, d) => d), oracleOf()),
    subCases: (c, expectedMoves, length) => {
      const later = spec.afterMoves(c, expectedMoves.slice(0, expectedMoves.length - length));
      return later ? [later] : [];
    },
    divergenceCase: (c, expectedMoves, _actual, from) =>
      from === 0 ? null : spec.afterMoves(c, expectedMoves.slice(0, from)),
    afterMoves: (c, moves) => spec.afterMoves(c, moves),
    ...(spec.drawing ? { drawing: spec.drawing } : {}),
    neighbours: (c) => [...spec.puzzle.moveLetters].flatMap((letter) => spec.afterMoves(c, letter) ?? []),
    smallCases: (judge, length) => byDepth(SMALL_CASES, 0x5eed ^ length, [length], judge)[0].cases,
    defaults: { randomCases: spec.defaults?.randomCases ?? 200, batchSize: spec.defaults?.batchSize ?? 100 },
    allowanceFactor: () => 1 / 20,
    referenceHeuristic: spec.referenceHeuristic,
    answerStretches,
  };
}
