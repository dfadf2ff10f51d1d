/**
 * The bundle operators deploy (`npm run build`, no demo backend inside) against the shared demo server over real
 * HTTP and WebSockets (issue 43 items 5 and 6). The console is served on one origin (127.0.0.1) with its
 * Content-Security-Policy and a config.js that points the API and the three sockets at the server on another
 * (localhost), which allows that console origin only. One company, several browsers: an admin, an agent, and a
 * customer's phone with no session. The steps run in order on the same company and share the contexts.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { serveDist } from '../../../scripts/serve.mjs';
import { chooseStatus, dialog } from '../softphone.mjs';
import {
  clickRowAction,
  ARTIFACTS,
  bodyRows,
  env,
  eventually,
  login,
  open,
  openList,
  phoneOfRow,
  recordCspViolations,
  recordPageErrors,
  searchTable,
  TIMEZONE,
  trackNetwork,
  USERS,
  visibleModals,
  waitForPath,
} from '../browser.mjs';
import { connectedBundle } from '../connected-bundle.mjs';
import { startDemoServer, startRelay } from '../demo-server.mjs';

const STEP_TIMEOUT_MS = 90_000;
const OK = { name: /确\s*定/ };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const stamp = String(Date.now()).slice(-6);

/** What the steps share: the served console, the server, the browsers' contexts and what earlier steps made. */
const s = {
  console: null,
  server: null,
  relay: null,
  serverOrigin: '',
  dbDir: '',
  actors: [],
  admin: null,
  agent: null,
  customer: { name: `生产包客户${stamp}`, phone: `139${stamp}77` },
  contractName: `生产包合同${stamp}`,
  allotted: [],
  agentName: '',
};

