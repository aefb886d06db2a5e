/**
 * `definePuzzle`: a whole puzzle definition from what only its author knows (rules, judge input,
 * random cases, how a case continues after some moves). Everything else (output format, corpus
 * entries, generated depths, shrink steps, defaults) follows from those, the way Rotation's does:
 * a shorter case is the same case some moves further along its expected answer. A spec may give
 * any of those members itself where it knows better (Eight II's cases carry their goal, so every
 * stretch of an answer is a case); lexpath's built-in puzzles are made this way too.
 */
import type { Puzzle } from '../../solvers/puzzle.js';
import { formatLabelledOutput, formatNumberedOutput, type PrintedAnswer } from './judge-format.js';
import { Oracle, type AnswerStretches, type ReferenceHeuristic } from '../../oracle/oracle.js';
import type { DepthCases, JudgeContract, PuzzleDefinition } from './definition.js';
import type { CorpusEntry } from './corpus-entry.js';
import { parseLabelledOutput, parseNumberedOutput } from './output.js';
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
  /** Deepest optimal answer among the cases `randomCase` makes (read when asked, so it may be a getter). */
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

  // Each member below, when given, is used instead of what definePuzzle derives (PuzzleDefinition
  // says what each means); absent, the derivation named in its comment.

  /**
   * The judge prints a label after the moves, one digit (Rotation: the centre digit): output is the
   * moves, or `No moves needed`, then the label, and corpus entries keep it as `centre`. Absent:
   * `Case x: n`, then the moves.
   */
  readonly labelled?: boolean;
  /** A corpus entry as a case. Absent: its `start`, read as a `--case` argument. */
  entryToCase?(entry: CorpusEntry): Case;
  /** A case and its answer as a corpus entry. Absent: `start` is the case text (and `centre` the label). */
  caseToEntry?(c: Case, answer: PrintedAnswer, source: string, note?: string): CorpusEntry;
  /** Random cases as a judge's data would hold them. Absent: the first `count` of `randomCase`'s stream. */
  randomJudgeCases?(count: number, seed: number): Case[];
  /** Seeded cases at each optimal depth. Absent: `randomCase`'s stream sorted by the oracle's distance. */
  depthCases?(perDepth: number, seed: number, depths?: readonly number[]): DepthCases<Case>[];
  /** Every distinct case, by index, for `verify --exhaustive`. Absent: the puzzle has no such list. */
  readonly exhaustive?: PuzzleDefinition<Case>['exhaustive'];
  /**
   * Sub-cases of optimal length `length` along the expected answer. Absent: the one where its last
   * `length` moves start.
   */
  subCases?(c: Case, expectedMoves: string, length: number): Case[];
  /** The sub-case holding a disagreement from step `from`, or null. Absent: where it starts, towards the same goal. */
  divergenceCase?(c: Case, expectedMoves: string, actualMoves: string, from: number): Case | null;
  /** Cases one move away. Absent: `afterMoves` by each letter that is legal. */
  neighbours?(c: Case): Case[];
  /** Deterministic small cases of optimal length `length`. Absent: up to 200 of a seeded stream at that distance. */
  smallCases?(oracle: Oracle<Case>, length: number): Case[];
  /**
   * Sub-cases whose smallest shortest answer is a stretch of a case's (the oracle learns them).
   * Absent: every suffix of the answer (through `afterMoves`), where the oracle may search or read
   * certified answers (`referenceHeuristic` or `certifiedCorpora` given); without either it never learns.
   */
  readonly answerStretches?: AnswerStretches<Case>;
  /** Defaults for runs of the puzzle (PuzzleDefinition.defaults). Absent: 200 random cases, batches of 100. */
  readonly defaults?: Partial<PuzzleDefinition<Case>['defaults']>;
  /** A case's time allowance as a multiple of the per-case limit, by its optimal length. Absent: 1/20. */
  allowanceFactor?(optimalLength: number): number;
  /** The most moves any case needs, where known: a verify report sets its deepest case beside it. */
  readonly deepest?: number;
  /** Standard instances and published figures of the nodes they take, for bench (PuzzleDefinition.published). */
  readonly published?: PuzzleDefinition<Case>['published'];
  /** Corpus files whose recorded answers two independent searches agreed on: the oracle takes them as they are. */
  readonly certifiedCorpora?: readonly string[];
}

