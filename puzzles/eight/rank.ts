/**
 * Ranks of Eight states, and the fast distance-table build they allow.
 *
 * A relabelled state (space.ts) with goal blank p is first mapped by a board symmetry s with
 * s(p) = c, the representative of p's class (corner 0, edge 1, centre 4): cell i goes to s(i) and
 * value v to s(v), so the goal stays the identity board. The mapped board is ranked as
 *   rank = P * 9 + ((b - c + 9) mod 9)
 * where b is the mapped blank cell and P the Lehmer rank (0..8!-1) of the 8 tiles read in reading
 * order, blank skipped, values renumbered 0..7 without c. The goal is rank 0 for every p.
 *
 * Why this split: a horizontal move keeps the tiles' reading order (only b changes), and a vertical
 * move lifts one tile over the next two in that order (a 3-cycle of a window of the sequence). So
 * a BFS over (P, b) needs no unrank and no rank: two table lookups give every successor.
 */
import { squareSymmetries } from '../kit/square.js';

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880];
const PERMS = 40320; // orders of the 8 tiles
const STATES = PERMS * 9;
const UNREACHED = 255;

/** POPCOUNT8[m]: set bits of a byte. */
const POPCOUNT8 = new Uint8Array(256);
for (let m = 1; m < 256; m++) POPCOUNT8[m] = POPCOUNT8[m >> 1] + (m & 1);

/** SELECT8[m * 8 + k]: the k-th (from 0) set bit of byte m. */
const SELECT8 = new Int8Array(256 * 8).fill(-1);
for (let m = 0; m < 256; m++) {
  for (let bit = 0, k = 0; bit < 8; bit++) if (m & (1 << bit)) SELECT8[m * 8 + k++] = bit;
}

/** How far the blank moves in reading order for d, l, r, u. */
const STEP_MOVE = [3, -1, 1, -3];

/** The 8 symmetries of the square as cell maps (the first is the identity). */
const SYMMETRIES = squareSymmetries(3);

/** Ranks and unranks the states of the space with goal blank p. */
export class EightRanker {
  /** The class representative c (0, 1 or 4): spaces with equal c share ranks' meaning. */
  readonly representative: number;
  /** READ[j]: the real cell that the symmetry takes to cell j. */
  private readonly read = new Int8Array(9);
  /** CODE[v]: the renumbered image of value v (0..7), 8 for the blank. */
  private readonly code = new Int8Array(9);
  /** VALUE[k]: the value whose code is k. */
  private readonly value = new Int8Array(8);
  /** BLANK_CODE[b] for a mapped blank cell b, and its inverse. */
  private readonly blankCode = new Int8Array(9);
  private readonly blankCell = new Int8Array(9);
  /** MOVE_IMAGE[m]: the move that m becomes on the mapped board. */
  private readonly moveImage = new Int8Array(4);

  constructor(readonly goalBlank: number) {
    let c = 9;
    for (const map of SYMMETRIES) c = Math.min(c, map[goalBlank]);
    const map = SYMMETRIES.find((m) => m[goalBlank] === c)!;
    this.representative = c;
    for (let cell = 0; cell < 9; cell++) {
      this.read[map[cell]] = cell;
      const image = map[cell];
      if (cell === goalBlank) this.code[cell] = 8;
      else {
        const k = image < c ? image : image - 1;
        this.code[cell] = k;
        this.value[k] = cell;
      }
      const blankCode = (cell - c + 9) % 9;
      this.blankCode[cell] = blankCode;
      this.blankCell[blankCode] = cell;
    }
    // every symmetry fixes the centre, and the centre has all four moves
    for (let move = 0; move < 4; move++) this.moveImage[move] = STEP_MOVE.indexOf(map[4 + STEP_MOVE[move]] - 4);
  }

  /** The rank after `move` from the state of rank `rank` (-1 if illegal), without the state. */
  neighbour(rank: number, move: number): number {
    const perm = (rank / 9) | 0;
    const blank = this.blankCell[rank - perm * 9];
    const direction = this.moveImage[move];
    const to = blank + STEP_MOVE[direction];
    if (direction === 0) {
      if (blank >= 6) return -1;
      return (perm + DOWN_DELTA[chunkIndex(perm, blank)]) * 9 + this.blankCode[to];
    }
    if (direction === 3) {
      if (blank < 3) return -1;
      return (perm + UP_DELTA[chunkIndex(perm, to)]) * 9 + this.blankCode[to];
    }
    if (direction === 1 ? blank % 3 === 0 : blank % 3 === 2) return -1;
    return perm * 9 + this.blankCode[to];
  }

  rank(state: Int32Array): number {
    const read = this.read;
    const code = this.code;
    let perm = 0;
    let seen = 0; // codes already read
    let k = 0;
    let blank = 0;
    for (let j = 0; j < 9; j++) {
      const v = code[state[read[j]]];
      if (v === 8) {
        blank = j;
        continue;
      }
      // Lehmer digit: later codes below v = v minus earlier codes below v
      perm += (v - POPCOUNT8[seen & ((1 << v) - 1)]) * FACTORIAL[7 - k++];
      seen |= 1 << v;
    }
    return perm * 9 + this.blankCode[blank];
  }

