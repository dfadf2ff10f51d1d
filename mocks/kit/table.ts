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

/**
 * A table's rows as the demo data set keeps them (and localStorage with it, in the browser): every row, or for a
 * table that keeps only its changes (`keep: 'changes'`) the rows added or changed since its seed, the ids of the
 * seeded rows removed and what the seed was built for.
 */
export interface StoredTable {
  rows: unknown[];
  seq: number;
  removed?: number[];
  seedKey?: string;
}

export interface Table<R extends Row> {
  readonly name: string;
  /**
   * Every row, in stored order (the live array: change rows through the table). A change gives a new array, so
   * what is worked out from the rows can be kept per array (an index by phone).
   */
  all(): R[];
  get(id: number): R | undefined;
  list(keep?: (row: R) => boolean, order?: (a: R, b: R) => number): R[];
  /** Adds a row under the next id; a function receives that id (for fields derived from it). */
  insert(row: Omit<R, 'id'> | ((id: number) => R)): R;
  /** Adds many rows under the next ids in one write (a bulk load: one save, not one per row). */
  insertMany(rows: readonly ((id: number) => R)[]): R[];
  /**
   * Adds a row under the id it has: one taken with nextId() before the row was built, or one the area derives
   * from another record (a call task's answered call). A row of that id is replaced as it is.
   */
  put(row: R): R;
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
      /**
       * What the data set keeps of the table: 'rows' (the default), every row, seeded on first use.
       */
      keep?: 'rows';
      /** false: rebuilt from the seed on each page load, never written to storage. Default true. */
      persist?: boolean;
      /** The first id a new row gets when the seed's ids are lower (ids below belong to rows made elsewhere). */
      firstId?: number;
    }
  | {
      name: string;
      seed: () => R[];
      /**
       * 'changes': only the rows added or changed since the seed and the ids of the seeded rows removed; the seed
       * is built again on each load (a seed too large to store, like the CRM's eleven thousand customers, when
       * localStorage holds a few megabytes). The seed must come out the same on every build (or follow
       * `seedKey`); its rows are shared, never changed in place.
       */
      keep: 'changes';
      /**
       * What the seed is built for (today's date for today's calls): when it is not the one the stored changes
       * were made to, the seed is built again and those changes are dropped.
       */
      seedKey?: () => string;
      firstId?: number;
    }
) & {
  /** Its rows carry a version (./version.ts), one more at every update. Default false. */
  versioned?: boolean;
  /**
   * The ids a row gives its parts from the table's sequence (a scene's nodes): new ids come after them as after
   * the rows' own, so a part added later never takes the id of a seeded one.
   */
  partIds?: (row: R) => readonly number[];
};

const tables: Table<Row>[] = [];
// Rows of tables that are not persisted, per data set: the demo reset (a new data set) drops them too.
const unsaved = new WeakMap<object, Record<string, StoredTable>>();
/** Set while a table builds its seed ahead of use (Table.warm, readAhead). */
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

const maxId = <R extends Row>(rows: readonly R[], floor: number, partIds?: (row: R) => readonly number[]) =>
  rows.reduce((max, r) => Math.max(max, r.id, ...(partIds?.(r) ?? [])), floor);

/** How a table reads and writes its rows, whatever the data set keeps of them. */
interface RowStore<R extends Row> {
  rows(): R[];
  get(id: number): R | undefined;
  /** Writes rows by id, replacing those it has and adding the others, in one save. */
  put(rows: readonly R[]): void;
  drop(ids: ReadonlySet<number>): void;
  nextId(): number;
  warm(): void;
}

/**
 * Rows kept under `name` in the demo data set (or beside it when not persisted), seeded on first use: a new
 * table needs no change to the data set's shape, and the demo reset (resetDb) starts it from its seed again.
 */
function rowsStore<R extends Row>(
  name: string,
  seed: () => R[],
  persist: boolean,
  firstId: number,
  partIds: ((row: R) => readonly number[]) | undefined,
): RowStore<R> {
  // Seeds built ahead of first use, per data set: they join the data set only when the table is used, so what
  // is saved (and how long each save takes) is what it would have been.
  const ahead = new WeakMap<object, StoredTable>();
  const seeded = (): StoredTable => {
    const rows = seed();
    return { rows, seq: maxId(rows, firstId - 1, partIds) };
  };
  const stored = (): StoredTable => {
    const data = tableStore.dataSet();
    const tables = persist ? data.tables : unsaved.get(data);
    const existing = tables?.[name];
    if (existing) return existing;
    const built = ahead.get(data) ?? seeded();
    // a table read by another table's seed while warming stays aside as well
    if (warming) ahead.set(data, built);
    else if (tables) tables[name] = built;
    else if (persist) data.tables = { [name]: built };
    else unsaved.set(data, { [name]: built });
    return built;
  };
  const rows = () => stored().rows as R[];
  const save = (next: R[]) => {
    stored().rows = next;
    if (persist) tableStore.commit();
  };
  return {
    rows,
    get: (id) => rows().find((r) => r.id === id),
    put(changed) {
      const byId = new Map(changed.map((r) => [r.id, r]));
      const kept = rows().map((r) => {
        const next = byId.get(r.id);
        if (!next) return r;
        byId.delete(r.id);
        return next;
      });
      save([...kept, ...byId.values()]);
    },
    drop: (ids) => save(rows().filter((r) => !ids.has(r.id))),
    nextId: () => ++stored().seq,
    warm: () => void readAhead(stored),
  };
}

