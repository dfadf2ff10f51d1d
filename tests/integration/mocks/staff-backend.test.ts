/**
 * @jest-environment node
 */
import { crmDb } from '@mocks/db/crm';
import { db } from '@mocks/db/db';
import { sessionTable } from '@mocks/db/users';
import { departmentTable, descendantIds } from '@mocks/db/org';
import { ROLE_AGENT, ROLE_AUTHOR } from '@mocks/db/role-ids';
import { staffTable } from '@mocks/db/staff';
import { callBackend as call } from '@tests/support/backend-call';

type Staff = { id: number; username: string; linkman: string; phone: string; department_id: number } & Record<
  string,
  unknown
>;

const list = async (body: Record<string, unknown> = {}, user?: 'admin' | 'agent') =>
  (await call('/api/staff/list', { limit: 100, ...body }, user)).data as { total: number; data: Staff[] };

const NEW = {
  username: 'zhangwei',
  password: 'secret123',
  linkman: '张伟',
  phone: '13700001111',
  email: 'zhangwei@demo.example.cn',
  department_id: 5,
  role_id: ROLE_AGENT,
  sip_username: '8801',
};

const add = (patch: Record<string, unknown> = {}) => call('/api/staff/add', { ...NEW, ...patch });
const login = (username: string, password: string) => call('/api/login', { username, password });
const loggedIn = (username: string) => db.createSession(username).token;
// the session itself, not just whether it still answers (a disabled account's sessions answer nothing)
const signedIn = (token: string) => sessionTable.all().some((s) => s.token === token);

