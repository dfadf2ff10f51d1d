/**
 * Untrusted text stays text (issue 18, item 6), under the console's Content-Security-Policy (the suite's server
 * sends it): markup, script and formula payloads go into the fields users and the server fill, and every place
 * they are shown draws them as text; nothing runs, no CSP violation, no page error; the Excel exports hold them
 * as text cells, formula-like ones marked as text.
 *
 * How each payload gets in: the notice and the live-call lines from the demo socket server (as the platform
 * would push them); a contract PDF with a markup file name through the template form's upload; the quality
 * transcript typed into the rule editor's try-run. Customers, their follow-up, an order, a contract, a staff
 * member and a knowledge-base answer go through the demo backend's API from inside the page, signed in as the
 * admin (each has a form that other journeys drive; here the point is where the text is shown).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  bodyRows,
  callApi,
  demoBackendUp,
  eventually,
  login,
  open,
  TEST_TIMEOUT_MS,
  USERS,
  withPage,
  SLOWDOWN,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 8 * TEST_TIMEOUT_MS;
const SLOW = { timeout: 30_000 * SLOWDOWN };

/** Payloads; every one sets window.__xss if it ever runs. Fields of 20 characters get SHORT. */
const MARKUP = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const BREAKOUT = '"><svg onload=window.__xss=1>';
const SHORT = '<svg onload=__xss=1>';
const JS_URL = 'javascript:window.__xss=1';
const HYPERLINK = '=HYPERLINK("http://evil.example","点我")';
const SUM = '=1+1';
const FILE_NAME = '<img src=x onerror=__xss=1>.pdf';

/** Uploads `bytes` as a contract file named `name` (multipart, as the upload control sends it). */
const uploadContractFile = async (page, name, bytes) => {
  await demoBackendUp(page);
  return page.evaluate(
    async ({ name, base64 }) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new File([data], name, { type: 'application/pdf' }));
      form.append('scene', 'contract');
      const answer = await (
        await fetch(`/api/contracts/file/upload?api_token=${token}`, { method: 'POST', body: form })
      ).json();
      if (answer.code !== 0) throw new Error(`upload: ${answer.msg}`);
      return answer.data;
    },
    { name, base64: Buffer.from(bytes).toString('base64') },
  );
};

async function onePagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595.28, 841.89]).drawText('untrusted text', { x: 60, y: 780, size: 16, font });
  return pdf.save();
}

/** Nothing ran, no payload became an element, and the page threw nothing. */
async function assertInert(page, errors, where) {
  assert.equal(await page.evaluate(() => window.__xss), undefined, `${where}: no payload ran`);
  assert.equal(
    await page.locator('img[src="x"], svg[onload], body script:not([src])').count(),
    0,
    `${where}: no payload became markup`,
  );
  assert.deepEqual(errors, [], `${where}: no page error`);
}

/** The text of every cell of an exported workbook's first sheet, and whether any cell is a formula. */
async function exportedSheet(download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile(await download.path()));
  const sheet = workbook.worksheets[0];
  const header = sheet.getRow(1).values;
  const rows = [];
  let formulas = 0;
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const record = {};
    row.eachCell((cell, col) => {
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulas += 1;
      record[header[col]] = { value: cell.value, type: cell.type };
    });
    rows.push(record);
  });
  return { rows, formulas };
}

async function download(page, click) {
  const [file] = await Promise.all([page.waitForEvent('download', SLOW), click()]);
  return file;
}

const asText = (value) => ({ value, type: ExcelJS.ValueType.String });

