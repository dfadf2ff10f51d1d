/**
 * The flow editor's tools beyond the spec's minimum: undo and redo per scene, copy and paste, automatic
 * layout, the minimap, finding a node, and the check panel. Each test works on a new scene of the first
 * seeded script (editable: in test, own), so the seeded scenes stay as they are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  login,
  open,
  withPage,
  openList,
  SLOWDOWN,
  messageAfter,
  submitDialog,
} from '../browser.mjs';
import { canvas, drag, linkCount, nodeCount, pointOf, sceneKeys, selectedScript } from '../flow-canvas.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button by its text; an icon's name may come first (`plus 添加普通节点`). */
const button = (page, text) => page.getByRole('button', { name: new RegExp(`(^|\\s)${escape(text)}$`) });
const UNDO = '撤销 (Ctrl+Z)';
const REDO = '重做 (Ctrl+Shift+Z)';
const nodeForm = (page) => page.getByRole('form', { name: '普通节点' });

/** Waits until the canvas draws `n` nodes. */
const expectCount = (page, n, message) =>
  eventually(async () => assert.equal(await nodeCount(page), n, message));

/** Signs in and opens the first seeded script's flow with a new, empty scene of that name. */
async function openNewScene(page, network, name) {
  await login(page, network, USERS.admin);
  await open(page, network, '/voice/dialogue/stage?id=1');
  await selectedScript(page, '信用卡分期推广').waitFor();
  await canvas(page).waitFor();
  await page.getByRole('button', { name: /新增场景/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '场景名称' });
  await dialog.getByRole('textbox').first().fill(name);
  await submitDialog(dialog, { name: /确\s?定/ });
  await page.getByRole('tab', { name, selected: true }).waitFor();
  await expectCount(page, 0, 'the new scene is empty');
}

/** Moves to another scene tab, leaving the current scene's edits unsaved (they stay in the draft). */
async function switchScene(page, name) {
  await page.getByRole('tab', { name }).click();
  const ask = page.getByRole('dialog', { name: '场景未保存' });
  const leave = ask.getByRole('button', { name: '暂不保存' });
  await leave.waitFor();
  // a click that lands while the dialog still zooms in can be lost: click until the scene shows
  await eventually(
    async () => {
      if (await leave.isVisible()) await leave.click();
      await page.getByRole('tab', { name, selected: true }).waitFor({ timeout: 2_000 });
    },
    { timeoutMs: 20_000 * SLOWDOWN },
  );
}

/** Adds a normal node and fills its form; answers its key. */
async function addNormalNode(page, { name, content, keyword, branches }) {
  const before = new Set(await sceneKeys(page));
  await button(page, '添加普通节点').click();
  const key = await eventually(async () => {
    const added = (await sceneKeys(page)).filter((k) => !before.has(k));
    assert.equal(added.length, 1, 'one node added');
    return added[0];
  });
  const form = nodeForm(page);
  await form.getByLabel('名称').fill(name);
  await form.getByLabel('内容').fill(content);
  await form.getByRole('combobox', { name: '匹配规则' }).fill(keyword);
  await page.keyboard.press('Enter');
  if (branches) {
    const boxes = form.getByRole('checkbox');
    for (const box of await boxes.all()) {
      const label = (await box.evaluate((el) => el.closest('label').textContent)).trim();
      if (branches.includes(label) !== (await box.isChecked())) await box.click();
    }
  }
  await form.getByRole('button', { name: /应\s?用/ }).click();
  await page.getByText('节点已更新（保存场景后生效）').last().waitFor();
  return key;
}

/** Clicks a node on the canvas; its form opens in the drawer. */
async function clickNode(page, key) {
  const at = await pointOf(page, key);
  await page.mouse.click(at.x, at.y);
}

/** The answer ids a node's form shows ticked (its branches). */
const tickedBranches = (page) =>
  nodeForm(page)
    .getByRole('checkbox', { checked: true })
    .evaluateAll((els) => els.map((el) => el.value).sort());

/** Offsets of every node from the first one: what a layout changes, whatever the scroll position. */
async function shape(page, keys) {
  const points = [];
  for (const key of keys) points.push(await pointOf(page, key));
  return points.map((p) => [Math.round(p.x - points[0].x), Math.round(p.y - points[0].y)]);
}

