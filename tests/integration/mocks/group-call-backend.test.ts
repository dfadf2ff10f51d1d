/**
 * @jest-environment node
 */
import { db, demoData } from '@mocks/db/db';
import { DURATION_RANGES } from '@mocks/db/group-calls';
import { seedGroupCalls } from '@mocks/db/group-calls-seed';
import { expectContractAnswer } from '@tests/support/contract';

const BASE = 'http://localhost:8080';
type Answer = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Record {
  id: number;
  name: string;
  concact_man: string;
  phone: string;
  duration: number;
  get_status: 1 | 2;
  get_status_name: string;
  record_log_id: number;
  focus: string | null;
}

/** Calls the demo backend like the console (POST, form body, api_token) and checks the contract. */
async function call(apiPath: string, body: { [k: string]: unknown } = {}, user: 'admin' | 'agent' = 'agent') {
  const token = db.createSession(user).token;
  const url = new URL(BASE + apiPath);
  url.searchParams.set('api_token', token);
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) form.append(k, String(v));
  const res = await fetch(url, { method: 'POST', body: form });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(apiPath, res.status, answer);
  return answer;
}

const list = async (body: { [k: string]: unknown } = {}, user?: 'admin' | 'agent') =>
  (await call('/api/callcenter/calltask/list', { page: 1, limit: 10, ...body }, user)).data as {
    list: Record[];
    total: number;
    current_page: number;
  };

/** Every record of the user with the filters, page by page. */
async function all(body: { [k: string]: unknown } = {}, user?: 'admin' | 'agent') {
  const first = await list(body, user);
  const rows = [...first.list];
  for (let page = 2; rows.length < first.total; page++)
    rows.push(...(await list({ ...body, page }, user)).list);
  return rows;
}

