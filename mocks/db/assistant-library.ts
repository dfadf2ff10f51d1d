import { commit, demoData } from './db';
import type { AssistantLibraryData, DemoToken } from './assistant-library-seed';
import { createTable } from '../kit/table';
import { formatTime, now } from '../kit/time';

export type { AssistantLibraryData } from './assistant-library-seed';

/** The live tables of the knowledge base, tags and tokens. */
export const library = (): AssistantLibraryData => demoData().assistantLibrary;
export const nextLibraryId = () => ++library().seq;

type LibraryTables = Omit<AssistantLibraryData, 'seq'>;

// The library keeps its shape in the data set (and one id sequence for all its rows): tables over it.
const libraryTable = <K extends keyof LibraryTables>(key: K) =>
  createTable<LibraryTables[K][number]>({
    name: `assistant-library/${key}`,
    slot: {
      rows: () => library()[key],
      save(rows) {
        (library() as LibraryTables)[key] = rows as LibraryTables[K];
        commit();
      },
      nextId: nextLibraryId,
    },
  });

export const categoryTable = libraryTable('categories');
export const entryTable = libraryTable('entries');
export const labelGroupTable = libraryTable('labelGroups');
export const labelTable = libraryTable('labels');
export const tokenTable = libraryTable('tokens');

/** A token as the list shows it: the secret masked, the status computed (expiry passes by itself). */
export function tokenOut(t: DemoToken, now = Date.now()) {
  const { prefix, ...rest } = t;
  const expired = t.expires_at !== null && t.expires_at <= formatTime(now);
  return { ...rest, token: `${prefix}****`, status: t.revoked_at ? 0 : expired ? 2 : 1 };
}

/** A deleted plan takes its knowledge base with it. */
export function dropPlanLibrary(sc_id: number): void {
  const l = library();
  l.categories = l.categories.filter((c) => c.sc_id !== sc_id);
  l.entries = l.entries.filter((e) => e.sc_id !== sc_id);
  commit();
}

/** A copied plan gets a copy of the knowledge base too (categories and entries, new ids). */
export function copyPlanLibrary(from: number, to: number): void {
  const l = library();
  const at = now();
  for (const c of l.categories.filter((x) => x.sc_id === from)) {
    const id = nextLibraryId();
    l.categories.push({ ...c, id, sc_id: to, updated_at: at });
    for (const e of l.entries.filter((x) => x.category_id === c.id))
      l.entries.push({
        ...e,
        id: nextLibraryId(),
        sc_id: to,
        category_id: id,
        keywords: [...e.keywords],
        content: e.content.map((p) => ({ ...p })),
        updated_at: at,
      });
  }
  commit();
}
