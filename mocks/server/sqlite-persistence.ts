import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DurableFiles } from '../db/contract-files';
import type { Persistence } from '../db/db';
import type { DemoData } from '../db/seed';

/** The row that holds everything of the data set but the kit's tables. */
const REST = 'rest';
const TABLE = 'table:';

export interface SqlitePersistence extends Persistence {
  /** Parts written by the last saves, for the report and tests: how much a save really wrote. */
  readonly written: { parts: number; bytes: number };
  /** The stored files' bytes (contract PDFs, seals), one row each, cleared with the data set. */
  readonly files: DurableFiles;
  close(): void;
}

/**
 * The demo data set in one SQLite file (WAL, one connection): one row per kit table (`data.tables[name]`) and one
 * for the rest. A save serialises each part and writes only the parts whose text changed, in one transaction, so
 * saving a customer rewrites the customers' changes, not every table (issue 43 item 4 goes on to rows). Files
 * go to their own table as they are uploaded: the page's size limit for localStorage does not apply here.
 */
export function sqlitePersistence(file: string): SqlitePersistence {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // WAL with NORMAL: a commit survives a crash of the process; only a power cut may lose the last ones
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('CREATE TABLE IF NOT EXISTS demo_parts (name TEXT PRIMARY KEY, json TEXT NOT NULL)');
  const readAll = sqlite.prepare<[], { name: string; json: string }>('SELECT name, json FROM demo_parts');
  const upsert = sqlite.prepare<[string, string]>(
    'INSERT INTO demo_parts (name, json) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET json = excluded.json',
  );
  const remove = sqlite.prepare<[string]>('DELETE FROM demo_parts WHERE name = ?');
  const removeAll = sqlite.prepare('DELETE FROM demo_parts');
  sqlite.exec('CREATE TABLE IF NOT EXISTS demo_files (id INTEGER PRIMARY KEY, bytes BLOB NOT NULL)');
  const putFile = sqlite.prepare<[number, Uint8Array]>(
    'INSERT INTO demo_files (id, bytes) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET bytes = excluded.bytes',
  );
  const getFile = sqlite.prepare<[number], { bytes: Buffer }>('SELECT bytes FROM demo_files WHERE id = ?');
  const removeFile = sqlite.prepare<[number]>('DELETE FROM demo_files WHERE id = ?');
  const removeAllFiles = sqlite.prepare('DELETE FROM demo_files');
  // what each part holds in the file now: unchanged parts are not written again
  let stored = new Map<string, string>();
  const written = { parts: 0, bytes: 0 };

  const partsOf = (data: DemoData): Map<string, string> => {
    const { tables = {}, ...rest } = data;
    const parts = new Map([[REST, JSON.stringify(rest)]]);
    for (const [name, table] of Object.entries(tables)) parts.set(TABLE + name, JSON.stringify(table));
    return parts;
  };

  const write = sqlite.transaction((parts: Map<string, string>) => {
    written.parts = 0;
    written.bytes = 0;
    for (const [name, json] of parts)
      if (stored.get(name) !== json) {
        upsert.run(name, json);
        written.parts += 1;
        written.bytes += json.length;
      }
    for (const name of stored.keys()) if (!parts.has(name)) remove.run(name);
  });

  const files: DurableFiles = {
    put: (id, bytes) => void putFile.run(id, bytes),
    get(id) {
      const row = getFile.get(id);
      return row && new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    },
    remove: (id) => void removeFile.run(id),
  };

  return {
    written,
    files,
    load() {
      const rows = readAll.all();
      stored = new Map(rows.map((r) => [r.name, r.json]));
      const rest = stored.get(REST);
      if (!rest) return undefined;
      try {
        const tables: NonNullable<DemoData['tables']> = {};
        for (const [name, json] of stored)
          if (name.startsWith(TABLE)) tables[name.slice(TABLE.length)] = JSON.parse(json);
        return { ...(JSON.parse(rest) as DemoData), tables };
      } catch {
        return undefined; // a damaged file: the server starts from the seed and overwrites it
      }
    },
    save(data) {
      const parts = partsOf(data);
      write(parts);
      stored = parts;
    },
    clear() {
      removeAll.run();
      removeAllFiles.run();
      stored = new Map();
    },
    close: () => sqlite.close(),
  };
}
