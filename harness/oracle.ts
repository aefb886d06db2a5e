/**
 * The exact oracle behind every verdict: goal distances from a plain breadth-first search written
 * here, apart from the optimised solvers (it shares only the puzzles' rules), and the checks that
 * turn an answer into a certified verdict.
 *
 * A case may be a union of subproblems (Rotation: one per digit); its distance is the least of the
 * subproblems' distances, and a move stays on a shortest path iff the union distance drops by one.
 */
import type { SearchSpace } from '../solvers/domain.js';
import type { Puzzle, Subproblem } from '../solvers/puzzle.js';
import { plural } from './plural.js';

const FAR = 255;
const distancesBySpace = new Map<string, Uint8Array>();

/** Every table built so far in this thread, by space key (backed by shared memory). */
export function oracleTables(): ReadonlyMap<string, Uint8Array> {
  return distancesBySpace;
}

/** Takes tables another thread built (oracleTables()), so this thread need not build them again. */
export function adoptOracleTables(tables: ReadonlyMap<string, Uint8Array>): void {
  for (const [key, table] of tables) if (!distancesBySpace.has(key)) distancesBySpace.set(key, table);
}

/** Exact distance to the nearest goal for every rank of `space` (FAR where none is reachable). */
export function goalDistances(space: SearchSpace): Uint8Array {
  const cached = distancesBySpace.get(space.key);
  if (cached) return cached;
  // Shared memory, so verify's pool threads can use tables built once here (see oracleTables).
  const distance = new Uint8Array(new SharedArrayBuffer(space.rankCount)).fill(FAR);
  // The queue holds whole states (not ranks), so the search never needs to unrank.
  const width = space.stateSize;
  const queue = new Int32Array(space.rankCount * width);
  const ranks = new Int32Array(space.rankCount);
  const state = space.newState();
  let size = 0;
  for (const rank of space.goalRanks()) {
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
      if (distance[rank] === FAR) {
        distance[rank] = next;
        const to = size * width;
        for (let i = 0; i < width; i++) queue[to + i] = state[i];
        ranks[size++] = rank;
      }
    }
  }
  distancesBySpace.set(space.key, distance);
  return distance;
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
      const d = this.tables[i][this.subproblems[i].space.rank(this.states[i])];
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
        for (let j = 0; j < i; j++) this.subproblems[j].space.apply(this.states[j], this.subproblems[j].space.inverse(move));
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

/** The first step where a smaller move still lies on a shortest path, with the distances that show it. */
export interface LexCertificate {
  /** 1-based step. */
  readonly step: number;
  readonly actualMove: string;
  readonly smallerMove: string;
  /** Exact distance to the goal before the step. */
  readonly distanceBefore: number;
  /** Exact distance to the goal after the smaller move: distanceBefore - 1, so it is still shortest. */
  readonly distanceAfterSmaller: number;
}

export type Judgement =
  | { readonly verdict: 'ok' }
  | { readonly verdict: 'illegal-move' | 'not-solved'; readonly detail: string }
  | { readonly verdict: 'wrong-centre'; readonly detail: string }
  | { readonly verdict: 'not-shortest'; readonly detail: string; readonly optimal: number }
  | { readonly verdict: 'not-lex-smallest'; readonly detail: string; readonly certificate: LexCertificate };

export interface ExpectedAnswer {
  readonly moves: string;
  readonly label: number;
}

/** Exact answers and certified judgements for one puzzle. */
export class Oracle<Case> {
  constructor(readonly puzzle: Puzzle<Case>) {}

  /** Exact optimal length of a case (FAR if it has no solution). */
  distance(c: Case): number {
    return new UnionWalker(this.puzzle.subproblems(c)).distance();
  }

  /** The smallest shortest answer, by walking the exact distances. */
  expected(c: Case): ExpectedAnswer | null {
    const subproblems = this.puzzle.subproblems(c);
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
    if (!replayed.ok) throw new Error(`oracle walk does not replay: ${replayed.reason}`);
    return { moves, label: replayed.label };
  }

  /** Judges `moves` (and, for Rotation, the printed label) against the exact distances. */
  judge(c: Case, moves: string, label?: number): Judgement {
    const replayed = this.puzzle.replay(c, moves);
    if (!replayed.ok) return { verdict: replayed.kind, detail: replayed.reason };
    if (label !== undefined && label !== replayed.label) {
      return { verdict: 'wrong-centre', detail: `printed ${label}, but the centre holds ${replayed.label} after the moves` };
    }
    const walker = new UnionWalker(this.puzzle.subproblems(c));
    const optimal = walker.distance();
    if (moves.length !== optimal) {
      return { verdict: 'not-shortest', detail: `${moves.length} moves, but the shortest answer has ${optimal}`, optimal };
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
}

export function describeCertificate(c: LexCertificate): string {
  return (
    `step ${c.step}: '${c.smallerMove}' < '${c.actualMove}' and '${c.smallerMove}' reaches a state ` +
    `${plural(c.distanceAfterSmaller, 'move')} from the goal (exact distance before the step: ${c.distanceBefore}), ` +
    `so a shortest answer can take '${c.smallerMove}' here`
  );
}
