import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { orderableSku } from '@mocks/db/mall-orderable';
import { orderTable } from '@mocks/db/orders';
import { SEED_ORDER_COUNT } from '@mocks/db/orders-seed';
import { renderApp } from '@tests/support/render-app';
import { optionOf } from '@tests/support/select-option';
import { SLOW } from '@tests/support/slow';
import { ok, pickSku, rows, typeNumber } from './support';

const skuTitle = (id: number) => {
  const s = orderableSku(id)!;
  return `${s.product_name}（${s.sku_label}）· 库存${s.stock}`;
};

it('[ROUTES-CALLCENTRE-19] /order/manager lists the orders newest first with total, status and owner', async () => {
  renderApp(undefined, { user: 'admin', url: '/order/manager' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  expect(screen.getByText(`总共 ${SEED_ORDER_COUNT} 条`, { exact: false })).toBeInTheDocument();
  const newest = orderTable.list(
    undefined,
    (a, b) => b.ordered_at.localeCompare(a.ordered_at) || b.id - a.id,
  )[0]!;
  expect(within(rows()[0]!).getByText(newest.order_no)).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-19] a new order: customer found by search, two SKUs, totals live; no lines and over-stock are refused and the form kept', async () => {
  const customer = crmDb.customers().find((c) => c.owner_id != null && c.discarded_at == null)!;
  const { user } = renderApp(undefined, { user: 'admin', url: '/order/manager' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);

  await user.click(screen.getByRole('button', { name: /新建订单/ }));
  const drawer = await screen.findByRole('dialog', { name: '新建订单' }, SLOW);
  const totals = () => within(drawer).getByRole('status');
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await within(drawer).findByText('请选择客户')).toBeInTheDocument();
  expect(await within(drawer).findByText('第1行：请选择商品', {}, SLOW)).toBeInTheDocument();

  const customerBox = within(drawer).getAllByRole('combobox')[0]!;
  await user.click(customerBox);
  fireEvent.change(customerBox, { target: { value: customer.phone } });
  await user.click(await optionOf(customerBox, `${customer.name}（${customer.phone}）`));

  // no lines at all
  await user.click(within(drawer).getByText('删除'));
  await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: ok }));
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await within(drawer).findByText('请至少添加一个商品')).toBeInTheDocument();

  // line 1: 2 × 3600.00 − 100.00; line 2: on-site deployment at 5000.00, more than its stock of 20 at first
  await user.click(within(drawer).getByRole('button', { name: /添加商品/ }));
  await pickSku(user, drawer, 0, skuTitle(11));
  await waitFor(() => expect(within(drawer).queryByText('请选择商品')).not.toBeInTheDocument());
  await typeNumber(user, within(drawer).getAllByLabelText('数量')[0]!, '2');
  await typeNumber(user, within(drawer).getAllByLabelText('优惠（元）')[0]!, '100');
  await waitFor(() => expect(totals()).toHaveTextContent('订单总额 ¥7,100.00'));
  await user.click(within(drawer).getByRole('button', { name: /添加商品/ }));
  await pickSku(user, drawer, 1, skuTitle(18));
  await typeNumber(user, within(drawer).getAllByLabelText('数量')[1]!, '25');
  await typeNumber(user, within(drawer).getByLabelText('运费（元）'), '15.5');
  await waitFor(() =>
    expect(totals()).toHaveTextContent(
      '商品金额 ¥132,200.00 − 优惠 ¥100.00 + 运费 ¥15.50 = 订单总额 ¥132,115.50',
    ),
  );
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await within(drawer).findByText('第2行：库存不足，最多可订20件', {}, SLOW)).toBeInTheDocument();
  expect(orderTable.all()).toHaveLength(SEED_ORDER_COUNT);

  await typeNumber(user, within(drawer).getAllByLabelText('数量')[1]!, '3');
  await waitFor(() => expect(totals()).toHaveTextContent('订单总额 ¥22,115.50'));
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();

  const saved = orderTable.all().at(-1)!;
  expect(saved).toMatchObject({
    customer_id: customer.id,
    shipping_fen: 1550,
    status: 1,
    lines: [
      expect.objectContaining({ sku_id: 11, quantity: 2, unit_price_fen: 360_000, discount_fen: 10_000 }),
      expect.objectContaining({ sku_id: 18, quantity: 3, unit_price_fen: 500_000, discount_fen: 0 }),
    ],
  });
  // the new order opens in its detail drawer, its total as the server computed it
  const detail = await screen.findByRole('dialog', { name: `订单详情 ${saved.order_no}` }, SLOW);
  expect(await within(detail).findByText('¥22,115.50')).toBeInTheDocument();
  expect(within(detail).getByText('待审核')).toBeInTheDocument();
}, 240_000);
