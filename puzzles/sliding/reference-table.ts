/**
 * How the oracle builds one of its 4x4 pattern tables (reference-pdb.ts), written apart from the
 * solvers' builder (pdb/table-search.ts). Used only by the oracle.
 *
 * The value of a placement of the group's k tiles is the fewest moves of those tiles that bring
 * them home, the blank moving freely otherwise. The search is a 0-1 breadth-first search over
 * (placement, blank cell) in which a blank step onto a free cell costs nothing: those steps are
 * taken all at once, by marking every cell the blank can reach without moving a group tile as seen
 * for the placement (one bit per cell), and a state is queued with one of its cells only. Each tile
 * move into a seen cell costs 1 and leads to the next level.
 *
 * A placement is numbered by `placementNumber`: digit j (slot j's cell, counted among the cells the
 * earlier slots leave free) in mixed radix 16, 15, ..., 17 - k, the first slot most significant.
 */

/** Cells of the 4x4 board. */
export const CELLS = 16;
const UNREACHED = 255;

/**
 * freeBelow[used * 16 + cell]: how many cells below `cell` are not in `used` (bits); nthFree[used *
 * 16 + n]: the n-th cell (from 0) not in `used`. Made on first use, not when the module loads.
 */
export interface Numbering {
  readonly freeBelow: Uint8Array;
  readonly nthFree: Uint8Array;
}

let madeNumbering: Numbering | null = null;

export function numbering(): Numbering {
  if (madeNumbering) return madeNumbering;
  const freeBelow = new Uint8Array(1 << 20);
  const nthFree = new Uint8Array(1 << 20);
  for (let used = 0; used < 1 << CELLS; used++) {
    let free = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      freeBelow[used * 16 + cell] = free;
      if ((used & (1 << cell)) === 0) nthFree[used * 16 + free++] = cell;
    }
  }
  madeNumbering = { freeBelow, nthFree };
  return madeNumbering;
}

/** How many placements k tiles have. */
export function placementTotal(k: number): number {
  let total = 1;
  for (let j = 0; j < k; j++) total *= CELLS - j;
  return total;
}

/** The number of the placement whose slot j holds cells[j] (j < k). */
export function placementNumber(cells: ArrayLike<number>, k: number): number {
  const { freeBelow } = numbering();
  let used = 0;
  let number = 0;
  for (let j = 0; j < k; j++) {
    const cell = cells[j];
    number = number * (CELLS - j) + freeBelow[used * 16 + cell];
    used |= 1 << cell;
  }
  return number;
}

/** The cells of placement `number` into `out` (placementNumber's inverse). */
export function placementOf(number: number, k: number, out: Int32Array): void {
  const { nthFree } = numbering();
  for (let j = k - 1; j >= 0; j--) {
    out[j] = number % (CELLS - j);
    number = (number - out[j]) / (CELLS - j);
  }
  let used = 0;
  for (let j = 0; j < k; j++) {
    out[j] = nthFree[used * 16 + out[j]];
    used |= 1 << out[j];
  }
}

/** The cells next to each cell, as bits (4x4). */
const NEXT_TO = Int32Array.from({ length: CELLS }, (_, cell) => {
  const r = cell >> 2;
  const c = cell & 3;
  return (
    (r > 0 ? 1 << (cell - 4) : 0) |
    (r < 3 ? 1 << (cell + 4) : 0) |
    (c > 0 ? 1 << (cell - 1) : 0) |
    (c < 3 ? 1 << (cell + 1) : 0)
  );
});

/** The cells the blank reaches from `cell` without moving a tile of `used`. */
export function reachable(cell: number, used: number): number {
  let reached = 1 << cell;
  for (let grew = reached; grew !== 0; ) {
    let around = 0;
    for (let bits = grew; bits !== 0; bits &= bits - 1) around |= NEXT_TO[31 - Math.clz32(bits & -bits)];
    grew = around & ~used & ~reached;
    reached |= grew;
  }
  return reached;
}

/**
 * For every set `used` of k cells and every cell outside it: reachable(cell, used), at
 * areas[used * 16 + cell]; and how many (placement, area) states a build of k tiles meets.
 */
function areasOf(k: number): { areas: Uint16Array; states: number } {
  const areas = new Uint16Array(1 << 20);
  let orders = 1;
  for (let i = 2; i <= k; i++) orders *= i;
  let states = 0;
  for (let used = 0; used < 1 << CELLS; used++) {
    let count = 0;
    for (let bits = used; bits !== 0; bits &= bits - 1) count++;
    if (count !== k) continue;
    for (let cell = 0; cell < CELLS; cell++) {
      if (used & (1 << cell) || areas[used * 16 + cell] !== 0) continue;
      const area = reachable(cell, used);
      for (let bits = area; bits !== 0; bits &= bits - 1) areas[used * 16 + 31 - Math.clz32(bits & -bits)] = area;
      states += orders;
    }
  }
  return { areas, states };
}