  unrank(rank: number, out: Int32Array): void {
    let perm = Math.floor(rank / 9);
    const blank = this.blankCell[rank - perm * 9];
    let unused = 0xff;
    let k = 0;
    for (let j = 0; j < 9; j++) {
      const cell = this.read[j];
      if (j === blank) {
        out[cell] = this.goalBlank;
        out[9] = cell;
        continue;
      }
      const f = FACTORIAL[7 - k++];
      const digit = Math.floor(perm / f);
      perm -= digit * f;
      const v = SELECT8[unused * 8 + digit];
      unused &= ~(1 << v);
      out[cell] = this.value[v];
    }
  }
}

/*
 * A vertical move rotates a window w..w+2 of the tile sequence: down (blank at cell w goes to w+3)
 * takes (a, b, c) to (c, a, b), up undoes it. Only the window's three Lehmer digits change, and the
 * order of a, b, c can be read from those digits, so the rank change depends only on w and the
 * digits (x, y, z) there: DOWN_DELTA / UP_DELTA[w * 336 + chunk], chunk = the digits as one
 * mixed-radix number. With P = HI * 120 + LO, chunk = HI_PART[w * 336 + HI] + LO_PART[w * 120 + LO].
 */
const CHUNK_STRIDE = 336; // 8 * 7 * 6, the most chunks a window has
const DOWN_DELTA = new Int32Array(6 * CHUNK_STRIDE);
const UP_DELTA = new Int32Array(6 * CHUNK_STRIDE);
const HI_PART = new Int32Array(6 * CHUNK_STRIDE);
const LO_PART = new Int32Array(6 * 120);
for (let w = 0; w < 6; w++) {
  const rx = 8 - w; // radices of the window's digits
  const ry = 7 - w;
  const rz = 6 - w;
  for (let x = 0; x < rx; x++) {
    for (let y = 0; y < ry; y++) {
      for (let z = 0; z < rz; z++) {
        const bBelowA = y < x; // a descent iff the digit drops
        const cBelowB = y > z;
        const cBelowA = x - (bBelowA ? 1 : 0) > z;
        const nx = z + (cBelowA ? 0 : 1) + (cBelowB ? 0 : 1);
        const ny = x - (cBelowA ? 1 : 0);
        const nz = y - (cBelowB ? 1 : 0);
        const delta = (nx - x) * FACTORIAL[7 - w] + (ny - y) * FACTORIAL[6 - w] + (nz - z) * FACTORIAL[5 - w];
        DOWN_DELTA[w * CHUNK_STRIDE + (x * ry + y) * rz + z] = delta;
        UP_DELTA[w * CHUNK_STRIDE + (nx * ry + ny) * rz + nz] = -delta;
      }
    }
  }
  // P's digits: HI = P / 120 holds L0 L1 L2, LO = P % 120 holds L3 L4 L5 L6 (L7 is always 0);
  // a digit inside the window adds itself times its place value in the chunk
  const place = [0, 0, 0, 0, 0, 0, 0, 0];
  place[w] = ry * rz;
  place[w + 1] = rz;
  place[w + 2] = 1;
  for (let hi = 0; hi < CHUNK_STRIDE; hi++) {
    HI_PART[w * CHUNK_STRIDE + hi] =
      Math.floor(hi / 42) * place[0] + (Math.floor(hi / 6) % 7) * place[1] + (hi % 6) * place[2];
  }
  for (let lo = 0; lo < 120; lo++) {
    LO_PART[w * 120 + lo] =
      Math.floor(lo / 24) * place[3] +
      (Math.floor(lo / 6) % 4) * place[4] +
      (Math.floor(lo / 2) % 3) * place[5] +
      (lo % 2) * place[6];
  }
}

/** Where a vertical move's window w sits in DOWN_DELTA / UP_DELTA for the tile order `perm`. */
function chunkIndex(perm: number, w: number): number {
  const hi = (perm / 120) | 0;
  return w * CHUNK_STRIDE + HI_PART[w * CHUNK_STRIDE + hi] + LO_PART[w * 120 + perm - hi * 120];
}

/** The class representatives, in the order of their tables. */
export const EIGHT_CLASS_REPRESENTATIVES: readonly number[] = [0, 1, 4];

/** A 9-bit blank-cell mask repeated for the three classes (class k in bits 9k..9k+8). */
const SPREAD = 1 | (1 << 9) | (1 << 18);
/** Blank cells in column 0 / column 2, in every class: a blank there cannot move left / right. */
const LEFT_EDGE = 0b001001001 * SPREAD;
const RIGHT_EDGE = 0b100100100 * SPREAD;

