/** Chinese interface text, the application title, and the content panel's minimum width. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_TIMEOUT_MS, USERS, eventually, login, open, openUserMenu, withPage } from '../browser.mjs';

/** Latin words allowed in Chinese text: product terms, and the demo accounts the login page lists. */
const PRODUCT_TERMS = ['AI', 'API'];
const DEMO_ACCOUNTS = ['admin', 'admin123', 'agent', 'agent123', 'author', 'author123'];

/** Every text a user can see: rendered text, placeholders of visible fields, the document title. */
async function visibleTexts(page) {
  return page.evaluate(() => {
    const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
    const placeholders = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
      .filter(visible)
      .map((el) => el.getAttribute('placeholder'));
    return { body: document.body.innerText, placeholders, title: document.title };
  });
}

/** Latin-letter runs that are not allowed words (raw i18n keys like auth.submit or menu:homeIndex show up here). */
function foreignWords(texts, allowed) {
  const all = [texts.body, ...texts.placeholders, texts.title].join('\n');
  const words = all.match(/[A-Za-z][A-Za-z0-9_.:\-/]*/g) ?? [];
  return [...new Set(words.filter((w) => !allowed.includes(w)))];
}

function assertChinese(texts, allowed, where) {
  assert.deepEqual(
    foreignWords(texts, allowed),
    [],
    `${where}: only Chinese, digits and punctuation [SHELL-01]`,
  );
  assert.ok(/\p{Script=Han}/u.test(texts.body), `${where}: there is Chinese text at all`);
  // raw keys would look like namespace:key or a.b paths
  assert.doesNotMatch(texts.body, /\b[a-z]+[:.][a-zA-Z]+\b/, `${where}: no raw i18n key`);
}

export function register() {
  describe('Chinese interface and layout', () => {
    it(
      'login page and workbench show only Chinese text, the title names the AI calling system, the content panel is at least 1000px wide [SHELL-01][SHELL-02][SHELL-31]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await open(page, network, '/login');
        await page.getByPlaceholder('请输入账号').waitFor();
        const loginTexts = await visibleTexts(page);
        assertChinese(loginTexts, [...PRODUCT_TERMS, ...DEMO_ACCOUNTS], 'login page');
        for (const text of ['请输入账号', '请输入密码'])
          assert.ok(loginTexts.placeholders.includes(text), `placeholder ${text}`);
        assert.match(loginTexts.body, /记住账号/);
        assert.match(loginTexts.title, /智能外呼/, `login page title "${loginTexts.title}" [SHELL-02]`);

        // the form's own validation messages are Chinese too
        await page.getByRole('button', { name: /登\s*录/ }).click();
        await page.getByText('请输入账号', { exact: true }).waitFor();
        assertChinese(
          await visibleTexts(page),
          [...PRODUCT_TERMS, ...DEMO_ACCOUNTS],
          'login page with errors',
        );

        await login(page, network, USERS.admin);
        await page.getByText(/^您好，.+/).waitFor();
        await page.locator('.ant-statistic').first().waitFor();
        const homeTexts = await visibleTexts(page);
        assertChinese(homeTexts, PRODUCT_TERMS, 'workbench');
        assert.match(homeTexts.title, /智能外呼/, `workbench title "${homeTexts.title}" [SHELL-02]`);

        await openUserMenu(page);
        assertChinese(await visibleTexts(page), PRODUCT_TERMS, 'workbench with the user menu open');
        await page.keyboard.press('Escape');

        const panel = page.locator('[data-testid="company-panel"]');
        assert.equal(
          await panel.evaluate((el) => getComputedStyle(el).minWidth),
          '1000px',
          'panel min-width [SHELL-31]',
        );
        // in a narrow window the panel keeps its width (the content area scrolls sideways instead)
        await page.setViewportSize({ width: 900, height: 700 });
        await eventually(async () => {
          const width = await panel.evaluate((el) => el.getBoundingClientRect().width);
          assert.ok(width >= 1000, `panel is ${width}px wide in a 900px window [SHELL-31]`);
        });
      }),
    );
  });
}
