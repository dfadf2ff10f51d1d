/** A script author's biggest scene: the canvas draws what is in view and the rest as it comes into view. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BIG_SCENE_NODES, seedBigScene } from '../big-scene.mjs';
import { TEST_TIMEOUT_MS, USERS, eventually, login, open, openList, withPage } from '../browser.mjs';
import { canvas, nodeCount as drawn, pointOf } from '../flow-canvas.mjs';

const probe = (page, fn) => canvas(page).evaluate(fn);
const isDrawn = async (page, key) => (await pointOf(page, key)) !== null;

export function register() {
  describe('flow editor, big scene', () => {
    it(
      'a 1 000-node scene opens windowed, draws nodes as the view pans, and finds a far node by name',
      { timeout: TEST_TIMEOUT_MS * 3 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const seeded = await seedBigScene(page);
        assert.equal(seeded.code, 0, 'the big scene is stored');
        await open(page, network, '/voice/dialogue/stage?id=1');
        await eventually(async () =>
          assert.equal(await probe(page, (el) => el.flowProbe?.total()), BIG_SCENE_NODES),
        );

        // Only the nodes in and near the view are drawn; the first one is among them.
        await eventually(async () => assert.ok(await isDrawn(page, 'b0'), 'the first node is drawn'));
        const first = await drawn(page);
        assert.ok(first > 0 && first < BIG_SCENE_NODES / 5, `a window of the scene is drawn (${first})`);
        assert.equal(await isDrawn(page, 'b999'), false, 'the far corner is not drawn yet');

        // Panning far away draws what comes into view and lets go of what left it.
        for (let i = 0; i < 20; i++) await probe(page, (el) => el.flowProbe.pan(400, 0));
        await eventually(async () =>
          assert.ok(await isDrawn(page, 'b39'), 'the end of the first row is drawn'),
        );
        assert.equal(await isDrawn(page, 'b0'), false, 'the start of the row left the view');

        // Finding a node by name brings it into view and selects it, its form in the drawer.
        const find = page.getByRole('combobox', { name: '查找节点' });
        await find.click();
        await find.fill('节点999');
        await openList(page).locator('.ant-select-item-option[title="节点999"]').click();
        await eventually(async () => assert.ok(await isDrawn(page, 'b999'), 'the found node is drawn'));
        const name = page.locator('.ant-drawer').getByLabel('名称', { exact: true });
        await eventually(async () => assert.equal(await name.inputValue(), '节点999'));
      }),
    );
  });
}
