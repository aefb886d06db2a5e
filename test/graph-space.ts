/**
 * Test helper: a search space over a small hand-drawn graph, for cases a puzzle cannot set up on
 * demand (a goal of rank 0 beside a second goal, a state whose cost improves after it was first
 * generated, a non-goal with the goal's key).
 *
 * Node i has rank i; a state is one cell holding the node. Each edge is written once as
 * `[from, letter, to]` and can be walked both ways under the same letter: every move is its own
 * inverse. The heuristic is given per node; the space checks that it keeps the SearchSpace contract
 * (0 on goals, changes by at most 1 along an edge, never above the true distance), so a test cannot
 * pass by feeding a search a heuristic it is allowed to trust blindly. A move number outside the
 * letters throws, so a search that tries a move past the last one fails instead of reading another
 * node's edges.
 */
import type { SearchSpace } from '../solvers/space.js';

export interface GraphSpec {
  /** Node names; a node's rank is its index. */
  readonly nodes: readonly string[];
  /** Move letters in lexicographic order. */
  readonly moveLetters: string;
  /** Undirected edges, each with one letter used in both directions. */
  readonly edges: readonly (readonly [from: string, letter: string, to: string])[];
  readonly goals: readonly string[];
  /** Heuristic per node name; nodes left out get 0. */
  readonly h?: Readonly<Record<string, number>>;
}

export interface GraphSpace extends SearchSpace {
  /** The one-cell state of a node, by name. */
  state(name: string): Int32Array;
  /** Distance from each node to the nearest goal (by the space's own BFS; -1 when no goal is reachable). */
  readonly distances: readonly number[];
}

export function graphSpace(spec: GraphSpec): GraphSpace {
  const n = spec.nodes.length;
  const m = spec.moveLetters.length;
  const index = (name: string): number => {
    const i = spec.nodes.indexOf(name);
    if (i < 0) throw new Error(`unknown node ${name}`);
    return i;
  };
  const next = new Int32Array(n * m).fill(-1);
  for (const [from, letter, to] of spec.edges) {
    const move = spec.moveLetters.indexOf(letter);
    if (move < 0) throw new Error(`unknown letter ${letter}`);
    for (const [a, b] of [
      [index(from), index(to)],
      [index(to), index(from)],
    ]) {
      if (next[a * m + move] >= 0) throw new Error(`${spec.nodes[a]} has two edges ${letter}`);
      next[a * m + move] = b;
    }
  }
  const goal = new Uint8Array(n);
  for (const name of spec.goals) goal[index(name)] = 1;
  const h = spec.nodes.map((name) => spec.h?.[name] ?? 0);

  // distances to the goal set, backwards from every goal (edges are undirected)
  const distances = new Array<number>(n).fill(-1);
  const queue: number[] = [];
  for (let i = 0; i < n; i++) {
    if (!goal[i]) continue;
    distances[i] = 0;
    queue.push(i);
  }
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    for (let move = 0; move < m; move++) {
      const v = next[u * m + move];
      if (v < 0 || distances[v] >= 0) continue;
      distances[v] = distances[u] + 1;
      queue.push(v);
    }
  }
  for (let u = 0; u < n; u++) {
    if (goal[u] && h[u] !== 0) throw new Error(`h(${spec.nodes[u]}) must be 0 on a goal`);
    if (distances[u] >= 0 && h[u] > distances[u])
      throw new Error(`h(${spec.nodes[u]}) = ${h[u]} exceeds its distance ${distances[u]}`);
    for (let move = 0; move < m; move++) {
      const v = next[u * m + move];
      if (v >= 0 && Math.abs(h[u] - h[v]) > 1)
        throw new Error(`h changes by more than 1 from ${spec.nodes[u]} to ${spec.nodes[v]}`);
    }
  }

  return {
    key: `graph/${spec.nodes.join(',')}`,
    moveLetters: spec.moveLetters,
    rankCount: n,
    stateSize: 1,
    newState: () => new Int32Array(1),
    rank: (state) => state[0],
    unrank: (rank, out) => {
      out[0] = rank;
    },
    apply: (state, move) => {
      // A move outside the letters would read another node's row: a search bug, so refuse it.
      if (!Number.isInteger(move) || move < 0 || move >= m)
        throw new Error(`apply: no move ${move} (moves are 0..${m - 1})`);
      const v = next[state[0] * m + move];
      if (v < 0) return false;
      state[0] = v;
      return true;
    },
    inverse: (move) => {
      if (!Number.isInteger(move) || move < 0 || move >= m)
        throw new Error(`inverse: no move ${move} (moves are 0..${m - 1})`);
      return move;
    },
    isGoal: (state) => goal[state[0]] === 1,
    heuristic: (state) => h[state[0]],
    goalRanks: () => Int32Array.from(spec.goals.map(index)),
    state: (name) => Int32Array.of(index(name)),
    distances,
  };
}
