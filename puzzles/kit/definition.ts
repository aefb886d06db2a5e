/**
 * Everything lexpath knows about one puzzle, behind one interface: the judge's input and output
 * formats, the `--case` syntax, corpus entries, the cases verify and bench generate, the shrink
 * steps, batch sizes and time allowances. Commands, verify, bench, nightly and the report read a
 * puzzle only through its definition (registry: ./index.ts), so adding a puzzle is one module plus
 * one registry line.
 */
import type { Puzzle, PuzzleName } from '../../solvers/puzzle.js';
import type { CorpusEntry } from './corpus-entry.js';
import type { PrintedAnswer } from './judge-format.js';
import type { AnswerStretches, Oracle, ReferenceHeuristic } from '../../oracle/oracle.js';
import type { OutputMode, ParsedOutput } from './output.js';
import type { Drawing } from './drawing.js';

/** A published figure of the nodes a method takes per standard instance (bench sets its solvers beside it). */
export interface PublishedFigure {
  /** The heuristic or method, e.g. '6-6-3 additive pattern databases'. */
  readonly method: string;
  readonly nodesPerInstance: number;
  /** Where the figure is published. */
  readonly source: string;
}

/** Cases of one optimal depth (bench's buckets). */
export interface DepthCases<Case = unknown> {
  readonly depth: number;
  readonly cases: Case[];
}

/**
 * What the puzzle's judge promises of its input beyond the rules (POJ 2286: eight each of 1, 2 and
 * 3). A program written for the judge may rely on it, so verify judges outside programs only on
 * cases within it unless asked (`--beyond-contract`); solvers are judged on every case.
 */
export interface JudgeContract<Case> {
  /** The promise in one line, e.g. 'exactly eight each of 1, 2 and 3'. */
  readonly description: string;
  /** Whether the judge could give `c`. */
  holds(c: Case): boolean;
  /**
   * The most cases the judge puts in one input (HDU 3567: T <= 200; POJ 2286: 30). A program may
   * size its arrays by it, so an outside program is never given more in one run. Absent: no bound.
   */
  readonly maxCases?: number;
}

export interface PuzzleDefinition<Case> {
  readonly name: PuzzleName;
  readonly title: string;
  /** One line for `lexpath puzzles`: what a case is and what the judge wants. */
  readonly summary: string;
  /** Rules: subproblems and replays. */
  readonly puzzle: Puzzle<Case>;
  /** The judge prints a label beside the moves (Rotation: the centre digit). */
  readonly labelled: boolean;
  /** States of the largest search space: whole-space solvers and oracle tables need this many entries. */
  readonly stateCount: number;
  /** Deepest optimal answer among the cases bench and verify generate. */
  readonly maxDepth: number;

  /** The judge's input format. Throws InputError naming the line and what was expected. */
  parseInput(input: string): Case[];
  formatInput(cases: readonly Case[]): string;
  /** The judge's output for solved cases, byte for byte. */
  formatOutput(answers: readonly PrintedAnswer[]): string;
  /** Reads a program's output back, as strictly as `mode` says (judge-output.ts). */
  parseOutput(text: string, caseCount: number, mode: OutputMode): ParsedOutput;
  /** One line naming a case, for reports. */
  describeCase(c: Case): string;
  /** The judge's promise about its input (absent: every case the rules allow is within it). */
  readonly contract?: JudgeContract<Case>;

  /** What `--case` takes, for help and messages, e.g. "START GOAL". */
  readonly caseSyntax: string;
  /** A `--case` argument as judge input for one case (parsed by parseInput, for the same checks). */
  caseInput(text: string): string;
  /** The `--case` argument that gives `c` back. */
  caseText(c: Case): string;

  entryToCase(entry: CorpusEntry): Case;
  caseToEntry(c: Case, answer: PrintedAnswer, source: string, note?: string): CorpusEntry;

  /** Case `index` of the random stream seeded `seed`: a pure function of both. */
  randomCase(seed: number, index: number): Case;
  /** Random judge cases as a judge's test data would hold them (bench's 'random' batch). */
  randomJudgeCases(count: number, seed: number): Case[];
  /** Seeded cases at exactly each optimal depth (all depths when `depths` is absent). */
  depthCases(perDepth: number, seed: number, depths?: readonly number[]): DepthCases<Case>[];
  /** Every distinct case, addressed by index, where that is enumerable. */
  readonly exhaustive?: {
    readonly count: number;
    /** What "every case" means here, for the report. */
    readonly meaning: string;
    caseAt(index: number): Case;
    /** Cases per outside-program run. */
    readonly batch: number;
    /** Consecutive runs of this many cases share one search space (one per goal blank position). */
    readonly perSpace?: number;
  };

