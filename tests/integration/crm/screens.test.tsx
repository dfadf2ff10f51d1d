import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { discardReasons } from '@mocks/db/crm-rows';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const loaded = () => waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);

describe('the other /client screens', () => {
  it('[ROUTES-CALLCENTRE-13] allotment lists the customers waiting for an owner', async () => {
    const waiting = crmDb.customers().filter((c) => c.owner_id == null && c.discarded_at == null);
    renderApp(undefined, { user: 'admin', url: '/client/allot' });
    await loaded();
    expect(screen.getByText(`总共 ${waiting.length} 条`, { exact: false })).toBeInTheDocument();
    const shown = rowsOf().map((r) => Number(r.getAttribute('data-row-key')));
    shown.forEach((id) => expect(crmDb.customer(id)?.owner_id).toBeNull());
  }, 240_000);

  it('[ROUTES-CALLCENTRE-14] all customers shows each customer’s owner', async () => {
    renderApp(undefined, { user: 'admin', url: '/client/customer' });
    await loaded();
    expect(screen.getByRole('columnheader', { name: /负责人/ })).toBeInTheDocument();
    const row = rowsOf()[0]!;
    const customer = crmDb.customer(Number(row.getAttribute('data-row-key')))!;
    expect(within(row).getByText(crmDb.staffName(customer.owner_id)!)).toBeInTheDocument();
  }, 240_000);

  it('[ERR-01] [ERR-03] deleting selected customers asks 确认删除吗？ and says 删除成功!', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/client/customer' });
    await loaded();
    const row = rowsOf()[0]!;
    const id = Number(row.getAttribute('data-row-key'));
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const confirm = (await screen.findByText('确认删除吗？')).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText('选中的 1 个客户删除后无法恢复。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(crmDb.customer(id)).toBeUndefined();
  }, 240_000);

  it('[ROUTES-CALLCENTRE-16] the public pool shows discard reasons; a customer is claimed', async () => {
    const { user } = renderApp(undefined, { user: 'agent', url: '/client/communal' });
    await loaded();
    expect(screen.getByRole('columnheader', { name: /放入公海原因/ })).toBeInTheDocument();
    const row = rowsOf()[0]!;
    const id = Number(row.getAttribute('data-row-key'));
    const customer = crmDb.customer(id)!;
    const reason = discardReasons.find((r) => r.id === customer.discard_reason_id)!;
    expect(within(row).getByText(reason.name)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `领取 ${customer.name}` }));
    expect(await screen.findByText('已领取 1 个客户')).toBeInTheDocument();
    expect(crmDb.customer(id)).toMatchObject({ owner_id: 2, discarded_at: null });
  }, 240_000);

  it('[ROUTES-CALLCENTRE-17] products list with price and status', async () => {
    renderApp(undefined, { user: 'agent', url: '/client/product' });
    await loaded();
    expect(screen.getByText('云呼叫中心标准版')).toBeInTheDocument();
    expect(screen.getAllByText('上架').length).toBeGreaterThan(0);
  }, 240_000);

  it('[ROUTES-CALLCENTRE-18] deals list with amount and product, sorted by amount on the server', async () => {
    const { user, router } = renderApp(undefined, { user: 'admin', url: '/client/deal' });
    await loaded();
    await user.click(screen.getByRole('columnheader', { name: /成交金额/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=amount&order=asc'));
    const smallest = Math.min(...crmDb.deals().map((d) => d.amount));
    await waitFor(() =>
      expect(
        within(rowsOf()[0]!).getByText(`¥${smallest.toLocaleString('en-US')}.00`, { exact: false }),
      ).toBeInTheDocument(),
    );
  }, 240_000);
});
