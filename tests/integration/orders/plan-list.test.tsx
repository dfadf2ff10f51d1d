import { screen, waitFor, within } from '@testing-library/react';
import { collections } from '@mocks/db/order-collection';
import { orderTable } from '@mocks/db/orders';
import { renderApp } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';
import { rows } from './support';

/** The orders the plan list shows, with their collection as the demo backend derives it. */
const planned = () => {
  const of = collections();
  return orderTable.list((o) => o.status === 2 || o.status === 3).map((o) => ({ o, c: of(o) }));
};

it('[ROUTES-CALLCENTRE-20] the ageing filter (from the URL) lists the orders over 90 days overdue, overdue days in red', async () => {
  const expected = planned().filter(({ c }) => c.ageing === '90+');
  expect(expected.length).toBeGreaterThan(0);
  const requests = recordRequests();
  renderApp(undefined, { user: 'admin', url: '/order/plan?ageing=90%2B' });
  await waitFor(
    () => expect(screen.getByText(`总共 ${expected.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  expect(Object.fromEntries(requests.forms('orders/plan/list')[0]!)).toMatchObject({ ageing: '90+' });
  const mostOverdue = [...expected].sort((a, b) => b.c.overdue_days - a.c.overdue_days)[0]!;
  const first = rows()[0]!;
  expect(within(first).getByText(mostOverdue.o.order_no)).toBeInTheDocument();
  const tag = within(first).getByText(`逾期${mostOverdue.c.overdue_days}天`);
  expect(tag).toHaveClass('ant-tag-error');
  // (账龄 itself is in the column settings: at 1280 px the overdue days say it)
  rows().forEach((row) => {
    const days = Number(/逾期(\d+)天/.exec(row.textContent ?? '')?.[1]);
    expect(days).toBeGreaterThan(90);
  });
}, 240_000);

it('[ROUTES-CALLCENTRE-20] the not-fully-collected filter keeps the orders with money due, received and remainder shown', async () => {
  const all = planned();
  const open = all.filter(({ c }) => c.due_fen > 0);
  expect(open.length).toBeLessThan(all.length);
  const requests = recordRequests();
  renderApp(undefined, { user: 'admin', url: '/order/plan?uncollected=1' });
  await waitFor(
    () => expect(screen.getByText(`总共 ${open.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  expect(Object.fromEntries(requests.forms('orders/plan/list')[0]!)).toMatchObject({ uncollected: '1' });
  expect(screen.queryByText('已收齐')).not.toBeInTheDocument();
  const row = rows()[0]!;
  const shown = open.find(({ o }) => within(row).queryByText(o.order_no))!;
  expect(
    within(row).getByText(`${shown.c.paid_instalment_count}/${shown.c.instalment_count}`),
  ).toBeInTheDocument();
}, 240_000);
