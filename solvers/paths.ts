/** Helpers for searches that store a tree of smallest paths as parent ranks and incoming moves. */

/** The moves from `startRank` to `endRank`, read back along the parent links. */
export function pathFromParents(parent: Int32Array, via: Uint8Array, startRank: number, endRank: number): Uint8Array {
  let length = 0;
  for (let r = endRank; r !== startRank; r = parent[r]) length++;
  const moves = new Uint8Array(length);
  for (let r = endRank, i = length - 1; r !== startRank; r = parent[r], i--) moves[i] = via[r];
  return moves;
}

/**
 * Compares path(a) + moveA with path(b) + moveB, where a and b are at the same depth of the tree:
 * negative when the first is lexicographically smaller. Walking both chains up in step, the last
 * place they differ (the one nearest the root) decides; above it they share one chain.
 */
export function comparePathsInTree(
  parent: Int32Array,
  via: Uint8Array,
  a: number,
  moveA: number,
  b: number,
  moveB: number,
): number {
  let decision = moveA - moveB;
  while (a !== b) {
    decision = via[a] - via[b];
    a = parent[a];
    b = parent[b];
  }
  return decision;
}
