/** A token the server does not know: every call answers HTTP 401, and the console shows one dialog. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  TEST_TIMEOUT_MS,
  USERS,
  cookieMap,
  env,
  login,
  visibleModals,
  waitForPath,
  withPage,
} from '../browser.mjs';

const BOGUS = 'e2e-bogus-token-0000';

async function setBogusToken(context) {
  const { hostname } = new URL(env.url);
  await context.addCookies([{ name: 'token', value: BOGUS, domain: hostname, path: '/', sameSite: 'Lax' }]);
}

/** Waits for the 提示 dialog, checks there is exactly one, confirms it, and expects /login. */
async function acknowledgeExpiry(page, network) {
  const dialog = visibleModals(page).filter({ hasText: '登录失效，请重新登录！' });
  await dialog.first().waitFor();
  await network.idle();
  const failed = network.responses.filter(
    (r) => r.status() === 401 && new URL(r.url()).pathname.startsWith('/api/'),
  );
  assert.ok(failed.length >= 2, `several calls answered 401 (saw ${failed.length})`);
  assert.equal(
    await visibleModals(page).count(),
    1,
    'exactly one dialog, however many calls failed [AUTH-07]',
  );
  assert.equal(
    (await dialog.locator('.ant-modal-title').innerText()).trim(),
    '提示',
    'dialog title [AUTH-07]',
  );
  assert.match(
    await dialog.locator('.ant-modal-body').innerText(),
    /^\s*登录失效，请重新登录！\s*$/m,
    'dialog text [AUTH-08]',
  );
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await waitForPath(page, '/login');
  await network.idle();
  // it closes with antd's animation, slower on a loaded machine: gone once that has run, and none other opened
  await dialog.first().waitFor({ state: 'hidden' });
  assert.equal(await visibleModals(page).count(), 0, 'the dialog is gone');
}

export function register() {
  describe('expired session (HTTP 401)', () => {
    it(
      'a bogus token cookie: exactly one 提示 dialog, 确定 → /login, token and userInfo cookies gone [AUTH-06][AUTH-07][AUTH-08][AUTH-09]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await setBogusToken(context);
        await page.goto('/home/index');
        await acknowledgeExpiry(page, network);
        const cookies = await cookieMap(context);
        assert.equal(cookies.token, undefined, 'token cookie removed [AUTH-06]');
        assert.equal(cookies.userInfo, undefined, 'userInfo cookie removed [AUTH-06]');
      }),
    );

    it(
      'a signed-in user whose token dies loses cookies and stored permissions too [AUTH-06][AUTH-07][AUTH-08][AUTH-09]',
      { timeout: TEST_TIMEOUT_MS },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.admin);
        const before = await page.evaluate(() => localStorage.getItem('permissions_admin'));
        assert.ok(before, 'permissions stored after login');
        await setBogusToken(context);
        await page.goto('/home/index');
        await acknowledgeExpiry(page, network);
        const cookies = await cookieMap(context);
        assert.equal(cookies.token, undefined, 'token cookie removed [AUTH-06]');
        assert.equal(cookies.userInfo, undefined, 'userInfo cookie removed [AUTH-06]');
        const permissions = await page.evaluate(() => localStorage.getItem('permissions_admin'));
        assert.equal(permissions, null, 'stored permissions removed [AUTH-06]');
      }),
    );
  });
}
