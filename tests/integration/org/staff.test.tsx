import { screen, waitFor, within } from '@testing-library/react';
import { crmDb } from '@mocks/db/crm';
import { ROLE_AGENT, ROLE_AUTHOR } from '@mocks/db/role-ids';
import { staffTable } from '@mocks/db/staff';
import { callBackend } from '@tests/support/backend-call';
import { renderApp } from '@tests/support/render-app';
import { SLOW } from '@tests/support/slow';
import { fill } from '../crm/fill';

const rows = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));
const rowOf = (text: string) => rows().find((r) => within(r).queryByText(text))!;
const ok = /^确\s?定$/;
const drawerOf = (title: string) => screen.findByRole('dialog', { name: title }, SLOW);

/** The option of an open select or tree select (drawn in a pop-up outside the field). */
const pick = async (title: string) => {
  const options = await screen.findAllByTitle(title, {}, SLOW);
  return options[options.length - 1]!;
};

it('[ROUTES-CALLCENTRE-29] /expense/staff lists the staff with department, role and status; searches by keyword, department and role', async () => {
  const { user, router } = renderApp(undefined, { user: 'admin', url: '/expense/staff' });
  const agent = staffTable.get(2)!;
  await waitFor(() => expect(rows()).toHaveLength(10), SLOW);
  expect(screen.getByText(`总共 ${staffTable.all().length} 条`, { exact: false })).toBeInTheDocument();

  await fill(await screen.findByPlaceholderText('姓名、账号或手机号码'), agent.phone);
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
  const row = rows()[0]!;
  for (const text of ['agent', agent.linkman, '销售一部', '坐席', agent.sip_username])
    expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(row).getByRole('switch', { name: `启用 ${agent.linkman}` })).toBeChecked();

  await fill(screen.getByPlaceholderText('姓名、账号或手机号码'), '');
  await user.click(screen.getByRole('combobox', { name: '所属部门' }));
  await user.click(await pick('销售中心'));
  await user.click(screen.getByRole('combobox', { name: '角色' }));
  await user.click(await pick('坐席'));
  await user.click(screen.getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(router.state.location.search).toContain('department_id=3'), SLOW);
  // 销售中心 holds no one itself: its teams 销售一部 and 销售二部 do
  const agents = staffTable.list((s) => [4, 5].includes(s.department_id) && s.role_id === ROLE_AGENT);
  await waitFor(
    () => expect(screen.getByText(`总共 ${agents.length} 条`, { exact: false })).toBeInTheDocument(),
    SLOW,
  );
  rows().forEach((r) => expect(within(r).getByText('坐席')).toBeInTheDocument());
  expect(rows().some((r) => within(r).queryByText('销售二部'))).toBe(true);
}, 240_000);