/** A browser context of its own (a person's browser) on the served console, its CSP and page errors recorded. */
async function actor(name, options = {}) {
  const context = await env.browser.newContext({
    baseURL: s.console.url,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: TIMEZONE,
    ...options,
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const cspViolations = await recordCspViolations(context);
  const pageErrors = recordPageErrors(context);
  const page = await context.newPage();
  const who = { name, context, page, network: trackNetwork(page), cspViolations, pageErrors };
  s.actors.push(who);
  return who;
}

/** A step's body; on failure every open page is kept as a screenshot, and a CSP violation or page error fails it. */
const step = (title, body) => async (t) => {
  try {
    await body(t);
    for (const who of s.actors) {
      assert.deepEqual(who.cspViolations, [], `${who.name}: Content-Security-Policy violations`);
      assert.deepEqual(who.pageErrors, [], `${who.name}: uncaught errors in the page`);
    }
  } catch (error) {
    await mkdir(ARTIFACTS, { recursive: true });
    for (const who of s.actors)
      for (const [i, page] of who.context.pages().entries())
        await page
          .screenshot({ path: path.join(ARTIFACTS, `production-server.${title}.${who.name}${i || ''}.png`) })
          .catch(() => undefined);
    if (s.server) console.error(s.server.output().slice(-4000));
    throw error;
  }
};

const apiAnswers = (who, route) =>
  who.network.responses.filter((r) => r.url().startsWith(`${s.serverOrigin}/api/${route}`));

/** A 2-page A4 PDF carrying `padding` bytes as an attachment: big enough for its upload to take a while. */
async function templatePdf(padding) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2])
    pdf
      .addPage([595.28, 841.89])
      .drawText(`Production bundle - page ${n} of 2`, { x: 60, y: 780, size: 16, font });
  // random bytes: the attachment is compressed
  if (padding)
    await pdf.attach(randomBytes(padding), 'padding.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Draws a signature on the pad with a finger: touch events, as on the customer's phone. */
async function signWithFinger(page, pad) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box && box.width > 200, 'the signature pad is shown');
  const cdp = await page.context().newCDPSession(page);
  const at = (i) => ({
    x: box.x + 30 + i * ((box.width - 60) / 24),
    y: box.y + box.height * (0.6 - 0.3 * Math.sin((i / 24) * 2 * Math.PI)),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 24; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The admin sends the agent a notice from the agent board (坐席监控); it shows in the agent's browser. */
async function noticeArrives(text) {
  const { page, network } = s.admin;
  await open(page, network, '/callcenter/agent');
  const row = page.locator('tr').filter({ hasText: s.agentName }).filter({ hasText: '发送通知' }).first();
  await row.getByRole('button', { name: '发送通知' }).click();
  const dialog = visibleModals(page).filter({ hasText: `通知 ${s.agentName}` });
  await dialog.waitFor();
  await dialog.getByLabel('通知内容').fill(text);
  await dialog.getByRole('button', OK).click();
  await page.getByText('通知已发送').first().waitFor();
  await s.agent.page.locator('.ant-notification-notice').filter({ hasText: text }).waitFor();
}

export function register() {
  describe('production bundle against the demo server', () => {
    before(async () => {
      const { dir } = await connectedBundle();
      s.dbDir = mkdtempSync(path.join(tmpdir(), 'production-server-'));
      // the server's address first (the relay in front of it): the console's config.js and CSP name it
      s.relay = await startRelay();
      // another origin than the console's (host and port), as a platform on its own host
      s.serverOrigin = `http://localhost:${s.relay.port}`;
      const socket = `ws://localhost:${s.relay.port}/push`;
      const config = {
        apiBase: s.serverOrigin,
        mock: false,
        demoServer: true,
        sockets: {
          callIn: `${socket}/call-in`,
          dialPlate: `${socket}/dial-plate`,
          notice: `${socket}/notice`,
        },
        sip: { wssUrl: '', domain: '' },
        gojsLicenseKey: '',
        customRulePhones: [],
      };
      writeFileSync(
        path.join(dir, 'config.js'),
        `window.__CONSOLE_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`,
      );
      // the server's files (recordings, PDFs) are allowed as media, pictures and fetches
      s.console = await serveDist({ root: dir, files: [s.serverOrigin] });
      s.server = await startDemoServer({
        dbFile: path.join(s.dbDir, 'console.sqlite'),
        origins: [s.console.url],
      });
      s.relay.relayTo(s.server.port);
    });

    after(async () => {
      for (const who of s.actors) await who.context.close().catch(() => undefined);
      await s.server?.stop();
      await s.relay?.close();
      await s.console?.close();
      if (s.dbDir) rmSync(s.dbDir, { recursive: true, force: true });
    });

    it(
      'the admin signs in: the login and the menus are answered by the server on its own origin',
      { timeout: STEP_TIMEOUT_MS },
      step('sign-in', async () => {
        s.admin = await actor('admin', { permissions: ['clipboard-read', 'clipboard-write'] });
        const { page, network } = s.admin;
        await login(page, network, USERS.admin);
        await page.getByTestId('user-menu').waitFor();
        const [answer] = apiAnswers(s.admin, 'login');
        assert.equal(answer?.status(), 200, 'the login went to the server');
        assert.equal(answer.headers()['access-control-allow-origin'], s.console.url);
      }),
    );

    it(
      'a list pages and searches',
      { timeout: STEP_TIMEOUT_MS },
      step('list', async () => {
        const { page, network } = s.admin;
        await open(page, network, '/client/customer');
        await bodyRows(page).first().waitFor();
        const totalText = await page.locator('.ant-pagination-total-text').innerText();
        const total = Number(/总共\s*(\d+)/.exec(totalText)?.[1]);
        assert.ok(total > 20, `more than a page of customers (${totalText})`);
        const firstOnPage1 = await bodyRows(page).first().innerText();
        await page.locator('.ant-pagination-item-2').click();
        await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor();
        await network.idle();
        await eventually(async () => assert.notEqual(await bodyRows(page).first().innerText(), firstOnPage1));
        const range = await page.locator('.ant-pagination-total-text').innerText();
        assert.ok(Number(/第 (\d+)-/.exec(range)?.[1]) > 1, `the second page (${range})`);

        const phone = await phoneOfRow(bodyRows(page).nth(1));
        assert.match(phone, /^1\d{10}$/);
        await searchTable(page, network, '客户名称、联系人或电话', phone);
        await eventually(async () => assert.equal(await bodyRows(page).count(), 1));
        assert.match(await bodyRows(page).first().innerText(), new RegExp(phone));
      }),
    );

    it(
      'a new customer is saved and found',
      { timeout: STEP_TIMEOUT_MS },
      step('save-customer', async () => {
        const { page, network } = s.admin;
        await open(page, network, '/client/customer');
        await page.getByRole('button', { name: '新建客户' }).click();
        const drawer = page.getByRole('dialog').filter({ hasText: '新建客户' });
        await drawer.waitFor();
        await drawer.getByLabel('客户名称').fill(s.customer.name);
        await drawer.getByLabel('联系人').fill('生产包联系人');
        await drawer.getByLabel('联系电话', { exact: true }).fill(s.customer.phone);
        await drawer.getByRole('button', { name: /确\s*[定认]/ }).click();
        await page.getByText('添加成功').first().waitFor();
        await drawer.waitFor({ state: 'hidden' });
        await searchTable(page, network, '客户名称、联系人或电话', s.customer.phone);
        await eventually(async () => assert.equal(await bodyRows(page).count(), 1));
        assert.match(await bodyRows(page).first().innerText(), new RegExp(s.customer.name));
      }),
    );

    it(
      'a template PDF is uploaded with its progress shown, and saved',
      { timeout: STEP_TIMEOUT_MS },
      step('template', async () => {
        const { page, network } = s.admin;
        await open(page, network, '/contract/contractTPL/create');
        await page.getByLabel('模板名称').fill(`生产包模板${stamp}`);
        // every percentage the upload's progress bar shows
        await page.evaluate(() => {
          window.__progress = new Set();
          const read = () => {
            for (const bar of document.querySelectorAll('.ant-upload-list [role="progressbar"]'))
              window.__progress.add(Number(bar.getAttribute('aria-valuenow')));
          };
          new MutationObserver(read).observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
          });
        });
        // a slow uplink, so that the upload takes seconds and reports its way there (the sockets' buffers take
        // the first megabytes at once: at 1 MB/s the rest passed between two renders of a 4× slowed page)
        s.relay.slow(256 * 1024);
        const uploaded = page.waitForResponse((r) => r.url().includes('/api/contracts/file/upload'), {
          timeout: 60_000,
        });
        await page.locator('input[type=file]').setInputFiles({
          name: 'production-bundle.pdf',
          mimeType: 'application/pdf',
          buffer: await templatePdf(5 * 1024 * 1024),
        });
        assert.equal((await uploaded).status(), 200);
        s.relay.slow(0);
        await page.getByText('production-bundle.pdf，共2页').waitFor();
        const seen = await page.evaluate(() => [...window.__progress].sort((a, b) => a - b));
        assert.ok(
          seen.some((p) => p > 0 && p < 100),
          `the bar moved through the upload (${seen.join(', ')})`,
        );
        // a lighter PDF in its place, for the contract's pages drawn in every browser below
        await page.locator('input[type=file]').setInputFiles({
          name: 'production-contract.pdf',
          mimeType: 'application/pdf',
          buffer: await templatePdf(0),
        });
        await page.getByText('production-contract.pdf，共2页').waitFor();
        await page.getByRole('button', { name: /^保\s*存$/ }).click();
        await page.getByText('添加成功').first().waitFor();
        await waitForPath(page, '/contract/contractTPL/list');
      }),
    );

    it(
      'a contract is issued to the new customer and approved',
      { timeout: STEP_TIMEOUT_MS },
      step('issue', async () => {
        const { page, network } = s.admin;
        await open(page, network, '/contract/issue');
        await page.getByLabel('合同名称').fill(s.contractName);
        await page.getByRole('combobox', { name: '合同模板' }).click();
        await openList(page).getByText(`生产包模板${stamp}`, { exact: true }).click();
        await page.getByRole('img', { name: '合同第1页，共2页' }).waitFor();
        const customer = page
          .locator('.ant-form-item', { has: page.locator('label', { hasText: /^客户$/ }) })
          .getByRole('combobox');
        await customer.click();
        await customer.fill(s.customer.phone);
        await openList(page).getByText(s.customer.phone).first().click();
        await eventually(async () =>
          assert.equal(await page.getByLabel('客户手机号').inputValue(), s.customer.phone),
        );
        await page.getByRole('button', { name: '提交审核' }).click();
        await waitForPath(page, '/contract/contractList');

        const listed = () => bodyRows(page).filter({ hasText: s.contractName });
        await open(page, network, `/contract/contractReview?keyword=${encodeURIComponent(s.contractName)}`);
        await listed()
          .getByRole('button', { name: `通过 ${s.contractName}`, exact: true })
          .click();
        await page.locator('.ant-popconfirm:visible').getByRole('button', OK).click();
        await page.getByText('审核通过，合同已发送给客户').first().waitFor();
        await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(s.contractName)}`);
        await listed().getByText('待签署').waitFor();
      }),
    );

    it(
      'the customer signs on a phone with no session, and the admin downloads the signed PDF',
      { timeout: STEP_TIMEOUT_MS },
      step('sign', async () => {
        const { page, network } = s.admin;
        const listed = () => bodyRows(page).filter({ hasText: s.contractName });
        await listed().getByRole('button', { name: '签署链接' }).click();
        await page.getByText('签署链接已复制').first().waitFor();
        const link = await page.evaluate(() => navigator.clipboard.readText());
        assert.ok(link.startsWith(`${s.console.url}/sign/`), `a link to the console (${link})`);

        const phone = await actor('phone', PHONE);
        assert.deepEqual(await phone.context.cookies(), [], 'the phone has no session');
        await phone.page.goto(link);
        await phone.network.idle();
        await phone.page.getByText(s.contractName).first().waitFor();
        await phone.page.getByRole('img', { name: '合同第2页，共2页' }).waitFor();
        const code = /演示验证码：(\d{6})/.exec(
          await phone.page.getByText(/^演示验证码：\d{6}$/).innerText(),
        )?.[1];
        assert.ok(code, 'the demo shows the code');
        await signWithFinger(phone.page, phone.page.locator('canvas[aria-label="请在下方区域手写签名"]'));
        await phone.page.getByLabel('验证码', { exact: true }).fill(code);
        const submitted = phone.page
          .waitForResponse((r) => r.url().includes('/api/contracts/sign/submit'), { timeout: 30_000 })
          .catch(async () => {
            const said = await phone.page.locator('.ant-message').allInnerTexts();
            throw new Error(`the tap sent no signature (the page said: ${said.join(' ') || 'nothing'})`);
          });
        // a tap, as the customer's finger: Chromium made no click of a tap sent within milliseconds of the CDP
        // stroke above (touch and pointer events reached the button, none cancelled), one a moment later it did
        await phone.page.waitForTimeout(1000);
        await phone.page.getByRole('button', { name: '确认签署' }).tap();
        await submitted;
        await phone.page.getByText('签署完成，您可以下载已签署的合同。').waitFor({ timeout: 40_000 });

        await open(page, network, `/contract/contractList?keyword=${encodeURIComponent(s.contractName)}`);
        await listed().getByText('已签署').first().waitFor();
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 }),
          clickRowAction(page, listed(), '下载', s.contractName),
        ]);
        assert.match(download.suggestedFilename(), /-已签署\.pdf$/);
        const signed = await PDFDocument.load(await readFile(await download.path()));
        assert.equal(signed.getPageCount(), 2);
      }),
    );

    it(
      'a recording plays through range requests (206) and seeks',
      { timeout: STEP_TIMEOUT_MS },
      step('recording', async () => {
        const { page, network } = s.admin;
        await open(page, network, '/call/records');
        await page
          .getByRole('button', { name: /播放录音/ })
          .first()
          .click();
        const drawer = page.getByTestId('recording-player');
        const position = drawer.getByRole('slider', { name: '播放进度' });
        await eventually(
          async () => assert.match(await position.getAttribute('aria-valuetext'), /^00:00 \/ \d\d:\d\d$/),
          { timeoutMs: 15_000 },
        );
        // the media element asks for the file in byte ranges
        const ranged = await eventually(() => {
          const answer = network.responses.find(
            (r) => r.url().startsWith(`${s.serverOrigin}/demo-files/recordings/`) && r.status() === 206,
          );
          assert.ok(answer, 'the recording came in byte ranges from the server');
          return answer;
        });
        assert.match(ranged.headers()['content-range'], /^bytes \d+-\d+\/\d+$/);
        const now = async () => Number(await position.getAttribute('aria-valuenow'));
        await drawer.getByRole('button', { name: '播放' }).click();
        await eventually(async () => assert.ok((await now()) >= 1, `playing: ${await now()} s`));
        await drawer.getByRole('button', { name: '暂停' }).click();
        const paused = await now();
        await drawer.getByRole('button', { name: '前进10秒' }).click();
        await eventually(async () => assert.equal(await now(), paused + 10), { timeoutMs: 3000 });
        await drawer.getByRole('button', { name: '后退10秒' }).click();
        await eventually(async () => assert.equal(await now(), paused), { timeoutMs: 3000 });
        const error = await page.evaluate(
          () => document.querySelector('[data-testid="recording-player"] audio')?.error?.code ?? null,
        );
        assert.equal(error, null);
        await page.keyboard.press('Escape');
      }),
    );

    it(
      'the admin allots customers in one browser and the agent’s list holds them in another',
      { timeout: STEP_TIMEOUT_MS },
      step('allot', async () => {
        s.agent = await actor('agent');
        await login(s.agent.page, s.agent.network, USERS.agent);
        s.agentName = (await s.agent.page.getByTestId('user-menu').innerText()).trim();
        assert.ok(s.agentName, 'the agent’s name is shown');

        const { page, network } = s.admin;
        await open(page, network, '/client/allot');
        await bodyRows(page).nth(1).waitFor();
        for (const i of [0, 1]) {
          const row = bodyRows(page).nth(i);
          s.allotted.push(await phoneOfRow(row));
          await row.locator('.ant-checkbox-input').check();
        }
        await page.getByRole('button', { name: '分配', exact: true }).click();
        const dialog = visibleModals(page).filter({ hasText: '分配给员工' });
        await dialog.waitFor();
        // opened at once, while the dialog still zooms in: the list is as wide as the select all the same
        const staff = dialog.getByRole('combobox');
        await staff.click();
        await staff.fill(s.agentName);
        const list = page.locator('.ant-select-dropdown:visible');
        await list.getByTitle(s.agentName, { exact: true }).waitFor();
        await page.locator('.ant-modal[class*="ant-zoom-"]').waitFor({ state: 'detached' });
        const [listBox, selectBox] = [
          await list.boundingBox(),
          await dialog.locator('.ant-select').boundingBox(),
        ];
        assert.ok(
          listBox.width >= selectBox.width - 1,
          `the list (${listBox.width} px) as wide as the select (${selectBox.width} px)`,
        );
        await list.getByTitle(s.agentName, { exact: true }).click();
        await dialog.getByRole('button', OK).click();
        await page.getByText('已分配 2 个客户').first().waitFor();

        const agent = s.agent;
        for (const phone of s.allotted) {
          await open(agent.page, agent.network, `/client/index?keyword=${phone}`);
          await eventually(async () => {
            assert.equal(await bodyRows(agent.page).count(), 1, `${phone} is the agent’s now`);
            assert.match(await bodyRows(agent.page).first().innerText(), new RegExp(phone));
          });
        }
      }),
    );

    it(
      'a notice sent from the agent board arrives live in the agent’s browser',
      { timeout: STEP_TIMEOUT_MS },
      step('notice', async () => {
        await noticeArrives(`生产包通知${stamp}`);
      }),
    );

    it(
      '[CHAN-08] 模拟来电 in the agent’s softphone: the server pushes the call to the agent and their 来电客户 popup opens',
      { timeout: STEP_TIMEOUT_MS },
      step('incoming', async () => {
        const { page } = s.agent;
        const [pushed] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/demo/incoming-call')),
          chooseStatus(page, '模拟来电'),
        ]);
        const { data } = await pushed.json();
        assert.equal(data.username, USERS.agent.username, 'the call is pushed to the signed-in agent');
        const popup = await dialog(page, '来电客户');
        await popup.getByText(data.phone, { exact: true }).first().waitFor();
        await popup.getByRole('button', { name: '关闭' }).click();
      }),
    );

    it(
      'the server stops mid-session: the console says it is unreachable, recovers by itself when it is back, and what was saved is there',
      { timeout: STEP_TIMEOUT_MS },
      step('restart', async () => {
        const { page, network } = s.agent;
        await s.server.stop();
        // the agent goes on working: the next call finds no server
        await page.locator('.ant-layout-sider').getByText('今日预约', { exact: true }).click();
        const banner = page.getByRole('alert').filter({ hasText: '无法连接服务器' });
        await banner.waitFor();
        s.server = await startDemoServer({
          dbFile: path.join(s.dbDir, 'console.sqlite'),
          origins: [s.console.url],
          port: s.server.port,
        });
        // nothing clicked: the console finds the server again by itself
        await banner.waitFor({ state: 'hidden', timeout: 20_000 });
        // the sockets found it again too: a notice still arrives live (the notice channel retries every 2 s)
        await noticeArrives(`重启后的通知${stamp}`);
        for (const phone of s.allotted) {
          await open(page, network, `/client/index?keyword=${phone}`);
          await eventually(async () =>
            assert.equal(await bodyRows(page).count(), 1, `${phone} is still hers`),
          );
        }
        await open(s.admin.page, s.admin.network, `/client/customer?keyword=${s.customer.phone}`);
        await eventually(async () =>
          assert.match(await bodyRows(s.admin.page).first().innerText(), new RegExp(s.customer.name)),
        );
      }),
    );

    it(
      '[AUTH-07] [AUTH-08] a session ended on the server gives exactly one 提示 dialog',
      { timeout: STEP_TIMEOUT_MS },
      step('session-ended', async () => {
        const { page, network, context } = s.agent;
        const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
        assert.ok(token, 'the agent is signed in');
        // the server ends it (as a sign-out of that session elsewhere does)
        const ended = await fetch(
          `http://127.0.0.1:${s.server.port}/api/logout?api_token=${encodeURIComponent(token)}`,
          {
            method: 'POST',
          },
        );
        assert.equal(ended.status, 200);
        await page.locator('.ant-layout-sider').getByText('我的客户', { exact: true }).click();
        const dialog = visibleModals(page).filter({ hasText: '登录失效，请重新登录！' });
        await dialog.first().waitFor();
        await network.idle();
        // the sockets are refused too by now: still the one dialog
        await page.waitForTimeout(3000);
        assert.equal(await visibleModals(page).count(), 1, 'exactly one dialog');
        assert.equal((await dialog.locator('.ant-modal-title').innerText()).trim(), '提示');
        await dialog.getByRole('button', OK).click();
        await waitForPath(page, '/login');
      }),
    );
  });
}
