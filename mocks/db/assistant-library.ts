import { seedAssistantLibrary, type AssistantLibraryData, type DemoToken } from './assistant-library-seed';
import { planTable } from './flows';
import { seedFlows } from './flows-seed';
import { createTable, type Row } from '../kit/table';
import { formatTime, now } from '../kit/time';

type LibraryTables = Omit<AssistantLibraryData, 'seq'>;

// The five tables come from one seed (one id sequence, as on the platform) for the seeded plans, read when the
// library is first used: a plan deleted by then takes its part with it, and one added (a copy) has none yet.
// Each table makes the seed anew (small, and the same every time), so no row is shared by two data sets.
let seededPlanIds: number[] | undefined;
function librarySeed(): LibraryTables {
  seededPlanIds ??= seedFlows().plans.map((p) => p.id);
  const seeded = seedAssistantLibrary(seededPlanIds, Date.now());
  const planLives = ({ sc_id }: { sc_id: number }) => planTable.get(sc_id) !== undefined;
  return {
    ...seeded,
    categories: seeded.categories.filter(planLives),
    entries: seeded.entries.filter(planLives),
  };
}

const libraryTable = <K extends keyof LibraryTables>(key: K) =>
  createTable<LibraryTables[K][number] & Row>({
    name: `assistant-library/${key}`,
    seed: () => librarySeed()[key],
  });

export const categoryTable = libraryTable('categories');
export const entryTable = libraryTable('entries');
export const labelGroupTable = libraryTable('labelGroups');
export const labelTable = libraryTable('labels');
export const tokenTable = libraryTable('tokens');

/** The knowledge base, tags and tokens as they are now (the live rows: change them through the tables). */
export const library = (): LibraryTables => ({
  categories: categoryTable.all(),
  entries: entryTable.all(),
  labelGroups: labelGroupTable.all(),
  labels: labelTable.all(),
  tokens: tokenTable.all(),
});

/** A token as the list shows it: the secret masked, the status computed (expiry passes by itself). */
export function tokenOut(t: DemoToken, now = Date.now()) {
  const { prefix, ...rest } = t;
  const expired = t.expires_at !== null && t.expires_at <= formatTime(now);
  return { ...rest, token: `${prefix}****`, status: t.revoked_at ? 0 : expired ? 2 : 1 };
}

/** A deleted plan takes its knowledge base with it. */
export function dropPlanLibrary(sc_id: number): void {
  categoryTable.remove(categoryTable.list((c) => c.sc_id === sc_id).map((c) => c.id));
  entryTable.remove(entryTable.list((e) => e.sc_id === sc_id).map((e) => e.id));
}

/** A copied plan gets a copy of the knowledge base too (categories and entries, new ids). */
export function copyPlanLibrary(from: number, to: number): void {
  const at = now();
  for (const c of categoryTable.list((x) => x.sc_id === from)) {
    const category = categoryTable.insert((id) => ({ ...c, id, sc_id: to, updated_at: at }));
    entryTable.insertMany(
      entryTable
        .list((e) => e.category_id === c.id)
        .map((e) => (id: number) => ({
          ...e,
          id,
          sc_id: to,
          category_id: category.id,
          keywords: [...e.keywords],
          content: e.content.map((p) => ({ ...p })),
          updated_at: at,
        })),
    );
  }
}