export function register() {
  describe('untrusted text', () => {
    it(
      'markup, script and formula payloads in customers, orders, contracts, staff, notices, live calls, the knowledge base, transcripts and file names are shown as text, run nowhere (under the CSP) and export as text',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network, cspViolations }) => {
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const stamp = String(Date.now()).slice(-8);
        const phone = `139${stamp}`;

        // the policy is in force: the document's header, and an inline script refused (and reported)
        const response = await page.goto('/login');
        const policy = response.headers()['content-security-policy'] ?? '';
        for (const directive of [
          "script-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          "base-uri 'self'",
        ])
          assert.ok(policy.includes(directive), `the policy has ${directive}: ${policy}`);
        assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
        await page.evaluate(() => {
          const s = document.createElement('script');
          s.textContent = 'window.__xss = "inline"';
          document.body.append(s);
        });
        await eventually(() => assert.equal(cspViolations.length, 1, 'the refused script is reported'));
        assert.equal(cspViolations.splice(0)[0].directive, 'script-src-elem');
        assert.equal(await page.evaluate(() => window.__xss), undefined, 'an inline script does not run');

        await login(page, network, USERS.admin);

        // --- the data, through the demo backend's API ---
        const customer = await callApi(page, 'crm/customer/add', {
          name: SHORT,
          contact_name: SUM,
          phone,
          company: HYPERLINK,
          address: BREAKOUT,
          focus: SCRIPT,
          remark: `${MARKUP}${JS_URL}`,
        });
        await callApi(page, 'crm/followUp/add', { customer_id: customer.id, type: 1, content: MARKUP });
        const anOrder = (await callApi(page, 'orders/list', { page: 1, limit: 1 })).data[0];
        const { lines } = await callApi(page, 'orders/detail', { id: anOrder.id });
        await callApi(page, 'orders/add', {
          customer_id: customer.id,
          lines: [{ sku_id: lines[0].sku_id, quantity: 1, unit_price_fen: 100 }],
          remark: `-2+3${MARKUP}`,
        });
        const someone = (await callApi(page, 'staff/list', { page: 1, limit: 1 })).data[0];
        const staffPhone = `137${stamp}`;
        await callApi(page, 'staff/add', {
          username: `xss${stamp}`,
          password: 'demo123',
          linkman: SHORT,
          phone: staffPhone,
          department_id: someone.department_id,
          role_id: someone.role_id,
        });
        const file = await uploadContractFile(page, FILE_NAME, await onePagePdf());
        const contractName = `${BREAKOUT}${stamp}`;
        await callApi(page, 'contracts/send', {
          draft: 1,
          contract_name: contractName,
          customer_name: SHORT,
          customer_phone: phone,
          customer_id: customer.id,
          contract_end_time: '2099-12-31 23:59:59',
          contract_file: file.url,
          files: [file.url],
          remark: SCRIPT,
        });
        const question = `${SHORT}${stamp}`;
        await callApi(page, 'robot/library/add', {
          sc_id: 1,
          name: question,
          type: 0,
          keyWorldList: [MARKUP],
          similar: [SCRIPT],
          content: `${HYPERLINK}${MARKUP}`,
        });

        // --- customers: the list, the follow-up drawer, the export ---
        await open(page, network, `/client/customer?keyword=${phone}`);
        const row = bodyRows(page).filter({ hasText: phone });
        await row.waitFor(SLOW);
        // 联系人 (SUM) is hidden by default: it is checked in the edit form and the export below
        await row.getByText(SHORT, { exact: true }).first().waitFor();
        await row.getByText('跟进', { exact: true }).click();
        const follow = page.getByRole('dialog').filter({ hasText: '跟进记录' });
        await follow.getByText(MARKUP, { exact: true }).waitFor(SLOW);
        await follow.getByText(SCRIPT, { exact: true }).first().waitFor();
        await page.keyboard.press('Escape');
        await follow.waitFor({ state: 'hidden' });
        // company, address and remark are shown in the edit form only
        await row.getByText('编辑', { exact: true }).click();
        const form = page.getByRole('dialog').filter({ hasText: '编辑客户' });
        await form.waitFor();
        await eventually(async () => {
          assert.equal(await form.getByLabel('联系人').inputValue(), SUM);
          assert.equal(await form.getByLabel('公司名称').inputValue(), HYPERLINK);
          assert.equal(await form.getByLabel('地址').inputValue(), BREAKOUT);
          assert.equal(await form.getByLabel('备注').inputValue(), `${MARKUP}${JS_URL}`);
        });
        await page.keyboard.press('Escape');
        await form.waitFor({ state: 'hidden' });
        await assertInert(page, errors, 'customers');
        const customers = await exportedSheet(
          await download(page, () => page.getByRole('button', { name: /导\s*出/ }).click()),
        );
        const exported = customers.rows.find((r) => r['联系电话']?.value === phone);
        assert.ok(exported, 'the customer is in the export');
        assert.deepEqual(exported['客户名称'], asText(SHORT));
        assert.deepEqual(exported['联系人'], asText(`'${SUM}`));
        assert.deepEqual(exported['公司名称'], asText(`'${HYPERLINK}`));
        assert.deepEqual(exported['备注'], asText(`${MARKUP}${JS_URL}`));
        assert.equal(customers.formulas, 0, 'no cell of the customers export is a formula');

        // --- orders: the list, the detail drawer, the export ---
        await open(page, network, `/order/manager?keyword=${phone}`);
        const orderRow = bodyRows(page).filter({ hasText: SHORT });
        await orderRow.first().waitFor(SLOW);
        await orderRow.first().getByRole('button').first().click();
        await page.getByRole('dialog').getByText(`-2+3${MARKUP}`).first().waitFor(SLOW);
        await page.keyboard.press('Escape');
        await assertInert(page, errors, 'orders');
        const orders = await exportedSheet(
          await download(page, () => page.getByRole('button', { name: /导\s*出/ }).click()),
        );
        const order = orders.rows.find((r) => r['联系电话']?.value === phone);
        assert.ok(order, 'the order is in the export');
        assert.deepEqual(order['客户'], asText(SHORT));
        assert.deepEqual(order['备注'], asText(`'-2+3${MARKUP}`));
        assert.equal(orders.formulas, 0, 'no cell of the orders export is a formula');

        // --- contracts: the list and the preview with its file and attachment names ---
        await open(page, network, `/contract/contractList?keyword=${stamp}`);
        const contractRow = bodyRows(page).filter({ hasText: stamp });
        await contractRow.getByText(contractName, { exact: true }).waitFor(SLOW);
        assert.ok((await contractRow.innerText()).includes(SHORT), 'the customer’s name as text');
        await contractRow.getByRole('button', { name: '预览' }).click();
        const preview = page.getByRole('dialog').filter({ hasText: contractName });
        await preview.getByText(FILE_NAME, { exact: true }).first().waitFor(SLOW);
        await page.keyboard.press('Escape');
        await assertInert(page, errors, 'contracts');

        // --- the file name through the template form's upload ---
        await open(page, network, '/contract/contractTPL/create');
        await page.locator('input[type=file]').setInputFiles({
          name: FILE_NAME,
          mimeType: 'application/pdf',
          buffer: Buffer.from(await onePagePdf()),
        });
        await page.getByText(`${FILE_NAME}，共1页`).waitFor(SLOW);
        await assertInert(page, errors, 'template upload');

        // --- staff ---
        await open(page, network, `/expense/staff?keyword=${staffPhone}`);
        await bodyRows(page).filter({ hasText: staffPhone }).getByText(SHORT, { exact: true }).waitFor(SLOW);
        await assertInert(page, errors, 'staff');

        // --- the robot's knowledge base: its list (newest first) ---
        await open(page, network, '/voice/dialogue/repository?id=1');
        const entry = bodyRows(page).filter({ hasText: stamp });
        await entry.getByText(question, { exact: true }).waitFor(SLOW);
        assert.ok((await entry.innerText()).includes(`${HYPERLINK}${MARKUP}`), 'the answer as typed');
        await assertInert(page, errors, 'knowledge base');

        // --- a quality transcript, typed into a rule's try-run ---
        await open(page, network, '/monitor/setting/monitor_rule');
        await bodyRows(page)
          .first()
          .getByRole('button', { name: /编\s*辑/ })
          .click();
        const ruleDrawer = page
          .getByRole('dialog')
          .filter({ has: page.getByRole('region', { name: '试运行' }) });
        const tryRun = ruleDrawer.getByRole('region', { name: '试运行' });
        await tryRun
          .getByRole('textbox', { name: '对话文本' })
          .fill(`坐席：${MARKUP}\n客户：${SCRIPT}${BREAKOUT}`);
        await tryRun.getByRole('button', { name: /运\s*行/ }).click();
        const said = tryRun.locator('.ant-list');
        await eventually(async () => {
          const text = await said.innerText();
          assert.ok(text.includes(MARKUP) && text.includes(`${SCRIPT}${BREAKOUT}`), text);
        });
        await page.keyboard.press('Escape');
        await assertInert(page, errors, 'quality try-run');

        // --- a notice from the notice socket, as a notification ---
        await page.evaluate(
          ([title, content]) => window.__demoControl.sendNotice('admin', { scene: 1, title, content }),
          [SHORT, `${MARKUP}${SCRIPT}`],
        );
        const notice = page.locator('.ant-notification-notice').filter({ hasText: 'onerror' });
        await notice.waitFor(SLOW);
        await notice.getByText(SHORT, { exact: true }).waitFor();
        assert.ok((await notice.innerText()).includes(`${MARKUP}${SCRIPT}`));
        await assertInert(page, errors, 'notice');

        // --- live-call lines from the dial-plate socket, in the assistant window ---
        await page.evaluate(
          ([markup, short]) => {
            const send = (m) => window.__demoControl.sendRaw('dialPlate', m);
            const uuid = 'untrusted-call';
            send({ scene: 2, uuid, data: { status: 'talking', phone: '13800000009' } });
            send({
              scene: 3,
              uuid,
              data: {
                customer: { name: short, contact_name: short, contact_phone: '13800000009' },
                tags: [],
                speech_stages: [],
              },
            });
            send({ scene: 4, uuid, data: { asr_text: markup, is_aleg: 'A' } });
            send({
              scene: 6,
              uuid,
              data: { id: 5, name: short, content: [{ title: short, content: markup }] },
            });
          },
          [MARKUP, SHORT],
        );
        const assistant = page.getByRole('dialog', { name: '智能助手' });
        await assistant.getByText(SHORT, { exact: true }).first().waitFor(SLOW);
        await assistant.getByRole('button', { name: /通话记录/ }).click();
        await page
          .getByRole('dialog', { name: /通话记录/ })
          .getByText(MARKUP, { exact: true })
          .first()
          .waitFor();
        await assertInert(page, errors, 'assistant window');

        assert.deepEqual(cspViolations, [], 'no Content-Security-Policy violation anywhere');
      }),
    );
  });
}
