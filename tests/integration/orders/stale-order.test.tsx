import { screen, waitFor, within } from '@testing-library/react';
import { orderTable } from '@mocks/db/orders';
import { PENDING } from '@mocks/db/order-rows';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { ok, rows, typeNumber } from './support';

const STALE = '数据已被他人修改，请刷新后重试';
const editor = () => screen.findByRole('dialog', { name: '修改订单' }, SLOW);

it('[REQ-14] [REQ-17] an order someone else saved meanwhile: the save is refused with the message, the drawer keeps what was typed, and 刷新 shows their change', async () => {
  const order = orderTable.list((o) => o.status === PENDING && o.lines.length === 1)[0]!;
  const { user } = renderApp(undefined, { user: 'admin', url: `/order/manager?keyword=${order.order_no}` });
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  await user.click(within(rows()[0]!).getByRole('button', { name: order.order_no }));
  const detail = await screen.findByRole('dialog', { name: `订单详情 ${order.order_no}` }, SLOW);
  await user.click(within(detail).getByRole('button', { name: /^修\s?改$/ }));
  let drawer = await editor();
  const typed = String(order.lines[0]!.quantity + 1);
  await typeNumber(user, within(drawer).getByLabelText('数量'), typed);

  // another person saves the order first
  orderTable.update(order.id, { remark: '他人写的备注' });
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await within(drawer).findByText(STALE, {}, SLOW)).toBeInTheDocument();
  expect(within(drawer).getByLabelText('数量')).toHaveValue(typed);
  expect(within(drawer).getByLabelText('备注')).toHaveValue(order.remark);
  expect(orderTable.get(order.id)).toMatchObject({ remark: '他人写的备注', lines: order.lines });

  await user.click(within(drawer).getByRole('button', { name: /^刷\s?新$/ }));
  await waitFor(async () => {
    drawer = await editor();
    expect(within(drawer).getByLabelText('备注')).toHaveValue('他人写的备注');
  }, SLOW);
  expect(within(drawer).getByLabelText('数量')).toHaveValue(String(order.lines[0]!.quantity));
  expect(within(drawer).queryByText(STALE)).not.toBeInTheDocument();
}, 240_000);
