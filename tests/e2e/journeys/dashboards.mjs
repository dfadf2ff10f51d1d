/**
 * Statistics and dashboards (issue 15): /callcenter/statistics over a range changed on screen and exported to
 * .xlsx (read back with exceljs); /dashboard/allstatistics drawn, shown on the wallboard (full screen, larger
 * type) and back, without the floating call button or 今日群呼.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { TEST_TIMEOUT_MS, USERS, eventually, login, open, withPage, SLOWDOWN } from '../browser.mjs';
import { chartShape } from '../chart-shape.mjs';

const JOURNEY_TIMEOUT_MS = 3 * TEST_TIMEOUT_MS;

/** The statistics table's summary row: the server's total, in the table's footer. */
const totalRow = (page) => page.getByRole('row', { name: /^合计/ });
const totalCells = async (page) => (await totalRow(page).locator('td').allInnerTexts()).map((s) => s.trim());

/** How many agent rows the statistics table lists, page after page (20 a page). */
async function agentsListed(page) {
  const pages = Math.max(1, await page.locator('.ant-pagination-item').count());
  let rows = 0;
  for (let n = 1; n <= pages; n += 1) {
    if (pages > 1) {
      await page.locator(`.ant-pagination-item-${n}`).click();
      await page.locator(`.ant-pagination-item-active.ant-pagination-item-${n}`).waitFor();
    }
    rows += await page.locator('.ant-table-tbody .ant-table-row').count();
  }
  return rows;
}

const callsFigure = (page) =>
  page.locator('.ant-statistic', { hasText: '呼叫数' }).locator('.ant-statistic-content');

export function register() {
  describe('statistics and dashboards', () => {
    it(
      '[ROUTES-CALLCENTRE-11] [ROUTES-CALLCENTRE-02] statistics over a changed range exported to .xlsx; the overview on the wallboard without the call buttons',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/callcenter/statistics');
        await totalRow(page).waitFor();
        await eventually(async () => assert.notEqual((await totalCells(page))[1], '0'));
        const week = await totalCells(page);

        await page.getByText('近30天', { exact: true }).click();
        await eventually(async () => assert.notEqual((await totalCells(page))[1], week[1]));
        const month = await totalCells(page);
        assert.ok(Number(month[1]) > Number(week[1]), 'thirty days hold more calls than seven');
        const [calls, answered, rate] = month.slice(1, 4).map(Number.parseFloat);
        assert.equal(rate.toFixed(1), ((answered / calls) * 100).toFixed(1));

        const [download] = await Promise.all([
          page.waitForEvent('download', { timeout: 30_000 * SLOWDOWN }),
          page.getByRole('button', { name: /导\s*出/ }).click(),
        ]);
        assert.match(download.suggestedFilename(), /^呼叫统计-按坐席-.+\.xlsx$/);
        const book = new ExcelJS.Workbook();
        await book.xlsx.readFile(await download.path());
        const sheet = book.worksheets[0];
        assert.equal(sheet.getRow(1).getCell(1).text, '坐席');
        const last = sheet.getRow(sheet.rowCount);
        assert.equal(last.getCell(1).text, '合计');
        assert.equal(last.getCell(3).text, month[1]);
        // a header, every agent the table lists (on all its pages) and the total; the agents add up to it
        const agents = sheet.getRows(2, sheet.rowCount - 2) ?? [];
        assert.equal(agents.length, await agentsListed(page));
        assert.equal(String(agents.reduce((t, r) => t + Number(r.getCell(3).text), 0)), month[1]);

        await open(page, network, '/dashboard/allstatistics');
        await page
          .locator('[aria-label^="每日呼叫趋势图：30 天"] svg path')
          .first()
          .waitFor({ state: 'attached' });
        assert.equal(await page.getByRole('button', { name: '拨号' }).count(), 0);
        assert.equal(await page.getByRole('button', { name: '今日群呼' }).count(), 0);
        const normalSize = await callsFigure(page).evaluate((el) =>
          parseFloat(getComputedStyle(el).fontSize),
        );

        await page.getByRole('button', { name: /大屏模式/ }).click();
        const board = page.getByTestId('dashboard');
        await eventually(async () => assert.equal(await board.getAttribute('data-wallboard'), 'on'));
        const filled = await board.evaluate(
          (el) => document.fullscreenElement === el || getComputedStyle(el).position === 'fixed',
        );
        assert.ok(filled, 'the dashboard fills the screen or the window');
        await eventually(async () => {
          const size = await callsFigure(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          assert.ok(size > normalSize, `larger type on the wallboard (${size} > ${normalSize})`);
        });
        await page.getByRole('button', { name: /退出大屏/ }).click();
        await eventually(async () => assert.equal(await board.getAttribute('data-wallboard'), 'off'));
        assert.equal(await page.evaluate(() => document.fullscreenElement), null);
      }),
    );
    it(
      "[ROUTES-CALLCENTRE-04] the AI dashboard's funnel fills its card, every step named with its calls",
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/dashboard/aistatistics');
        const funnel = page.locator('[aria-label^="转化漏斗图"]');
        await funnel.waitFor();
        await eventually(async () => {
          const shape = await chartShape(funnel);
          const at = JSON.stringify(shape);
          assert.ok(shape.height >= 200, `the funnel's box is at least 200 px high, ${at}`);
          // echarts's own margins (60 px above and below) left it at most 60 % of a 300 px box
          assert.ok(shape.shapesHeight >= 0.8 * shape.height, `the funnel fills its box's height, ${at}`);
          for (const step of ['外呼数', '接通数', '有效通话', '意向客户', '成交转化'])
            assert.ok(
              shape.texts.some((text) => text.startsWith(`${step} `)),
              `the step ${step} is named, ${at}`,
            );
        });
      }),
    );
  });
}
