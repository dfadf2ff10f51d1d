/**
 * @jest-environment node
 */
import { db, demoData, resetDb, setPersistence } from '@mocks/db/db';
import { apiHandler, fail, fieldTextsOf, type RequestValidator } from '@mocks/kit/http';
import { checkFields } from '@mocks/contract/check-request';
import { server } from '@mocks/node';
import { crudHandlers } from '@mocks/kit/crud';
import { failOnce } from '@tests/support/overrides';
import { page } from '@mocks/kit/paging';
import { createTable } from '@mocks/kit/table';

interface Shelf {
  id: number;
  name: string;
  books: number;
}

const seedShelves = (): Shelf[] => [
  { id: 1, name: '文学', books: 3 },
  { id: 2, name: '历史', books: 0 },
  { id: 5, name: '科普', books: 1 },
];

const shelves = createTable<Shelf>({ name: 'kit-test/shelves', seed: seedShelves });
const drafts = createTable<Shelf>({ name: 'kit-test/drafts', seed: seedShelves, persist: false });

const shelfHandlers = crudHandlers({
  base: 'kit-test/shelf',
  only: ['list', 'detail', 'add', 'update', 'delete'],
  table: shelves,
  label: '书架',
  list: {
    paged: true,
    filter:
      ({ body }) =>
      (s) =>
        !body.name || s.name.includes(String(body.name)),
    sort: (a, b) => b.id - a.id,
  },
  texts: { name: '书架名称' },
  form: ({ body }, current) => ({ name: String(body.name).trim(), books: current?.books ?? 0 }),
  refuseDelete: (s) => (s.books ? fail(1003, `书架上还有${s.books}本书`) : undefined),
});

type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(path: string, body: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(`http://localhost:8080/api/${path}`);
  url.searchParams.set('api_token', db.createSession('admin').token);
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(body) });
  return (await res.json()) as Answer;
}

/** The contract of the test's shelves: what contractCheck reads from openapi/ for real endpoints. */
const shelfContract: RequestValidator = (path, body) => {
  if (!/\/(add|update)$/.test(path)) return undefined;
  const fault = checkFields(
    body,
    { name: { required: true, type: 'string', maxLength: 10 } },
    fieldTextsOf(path),
  );
  return fault && fail(422, fault.message, { [fault.field]: fault.message });
};

beforeEach(() => server.use(apiHandler(shelfHandlers, { validateRequest: shelfContract })));