/** Where the canvas has no node: its left padding strip. */
async function blankSpot(page) {
  const box = await canvas(page).boundingBox();
  return { x: box.x + 12, y: box.y + box.height / 2 };
}

const isDisabled = (page, name) => button(page, name).isDisabled();

async function expectUndoRedo(page) {
  assert.equal(await isDisabled(page, UNDO), true, 'a new scene has nothing to undo');
  await button(page, '添加普通节点').click();
  await expectCount(page, 1);
  await button(page, '添加跳转节点').click();
  await expectCount(page, 2);
  const own = await sceneKeys(page);

  // Focus is on the toolbar: the editor's own shortcuts answer.
  await page.keyboard.press('Control+z');
  await expectCount(page, 1, 'Ctrl+Z takes the jump node off the canvas');
  await page.keyboard.press('Control+Shift+z');
  await expectCount(page, 2, 'Ctrl+Shift+Z draws it again');
  await button(page, UNDO).click();
  await expectCount(page, 1, 'the undo button takes it off again');
  await button(page, REDO).click();
  await expectCount(page, 2, 'the redo button brings it back');
  await eventually(async () => assert.equal(await isDisabled(page, REDO), true, 'nothing left to redo'));

  // Another scene has a history of its own.
  await switchScene(page, '开场');
  const seeded = await eventually(async () => {
    const keys = await sceneKeys(page);
    assert.ok(keys.length > 0 && !keys.some((k) => own.includes(k)), 'the seeded scene is drawn');
    return keys.length;
  });
  assert.equal(await isDisabled(page, UNDO), true, 'the seeded scene has no edits to undo');
  await button(page, '添加普通节点').click();
  await expectCount(page, seeded + 1);

  await switchScene(page, '撤销测试');
  await eventually(async () => assert.deepEqual(await sceneKeys(page), own, 'back to the new scene'));
  await button(page, UNDO).click();
  await eventually(async () =>
    assert.deepEqual(await sceneKeys(page), own.slice(0, 1), 'undo here undoes this scene’s last edit'),
  );

  await switchScene(page, '开场');
  await expectCount(page, seeded + 1, 'the other scene kept its own edit');
  // Focus on the canvas: the canvas reports the shortcuts.
  const blank = await blankSpot(page);
  await page.mouse.click(blank.x, blank.y);
  await page.keyboard.press('Control+z');
  await expectCount(page, seeded, 'Ctrl+Z on the canvas undoes this scene’s edit');
  await page.keyboard.press('Control+Shift+z');
  await expectCount(page, seeded + 1, 'Ctrl+Shift+Z on the canvas redoes it');
}

async function expectCopyPaste(page) {
  const original = await addNormalNode(page, {
    name: '询价',
    content: '请问您想了解哪款产品的价格？',
    keyword: '价格',
    branches: ['肯定', '询问价格（特殊）'],
  });
  const ticked = await tickedBranches(page);
  assert.equal(ticked.length, 2, 'two branches ticked');
  const all = await nodeForm(page)
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => el.value));
  /** Which of the answers a node draws as branch ports. */
  const drawnPorts = async (key) => {
    // GoJS answers a missing port with the node's own (default) port
    const none = await pointOf(page, key, `${key}_none`);
    const drawn = [];
    for (const id of all) {
      const port = await pointOf(page, key, `${key}_${id}`);
      if (port && (port.x !== none.x || port.y !== none.y)) drawn.push(id);
    }
    return drawn.sort();
  };
  await eventually(async () =>
    assert.deepEqual(await drawnPorts(original), ticked, 'the canvas draws the ticked branches'),
  );

  // A jump node the original's branch leads to (the link stays behind: only the node is copied).
  await button(page, '添加跳转节点').click();
  await expectCount(page, 2);
  const jump = (await sceneKeys(page)).find((k) => k !== original);
  await drag(page, await pointOf(page, original, `${original}_1`), await pointOf(page, jump));
  await eventually(async () => assert.equal(await linkCount(page), 1, 'one link'));

  // Copy and paste on the canvas.
  await clickNode(page, original);
  await eventually(async () => assert.equal(await nodeForm(page).getByLabel('名称').inputValue(), '询价'));
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expectCount(page, 3, 'Ctrl+V pastes the node');
  const pasted = (await sceneKeys(page)).find((k) => k !== original && k !== jump);
  await eventually(async () =>
    assert.deepEqual(await drawnPorts(pasted), ticked, 'the pasted node has the same branches'),
  );
  assert.deepEqual(await tickedBranches(page), ticked, 'its form (it is selected) ticks the same branches');
  const [from, to] = [await pointOf(page, original), await pointOf(page, pasted)];
  assert.deepEqual(
    [Math.round(to.x - from.x), Math.round(to.y - from.y)],
    [40, 40],
    'the copy lands beside the original',
  );

  // The toolbar pastes the clipboard again.
  await button(page, '粘贴节点').click();
  await expectCount(page, 4, 'the paste button pastes another copy');
  const second = (await sceneKeys(page)).find((k) => ![original, jump, pasted].includes(k));
  await eventually(async () => assert.deepEqual(await drawnPorts(second), ticked));
  return { original, jump };
}