const customersWithPhone = async (phone: string) =>
  (await call('/api/crm/customer/list', { scope: 'mine', keyword: phone })).data.data as {
    name: string;
    contact_name: string;
    source_name: string;
    focus: string;
    node_id: number | null;
    next_follow_at: string | null;
  }[];

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('demo group-call backend', () => {
  it('[GROUP-03] [GROUP-05] [GROUP-06] [GROUP-16] [GROUP-17] lists today’s records of the user, 10 a page, with every field', async () => {
    const page = await list();
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect(page.total).toBeLessThanOrEqual(40);
    expect(page.current_page).toBe(1);
    expect(page.list).toHaveLength(10);
    for (const r of page.list) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'id',
          'name',
          'concact_man',
          'phone',
          'duration',
          'get_status',
          'get_status_name',
          'record_log_id',
          'focus',
          'remark',
          'node_id',
          'next_follow_at',
        ].sort(),
      );
      expect(r.get_status_name).toBe(r.get_status === 1 ? '未保存' : '已保存');
    }
    const second = await list({ page: 2 });
    expect(second.current_page).toBe(2);
    expect(second.list.map((r) => r.id)).not.toContain(page.list[0]!.id);
    const rows = await all();
    expect(new Set(rows.map((r) => r.id)).size).toBe(page.total);
    expect(rows.some((r) => r.get_status === 2) && rows.some((r) => r.get_status === 1)).toBe(true);
    // the admin has a list of their own
    const admins = await all({}, 'admin');
    expect(admins.map((r) => r.id)).not.toEqual(expect.arrayContaining([rows[0]!.id]));
    // the records belong to today: the changes are kept under today's date
    await call('/api/callcenter/calltask/clearRecord', { id: rows[0]!.id });
    expect(demoData().tables!.groupCalls).toMatchObject({
      seedKey: today(),
      rows: [{ id: rows[0]!.id, cleared: true }],
    });
  });

  it('is the same list on every run of a day, a new one the next day, and spreads durations over every range', async () => {
    const input = { username: 'agent', userIndex: 1, ownCustomers: [], knownPhones: new Set<string>() };
    const monday = seedGroupCalls({ ...input, day: '2026-11-23' });
    expect(seedGroupCalls({ ...input, day: '2026-11-23' })).toEqual(monday);
    const tuesday = seedGroupCalls({ ...input, day: '2026-11-24' });
    expect(tuesday.map((r) => r.id)).not.toEqual(expect.arrayContaining([monday[0]!.id]));
    expect(tuesday.map((r) => r.phone)).not.toEqual(monday.map((r) => r.phone));
    const rows = await all();
    const counts = DURATION_RANGES.map(
      (range) => rows.filter((r) => r.duration >= range.min && r.duration < range.max).length,
    );
    expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
    rows.forEach((r) => {
      expect([...r.name].length).toBeLessThanOrEqual(20);
      expect(r.phone).toMatch(/^1\d{10}$/);
    });
  });

  it('[GROUP-10] the duration ranges are a map of id to label', async () => {
    const { data } = await call('/api/callcenter/calltask/getDurationRange');
    expect(data).toEqual({
      '1': '0-10秒',
      '2': '10-30秒',
      '3': '30-60秒',
      '4': '1-3分钟',
      '5': '3-5分钟',
      '6': '5分钟以上',
    });
  });

  it('[GROUP-08] [GROUP-09] [GROUP-11] filters by name or contact, duration range and save status', async () => {
    const rows = await all();
    const target = rows.find((r) => r.name !== r.concact_man)!;
    const byName = await all({ name: target.name.slice(0, 4) });
    expect(byName.map((r) => r.id)).toContain(target.id);
    byName.forEach((r) => expect(`${r.name}|${r.concact_man}|${r.phone}`).toContain(target.name.slice(0, 4)));
    const byContact = await all({ name: target.concact_man });
    expect(byContact.map((r) => r.id)).toContain(target.id);

    const minutes = await all({ duration: '4' });
    expect(minutes.length).toBe(rows.filter((r) => r.duration >= 60 && r.duration < 180).length);
    minutes.forEach((r) => expect(r.duration >= 60 && r.duration < 180).toBe(true));

    const saved = await all({ get_status: 2 });
    const unsaved = await all({ get_status: 1 });
    expect(saved.every((r) => r.get_status === 2)).toBe(true);
    expect(unsaved.every((r) => r.get_status === 1)).toBe(true);
    expect(saved.length + unsaved.length).toBe(rows.length);
    expect((await list({ name: '', duration: '', get_status: '' })).total).toBe(rows.length);

    expect((await call('/api/callcenter/calltask/list', { duration: '99' })).code).toBe(422);
    expect((await call('/api/callcenter/calltask/list', { get_status: '3' })).code).toBe(422);
  });

  it('[GROUP-13] [GROUP-14] clears one record, refuses an unknown one, and clears them all', async () => {
    const before = await all();
    const ok = await call('/api/callcenter/calltask/clearRecord', { id: before[3]!.id });
    expect(ok.code).toBe(0);
    const after = await all();
    expect(after).toHaveLength(before.length - 1);
    expect(after.map((r) => r.id)).not.toContain(before[3]!.id);
    expect((await call('/api/callcenter/calltask/clearRecord', { id: before[3]!.id })).code).not.toBe(0);
    expect((await call('/api/callcenter/calltask/clearRecord', { id: 'x' })).code).not.toBe(0);
    // another user's record is not the agent's to clear
    const admins = await list({}, 'admin');
    expect((await call('/api/callcenter/calltask/clearRecord', { id: admins.list[0]!.id })).code).not.toBe(0);

    expect((await call('/api/callcenter/calltask/clearAllRecord')).code).toBe(0);
    expect((await list()).total).toBe(0);
    expect((await list({}, 'admin')).total).toBe(admins.total);
  });

  it('[GROUP-18] [GROUP-22] [GROUP-23] saving a record makes it a customer of /client/index and marks it saved', async () => {
    const record = (await all({ get_status: 1 }))[0]!;
    const saved = await call('/api/callcenter/calltask/addCustomer', {
      record_log_id: record.record_log_id,
      name: '群呼保存测试公司',
      concact_man: '赵六',
      phone: record.phone,
      focus: '价格',
      node_id: 3,
      next_follow_at: '2030-01-02 09:00:00',
    });
    expect(saved).toMatchObject({ code: 0, msg: '添加成功' });
    const customers = await customersWithPhone(record.phone);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({
      name: '群呼保存测试公司',
      contact_name: '赵六',
      source_name: '群呼',
      focus: '价格',
      node_id: 3,
      next_follow_at: '2030-01-02 09:00:00',
    });
    const now = (await all()).find((r) => r.id === record.id)!;
    expect(now).toMatchObject({
      get_status: 2,
      get_status_name: '已保存',
      name: '群呼保存测试公司',
      concact_man: '赵六',
      focus: '价格',
      node_id: 3,
    });
  });

  it('[GROUP-19] a saved record answers the warning 当前客户已经保存！ and makes no second customer', async () => {
    const record = (await all({ get_status: 1 }))[0]!;
    const body = { record_log_id: record.record_log_id, name: '甲', concact_man: '乙', phone: record.phone };
    expect((await call('/api/callcenter/calltask/addCustomer', body)).code).toBe(0);
    const again = await call('/api/callcenter/calltask/addCustomer', body);
    expect(again).toMatchObject({ code: 1, data: { code: 1, msg: '当前客户已经保存！' } });
    expect(await customersWithPhone(record.phone)).toHaveLength(1);
    const seededSaved = (await all({ get_status: 2 })).find((r) => r.id !== record.id)!;
    const known = await call('/api/callcenter/calltask/addCustomer', {
      ...body,
      record_log_id: seededSaved.record_log_id,
      phone: seededSaved.phone,
    });
    expect(known.data).toEqual({ code: 1, msg: '当前客户已经保存！' });
  });

  it('[GROUP-24] [GROUP-25] [GROUP-26] [GROUP-27] [GROUP-28] [GROUP-29] [GROUP-31] [GROUP-32] validates the work window’s fields', async () => {
    const record = (await all({ get_status: 1 }))[0]!;
    const base = {
      record_log_id: record.record_log_id,
      name: '公司',
      concact_man: '联系人',
      phone: record.phone,
    };
    const msg = async (patch: { [k: string]: unknown }) =>
      (await call('/api/callcenter/calltask/addCustomer', { ...base, ...patch })).msg;
    expect(await msg({ name: ' ' })).toBe('请输入客户名称');
    expect(await msg({ name: '一'.repeat(21) })).toBe('客户名称不能超过20个字符');
    expect(await msg({ concact_man: '' })).toBe('请输入联系人');
    expect(await msg({ concact_man: '一'.repeat(21) })).toBe('联系人不能超过20个字符');
    expect(await msg({ phone: '' })).toBe('请输入联系方式');
    expect(await msg({ phone: '1'.repeat(21) })).toBe('联系方式不能超过20个字符');
    expect(await msg({ phone: '13900000000' })).toBe('联系方式与通话记录不符');
    expect(await msg({ focus: '一'.repeat(51) })).toBe('关注点不能超过50个字符');
    expect(await msg({ remark: '一'.repeat(501) })).toBe('备注不能超过500个字符');
    expect(await msg({ node_id: 99 })).toBe('跟进阶段不存在');
    expect(await msg({ record_log_id: 1 })).toBe('通话记录不存在');
    // nothing was saved by the refused calls
    expect((await all()).find((r) => r.id === record.id)!.get_status).toBe(1);
    expect(await msg({ name: '一'.repeat(20), focus: '一'.repeat(50), remark: '一'.repeat(500) })).toBe(
      '添加成功',
    );
  });
});