/**
 * The mark of lexpath's own puzzles (`definePuzzle(spec, BUILT_IN)`): their rules and contract are
 * trusted, so solvers and the oracle read them directly, with no guard on the search's hot path.
 * Not exported from 'lexpath': a plug-in's are always read through the guard (guard.ts).
 */
export const BUILT_IN = Symbol('lexpath built-in puzzle');

/** Cases tried when drawing cases of a given depth, per case wanted. */
const TRIES_PER_CASE = 40;
const SMALL_CASES = 200;

export function definePuzzle<Case>(spec: PuzzleSpec<Case>, trust?: typeof BUILT_IN): PuzzleDefinition<Case> {
  const letters = moveLettersError(spec.puzzle.moveLetters);
  if (letters !== null) throw new PuzzleFault(`puzzle ${spec.name}: ${letters}`);
  const trusted = trust === BUILT_IN;
  // A plug-in's heuristic (solvers and the oracle read it on every node) and contract go through
  // the guard (guard.ts); lexpath's own are trusted and read directly.
  const rules = trusted ? spec.puzzle : guardedPuzzle(spec.puzzle);
  const contract = spec.contract && (trusted ? spec.contract : guardedContract(spec.name, spec.contract));
  const learns = spec.referenceHeuristic !== undefined || (spec.certifiedCorpora?.length ?? 0) > 0;
  const stretches = spec.answerStretches ?? (learns ? suffixes(spec) : undefined);
  let oracle: Oracle<Case> | null = null;
  const oracleOf = (): Oracle<Case> => (oracle ??= new Oracle(rules, spec.referenceHeuristic, { stretches }));
  return {
    name: spec.name,
    title: spec.title,
    summary: spec.summary ?? spec.title,
    puzzle: rules,
    labelled: spec.labelled ?? false,
    stateCount: spec.stateCount,
    // Read when asked: a built-in's comes from tables built on first use.
    get maxDepth(): number {
      return spec.maxDepth;
    },
    ...judgeFormat(spec),
    ...(contract ? { contract } : {}),
    ...generatedCases(spec, oracleOf),
    ...shrinkSteps(spec),
    ...(spec.drawing ? { drawing: spec.drawing } : {}),
    ...runSettings(spec),
    referenceHeuristic: spec.referenceHeuristic,
    answerStretches: stretches,
  };
}

/** A case's answer minus its first k moves is the answer of the case those moves lead to. */
function suffixes<Case>(spec: PuzzleSpec<Case>): AnswerStretches<Case> {
  return function* (c, moves) {
    for (let k = 1; k < moves.length; k++) {
      const later = spec.afterMoves(c, moves.slice(0, k));
      if (later) yield [later, moves.slice(k)] as const;
    }
  };
}

type JudgeFormat = 'parseInput' | 'formatInput' | 'formatOutput' | 'parseOutput' | 'describeCase' | 'caseSyntax';
type CorpusEntries = 'caseInput' | 'caseText' | 'entryToCase' | 'caseToEntry';