/** A table's rows as its seed with the stored changes laid over: what `all()` reads, with where each row is. */
interface ChangedSeed<R extends Row> {
  changes: { rows: R[]; seq: number; removed: number[]; seedKey?: string };
  rows: R[];
  /** id → index in rows */
  at: Map<number, number>;
  /** id → index in changes.rows */
  changedAt: Map<number, number>;
  /** The seed's highest id: a removed row up to it is a seeded one, kept as removed. */
  seedMax: number;
}

const indexOf = (rows: readonly Row[]) => new Map(rows.map((r, i) => [r.id, i]));

/** keep: 'changes' (see TableOptions): the seed built on each load, only the changes to it in the data set. */
function changesStore<R extends Row>(
  name: string,
  seed: () => R[],
  seedKey: (() => string) | undefined,
  firstId: number,
  partIds: ((row: R) => readonly number[]) | undefined,
): RowStore<R> {
  // The working rows of each stored change set (a reload or the demo reset brings a new one), and those built
  // ahead of use per data set, as storedSlot does.
  const built = new WeakMap<object, ChangedSeed<R>>();
  const ahead = new WeakMap<object, ChangedSeed<R>>();

  const build = (changes: ChangedSeed<R>['changes']): ChangedSeed<R> => {
    const seeded = seed();
    const removed = new Set(changes.removed);
    const changed = new Map(changes.rows.map((r) => [r.id, r]));
    const rows: R[] = [];
    for (const r of seeded) {
      if (removed.has(r.id)) continue;
      rows.push(changed.get(r.id) ?? r);
      changed.delete(r.id);
    }
    rows.push(...changed.values());
    const seedMax = maxId(seeded, 0);
    if (!changes.seq) changes.seq = maxId(rows, Math.max(seedMax, firstId - 1), partIds);
    const view = { changes, rows, at: indexOf(rows), changedAt: indexOf(changes.rows), seedMax };
    built.set(changes, view);
    return view;
  };

  const current = (): ChangedSeed<R> => {
    const data = tableStore.dataSet();
    const key = seedKey?.();
    const stored = data.tables?.[name] as ChangedSeed<R>['changes'] | undefined;
    // changes made to another seed (yesterday's calls) go with it
    if (stored && stored.seedKey === key) return built.get(stored) ?? build(stored);
    const early = ahead.get(data);
    const view =
      early && early.changes.seedKey === key ? early : build({ rows: [], removed: [], seq: 0, seedKey: key });
    if (warming) ahead.set(data, view);
    else (data.tables ??= {})[name] = view.changes as StoredTable;
    return view;
  };

  return {
    rows: () => current().rows,
    get(id) {
      const view = current();
      const at = view.at.get(id);
      return at === undefined ? undefined : view.rows[at];
    },
    put(changed) {
      const view = current();
      const { changes } = view;
      // a new array: what was worked out from the old one stays true to it
      view.rows = [...view.rows];
      for (const row of changed) {
        const at = view.at.get(row.id);
        if (at === undefined) view.at.set(row.id, view.rows.push(row) - 1);
        else view.rows[at] = row;
        const was = view.changedAt.get(row.id);
        if (was === undefined) view.changedAt.set(row.id, changes.rows.push(row) - 1);
        else changes.rows[was] = row;
        if (at === undefined && row.id <= view.seedMax)
          changes.removed = changes.removed.filter((id) => id !== row.id);
      }
      tableStore.commit();
    },
    drop(ids) {
      const view = current();
      const { changes } = view;
      const gone = view.rows.filter((r) => ids.has(r.id));
      if (!gone.length) return;
      view.rows = view.rows.filter((r) => !ids.has(r.id));
      view.at = indexOf(view.rows);
      changes.rows = changes.rows.filter((r) => !ids.has(r.id));
      view.changedAt = indexOf(changes.rows);
      changes.removed.push(...gone.filter((r) => r.id <= view.seedMax).map((r) => r.id));
      tableStore.commit();
    },
    nextId: () => ++current().changes.seq,
    warm: () => void readAhead(current),
  };
}

/** A typed table of the demo backend: rows with numeric ids, saved and reset with the demo data. */
export function createTable<R extends Row>(options: TableOptions<R>): Table<R> {
  if (tables.some((t) => t.name === options.name)) throw new Error(`two demo tables named ${options.name}`);
  const { name, seed, firstId = 1, partIds } = options;
  const store: RowStore<R> =
    options.keep === 'changes'
      ? changesStore(name, seed, options.seedKey, firstId, partIds)
      : rowsStore(name, seed, options.persist ?? true, firstId, partIds);
  const update = ((id, patch, check) => {
    const row = store.get(id);
    if (!row) return undefined;
    if (check && isStale(row, check.expectVersion)) return { stale: true, version: versionOf(row) };
    const changed = { ...row, ...patch, id };
    const next = options.versioned ? nextVersion(row, changed) : changed;
    store.put([next]);
    return next;
  }) as Table<R>['update'];
  const table: Table<R> = {
    name: options.name,
    all: () => store.rows(),
    get: (id) => store.get(id),
    list(keep, order) {
      const rows = keep ? store.rows().filter(keep) : [...store.rows()];
      return order ? rows.sort(order) : rows;
    },
    insert(row) {
      const id = store.nextId();
      const added = typeof row === 'function' ? row(id) : ({ ...row, id } as R);
      store.put([added]);
      return added;
    },
    insertMany(rows) {
      const added = rows.map((row) => row(store.nextId()));
      store.put(added);
      return added;
    },
    put(row) {
      store.put([row]);
      return row;
    },
    update,
    remove(ids) {
      store.drop(new Set(typeof ids === 'number' ? [ids] : ids));
    },
    nextId: () => store.nextId(),
    warm: () => store.warm(),
  };
  tables.push(table as unknown as Table<Row>);
  return table;
}

/** Every table created so far (the modules that define them have been imported). */
export const allTables = (): readonly Table<Row>[] => tables;
