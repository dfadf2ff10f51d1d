/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { CUSTOMER_COUNT } from '@mocks/db/crm-seed';
import { callBackend } from '@tests/support/backend-call';

const call = callBackend;

const list = (body: Record<string, unknown>, user?: 'admin' | 'agent') =>
  call('/api/crm/customer/list', body, user).then((a) => a.data);

describe('demo CRM backend', () => {
  it('[GROUP-21] /api/crm/node answers the follow-up stages as {id, name}', async () => {
    const { data } = await call('/api/crm/node');
    expect(data.length).toBeGreaterThan(3);
    data.forEach((n: object) => expect(Object.keys(n).sort()).toEqual(['id', 'name']));
  });

  it('seeds thousands of customers over staff, stages and labels, and pages them', async () => {
    const all = await list({ scope: 'all', limit: 20, page: 3 });
    expect(all.total).toBeGreaterThan(CUSTOMER_COUNT * 0.8);
    expect(all.data).toHaveLength(20);
    expect(all).toMatchObject({ current_page: 3, per_page: 20, from: 41, to: 60 });
    const owners = new Set(all.data.map((c: { owner_name: string }) => c.owner_name));
    expect(owners.size).toBeGreaterThan(3);
    expect(all.data.some((c: { labels: unknown[] }) => c.labels.length > 0)).toBe(true);
    expect(all.data[0].phone).toMatch(/^1\d{10}$/);
  });

  it('sorts and filters like a server', async () => {
    const asc = await list({ scope: 'all', sort_field: 'follow_count', sort_order: 'asc', limit: 50 });
    const counts = asc.data.map((c: { follow_count: number }) => c.follow_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const stage = await list({ scope: 'all', node_id: 3, label_ids: [1] });
    stage.data.forEach((c: { node_id: number; label_ids: number[] }) => {
      expect(c.node_id).toBe(3);
      expect(c.label_ids).toContain(1);
    });
    const one = (await list({ scope: 'all', limit: 1 })).data[0];
    const byPhone = await list({ scope: 'all', keyword: one.phone });
    expect(byPhone.data.map((c: { id: number }) => c.id)).toEqual([one.id]);
    const bad = await call('/api/crm/customer/list', { sort_field: 'phone' });
    expect(bad.code).toBe(422);
  });

  it('an agent sees only their own customers as mine, and today holds appointments of today', async () => {
    const mine = await list({ scope: 'mine', limit: 100 }, 'agent');
    expect(mine.total).toBeGreaterThan(0);
    const agentName = mine.data[0].owner_name;
    mine.data.forEach((c: { owner_name: string }) => expect(c.owner_name).toBe(agentName));
    const today = await list({ scope: 'today', limit: 100 }, 'agent');
    expect(today.total).toBeGreaterThan(0);
    const day = dayjs().format('YYYY-MM-DD');
    today.data.forEach((c: { next_follow_at: string }) =>
      expect(c.next_follow_at.startsWith(day)).toBe(true),
    );
  });

  it('validates a new customer and refuses a duplicate phone with its message', async () => {
    const missing = await call('/api/crm/customer/add', {
      name: '',
      contact_name: '王五',
      phone: '13800000000',
    });
    expect(missing).toMatchObject({ code: 422, msg: '请输入客户名称' });
    const long = await call('/api/crm/customer/add', {
      name: '名'.repeat(21),
      contact_name: '王五',
      phone: '13800000001',
    });
    expect(long.msg).toBe('客户名称不能超过20个字符');
    const existing = (await list({ scope: 'all', limit: 1 })).data[0];
    const dup = await call('/api/crm/customer/add', {
      name: '新客户',
      contact_name: '王五',
      phone: existing.phone,
    });
    expect(dup.code).toBe(422);
    expect(dup.msg).toContain(existing.phone);
    expect(dup.data.errors.phone).toBe(dup.msg);
    const added = await call('/api/crm/customer/add', {
      name: '新客户',
      contact_name: '王五',
      phone: '13912345678',
    });
    expect(added.code).toBe(0);
    expect((await list({ scope: 'mine', keyword: '13912345678' })).total).toBe(1);
  });

  it('a follow-up moves the stage and sets the next appointment', async () => {
    const c = (await list({ scope: 'mine', limit: 1 })).data[0];
    const next = dayjs().add(1, 'hour').format('YYYY-MM-DD HH:mm:ss');
    const inPast = await call('/api/crm/followUp/add', {
      customer_id: c.id,
      type: 1,
      content: 'x',
      next_follow_at: '2000-01-01 00:00:00',
    });
    expect(inPast.code).toBe(422);
    const added = await call('/api/crm/followUp/add', {
      customer_id: c.id,
      type: 2,
      content: '约了明天演示',
      node_id: 4,
      next_follow_at: next,
    });
    expect(added.data).toMatchObject({ content: '约了明天演示', node_name: '重点跟进', type_name: '微信' });
    const history = await call('/api/crm/followUp/list', { customer_id: c.id });
    expect(history.data.data[0].content).toBe('约了明天演示');
    expect(history.data.total).toBe(c.follow_count + 1);
    const saved = (await list({ scope: 'mine', keyword: c.phone })).data[0];
    expect(saved).toMatchObject({ node_id: 4, next_follow_at: next, follow_count: c.follow_count + 1 });
  });

  it('discards to the public pool with a reason, then claims and recovers', async () => {
    const [a, b] = (await list({ scope: 'mine', limit: 2 })).data;
    expect((await call('/api/crm/customer/discard', { ids: [a.id, b.id] })).code).toBe(422);
    await call('/api/crm/customer/discard', { ids: [a.id, b.id], discard_reason_id: 3 });
    const pool = await list({ scope: 'communal', discard_reason_id: 3, keyword: a.phone });
    expect(pool.data[0]).toMatchObject({ owner_id: null, discard_reason: '无购买意向' });
    await call('/api/crm/customer/recover', { ids: [a.id], to_previous: 1 });
    expect((await list({ scope: 'mine', keyword: a.phone })).data[0].owner_id).toBe(a.owner_id);
    const claimed = await call('/api/crm/customer/recover', { ids: [b.id] }, 'agent');
    expect(claimed.msg).toBe('领取成功');
    expect((await list({ scope: 'mine', keyword: b.phone }, 'agent')).total).toBe(1);
  });

  it('allots unassigned customers to a staff member', async () => {
    const waiting = await list({ scope: 'allot', limit: 3 });
    const ids = waiting.data.map((c: { id: number }) => c.id);
    await call('/api/crm/customer/allot', { ids, staff_id: 2 });
    const after = await list({ scope: 'allot', limit: 3 });
    expect(after.total).toBe(waiting.total - 3);
    expect((await list({ scope: 'mine', keyword: waiting.data[0].phone }, 'agent')).total).toBe(1);
  });

  it('imports a batch and reports every failed row by its number', async () => {
    const taken = (await list({ scope: 'all', limit: 1 })).data[0].phone;
    const result = await call('/api/crm/customer/import', {
      rows: [
        { row: 2, name: '导入一', contact_name: '李一', phone: '13700000001' },
        { row: 3, name: '', contact_name: '李二', phone: '13700000002' },
        { row: 4, name: '导入三', contact_name: '李三', phone: taken },
        { row: 5, name: '导入四', contact_name: '李四', phone: '13700000001' },
        { row: 6, name: '导入五', contact_name: '李五', phone: '13700000005', next_follow_at: '2030-01-02' },
      ],
    });
    expect(result.data).toMatchObject({ total: 5, success: 2, failed: 3 });
    expect(result.data.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5]);
    expect(result.data.errors[0].msg).toBe('请输入客户名称');
    expect((await list({ scope: 'allot', keyword: '13700000005' })).data[0].next_follow_at).toBe(
      '2030-01-02 09:00:00',
    );
  });

  it('manages labels and assigns them', async () => {
    const label = (await call('/api/crm/label/add', { name: '新标签', color: '#123456' })).data;
    expect((await call('/api/crm/label/add', { name: '新标签' })).code).toBe(422);
    const c = (await list({ scope: 'mine', limit: 1 })).data[0];
    await call('/api/crm/label/assign', { customer_ids: [c.id], label_ids: [label.id], mode: 'append' });
    const labelled = (await list({ scope: 'mine', keyword: c.phone })).data[0];
    expect(labelled.label_ids).toEqual([...c.label_ids, label.id].sort((x: number, y: number) => x - y));
    const labels = (await call('/api/crm/label/list')).data;
    expect(labels.find((l: { id: number }) => l.id === label.id).customer_count).toBe(1);
    await call('/api/crm/label/delete', { id: label.id });
    expect((await list({ scope: 'mine', keyword: c.phone })).data[0].label_ids).toEqual(c.label_ids);
  });

  it('lists deals, products, staff and departments', async () => {
    const deals = await call('/api/orders/deal/list', { sort_field: 'amount', sort_order: 'desc', limit: 5 });
    const amounts = deals.data.data.map((d: { amount: number }) => d.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(deals.data.data[0].product_name).toBeTruthy();
    expect((await call('/api/products/list', { status: 1 })).data.total).toBeGreaterThan(5);
    expect((await call('/api/staff/options')).data.length).toBeGreaterThan(10);
    expect((await call('/api/departments/tree')).data.all_childs.length).toBeGreaterThan(1);
  });
});
