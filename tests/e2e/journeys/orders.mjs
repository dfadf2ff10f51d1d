/**
 * The sales journey from order to cash: an order with two mall SKUs, approved (its deal appears on /client/deal),
 * split into three instalments, then a partial and a full receipt, with every status on the way.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clippedControls, cutPlaceholders } from '../layout.mjs';
import {
  bodyRows,
  chooseOption,
  eventually,
  login,
  open,
  phoneOfRow,
  TEST_TIMEOUT_MS,
  USERS,
  withPage,
  messageAfter,
  settled,
} from '../browser.mjs';

const JOURNEY_TIMEOUT_MS = 4 * TEST_TIMEOUT_MS;
const OK = { name: /确\s*定/ };

export function register() {
  describe('orders', () => {
    it(
      '[ROUTES-CALLCENTRE-19] [ROUTES-CALLCENTRE-20] [ROUTES-CALLCENTRE-21] an order with two SKUs is approved, split into three instalments and collected in part, then one instalment in full',
      { timeout: JOURNEY_TIMEOUT_MS },
      withPage(async ({ page, network }) => {
        await login(page, network, USERS.admin);
        await open(page, network, '/client/index');
        await bodyRows(page).first().waitFor();
        const phone = await phoneOfRow(bodyRows(page).nth(2));
        assert.match(phone, /^1\d{10}$/);

        // the order: 2 × 云呼叫中心坐席 标准版/年付 (3600.00) + 3 × 语音线路 固话线路 (85.00) = 7455.00
        await open(page, network, '/order/manager');
        await bodyRows(page).first().waitFor();
        await page.getByRole('button', { name: /新建订单/ }).click();
        const form = page.getByRole('dialog', { name: '新建订单' });
        await form.waitFor();
        await chooseOption(page, form.getByRole('combobox').first(), phone, phone);
        await chooseOption(
          page,
          form.getByRole('combobox', { name: '商品' }).nth(0),
          '云呼叫中心坐席',
          '云呼叫中心坐席（标准版 / 年付）',
        );
        await form.getByLabel('数量').nth(0).fill('2');
        await form.getByRole('button', { name: /添加商品/ }).click();
        await chooseOption(
          page,
          form.getByRole('combobox', { name: '商品' }).nth(1),
          '语音线路',
          '语音线路（固话线路）',
        );
        await form.getByLabel('数量').nth(1).fill('3');
        await eventually(async () =>
          assert.match(await form.getByRole('status').innerText(), /订单总额 ¥7,455\.00/),
        );
        await messageAfter(page, '添加成功', () => form.getByRole('button', OK).click());

        const detail = page.getByRole('dialog', { name: /^订单详情 DD\d+/ });
        await detail.waitFor();
        const orderNo = /DD\d+/.exec(
          (await detail.getAttribute('aria-label')) ?? (await detail.innerText()),
        )?.[0];
        assert.ok(orderNo, 'the new order has its number');
        await detail.getByText('待审核').first().waitFor();
        await detail.getByRole('button', { name: /审核通过/ }).click();
        await messageAfter(page, '审核成功', () =>
          page.locator('.ant-popconfirm:visible').getByRole('button', OK).click(),
        );
        await detail.getByText('已审核').first().waitFor();
        await page.keyboard.press('Escape');

        // three instalments of 2485.00
        await open(page, network, `/order/plan?keyword=${orderNo}`);
        const planRow = () => bodyRows(page).filter({ hasText: orderNo });
        await planRow().getByText('未制定').waitFor();
        await planRow().getByRole('button', { name: '制定计划' }).click();
        const planForm = page.getByRole('dialog', { name: '制定回款计划' });
        await planForm.waitFor();
        await network.idle();
        await planForm.getByRole('button', { name: '平均拆分' }).click();
        await eventually(async () => assert.equal(await planForm.getByLabel('金额（元）').count(), 3));
        await planForm.getByText('分期金额合计与订单金额一致').waitFor();
        // at 1280 × 800 the instalment table fits the drawer: its 删除 column was past the edge, 备注 read 请…
        await page.setViewportSize({ width: 1280, height: 800 });
        await eventually(async () => assert.deepEqual(await clippedControls(planForm), []));
        assert.deepEqual(await cutPlaceholders(planForm), []);
        await page.setViewportSize({ width: 1440, height: 900 });
        await messageAfter(page, '保存成功', () => planForm.getByRole('button', OK).click());
        await eventually(async () => {
          const text = await planRow().innerText();
          assert.match(text, /0\/3/);
          // 已回款, then 未回款 (订单金额 is hidden by default at this width, in column settings)
          assert.match(text, /¥0\.00[\s\S]*¥7,455\.00/);
        });

        // a partial receipt, then the rest of the first instalment
        const receive = async (amount) => {
          await planRow().getByRole('button', { name: '登记回款' }).click();
          const dialog = page.getByRole('dialog', { name: '登记回款' });
          await dialog.waitFor();
          await network.idle();
          await chooseOption(page, dialog.getByRole('combobox', { name: '回款期次' }), '', /^第1期/);
          const field = dialog.getByLabel('回款金额（元）');
          if (amount) await field.fill(amount);
          await settled(dialog);
          await messageAfter(page, '登记成功', () => dialog.getByRole('button', OK).click());
          await dialog.waitFor({ state: 'hidden' });
          await network.idle();
        };
        await receive('1000');
        await planRow().getByRole('button', { name: orderNo, exact: true }).click();
        const planDrawer = page.getByRole('dialog', { name: `回款计划 ${orderNo}` });
        await planDrawer.getByText('部分回款').first().waitFor();
        await page.keyboard.press('Escape');
        await planDrawer.waitFor({ state: 'hidden' });

        await receive(''); // the amount proposed is what is still due on it: 1485.00
        await eventually(async () => {
          const text = await planRow().innerText();
          assert.match(text, /1\/3/);
          assert.match(text, /¥2,485\.00[\s\S]*¥4,970\.00/);
        });
        await planRow().getByRole('button', { name: orderNo, exact: true }).click();
        await eventually(async () => {
          const text = await planDrawer.innerText();
          assert.match(text, /已回款/);
          assert.equal((text.match(/未回款/g) ?? []).length, 2, 'instalments 2 and 3 are still to collect');
        });
        await page.keyboard.press('Escape');

        // the receipts list and the order show the money, the deal is on /client/deal
        await open(page, network, `/order/receipt?keyword=${orderNo}`);
        await eventually(async () => assert.equal(await bodyRows(page).count(), 2));
        await open(page, network, `/order/manager?keyword=${orderNo}`);
        await eventually(async () => {
          const text = await bodyRows(page).first().innerText();
          assert.match(text, /已审核/);
          assert.match(text, /¥2,485\.00/);
        });
        await open(page, network, `/client/deal?keyword=${phone}`);
        // the deal the approval made: the order's total for this customer (its 备注 naming the order is
        // hidden by default, in column settings)
        await eventually(async () =>
          assert.match(await page.locator('.ant-table-tbody').innerText(), /¥7,455\.00/),
        );
      }),
    );
  });
}
