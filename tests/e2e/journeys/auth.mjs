/** Login failure, safe logout, and a session that survives a reload. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  cookieMap,
  login,
  open,
  openUserMenu,
  pathOf,
  submitLogin,
  waitForPath,
  withPage,
} from '../browser.mjs';

export function register() {
  describe('authentication', () => {
    it(
      "the login page loads no antd stylesheet; signed in, the console's frame is drawn with it applied",
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        const sheets = [];
        // a slow stylesheet: the console must wait for it rather than draw its frame without it
        await page.route(/\/css\/antd\.[0-9a-f]+\.css$/, async (route) => {
          sheets.push(route.request().url());
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        // the header's colour as it is first put in the page (no frame of the console without antd's styles)
        await page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            const header = document.querySelector('.ant-layout-header');
            if (!header) return;
            window.__firstHeaderColour = getComputedStyle(header).backgroundColor;
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await open(page, network, '/login');
        assert.deepEqual(sheets, [], 'no antd stylesheet for the login page');
        await submitLogin(page, network, USERS.admin);
        await page.locator('.ant-layout-header').waitFor();
        assert.equal(
          await page.evaluate(() => window.__firstHeaderColour),
          'rgb(0, 21, 41)',
          "the header in antd's dark layout colour from its first appearance",
        );
        assert.equal(sheets.length, 1, 'the stylesheet loaded once');
      }),
    );

    it(
      'a wrong password shows the server message 账号或密码错误 and stays on /login [ROUTES-OTHER-01]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await open(page, network, '/login');
        await submitLogin(page, network, { username: 'admin', password: 'not-the-password' });
        const alert = page.getByRole('alert').filter({ hasText: '账号或密码错误' });
        await alert.waitFor();
        await network.idle();
        assert.equal(pathOf(page), '/login');
        assert.equal((await cookieMap(context)).token, undefined, 'no token cookie');
        assert.equal(
          await page.getByPlaceholder('请输入账号').inputValue(),
          'admin',
          'the account stays typed',
        );
      }),
    );

    it(
      'safe logout from the user dropdown goes to /login and drops the token cookie [AUTH-05][SHELL-30]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.admin);
        assert.ok((await cookieMap(context)).token, 'signed in');
        const menu = await openUserMenu(page);
        const items = await menu
          .locator('.ant-dropdown-menu-item .ant-dropdown-menu-title-content')
          .allInnerTexts();
        assert.deepEqual(
          items.map((s) => s.trim()),
          ['个人资料', '修改密码', '重置演示数据', '安全退出'],
          'user menu [SHELL-30]',
        );
        await menu.getByText('安全退出').click();
        await waitForPath(page, '/login');
        await network.idle();
        const cookies = await cookieMap(context);
        assert.equal(cookies.token, undefined, 'token cookie gone');
        assert.equal(cookies.userInfo, undefined, 'userInfo cookie gone');
        // the console really is signed out: a guarded page sends back to the login
        await open(page, network, '/home/index');
        await waitForPath(page, '/login');
      }),
    );

    it(
      'a reload after login keeps the session [AUTH-01][AUTH-02]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await open(page, network, '/system/personal');
        await page.reload();
        await network.idle();
        assert.equal(pathOf(page), '/system/personal', 'still on the page after the reload');
        await page.locator('[data-testid="company-panel"]').getByText('联系人').first().waitFor();
        assert.equal(pathOf(page), '/system/personal', 'not sent to /login');
      }),
    );
  });
}
