/**
 * The assistant window fed by the demo dial-plate channel: a real demo call brings it to life, a reload
 * mid-call brings it back, a dropped channel recovers, and server text that tries to be markup stays text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, login, USERS, withPage, SLOWDOWN, messageAfter } from '../browser.mjs';
import { chooseStatus, dial, dialog, hangUpIn } from '../softphone.mjs';

const TIMEOUT = 120_000 * SLOWDOWN;
const XSS = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';

const channelsUp = (page) =>
  eventually(
    async () =>
      assert.deepEqual(
        await page.evaluate(() =>
          ['callIn', 'dialPlate', 'notice'].map((n) => window.__demoControl?.count(n)),
        ),
        [1, 1, 1],
      ),
    { timeoutMs: 15_000 * SLOWDOWN },
  );

const assistant = (page) => page.getByRole('dialog', { name: '智能助手' });

/** The number of chat lines the window counts (its 通话记录（N） button). */
async function chatCount(page) {
  const text = await assistant(page)
    .getByRole('button', { name: /通话记录（\d+）/ })
    .textContent();
  return Number(/（(\d+)）/.exec(text)[1]);
}

async function inDemoCall(page, network) {
  await login(page, network, USERS.agent);
  await channelsUp(page);
  await messageAfter(page, '麦克风验证成功', () => chooseStatus(page, '在线'), {
    timeout: 20_000 * SLOWDOWN,
  });
  await dial(page, '13800000005');
  const inCall = await dialog(page, '通话中');
  await inCall.locator('[data-phase="talking"]').waitFor({ timeout: 15_000 * SLOWDOWN });
}

export function register() {
  describe('assistant window', () => {
    it(
      '[ASSIST-01] [ASSIST-04] [ASSIST-06] [ASSIST-19] [ASSIST-20] a demo call brings the window to life; a reload mid-call brings it back with what it showed',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await inDemoCall(page, network);
        const window_ = assistant(page);
        await window_.waitFor();
        await window_.getByText('通话中').waitFor();
        await window_
          .getByRole('region', { name: '客户信息' })
          .or(window_.getByLabel('客户信息'))
          .first()
          .waitFor();
        await window_
          .locator('.ant-tree-treenode:not([aria-hidden="true"])')
          .first()
          .waitFor({ timeout: 10_000 * SLOWDOWN });
        await eventually(async () => assert.ok((await chatCount(page)) >= 3), {
          timeoutMs: 30_000 * SLOWDOWN,
        });
        const before = await chatCount(page);
        const customer = await window_.getByLabel('客户信息').first().innerText();

        await page.reload();
        await assistant(page).waitFor({ timeout: 20_000 * SLOWDOWN });
        // the kept lines are back at once, before the platform sends new ones
        await eventually(async () => assert.ok((await chatCount(page)) >= before), {
          timeoutMs: 10_000 * SLOWDOWN,
        });
        // what it showed, and the portrait tags the call has added since (the call goes on during the reload)
        await eventually(async () => {
          const shown = await assistant(page).getByLabel('客户信息').first().innerText();
          assert.ok(shown.startsWith(customer), `${JSON.stringify(shown)} shows ${JSON.stringify(customer)}`);
        });
        await assistant(page).locator('.ant-tree-treenode:not([aria-hidden="true"])').first().waitFor();
      }),
    );

    it(
      'after a call the ended window stays open and the next call is dialled over it: the dial pad is above it',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await inDemoCall(page, network);
        await assistant(page).getByText('通话中').waitFor();
        await hangUpIn(await dialog(page, '通话中'));
        await assistant(page).getByText('通话已结束').waitFor();
        // a click on the pad's field lands on it (Playwright refuses a click another element would take)
        await dial(page, '13800000006');
        await (await dialog(page, '通话中')).waitFor();
      }),
    );

    it(
      '[CHAN-11] [ERR-04] a dial-plate socket the server drops mid-call comes back and the lines go on',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await inDemoCall(page, network);
        await assistant(page).waitFor();
        await eventually(async () => assert.ok((await chatCount(page)) >= 1), {
          timeoutMs: 20_000 * SLOWDOWN,
        });
        await page.evaluate(() => window.__demoControl.dropAll('dialPlate'));
        await channelsUp(page);
        const after = await chatCount(page);
        await eventually(async () => assert.ok((await chatCount(page)) > after), {
          timeoutMs: 30_000 * SLOWDOWN,
        });
      }),
    );

    it(
      'server text is shown as text: markup in ASR lines, names, tags and knowledge-base pages never runs',
      { timeout: TIMEOUT },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await channelsUp(page);
        await page.evaluate((xss) => {
          const send = (m) => window.__demoControl.sendRaw('dialPlate', m);
          const uuid = 'xss-call';
          send({ scene: 2, uuid, data: { status: 'talking', phone: '13800000009' } });
          send({
            scene: 3,
            uuid,
            data: {
              customer: { name: xss, contact_name: xss, contact_phone: '13800000009' },
              tags: [{ id: 1, name: xss }],
              speech_stages: [
                {
                  id: 1,
                  name: xss,
                  speech_nodes: [{ id: 11, name: xss, content: xss, speech_node_branches: [] }],
                },
              ],
            },
          });
          send({ scene: 4, uuid, data: { asr_text: xss, is_aleg: 'A' } });
          send({ scene: 5, uuid, data: { speech_node_id: 11 } });
          send({ scene: 6, uuid, data: { id: 5, name: xss, content: [{ title: xss, content: xss }] } });
          send({ scene: 7, uuid, data: { id: 2, name: `${xss}2` } });
        }, XSS);
        const window_ = assistant(page);
        await window_.waitFor();
        await eventually(async () => assert.equal(await chatCount(page), 1));
        await window_.getByRole('button', { name: /通话记录/ }).click();
        const chat = await dialog(page, '通话记录');
        await chat.getByText(XSS, { exact: true }).waitFor();
        assert.ok(
          (await window_.getByText(XSS, { exact: true }).count()) >= 5,
          'names, node, script and pages as text',
        );
        assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no server text ran');
        assert.equal(
          await page.locator('img[src="x"], body script:not([src])').count(),
          0,
          'no server text became markup',
        );
      }),
    );
  });
}
