/** A script author's day: create a script, draw a scene on the GoJS canvas, save, reload, try to leave. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  login,
  open,
  withPage,
  SLOWDOWN,
  messageAfter,
} from '../browser.mjs';
import {
  canvas,
  drag,
  linkCount,
  nodeCount,
  pointOf,
  sceneKeys,
  scriptList,
  selectedScript,
} from '../flow-canvas.mjs';

export function register() {
  describe('flow editor', () => {
    it(
      'create a script, draw a scene, save, reload and see it, leave with unsaved edits [FLOW-01][ROUTES-ROBOT-03][FLOW-21][FLOW-27][FLOW-31]',
      { timeout: TEST_TIMEOUT_MS * 4 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/voice/dialogue/stage');
        await scriptList(page).getByRole('listitem').first().waitFor();

        // Create a script: it is selected and its (empty) flow opens.
        await page
          .getByRole('button', { name: /^新\s?增$/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: '新增话术' });
        await dialog.getByLabel('话术名称').fill('端到端测试话术');
        // The industry tree loads from the server, a parent toggles open on click, and a click that
        // lands while the dropdown still animates is lost or closes it: each try opens what is shut.
        const finance = page.getByTitle('金融', { exact: true });
        const creditCard = page.getByTitle('信用卡', { exact: true });
        await eventually(
          async () => {
            if (!(await finance.isVisible()))
              await dialog.getByRole('combobox', { name: '所属行业' }).click({ timeout: 2_000 });
            await finance.waitFor({ timeout: 2_000 });
            if (!(await creditCard.isVisible())) await finance.click({ timeout: 2_000 });
            await creditCard.waitFor({ timeout: 2_000 });
          },
          { timeoutMs: 30_000 * SLOWDOWN },
        );
        await creditCard.click();
        await dialog.getByRole('button', { name: /确\s?定/ }).click();
        await page.getByText('添加成功！').waitFor();
        await selectedScript(page, '端到端测试话术').waitFor();

        // A scene, two nodes, a link from a branch, the entry, a special branch.
        await page.getByRole('button', { name: /新增场景/ }).click();
        const sceneDialog = page.locator('.ant-modal').filter({ hasText: '场景名称' });
        await sceneDialog.getByRole('textbox').first().fill('开场');
        await sceneDialog.getByRole('button', { name: /确\s?定/ }).click();
        await page.getByRole('tab', { name: '开场' }).waitFor();
        await canvas(page).waitFor();
        await page.getByRole('button', { name: '添加普通节点' }).click();
        await page.getByRole('button', { name: '添加跳转节点' }).click();
        await eventually(async () =>
          assert.equal(await nodeCount(page), 2, 'two nodes on the canvas [FLOW-01]'),
        );
        const [first, second] = await sceneKeys(page);
        const port = await pointOf(page, first, `${first}_1`);
        const target = await pointOf(page, second);
        assert.ok(port && target, 'the branch port and the target are drawn [FLOW-27]');
        await drag(page, port, target);
        await eventually(async () => assert.equal(await linkCount(page), 1, 'one link drawn'));

        // The first node is the entry; fill in its form.
        await page.mouse.click((await pointOf(page, first)).x, (await pointOf(page, first)).y - 20);
        const form = page.getByRole('form', { name: '普通节点' });
        await form.getByLabel('名称').fill('开场白');
        await form.getByLabel('内容').fill('您好，我是安心科技的客服。');
        await form.getByRole('combobox', { name: '匹配规则' }).fill('开场');
        await page.keyboard.press('Enter');
        assert.equal(
          await form.getByRole('switch', { name: '入口节点' }).isChecked(),
          true,
          'first node is the entry [FLOW-21]',
        );
        await form.getByRole('button', { name: /应\s?用/ }).click();

        await page.getByRole('tab', { name: '分支管理' }).click();
        await page.getByRole('button', { name: '新增特殊分支' }).click();
        const branchDialog = page.locator('.ant-modal').filter({ hasText: '分支名称' });
        await branchDialog.getByRole('textbox').first().fill('要求转人工');
        await branchDialog.getByRole('combobox').fill('人工');
        await page.keyboard.press('Enter');
        await messageAfter(page, '添加成功', () =>
          branchDialog.getByRole('button', { name: /确\s?定/ }).click(),
        );

        await page.getByRole('button', { name: /保存场景/ }).click();
        // the check lists what is still open (branches and the jump lead nowhere yet): save anyway
        await messageAfter(page, '保存成功', () =>
          page.getByRole('dialog', { name: '流程检查' }).getByRole('button', { name: '仍然保存' }).click(),
        );

        // Reload: the scene comes back from the demo backend.
        await page.reload();
        await network.idle();
        await page.getByRole('tab', { name: '开场' }).click();
        await eventually(async () =>
          assert.equal(await nodeCount(page), 2, 'saved nodes are back after a reload'),
        );
        assert.equal(await linkCount(page), 1, 'the saved link is back');

        // An unsaved edit, then a route change: the console asks first.
        await page.getByRole('button', { name: '添加普通节点' }).click();
        await page.locator('.ant-layout-sider .ant-menu-item', { hasText: '任务中心' }).click();
        const ask = page.getByRole('dialog', { name: '有未保存的修改' });
        await ask.waitFor();
        await ask.getByRole('button', { name: /留在此页/ }).click();
        assert.equal(new URL(page.url()).pathname, '/voice/dialogue/stage', 'stays on the flow');
      }),
    );
  });
}
