import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

describe('/client/index — my customers', () => {
  it('[ROUTES-CALLCENTRE-12] lists only my customers, server-paged; a phone search finds one and stays in the URL', async () => {
    const { user, router } = renderApp(undefined, { user: 'agent', url: '/client/index' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10), SLOW);
    const mine = crmDb.customers().filter((c) => c.owner_id === 2);
    expect(screen.getByText(`总共 ${mine.length} 条`, { exact: false })).toBeInTheDocument();
    const target = mine[5]!;
    await fill(await screen.findByPlaceholderText('客户名称、联系人或电话'), target.phone);
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${target.phone}`), SLOW);
    await waitFor(() => expect(rowsOf()).toHaveLength(1), SLOW);
    expect(within(rowsOf()[0]!).getByText(target.phone)).toBeInTheDocument();
  }, 240_000);

  it('a new customer: required fields are named, a duplicate phone is refused with the server’s message and nothing typed is lost', async () => {
    const { user } = renderApp(undefined, { user: 'agent', url: '/client/index' });
    await user.click(await screen.findByRole('button', { name: /新建客户/ }, SLOW));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await within(drawer).findByText('请输入客户名称')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入联系人')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入联系电话')).toBeInTheDocument();

    const taken = crmDb.customers().find((c) => c.owner_id !== 2)!;
    await fill(within(drawer).getByLabelText('客户名称'), '名'.repeat(21));
    expect(await within(drawer).findByText('客户名称不能超过20个字符')).toBeInTheDocument();
    await fill(within(drawer).getByLabelText('客户名称'), '测试客户');
    await fill(within(drawer).getByLabelText('联系人'), '王五');
    await fill(within(drawer).getByLabelText('联系电话'), taken.phone);
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    const msg = `联系电话${taken.phone}已存在（客户：${taken.name}）`;
    expect((await screen.findAllByText(msg, {}, SLOW)).length).toBeGreaterThan(0);
    expect(within(drawer).getByLabelText('客户名称')).toHaveValue('测试客户');
    expect(within(drawer).getByLabelText('联系人')).toHaveValue('王五');

    await fill(within(drawer).getByLabelText('联系电话'), '13912340000');
    await user.click(within(drawer).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(crmDb.customerByPhone('13912340000')).toMatchObject({ name: '测试客户', owner_id: 2 });
  }, 240_000);
});
