/**
 * The outbound floor: a call task built from a CRM filter is started and its progress advances as the dialler
 * runs; the agent board shows the demo user's own row go from 离线 to 在线 when their softphone goes online.
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
} from '../browser.mjs';
import { badgeOf, chooseStatus } from '../softphone.mjs';

const JOURNEY_TIMEOUT_MS = 4 * TEST_TIMEOUT_MS;
const OK = { name: /确\s*定/ };

/** `首呼 n / total` of the task's row, as a number. */
async function calledOf(row) {
  const text = await row.getByText(/^首呼 \d+ \//).innerText();
  return Number(/首呼 (\d+)/.exec(text)[1]);
}

export function register() {
  describe('call-centre operations', () => {
    it(
      '[ROUTES-CALLCENTRE-08] a task made from a CRM filter is started and its progress advances',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/callcenter/task');
        await page.getByRole('button', { name: /新建任务/ }).click();
        const form = page.getByRole('dialog', { name: '新建任务' });
        await form.waitFor();
        await form.getByLabel('任务名称').fill('意向客户回访');
        await form.getByRole('combobox', { name: '跟进阶段' }).click();
        await openList(page).locator('.ant-select-item-option').first().click();
        await form.getByRole('combobox', { name: '坐席组' }).click();
        await openList(page).getByText('售前一组').click();
        // a window around the clock: the journey may run at any hour
        const windows = form.getByRole('combobox', { name: '呼叫时段' });
        await windows.press('Backspace');
        await windows.press('Backspace');
        await windows.fill('00:00-24:00');
        await windows.press('Enter');
        await form.getByRole('button', OK).click();
        await page.getByText('任务已创建').first().waitFor();

        const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '意向客户回访' });
        await row.getByText('未开始').waitFor();
        const total = Number(/\/ (\d+)/.exec(await row.getByText(/^首呼 \d+ \//).innerText())[1]);
        assert.ok(total > 10, `the filter brought ${total} numbers`);
        await row.getByRole('button', { name: /启\s*动/ }).click();
        await page.getByText('任务已启动').first().waitFor();
        await row.getByText('进行中').waitFor();
        // five lines, a call each every few seconds: the screen re-reads the progress by itself
        await eventually(async () => assert.ok((await calledOf(row)) >= 5), { timeoutMs: 20_000 * SLOWDOWN });
        const first = await calledOf(row);
        await eventually(async () => assert.ok((await calledOf(row)) > first), {
          timeoutMs: 20_000 * SLOWDOWN,
        });
        assert.match(await row.innerText(), /接通 \d+/);
      }),
    );

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ])
      it(
        `[ROUTES-CALLCENTRE-09] the agent board's actions stay inside its card at ${viewport.width} × ${viewport.height}`,
        { timeout: JOURNEY_TIMEOUT_MS },
        withPage(
          async ({ page, network }) => {
            await login(page, network, USERS.admin);
            await open(page, network, '/callcenter/agent');
            const section = page.getByRole('table', { name: '售前一组' });
            await section.waitFor();
            // the queue's own card, inside the page's
            const card = await section
              .locator('xpath=ancestor::div[contains(@class, "ant-card")][1]')
              .boundingBox();
            const actions = section.getByRole('button', { name: '发送通知' });
            const last = await actions.first().boundingBox();
            assert.ok(
              last.x + last.width <= card.x + card.width,
              `发送通知 ends at ${last.x + last.width}, the card at ${card.x + card.width}`,
            );
            const signOut = await section.getByRole('button', { name: '签出坐席组' }).first().boundingBox();
            // both actions on one line
            assert.ok(Math.abs(signOut.y - last.y) < 2);
          },
          { viewport },
        ),
      );

    it(
      '[ROUTES-CALLCENTRE-09] the agent board shows the demo user go online with their softphone',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/callcenter/agent');
        const section = page.getByRole('table', { name: '未分组' });
        await section.waitFor();
        const own = section.locator('tr').filter({ hasText: '发送通知' }).first();
        await own.getByText('离线').waitFor();
        await chooseStatus(page, '在线');
        await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
          timeoutMs: 20_000 * SLOWDOWN,
        });
        await own.getByText('在线').waitFor();
        // the time in the state counts in the browser from the change
        await eventually(
          async () => assert.match(await own.locator('td').nth(2).innerText(), /^00:0[2-9]$/),
          {
            timeoutMs: 15_000 * SLOWDOWN,
          },
        );
      }),
    );
  });
}