async function expectLayoutSaved(page, network) {
  const keys = await sceneKeys(page);
  const before = await shape(page, keys);
  await button(page, '自动布局').click();
  const after = await eventually(async () => {
    const now = await shape(page, keys);
    assert.notDeepEqual(now, before, 'the layout moves the nodes');
    return now;
  });
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.deepEqual(await shape(page, keys), before, 'undo puts them back'));
  await page.keyboard.press('Control+Shift+z');
  await eventually(async () => assert.deepEqual(await shape(page, keys), after, 'redo lays them out'));

  await page.getByRole('button', { name: /保存场景/ }).click();
  // the scene still has problems (the jump leads nowhere): save anyway
  await messageAfter(page, '保存成功', () =>
    page.getByRole('dialog', { name: '流程检查' }).getByRole('button', { name: '仍然保存' }).click(),
  );
  assert.equal(
    await page.getByRole('button', { name: /保存场景/ }).isDisabled(),
    true,
    'nothing left to save',
  );

  await page.reload();
  await network.idle();
  await page.getByRole('tab', { name: '工具测试' }).click();
  await eventually(async () =>
    assert.deepEqual((await sceneKeys(page)).sort(), [...keys].sort(), 'the saved nodes are back'),
  );
  await eventually(async () => assert.deepEqual(await shape(page, keys), after, 'where the layout put them'));
}

async function expectMinimap(page) {
  const minimap = page.getByTestId('flow-minimap');
  const toggle = button(page, '小地图');
  await eventually(async () =>
    assert.ok((await minimap.locator('canvas').count()) > 0, 'the minimap draws the scene'),
  );
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await toggle.click();
  await minimap.waitFor({ state: 'detached' });
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  await toggle.click();
  await eventually(async () =>
    assert.ok((await minimap.locator('canvas').count()) > 0, 'the minimap is back'),
  );
}

async function expectFind(page) {
  const keys = await sceneKeys(page);
  await clickNode(page, keys[0]);
  await eventually(async () => assert.equal(await nodeForm(page).getByLabel('名称').inputValue(), '询价'));

  const find = page.getByRole('combobox', { name: '查找节点' });
  await find.click();
  await find.fill('不存在的节点');
  await page.getByText('当前场景没有该节点').waitFor();
  await find.fill('跳转');
  await openList(page).locator('.ant-select-item-option', { hasText: '跳转节点' }).click();
  const jumpForm = page.getByRole('form', { name: '跳转节点' });
  await eventually(async () =>
    assert.equal(await jumpForm.getByLabel('名称').inputValue(), '跳转节点', 'the found node’s form opens'),
  );
  assert.equal(await button(page, '删除选中').isDisabled(), false, 'the found node is the selection');
}

const problems = (page) => page.getByTestId('flow-problem').allInnerTexts();

async function openCheck(page) {
  await button(page, '检查流程').click();
  await page.getByRole('tab', { name: '流程检查', selected: true }).waitFor();
}

