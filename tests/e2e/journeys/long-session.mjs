/**
 * A new user's long session in one page (issue 45): an agent calls a demo customer with the assistant window open,
 * reloads mid-call, opens today's group calls, closes the window once the call has ended, searches and exports the
 * customers, signs out, and a script author opens the script list. Like every journey (withPage), it fails on any
 * uncaught error in the page: the was the demo worker's failed update at a load
 * (tests/unit/mocks/worker-update.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bodyRows,
  demoBackendUp,
  eventually,
  login,
  open,
  openUserMenu,
  searchTable,
  USERS,
  waitForPath,
  withPage,
  SLOWDOWN,
  messageAfter,
} from '../browser.mjs';
import { scriptList } from '../flow-canvas.mjs';
import { chooseStatus, dial, dialog } from '../softphone.mjs';

const TIMEOUT = 8 * 60_000 * SLOWDOWN;

const assistant = (page) => page.getByRole('dialog', { name: '智能助手' });

/** The number of chat lines the assistant window counts (its 通话记录（N） button). */
async function chatCount(page) {
  const text = await assistant(page)
    .getByRole('button', { name: /通话记录（\d+）/ })
    .textContent();
  return Number(/（(\d+)）/.exec(text)[1]);
}

/** Reloads the page mid-call: the assistant window is back with at least the lines it had shown. */
async function reloadMidCall(page) {
  const before = await chatCount(page);
  await page.reload();
  await assistant(page).waitFor({ timeout: 30_000 * SLOWDOWN });
  await eventually(async () => assert.ok((await chatCount(page)) >= before), {
    timeoutMs: 15_000 * SLOWDOWN,
  });
  await demoBackendUp(page);
}

export function register() {
  describe('a long session', () => {
    it(
      '[ASSIST-19] calls, the assistant window, a reload mid-call, today’s group calls, customer search and export, the script list: no uncaught error in the page',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await messageAfter(page, '麦克风验证成功', () => chooseStatus(page, '在线'), {
          timeout: 20_000 * SLOWDOWN,
        });
        await dial(page, '13800000005');
        const inCall = await dialog(page, '通话中');
        await inCall.locator('[data-phase="talking"]').waitFor({ timeout: 30_000 * SLOWDOWN });
        await assistant(page).waitFor({ timeout: 20_000 * SLOWDOWN });
        await eventually(async () => assert.ok((await chatCount(page)) >= 3), {
          timeoutMs: 40_000 * SLOWDOWN,
        });

        await reloadMidCall(page);
        await page.getByRole('button', { name: '今日群呼' }).click();
        const drawer = page.getByRole('dialog', { name: '今日群呼' });
        await drawer.getByRole('list', { name: '今日群呼记录' }).getByRole('listitem').first().waitFor();
        await drawer.getByRole('button', { name: '关闭' }).click();
        await drawer.waitFor({ state: 'hidden' });
        // the conversation ends on the platform (60–90 s after the answer): the agent closes the window
        await assistant(page)
          .getByText('通话已结束')
          .waitFor({ timeout: 120_000 * SLOWDOWN });
        await assistant(page).getByRole('button', { name: '关闭' }).click();
        await assistant(page).waitFor({ state: 'hidden' });

        await open(page, network, '/client/index');
        await bodyRows(page)
          .first()
          .waitFor({ timeout: 20_000 * SLOWDOWN });
        const phone = /1\d{10}/.exec(await bodyRows(page).first().innerText())?.[0];
        assert.ok(phone, 'a customer row shows its phone');
        await searchTable(page, network, '客户名称、联系人或电话', phone);
        await eventually(async () => {
          const rows = await bodyRows(page).allInnerTexts();
          assert.ok(rows.length > 0, 'the search finds the customer');
          rows.forEach((row) => assert.ok(row.includes(phone), `${row} has ${phone}`));
        });
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 * SLOWDOWN }),
          page.getByRole('button', { name: /导\s*出/ }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^客户列表-.*\.xlsx$/);

        const menu = await openUserMenu(page);
        await menu.getByText('安全退出').click();
        await waitForPath(page, '/login');
        await login(page, network, USERS.author);
        await open(page, network, '/voice/dialogue/repository');
        await scriptList(page)
          .getByRole('listitem')
          .first()
          .waitFor({ timeout: 20_000 * SLOWDOWN });
      }),
    );
  });
}
