/**
 * @jest-environment node
 */
import { demoData, resetDb, setPersistence } from '@mocks/db/db';
import type { DemoData } from '@mocks/db/seed';
import { createTable } from '@mocks/kit/table';

interface Shelf {
  id: number;
  name: string;
  version?: number;
}

const seedShelves = (): Shelf[] => [
  { id: 1, name: '文学' },
  { id: 2, name: '历史' },
  { id: 3, name: '科普' },
];

let seeds = 0;
const shelves = createTable<Shelf>({
  name: 'kit-test/changed-shelves',
  seed: () => (seeds++, seedShelves()),
  keep: 'changes',
  versioned: true,
});
let day = '2026-12-07';
const calls = createTable<Shelf>({
  name: 'kit-test/day-calls',
  seed: () => [{ id: 1, name: `${day} 的通话` }],
  keep: 'changes',
  seedKey: () => day,
});

const notes = createTable<Shelf>({ name: 'kit-test/numbered-notes', seed: () => [], firstId: 10_000_000 });

/** The data set as the persistence last saved it (a copy, as localStorage or SQLite hands it back). */
let saved: string | undefined;
const persistence = {
  load: () => (saved === undefined ? undefined : (JSON.parse(saved) as DemoData)),
  save: (data: DemoData) => void (saved = JSON.stringify(data)),
  clear: () => void (saved = undefined),
};
/** A new page load (or server start) on the saved copy. */
const reload = () => setPersistence(persistence);
const settle = () => Promise.resolve();

beforeEach(() => {
  resetDb();
  saved = undefined;
  setPersistence(persistence);
});
afterAll(() => setPersistence({ load: () => undefined, save: () => {}, clear: () => {} }));

describe("a kit table that keeps only its changes (keep: 'changes')", () => {
  it('keeps inserted, updated and removed rows across a reload, the seed built again under them', async () => {
    shelves.update(1, { name: '文学名著' });
    const added = shelves.insert({ name: '艺术' });
    shelves.remove(2);
    await settle();
    expect(added.id).toBe(4);

    const before = seeds;
    reload();
    expect(shelves.all()).toEqual([
      { id: 1, name: '文学名著', version: 2 },
      { id: 3, name: '科普' },
      { id: 4, name: '艺术' },
    ]);
    expect(seeds).toBe(before + 1);
    // ids go on after the saved ones
    expect(shelves.insert({ name: '地理' }).id).toBe(5);
  });

  it('saves only the changes: the changed and added rows, the removed ids and the id counter', async () => {
    shelves.update(3, { name: '自然科普' });
    shelves.insert({ name: '艺术' });
    shelves.remove([1, 4]);
    await settle();
    expect(JSON.parse(saved!).tables['kit-test/changed-shelves']).toEqual({
      rows: [{ id: 3, name: '自然科普', version: 2 }],
      removed: [1],
      seq: 4,
    });
  });

  it('the demo reset returns it to its seed', async () => {
    shelves.update(1, { name: '改过' });
    shelves.remove(3);
    await settle();
    resetDb();
    expect(shelves.all()).toEqual(seedShelves());
    reload();
    expect(shelves.all()).toEqual(seedShelves());
  });

  it('keeps the versions of a versioned table across a reload, and refuses a stale save after it', async () => {
    shelves.update(2, { name: '中国历史' });
    shelves.update(2, { name: '世界历史' });
    await settle();
    reload();
    expect(shelves.get(2)).toEqual({ id: 2, name: '世界历史', version: 3 });
    expect(shelves.update(2, { name: '旧页面' }, { expectVersion: 2 })).toEqual({ stale: true, version: 3 });
    expect(shelves.update(2, { name: '新页面' }, { expectVersion: 3 })).toMatchObject({ version: 4 });
  });

  it('a row put under its own id joins the changes; a change gives a new array, the old one as it was', async () => {
    const rows = shelves.all();
    shelves.put({ id: 900, name: '别处来的' });
    expect(shelves.all()).not.toBe(rows);
    expect(rows).toHaveLength(3);
    expect(shelves.get(900)).toEqual({ id: 900, name: '别处来的' });
    await settle();
    reload();
    expect(shelves.all().map((s) => s.id)).toEqual([1, 2, 3, 900]);
  });

  it('drops the changes made to the seed of another day', async () => {
    calls.update(1, { name: '已保存' });
    calls.insert({ name: '加的' });
    await settle();
    reload();
    expect(calls.all().map((c) => c.name)).toEqual(['已保存', '加的']);
    day = '2026-12-08';
    expect(calls.all()).toEqual([{ id: 1, name: '2026-12-08 的通话' }]);
    expect(demoData().tables!['kit-test/day-calls']).toMatchObject({ rows: [], seedKey: '2026-12-08' });
  });

  it('numbers new rows from firstId when the seed leaves ids below it to rows made elsewhere', () => {
    expect(notes.insert({ name: '跟进' }).id).toBe(10_000_000);
    expect(notes.insert({ name: '跟进' }).id).toBe(10_000_001);
  });
});
