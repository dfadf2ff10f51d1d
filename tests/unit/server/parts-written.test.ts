/**
 * @jest-environment node
 */
import { server as inProcessBackend } from '@mocks/node';
import { calls } from '@mocks/db/calls';
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

  it('a call placed and hung up writes the calls, not the staff or the rest', async () => {
    const history = calls.all().length;
    db.updateUser('agent', { sip_group: 0 });
    await saved();
    const placed = calls.place({
      uuid: 'c0ffee00-0000-4000-8000-000000000001',
      username: 'agent',
      phone: '13800138000',
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    });
    await saved();
    expect(file.written).toEqual(partOf('softphone/calls'));
    calls.hangUp(placed);
    await saved();
    expect(file.written).toEqual(partOf('softphone/calls'));
    // after a restart the call is there, with an id of its own, ended
    const rows = file.load()!.tables!['softphone/calls']!.rows as {
      id: number;
      uuid: string;
      result?: object;
    }[];
    expect(rows).toHaveLength(history + 1);
    expect(rows.find((c) => c.uuid === placed.uuid)).toMatchObject({
      id: placed.id,
      result: expect.any(Object),
    });
    expect(new Set(rows.map((c) => c.id)).size).toBe(rows.length);
  });
});