  /** Sub-cases of `c` whose optimal length is `length`, from its expected answer. */
  subCases(c: Case, expectedMoves: string, length: number): Case[];
  /**
   * When an actual shortest answer leaves the expected one at step `from` (0-based), the sub-case
   * that holds the whole disagreement, or null when that is `c` itself.
   */
  divergenceCase(c: Case, expectedMoves: string, actualMoves: string, from: number): Case | null;
  /** The case from where `moves` lead (towards the same goal); null when a move is illegal there. */
  afterMoves(c: Case, moves: string): Case | null;
  /** How `lexpath explain` draws a state (absent: as its case text). */
  readonly drawing?: Drawing<Case>;
  /** Cases one move away from `c` (shrinking keeps those one nearer the goal). */
  neighbours(c: Case): Case[];
  /** Deterministic small cases of optimal length `length` (at most a few hundred). */
  smallCases(oracle: Oracle<Case>, length: number): Case[];

  /** Defaults for runs of this puzzle. */
  readonly defaults: {
    /** Random cases a default `verify` judges. */
    readonly randomCases: number;
    /** Cases per outside-program run. */
    readonly batchSize: number;
    /** An outside program's start-up allowance per run, where the 5 s default is too little (tables to build). */
    readonly startupMs?: number;
    /** Its share of a night's time against the other puzzles' (default 1; more where listed cases cost more). */
    readonly nightlyWeight?: number;
    /** A corpus file whose cases lead the night's random cases (the hardest cases, checked every night). */
    readonly nightlyLead?: string;
    /**
     * How long a default night's listed cases took its slowest solver on lexpath's reference
     * machine (2 cores, ms): a first night's budget check, before the history has a night to go by.
     */
    readonly nightlyListedMs?: number;
    /** Bench's 'hard' batch: cases from this many of the deepest depths (default 2). */
    readonly hardDepths?: number;
    /**
     * ... asking for this fraction of a batch at the very deepest,
     * where such cases are rare and slow to find (default 1).
     */
    readonly deepestShare?: number;
  };
  /**
   * The puzzle's standard instances (a corpus file with recorded answers) and published figures of
   * the nodes per instance they take: bench measures each solver's beside them (bench/published.ts).
   */
  readonly published?: {
    readonly instances: string;
    readonly corpus: string;
    readonly ours: string;
    readonly figures: readonly PublishedFigure[];
  };
  /** A case's time allowance as a multiple of the per-case limit, by its optimal length. */
  allowanceFactor(optimalLength: number): number;
  /**
   * The most moves any case of the puzzle needs, where known (Eight II 31, Rotation 13, the
   * 15-puzzle 80): a verify report sets its deepest listed case beside it, so a pass says how deep
   * it reached.
   */
  readonly deepest?: number;
  /**
   * For spaces too large for the oracle's distance tables: an admissible heuristic the oracle's
   * own search uses, different from every solver's (oracle.ts). Absent: tables only.
   */
  readonly referenceHeuristic?: ReferenceHeuristic;
  /**
   * Corpus files (absolute paths in the package) holding deep cases whose recorded answers two
   * independent searches agreed on (`npm run certify` repeats them): the oracle takes these answers
   * instead of searching, so such cases are judged at once.
   */
  readonly certifiedCorpora?: readonly string[];
  /**
   * Sub-cases whose smallest shortest answers are stretches of a case's answer (AnswerStretches):
   * the reference search learns them with each answer, so shrinking along an answer costs no
   * search. Absent: nothing is learned. A wrong stretch would mislead the judge: give exactly the
   * case whose answer is that stretch.
   */
  readonly answerStretches?: AnswerStretches<Case>;
}

/** The definitions' case types differ; code that handles any puzzle uses this erased view. */
// biome-ignore lint/suspicious/noExplicitAny: the erased view must accept every case type (unknown would not).
export type AnyPuzzleDefinition = PuzzleDefinition<any>;
