/** History-mode routes: area entry redirects, the 404 fallback, the login guard and its way back. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  eventually,
  login,
  open,
  pathOf,
  searchOf,
  submitLogin,
  waitForPath,
  withPage,
} from '../browser.mjs';

const REDIRECTS = [
  ['/', '/home/index', 'SHELL-24'],
  ['/home', '/home/index', 'SHELL-25'],
  ['/voice', '/voice/taskCenter', 'SHELL-26'],
  ['/monitor', '/monitor/call/monitor_plane', 'SHELL-27'],
  ['/assistant', '/assistant/speech', 'SHELL-28'],
];

async function assertNotFoundPage(page) {
  await page.getByText('抱歉，您访问的页面不存在').waitFor();
  await page.getByRole('button', { name: /返回首页|返\s*回\s*首\s*页/ }).waitFor();
}

export function register() {
  describe('routing', () => {
    it(
      'area entry paths redirect to their first pages and URLs carry no # [SHELL-24][SHELL-25][SHELL-26][SHELL-27][SHELL-28][SHELL-03]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        for (const [from, to, id] of REDIRECTS) {
          await open(page, network, from);
          // the address only: waitForURL also waits for a load event, which a 4× slowed page once never gave
          await eventually(async () => assert.equal(pathOf(page), to, `${from} → ${to} [${id}]`));
          assert.ok(!page.url().includes('#'), `no # in ${page.url()} [SHELL-03]`);
        }
        // a click in the side menu also changes the path, not a hash
        await open(page, network, '/home/index');
        await page.locator('.ant-layout-sider .ant-menu-submenu-title', { hasText: '系统设置' }).click();
        await page.locator('.ant-layout-sider .ant-menu-item', { hasText: '个人资料' }).click();
        await waitForPath(page, '/system/personal');
        assert.ok(!page.url().includes('#'), `no # in ${page.url()} [SHELL-03]`);
      }),
    );

    it(
      'an unknown route shows the 404 page, signed out (no login redirect) and signed in [ROUTES-OTHER-02][SHELL-12]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await open(page, network, '/no/such/page');
        await assertNotFoundPage(page);
        assert.equal(pathOf(page), '/no/such/page', 'signed out: stays on the unknown path [SHELL-12]');
        assert.equal(await page.getByPlaceholder('请输入密码').count(), 0, 'no login form');

        await login(page, network, USERS.admin);
        await open(page, network, '/no/such/page');
        await assertNotFoundPage(page);
        assert.equal(pathOf(page), '/no/such/page');
        await page.getByRole('button', { name: /返回首页|返\s*回\s*首\s*页/ }).click();
        await waitForPath(page, '/home/index');
        await page.getByText(/^您好，.+/).waitFor();
      }),
    );

    it(
      'a guarded route while signed out goes to /login?redirect=… and back there after login [SHELL-12][ROUTES-OTHER-01]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await open(page, network, '/system/personal');
        await waitForPath(page, '/login');
        assert.equal(
          new URLSearchParams(searchOf(page)).get('redirect'),
          '/system/personal',
          'redirect parameter',
        );
        await page.getByPlaceholder('请输入账号').waitFor();
        await submitLogin(page, network, USERS.admin);
        await waitForPath(page, '/system/personal');
        await network.idle();
        await page.locator('[data-testid="company-panel"]').getByText('个人资料').first().waitFor();
        await page.getByText('联系人').first().waitFor();
      }),
    );
  });
}
