import { screen, waitFor, within } from '@testing-library/react';
import { entryIdAt, entryIds } from '@mocks/db/menus';
import { ROLE_SUPERVISOR } from '@mocks/db/role-ids';
import { roleTable } from '@mocks/db/roles';
import { staffTable } from '@mocks/db/staff';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';

const rowOf = (name: string) =>
  screen
    .getAllByRole('row')
    .find((r) => r.classList.contains('ant-table-row') && within(r).queryByText(name))!;
const save = /确\s*定|提\s*交/;
const drawerOf = (title: string) => screen.findByRole('dialog', { name: title }, SLOW);
/** A tree entry's node: clicking its title checks it (the trees do not select). */
const entry = (tree: HTMLElement, title: string) =>
  within(tree).getByText(title).closest('.ant-tree-treenode') as HTMLElement;
const isChecked = (node: HTMLElement) => node.querySelector('.ant-tree-checkbox-checked') !== null;
const isHalf = (node: HTMLElement) => node.querySelector('.ant-tree-checkbox-indeterminate') !== null;

it('[ROUTES-CALLCENTRE-27] /expense/rolemanager lists the roles with their data scope and staff; built-in ones cannot be deleted', async () => {
  renderApp(undefined, { user: 'admin', url: '/expense/rolemanager' });
  expect(await screen.findByText('超级管理员', {}, SLOW)).toBeInTheDocument();
  const agents = staffTable.list((s) => s.role_id === 2).length;
  const agent = rowOf('坐席');
  expect(within(agent).getByText('内置')).toBeInTheDocument();
  expect(within(agent).getByText('本部门')).toBeInTheDocument();
  expect(within(agent).getByText(String(agents))).toBeInTheDocument();
  expect(within(agent).getByRole('button', { name: '删除 坐席' })).toBeDisabled();
  expect(within(rowOf('销售主管')).getByText('本部门及下级部门')).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-27] a new role is given 客户管理 from the permission tree and saved with those grants; a duplicate name keeps the form', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/rolemanager' });
  await user.click(await screen.findByRole('button', { name: /新建角色/ }, SLOW));
  const drawer = await drawerOf('新建角色');
  await user.click(within(drawer).getByRole('button', { name: save }));
  expect(await within(drawer).findByText('请输入角色名称')).toBeInTheDocument();

  await user.type(within(drawer).getByLabelText('角色名称'), '坐席');
  await user.type(within(drawer).getByLabelText('角色描述'), '只做客户');
  const tree = await within(drawer).findByRole('tree', { name: '智能外呼' }, SLOW);
  await user.click(within(tree).getByText('客户管理'));
  expect(isChecked(entry(tree, '客户管理'))).toBe(true);
  expect(isChecked(entry(tree, '全部客户'))).toBe(true);
  // the tab counts granted pages and actions: 客户管理 has no grandchildren
  const pages = entryIds('sip', ['client']).length - 1;
  expect(within(drawer).getByRole('tab', { name: new RegExp(`智能外呼 ${pages}/\\d+`) })).toBeInTheDocument();

  await user.click(within(drawer).getByRole('button', { name: save }));
  expect(await within(drawer).findByText('角色“坐席”已存在', {}, SLOW)).toBeInTheDocument();
  // refused: everything typed and checked is still there
  expect(within(drawer).getByLabelText('角色描述')).toHaveValue('只做客户');
  expect(isChecked(entry(tree, '客户管理'))).toBe(true);

  const name = within(drawer).getByLabelText('角色名称');
  await user.clear(name);
  await user.type(name, '客户专员');
  await user.click(within(drawer).getByRole('button', { name: save }));
  expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
  const saved = roleTable.all().find((r) => r.name === '客户专员')!;
  expect(saved).toMatchObject({ description: '只做客户', data_scope: 'self', assistant_custom: 0 });
  expect([...saved.permission_ids].sort((a, b) => a - b)).toEqual(
    entryIds('sip', ['client']).sort((a, b) => a - b),
  );
  expect(await screen.findByText('客户专员', {}, SLOW)).toBeInTheDocument();
}, 120_000);

it('[ROUTES-CALLCENTRE-27] editing shows a role’s grants half-checked where partial, and saves a narrower scope of chosen departments', async () => {
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/rolemanager' });
  await screen.findByText('销售主管', {}, SLOW);
  // the actions are buttons, named with their row: reached and pressed by keyboard
  within(rowOf('销售主管')).getByRole('button', { name: '编辑 销售主管' }).focus();
  await user.keyboard('{Enter}');
  const drawer = await drawerOf('编辑角色');
  const tree = await within(drawer).findByRole('tree', { name: '智能外呼' }, SLOW);
  // the supervisor may not delete customers: 客户管理 is only partly granted
  expect(isHalf(entry(tree, '客户管理'))).toBe(true);
  expect(isChecked(entry(tree, '我的客户'))).toBe(true);
  expect(isChecked(entry(tree, '删除客户'))).toBe(false);
  expect(isChecked(entry(tree, '数据看板'))).toBe(true);
  await user.click(within(tree).getByText('数据看板'));
  expect(isChecked(entry(tree, '数据看板'))).toBe(false);

  await user.click(within(drawer).getByLabelText('指定部门'));
  await user.click(within(drawer).getByRole('button', { name: save }));
  expect(await within(drawer).findByText('请选择可查看数据的部门')).toBeInTheDocument();
  await user.click(within(drawer).getByRole('combobox'));
  await user.click(await screen.findByTitle('电销一组'));
  await user.click(within(drawer).getByRole('button', { name: save }));
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();

  const role = roleTable.get(ROLE_SUPERVISOR)!;
  expect(role).toMatchObject({ data_scope: 'departments', department_ids: [7] });
  expect(role.permission_ids).not.toContain(entryIdAt('sip', 'dashboard'));
  expect(role.permission_ids).toContain(entryIdAt('sip', 'client/index'));
  expect(role.permission_ids).not.toContain(entryIdAt('sip', 'client/remove'));
  await waitFor(() => expect(within(rowOf('销售主管')).getByText('指定部门')).toBeInTheDocument(), SLOW);
}, 120_000);

it('[ROUTES-CALLCENTRE-27] a role still held by staff is not deleted (the message says by how many); an unused one is', async () => {
  roleTable.insert({ ...roleTable.get(ROLE_SUPERVISOR)!, name: '试用角色', is_system: 0 });
  const { user } = renderApp(undefined, { user: 'admin', url: '/expense/rolemanager' });
  await screen.findByText('销售主管', {}, SLOW);
  const held = staffTable.list((s) => s.role_id === ROLE_SUPERVISOR).length;
  await user.click(within(rowOf('销售主管')).getByRole('button', { name: '删除 销售主管' }));
  expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /确\s*定/ }));
  expect(await screen.findByText(`该角色正在被${held}名员工使用，不能删除`, {}, SLOW)).toBeInTheDocument();
  expect(roleTable.get(ROLE_SUPERVISOR)).toBeDefined();

  await user.click(within(rowOf('试用角色')).getByRole('button', { name: '删除 试用角色' }));
  const confirms = await screen.findAllByRole('button', { name: /确\s*定/ });
  await user.click(confirms[confirms.length - 1]!);
  expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('试用角色')).not.toBeInTheDocument(), SLOW);
}, 120_000);
