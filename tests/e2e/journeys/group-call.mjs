/**
 * Today's group calls (issue 4) in a real browser: the agent opens 今日群呼, filters the unsaved records, saves
 * one as a customer in the 通话工作窗, sees it turn saved, and finds the customer in my customers.
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
  messageAfter,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 3 * TEST_TIMEOUT_MS;

const drawerOf = (page) => page.getByRole('dialog', { name: '今日群呼' });
const itemsOf = (drawer) => drawer.getByRole('list', { name: '今日群呼记录' }).getByRole('listitem');

async function search(drawer, network, { name = '', status }) {
  await drawer.getByRole('textbox', { name: '客户名称/联系人' }).fill(name);
  await drawer.getByRole('radiogroup', { name: '保存状态' }).getByText(status, { exact: true }).click();
  await drawer.getByRole('button', { name: /搜\s*索/ }).click();
  await network.idle();
}

export function register() {
  describe('group calls', () => {
    it(
      '[GROUP-01] [GROUP-02] [GROUP-11] [GROUP-18] [GROUP-23] the agent saves an unsaved call as a customer and finds it in my customers',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await page.getByRole('button', { name: '今日群呼' }).click();
        const drawer = drawerOf(page);
        await drawer.waitFor();
        await itemsOf(drawer).first().waitFor();
        await network.idle();

        await search(drawer, network, { status: '未保存' });
        await eventually(async () => {
          const texts = await itemsOf(drawer).allInnerTexts();
          assert.ok(texts.length > 0, 'some calls of today are unsaved');
          texts.forEach((text) => assert.match(text, /未保存/));
        });
        const item = itemsOf(drawer).first();
        const phone = /1\d{10}/.exec(await item.innerText())?.[0];
        assert.ok(phone, 'each record shows its phone');
        await item.getByRole('button', { name: /打\s*开/ }).click();

        const work = page.getByRole('dialog', { name: '通话工作窗' });
        await work.waitFor();
        await network.idle();
        assert.equal(
          await work.getByLabel('联系方式').inputValue(),
          phone,
          'the form starts from the record',
        );
        assert.equal(await work.getByLabel('联系方式').getAttribute('readonly'), '');
        const name = `群呼演示客户${Date.now() % 100000}`;
        await work.getByLabel('客户名称').fill(name);
        await work.getByLabel('关注点').fill('想了解套餐价格');
        await work.getByRole('combobox', { name: '跟进阶段' }).click();
        await openList(page).getByTitle('意向客户').click();
        // the stage is chosen before saving (under load the dropdown can still be opening when clicked)
        await eventually(async () => {
          const stage = work.locator('.ant-select', {
            has: page.getByRole('combobox', { name: '跟进阶段' }),
          });
          assert.match(await stage.innerText(), /意向客户/);
        });
        await messageAfter(page, '添加成功', () => work.getByRole('button', { name: /确\s*[定认]/ }).click());
        await work.waitFor({ state: 'hidden' });
        await network.idle();

        await search(drawer, network, { name, status: '已保存' });
        await eventually(async () => {
          const texts = await itemsOf(drawer).allInnerTexts();
          assert.equal(texts.length, 1);
          assert.match(texts[0], new RegExp(`${name}[\\s\\S]*已保存`));
        });
        // a saved record is not reopened
        await itemsOf(drawer)
          .first()
          .getByRole('button', { name: /打\s*开/ })
          .click();
        await page.getByText('当前客户已经保存！').first().waitFor();
        assert.equal(await page.getByRole('dialog', { name: '通话工作窗' }).count(), 0);

        await open(page, network, `/client/index?keyword=${phone}`);
        await eventually(async () => {
          const rows = page.locator('.ant-table-tbody tr.ant-table-row');
          assert.equal(await rows.count(), 1);
          const row = await rows.first().innerText();
          assert.match(row, new RegExp(name));
          assert.match(row, /意向客户/);
        });

        // wall screens have no group calls
        await open(page, network, '/home/index');
        await page.getByRole('button', { name: '今日群呼' }).waitFor();
        await open(page, network, '/dashboard/allstatistics');
        await page.getByTestId('header-tools').waitFor();
        await eventually(async () =>
          assert.equal(await page.getByRole('button', { name: '今日群呼' }).count(), 0),
        );
      }),
    );
  });
}
