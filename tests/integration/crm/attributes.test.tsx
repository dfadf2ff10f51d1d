import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { entryIdAt, normalizeGrants } from '@mocks/db/menus';
import { ROLE_AGENT } from '@mocks/db/role-ids';
import { roleTable } from '@mocks/db/roles';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { fill } from './fill';
import { SLOW } from '@tests/support/slow';

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const ok = /确\s*定/;

it('an administrator adds a required custom attribute; the customer form asks for it and the enabled ones, and saves their values', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/client/index' });
  await user.click(await screen.findByRole('button', { name: /自定义字段/ }, SLOW));
  const manage = await screen.findByRole('dialog', { name: '自定义字段' });
  expect(await within(manage).findByText('所属行业')).toBeInTheDocument();
  expect(within(manage).getByText('预算（万元）')).toBeInTheDocument();

  await user.click(within(manage).getByRole('button', { name: /新建字段/ }));
  const form = await screen.findByRole('dialog', { name: '新建自定义字段' });
  await user.click(within(form).getByRole('button', { name: ok }));
  expect(await within(form).findByText('请输入字段名称')).toBeInTheDocument();
  await fill(within(form).getByLabelText('字段名称'), '所属行业');
  await user.click(within(form).getByRole('button', { name: ok }));
  expect((await screen.findAllByText('字段“所属行业”已存在', {}, SLOW)).length).toBeGreaterThan(0);
  await user.click(within(form).getByLabelText('单选'));
  await user.click(within(form).getByRole('button', { name: ok }));
  expect(await within(form).findByText('请至少填写两个选项')).toBeInTheDocument();
  await user.click(within(form).getByLabelText('文本'));
  await fill(within(form).getByLabelText('字段名称'), '合同编号');
  await user.click(within(form).getByRole('switch', { name: '必填' }));
  await user.click(within(form).getByRole('button', { name: ok }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  const contract = crmDb.attributes().find((a) => a.name === '合同编号')!;
  expect(contract).toMatchObject({ type: 1, required: 1, enabled: 1 });
  expect(await within(manage).findByText('合同编号', {}, SLOW)).toBeInTheDocument();
  await user.click(within(manage).getByRole('button', { name: /close|关闭/i }));

  await user.click(screen.getByRole('button', { name: /新建客户/ }));
  const drawer = await screen.findByRole('dialog', { name: '新建客户' });
  await fill(within(drawer).getByLabelText('客户名称'), '属性客户');
  await fill(within(drawer).getByLabelText('联系人'), '孙八');
  await fill(within(drawer).getByLabelText('联系电话'), '13912350000');
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await within(drawer).findByText('请填写合同编号', {}, SLOW)).toBeInTheDocument();
  expect(crmDb.customerByPhone('13912350000')).toBeUndefined();

  await fill(within(drawer).getByLabelText('合同编号'), 'HT-2026-001');
  await fill(within(drawer).getByLabelText('预算（万元）'), '12.5');
  await user.click(within(drawer).getByLabelText('所属行业'));
  await user.click(await screen.findByTitle('金融保险'));
  await user.click(within(drawer).getByRole('button', { name: ok }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  const [industry, budget] = crmDb.attributes();
  expect(crmDb.customerByPhone('13912350000')!.attributes).toEqual({
    [industry!.field]: '金融保险',
    [budget!.field]: '12.5',
    [contract.field]: 'HT-2026-001',
  });

  // attribute columns start hidden; the column settings show them
  await waitFor(() => expect(within(rowsOf()[0]!).getByText('属性客户')).toBeInTheDocument(), SLOW);
  expect(screen.queryByRole('columnheader', { name: /合同编号/ })).not.toBeInTheDocument();
  const toolbar = document.querySelector<HTMLElement>('.ant-pro-table-list-toolbar')!;
  await user.click(within(toolbar).getByRole('img', { name: 'setting' }));
  const settings = (await screen.findByText('列展示')).closest<HTMLElement>('.ant-popover')!;
  // the settings list is virtual: scroll to its end, where the attribute columns are
  const holder = settings.querySelector<HTMLElement>('.ant-tree-list-holder')!;
  holder.scrollTop = 10_000;
  fireEvent.scroll(holder);
  const item = (await within(settings).findByText('合同编号')).closest<HTMLElement>('[role=treeitem]')!;
  expect(item).toHaveAttribute('aria-checked', 'false');
  await user.click(within(item).getByRole('checkbox'));
  expect(await screen.findByRole('columnheader', { name: /合同编号/ })).toBeInTheDocument();
  expect(within(rowsOf()[0]!).getByText('HT-2026-001')).toBeInTheDocument();
}, 240_000);

it('the custom-field editor and deleting customers come with the role’s rights, not the account name', async () => {
  const withRights = roleTable.insert({
    ...roleTable.get(ROLE_AGENT)!,
    name: '客户管理员',
    is_system: 0,
    permission_ids: normalizeGrants([entryIdAt('sip', 'client')]),
  });
  staffTable.update(staffTable.list((s) => s.username === 'agent')[0]!.id, { role_id: withRights.id });
  const first = renderApp(undefined, { user: 'agent', url: '/client/customer' });
  expect(await screen.findByRole('button', { name: /自定义字段/ }, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  await first.user.click(within(rowsOf()[0]!).getByRole('checkbox'));
  expect(await screen.findByRole('button', { name: '删除' })).toBeInTheDocument();
  first.unmount();

  staffTable.update(staffTable.list((s) => s.username === 'agent')[0]!.id, { role_id: ROLE_AGENT });
  const second = renderApp(undefined, { user: 'agent', url: '/client/customer' });
  expect(await screen.findByRole('button', { name: /新建客户/ }, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /自定义字段/ })).not.toBeInTheDocument();
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0), SLOW);
  await second.user.click(within(rowsOf()[0]!).getByRole('checkbox'));
  expect(await screen.findByText(/已选/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
});
