/**
 * The exact oracle behind every verdict: goal distances from a plain breadth-first search written
 * here, apart from the optimised solvers (it shares only the puzzles' rules), and the checks that
 * turn an answer into a certified verdict.
 *
 * A case may be a union of subproblems (Rotation: one per digit); its distance is the least of the
 * subproblems' distances, and a move stays on a shortest path iff the union distance drops by one.
 */
import type { SearchSpace } from '../solvers/space.js';
import type { Puzzle, Subproblem } from '../solvers/puzzle.js';
import { plural } from '../util/plural.js';
import { PuzzleFault } from '../util/errors.js';
import { excerpt } from '../util/escape.js';
import { tableShelf } from '../util/shared-tables.js';
import type { LexCertificate } from './certificate.js';

export type { LexCertificate };

const FAR = 255;
/** Spaces with more states than this are judged by the reference search instead of a table. */
export const TABLE_LIMIT = 1 << 25;

/**
 * An admissible heuristic for the reference search, different from every solver's. `tracker`, if
 * given, keeps the same values up to date move by move (a speed-up that must not change them).
 * `search`, if given, is the whole reference search for one subproblem on the puzzle's own
 * representation (the 4x4 board's: puzzles/sliding/reference-search.ts): the same answer as
 * referenceSearch below (the smallest shortest one within `limit` moves, as move indices, or
 * null), faster. It is the oracle's code too: it shares nothing with the solvers.
 */
export type ReferenceHeuristic = ((space: SearchSpace, state: Int32Array) => number) & {
  readonly tracker?: (space: SearchSpace) => ReferenceTracker;
  readonly search?: (space: SearchSpace, start: Int32Array, limit: number) => number[] | null;
};

/**
 * One search's running heuristic: `reset` to a state, then `moved` after every move applied to it (undoing ones too).
 */
export interface ReferenceTracker {
  /** The heuristic of `state`, which the tracker follows from now on. */
  reset(state: Int32Array): number;
  /** The heuristic of `state` after one move was applied to the state it last saw. */
  moved(state: Int32Array): number;
}

/** Goal distances by space key, shared with verify's pool threads (util/shared-tables.ts). */
const distancesBySpace = tableShelf('oracle/goal-distances', 'oracle');

/** Exact distance to the nearest goal for every rank of `space` (FAR where none is reachable). */
export function goalDistances(space: SearchSpace): Uint8Array {
  const cached = distancesBySpace.get(space.key);
  if (cached) return cached;
  // Shared memory, so verify's pool threads can use tables built once here.
  const distance = new Uint8Array(new SharedArrayBuffer(space.rankCount)).fill(FAR);
  // The queue holds whole states (not ranks), so the search never needs to unrank.
  const width = space.stateSize;
  const queue = new Int32Array(space.rankCount * width);
  const ranks = new Int32Array(space.rankCount);
  const state = space.newState();
  let size = 0;
  for (const rank of space.goalRanks()) {
    if (!inRange(space, rank)) throw rankFault(space, rank);
    distance[rank] = 0;
    space.unrank(rank, state);
    queue.set(state, size * width);
    ranks[size++] = rank;
  }
  const moveCount = space.moveLetters.length;
  for (let head = 0; head < size; head++) {
    const next = distance[ranks[head]] + 1;
    const from = head * width;
    for (let move = 0; move < moveCount; move++) {
      for (let i = 0; i < width; i++) state[i] = queue[from + i];
      if (!space.apply(state, move)) continue;
      const rank = space.rank(state);
      if (!inRange(space, rank)) throw rankFault(space, rank);
      if (distance[rank] === FAR) {
        distance[rank] = next;
        const to = size * width;
        for (let i = 0; i < width; i++) queue[to + i] = state[i];
        ranks[size++] = rank;
      }
    }
  }
  return distancesBySpace.put(space.key, distance);
}

/** A whole number from 0 to rankCount - 1 (one cheap test: it runs for every state a table meets). */
const inRange = (space: SearchSpace, rank: number): boolean => rank >>> 0 === rank && rank < space.rankCount;

