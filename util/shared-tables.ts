/**
 * Tables built once per process and read by all of its threads. A table lives in shared memory
 * (a SharedArrayBuffer), so sending it to a worker thread shares it instead of copying it.
 *
 * Each module that builds tables keeps them on its own shelf (`tableShelf(name, side)`). verify's
 * pool threads send back what they built (`tablesBuiltHere`), and the main thread sends every table
 * it knows with each task (`shelvedTables`). A thread that piscina starts again after a time-out
 * therefore reads the tables and does not build them again; the same goes for a second thread.
 *
 * Sides keep the judge apart from the judged: 'oracle' tables go only to threads that judge, and
 * come back only from threads that ran lexpath's own code.
 */
type TableSide = 'solver' | 'oracle';

/** Tables by shelf name, then by key (what crosses between threads). */
export type ShelvedTables = Readonly<Record<string, ReadonlyMap<string, Uint8Array>>>;

class TableShelf {
  private readonly tables = new Map<string, Uint8Array>();
  /** Keys built on this thread and not yet sent back (tablesBuiltHere). */
  private readonly unsent = new Set<string>();

  constructor(
    readonly name: string,
    readonly side: TableSide,
  ) {}

  get(key: string): Uint8Array | undefined {
    return this.tables.get(key);
  }

  /** Keeps `table` (moved into shared memory if it is not there) under `key`, and returns what it keeps. */
  put(key: string, table: Uint8Array): Uint8Array {
    const kept = inSharedMemory(table);
    this.tables.set(key, kept);
    this.unsent.add(key);
    return kept;
  }

  /** The table under `key`, built by `build` the first time it is asked for. */
  take(key: string, build: () => Uint8Array): Uint8Array {
    return this.tables.get(key) ?? this.put(key, build());
  }

  /** Takes tables another thread built; a key already here keeps its own table. */
  adopt(tables: ReadonlyMap<string, Uint8Array>): void {
    for (const [key, table] of tables) if (!this.tables.has(key)) this.tables.set(key, table);
  }

  all(): ReadonlyMap<string, Uint8Array> {
    return this.tables;
  }

  /** Forgets every table (for measuring build cost, and for tests). */
  clear(): void {
    this.tables.clear();
    this.unsent.clear();
  }

  /** The tables built here since the last call. */
  takeUnsent(): Map<string, Uint8Array> {
    const fresh = new Map<string, Uint8Array>();
    for (const key of this.unsent) {
      const table = this.tables.get(key);
      if (table) fresh.set(key, table);
    }
    this.unsent.clear();
    return fresh;
  }
}

const shelves = new Map<string, TableShelf>();

/** The shelf called `name` (made on first use). */
export function tableShelf(name: string, side: TableSide): TableShelf {
  let shelf = shelves.get(name);
  if (!shelf) {
    shelf = new TableShelf(name, side);
    shelves.set(name, shelf);
  }
  return shelf;
}

/** Every table of the given sides, by shelf (to send with a task). */
export function shelvedTables(sides: readonly TableSide[]): ShelvedTables {
  const out: Record<string, ReadonlyMap<string, Uint8Array>> = {};
  for (const shelf of shelves.values())
    if (sides.includes(shelf.side) && shelf.all().size > 0) out[shelf.name] = shelf.all();
  return out;
}

/**
 * Takes the tables another thread sent, on the shelves of the given sides only. Shelves are made
 * when their modules load, so a shelf this thread does not have is one whose module it never uses.
 */
export function adoptShelvedTables(sent: ShelvedTables, sides: readonly TableSide[]): void {
  for (const [name, tables] of Object.entries(sent)) {
    const shelf = shelves.get(name);
    if (shelf && sides.includes(shelf.side)) shelf.adopt(tables);
  }
}

/** The tables built on this thread since the last call, by shelf (what a pool thread sends back). */
export function tablesBuiltHere(): ShelvedTables {
  const out: Record<string, ReadonlyMap<string, Uint8Array>> = {};
  for (const shelf of shelves.values()) {
    const fresh = shelf.takeUnsent();
    if (fresh.size > 0) out[shelf.name] = fresh;
  }
  return out;
}

/** `table` itself if it is in shared memory, else a copy that is. */
export function inSharedMemory(table: Uint8Array): Uint8Array {
  if (table.buffer instanceof SharedArrayBuffer) return table;
  const shared = new Uint8Array(new SharedArrayBuffer(table.byteLength));
  shared.set(table);
  return shared;
}