describe('demo staff backend', () => {
  it('lists the accounts newest first with their department, role and status names, never a password', async () => {
    const all = await list();
    expect(all.total).toBe(staffTable.all().length);
    const ids = all.data.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const admin = all.data.find((s) => s.username === 'admin')!;
    expect(admin).toMatchObject({
      department_name: '总经办',
      role_name: '超级管理员',
      status: 1,
      status_name: '启用',
    });
    expect(admin).not.toHaveProperty('password');
    expect(admin).not.toHaveProperty('sip_password');
    const page = await call('/api/staff/list', { page: 2, limit: 5 });
    expect(page.data).toMatchObject({ current_page: 2, per_page: 5, from: 6, to: 10 });
  });

  it('filters by keyword (name, account or phone), department with its descendants, role and status', async () => {
    const agent = staffTable.get(2)!;
    for (const keyword of [agent.linkman, 'agent', agent.phone.slice(3)])
      expect((await list({ keyword })).data.map((s) => s.id)).toContain(2);
    const centre = [3, ...descendantIds(3)];
    const sales = await list({ department_id: 3 });
    expect(sales.total).toBe(staffTable.list((s) => centre.includes(s.department_id)).length);
    expect(new Set(sales.data.map((s) => s.department_id))).toEqual(new Set([4, 5]));
    const authors = await list({ role_id: ROLE_AUTHOR });
    expect(authors.data.map((s) => s.username)).toEqual(['author']);
    await call('/api/staff/setStatus', { ids: [3], status: 0 });
    expect((await list({ status: 0 })).data.map((s) => s.id)).toEqual([3]);
    expect((await list({ status: 1 })).data.map((s) => s.id)).not.toContain(3);
  });

  it('shows an agent only the staff of their own department and refuses them every change', async () => {
    const mine = await list({}, 'agent');
    expect(mine.total).toBe(staffTable.list((s) => s.department_id === 4).length);
    mine.data.forEach((s) => expect(s.department_id).toBe(4));
    const refused = { code: 403, msg: '当前角色没有管理员工的权限' };
    expect(await call('/api/staff/add', NEW, 'agent')).toMatchObject(refused);
    expect(await call('/api/staff/setStatus', { ids: [5], status: 0 }, 'agent')).toMatchObject(refused);
    expect(await call('/api/staff/resetPassword', { id: 5, password: 'abcdef' }, 'agent')).toMatchObject(
      refused,
    );
    expect(await call('/api/staff/delete', { ids: [3] }, 'agent')).toMatchObject(refused);
  });

  it('adds an enabled account with the demo SIP password that can sign in', async () => {
    const added = await add();
    expect(added).toMatchObject({
      code: 0,
      msg: '添加成功',
      data: {
        username: 'zhangwei',
        department_name: '销售二部',
        role_name: '坐席',
        status: 1,
        sip_username: '8801',
      },
    });
    expect(staffTable.get(added.data.id)).toMatchObject({ sip_password: 'secret', password: 'secret123' });
    expect(await login('zhangwei', 'secret123')).toMatchObject({ code: 0 });
    expect(
      (await add({ username: 'lisi', phone: '13700002222', sip_username: '', status: 0 })).data,
    ).toMatchObject({
      status: 0,
      status_name: '停用',
      sip_username: '',
    });
  });

  it('refuses a taken account, phone or extension, an unknown department or role, and bad fields by name', async () => {
    const admin = staffTable.get(1)!;
    const field = (name: string, msg: string) => ({ code: 422, msg, data: { errors: { [name]: msg } } });
    expect(await add({ username: 'admin' })).toMatchObject(field('username', '账号已存在'));
    expect(await add({ phone: admin.phone })).toMatchObject(field('phone', '手机号码已存在'));
    expect(await add({ sip_username: admin.sip_username })).toMatchObject(
      field('sip_username', '分机号已被占用'),
    );
    expect(await add({ department_id: 999 })).toMatchObject({ code: 404, msg: '部门不存在' });
    expect(await add({ role_id: 999 })).toMatchObject({ code: 404, msg: '角色不存在' });
    expect(await add({ password: '' })).toMatchObject({ code: 422, msg: '请输入密码' });
    expect(await add({ password: '12345' })).toMatchObject({ code: 422, msg: '密码长度为6-20个字符' });
    expect(await add({ username: '张伟' })).toMatchObject({
      code: 422,
      msg: '账号为4-20位字母、数字或下划线',
    });
    expect(await add({ linkman: '' })).toMatchObject({ code: 422, msg: '请输入姓名' });
    expect(await add({ phone: '12345' })).toMatchObject({ code: 422, msg: '手机号码格式不正确' });
    expect(await add({ email: 'nobody' })).toMatchObject({ code: 422, msg: '邮箱格式不正确' });
    expect(await add({ sip_username: '12' })).toMatchObject({ code: 422, msg: '分机号为3-8位数字' });
    expect(staffTable.all().some((s) => s.username === 'zhangwei')).toBe(false);
  });

  it('updates an account: an empty password keeps the old one, a new one signs the account out', async () => {
    const { data } = await add();
    const token = loggedIn('zhangwei');
    const edit = { ...NEW, id: data.id, password: '', linkman: '张大伟', department_id: 4 };
    expect(await call('/api/staff/update', edit)).toMatchObject({
      code: 0,
      msg: '更新成功',
      data: { linkman: '张大伟', department_name: '销售一部' },
    });
    expect(signedIn(token)).toBe(true);
    expect(await login('zhangwei', 'secret123')).toMatchObject({ code: 0 });
    await call('/api/staff/update', { ...edit, password: 'another1' });
    expect(signedIn(token)).toBe(false);
    expect(await login('zhangwei', 'another1')).toMatchObject({ code: 0 });
    expect(await call('/api/staff/update', { ...edit, phone: staffTable.get(1)!.phone })).toMatchObject({
      code: 422,
      msg: '手机号码已存在',
    });
    expect(await call('/api/staff/update', { ...edit, username: 'zhangdawei' })).toMatchObject({
      code: 422,
      msg: '账号创建后不能修改',
    });
    expect(await call('/api/staff/update', { ...edit, id: 999 })).toMatchObject({
      code: 404,
      msg: '员工不存在',
    });
  });

  it('refuses to disable one’s own account or change one’s own role', async () => {
    const admin = staffTable.get(1)!;
    const self = { ...admin, id: 1, password: '' };
    expect(await call('/api/staff/update', { ...self, status: 0 })).toMatchObject({
      code: 422,
      msg: '不能停用自己的账号',
    });
    expect(await call('/api/staff/update', { ...self, role_id: ROLE_AGENT })).toMatchObject({
      code: 422,
      msg: '不能修改自己的角色',
    });
    expect(await call('/api/staff/setStatus', { ids: [1, 3], status: 0 })).toMatchObject({
      code: 422,
      msg: '不能停用自己的账号',
    });
    expect(staffTable.get(3)!.status).toBe(1);
    expect(await call('/api/staff/update', { ...self, linkman: '管理员' })).toMatchObject({ code: 0 });
  });

  it('disables an account (signed out) and enables it again', async () => {
    const token = loggedIn('author');
    expect(await call('/api/staff/setStatus', { ids: [3], status: 0 })).toMatchObject({
      code: 0,
      msg: '已停用',
    });
    expect(staffTable.get(3)!.status).toBe(0);
    expect(signedIn(token)).toBe(false);
    expect(await call('/api/staff/setStatus', { ids: [3], status: 1 })).toMatchObject({
      code: 0,
      msg: '已启用',
    });
    expect(staffTable.get(3)!.status).toBe(1);
    expect(await call('/api/staff/setStatus', { ids: [999], status: 0 })).toMatchObject({ code: 404 });
  });

  it('resets a password: the old one no longer signs in, the account’s sessions end', async () => {
    const token = loggedIn('author');
    const reset = await call('/api/staff/resetPassword', { id: 3, password: 'fresh-pass' });
    expect(reset).toMatchObject({ code: 0, msg: '密码已重置' });
    expect(signedIn(token)).toBe(false);
    expect(await login('author', 'author123')).toMatchObject({ code: 1001 });
    expect(await login('author', 'fresh-pass')).toMatchObject({ code: 0 });
    expect(await call('/api/staff/resetPassword', { id: 3, password: '123' })).toMatchObject({
      code: 422,
      msg: '密码长度为6-20个字符',
    });
  });

  it('deletes an account with its sessions; refuses oneself and a member who still owns customers', async () => {
    expect(await call('/api/staff/delete', { ids: [1] })).toMatchObject({
      code: 422,
      msg: '不能删除自己的账号',
    });
    const owned = crmDb.customers().filter((c) => c.owner_id === 2).length;
    expect(owned).toBeGreaterThan(0);
    expect(await call('/api/staff/delete', { ids: [2] })).toMatchObject({
      code: 422,
      msg: `员工“${staffTable.get(2)!.linkman}”名下还有${owned}位客户，请先转移`,
    });
    expect(staffTable.get(2)).toBeDefined();
    expect(await call('/api/staff/delete', { ids: [999] })).toMatchObject({ code: 404 });

    const token = loggedIn('author');
    expect(departmentTable.get(9)!.leader_id).toBe(3);
    expect(await call('/api/staff/delete', { ids: [3] })).toMatchObject({ code: 0, msg: '删除成功' });
    expect(staffTable.get(3)).toBeUndefined();
    expect(signedIn(token)).toBe(false);
    expect(departmentTable.get(9)!.leader_id).toBeNull();
  });

  it('offers only enabled staff to pickers', async () => {
    const before = (await call('/api/staff/options')).data as { id: number }[];
    expect(before.map((s) => s.id)).toContain(3);
    await call('/api/staff/setStatus', { ids: [3], status: 0 });
    const after = (await call('/api/staff/options')).data as { id: number }[];
    expect(after.map((s) => s.id)).not.toContain(3);
    expect(after).toHaveLength(before.length - 1);
  });

  it('names the extension each staff member holds, so the extension pickers can leave them out', async () => {
    const options = (await call('/api/staff/options')).data as { id: number; extension: string | null }[];
    const agent = staffTable.list((s) => s.username === 'agent')[0]!;
    expect(options.find((s) => s.id === agent.id)!.extension).toBe(agent.sip_username);
    staffTable.update(agent.id, { sip_username: '' });
    const after = (await call('/api/staff/options')).data as { id: number; extension: string | null }[];
    expect(after.find((s) => s.id === agent.id)!.extension).toBeNull();
  });
});