describe('/expense/staff — changes', () => {
  const submit = /^确\s?[定认]$/;
  /** The confirming button of the pop-up opened last (closed ones stay in the page). */
  const confirmLast = async () => {
    const buttons = await screen.findAllByRole('button', { name: ok }, SLOW);
    return buttons[buttons.length - 1]!;
  };

  it('[ROUTES-CALLCENTRE-29] a new member: required fields named; a taken account, then a taken phone, are refused on the field with the drawer as typed', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/expense/staff' });
    await user.click(await screen.findByRole('button', { name: /新增员工/ }, SLOW));
    const drawer = await drawerOf('新增员工');
    await user.click(within(drawer).getByRole('button', { name: submit }));
    for (const msg of [
      '请输入账号',
      '请输入密码',
      '请输入姓名',
      '请输入手机号码',
      '请选择所属部门',
      '请选择角色',
    ])
      expect(await within(drawer).findByText(msg)).toBeInTheDocument();

    await fill(within(drawer).getByLabelText('账号'), 'admin');
    await fill(within(drawer).getByLabelText('密码'), 'secret123');
    await fill(within(drawer).getByLabelText('姓名'), '张伟');
    await fill(within(drawer).getByLabelText('手机号码'), '13700001111');
    await fill(within(drawer).getByLabelText('分机号'), '8801');
    await user.click(within(drawer).getByRole('combobox', { name: '所属部门' }));
    await user.click(await pick('销售二部'));
    await user.click(within(drawer).getByRole('combobox', { name: '角色' }));
    await user.click(await pick('坐席'));
    await user.click(within(drawer).getByRole('button', { name: submit }));
    expect(await within(drawer).findByText('账号已存在', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('姓名')).toHaveValue('张伟');
    expect(within(drawer).getByLabelText('分机号')).toHaveValue('8801');

    await fill(within(drawer).getByLabelText('账号'), 'zhangwei');
    await fill(within(drawer).getByLabelText('手机号码'), staffTable.get(2)!.phone);
    await user.click(within(drawer).getByRole('button', { name: submit }));
    expect(await within(drawer).findByText('手机号码已存在', {}, SLOW)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('账号')).toHaveValue('zhangwei');
    expect(within(drawer).getByLabelText('姓名')).toHaveValue('张伟');

    await fill(within(drawer).getByLabelText('手机号码'), '13700001111');
    await user.click(within(drawer).getByRole('button', { name: submit }));
    expect(await screen.findByText('添加成功', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.all().find((s) => s.username === 'zhangwei')).toMatchObject({
      password: 'secret123',
      linkman: '张伟',
      department_id: 5,
      role_id: ROLE_AGENT,
      sip_username: '8801',
      status: 1,
    });
    // newest first
    await waitFor(() => expect(within(rows()[0]!).getByText('zhangwei')).toBeInTheDocument(), SLOW);
  }, 240_000);

  it('[ROUTES-CALLCENTRE-29] editing keeps the account fixed and saves name, department and role', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/expense/staff?keyword=author' });
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await user.click(
      within(rowOf('author')).getByRole('button', { name: `编辑 ${staffTable.get(3)!.linkman}` }),
    );
    const drawer = await drawerOf('编辑员工');
    expect(within(drawer).getByLabelText('账号')).toBeDisabled();
    expect(within(drawer).queryByLabelText('密码')).not.toBeInTheDocument();
    await fill(within(drawer).getByLabelText('姓名'), '王编辑');
    await user.click(within(drawer).getByRole('combobox', { name: '所属部门' }));
    await user.click(await pick('电销一组'));
    await user.click(within(drawer).getByRole('button', { name: submit }));
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(3)).toMatchObject({
      username: 'author',
      linkman: '王编辑',
      department_id: 7,
      role_id: ROLE_AUTHOR,
      password: 'author123',
    });
    await waitFor(() => expect(within(rowOf('author')).getByText('电销一组')).toBeInTheDocument(), SLOW);
  }, 240_000);

  it('[ROUTES-CALLCENTRE-29] a member is disabled after a confirmation and enabled again; one’s own account is not disabled', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/expense/staff?keyword=a' });
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    const author = staffTable.get(3)!.linkman;
    await user.click(within(rowOf('author')).getByRole('switch', { name: `启用 ${author}` }));
    expect(await screen.findByText('停用后该员工将被退出登录且不能再登录，确认停用吗？')).toBeInTheDocument();
    await user.click(await confirmLast());
    expect(await screen.findByText('已停用', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(3)!.status).toBe(0);
    await waitFor(() => expect(within(rowOf('author')).getByRole('switch')).not.toBeChecked(), SLOW);

    await user.click(within(rowOf('author')).getByRole('switch'));
    expect(await screen.findByText('已启用', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(3)!.status).toBe(1);

    await user.click(within(rowOf('admin')).getByRole('switch'));
    await user.click(await confirmLast());
    expect(await screen.findByText('不能停用自己的账号', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(1)!.status).toBe(1);
  }, 240_000);

  it('[ROUTES-CALLCENTRE-29] a reset password is typed twice; afterwards the old one no longer signs in', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/expense/staff?keyword=author' });
    await waitFor(() => expect(rows()).toHaveLength(1), SLOW);
    await user.click(
      within(rowOf('author')).getByRole('button', { name: `重置密码 ${staffTable.get(3)!.linkman}` }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: `重置密码 - ${staffTable.get(3)!.linkman}` },
      SLOW,
    );
    await fill(within(dialog).getByLabelText('新密码'), '123');
    await fill(within(dialog).getByLabelText('确认新密码'), '1234');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    // antd redraws a field's message as the other field is validated again: the node found first may be gone,
    // so each check finds the message afresh
    await waitFor(() => expect(within(dialog).getByText('密码至少6个字符')).toBeInTheDocument(), SLOW);
    await waitFor(() => expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument(), SLOW);
    await fill(within(dialog).getByLabelText('新密码'), 'fresh-pass');
    await fill(within(dialog).getByLabelText('确认新密码'), 'fresh-pass');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await screen.findByText('密码已重置', {}, SLOW)).toBeInTheDocument();

    const login = (password: string) => callBackend('/api/login', { username: 'author', password });
    expect(await login('author123')).toMatchObject({ code: 1001 });
    expect(await login('fresh-pass')).toMatchObject({ code: 0 });
  }, 240_000);

  it('[ROUTES-CALLCENTRE-29] deleting: a member without customers goes; one who owns customers and oneself are refused with the reason', async () => {
    const { user } = renderApp(undefined, { user: 'admin', url: '/expense/staff?keyword=a' });
    await waitFor(() => expect(rows()).toHaveLength(3), SLOW);
    const agent = staffTable.get(2)!;
    const owned = crmDb.customers().filter((c) => c.owner_id === 2).length;

    await user.click(within(rowOf('agent')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确认删除吗？')).toBeInTheDocument();
    await user.click(await confirmLast());
    expect(
      await screen.findByText(`员工“${agent.linkman}”名下还有${owned}位客户，请先转移`, {}, SLOW),
    ).toBeInTheDocument();
    expect(staffTable.get(2)).toBeDefined();

    await user.click(within(rowOf('admin')).getByRole('button', { name: /删\s*除/ }));
    await user.click(await confirmLast());
    expect(await screen.findByText('不能删除自己的账号', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(1)).toBeDefined();

    await user.click(within(rowOf('author')).getByRole('button', { name: /删\s*除/ }));
    await user.click(await confirmLast());
    expect(await screen.findByText('删除成功!', {}, SLOW)).toBeInTheDocument();
    expect(staffTable.get(3)).toBeUndefined();
    await waitFor(() => expect(rows()).toHaveLength(2), SLOW);
  }, 240_000);
});