/**
 * The distance-to-goal tables of the three classes (ranks as above), in the order of
 * EIGHT_CLASS_REPRESENTATIVES. All three goals (P = 0, blank at 0, 1 or 4) live in one graph over
 * (P, b), so one BFS runs the three searches side by side. Every move has an inverse move, so
 * distances from a goal are distances to it.
 *
 * The BFS goes level by level over masks: per tile order P, 27 bits say which (class, blank cell)
 * pairs are reached. Horizontal moves are shifts within the mask; a vertical move from cell w is one
 * lookup for the new P, shared by the three classes; and sweeping P in increasing order keeps the
 * accesses close together. Only the reachable half of each table (one tile parity) gets a distance.
 */
export function buildEightClassTables(): Uint8Array[] {
  const offset = new Int32Array(27); // where bit k * 9 + b writes, less P * 9
  for (let k = 0; k < 3; k++) {
    for (let b = 0; b < 9; b++) offset[k * 9 + b] = k * STATES + ((b - EIGHT_CLASS_REPRESENTATIVES[k] + 9) % 9);
  }
  const distance = new Uint8Array(3 * STATES).fill(UNREACHED);
  const seen = new Int32Array(PERMS);
  let current = new Int32Array(PERMS); // this level's candidates (may include seen bits)
  let following = new Int32Array(PERMS); // the next level's candidates
  for (let k = 0; k < 3; k++) current[0] |= 1 << (k * 9 + EIGHT_CLASS_REPRESENTATIVES[k]);
  // candidates lie in P = range[0]..range[1]; the sweep widens range[2]..range[3] for the next level
  const range = Int32Array.of(0, 0, PERMS, -1);
  for (let depth = 0; range[0] <= range[1]; depth++) {
    for (let from = range[0]; from <= range[1]; from += SWEEP_CHUNK) {
      sweep(depth, from, Math.min(from + SWEEP_CHUNK - 1, range[1]), current, following, seen, distance, offset, range);
    }
    range[0] = range[2];
    range[1] = range[3];
    range[2] = PERMS;
    range[3] = -1;
    const swap = current;
    current = following;
    following = swap;
  }
  return [0, 1, 2].map((k) => distance.subarray(k * STATES, (k + 1) * STATES));
}

/**
 * Levels are swept in chunks of P by a function of their own: V8 optimises a function only between
 * calls (or by on-stack replacement, a second, slower compile), so short calls pick up the optimised
 * code as soon as it is ready.
 */
const SWEEP_CHUNK = 2048;

/**
 * Part of one BFS level (P = first..last): settles the new (class, blank) bits and marks their
 * neighbours as the next level's candidates, widening range[2]..range[3] to cover them.
 */
function sweep(
  depth: number,
  first: number,
  last: number,
  current: Int32Array,
  following: Int32Array,
  seen: Int32Array,
  distance: Uint8Array,
  offset: Int32Array,
  range: Int32Array,
): void {
  let nextFirst = range[2];
  let nextLast = range[3];
  for (let p = first; p <= last; p++) {
    const candidates = current[p];
    if (candidates === 0) continue;
    current[p] = 0;
    const fresh = candidates & ~seen[p];
    if (fresh === 0) continue;
    seen[p] |= fresh;
    const base = p * 9;
    for (let m = fresh; m !== 0; m &= m - 1) distance[offset[31 - Math.clz32(m & -m)] + base] = depth;

    if (p < nextFirst) nextFirst = p;
    if (p > nextLast) nextLast = p;
    following[p] |= ((fresh & ~RIGHT_EDGE) << 1) | ((fresh & ~LEFT_EDGE) >>> 1);
    const hi = (p / 120) | 0;
    const lo = p - hi * 120;
    const cells = fresh | (fresh >>> 9) | (fresh >>> 18);
    for (let m = cells & 0x3f; m !== 0; m &= m - 1) {
      const w = 31 - Math.clz32(m & -m); // blank at w goes down to w + 3
      const q = p + DOWN_DELTA[w * CHUNK_STRIDE + HI_PART[w * CHUNK_STRIDE + hi] + LO_PART[w * 120 + lo]];
      following[q] |= (fresh & (SPREAD << w)) << 3;
      if (q < nextFirst) nextFirst = q;
      if (q > nextLast) nextLast = q;
    }
    for (let m = (cells >>> 3) & 0x3f; m !== 0; m &= m - 1) {
      const w = 31 - Math.clz32(m & -m); // blank at w + 3 goes up to w
      const q = p + UP_DELTA[w * CHUNK_STRIDE + HI_PART[w * CHUNK_STRIDE + hi] + LO_PART[w * 120 + lo]];
      following[q] |= (fresh & (SPREAD << (w + 3))) >>> 3;
      if (q < nextFirst) nextFirst = q;
      if (q > nextLast) nextLast = q;
    }
  }
  range[2] = nextFirst;
  range[3] = nextLast;
}
