import { screen, waitFor, within } from '@testing-library/react';
import { departmentTable } from '@mocks/db/org';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const staffOf = (id: number) => staffTable.list((s) => s.department_id === id).length;

it('[ROUTES-CALLCENTRE-28] /expense/divisional shows the departments as a tree with their staff counts; a child is added under a department', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/divisional' });
  const tree = await screen.findByRole('tree', { name: '部门管理' }, SLOW);
  expect(await within(tree).findByText('星河智能科技有限公司', {}, SLOW)).toBeInTheDocument();
  const sales = within(tree).getByText('销售一部').closest('.ant-tree-treenode') as HTMLElement;
  expect(within(sales).getByText(`${staffOf(4)}人`)).toBeInTheDocument();
  const centre = within(tree).getByText('销售中心').closest('.ant-tree-treenode') as HTMLElement;
  expect(within(centre).getByText(`${staffOf(4) + staffOf(5)}人（含下级部门）`)).toBeInTheDocument();

  await user.click(within(tree).getByRole('button', { name: '添加子部门 销售中心' }));
  const dialog = await screen.findByRole('dialog', { name: '添加部门' });
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('请输入部门名称')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('部门名称'), '销售三部');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();

  expect(departmentTable.all().find((d) => d.name === '销售三部')).toMatchObject({ parent_id: 3 });
  expect(await within(tree).findByText('销售三部', {}, SLOW)).toBeInTheDocument();
}, 120_000);

it("[ROUTES-CALLCENTRE-28] a department's actions are icon buttons named with the department, each saying its action on hover; the company has no 删除", async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/divisional' });
  const tree = await screen.findByRole('tree', { name: '部门管理' }, SLOW);
  const sales = (await within(tree).findByText('销售一部', {}, SLOW)).closest(
    '.ant-tree-treenode',
  ) as HTMLElement;
  const names = within(sales)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
  expect(names).toEqual(['添加子部门 销售一部', '编辑 销售一部', '删除 销售一部']);
  const edit = within(sales).getByRole('button', { name: '编辑 销售一部' });
  expect(edit).not.toHaveTextContent('编辑');
  await user.hover(edit);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('编辑');

  const company = within(tree).getByText('星河智能科技有限公司').closest('.ant-tree-treenode') as HTMLElement;
  expect(within(company).getByRole('button', { name: '编辑 星河智能科技有限公司' })).toBeInTheDocument();
  expect(within(company).queryByRole('button', { name: /^删除/ })).toBeNull();
}, 120_000);

it('[ROUTES-CALLCENTRE-28] a department added under one without children is shown at once: its parent opens', async () => {
  const leaf = departmentTable.all().find((d) => d.name === '销售一部')!;
  expect(departmentTable.list((d) => d.parent_id === leaf.id)).toEqual([]);
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/divisional' });
  const tree = await screen.findByRole('tree', { name: '部门管理' }, SLOW);
  await user.click(await within(tree).findByRole('button', { name: '添加子部门 销售一部' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '添加部门' });
  await user.type(within(dialog).getByLabelText('部门名称'), '销售一部一组');
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  expect(await within(tree).findByText('销售一部一组', {}, SLOW)).toBeVisible();
}, 120_000);

it('[ROUTES-CALLCENTRE-28] deleting a department that still has staff is refused with the reason', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/divisional' });
  const tree = await screen.findByRole('tree', { name: '部门管理' }, SLOW);
  await user.click(await within(tree).findByRole('button', { name: '删除 销售一部' }, SLOW));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText(`该部门下还有${staffOf(4)}名员工，不能删除`, {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(departmentTable.get(4)).toBeDefined());
}, 120_000);

it('[ROUTES-CALLCENTRE-28] a department is renamed, moved under another parent and given a head from its edit dialog', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/divisional' });
  const tree = await screen.findByRole('tree', { name: '部门管理' }, SLOW);
  await user.click(await within(tree).findByRole('button', { name: '编辑 电销二组' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: '编辑部门' });
  const name = within(dialog).getByLabelText('部门名称');
  await user.clear(name);
  await user.type(name, '大客户部');
  await user.click(within(dialog).getByRole('combobox', { name: '上级部门' }));
  await user.click(await screen.findByTitle('销售中心'));
  const head = staffTable.get(9)!;
  await user.click(within(dialog).getByRole('combobox', { name: '负责人' }));
  await user.click(await screen.findByTitle(head.linkman));
  await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText('更新成功', {}, SLOW)).toBeInTheDocument();
  expect(departmentTable.get(8)).toMatchObject({ name: '大客户部', parent_id: 3, leader_id: 9 });
  const moved = (await within(tree).findByText('大客户部', {}, SLOW)).closest(
    '.ant-tree-treenode',
  ) as HTMLElement;
  expect(await within(moved).findByText(`负责人：${head.linkman}`, {}, SLOW)).toBeInTheDocument();
}, 120_000);
