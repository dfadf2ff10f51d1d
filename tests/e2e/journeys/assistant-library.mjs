/**
 * The assistant's knowledge base and API tokens (issue 5) in a real browser: add a category and a Q&A entry
 * with two title/content pairs and find it by search; create a token, see its secret once, revoke it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bodyRows,
  eventually,
  login,
  open,
  searchOf,
  searchTable,
  TEST_TIMEOUT_MS,
  USERS,
  withPage,
  messageAfter,
  settled,
  submitDialog,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 2 * TEST_TIMEOUT_MS;

const ok = /^确\s?定$/;

export function register() {
  describe('assistant knowledge base and API tokens', () => {
    it(
      '[ROUTES-ASSISTANT-02] add a category and an entry with two title/content pairs, then find it by search',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const n = Date.now() % 10_000;
        const category = `演示分类${n}`;
        const question = `支持分期付款吗${n}？`;
        await login(page, network, USERS.admin);
        await open(page, network, '/assistant/speech/repository');
        const panel = page.getByRole('list', { name: '知识分类' });
        await panel.getByRole('listitem').first().waitFor();

        await page.getByRole('button', { name: /^plus 新\s?增$/ }).click();
        const nameDialog = page.getByRole('dialog', { name: '新增分类' });
        await nameDialog.getByLabel('分类名称').fill(category);
        await submitDialog(nameDialog, { name: ok });
        await network.idle();
        // the dialog's closing animation may still swallow a click: click until the category is chosen, as
        // the panel shows it (the address changes first; a slow machine draws the choice a moment later)
        const chosen = panel.getByRole('button', { name: new RegExp(`^${category}`) });
        await eventually(async () => {
          if ((await chosen.getAttribute('aria-current')) !== 'true') await panel.getByText(category).click();
          assert.equal(await chosen.getAttribute('aria-current'), 'true');
          assert.match(searchOf(page), /category_id=\d+/);
        });
        await network.idle();

        await page.getByRole('button', { name: /新增知识/ }).click();
        const drawer = page.getByRole('dialog', { name: '新增知识' });
        await drawer.waitFor();
        assert.match(await drawer.locator('.ant-select').first().innerText(), new RegExp(category));
        await drawer.getByLabel('问题', { exact: true }).fill(question);
        const similar = drawer.getByRole('combobox', { name: '相似问法' });
        await similar.fill(`分期${n}`);
        await similar.press('Enter');
        await drawer.getByLabel('第1组 标题').fill('分期方式');
        await drawer.getByLabel('第1组 内容').fill('支持信用卡分期，三期、六期、十二期可选。');
        await drawer.getByRole('button', { name: /添加一组标题和内容/ }).click();
        await drawer.getByLabel('第2组 标题').fill('手续费');
        await drawer.getByLabel('第2组 内容').fill('三期免息，六期及以上按银行费率收取。');
        await drawer.getByRole('button', { name: ok }).click();
        await drawer.waitFor({ state: 'hidden' });
        await network.idle();
        await eventually(async () => {
          assert.equal(await bodyRows(page).count(), 1, 'the new category holds the new entry');
          const row = await bodyRows(page).first().innerText();
          assert.match(row, new RegExp(question.replace('？', '.')));
          assert.match(row, /分期方式/);
          assert.match(row, /手续费/);
        });
        // the category's select button (its rename and delete buttons are named 重命名 …, 删除 …)
        assert.match(await chosen.innerText(), /1$/);

        // find it from 全部 by its similar question; the search survives a reload
        await panel.getByText('全部').click();
        await network.idle();
        await searchTable(page, network, '问题、相似问法或答案', `分期${n}`);
        await eventually(async () => {
          assert.equal(await bodyRows(page).count(), 1);
          assert.match(await bodyRows(page).first().innerText(), /分期方式/);
        });
        assert.match(searchOf(page), /keyword=/);
        await page.reload();
        await network.idle();
        await eventually(async () => assert.equal(await bodyRows(page).count(), 1, 'a reload keeps it'));
      }),
    );

    it(
      '[ROUTES-ASSISTANT-04] create a token, copy its secret shown once, then revoke it for good',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(
        async ({ page, network }) => {
          const name = `对接测试${Date.now() % 10_000}`;
          await login(page, network, USERS.admin);
          await open(page, network, '/assistant/token');
          await bodyRows(page).first().waitFor();

          await page.getByRole('button', { name: /新建令牌/ }).click();
          const form = page.getByRole('dialog', { name: '新建令牌' });
          await form.getByLabel('名称').fill(name);
          await form.getByText('365天').click();
          await form.getByText('读取知识库').click();
          await (await settled(form)).getByRole('button', { name: /创\s?建/ }).click();

          const shown = page.getByRole('dialog', { name: '令牌已创建' });
          await shown.waitFor();
          const secret = await shown.getByLabel('令牌密钥').inputValue();
          assert.match(secret, /^ak_[0-9a-f]{40}$/);
          await shown.getByRole('button', { name: /复\s?制/ }).click();
          // either answer, so a refusal fails here by its own words
          const answer = page.locator('.ant-message').getByText(/^复制(成功|失败)/);
          await answer.waitFor();
          assert.equal(await answer.innerText(), '复制成功');
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), secret);
          await shown.getByRole('button', { name: /我已保存/ }).click();
          await shown.waitFor({ state: 'hidden' });
          await network.idle();

          const row = bodyRows(page).filter({ hasText: name });
          await eventually(async () => {
            const text = await row.innerText();
            assert.match(text, new RegExp(`${secret.slice(0, 6).replace(/[^\w]/g, '.')}\\*{4}`));
            assert.match(text, /正常/);
          });
          assert.equal((await page.content()).includes(secret), false, 'the secret is shown once only');

          await row.getByText('吊销').click();
          const confirm = page.locator('.ant-popover:visible');
          await confirm.getByText(`确认吊销令牌「${name}」吗？`).waitFor();
          await messageAfter(page, '吊销成功', () =>
            confirm.getByRole('button', { name: /吊\s?销/ }).click(),
          );
          await eventually(async () => assert.match(await row.innerText(), /已吊销/));
          assert.equal(await row.getByText('吊销', { exact: true }).count(), 0, 'no way back');

          await page.reload();
          await network.idle();
          await eventually(async () => assert.match(await row.innerText(), /已吊销/));
          assert.equal((await page.content()).includes(secret), false);
        },
        { permissions: ['clipboard-read', 'clipboard-write'] },
      ),
    );
  });
}
