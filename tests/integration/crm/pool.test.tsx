import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { discardReasons } from '@mocks/db/crm-rows';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const idOf = (row: HTMLElement) => Number(row.getAttribute('data-row-key'));
/** The bar of actions on the selected rows (rows have actions of the same names). */
const bulkBar = async (count: number) =>
  (await screen.findByText(`已选择 ${count} 项`)).closest<HTMLElement>('.ant-pro-table-alert')!;
const totalText = (n: number) => screen.getByText(`总共 ${n} 条`, { exact: false });

describe('the public pool: discard with a reason, recover', () => {
  it('[ROUTES-CALLCENTRE-16] a discarded customer leaves my list with its reason, shows in the pool and is recovered to its previous owner', async () => {
    const mine = crmDb.customers().filter((c) => c.owner_id === 2).length;
    const { user, router } = renderApp(undefined, { user: 'agent', url: '/client/index' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
    expect(totalText(mine)).toBeInTheDocument();
    const row = rowsOf()[0]!;
    const customer = crmDb.customer(idOf(row))!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(await bulkBar(1)).getByText('放入公海'));
    const dialog = await screen.findByRole('dialog', { name: '放入公海' });
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择放入公海的原因')).toBeInTheDocument();
    expect(crmDb.customer(customer.id)!.discarded_at).toBeNull();

    const reason = discardReasons.find((r) => r.id === 3)!;
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle(reason.name));
    await fill(within(dialog).getByLabelText('说明'), '客户明确表示不需要');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已将 1 个客户放入公海', {}, SLOW)).toBeInTheDocument();
    expect(crmDb.customer(customer.id)).toMatchObject({
      owner_id: null,
      previous_owner_id: 2,
      discard_reason_id: reason.id,
    });
    expect(crmDb.customer(customer.id)!.remark).toMatch(/客户明确表示不需要$/);
    await waitFor(() => expect(totalText(mine - 1)).toBeInTheDocument(), SLOW);
    expect(rowsOf().map(idOf)).not.toContain(customer.id);

    await router.navigate(`/client/communal?keyword=${customer.phone}`);
    await waitFor(() => expect(rowsOf().map(idOf)).toEqual([customer.id]), SLOW);
    const pooled = rowsOf()[0]!;
    expect(within(pooled).getByText(reason.name)).toBeInTheDocument();
    await user.click(within(pooled).getByRole('checkbox'));
    await user.click(within(await bulkBar(1)).getByText('恢复给原负责人'));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已恢复 1 个客户', {}, SLOW)).toBeInTheDocument();
    expect(crmDb.customer(customer.id)).toMatchObject({ owner_id: 2, discarded_at: null });
    await waitFor(() => expect(rowsOf()).toHaveLength(0), SLOW);
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  }, 240_000);

  it('claims selected pool customers for me, not for their previous owners', async () => {
    const me = staffTable.list((s) => s.username === 'admin')[0]!.id;
    const { user } = renderApp(undefined, { user: 'admin', url: '/client/communal' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
    const picked = rowsOf().slice(0, 2);
    const ids = picked.map(idOf);
    ids.forEach((id) => expect(crmDb.customer(id)!.previous_owner_id).not.toBe(me));
    for (const row of picked) await user.click(within(row).getByRole('checkbox'));
    await user.click(within(await bulkBar(2)).getByText('领取'));
    expect(await screen.findByText('确认领取选中的 2 个客户？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已领取 2 个客户', {}, SLOW)).toBeInTheDocument();
    ids.forEach((id) => expect(crmDb.customer(id)).toMatchObject({ owner_id: me, discarded_at: null }));
    await waitFor(() => expect(rowsOf().map(idOf)).not.toContain(ids[0]), SLOW);
  }, 240_000);
});
