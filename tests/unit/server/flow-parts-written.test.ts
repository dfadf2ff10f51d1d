/**
 * @jest-environment node
 */
import { db, demoData, resetDb, setPersistence } from '@mocks/db/db';
import { scenesOf, strip } from '@mocks/db/flows';
import { seedFlows } from '@mocks/db/flows-seed';
import { DATA_VERSION } from '@mocks/db/seed';
import { sqlitePersistence, type SqlitePersistence } from '@mocks/server/sqlite-persistence';
import { removeTempDbFiles, tempDbFile } from '@tests/support/demo-server';

// The saves of the data set run at the end of the change (a microtask): a macrotask later they are written.
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Saves script 1's first scene through the endpoint (the in-process backend), as the flow editor does. */
async function saveScene(content: string) {
  const scene = scenesOf('robot', 1)[0]!;
  const url = new URL('http://localhost:8080/api/robot/stage/save');
  url.searchParams.set('api_token', db.createSession('admin').token);
  const node = { key: 'n-saved', id: null, text: '新节点', type: 'normal', nodeType: 'normal', content };
  const body = {
    sc_id: 1,
    id: scene.id,
    nodeDataArray: [...scene.nodeDataArray.filter((n) => n.key !== node.key), node],
    linkDataArray: [],
  };
  const res = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ ...body, delNodeDataArray: [] }),
    headers: { 'content-type': 'application/json' },
  });
  expect(await res.json()).toMatchObject({ code: 0 });
  await saved();
  return scene.id;
}

let file: string;
let store: SqlitePersistence;
const open = () => {
  store = sqlitePersistence(file);
  setPersistence(store);
};
beforeEach(() => {
  file = tempDbFile();
  open();
});
afterEach(() => {
  setPersistence({ load: () => undefined, save: () => {}, clear: () => {} });
  store.close();
  resetDb();
});
afterAll(removeTempDbFiles);

describe('the flows are kit tables: a scene saved writes the scenes of its owner only', () => {
  it('saving a scene writes the robot scenes, not the scripts, the plans or the rest; a restart finds it', async () => {
    await saveScene('第一次保存');
    // the second save: the sessions and the staff of the sign-in are written already
    const sceneId = await saveScene('第二次保存');
    const scenes = JSON.stringify(demoData().tables!['robot/scenes']);
    expect(store.written).toEqual({ parts: 1, bytes: scenes.length });

    store.close();
    open();
    const node = scenesOf('robot', 1)
      .find((s) => s.id === sceneId)!
      .nodeDataArray.find((n) => n.key === 'n-saved');
    expect(node).toMatchObject({ content: '第二次保存', id: expect.any(Number) });
    // a node added later takes an id no seeded node or scene of the robot has
    const ids = demoData().tables!['robot/scenes']!.rows.flatMap((s) => {
      const scene = s as ReturnType<typeof strip>;
      return [scene.id, ...scene.nodeDataArray.map((n) => n.id)];
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the demo reset returns the seeded scenes and clears the file', async () => {
    await saveScene('改过的场景');
    resetDb();
    expect(store.load()).toBeUndefined();
    expect(scenesOf('robot', 1)).toEqual(
      seedFlows()
        .scenes.robot.filter((s) => s.sc_id === 1)
        .map(strip),
    );
  });

  it('a copy saved in the shape before the flows were tables starts from the seed', () => {
    store.save({ version: DATA_VERSION - 1, flows: { scenes: [] } } as never);
    store.close();
    open();
    expect(demoData()).not.toHaveProperty('flows');
    expect(scenesOf('robot', 1)).toHaveLength(3);
  });
});
