import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { DEAL_NODE_ID } from '@mocks/db/crm-rows';
import { orderTable } from '@mocks/db/orders';
import { receiptTable } from '@mocks/db/order-receipts';
import { APPROVED, PENDING, type OrderRow } from '@mocks/db/order-rows';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';
import { ok, rows } from './support';

/** A waiting order of the seed, opened from the list by its number (the keyword search finds it). */
async function openOrder(order: OrderRow) {
  const view = renderApp(undefined, { user: 'admin', url: `/order/manager?keyword=${order.order_no}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  await view.user.click(within(rows()[0]!).getByRole('button', { name: order.order_no }));
  const drawer = await screen.findByRole('dialog', { name: `订单详情 ${order.order_no}` }, SLOW);
  return { ...view, drawer };
}

const confirm = async (user: ReturnType<typeof renderApp>['user']) =>
  user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: ok }));

it('[ROUTES-CALLCENTRE-19] approve records the deal and the customer becomes 成交; complete; each step lands in the timeline', async () => {
  const order = orderTable.list((o) => o.status === PENDING)[0]!;
  const deals = crmDb.deals().length;
  const { user, drawer } = await openOrder(order);
  expect(within(drawer).getByText('创建订单', { exact: false })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: /^修\s?改$/ })).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: '审核通过' }));
  await confirm(user);
  expect(await screen.findByText('审核成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).getByText('已审核')).toBeInTheDocument(), SLOW);
  expect(within(drawer).getByText('审核通过', { exact: false, selector: 'div' })).toBeInTheDocument();
  expect(crmDb.deals()).toHaveLength(deals + 1);
  expect(crmDb.deals().at(-1)).toMatchObject({ order_id: order.id, customer_id: order.customer_id });
  expect(crmDb.customer(order.customer_id)!.node_id).toBe(DEAL_NODE_ID);
  expect(within(drawer).queryByRole('button', { name: /^修\s?改$/ })).not.toBeInTheDocument();

  expect(within(drawer).getByRole('button', { name: /^作\s?废$/ })).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: '完成订单' }));
  await confirm(user);
  await waitFor(() => expect(within(drawer).getByText('已完成')).toBeInTheDocument(), SLOW);
  expect(orderTable.get(order.id)!.timeline.map((e) => e.action)).toEqual(['create', 'approve', 'complete']);
  expect(within(drawer).queryByRole('button', { name: /^作\s?废$/ })).not.toBeInTheDocument();
}, 240_000);

it('[ROUTES-CALLCENTRE-19] voiding needs a reason (the dialog stays until given) and the voided order shows it', async () => {
  // an order with money received is not voided (its receipts are voided first): one without
  const received = new Set(receiptTable.list((r) => r.status === 1).map((r) => r.order_id));
  const order = orderTable.list((o) => o.status === APPROVED && !received.has(o.id))[0]!;
  const { user, drawer } = await openOrder(order);

  await user.click(within(drawer).getByRole('button', { name: /^作\s?废$/ }));
  const dialog = await screen.findByRole('dialog', { name: '作废订单' }, SLOW);
  await fill(within(dialog).getByLabelText('作废原因'), '   ');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await within(dialog).findByText('请输入作废原因')).toBeInTheDocument();
  expect(orderTable.get(order.id)!.status).toBe(APPROVED);
  await fill(within(dialog).getByLabelText('作废原因'), '客户取消采购');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  expect(await screen.findByText('作废成功', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(within(drawer).getByText('已作废')).toBeInTheDocument(), SLOW);
  expect(within(drawer).getAllByText('客户取消采购').length).toBeGreaterThan(0);
  expect(orderTable.get(order.id)).toMatchObject({ status: 4, void_reason: '客户取消采购' });
}, 240_000);

it('[ROUTES-CALLCENTRE-19] an order approved meanwhile elsewhere: approving again is refused with the reason', async () => {
  const order = orderTable.list((o) => o.status === PENDING)[0]!;
  const { user, drawer } = await openOrder(order);
  // another admin approves it while this drawer still shows 待审核
  orderTable.update(order.id, { status: APPROVED });
  await user.click(within(drawer).getByRole('button', { name: '审核通过' }));
  await confirm(user);
  expect(await screen.findByText('只有待审核的订单可以审核', {}, SLOW)).toBeInTheDocument();
}, 240_000);
