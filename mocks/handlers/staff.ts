import { crmDb } from '../db/crm';
import { db } from '../db/db';
import { departmentTable, descendantIds } from '../db/org';
import { roleTable } from '../db/roles';
import type { DemoUser } from '../db/seed';
import { can, staffLabels, staffMembers, staffTable, visibleStaffIds } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { idList, num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';
import { authed, fail, ok, type Ctx } from '../kit/http';

type StaffFields = Pick<
  DemoUser,
  | 'username'
  | 'password'
  | 'linkman'
  | 'phone'
  | 'email'
  | 'department_id'
  | 'role_id'
  | 'sip_username'
  | 'status'
>;

const TEXTS = {
  username: { label: '账号', invalid: '账号为4-20位字母、数字或下划线' },
  password: { label: '密码', invalid: '密码长度为6-20个字符' },
  linkman: '姓名',
  phone: { label: '手机号码', invalid: '手机号码格式不正确' },
  email: { label: '邮箱', invalid: '邮箱格式不正确' },
  department_id: { required: '请选择所属部门', invalid: '所属部门不正确' },
  role_id: { required: '请选择角色', invalid: '角色不正确' },
  sip_username: { label: '分机号', invalid: '分机号为3-8位数字' },
  status: { invalid: '状态不正确' },
};

/** How the contract presents an account: never its passwords. */
const present = (u: DemoUser) => ({
  id: u.id,
  username: u.username,
  linkman: u.linkman,
  phone: u.phone,
  email: u.email,
  department_id: u.department_id,
  role_id: u.role_id,
  sip_username: u.sip_username,
  status: u.status,
  status_name: u.status === 1 ? '启用' : '停用',
  last_login_at: u.last_login_at,
  last_login_ip: u.last_login_ip,
  created_at: u.created_at,
  updated_at: u.updated_at,
  ...staffLabels(u),
});

/** Staff outside the viewer's data scope are as unknown to them as missing ones. */
const visibleTo = (viewer: DemoUser) => {
  const ids = visibleStaffIds(viewer);
  return (row: DemoUser) => !ids || ids.has(row.id);
};

const guard = ({ user }: Ctx) =>
  can(user, 'expense/staff') ? undefined : fail(403, '当前角色没有管理员工的权限');

const taken = (field: 'username' | 'phone' | 'sip_username', value: string, current?: DemoUser) =>
  staffTable.all().some((s) => s[field] === value && s.id !== current?.id);

const refuseField = (field: string, msg: string) => fail(422, msg, { [field]: msg });

/**
 * The staff form as the platform checks it: the account is fixed once created (calls, logs and sessions name
 * it); account, phone and extension are unique; department and role exist; nobody disables their own account or
 * changes their own role, which could lock the company's administrator out.
 */
function readStaff({ body, user }: Ctx, current?: DemoUser): StaffFields | Response {
  const username = str(body.username);
  if (current && username !== current.username) return refuseField('username', '账号创建后不能修改');
  if (!current && taken('username', username)) return refuseField('username', '账号已存在');
  const phone = str(body.phone);
  if (taken('phone', phone, current)) return refuseField('phone', '手机号码已存在');
  const sip_username = str(body.sip_username);
  if (sip_username && taken('sip_username', sip_username, current))
    return refuseField('sip_username', '分机号已被占用');
  const department_id = num(body.department_id);
  if (!departmentTable.get(department_id)) return notFound('部门');
  const role_id = num(body.role_id);
  if (!roleTable.get(role_id)) return notFound('角色');
  const status = str(body.status) === '' ? (current?.status ?? 1) : num(body.status) === 1 ? 1 : 0;
  if (current?.id === user.id && status === 0) return refuseField('status', '不能停用自己的账号');
  if (current?.id === user.id && role_id !== current.role_id)
    return refuseField('role_id', '不能修改自己的角色');
  const password = str(body.password);
  return {
    username,
    password: password || (current?.password ?? ''),
    linkman: str(body.linkman),
    phone,
    email: str(body.email),
    department_id,
    role_id,
    sip_username,
    status,
  };
}

const newAccount = (id: number, at: string) => ({
  id,
  // every demo SIP account shares the softphone's password (docs/demo.md: Demo softphone)
  sip_password: 'secret',
  created_at: at,
  last_login_at: null,
  last_login_ip: null,
  sip_group: 0 as const,
});

/** The rows named by `ids`, each one the viewer may see, or the not-found answer of the first that is not. */
function rowsOf(ctx: Ctx): DemoUser[] | Response {
  const visible = visibleTo(ctx.user);
  const rows: DemoUser[] = [];
  for (const id of idList(ctx.body.ids)) {
    const row = staffTable.get(id);
    if (!row || !visible(row)) return notFound('员工', 404, id);
    rows.push(row);
  }
  return rows;
}

const customersOwnedBy = (id: number) => crmDb.customers().filter((c) => c.owner_id === id).length;

/**
 * Staff accounts (/expense/staff): the demo's users. Deleting an account that still owns customers is refused
 * (the customers would be left without an owner yet outside the pool); the administrator transfers them first.
 */
export const staffHandlers = [
  ...crudHandlers<DemoUser, StaffFields>({
    base: 'staff',
    table: staffTable,
    label: '员工',
    only: ['list', 'add'],
    present,
    guard: (ctx, op) => (op === 'list' ? undefined : guard(ctx)),
    list: {
      paged: true,
      filter: ({ body, user }) => {
        const keyword = str(body.keyword);
        const department = num(body.department_id);
        const departments = Number.isNaN(department)
          ? null
          : new Set([department, ...descendantIds(department)]);
        const role = num(body.role_id);
        const status = num(body.status);
        const visible = visibleTo(user);
        return (s) =>
          visible(s) &&
          (!keyword ||
            s.linkman.includes(keyword) ||
            s.username.includes(keyword) ||
            s.phone.includes(keyword)) &&
          (!departments || departments.has(s.department_id)) &&
          (Number.isNaN(role) || s.role_id === role) &&
          (Number.isNaN(status) || s.status === status);
      },
      sort: (a, b) => b.id - a.id,
    },
    texts: TEXTS,
    form: (ctx) => readStaff(ctx),
    build: (fields, id) => {
      const at = now();
      return { ...newAccount(id, at), ...fields, updated_at: at };
    },
  }),

  authed(
    'staff/update',
    (ctx) => {
      const refused = guard(ctx);
      if (refused) return refused;
      const current = staffTable.get(num(ctx.body.id));
      if (!current || !visibleTo(ctx.user)(current)) return notFound('员工');
      const fields = readStaff(ctx, current);
      if (fields instanceof Response) return fields;
      const saved = staffTable.update(current.id, { ...fields, updated_at: now() })!;
      if (saved.status === 0 || saved.password !== current.password)
        db.endSessionsOf(saved.username, ctx.token);
      return ok(present(saved), '更新成功');
    },
    TEXTS,
  ),

  authed('staff/delete', (ctx) => {
    const refused = guard(ctx);
    if (refused) return refused;
    const rows = rowsOf(ctx);
    if (rows instanceof Response) return rows;
    if (rows.some((r) => r.id === ctx.user.id)) return fail(422, '不能删除自己的账号');
    for (const r of rows) {
      const count = customersOwnedBy(r.id);
      if (count) return fail(422, `员工“${r.linkman}”名下还有${count}位客户，请先转移`);
    }
    const gone = new Set(rows.map((r) => r.id));
    departmentTable
      .list((d) => d.leader_id != null && gone.has(d.leader_id))
      .forEach((d) => departmentTable.update(d.id, { leader_id: null }));
    rows.forEach((r) => db.endSessionsOf(r.username));
    staffTable.remove([...gone]);
    return ok(null, '删除成功');
  }),

  authed(
    'staff/setStatus',
    (ctx) => {
      const refused = guard(ctx);
      if (refused) return refused;
      const rows = rowsOf(ctx);
      if (rows instanceof Response) return rows;
      const status = num(ctx.body.status) === 1 ? 1 : 0;
      if (status === 0 && rows.some((r) => r.id === ctx.user.id)) return fail(422, '不能停用自己的账号');
      const at = now();
      rows.forEach((r) => {
        staffTable.update(r.id, { status, updated_at: at });
        if (status === 0) db.endSessionsOf(r.username);
      });
      return ok(null, status === 1 ? '已启用' : '已停用');
    },
    {
      ids: { required: '请选择员工', invalid: '员工不正确' },
      status: { required: '请选择状态', invalid: '状态不正确' },
    },
  ),

  authed(
    'staff/resetPassword',
    (ctx) => {
      const refused = guard(ctx);
      if (refused) return refused;
      const row = staffTable.get(num(ctx.body.id));
      if (!row || !visibleTo(ctx.user)(row)) return notFound('员工');
      staffTable.update(row.id, { password: str(ctx.body.password), updated_at: now() });
      db.endSessionsOf(row.username, ctx.token);
      return ok(null, '密码已重置');
    },
    { password: { label: '新密码', invalid: '密码长度为6-20个字符' } },
  ),

  // pickers everywhere (owners, allotment): every enabled account, whatever the viewer's data scope
  authed('staff/options', ({ body }) => {
    const department = num(body.department_id);
    return ok(
      staffMembers()
        .filter((s) => s.status === 1 && (Number.isNaN(department) || s.department_id === department))
        .map((s) => ({
          id: s.id,
          name: s.name,
          department_id: s.department_id,
          extension: staffTable.get(s.id)?.sip_username || null,
        })),
    );
  }),
];