describe('the mock kit', () => {
  it('pages like the platform: page/limit from the body, from/to of the rows shown, null past the end', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(page(rows, { page: '3', limit: '10' })).toEqual({
      data: [21, 22, 23],
      total: 23,
      current_page: 3,
      per_page: 10,
      from: 21,
      to: 23,
    });
    expect(page(rows, {})).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    expect(page(rows, { page: '9', limit: '5000' })).toMatchObject({
      data: [],
      per_page: 1000,
      from: null,
      to: null,
    });
  });

  it('a table is seeded on first use, numbers new rows after the seed, saves with the demo data (once for the changes of one task) and resets to its seed', async () => {
    const saved: { rows: number }[] = [];
    setPersistence({
      load: () => undefined,
      save: (d) => saved.push({ rows: d.tables?.['kit-test/shelves']?.rows.length ?? 0 }),
      clear: () => {},
    });
    expect(shelves.all().map((s) => s.name)).toEqual(['文学', '历史', '科普']);
    const added = shelves.insert({ name: '艺术', books: 0 });
    expect(added.id).toBe(6);
    expect(shelves.update(6, { books: 2 })).toEqual({ id: 6, name: '艺术', books: 2 });
    shelves.remove([1, 2]);
    expect(shelves.list().map((s) => s.id)).toEqual([5, 6]);
    expect(saved).toEqual([]);
    await Promise.resolve();
    expect(saved).toEqual([{ rows: 2 }]);
    shelves.update(5, { books: 1 });
    await Promise.resolve();
    expect(saved).toHaveLength(2);

    drafts.insert({ name: '草稿', books: 0 });
    expect(drafts.all()).toHaveLength(4);
    expect(demoData().tables!['kit-test/drafts']).toBeUndefined();

    resetDb();
    expect(shelves.all()).toEqual(seedShelves());
    expect(drafts.all()).toEqual(seedShelves());
    setPersistence({ load: () => undefined, save: () => {}, clear: () => {} });
  });

  it("a table whose rows give ids to their parts (a scene's nodes) numbers new rows and parts after them all", () => {
    resetDb();
    interface Scene {
      id: number;
      nodes: { id: number }[];
    }
    const seed = (): Scene[] => [
      { id: 1, nodes: [{ id: 1001 }, { id: 1002 }] },
      { id: 2, nodes: [{ id: 1003 }] },
    ];
    const partIds = (s: Scene) => s.nodes.map((n) => n.id);
    const scenes = createTable<Scene>({ name: 'kit-test/scenes', seed, partIds });
    const changed = createTable<Scene>({ name: 'kit-test/changed-scenes', seed, partIds, keep: 'changes' });
    for (const table of [scenes, changed]) {
      const added = table.insert((id) => ({ id, nodes: [{ id: table.nextId() }] }));
      expect(added).toEqual({ id: 1004, nodes: [{ id: 1005 }] });
    }
  });

  it('a table warmed ahead of use has its seed ready but leaves the data set as it was until the table is used', () => {
    resetDb();
    let seeds = 0;
    const seedCounted = () => (seeds++, seedShelves());
    const counted = createTable<Shelf>({ name: 'kit-test/warmed', seed: seedCounted });
    // a table whose seed reads another one: warming it stores neither
    const reader = createTable<Shelf>({ name: 'kit-test/reader', seed: () => counted.all().slice(0, 1) });
    reader.warm();
    counted.warm();
    expect(seeds).toBe(1);
    expect(demoData().tables?.['kit-test/warmed']).toBeUndefined();
    expect(demoData().tables?.['kit-test/reader']).toBeUndefined();

    expect(counted.all().map((s) => s.name)).toEqual(['文学', '历史', '科普']);
    expect(seeds).toBe(1);
    expect(demoData().tables!['kit-test/warmed']!.rows).toHaveLength(3);
    expect(reader.all()).toEqual([seedShelves()[0]]);

    resetDb();
    expect(counted.all()).toHaveLength(3);
    expect(seeds).toBe(2);
  });

  it('CRUD handlers list, show, add, update and delete, name their fields in the contract check, and name an unknown id', async () => {
    const listed = await call('kit-test/shelf/list', { limit: '2' });
    expect(listed.data).toMatchObject({ total: 3, data: [{ id: 5 }, { id: 2 }] });
    expect((await call('kit-test/shelf/list', { name: '历' })).data.data).toEqual([seedShelves()[1]]);
    expect(await call('kit-test/shelf/add', { name: '' })).toEqual({
      code: 422,
      msg: '请输入书架名称',
      data: { errors: { name: '请输入书架名称' } },
    });
    expect(await call('kit-test/shelf/add', { name: '艺术' })).toEqual({
      code: 0,
      msg: '添加成功',
      data: { id: 6, name: '艺术', books: 0 },
    });
    expect((await call('kit-test/shelf/update', { id: '1', name: '小说' })).data).toEqual({
      id: 1,
      name: '小说',
      books: 3,
    });
    expect((await call('kit-test/shelf/detail', { id: '1' })).data.name).toBe('小说');
    expect(await call('kit-test/shelf/update', { id: '99', name: '小说' })).toEqual({
      code: 404,
      msg: '书架不存在',
      data: null,
    });
    expect(await call('kit-test/shelf/delete', { id: '1' })).toMatchObject({
      code: 1003,
      msg: '书架上还有3本书',
    });
    expect(await call('kit-test/shelf/delete', { id: '2' })).toMatchObject({ code: 0, msg: '删除成功' });
    expect(shelves.all().map((s) => s.id)).toEqual([1, 5, 6]);
  });

  it('failOnce fails the next call only; the demo backend answers the one after', async () => {
    failOnce('kit-test/shelf/detail', { code: 500, msg: '服务繁忙' });
    expect(await call('kit-test/shelf/detail', { id: '1' })).toEqual({
      code: 500,
      msg: '服务繁忙',
      data: null,
    });
    expect((await call('kit-test/shelf/detail', { id: '1' })).data).toEqual(seedShelves()[0]);
  });

  it('a request validator plugged into apiHandler refuses a call before its endpoint sees it', async () => {
    server.use(
      apiHandler(shelfHandlers, {
        validateRequest: (path, body) =>
          path === 'kit-test/shelf/add' && !/^\d+$/.test(String(body.books ?? '0'))
            ? fail(422, 'books必须是整数', { books: 'books必须是整数' })
            : undefined,
      }),
    );
    expect(await call('kit-test/shelf/add', { name: '艺术', books: 'x' })).toMatchObject({
      code: 422,
      msg: 'books必须是整数',
    });
    expect(shelves.all()).toHaveLength(3);
  });
});