/** A rank outside the space is the space's fault: a table read there would say "no answer". */
function rankFault(space: SearchSpace, rank: number): PuzzleFault {
  return new PuzzleFault(
    `space ${space.key}: its rank gave ${String(rank)} for a state, ` +
      `outside 0 to ${space.rankCount - 1} (rankCount - 1)`,
  );
}

/**
 * A copy of `space`'s goal distances, for the library's users: the oracle's own tables are never
 * handed out, so no solver can change what the judge reads.
 */
export function goalDistancesCopy(space: SearchSpace): Uint8Array {
  return Uint8Array.from(goalDistances(space));
}

/** The subproblems of one case, walked in step by one move string. */
class UnionWalker {
  private readonly states: Int32Array[];
  private readonly tables: Uint8Array[];

  constructor(private readonly subproblems: readonly Subproblem[]) {
    this.states = subproblems.map((s) => Int32Array.from(s.start));
    this.tables = subproblems.map((s) => goalDistances(s.space));
  }

  /** Exact distance of the current position to the nearest goal of any subproblem. */
  distance(): number {
    let best = FAR;
    for (let i = 0; i < this.states.length; i++) {
      const space = this.subproblems[i].space;
      const rank = space.rank(this.states[i]);
      if (!inRange(space, rank)) throw rankFault(space, rank);
      const d = this.tables[i][rank];
      if (d < best) best = d;
    }
    return best;
  }

  /** Distance after `move`, without making it (FAR if illegal). */
  distanceAfter(move: number): number {
    if (!this.apply(move)) return FAR;
    const d = this.distance();
    this.undo(move);
    return d;
  }

  apply(move: number): boolean {
    for (let i = 0; i < this.states.length; i++) {
      if (!this.subproblems[i].space.apply(this.states[i], move)) {
        for (let j = 0; j < i; j++)
          this.subproblems[j].space.apply(this.states[j], this.subproblems[j].space.inverse(move));
        return false;
      }
    }
    return true;
  }

  undo(move: number): void {
    for (let i = 0; i < this.states.length; i++) {
      const space = this.subproblems[i].space;
      space.apply(this.states[i], space.inverse(move));
    }
  }
}

export type Judgement =
  | { readonly verdict: 'ok' }
  | { readonly verdict: 'illegal-move' | 'not-solved'; readonly detail: string }
  | { readonly verdict: 'wrong-centre'; readonly detail: string }
  | { readonly verdict: 'not-shortest'; readonly detail: string; readonly optimal: number }
  | { readonly verdict: 'not-lex-smallest'; readonly detail: string; readonly certificate: LexCertificate };

interface ExpectedAnswer {
  readonly moves: string;
  readonly label: number;
}

/**
 * The smallest shortest answer of one subproblem by a plain iterative-deepening search: moves tried
 * in index order, only the undoing of the previous move pruned, the reference heuristic computed
 * afresh at every node (or followed move by move, where it has a tracker). Admissibility alone
 * makes the first answer of the last bound the lexicographically smallest of the shortest (as for
 * the IDA* solver, but sharing none of its code or its heuristic).
 */
function referenceSearch(sub: Subproblem, heuristic: ReferenceHeuristic, limit: number): number[] | null {
  if (heuristic.search) return heuristic.search(sub.space, sub.start, limit);
  return plainReferenceSearch(sub, heuristic, limit);
}

/** referenceSearch with the heuristic's value (or tracker) alone: the loop below. Exported for the tests that compare a `search` with it. */
export function plainReferenceSearch(sub: Subproblem, heuristic: ReferenceHeuristic, limit: number): number[] | null {
  const state = Int32Array.from(sub.start);
  const tracker = heuristic.tracker?.(sub.space);
  const walker: Walker = tracker
    ? { estimate: () => tracker.moved(state), undone: () => tracker.moved(state) }
    : { estimate: () => heuristic(sub.space, state), undone: () => undefined };
  const startH = tracker ? tracker.reset(state) : heuristic(sub.space, state);
  if (sub.space.isGoal(state)) return startH <= limit ? [] : null;
  const path = new Int32Array(limit + 1);
  for (let bound = startH; bound <= limit; ) {
    const pass = boundedPass(sub.space, state, walker, bound, path);
    if ('found' in pass) return Array.from(path.subarray(0, pass.found));
    if (pass.next === Infinity) return null;
    bound = pass.next;
  }
  return null;
}