/** The oracle's table for the group whose slot j belongs on targets[j] (k <= 7), by placementNumber. */
export function buildReferenceTable(targets: readonly number[], progress?: (fraction: number) => void): Uint8Array {
  const build = new ReferenceBuild(targets.length);
  const home = placementNumber(targets, targets.length);
  let homeUsed = 0;
  for (const cell of targets) homeUsed |= 1 << cell;
  build.table[home] = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (homeUsed & (1 << cell) || build.seen[home] & (1 << cell)) continue;
    build.seen[home] |= build.areas[homeUsed * 16 + cell];
    build.queue.add(home * 16 + cell);
  }
  let met = 0;
  for (let distance = 1; build.queue.advance(); distance++) {
    for (let i = 0; i < build.queue.size; i++) build.expand(build.queue.level[i], distance);
    met += build.queue.size;
    progress?.(met / build.states);
  }
  return build.table;
}

/** One build's arrays; `expand` is a method, so V8 optimises it whole (not a loop inside a long function). */
class ReferenceBuild {
  readonly table: Uint8Array;
  /** Per placement: the blank cells seen with it (bits). */
  readonly seen: Uint16Array;
  readonly areas: Uint16Array;
  readonly states: number;
  readonly queue = new LevelQueue();
  private readonly cells: Int32Array;
  /** slotAt[cell]: the slot of the placement being expanded on the cell, -1 for none. */
  private readonly slotAt = new Int32Array(CELLS).fill(-1);
  /** weight[j]: what one unit of slot j's digit is worth in a placement's number. */
  private readonly weight: Int32Array;

  constructor(private readonly k: number) {
    const total = placementTotal(k);
    this.table = new Uint8Array(total).fill(UNREACHED);
    this.seen = new Uint16Array(total);
    ({ areas: this.areas, states: this.states } = areasOf(k));
    this.cells = new Int32Array(k);
    this.weight = new Int32Array(k);
    for (let j = k - 1, weight = 1; j >= 0; weight *= CELLS - j, j--) this.weight[j] = weight;
  }

  /**
   * Queues the unseen states one tile move from `state` (placement number * 16 + a blank cell).
   * A child's number is the parent's plus the change of the moved slot's digit (the cells it
   * crosses, less the earlier slots on them) and of each later slot it passes (one each).
   */
  expand(state: number, distance: number): void {
    const k = this.k;
    const cells = this.cells;
    const slotAt = this.slotAt;
    const weight = this.weight;
    const number = Math.floor(state / 16);
    placementOf(number, k, cells);
    let used = 0;
    for (let j = 0; j < k; j++) {
      used |= 1 << cells[j];
      slotAt[cells[j]] = j;
    }
    const blank = this.areas[used * 16 + (state % 16)];
    for (let j = 0; j < k; j++) {
      const from = cells[j];
      for (let into = NEXT_TO[from] & blank; into !== 0; into &= into - 1) {
        const to = 31 - Math.clz32(into & -into);
        let change = (to - from) * weight[j];
        if (to - from === 4 || from - to === 4) {
          const low = from < to ? from : to;
          for (let cell = low + 1; cell < low + 4; cell++) {
            const i = slotAt[cell];
            if (i >= 0) change += (to > from ? 1 : -1) * (i < j ? -weight[j] : weight[i]);
          }
        }
        const child = number + change;
        // The blank is now where the tile was.
        if (this.seen[child] & (1 << from)) continue;
        if (this.table[child] === UNREACHED) this.table[child] = distance;
        this.seen[child] |= this.areas[(used ^ (1 << from) ^ (1 << to)) * 16 + from];
        this.queue.add(child * 16 + from);
      }
    }
    for (let j = 0; j < k; j++) slotAt[cells[j]] = -1;
  }
}

/** The states of the level being expanded, and those of the next one as they come. */
class LevelQueue {
  level: Uint32Array = new Uint32Array(1024);
  size = 0;
  private next: Uint32Array = new Uint32Array(1024);
  private nextSize = 0;

  add(state: number): void {
    if (this.nextSize === this.next.length) this.next = grown(this.next);
    this.next[this.nextSize++] = state;
  }

  /** The next level becomes the one to expand; false when it is empty. */
  advance(): boolean {
    [this.level, this.next] = [this.next, this.level];
    this.size = this.nextSize;
    this.nextSize = 0;
    return this.size > 0;
  }
}

function grown(queue: Uint32Array): Uint32Array {
  const bigger = new Uint32Array(queue.length * 2);
  bigger.set(queue);
  return bigger;
}
