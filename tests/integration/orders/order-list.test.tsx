import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import dayjs from 'dayjs';
import { readSheet } from '@/components/data-table';
import { orderTotals } from '@/domain/money';
import { orderTable } from '@mocks/db/orders';
import { renderApp } from '@tests/support/render-app';
import { optionOf } from '@tests/support/select-option';
import { recordRequests } from '@tests/support/requests';
import { SLOW } from '@tests/support/slow';
import { rows } from './support';

/** The files the console hands to the browser to download (jsdom has no object URLs). */
function captureDownloads(): Blob[] {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  return files;
}

it('[ROUTES-CALLCENTRE-19] filtered by status, staff and date range, it exports that query with its totals', async () => {
  const files = captureDownloads();
  const requests = recordRequests();
  const start = dayjs().subtract(180, 'day').format('YYYY-MM-DD');
  const end = dayjs().format('YYYY-MM-DD');
  const owner = orderTable.all().find((o) => o.status === 3)!.owner_id;
  const expected = orderTable.list(
    (o) => o.status === 3 && o.owner_id === owner && o.ordered_at.slice(0, 10) >= start,
  );
  expect(expected.length).toBeGreaterThan(0);
  const { user } = renderApp(undefined, {
    user: 'admin',
    url: `/order/manager?status=3&owner_id=${owner}&range=${start}&range=${end}`,
  });
  await waitFor(
    () => expect(screen.getByText(`总共 ${expected.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  // 负责人 is hidden by default (the list fits 1280 px), so the rows are checked by their order numbers
  const expectedNos = new Set(expected.map((o) => o.order_no));
  rows().forEach((row) => {
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    expect(expectedNos.has(within(row).getAllByRole('button')[0]!.textContent!)).toBe(true);
  });

  await user.click(screen.getByRole('button', { name: /导\s*出/ }));
  expect(await screen.findByText(`已导出 ${expected.length} 条`, {}, SLOW)).toBeInTheDocument();
  expect(Object.fromEntries(requests.forms('orders/export')[0]!)).toMatchObject({
    status: '3',
    owner_id: String(owner),
    start_date: start,
    end_date: end,
  });
  const sheet = await readSheet(files[0]!);
  expect(sheet.rows).toHaveLength(expected.length);
  const byNo = new Map(expected.map((o) => [o.order_no, o]));
  sheet.rows.forEach((r) => {
    const order = byNo.get(String(r.values['订单编号']))!;
    const total = orderTotals(order.lines, order.shipping_fen).total_fen;
    expect(r.values['状态']).toBe('已完成');
    expect(r.values['订单总额']).toBe(`${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`);
  });
}, 240_000);

it('[ROUTES-CALLCENTRE-19] an agent sees only the orders of their data scope (the server decides)', async () => {
  renderApp(undefined, { user: 'agent', url: '/order/manager' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), SLOW);
  const total = Number(/总共 (\d+) 条/.exec(document.body.textContent ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(orderTable.all().length);
}, 240_000);

it('[ROUTES-CALLCENTRE-19] the status filter of the search form goes to the URL and the list', async () => {
  const voided = orderTable.list((o) => o.status === 4).length;
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/order/manager' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  const status = await screen.findByRole('combobox', { name: '状态' });
  await user.click(status);
  await user.click(await optionOf(status, '已作废'));
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(
    () => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('4'),
    SLOW,
  );
  await waitFor(
    () => expect(screen.getByText(`总共 ${voided} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  rows().forEach((row) => expect(within(row).getByText('已作废')).toBeInTheDocument());
}, 240_000);

it('[ROUTES-CALLCENTRE-19] the customer filter finds a customer by phone and lists only their orders', async () => {
  const order = orderTable.all()[0]!;
  const customer = crmDb.customer(order.customer_id)!;
  const count = orderTable.list((o) => o.customer_id === customer.id).length;
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/order/manager' });
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  const box = await screen.findByRole('combobox', { name: '客户' });
  await user.click(box);
  fireEvent.change(box, { target: { value: customer.phone } });
  await user.click(await optionOf(box, `${customer.name}（${customer.phone}）`));
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(
    () =>
      expect(new URLSearchParams(router.state.location.search).get('customer_id')).toBe(String(customer.id)),
    SLOW,
  );
  await waitFor(
    () => expect(screen.getByText(`总共 ${count} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  rows().forEach((row) => expect(within(row).getByText(customer.name)).toBeInTheDocument());
}, 240_000);

it('[ROUTES-CALLCENTRE-19] a customer filter restored from the URL names the customer in the picker, not its id', async () => {
  const order = orderTable.all()[0]!;
  const customer = crmDb.customer(order.customer_id)!;
  renderApp(undefined, { user: 'admin', url: `/order/manager?customer_id=${customer.id}` });
  const box = await screen.findByRole('combobox', { name: '客户' }, SLOW);
  const picker = box.closest('.ant-select') as HTMLElement;
  await waitFor(
    () => expect(within(picker).getByText(`${customer.name}（${customer.phone}）`)).toBeInTheDocument(),
    SLOW,
  );
  expect(within(picker).queryByText(String(customer.id))).not.toBeInTheDocument();
}, 120_000);