/** The heuristic of the state after a move (`estimate`), and the news of a move undone (`undone`). */
interface Walker {
  estimate(): number;
  undone(): void;
}

/**
 * One depth-first pass within `bound` (f = depth + h), from `state` (not a goal, h within bound),
 * which it leaves as it found it unless it finds a goal: then `path` holds the moves there. A loop
 * over an explicit stack (tried[depth]: the next move to try at that depth) rather than recursion.
 */
function boundedPass(
  space: SearchSpace,
  state: Int32Array,
  walker: Walker,
  bound: number,
  path: Int32Array,
): { found: number } | { next: number } {
  const moveCount = space.moveLetters.length;
  const tried = new Int32Array(bound + 1);
  let next = Infinity;
  let depth = 0;
  for (;;) {
    const move = tried[depth]++;
    if (move === moveCount) {
      if (depth === 0) return { next };
      depth--;
      space.apply(state, space.inverse(path[depth]));
      walker.undone();
      continue;
    }
    if ((depth > 0 && move === space.inverse(path[depth - 1])) || !space.apply(state, move)) continue;
    const f = depth + 1 + walker.estimate();
    if (f > bound) {
      if (f < next) next = f;
      space.apply(state, space.inverse(move));
      walker.undone();
      continue;
    }
    path[depth++] = move;
    if (space.isGoal(state)) return { found: depth };
    tried[depth] = 0;
  }
}

/** a < b in lexicographic order of move indices (equal lengths). */
function smallerSequence(a: readonly number[], b: readonly number[]): boolean {
  const i = a.findIndex((move, k) => move !== b[k]);
  return i >= 0 && a[i] < b[i];
}

/**
 * Answers certified ahead of time, by case (JSON of the case): cases too deep for the reference
 * search to judge in seconds, whose answers two independent searches agreed on (`npm run certify`
 * repeats that).
 */
export type CertifiedAnswers = () => ReadonlyMap<string, string>;

/**
 * For a case and its smallest shortest answer, sub-cases whose own smallest shortest answer is a
 * stretch of it (e.g. from the start to the board after k moves, or from there to the goal). That
 * holds for every stretch: a shorter path between its ends would shorten the whole answer, and a
 * smaller one of the same length would make the whole answer smaller.
 */
export type AnswerStretches<Case> = (c: Case, moves: string) => Iterable<readonly [Case, string]>;

/** Answers the reference search need not find: certified ones, and stretches of those it found. */
interface KnownAnswers<Case> {
  readonly certified?: CertifiedAnswers;
  readonly stretches?: AnswerStretches<Case>;
}

/** Known answers kept at most (the oldest are dropped all at once beyond this). */
const LEARNED_LIMIT = 200_000;

/** Exact answers and certified judgements for one puzzle. */
export class Oracle<Case> {
  /** Answers found by the reference search, by case (a judgement asks for the same case again). */
  private readonly searched = new Map<string, ExpectedAnswer | null>();
  /** Answers learned as stretches of answers found or certified, by case. */
  private readonly learned = new Map<string, string>();

  /**
   * `reference`: the heuristic for spaces too large for distance tables (TABLE_LIMIT states);
   * without one such a space cannot be judged. `known`: answers taken instead of searching.
   */
  constructor(
    readonly puzzle: Puzzle<Case>,
    private readonly reference?: ReferenceHeuristic,
    private readonly known: KnownAnswers<Case> = {},
  ) {}

  /** Whether `subproblems` need the reference search (some space too large for a table). */
  private bySearch(subproblems: readonly Subproblem[]): boolean {
    return subproblems.some((s) => s.space.rankCount > TABLE_LIMIT);
  }

