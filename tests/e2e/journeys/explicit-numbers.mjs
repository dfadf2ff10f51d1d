/** The explicit-number loop: register a number with its id card, review, enable, the header's call-type choice. */
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

// A 1×1 PNG: a real picture the upload accepts (type and first bytes) and the preview draws.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = '13700001111';
const ID = '11010519491231002X'; // GB 11643's own example, with its check character

/** The options the header's call-type dropdown offers, read with it open, then closed again. */
async function callTypeOptions(page) {
  const select = page.getByTestId('header-tools').getByRole('combobox', { name: '呼叫方式' });
  await select.click();
  const options = openList(page).locator('.ant-select-item-option');
  await options.first().waitFor();
  const texts = await options.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

export function register() {
  describe('explicit numbers', () => {
    it(
      'admin registers a number with both id card pictures; once approved and enabled it is offered in the header, disabled it is gone [ROUTES-CALLCENTRE-33]',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const greeting = (await page.getByText(/^您好，.+/).textContent()) ?? '';
        const name = greeting.replace(/^您好，/, '').trim();
        await open(page, network, '/system/explicitNumber');
        await page.locator('.ant-table-row').first().waitFor();

        await page.getByRole('button', { name: /添加号码/ }).click();
        const dialog = page.getByRole('dialog', { name: '添加号码' });
        await dialog.getByLabel('手机号码').fill(PHONE);
        await dialog.getByLabel('机主姓名').fill('赵六');
        await dialog.getByLabel('身份证号码').fill(ID);
        await dialog
          .locator('input[type="file"]')
          .nth(0)
          .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
        await dialog.locator('.ant-upload-list-item-done').first().waitFor();
        await dialog
          .locator('input[type="file"]')
          .nth(1)
          .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
        await eventually(async () =>
          assert.equal(await dialog.locator('.ant-upload-list-item-done').count(), 2),
        );
        await dialog.getByRole('combobox', { name: '使用员工' }).click();
        await openList(page).getByTitle(name, { exact: true }).click();
        await dialog.getByRole('button', { name: /确\s*定/ }).click();
        await page.getByText('添加成功，号码审核中').waitFor();

        const row = page.locator('.ant-table-row', { hasText: PHONE });
        await row.getByText('审核中').waitFor();
        // the demo review approves a holder named in Chinese characters after a few seconds; the list follows it
        await row.getByText('已通过').waitFor({ timeout: 15_000 * SLOWDOWN });
        assert.ok(
          !(await callTypeOptions(page)).includes(`外显号码 ${PHONE}`),
          'not offered before it is enabled',
        );

        await row.getByRole('button', { name: `启用 ${PHONE}` }).click();
        await page.getByText(`${PHONE} 已启用`).waitFor();
        await eventually(async () => assert.ok((await callTypeOptions(page)).includes(`外显号码 ${PHONE}`)));

        await row.getByRole('button', { name: `停用 ${PHONE}` }).click();
        await page.getByText(`${PHONE} 已停用`).waitFor();
        await eventually(async () => assert.ok(!(await callTypeOptions(page)).includes(`外显号码 ${PHONE}`)));
      }),
    );
  });
}
