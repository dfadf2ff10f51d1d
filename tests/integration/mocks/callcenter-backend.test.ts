/**
 * @jest-environment node
 */
import { crmDb } from '@mocks/db/crm';
import { callTasks, taskGroupCalls } from '@mocks/db/callcenter-tasks';
import { callBackend as call } from '@tests/support/backend-call';
import { clockAt } from '@tests/support/clock';

/** A local moment of today (the calling windows are local times). */
const at = (hh: number, mm = 0) => {
  const d = new Date();
  d.setHours(hh, mm, 0, 0);
  return d.getTime();
};
let clock = at(10);
beforeEach(() => {
  clock = at(10);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

const settings = (name: string) => ({
  name,
  queue_id: 1,
  windows: ['09:00-12:00', '14:00-18:00'],
  concurrency: 5,
  retry_times: 1,
  retry_interval: 30,
  retry_on: ['busy', 'no_answer'],
});

describe('call queues', () => {
  it('lists the seed groups with strategy, overflow and live figures from the floor', async () => {
    clockAt(10, 30, { workingDay: true });
    const { data } = await call('/api/callcenter/queue/list', { limit: 20 });
    expect(data.total).toBe(3);
    const first = data.data[0];
    expect(first).toMatchObject({
      name: '售前一组',
      strategy_name: '最长空闲优先',
      overflow_name: '转坐席组：售后服务组',
    });
    expect(first.online_count).toBeGreaterThan(0);
    expect(first.available_count).toBeLessThanOrEqual(first.online_count);
  });

  it('refuses a duplicate name, a missing overflow queue and an overflow to itself', async () => {
    const dup = await call('/api/callcenter/queue/add', { name: '售前一组', strategy: 'ring-all' });
    expect(dup).toMatchObject({ code: 422, msg: '坐席组“售前一组”已存在' });
    const noTarget = await call('/api/callcenter/queue/add', {
      name: '新组',
      strategy: 'ring-all',
      overflow: 'queue',
    });
    expect(noTarget.msg).toBe('请选择溢出坐席组');
    const self = await call('/api/callcenter/queue/update', {
      id: 2,
      name: '售后服务组',
      strategy: 'round-robin',
      overflow: 'queue',
      overflow_queue_id: 2,
    });
    expect(self.msg).toBe('不能溢出到本坐席组');
    const long = await call('/api/callcenter/queue/add', { name: 'x'.repeat(21), strategy: 'ring-all' });
    expect(long.code).not.toBe(0);
  });

  it('refuses to delete a queue a task dials through, naming the task, and one another overflows to', async () => {
    await call('/api/callcenter/task/import', {
      ...settings('删组测试'),
      queue_id: 3,
      rows: [{ row: 2, phone: '13800000001' }],
    });
    expect((await call('/api/callcenter/queue/delete', { id: 3 })).msg).toBe(
      '坐席组“大客户组”正被呼叫任务“删组测试”使用，不能删除',
    );
    expect((await call('/api/callcenter/queue/delete', { id: 2 })).msg).toContain('溢出目标');
    const added = await call('/api/callcenter/queue/add', {
      name: '临时组',
      strategy: 'round-robin',
      staff_ids: [4, 5],
    });
    expect(added.data.staff.map((s: { id: number }) => s.id)).toEqual([4, 5]);
    expect(await call('/api/callcenter/queue/delete', { id: added.data.id })).toMatchObject({
      code: 0,
      msg: '删除成功!',
    });
  });
});

describe('call tasks', () => {
  it('[ROUTES-CALLCENTRE-08] the demo company starts with the tasks of its past days, none dialling today', async () => {
    const { data } = await call('/api/callcenter/task/list', {});
    type Listed = { name: string; total: number; called: number; answered: number; remaining: number };
    const listed = data.data as Listed[];
    const byName = (name: string) => listed.find((t) => t.name === name)!;
    expect(byName('老客户满意度回访')).toMatchObject({ status: 'finished', remaining: 0 });
    expect(byName('新品试用邀约')).toMatchObject({ status: 'paused', queue_name: '售前一组' });
    expect(byName('沉睡客户唤醒')).toMatchObject({ status: 'stopped', queue_name: '大客户组' });
    expect(byName('季度续费提醒')).toMatchObject({ status: 'pending', called: 0 });
    for (const task of listed) {
      expect(task.total).toBeGreaterThan(0);
      expect(task.answered).toBeLessThanOrEqual(task.called);
    }
    expect(byName('新品试用邀约').called).toBeGreaterThan(0);
    expect(byName('新品试用邀约').remaining).toBeGreaterThan(0);
    // their numbers are the company's customers
    const phones = callTasks.all().flatMap((t) => t.numbers.map((n) => n.phone));
    expect(phones.every((phone) => crmDb.customerByPhone(phone))).toBe(true);
    // runs of earlier days add nothing to anyone's 今日群呼
    expect([1, 2, 3].flatMap((staffId) => taskGroupCalls(staffId))).toEqual([]);
  });

  it('builds a task from the customers of a CRM filter', async () => {
    const customer = crmDb.customers().find((c) => c.discarded_at == null && c.owner_id != null)!;
    const { data, code } = await call('/api/callcenter/task/add', {
      ...settings('按筛选'),
      keyword: customer.phone,
    });
    expect(code).toBe(0);
    expect(data).toMatchObject({ source: 'filter', total: 1, status: 'pending', queue_name: '售前一组' });
  });

  it('imports numbers and reports each refused row', async () => {
    const { data, msg } = await call('/api/callcenter/task/import', {
      ...settings('导入任务'),
      rows: [
        { row: 2, phone: '13800000002', name: '甲' },
        { row: 3, phone: '12345' },
        { row: 4, phone: '13800000002' },
        { row: 5, phone: '' },
      ],
    });
    expect(msg).toBe('导入1个号码，3行失败');
    expect(data.task.total).toBe(1);
    expect(data.errors).toEqual([
      { row: 3, msg: '号码“12345”格式不正确' },
      { row: 4, msg: '号码与第2行重复' },
      { row: 5, msg: '号码为空' },
    ]);
    const none = await call('/api/callcenter/task/import', {
      ...settings('全坏'),
      rows: [{ row: 2, phone: 'x' }],
    });
    expect(none.msg).toBe('文件中没有可用的号码');
  });

  it('refuses bad windows, a duplicate name and no agents', async () => {
    const overlap = await call('/api/callcenter/task/add', {
      ...settings('重叠'),
      windows: ['09:00-12:00', '11:00-13:00'],
    });
    expect(overlap.msg).toBe('呼叫时段“09:00-12:00”与“11:00-13:00”重叠');
    const reversed = await call('/api/callcenter/task/add', {
      ...settings('倒置'),
      windows: ['12:00-09:00'],
    });
    expect(reversed.msg).toBe('呼叫时段“12:00-09:00”的结束时间须晚于开始时间');
    const nobody = await call('/api/callcenter/task/add', { ...settings('无坐席'), queue_id: '' });
    expect(nobody.msg).toBe('请选择坐席组或坐席');
    const everyone = await call('/api/callcenter/task/add', settings('全部客户'));
    expect(everyone.msg).toMatch(/^筛选出\d+个客户，超过5000个，请缩小筛选范围$/);
    await call('/api/callcenter/task/import', {
      ...settings('重名'),
      rows: [{ row: 2, phone: '13800000003' }],
    });
    const dup = await call('/api/callcenter/task/add', { ...settings('重名'), keyword: 'x' });
    expect(dup.msg).toBe('任务“重名”已存在');
  });

  it('runs the state machine and derives progress from the time run inside the windows', async () => {
    const rows = Array.from({ length: 200 }, (_v, i) => ({
      row: i + 2,
      phone: `139${String(i).padStart(8, '0')}`,
    }));
    const { data } = await call('/api/callcenter/task/import', { ...settings('进度'), rows });
    const id = data.task.id;
    expect((await call('/api/callcenter/task/pause', { id })).msg).toBe('只有进行中的任务可以暂停');
    expect((await call('/api/callcenter/task/start', { id })).msg).toBe('任务已启动');
    expect((await call('/api/callcenter/task/start', { id })).msg).toBe('任务已在进行中');

    clock = at(10, 1); // a minute: 10 rounds of 5 lines
    let task = (await call('/api/callcenter/task/pause', { id })).data;
    expect(task).toMatchObject({ status: 'paused', called: 50 });
    // the 150 not yet dialled remain, and so do the unanswered ones awaiting their redial
    expect(task.remaining).toBeGreaterThan(150);
    expect(task.remaining).toBeLessThanOrEqual(200 - task.answered);
    clock = at(11); // paused: nothing moves
    task = (await call('/api/callcenter/task/resume', { id })).data;
    expect(task.called).toBe(50);
    expect(task.answer_rate).toBe(Math.round((task.answered / 50) * 1000) / 10);

    clock = at(13); // 12:00-13:00 is outside the windows: the hour counts only till noon
    task = (await call('/api/callcenter/task/list', {})).data.data.find((t: { id: number }) => t.id === id);
    expect(task).toMatchObject({ status: 'finished', called: 200, remaining: 0, waiting: false });
    expect((await call('/api/callcenter/task/stop', { id })).msg).toBe('只有进行中或已暂停的任务可以停止');
  });

  it('changes a pending or paused task; what was dialled keeps the rules it was dialled with', async () => {
    const rows = Array.from({ length: 400 }, (_v, i) => ({
      row: i + 2,
      phone: `137${String(i).padStart(8, '0')}`,
    }));
    const { data } = await call('/api/callcenter/task/import', { ...settings('改设置'), rows });
    const id = data.task.id;
    const renamed = await call('/api/callcenter/task/update', { ...settings('改名后'), id, concurrency: 2 });
    expect(renamed).toMatchObject({
      code: 0,
      msg: '修改成功!',
      data: { name: '改名后', concurrency: 2, total: 400 },
    });
    const other = (
      await call('/api/callcenter/task/import', { ...settings('另一个'), rows: rows.slice(0, 1) })
    ).data;
    const dup = await call('/api/callcenter/task/update', { ...settings('改名后'), id: other.task.id });
    expect(dup.msg).toBe('任务“改名后”已存在');
    expect((await call('/api/callcenter/task/update', { ...settings('改名后'), id: 99999 })).code).not.toBe(
      0,
    );

    await call('/api/callcenter/task/start', { id });
    expect((await call('/api/callcenter/task/update', { ...settings('改名后'), id })).msg).toBe(
      '任务进行中，请先暂停再修改',
    );
    clock = at(10, 1); // a minute on 2 lines: 20 numbers
    expect((await call('/api/callcenter/task/pause', { id })).data.called).toBe(20);
    const faster = await call('/api/callcenter/task/update', { ...settings('改名后'), id, concurrency: 10 });
    // the minute already dialled stays at 2 lines; a second change in the same pause changes nothing dialled
    expect(faster.data).toMatchObject({ concurrency: 10, called: 20 });
    expect(
      (await call('/api/callcenter/task/update', { ...settings('改名后'), id, concurrency: 8 })).data.called,
    ).toBe(20);
    await call('/api/callcenter/task/resume', { id });
    clock = at(10, 2); // another minute on 8 lines: 80 more
    const list = (await call('/api/callcenter/task/list', {})).data.data;
    expect(list.find((t: { id: number }) => t.id === id).called).toBe(100);

    await call('/api/callcenter/task/stop', { id });
    expect((await call('/api/callcenter/task/update', { ...settings('改名后'), id })).msg).toBe(
      '任务已结束，不能修改',
    );
  });

  it('waits outside the windows, refuses an empty task, stops for good and guards deletes', async () => {
    clock = at(12, 30);
    const { data } = await call('/api/callcenter/task/import', {
      ...settings('午休'),
      rows: [{ row: 2, phone: '13700000000' }],
    });
    const id = data.task.id;
    const started = await call('/api/callcenter/task/start', { id });
    expect(started.msg).toBe('任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫');
    expect(started.data).toMatchObject({ status: 'running', waiting: true, called: 0 });
    expect((await call('/api/callcenter/task/delete', { id })).msg).toBe('任务进行中，请先暂停或停止');
    expect((await call('/api/callcenter/task/stop', { id })).data.status).toBe('stopped');
    expect((await call('/api/callcenter/task/start', { id })).msg).toBe('任务已结束，不能再启动');
    expect(await call('/api/callcenter/task/delete', { id })).toMatchObject({ code: 0 });

    const empty = callTasks.insert({
      ...callTasks.all()[0]!,
      name: '空任务',
      numbers: [],
      status: 'pending',
    });
    expect((await call('/api/callcenter/task/start', { id: empty.id })).msg).toBe(
      '任务没有可呼叫的号码，无法启动',
    );
  });

  it("puts a running task's answered calls into the agents' 今日群呼", async () => {
    const rows = Array.from({ length: 40 }, (_v, i) => ({
      row: i + 2,
      phone: `136${String(i).padStart(8, '0')}`,
      name: `客户${i}`,
    }));
    const { data } = await call('/api/callcenter/task/import', {
      ...settings('群呼'),
      queue_id: '',
      staff_ids: [1],
      rows,
    });
    const before = (await call('/api/callcenter/calltask/list', { limit: 100 })).data.total;
    await call('/api/callcenter/task/start', { id: data.task.id });
    clock = at(10, 1);
    const task = (await call('/api/callcenter/task/list', { name: '群呼' })).data.data[0];
    const after = (await call('/api/callcenter/calltask/list', { limit: 100 })).data;
    expect(task.answered).toBeGreaterThan(0);
    expect(after.total).toBe(before + task.answered);
    expect(after.list[0].name).toMatch(/^客户\d+$/);
  });
});
