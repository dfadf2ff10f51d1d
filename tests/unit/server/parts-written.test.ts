/**
 * @jest-environment node
 */
import { server as inProcessBackend } from '@mocks/node';
import { db, demoData, setPersistence } from '@mocks/db/db';
import { sqlitePersistence, type SqlitePersistence } from '@mocks/server/sqlite-persistence';
import { removeTempDbFiles, tempDbFile } from '@tests/support/demo-server';

// The saves of the data set run at the end of the change (a microtask): a macrotask later they are written.
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the last save wrote: the names of the parts, from what the data set holds. */
const partOf = (table: string) => ({ parts: 1, bytes: JSON.stringify(demoData().tables![table]).length });

let file: SqlitePersistence;
beforeEach(() => {
  inProcessBackend.close();
  file = sqlitePersistence(tempDbFile());
  setPersistence(file);
});
afterEach(() => {
  setPersistence({ load: () => undefined, save: () => {}, clear: () => {} });
  file.close();
});
afterAll(removeTempDbFiles);

describe('a save in the server writes only the table that changed', () => {
  it('a browser signing in or out writes the sessions, not the staff or the rest', async () => {
    const first = db.createSession('agent');
    db.updateUser('agent', { sip_group: 0 });
    await saved();
    db.createSession('agent');
    await saved();
    expect(file.written).toEqual(partOf('sessions'));
    db.endSession(first.token);
    await saved();
    expect(file.written).toEqual(partOf('sessions'));
    // the other browser is still signed in after a restart (the file loaded again)
    expect(file.load()!.tables!.sessions!.rows).toHaveLength(1);
  });
});
