/**
 * Bad networks. The demo backend answers inside the page, but it stands for a server across the network: while
 * the browser is offline (Playwright's `setOffline`, which also cuts the real network) it cannot be reached, and
 * the demo's network controls (`__demoControl.network`) add latency or hold every answer back. The SIP server
 * restarting mid-call is in softphone-kamailio.mjs (a real Kamailio).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bodyRows,
  eventually,
  login,
  messageAfter,
  open,
  openList,
  pathOf,
  phoneOfRow,
  TEST_TIMEOUT_MS,
  USERS,
  visibleModals,
  waitForPath,
  withPage,
  SLOWDOWN,
  submitDialog,
} from '../browser.mjs';
import { canvas, nodeCount, pointOf, sceneKeys, selectedScript } from '../flow-canvas.mjs';

const OK = { name: /确\s*定/ };
const LOST = '无法连接服务器，正在重试…正在编辑的内容会保留，恢复后请重新提交。';
const banner = (page) => page.getByRole('alert').filter({ hasText: LOST });

/**
 * Goes offline, submits, and checks what the user is told; `submit` clicks the form's save button. The failure's
 * message shows for 3 s: it is watched for from the click on (messageAfter), the banner stays.
 */
async function failOffline(page, context, submit) {
  await context.setOffline(true);
  await messageAfter(page, '请求异常', submit);
  await banner(page).waitFor();
}

/** Back online: the banner goes and the console says the network is back. */
async function backOnline(page, context) {
  await messageAfter(page, '网络已恢复', () => context.setOffline(false));
  await banner(page).waitFor({ state: 'hidden' });
}

/**
 * Samples the page on every animation frame from the first paint: true for a frame that showed nothing
 * (neither a progress indicator nor content). Installed before the document loads.
 */
