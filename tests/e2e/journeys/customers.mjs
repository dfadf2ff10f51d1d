/**
 * The customers area (issue 6) in a real browser: find a customer by phone, edit it, add a follow-up that
 * lands in today's appointments, export the list to Excel and import a file with bad rows.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import {
  bodyRows,
  eventually,
  login,
  open,
  phoneOfRow,
  searchOf,
  searchTable,
  TEST_TIMEOUT_MS,
  USERS,
  visibleModals,
  withPage,
  SLOWDOWN,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 3 * TEST_TIMEOUT_MS;

/** The list's total from the pagination text 第 1-20 条/总共 N 条. */
async function total(page) {
  const text = await page.locator('.ant-pagination-total-text').innerText();
  return Number(/总共\s*(\d+)/.exec(text)?.[1]);
}

const search = (page, network, keyword) => searchTable(page, network, '客户名称、联系人或电话', keyword);

/** A spreadsheet like the import template, with two bad rows (no name; a malformed phone). */
async function importFile() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('客户');
  sheet.addRow(['客户名称', '联系人', '联系电话', '关注点']);
  sheet.addRow(['导入测试甲公司', '周一', '13600001111', '价格']);
  sheet.addRow(['', '周二', '13600002222', '']);
  sheet.addRow(['导入测试丙公司', '周三', '13600003333', '']);
  sheet.addRow(['导入测试丁公司', '周四', '12345', '']);
  const file = path.join(tmpdir(), `customers-import-${Date.now()}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

export function register() {
  describe('customers', () => {
    it(
      '[ROUTES-CALLCENTRE-12] [ROUTES-CALLCENTRE-15] find by phone, edit, follow up, see it in today’s appointments',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await open(page, network, '/client/index');
        await bodyRows(page).first().waitFor();
        const phone = await phoneOfRow(bodyRows(page).nth(3));
        assert.match(phone, /^1\d{10}$/);

        await search(page, network, phone);
        await eventually(async () => assert.equal(await bodyRows(page).count(), 1));
        assert.match(searchOf(page), new RegExp(`keyword=${phone}`), 'the search is in the URL');
        await page.reload();
        await network.idle();
        await eventually(async () =>
          assert.equal(await bodyRows(page).count(), 1, 'a reload keeps the search'),
        );

        // edit
        await bodyRows(page).first().getByText('编辑').click();
        const drawer = page.getByRole('dialog').filter({ hasText: '编辑客户' });
        await drawer.waitFor();
        await network.idle();
        const focus = `演示关注点${Date.now() % 1000}`;
        await drawer.getByLabel('关注点').fill(focus);
        await drawer.getByRole('button', { name: /确\s*[定认]/ }).click();
        await drawer.waitFor({ state: 'hidden' });
        await network.idle();

        // follow-up with an appointment later today, in the browser's time zone: one hour from now, or 23:59 when that would be tomorrow
        const later = await page.evaluate(() => {
          const now = new Date();
          const end = new Date(now).setHours(23, 59, 0, 0);
          const d = new Date(Math.min(now.getTime() + 60 * 60 * 1000, end));
          const p = (n) => String(n).padStart(2, '0');
          return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
        });
        await bodyRows(page).first().getByText('跟进', { exact: true }).click();
        const followDrawer = page.getByRole('dialog').filter({ hasText: '跟进记录' });
        await followDrawer.waitFor();
        await network.idle();
        assert.match(await followDrawer.innerText(), new RegExp(focus), 'the edit was saved');
        const content = `客户同意今天再聊${Date.now() % 1000}`;
        await followDrawer.getByLabel('跟进内容').fill(content);
        const picker = followDrawer.getByLabel('下次跟进时间');
        await picker.click();
        await picker.fill(later);
        await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
        await followDrawer.getByRole('button', { name: '添加跟进' }).click();
        await eventually(async () => {
          const timeline = await followDrawer.locator('.ant-timeline').innerText();
          assert.match(timeline, new RegExp(content));
          assert.match(timeline, new RegExp(`下次跟进：${later}`));
        });
        await page.keyboard.press('Escape');

        await open(page, network, `/client/today?keyword=${phone}`);
        await eventually(async () => {
          assert.equal(await bodyRows(page).count(), 1, 'the customer is in today’s appointments');
          assert.match(await bodyRows(page).first().innerText(), new RegExp(later));
        });
      }),
    );

    it(
      'exports the current query to an Excel file',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.agent);
        await open(page, network, '/client/today');
        await bodyRows(page).first().waitFor();
        const expected = await total(page);
        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 * SLOWDOWN }),
          page.getByRole('button', { name: /导\s*出/ }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^客户列表-.*\.xlsx$/);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await readFile(await download.path()));
        const sheet = workbook.worksheets[0];
        assert.equal(sheet.getRow(1).getCell(1).value, '客户名称');
        assert.equal(sheet.actualRowCount - 1, expected, 'every row of the query is exported');
      }),
    );

    it(
      'imports a file and reports its two bad rows',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/client/customer');
        await bodyRows(page).first().waitFor();
        await page.getByRole('button', { name: /导\s*入/ }).click();
        const dialog = visibleModals(page).filter({ hasText: '导入客户' });
        await dialog.waitFor();
        await dialog.locator('input[type=file]').setInputFiles(await importFile());
        await dialog.getByRole('button', { name: '开始导入' }).click();
        await eventually(async () => assert.match(await dialog.innerText(), /共 4 行：成功 2 行，失败 2 行/));
        const errors = dialog.locator('.ant-table-tbody tr.ant-table-row');
        assert.equal(await errors.count(), 2);
        assert.match(await errors.nth(0).innerText(), /3\s+请输入客户名称/);
        assert.match(await errors.nth(1).innerText(), /5\s+联系电话格式不正确/);
        await page.keyboard.press('Escape');

        await open(page, network, '/client/allot?keyword=导入测试');
        await eventually(async () =>
          assert.equal(await bodyRows(page).count(), 2, 'the good rows wait to be allotted'),
        );
      }),
    );
  });
}