/** The judge's formats, `--case` and corpus entries. */
function judgeFormat<Case>(spec: PuzzleSpec<Case>): Pick<PuzzleDefinition<Case>, JudgeFormat | CorpusEntries> {
  return {
    parseInput: (input) => spec.parseInput(input),
    formatInput: (cases) => spec.formatInput(cases),
    formatOutput: spec.labelled ? formatLabelledOutput : formatNumberedOutput,
    parseOutput: spec.labelled
      ? (text, caseCount, mode) => parseLabelledOutput(text, caseCount, mode)
      : (text, caseCount, mode) => parseNumberedOutput(text, caseCount, mode),
    describeCase: (c) => (spec.describeCase ? spec.describeCase(c) : spec.caseText(c)),
    caseSyntax: spec.caseSyntax,
    caseInput: (text) => spec.caseInput(text),
    caseText: (c) => spec.caseText(c),
    entryToCase: spec.entryToCase?.bind(spec) ?? ((entry) => spec.parseInput(spec.caseInput(entry.start))[0]),
    caseToEntry:
      spec.caseToEntry?.bind(spec) ??
      ((c, answer, source, note) => ({
        start: spec.caseText(c),
        answer: answer.moves,
        ...(spec.labelled ? { centre: answer.label } : {}),
        source,
        ...(note ? { note } : {}),
      })),
  };
}

type GeneratedCases = 'randomCase' | 'randomJudgeCases' | 'depthCases' | 'exhaustive' | 'smallCases';

/** The cases verify and bench generate, and shrinking's small cases. */
function generatedCases<Case>(
  spec: PuzzleSpec<Case>,
  oracleOf: () => Oracle<Case>,
): Pick<PuzzleDefinition<Case>, GeneratedCases> {
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
    randomCase: (seed, index) => spec.randomCase(seed, index),
    randomJudgeCases:
      spec.randomJudgeCases?.bind(spec) ??
      ((count, seed) => Array.from({ length: Math.max(0, count) }, (_, i) => spec.randomCase(seed, i))),
    depthCases:
      spec.depthCases?.bind(spec) ??
      ((perDepth, seed, depths) =>
        byDepth(perDepth, seed, depths ?? Array.from({ length: spec.maxDepth + 1 }, (_, d) => d), oracleOf())),
    ...(spec.exhaustive ? { exhaustive: spec.exhaustive } : {}),
    smallCases:
      spec.smallCases?.bind(spec) ??
      ((judge, length) => byDepth(SMALL_CASES, 0x5eed ^ length, [length], judge)[0].cases),
  };
}

type ShrinkSteps = 'subCases' | 'divergenceCase' | 'afterMoves' | 'neighbours';

/** Shorter cases for shrinking a counterexample. */
function shrinkSteps<Case>(spec: PuzzleSpec<Case>): Pick<PuzzleDefinition<Case>, ShrinkSteps> {
  return {
    subCases:
      spec.subCases?.bind(spec) ??
      ((c, expectedMoves, length) => {
        const later = spec.afterMoves(c, expectedMoves.slice(0, expectedMoves.length - length));
        return later ? [later] : [];
      }),
    divergenceCase:
      spec.divergenceCase?.bind(spec) ??
      ((c, expectedMoves, _actual, from) => (from === 0 ? null : spec.afterMoves(c, expectedMoves.slice(0, from)))),
    afterMoves: (c, moves) => spec.afterMoves(c, moves),
    neighbours:
      spec.neighbours?.bind(spec) ??
      ((c) => [...spec.puzzle.moveLetters].flatMap((letter) => spec.afterMoves(c, letter) ?? [])),
  };
}

type RunSettings = 'defaults' | 'allowanceFactor' | 'deepest' | 'published' | 'certifiedCorpora';

/** Defaults, allowances and what a report sets beside the puzzle's runs. */
function runSettings<Case>(spec: PuzzleSpec<Case>): Pick<PuzzleDefinition<Case>, RunSettings> {
  const { randomCases = 200, batchSize = 100, ...more } = spec.defaults ?? {};
  return {
    defaults: { randomCases, batchSize, ...more },
    allowanceFactor: spec.allowanceFactor?.bind(spec) ?? (() => 1 / 20),
    deepest: spec.deepest,
    published: spec.published,
    certifiedCorpora: spec.certifiedCorpora,
  };
}