function recordBlankFrames() {
  window.__blankFrames = [];
  window.__frames = 0;
  const sample = () => {
    const root = document.getElementById('root');
    if (root) {
      window.__frames += 1;
      const progress = root.querySelector(
        '[role="status"], [aria-busy="true"], .ant-spin, .ant-skeleton, .ant-btn-loading',
      );
      const content = root.innerText.trim().length > 0;
      if (!progress && !content)
        window.__blankFrames.push(
          `${Math.round(performance.now())} ms ${location.pathname}: ${root.innerHTML.slice(0, 160)}`,
        );
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

export function register() {
  describe('bad networks', () => {
    it(
      'offline while a customer is saved: the drawer keeps the input and says so, the retry saves it',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.agent);
        await open(page, network, '/client/index');
        const row = () => bodyRows(page).filter({ hasText: phone });
        const phone = await phoneOfRow(bodyRows(page).first());
        await row().getByText('编辑').click();
        const drawer = page.getByRole('dialog').filter({ hasText: '编辑客户' });
        await drawer.waitFor();
        await network.idle();
        const focus = `断网测试关注点${Date.now() % 1000}`;
        await drawer.getByLabel('关注点').fill(focus);
        const save = () => drawer.getByRole('button', { name: /确\s*[定认]/ }).click();

        await failOffline(page, context, save);
        assert.ok(await drawer.isVisible(), 'the drawer stays open');
        assert.equal(await drawer.getByLabel('关注点').inputValue(), focus, 'what was typed is kept');

        await backOnline(page, context);
        await messageAfter(page, '保存成功', save);
        await drawer.waitFor({ state: 'hidden' });
        await network.idle();
        await row().getByText('编辑').click();
        await eventually(async () =>
          assert.equal(await drawer.getByLabel('关注点').inputValue(), focus, 'saved'),
        );
      }),
    );

    it(
      'offline while an order is created: the dialog keeps the lines and the total, the retry adds the order',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/client/index');
        const phone = await phoneOfRow(bodyRows(page).nth(2));
        await open(page, network, '/order/manager');
        await bodyRows(page).first().waitFor();
        await page.getByRole('button', { name: /新建订单/ }).click();
        const form = page.getByRole('dialog', { name: '新建订单' });
        await form.waitFor();
        // the options come from a search on the server: pick once the wanted one is among them
        const pick = (select, typed, option) =>
          eventually(
            async () => {
              await select.click();
              await select.fill(typed);
              await openList(page).getByText(option).first().click({ timeout: 2_000 });
              await select
                .locator('xpath=ancestor::*[contains(@class,"ant-select-content-has-value")]')
                .waitFor({
                  timeout: 1_000,
                });
            },
            { timeoutMs: 20_000 * SLOWDOWN },
          );
        await pick(form.getByRole('combobox').first(), phone, `（${phone}）`);
        await pick(form.getByRole('combobox', { name: '商品' }).nth(0), '语音线路', '语音线路（固话线路）');
        await form.getByLabel('数量').nth(0).fill('4');
        const total = /订单总额 ¥340\.00/;
        await eventually(async () => assert.match(await form.getByRole('status').innerText(), total));
        const save = () => form.getByRole('button', OK).click();

        await failOffline(page, context, save);
        assert.ok(await form.isVisible(), 'the dialog stays open');
        assert.equal(await form.getByLabel('数量').nth(0).inputValue(), '4', 'the quantity is kept');
        assert.match(await form.getByRole('status').innerText(), total, 'the lines are kept');

        await backOnline(page, context);
        await messageAfter(page, '添加成功', save);
        await page.getByRole('dialog', { name: /^订单详情 DD\d+/ }).waitFor();
      }),
    );

    it(
      'offline while a flow scene is saved: the canvas keeps the new node, the retry saves it for good',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, context, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/voice/dialogue/stage?id=1');
        await selectedScript(page, '信用卡分期推广').waitFor();
        await canvas(page).waitFor();
        await page.getByRole('button', { name: /新增场景/ }).click();
        const sceneDialog = page.locator('.ant-modal').filter({ hasText: '场景名称' });
        const scene = `断网场景${Date.now() % 1000}`;
        await sceneDialog.getByRole('textbox').first().fill(scene);
        await submitDialog(sceneDialog, OK);
        await page.getByRole('tab', { name: scene, selected: true }).waitFor();
        await page.getByRole('button', { name: '添加普通节点' }).click();
        await eventually(async () => assert.equal(await nodeCount(page), 1));
        const [key] = await sceneKeys(page);
        const at = await pointOf(page, key);
        await page.mouse.click(at.x, at.y - 20);
        const nodeForm = page.getByRole('form', { name: '普通节点' });
        await nodeForm.getByLabel('内容').fill('您好，这里是安心科技。');
        await nodeForm.getByRole('combobox', { name: '匹配规则' }).fill('开场');
        await page.keyboard.press('Enter');
        await nodeForm.getByRole('button', { name: /应\s?用/ }).click();

        const save = async () => {
          await page.getByRole('button', { name: /保存场景/ }).click();
          // the check lists what is still open (the node leads nowhere yet): save anyway
          await page
            .getByRole('dialog', { name: '流程检查' })
            .getByRole('button', { name: '仍然保存' })
            .click();
        };
        await failOffline(page, context, save);
        assert.equal(await nodeCount(page), 1, 'the unsaved node is still on the canvas');
        await page.getByRole('tab', { name: scene, selected: true }).waitFor();

        await backOnline(page, context);
        await messageAfter(page, '保存成功', save);
        await page.reload();
        await network.idle();
        await page.getByRole('tab', { name: scene }).click();
        await eventually(async () =>
          assert.equal(await nodeCount(page), 1, 'the node came back from the server'),
        );
      }),
    );

    it(
      'a slow network: login and the workbench show progress from the first paint, never a blank page',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, context, network }) => {
        await context.addInitScript(recordBlankFrames);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        // "Slow 3G" as DevTools defines it: 400 ms round trip, 500 kbit/s down, 500 kbit/s up
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 400,
          downloadThroughput: (500 * 1024) / 8,
          uploadThroughput: (500 * 1024) / 8,
        });
        await page.goto('/login');
        await page.getByPlaceholder('请输入账号').waitFor({ timeout: 60_000 * SLOWDOWN });
        // the server is slow too: every answer takes 1.5 s
        await page.waitForFunction(() => window.__demoControl, null, { timeout: 60_000 * SLOWDOWN });
        await page.evaluate(() => window.__demoControl.network.setLatency(1500));
        await page.getByPlaceholder('请输入账号').fill(USERS.agent.username);
        await page.getByPlaceholder('请输入密码').fill(USERS.agent.password);
        // the button spins while the slow answer is on its way (the login form's own button, busy as antd's loading
        // one): looked for from the click on, as a click's round trip on a busy machine can outlast it
        const signIn = page.getByRole('button', { name: /登\s*录/ });
        await Promise.all([signIn.and(page.locator('[aria-busy="true"]')).waitFor(), signIn.click()]);
        await waitForPath(page, '/home/index');
        await page
          .getByText('您好')
          .first()
          .waitFor({ timeout: 60_000 * SLOWDOWN });
        await network.idle({ timeoutMs: 30_000 * SLOWDOWN });

        const { blank, frames } = await page.evaluate(() => ({
          blank: window.__blankFrames,
          frames: window.__frames,
        }));
        assert.ok(frames > 10, `frames sampled: ${frames}`);
        assert.deepEqual(blank, [], `of ${frames} frames, these showed neither progress nor content`);
      }),
    );

    it(
      'fifty calls answered 401 at once give one 提示 dialog [AUTH-07][AUTH-08]',
      { timeout: TEST_TIMEOUT_MS * 2 },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        const api401 = () =>
          network.responses.filter(
            (r) => r.status() === 401 && new URL(r.url()).pathname.startsWith('/api/'),
          );
        // every answer is held while the console opens screen after screen, so their calls are all in flight
        await page.evaluate(() => window.__demoControl.network.hold());
        const { appRoutes } = await import('../route-list.mjs');
        for (const { path } of appRoutes()) {
          await page.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          await waitForPath(page, path);
          // the screen is drawn (its chunk is in), so its calls have left
          await page.waitForFunction(
            () => !document.querySelector('[data-testid="company-panel"] .page-fallback'),
            null,
            { timeout: 20_000 * SLOWDOWN },
          );
        }
        // and a search typed fast on the customer list: each new keyword is a call of its own
        const held = () => page.evaluate(() => window.__demoControl.network.pending());
        for (let i = 10; i < 99 && (await held()) < 55; i += 1) {
          await page.evaluate((to) => {
            history.pushState({}, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, `/client/index?keyword=13${i}`);
          await page.waitForTimeout(80);
        }
        // the server forgets every session; then all the held calls reach it together
        const released = await page.evaluate(() => {
          window.__demoControl.endAllSessions();
          return window.__demoControl.network.release();
        });
        assert.ok(released >= 50, `calls in flight when the session ended: ${released}`);

        const dialog = visibleModals(page).filter({ hasText: '登录失效，请重新登录！' });
        await dialog.first().waitFor();
        await eventually(async () => assert.ok(api401().length >= 50, `401 answers: ${api401().length}`));
        await page.waitForTimeout(500);
        assert.equal(await visibleModals(page).count(), 1, 'one dialog, however many calls failed [AUTH-07]');
        assert.equal((await dialog.locator('.ant-modal-title').innerText()).trim(), '提示');
        await dialog.getByRole('button', OK).click();
        await waitForPath(page, '/login');
        assert.equal(pathOf(page), '/login');
      }),
    );
  });
}