  /** The smallest shortest answer by the reference search over the union of subproblems. */
  private searchedAnswer(c: Case, subproblems: readonly Subproblem[]): ExpectedAnswer | null {
    const key = JSON.stringify(c);
    if (this.searched.has(key)) return this.searched.get(key)!;
    const certified = this.known.certified?.().get(key);
    if (certified !== undefined) return this.remember(c, key, this.replayedAnswer(c, certified, 'certified answer'));
    const learned = this.learned.get(key);
    // Every stretch of a learned answer is a stretch of the answer it was learned from: known already.
    if (learned !== undefined) return this.remember(c, key, this.replayedAnswer(c, learned, 'learned answer'), false);
    if (!this.reference)
      throw new Error(
        `${this.puzzle.name}: its spaces are too large for the oracle's tables and it names no reference heuristic`,
      );
    let best: number[] | null = null;
    for (const sub of subproblems) {
      const moves = referenceSearch(sub, this.reference, best ? best.length : FAR - 1);
      if (moves && (!best || moves.length < best.length || smallerSequence(moves, best))) best = moves;
    }
    const answer =
      best && this.replayedAnswer(c, best.map((m) => this.puzzle.moveLetters[m]).join(''), 'oracle search');
    return this.remember(c, key, answer);
  }

  private replayedAnswer(c: Case, moves: string, from: string): ExpectedAnswer {
    const replayed = this.puzzle.replay(c, moves);
    if (!replayed.ok) throw new Error(`${from} does not replay: ${replayed.reason}`);
    return { moves, label: replayed.label };
  }

  private remember(c: Case, key: string, answer: ExpectedAnswer | null, learn = true): ExpectedAnswer | null {
    if (this.searched.size >= 10_000) this.searched.clear();
    this.searched.set(key, answer);
    if (learn && answer && this.known.stretches) {
      if (this.learned.size >= LEARNED_LIMIT) this.learned.clear();
      for (const [sub, moves] of this.known.stretches(c, answer.moves)) this.learned.set(JSON.stringify(sub), moves);
    }
    return answer;
  }

  /** Exact optimal length of a case (FAR if it has no solution). */
  distance(c: Case): number {
    const subproblems = this.puzzle.subproblems(c);
    if (this.bySearch(subproblems)) return this.searchedAnswer(c, subproblems)?.moves.length ?? FAR;
    return new UnionWalker(subproblems).distance();
  }

  /**
   * The optimal length of a case when it needs no reference search: from the distance tables, or
   * an answer this oracle has found, certified or learned already; undefined otherwise (a report
   * must not start a search of minutes that the run itself never asked of this thread).
   */
  knownDistance(c: Case): number | undefined {
    const subproblems = this.puzzle.subproblems(c);
    if (!this.bySearch(subproblems)) return new UnionWalker(subproblems).distance();
    const key = JSON.stringify(c);
    if (this.searched.has(key)) return this.searched.get(key)?.moves.length ?? FAR;
    return (this.known.certified?.().get(key) ?? this.learned.get(key))?.length;
  }

  /** The smallest shortest answer, by walking the exact distances (or by the reference search). */
  expected(c: Case): ExpectedAnswer | null {
    const subproblems = this.puzzle.subproblems(c);
    if (this.bySearch(subproblems)) return this.searchedAnswer(c, subproblems);
    const walker = new UnionWalker(subproblems);
    let remaining = walker.distance();
    if (remaining === FAR) return null;
    let moves = '';
    while (remaining > 0) {
      for (let move = 0; move < this.puzzle.moveLetters.length; move++) {
        if (walker.distanceAfter(move) === remaining - 1) {
          walker.apply(move);
          moves += this.puzzle.moveLetters[move];
          break;
        }
      }
      remaining--;
    }
    const replayed = this.puzzle.replay(c, moves);
    if (!replayed.ok) {
      throw new PuzzleFault(
        `puzzle ${this.puzzle.name}: its search space and its replay disagree: the shortest moves its ` +
          `space gives for ${excerpt(JSON.stringify(c), 60)}, '${moves}', replay to: ${replayed.reason}`,
      );
    }
    return { moves, label: replayed.label };
  }

