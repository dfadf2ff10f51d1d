import { isStale, nextVersion, versionOf, type Stale } from './version';

export interface Row {
  id: number;
}

/**
 * Where the tables keep their rows: the live data set (a new object after the demo reset, so the tables
 * follow it) and the write-back after a change. The demo data (mocks/db/db.ts) registers itself when loaded, so
 * the kit stands on nothing above it.
 */
export interface TableStore {
  dataSet(): { tables?: Record<string, StoredTable> };
  commit(): void;
}

const unregistered = (): never => {
  // rows kept anywhere else would vanish once the data set is registered
  throw new Error('a demo table was used before the demo data (mocks/db/db.ts) was loaded');
};
let tableStore: TableStore = { dataSet: unregistered, commit: unregistered };

export function setTableStore(store: TableStore): void {
  tableStore = store;
}

/** Where a table keeps its rows: the live array, the write-back of a changed one and the id counter. */
export interface TableSlot<R extends Row> {
  rows(): R[];
  save(rows: R[]): void;
  nextId(): number;
  /** Builds the rows ahead of their first use without storing them (see warm-up.ts); by default reads them. */
  warm?(): void;
}

/** A table's rows as the demo data set keeps them (and localStorage with it, in the browser). */
export interface StoredTable {
  rows: unknown[];
  seq: number;
}

export interface Table<R extends Row> {
  readonly name: string;
  /** Every row, in stored order (the live array: change rows through the table). */
  all(): R[];
  get(id: number): R | undefined;
  list(keep?: (row: R) => boolean, order?: (a: R, b: R) => number): R[];
  /** Adds a row under the next id; a function receives that id (for fields derived from it). */
  insert(row: Omit<R, 'id'> | ((id: number) => R)): R;
  /** Adds many rows under the next ids in one write (a bulk load: one save, not one per row). */
  insertMany(rows: readonly ((id: number) => R)[]): R[];
  /**
   * Replaces a row's fields; undefined for an unknown id. In a versioned table the row's version goes one up,
   * and a save that says which version it loaded (`expectVersion`; undefined: not checked) is refused with Stale,
   * nothing written, when the row has changed since (./version.ts).
   */
  update(id: number, patch: Partial<Omit<R, 'id'>>): R | undefined;
  update(
    id: number,
    patch: Partial<Omit<R, 'id'>>,
    check: { expectVersion: number | undefined },
  ): R | Stale | undefined;
  remove(ids: number | readonly number[]): void;
  nextId(): number;
  /** Has the seed ready for the first request (idle time after start), the data set unchanged. */
  warm(): void;
}

type TableOptions<R extends Row> = (
  | {
      name: string;
      seed: () => R[];
      /** false: rebuilt from the seed on each page load, never written to storage. Default true. */
      persist?: boolean;
    }
  /** A table whose rows already live in the demo data set (the older areas keep their own shapes). */
  | { name: string; slot: TableSlot<R> }
) & {
  /** Its rows carry a version (./version.ts), one more at every update. Default false. */
  versioned?: boolean;
};

const tables: Table<Row>[] = [];
// Rows of tables that are not persisted, per data set: the demo reset (a new data set) drops them too.
const unsaved = new WeakMap<object, Record<string, StoredTable>>();
/** Set while a table builds its seed ahead of use (TableSlot.warm, readAhead). */
let warming = false;

/**
 * Runs `read` as work done ahead of use (warm-up.ts): the tables it reads are built but stay out of the data set
 * until something else uses them, so what is saved is what it would have been.
 */
export function readAhead<T>(read: () => T): T {
  const outer = warming;
  warming = true;
  try {
    return read();
  } finally {
    warming = outer;
  }
}

const seeded = <R extends Row>(seed: () => R[]): StoredTable => {
  const rows = seed();
  return { rows, seq: rows.reduce((max, r) => Math.max(max, r.id), 0) };
};

/**
 * Rows kept under `name` in the demo data set (or beside it when not persisted), seeded on first use: a new
 * table needs no change to the data set's shape, and the demo reset (resetDb) starts it from its seed again.
 */
function storedSlot<R extends Row>(name: string, seed: () => R[], persist: boolean): TableSlot<R> {
  // Seeds built ahead of first use, per data set: they join the data set only when the table is used, so what
  // is saved (and how long each save takes) is what it would have been.
  const ahead = new WeakMap<object, StoredTable>();
  const stored = (): StoredTable => {
    const data = tableStore.dataSet();
    const tables = persist ? data.tables : unsaved.get(data);
    const existing = tables?.[name];
    if (existing) return existing;
    const built = ahead.get(data) ?? seeded(seed);
    // a table read by another table's seed while warming stays aside as well
    if (warming) ahead.set(data, built);
    else if (tables) tables[name] = built;
    else if (persist) data.tables = { [name]: built };
    else unsaved.set(data, { [name]: built });
    return built;
  };
  return {
    warm: () => void readAhead(stored),
    rows: () => stored().rows as R[],
    save(rows) {
      stored().rows = rows;
      if (persist) tableStore.commit();
    },
    nextId: () => ++stored().seq,
  };
}

/** A typed table of the demo backend: rows with numeric ids, saved and reset with the demo data. */
export function createTable<R extends Row>(options: TableOptions<R>): Table<R> {
  if (tables.some((t) => t.name === options.name)) throw new Error(`two demo tables named ${options.name}`);
  const slot =
    'slot' in options ? options.slot : storedSlot(options.name, options.seed, options.persist ?? true);
  const get = (id: number) => slot.rows().find((r) => r.id === id);
  const update = ((id, patch, check) => {
    const row = get(id);
    if (!row) return undefined;
    if (check && isStale(row, check.expectVersion)) return { stale: true, version: versionOf(row) };
    const changed = { ...row, ...patch, id };
    const next = options.versioned ? nextVersion(row, changed) : changed;
    slot.save(slot.rows().map((r) => (r === row ? next : r)));
    return next;
  }) as Table<R>['update'];
  const table: Table<R> = {
    name: options.name,
    all: () => slot.rows(),
    get,
    list(keep, order) {
      const rows = keep ? slot.rows().filter(keep) : [...slot.rows()];
      return order ? rows.sort(order) : rows;
    },
    insert(row) {
      const id = slot.nextId();
      const added = typeof row === 'function' ? row(id) : ({ ...row, id } as R);
      slot.save([...slot.rows(), added]);
      return added;
    },
    insertMany(rows) {
      const added = rows.map((row) => row(slot.nextId()));
      slot.save([...slot.rows(), ...added]);
      return added;
    },
    update,
    remove(ids) {
      const gone = new Set(typeof ids === 'number' ? [ids] : ids);
      slot.save(slot.rows().filter((r) => !gone.has(r.id)));
    },
    nextId: () => slot.nextId(),
    warm: () => (slot.warm ? slot.warm() : void slot.rows()),
  };
  tables.push(table as unknown as Table<Row>);
  return table;
}

/** Every table created so far (the modules that define them have been imported). */
export const allTables = (): readonly Table<Row>[] => tables;
