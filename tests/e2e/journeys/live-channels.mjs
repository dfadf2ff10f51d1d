/**
 * The three live channels against the demo socket server in the page: notices, the incoming-call customer
 * popup, server-side drops, and server text that tries to be markup.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, login, USERS, waitForPath, withPage, SLOWDOWN, messageAfter } from '../browser.mjs';
import { chooseStatus, dialog } from '../softphone.mjs';

const TIMEOUT = 90_000 * SLOWDOWN;
const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const CHANNELS = ['callIn', 'dialPlate', 'notice'];

const socketCounts = (page) =>
  page.evaluate((names) => names.map((n) => window.__demoControl.count(n)), CHANNELS);

async function connected(page, network) {
  await login(page, network, USERS.agent);
  await eventually(async () => assert.deepEqual(await socketCounts(page), [1, 1, 1]), {
    timeoutMs: 15_000 * SLOWDOWN,
  });
}

const notices = (page) => page.locator('.ant-notification-notice');

async function assertNothingRan(page) {
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no server text ran as script');
  assert.equal(
    await page.locator('img[src="x"], body script:not([src])').count(),
    0,
    'no server text became markup',
  );
}

export function register() {
  describe('live channels', () => {
    it(
      '[CHAN-01] [CHAN-24] [CHAN-25] [CHAN-26] 模拟通知 brings a notice that stays, its number a link to 我的客户',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await connected(page, network);
        await chooseStatus(page, '模拟通知');
        const notice = notices(page).filter({ hasText: '回访提醒' });
        await notice.waitFor();
        assert.match(await notice.textContent(), /您有\d+位客户今天需要回访，请及时跟进/);
        await page.waitForTimeout(5_000); // antd's default would have closed it after 4.5 s
        assert.equal(await notice.count(), 1);
        await notice.getByRole('link').click();
        await waitForPath(page, '/client/index');
        await notice.getByRole('button', { name: '关闭通知' }).click();
        await notice.waitFor({ state: 'detached' });
      }),
    );

    it(
      '[CHAN-05] [CHAN-11] [CHAN-21] [ERR-04] every channel comes back by itself when the server drops it',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await connected(page, network);
        await page.evaluate(() => window.__demoControl.dropAll());
        assert.deepEqual(await socketCounts(page), [0, 0, 0]);
        // call-in 2 s + 2.5 s debounce, dial-plate 5 s debounce, notice 2 s
        await eventually(async () => assert.deepEqual(await socketCounts(page), [1, 1, 1]), {
          timeoutMs: 12_000 * SLOWDOWN,
        });
        await page.evaluate(() =>
          window.__demoControl.sendNotice('agent', { scene: 1, content: '重连后的通知' }),
        );
        await notices(page).filter({ hasText: '重连后的通知' }).waitFor();
      }),
    );

    it(
      '[CHAN-08] a demo customer calling the agent opens the customer popup beside the answer modal',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await connected(page, network);
        await messageAfter(page, '麦克风验证成功', () => chooseStatus(page, '在线'), {
          timeout: 20_000 * SLOWDOWN,
        });
        await chooseStatus(page, '模拟来电');
        const popup = await dialog(page, '来电客户');
        await dialog(page, '来电');
        await popup
          .getByText(/^1\d{10}$/)
          .first()
          .waitFor();
        await popup.getByRole('button', { name: '关闭' }).click();
      }),
    );

    it(
      'server text is shown as text: markup in notices and caller details never runs',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await connected(page, network);
        await page.evaluate((xss) => {
          window.__demoControl.sendNotice('agent', { scene: 1, title: xss, content: `${xss} {num}`, num: 3 });
          window.__demoControl.pushIncomingCall('agent', { phone: '13800000001', name: xss, remark: xss });
        }, XSS);
        const notice = notices(page).filter({ hasText: 'onerror' });
        await notice.waitFor();
        assert.ok((await notice.textContent()).includes(XSS));
        const popup = await dialog(page, '来电客户');
        assert.equal(await popup.getByText(XSS, { exact: true }).count(), 2);
        await assertNothingRan(page);
      }),
    );
  });
}
