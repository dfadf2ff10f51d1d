import { screen, waitFor, within } from '@testing-library/react';
import { orderTable } from '@mocks/db/orders';
import { APPROVED, PENDING } from '@mocks/db/order-rows';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { ok, rows, typeNumber } from './support';

async function editOrder() {
  const order = orderTable.list((o) => o.status === PENDING && o.lines.length === 1)[0]!;
  const view = renderApp(undefined, { user: 'admin', url: `/order/manager?keyword=${order.order_no}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  await view.user.click(within(rows()[0]!).getByRole('button', { name: order.order_no }));
  const detail = await screen.findByRole('dialog', { name: `订单详情 ${order.order_no}` }, SLOW);
  await view.user.click(within(detail).getByRole('button', { name: /^修\s?改$/ }));
  const drawer = await screen.findByRole('dialog', { name: '修改订单' }, SLOW);
  return { ...view, order, drawer };
}

it('[ROUTES-CALLCENTRE-19] a waiting order is changed in the same form, its lines as saved; the change lands in the timeline', async () => {
  const { user, order, drawer } = await editOrder();
  const line = order.lines[0]!;
  const quantity = within(drawer).getByLabelText('数量');
  expect(quantity).toHaveValue(String(line.quantity));
  const next = line.quantity === 1 ? 2 : 1;
  await typeNumber(user, quantity, String(next));
  await typeNumber(user, within(drawer).getByLabelText('优惠（元）'), '0');
  const total = next * line.unit_price_fen + order.shipping_fen;
  await waitFor(() =>
    expect(within(drawer).getByRole('status')).toHaveTextContent(
      `订单总额 ¥${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    ),
  );
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await screen.findByText('更新成功', {}, SLOW)).toBeInTheDocument();
  expect(orderTable.get(order.id)!.lines[0]).toMatchObject({ quantity: next, discount_fen: 0 });
  expect(orderTable.get(order.id)!.timeline.at(-1)!.action).toBe('update');
}, 240_000);

it('[ROUTES-CALLCENTRE-19] a change refused by the server (approved meanwhile) keeps the form as typed', async () => {
  const { user, order, drawer } = await editOrder();
  orderTable.update(order.id, { status: APPROVED });
  await typeNumber(user, within(drawer).getByLabelText('数量'), '3');
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await screen.findByText('只有待审核的订单可以修改', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '修改订单' })).toBeInTheDocument();
  expect(within(drawer).getByLabelText('数量')).toHaveValue('3');
  expect(orderTable.get(order.id)!.lines).toEqual(order.lines);
}, 240_000);
