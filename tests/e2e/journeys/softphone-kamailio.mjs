/**
 * The console's softphone against a real SIP server: Kamailio on loopback (tests/e2e/kamailio/), reached
 * through the runtime configuration (sip.wssUrl, sip.domain), and a second JsSIP agent in another page as
 * the customer. One console page lives through the whole journey, like an agent's shift.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import {
  allowConnect,
  env,
  eventually,
  login,
  recordPageErrors,
  TIMEZONE,
  trackNetwork,
  USERS,
} from '../browser.mjs';
import { serveHarness } from '../harness/serve-harness.mjs';
import { startKamailio } from '../kamailio/kamailio.mjs';
import { agentSipNumber, badgeOf, chooseStatus, dialog, hangUpIn, statusText } from '../softphone.mjs';

const CUSTOMER = '2001';
const STEP_TIMEOUT = 30_000;

export function register() {
  describe('softphone against Kamailio', { timeout: 240_000 }, () => {
    let kamailio;
    let harness;
    let context;
    let page;
    let farPage;
    let agent;
    let disallow;
    let pageErrors;

    const farEvents = () => farPage.evaluate(() => window.farEnd.events.slice());
    const farHasEvent = async (prefix) => (await farEvents()).some((e) => e.startsWith(prefix));
    const clearFarEvents = () => farPage.evaluate(() => (window.farEnd.events.length = 0));
    const dialFarEnd = async () => {
      await page.getByRole('button', { name: '拨号', exact: true }).click();
      const pad = await dialog(page, '拨打电话');
      await pad.getByPlaceholder('请输入电话号码').fill(CUSTOMER);
      await pad.getByRole('button', { name: /呼\s*叫/ }).click();
    };

    before(async () => {
      kamailio = await startKamailio();
      harness = await serveHarness('far-end-page.ts');
      context = await env.browser.newContext({
        baseURL: env.url,
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        timezoneId: TIMEZONE,
      });
      context.setDefaultTimeout(STEP_TIMEOUT);
      pageErrors = recordPageErrors(context);
      // The operator's runtime configuration points the softphone at this SIP server.
      await context.route('**/config.js', async (route) => {
        const res = await route.fetch();
        const sip = JSON.stringify({ wssUrl: kamailio.wsUrl, domain: kamailio.domain });
        const body = `${await res.text()}\n;window.__CONSOLE_CONFIG__.sip = ${sip};\n`;
        await route.fulfill({ response: res, body });
      });
      // and, as docs/deployment.md's Content-Security-Policy section says, adds that server to the policy's connect-src
      disallow = allowConnect([new URL(kamailio.wsUrl).origin]);
      page = await context.newPage();
      await login(page, trackNetwork(page), USERS.agent);
      agent = await agentSipNumber(page);
      farPage = await context.newPage();
      await farPage.goto(harness.url);
      await farPage.evaluate(
        ([wsUrl, domain, user]) => window.startFarEnd(wsUrl, domain, user, true),
        [kamailio.wsUrl, kamailio.domain, CUSTOMER],
      );
    });

    // the context lives through the journey (not withPage's): each step fails on its own uncaught errors
    afterEach(() => assert.deepEqual(pageErrors?.splice(0) ?? [], [], 'no uncaught error in the page'));

    after(async () => {
      await context?.close().catch(() => undefined);
      await harness?.close();
      await kamailio?.stop();
      disallow?.();
    });

    it('[CALL-42] [CALL-57] going online registers with Kamailio: the badge turns processing', async () => {
      await chooseStatus(page, '在线');
      await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
        timeoutMs: STEP_TIMEOUT,
      });
      assert.equal(await statusText(page), '在线');
    });

    it('[CALL-17] [CALL-22] [CALL-15] a customer calls: 来电, answer, 通话中 with a running timer, the far end hangs up', async () => {
      await clearFarEvents();
      await farPage.evaluate((target) => window.farEnd.call(target), agent);
      const ringing = await dialog(page, '来电');
      await ringing.getByText(CUSTOMER, { exact: true }).waitFor();
      await ringing.getByRole('button', { name: /接\s*听/ }).click();
      const inCall = await dialog(page, '通话中');
      const timer = inCall.getByRole('timer');
      await eventually(async () => assert.match(await timer.textContent(), /^00:00:0[2-9]$/), {
        timeoutMs: 8000,
      });
      assert.ok(await farHasEvent('confirmed'), `far end events: ${await farEvents()}`);
      await farPage.evaluate(() => window.farEnd.session.terminate());
      await inCall.waitFor({ state: 'hidden' });
    });

    it('[CALL-06] [CALL-27] the agent dials the far end, it answers, and the agent hangs up', async () => {
      await clearFarEvents();
      await dialFarEnd();
      const inCall = await dialog(page, '通话中');
      await eventually(async () => assert.ok(await farHasEvent('confirmed')), { timeoutMs: STEP_TIMEOUT });
      await inCall.locator('[data-phase="talking"]').waitFor();
      await hangUpIn(inCall);
      await inCall.waitFor({ state: 'hidden' });
      await eventually(async () => assert.ok(await farHasEvent('ended')), { timeoutMs: 10_000 });
    });

    it('[CALL-43] [CALL-44] busy keeps the registration (calls still arrive), offline removes it (404)', async () => {
      await chooseStatus(page, '忙碌');
      await eventually(async () => assert.equal(await badgeOf(page), 'warning'), { timeoutMs: STEP_TIMEOUT });
      await clearFarEvents();
      await farPage.evaluate((target) => window.farEnd.call(target), agent);
      const ringing = await dialog(page, '来电');
      await ringing.getByRole('button', { name: /挂\s*断/ }).click();
      await ringing.waitFor({ state: 'hidden' });

      await chooseStatus(page, '离线');
      await eventually(async () => assert.equal(await badgeOf(page), 'error'));
      await clearFarEvents();
      await farPage.evaluate((target) => window.farEnd.call(target), agent);
      await eventually(async () => assert.ok(await farHasEvent('failed:Not Found'), `${await farEvents()}`), {
        timeoutMs: 10_000,
      });
    });

    it('Kamailio restarts mid-call: the call and the status say so, the softphone registers again by itself and calls through the restarted server', async () => {
      await chooseStatus(page, '在线');
      await eventually(async () => assert.equal(await badgeOf(page), 'processing'), {
        timeoutMs: STEP_TIMEOUT,
      });
      await clearFarEvents();
      await dialFarEnd();
      const inCall = await dialog(page, '通话中');
      await inCall.locator('[data-phase="talking"]').waitFor();
      const lost = inCall.getByText('网络中断，正在重新连接…');

      await kamailio.stop();
      await lost.waitFor({ timeout: 15_000 });
      await eventually(async () => assert.equal(await statusText(page), '重新连接中'), { timeoutMs: 15_000 });
      assert.equal(await badgeOf(page), 'error');

      await kamailio.start();
      await eventually(async () => assert.equal(await badgeOf(page), 'processing'), { timeoutMs: 40_000 });
      assert.equal(await statusText(page), '在线');
      // The restarted server has lost the call's dialog: the call may already have ended (its next in-dialog
      // request found no route); if it is still up, the agent hangs up. Either way the window closes.
      if (await inCall.locator('[data-phase="talking"]').isVisible()) {
        assert.equal(await lost.count(), 0, 'the call no longer says the network is down');
        await hangUpIn(inCall).catch(() => undefined);
      }
      await inCall.waitFor({ state: 'hidden', timeout: 15_000 });

      // registered again for real: a new call goes through the restarted server
      await clearFarEvents();
      await dialFarEnd();
      const again = await dialog(page, '通话中');
      await eventually(async () => assert.ok(await farHasEvent('confirmed')), { timeoutMs: STEP_TIMEOUT });
      await again.locator('[data-phase="talking"]').waitFor();
      await hangUpIn(again);
      await again.waitFor({ state: 'hidden' });
    });
  });
}
