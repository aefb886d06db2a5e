/**
 * The pattern tables of this process: each built once, from a symmetric image of a table already
 * built where there is one, else from the table cache (util/table-store.ts), else by a search.
 */
import { buildProgress } from '../../../util/build-progress.js';
import { tableShelf } from '../../../util/shared-tables.js';
import { tableStore, type TableStore } from '../../../util/table-store.js';
import { mappedTable, SYMMETRIES } from './symmetry.js';
import { buildPatternTable } from './table-search.js';

export interface PatternTableInfo {
  readonly targets: readonly number[];
  readonly buildMs: number;
  readonly bytes: number;
  /** Set when the table was read through a symmetry from the table of these targets. */
  readonly derivedFrom?: readonly number[];
  /** Set when the table came from the cache instead of a search. */
  readonly loaded?: boolean;
}

/** Shared with verify's pool threads (util/shared-tables.ts): each table is built once per run. */
const tables = tableShelf('pdb4x4', 'solver');
const tableInfo: PatternTableInfo[] = [];

/** Where built tables may be kept between processes: the table cache, or a test's stand-in. */
export type PatternTableStore = Pick<TableStore, 'load' | 'save'> & { readonly dir?: string };

/** undefined: the process's table cache (util/table-store.ts). */
let storeOverride: PatternTableStore | null | undefined;

/** Keeps tables in `next` from now on (null: build every table in every process; undefined: the table cache). */
export function setPatternTableStore(next: PatternTableStore | null | undefined): void {
  storeOverride = next;
}

function currentStore(): PatternTableStore | null {
  return storeOverride === undefined ? tableStore() : storeOverride;
}

/** A table's name in a store: the format version and its tiles' goal cells. */
function storedName(targets: readonly number[]): string {
  return `lexpath-pdb4x4-v1-${targets.join('-')}`;
}

/**
 * The table of `targets` from the store: its own, or that of a symmetric image (ascending, as the
 * groups are), read through the symmetry. A process whose goal is an image of one built before
 * then reads that table instead of searching again.
 */
function keptImage(
  store: PatternTableStore,
  targets: readonly number[],
): { table: Uint8Array; image: readonly number[] } | null {
  const bytes = 1 << (4 * targets.length);
  const own = store.load(storedName(targets), bytes);
  if (own) return { table: own, image: targets };
  const asked = new Set([storedName(targets)]);
  for (const map of SYMMETRIES) {
    const image = targets.map((t) => map[t]).sort((a, b) => a - b);
    const name = storedName(image);
    if (asked.has(name)) continue; // a symmetry of the group itself: the same file again
    asked.add(name);
    const source = store.load(name, bytes);
    if (source) return { table: mappedTable(source, image, targets, map), image };
  }
  return null;
}

/** The pattern tables built so far in this process, with their build times. */
export function patternTablesBuilt(): readonly PatternTableInfo[] {
  return tableInfo;
}

/**
 * The table of a group whose tile in slot j belongs on `targets[j]`. A board symmetry maps moves
 * to moves, so a group whose targets are a symmetric image of a built group's reads that table
 * through the symmetry (copied out once, about 0.2 s, instead of a search).
 */
export function patternTable(neighbour: Int8Array, targets: readonly number[]): Uint8Array {
  const key = targets.join(',');
  let table = tables.get(key);
  if (table) return table;
  const began = performance.now();
  let derivedFrom: readonly number[] | undefined;
  for (const built of tableInfo) {
    if (built.targets.length !== targets.length) continue;
    const symmetry = SYMMETRIES.find((map) => targets.every((t) => built.targets.includes(map[t])));
    if (symmetry) {
      table = mappedTable(tables.get(built.targets.join(','))!, built.targets, targets, symmetry);
      derivedFrom = built.targets;
      break;
    }
  }
  let loaded = false;
  const store = currentStore();
  if (!table && store) {
    const kept = keptImage(store, targets);
    if (kept) {
      table = kept.table;
      loaded = true;
      if (kept.image.join() !== targets.join()) derivedFrom = kept.image;
    }
  }
  if (!table) {
    const progress = buildProgress(
      `the 15-puzzle's pattern table for tiles ${targets.join(' ')}`,
      1 << (4 * targets.length),
      store?.dir ?? null,
    );
    table = buildPatternTable(neighbour, targets, (fraction) => progress.step(fraction));
    progress.done();
    store?.save(storedName(targets), table);
  }
  table = tables.put(key, table);
  tableInfo.push({
    targets,
    buildMs: performance.now() - began,
    bytes: table.byteLength,
    derivedFrom,
    ...(loaded ? { loaded } : {}),
  });
  return table;
}