  /** `expected`, for a case that must have an answer (every case verify judges); none is the puzzle's fault. */
  answer(c: Case): ExpectedAnswer {
    const answer = this.expected(c);
    if (answer === null) {
      throw new PuzzleFault(
        `puzzle ${this.puzzle.name}: case ${excerpt(JSON.stringify(c), 60)} has ` +
          `no answer (no moves reach its goal): a puzzle's cases must be solvable`,
      );
    }
    return answer;
  }

  /** Judges `moves` (and, for Rotation, the printed label) against the exact distances. */
  judge(c: Case, moves: string, label?: number): Judgement {
    const replayed = this.puzzle.replay(c, moves);
    if (!replayed.ok) return { verdict: replayed.kind, detail: replayed.reason };
    if (label !== undefined && label !== replayed.label) {
      return {
        verdict: 'wrong-centre',
        detail: `printed ${label}, but the centre holds ${replayed.label} after the moves`,
      };
    }
    const subproblems = this.puzzle.subproblems(c);
    if (this.bySearch(subproblems)) return this.judgeBySearch(c, moves, subproblems);
    const walker = new UnionWalker(subproblems);
    const optimal = walker.distance();
    if (moves.length !== optimal) {
      return {
        verdict: 'not-shortest',
        detail: `${moves.length} moves, but the shortest answer has ${optimal}`,
        optimal,
      };
    }
    for (let step = 0; step < moves.length; step++) {
      const actual = this.puzzle.moveLetters.indexOf(moves[step]);
      const remaining = optimal - step;
      for (let smaller = 0; smaller < actual; smaller++) {
        if (walker.distanceAfter(smaller) === remaining - 1) {
          const certificate: LexCertificate = {
            step: step + 1,
            actualMove: moves[step],
            smallerMove: this.puzzle.moveLetters[smaller],
            distanceBefore: remaining,
            distanceAfterSmaller: remaining - 1,
          };
          return { verdict: 'not-lex-smallest', detail: describeCertificate(certificate), certificate };
        }
      }
      walker.apply(actual);
    }
    return { verdict: 'ok' };
  }

  /**
   * The same judgement against the reference search's answer (a replayed move string has been
   * checked already): longer is not shortest; at the first letter where an answer of the same
   * length differs, the reference answer's letter is smaller and its path is shortest, which is the
   * certificate.
   */
  private judgeBySearch(c: Case, moves: string, subproblems: readonly Subproblem[]): Judgement {
    const expected = this.searchedAnswer(c, subproblems);
    if (!expected) throw new Error('the moves replay to the goal, but the reference search found no answer');
    const optimal = expected.moves.length;
    if (moves.length !== optimal) {
      return {
        verdict: 'not-shortest',
        detail: `${moves.length} moves, but the shortest answer has ${optimal}`,
        optimal,
      };
    }
    const letters = this.puzzle.moveLetters;
    for (let step = 0; step < moves.length; step++) {
      if (moves[step] === expected.moves[step]) continue;
      if (letters.indexOf(moves[step]) < letters.indexOf(expected.moves[step])) {
        throw new Error(`the reference search missed a smaller shortest answer: ${moves} < ${expected.moves}`);
      }
      const certificate: LexCertificate = {
        step: step + 1,
        actualMove: moves[step],
        smallerMove: expected.moves[step],
        distanceBefore: optimal - step,
        distanceAfterSmaller: optimal - step - 1,
      };
      return { verdict: 'not-lex-smallest', detail: describeCertificate(certificate), certificate };
    }
    return { verdict: 'ok' };
  }
}

// Nothing loaded beside the judge can swap its methods.
Object.freeze(Oracle.prototype);
Object.freeze(Oracle);

export function describeCertificate(c: LexCertificate): string {
  return (
    `step ${c.step}: '${c.smallerMove}' < '${c.actualMove}' and '${c.smallerMove}' reaches a state ` +
    `${plural(c.distanceAfterSmaller, 'move')} from the goal (exact distance before the step: ${c.distanceBefore}), ` +
    `so a shortest answer can take '${c.smallerMove}' here`
  );
}
