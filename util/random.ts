/** The one seeded generator lexpath uses for cases, and what goes with it. */

/** A small seeded generator (mulberry32): the same seed gives the same cases everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** A seed for index `index` of a stream seeded `seed` (a 32-bit mix, so nearby indices differ everywhere). */
export function indexSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** The ranks a distance table reaches (`count` of them), ascending: an exhaustive stream's cases. */
export function reachedRanks(table: Uint8Array, count: number): Int32Array {
  const ranks = new Int32Array(count);
  for (let rank = 0, k = 0; rank < table.length; rank++) if (table[rank] !== 255) ranks[k++] = rank;
  return ranks;
}

/** Ranks of each depth in a distance table. */
export function ranksByDepth(table: Uint8Array): number[][] {
  const byDepth: number[][] = [];
  for (let rank = 0; rank < table.length; rank++) {
    const d = table[rank];
    if (d === 255) continue;
    byDepth[d] ??= [];
    byDepth[d].push(rank);
  }
  return byDepth;
}
