/**
 * @jest-environment node
 */
import { createTable } from '@mocks/kit/table';

interface Note {
  id: number;
  text: string;
  version?: number;
}

const notes = createTable<Note>({
  name: 'kit-test/versioned-notes',
  seed: () => [{ id: 1, text: '种子' }],
  versioned: true,
});
const plain = createTable<Note>({ name: 'kit-test/plain-notes', seed: () => [{ id: 1, text: '种子' }] });

describe("the kit table's row versions", () => {
  it('a versioned table makes a row one version more at every update; a seeded row is version 1', () => {
    expect(notes.update(1, { text: '改一' })).toEqual({ id: 1, text: '改一', version: 2 });
    expect(notes.update(1, { text: '改二' })?.version).toBe(3);
    expect(notes.insert({ text: '新' }).version).toBeUndefined(); // created: version 1
  });

  it('refuses an update that loaded an older version, writing nothing; takes the current one, or none', () => {
    notes.update(1, { text: '他人的修改' });
    expect(notes.update(1, { text: '我的修改' }, { expectVersion: 1 })).toEqual({ stale: true, version: 2 });
    expect(notes.get(1)).toEqual({ id: 1, text: '他人的修改', version: 2 });
    expect(notes.update(1, { text: '我的修改' }, { expectVersion: 2 })).toMatchObject({ version: 3 });
    expect(notes.update(1, { text: '旧客户端' }, { expectVersion: undefined })).toMatchObject({ version: 4 });
    expect(notes.update(9, { text: '无此行' }, { expectVersion: 1 })).toBeUndefined();
  });

  it('a table that is not versioned keeps its rows as they were', () => {
    expect(plain.update(1, { text: '改' })).toEqual({ id: 1, text: '改' });
  });
});
