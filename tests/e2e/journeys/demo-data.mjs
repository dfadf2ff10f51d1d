/** The demo backend keeps its data across reloads, and 重置演示数据 brings back the seed. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  login,
  open,
  openUserMenu,
  visibleModals,
  waitForPath,
  withPage,
  SLOWDOWN,
  submitDialog,
} from '../browser.mjs';

/** The 联系人 value shown on /system/personal. */
async function shownLinkman(page) {
  const item = page
    .locator('[data-testid="company-panel"] .ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^联系人/ }) });
  await item.first().waitFor();
  return (await item.first().locator('.ant-descriptions-item-content').innerText()).trim();
}

async function waitForLinkman(page, expected, message) {
  await eventually(async () => assert.equal(await shownLinkman(page), expected, message));
}

export function register() {
  describe('demo data', () => {
    it(
      'a profile change survives a reload; 重置演示数据 signs out and restores the seed',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/system/personal');
        await eventually(async () => assert.notEqual(await shownLinkman(page), ''));
        const original = await shownLinkman(page);
        const changed = `测试联系人${Date.now() % 10_000}`;

        await page.getByRole('button', { name: /编辑资料/ }).click();
        const dialog = visibleModals(page).filter({ hasText: '编辑资料' });
        await dialog.waitFor();
        await network.idle();
        const field = dialog.getByLabel('联系人');
        await eventually(async () =>
          assert.equal(await field.inputValue(), original, 'the dialog starts from the shown value'),
        );
        await field.fill(changed);
        await submitDialog(dialog, { name: /确\s*[定认]/ });
        await waitForLinkman(page, changed, 'the page shows the new 联系人');

        await page.reload();
        await network.idle();
        await waitForLinkman(page, changed, 'the new 联系人 survives a reload');

        const menu = await openUserMenu(page);
        await menu.getByText('重置演示数据').click();
        const confirm = visibleModals(page).filter({ hasText: '重置演示数据' });
        await confirm.waitFor();
        // On a loaded machine a click during the dialog's zoom-in can miss; click again until it closes.
        await eventually(
          async () => {
            if (await confirm.isVisible()) await confirm.getByRole('button', { name: /确\s*[定认]/ }).click();
            await confirm.waitFor({ state: 'hidden', timeout: 3000 });
          },
          { timeoutMs: 20_000 * SLOWDOWN },
        );
        await waitForPath(page, '/login');
        await network.idle();

        await login(page, network, USERS.admin);
        await open(page, network, '/system/personal');
        await waitForLinkman(page, original, 'the seed value is back after the reset');
      }),
    );
  });
}
