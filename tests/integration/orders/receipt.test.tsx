import { screen, waitFor, within } from '@testing-library/react';
import { collectionOf } from '@mocks/db/order-collection';
import { instalmentTable } from '@mocks/db/order-plans';
import { receiptTable } from '@mocks/db/order-receipts';
import { orderTable } from '@mocks/db/orders';
import { renderApp } from '@tests/support/render-app';
import { optionOf } from '@tests/support/select-option';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { approvedOrder } from '../mocks/order-plans-support';
import { ok, rows } from './support';

/** An approved order of 1000.00 yuan with a plan of 600.00 then 400.00, stored directly. */
function orderWithPlan() {
  const order = approvedOrder(100_000);
  const at = '2026-01-05 10:00:00';
  const base = { order_id: order.id, remark: '', created_at: at, updated_at: at };
  const first = instalmentTable.insert({ ...base, seq: 1, due_date: '2026-02-01', amount_fen: 60_000 });
  instalmentTable.insert({ ...base, seq: 2, due_date: '2026-03-01', amount_fen: 40_000 });
  return { order, first };
}
const stateOf = (orderId: number) => collectionOf(orderTable.get(orderId)!).instalments[0]!;

it('[ROUTES-CALLCENTRE-21] a receipt over what is still due is refused with the amount; within it, the instalment becomes 部分回款', async () => {
  const { order, first } = orderWithPlan();
  const { user } = renderApp(undefined, { user: 'admin', url: `/order/plan?keyword=${order.order_no}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  await user.click(within(rows()[0]!).getByRole('button', { name: `登记回款 ${order.order_no}` }));
  const dialog = await screen.findByRole('dialog', { name: '登记回款' }, SLOW);
  const instalment = within(dialog).getByRole('combobox', { name: '回款期次' });
  await user.click(instalment);
  await user.click(await optionOf(instalment, '第1期 · 2026-02-01 · 未收 ¥600.00'));
  const amount = within(dialog).getByLabelText('回款金额（元）') as HTMLInputElement;
  await waitFor(() => expect(amount.value).toBe('600.00'), SLOW);

  await fill(amount, '600.01');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('回款金额超过该期未收金额600.00元', {}, SLOW)).toBeInTheDocument();
  expect(receiptTable.list((r) => r.order_id === order.id)).toHaveLength(0);

  await fill(amount, '250.5');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('登记成功', {}, SLOW)).toBeInTheDocument();
  expect(receiptTable.list((r) => r.order_id === order.id)).toEqual([
    expect.objectContaining({ instalment_id: first.id, amount_fen: 25_050, method: '银行转账', status: 1 }),
  ]);
  expect(stateOf(order.id)).toMatchObject({ status: 1, received_fen: 25_050, remaining_fen: 34_950 });
}, 240_000);

it('[ROUTES-CALLCENTRE-21] voiding a receipt needs a reason and puts the amount back (已回款 → 未回款)', async () => {
  const { order, first } = orderWithPlan();
  receiptTable.insert((id) => ({
    id,
    receipt_no: `HK20260201${String(id).padStart(4, '0')}`,
    order_id: order.id,
    instalment_id: first.id,
    received_on: '2026-02-01',
    amount_fen: 60_000,
    method: '微信',
    payer: '测试付款人',
    voucher: '',
    remark: '',
    status: 1,
    void_reason: '',
    staff_id: 1,
    created_at: '2026-02-01 10:00:00',
  }));
  expect(stateOf(order.id).status).toBe(2);
  const { user } = renderApp(undefined, { user: 'admin', url: `/order/receipt?keyword=${order.order_no}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  expect(within(rows()[0]!).getByText('有效')).toBeInTheDocument();
  await user.click(within(rows()[0]!).getByRole('button', { name: /^作废 HK20260201\d{4}$/ }));
  const dialog = await screen.findByRole('dialog', { name: '作废回款' }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入作废原因')).toBeInTheDocument();
  await fill(within(dialog).getByLabelText('作废原因'), '重复登记');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('作废成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(rows()[0]!).getByText('已作废')).toBeInTheDocument(), SLOW);
  expect(stateOf(order.id)).toMatchObject({ status: 0, received_fen: 0 });
}, 240_000);
