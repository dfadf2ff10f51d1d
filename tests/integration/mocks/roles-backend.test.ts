/**
 * @jest-environment node
 */
import { crmDb } from '@mocks/db/crm';
import { db } from '@mocks/db/db';
import { entryIdAt, entryIds } from '@mocks/db/menus';
import { ROLE_ADMIN, ROLE_AGENT } from '@mocks/db/role-ids';
import { staffTable } from '@mocks/db/staff';
import type { DemoUser } from '@mocks/db/seed';
import { callBackend as call } from '@tests/support/backend-call';

type Entry = { id: number; name: string; permission?: { hasPremisson: boolean }; all_childs: Entry[] };

/** A new account in a department with a role, as the staff screen would make it. */
function hire(username: string, role_id: number, department_id = 4): DemoUser {
  const template = staffTable.get(2)!;
  return staffTable.insert((id) => ({
    ...template,
    id,
    username,
    password: 'secret1',
    role_id,
    department_id,
    phone: `1380000${String(id).padStart(4, '0')}`,
    sip_username: String(3000 + id),
  }));
}

const addRole = (fields: Record<string, unknown>) =>
  call('/api/roles/add', { description: '', data_scope: 'self', ...fields });

describe('demo roles backend', () => {
  it('lists the built-in roles with how many staff hold each', async () => {
    const page = (await call('/api/roles/list', { page: 1, limit: 10 })).data;
    expect(page.data.map((r: { name: string }) => r.name)).toEqual([
      '超级管理员',
      '坐席',
      '话术编辑',
      '销售主管',
    ]);
    const agents = staffTable.list((s) => s.role_id === ROLE_AGENT).length;
    expect(page.data[1]).toMatchObject({ is_system: 1, data_scope: 'department', staff_count: agents });
  });

  it('[AUTH-04] a role granting only 客户管理 gives its staff exactly that menu, every page of it, and nothing else', async () => {
    const client = entryIdAt('sip', 'client');
    const role = await addRole({ name: '客户专员', permission_ids: [client] });
    expect(role).toMatchObject({ code: 0, msg: '添加成功' });
    // the parent stands for its pages; the actions under it are entries of their own, granted with it
    expect(role.data.permission_ids).toEqual(entryIds('sip', ['client']).sort((a, b) => a - b));
    hire('kefu01', role.data.id);
    const session = await call('/api/login', { username: 'kefu01', password: 'secret1' });
    expect(session.code).toBe(0);
    const { sip, ai, quality, assistant } = session.data.menus as Record<
      'sip' | 'ai' | 'quality' | 'assistant',
      Entry[]
    >;
    expect([ai, quality, assistant]).toEqual([[], [], []]);
    expect(sip.map((e) => e.name)).toEqual(['client']);
    expect(sip[0]!.all_childs.every((e) => e.permission?.hasPremisson)).toBe(true);
  });

  it('grants some pages of a menu: the parent shows, the other pages say no', async () => {
    const role = await addRole({
      name: '回访专员',
      permission_ids: [entryIdAt('sip', 'client/index'), entryIdAt('sip', 'client/today')],
    });
    hire('huifang', role.data.id);
    const { sip } = (await call('/api/login', { username: 'huifang', password: 'secret1' })).data.menus as {
      sip: Entry[];
    };
    const granted = sip[0]!.all_childs.filter((e) => e.permission?.hasPremisson).map((e) => e.name);
    expect(granted).toEqual(['index', 'today']);
    expect(sip[0]!.permission?.hasPremisson).toBe(true);
    expect(sip[0]!.all_childs.find((e) => e.name === 'customer')!.permission).toEqual({
      hasPremisson: false,
    });
  });

  it('the permission tree marks a role’s grants, and a new role’s tree grants nothing', async () => {
    const agentTree = (await call('/api/roles/permission/tree', { role_id: ROLE_AGENT })).data;
    const expense = agentTree.sip.find((e: Entry) => e.name === 'expense');
    expect(expense.permission).toEqual({ hasPremisson: false });
    const client = agentTree.sip.find((e: Entry) => e.name === 'client');
    expect(client.all_childs.find((e: Entry) => e.name === 'remove').permission).toEqual({
      hasPremisson: false,
    });
    const blank = (await call('/api/roles/permission/tree')).data;
    const anyGranted = (items: Entry[]): boolean =>
      items.some((e) => e.permission?.hasPremisson || anyGranted(e.all_childs));
    expect(['sip', 'ai', 'quality', 'assistant'].some((k) => anyGranted(blank[k]))).toBe(false);
  });

  it('refuses a duplicate name, chosen departments without a department, unknown departments and entries', async () => {
    expect(await addRole({ name: '坐席' })).toMatchObject({ code: 422, msg: '角色“坐席”已存在' });
    expect(await addRole({ name: '分部经理', data_scope: 'departments' })).toMatchObject({
      code: 422,
      msg: '请选择可查看数据的部门',
    });
    expect(
      await addRole({ name: '分部经理', data_scope: 'departments', department_ids: [999] }),
    ).toMatchObject({
      code: 404,
      msg: '部门不存在（ID：999）',
    });
    expect(await addRole({ name: '分部经理', permission_ids: [99999] })).toMatchObject({
      code: 422,
      msg: '权限不存在',
    });
    const long = await addRole({ name: '角'.repeat(21) });
    expect(long).toMatchObject({ code: 422, msg: '角色名称不能超过20个字符' });
    expect((await addRole({ name: '分部经理', data_scope: 'everyone' })).msg).toBe('数据权限不正确');
  });

  it('keeps the super administrator whole, whatever the editor sends', async () => {
    const admin = (await call('/api/roles/list', { page: 1, limit: 10 })).data.data[0];
    const saved = await call('/api/roles/update', {
      id: ROLE_ADMIN,
      name: admin.name,
      description: admin.description,
      data_scope: 'all',
      permission_ids: [entryIdAt('sip', 'client')],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.permission_ids).toEqual(admin.permission_ids);
  });

  it('refuses to delete a built-in role or one in use (saying by how many), and deletes an unused one', async () => {
    expect(await call('/api/roles/delete', { id: ROLE_AGENT })).toMatchObject({
      code: 422,
      msg: '“坐席”是系统内置角色，不能删除',
    });
    const role = (await addRole({ name: '临时角色' })).data;
    hire('linshi1', role.id);
    hire('linshi2', role.id);
    expect(await call('/api/roles/delete', { id: role.id })).toMatchObject({
      code: 422,
      msg: '该角色正在被2名员工使用，不能删除',
    });
    staffTable.remove(staffTable.list((s) => s.role_id === role.id).map((s) => s.id));
    expect(await call('/api/roles/delete', { id: role.id })).toMatchObject({ code: 0, msg: '删除成功' });
    expect(await call('/api/roles/delete', { id: role.id })).toMatchObject({ code: 404, msg: '角色不存在' });
  });

  it('refuses role changes to someone whose role does not manage roles', async () => {
    expect(await call('/api/roles/add', { name: '越权', data_scope: 'all' }, 'agent')).toMatchObject({
      code: 403,
      msg: '当前角色没有管理角色的权限',
    });
  });

  it('a disabled account cannot sign in, and its open session stops answering', async () => {
    const member = hire('tingyong', ROLE_AGENT);
    expect((await call('/api/user/info', {}, 'tingyong')).code).toBe(0);
    const token = db.createSession('tingyong').token;
    staffTable.update(member.id, { status: 0 });
    expect(await call('/api/login', { username: 'tingyong', password: 'secret1' })).toMatchObject({
      code: 1002,
      msg: '账号已停用，请联系管理员',
    });
    expect(db.userOfToken(token)).toBeUndefined();
  });

  describe('data scope', () => {
    const allCustomers = async (username: string) =>
      (await call('/api/crm/customer/list', { scope: 'all', page: 1, limit: 1000 }, username)).data.data as {
        owner_id: number | null;
      }[];
    const owners = (rows: { owner_id: number | null }[]) =>
      new Set(rows.map((r) => r.owner_id).filter((id) => id != null));

    it('only self: the customers the user owns (and the unassigned)', async () => {
      const role = (await addRole({ name: '只看自己', data_scope: 'self', permission_ids: entryIds('sip') }))
        .data;
      const me = hire('zijikan', role.id);
      crmDb.saveCustomers([{ ...crmDb.customers().find((c) => c.owner_id === 4)!, owner_id: me.id }]);
      expect([...owners(await allCustomers('zijikan'))]).toEqual([me.id]);
    });

    it('chosen departments: the customers of the staff in them', async () => {
      const role = (
        await addRole({
          name: '看电销',
          data_scope: 'departments',
          department_ids: [7, 8],
          permission_ids: [],
        })
      ).data;
      const me = hire('dianxiao', role.id, 9);
      const inSales = new Set(staffTable.list((s) => [7, 8].includes(s.department_id)).map((s) => s.id));
      const seen = owners(await allCustomers('dianxiao'));
      expect(seen.size).toBeGreaterThan(0);
      for (const id of seen) expect(inSales.has(id) || id === me.id).toBe(true);
    });

    it('own department and below: a supervisor of 销售中心 sees both sales teams', async () => {
      const role = (await addRole({ name: '中心总监', data_scope: 'department_tree', permission_ids: [] }))
        .data;
      hire('zongjian', role.id, 3);
      const departments = new Set(
        [...owners(await allCustomers('zongjian'))].map((id) => staffTable.get(id)!.department_id),
      );
      expect(departments).toEqual(new Set([4, 5]));
    });

    it('the whole company: every owner', async () => {
      const everyone = owners(await allCustomers('admin'));
      expect(everyone.size).toBe(
        new Set(
          crmDb
            .customers()
            .map((c) => c.owner_id)
            .filter((id) => id != null),
        ).size,
      );
    });
  });
});