async function expectChecks(page) {
  await openCheck(page);
  await page.getByText('未发现问题').waitFor();

  const greeting = await addNormalNode(page, {
    name: '问候',
    content: '您好，这里是安心科技。',
    keyword: '你好',
  });
  const quote = await addNormalNode(page, {
    name: '报价',
    content: '这款产品每月只需九十九元。',
    keyword: '价格',
    branches: ['询问价格（特殊）'],
  });
  await clickNode(page, greeting);
  await eventually(async () => assert.equal(await nodeForm(page).getByLabel('名称').inputValue(), '问候'));

  await openCheck(page);
  const unreachable = '节点“报价”从入口无法到达';
  await eventually(async () => {
    const listed = await problems(page);
    for (const text of [
      '分支“问候 / 肯定”没有连接到下一个节点',
      '分支“问候 / 默认”没有连接到下一个节点',
      '分支“报价 / 询问价格”没有连接到下一个节点',
      unreachable,
    ])
      assert.ok(listed.includes(text), `listed: ${text}`);
    assert.equal(listed.length, 6, 'four branches of 问候, one of 报价, 报价 unreachable');
    await page.getByText(`发现 ${listed.length} 个问题，点击定位到节点`).waitFor({ timeout: 1_000 });
  });
  await page.getByTestId('flow-problem').filter({ hasText: unreachable }).click();
  await eventually(async () =>
    assert.equal(await nodeForm(page).getByLabel('名称').inputValue(), '报价', 'a click selects the node'),
  );

  // A link from 问候's 肯定 to 报价: both of those problems go.
  await drag(page, await pointOf(page, greeting, `${greeting}_1`), await pointOf(page, quote));
  await openCheck(page);
  await eventually(async () => {
    const listed = await problems(page);
    assert.ok(!listed.includes(unreachable), '报价 is reached now');
    assert.ok(!listed.includes('分支“问候 / 肯定”没有连接到下一个节点'), '肯定 leads somewhere');
    assert.equal(listed.length, 4, listed.join('; '));
  });

  // 报价's only branch is deleted with the special branch: a node without a branch.
  await page.getByRole('tab', { name: '分支管理' }).click();
  const row = page.locator('.ant-list-item').filter({ hasText: '询问价格' });
  await row.getByRole('button', { name: '删除' }).click();
  await messageAfter(page, '删除成功', () =>
    page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s?定/ })
      .click(),
  );
  await openCheck(page);
  await eventually(async () => {
    const listed = await problems(page);
    assert.ok(listed.includes('节点“报价”没有选择任何分支'), 'a node without a branch is listed');
    assert.ok(!listed.some((p) => p.startsWith('分支“报价')), 'its deleted branch is no longer listed');
  });
  await page.getByTestId('flow-problem').filter({ hasText: '没有选择任何分支' }).click();
  await eventually(async () => assert.equal(await nodeForm(page).getByLabel('名称').inputValue(), '报价'));

  // 问候 is no longer the entry: the scene has none.
  await clickNode(page, greeting);
  const form = nodeForm(page);
  await eventually(async () => assert.equal(await form.getByLabel('名称').inputValue(), '问候'));
  await form.getByRole('switch', { name: '入口节点' }).click();
  await form.getByRole('button', { name: /应\s?用/ }).click();
  await openCheck(page);
  await eventually(async () => {
    const listed = await problems(page);
    assert.equal(listed[0], '场景没有入口节点', 'no entry node is listed first');
  });
}

export function register() {
  describe('flow editor tools', () => {
    it(
      'undo and redo per scene with Ctrl+Z, Ctrl+Shift+Z and the toolbar [FLOW-14][FLOW-16]',
      { timeout: TEST_TIMEOUT_MS * 3 },
      withPage(async ({ page, network }) => {
        await openNewScene(page, network, '撤销测试');
        await expectUndoRedo(page);
      }),
    );

    it(
      'copy and paste a node with its branches, lay the scene out, save it, show the minimap, find a node [FLOW-02][FLOW-19]',
      { timeout: TEST_TIMEOUT_MS * 4 },
      withPage(async ({ page, network }) => {
        await openNewScene(page, network, '工具测试');
        await expectCopyPaste(page);
        await expectLayoutSaved(page, network);
        await expectMinimap(page);
        await expectFind(page);
      }),
    );

    it(
      'the check panel lists a scene’s problems and a click selects the node at fault',
      { timeout: TEST_TIMEOUT_MS * 3 },
      withPage(async ({ page, network }) => {
        await openNewScene(page, network, '检查测试');
        await expectChecks(page);
      }),
    );
  });
}
