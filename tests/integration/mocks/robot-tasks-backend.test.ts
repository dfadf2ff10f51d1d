/**
 * @jest-environment node
 */
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTasks } from '@mocks/db/robot-tasks';
import { callBackend as call } from '@tests/support/backend-call';
import { callJson } from './robot-json-call';

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
  // these tests make their own tasks: the seeded month of tasks would only be in the way
  robotTasks.remove(robotTasks.all().map((t) => t.id));
});
afterEach(() => jest.restoreAllMocks());

const APPROVED = 3;
const caller = () => explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone;
const settings = (name: string) => ({
  name,
  sc_id: APPROVED,
  caller: caller(),
  windows: ['09:00-12:00', '14:00-18:00'],
  concurrency: 5,
  retry_times: 1,
  retry_interval: 30,
  retry_on: ['busy', 'no_answer'],
  level_actions: [{ level: 'A', label_id: null, staff_id: 1 }],
});
const rows = (n: number) =>
  Array.from({ length: n }, (_x, i) => ({ row: i + 2, phone: `1380000${String(i).padStart(4, '0')}` }));

describe('robot calling tasks', () => {
  it('offers approved scripts with their levels and the usable caller lines', async () => {
    const { data } = await call('/api/robot/task/callers', {});
    expect(data.scripts.map((s: { id: number }) => s.id)).toEqual([3, 8, 12]);
    expect(data.scripts[0].levels).toContain('A');
    expect(data.callers).toContain(caller());
  });

  it('creates a task from CRM customers of a filter, refusing a filter that pulls in too many', async () => {
    const all = await callJson('/api/robot/task/add', settings('全部客户'));
    expect(all.msg).toMatch(/^筛选出\d+个客户，超过10000个，请缩小筛选范围$/);
    const answer = await callJson('/api/robot/task/add', { ...settings('CRM 任务'), owner_id: 2 });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ status: 'pending', source: 'filter', sc_name: '车险续保提醒' });
    expect(answer.data.total).toBeGreaterThan(0);
    expect(robotTasks.get(answer.data.id)!.numbers[0]!.customer_id).toEqual(expect.any(Number));
  });

  it('imports a file with a per-row error report and refuses a file with no good number', async () => {
    const answer = await callJson('/api/robot/task/import', {
      ...settings('文件任务'),
      rows: [...rows(3), { row: 5, phone: '123' }, { row: 6, phone: '13800000000' }, { row: 7, phone: '' }],
    });
    expect(answer.data.task.total).toBe(3);
    expect(answer.data.errors).toEqual([
      { row: 5, msg: '号码“123”格式不正确' },
      { row: 6, msg: '号码与第2行重复' },
      { row: 7, msg: '号码为空' },
    ]);
    const none = await callJson('/api/robot/task/import', {
      ...settings('空文件'),
      rows: [{ row: 2, phone: 'x' }],
    });
    expect(none).toMatchObject({ code: 422, msg: '文件中没有可用的号码' });
  });

  it('refuses a script not approved, an unusable caller, bad windows, unknown levels and a repeated name', async () => {
    const base = { ...settings('拒绝'), rows: rows(1) };
    expect((await callJson('/api/robot/task/import', { ...base, sc_id: 1 })).msg).toBe(
      '只能使用审核通过的话术',
    );
    expect((await callJson('/api/robot/task/import', { ...base, sc_id: 999 })).msg).toBe('话术不存在');
    expect((await callJson('/api/robot/task/import', { ...base, caller: '13999999999' })).msg).toBe(
      '主叫号码“13999999999”不可用',
    );
    expect(
      (await callJson('/api/robot/task/import', { ...base, windows: ['09:00-12:00', '11:00-13:00'] })).msg,
    ).toBe('呼叫时段“09:00-12:00”与“11:00-13:00”重叠');
    expect(
      (await callJson('/api/robot/task/import', { ...base, level_actions: [{ level: 'Z', staff_id: 1 }] }))
        .msg,
    ).toBe('话术没有意向等级“Z”');
    expect(
      (
        await callJson('/api/robot/task/import', {
          ...base,
          level_actions: [{ level: 'A', label_id: 99999 }],
        })
      ).msg,
    ).toBe('客户标签99999不存在');
    await callJson('/api/robot/task/import', { ...base, name: '重名' });
    expect((await callJson('/api/robot/task/import', { ...base, name: '重名' })).msg).toBe(
      '任务“重名”已存在',
    );
  });

  it('runs start → pause → resume → stop with progress and intent levels derived from the time', async () => {
    const made = await callJson('/api/robot/task/import', { ...settings('状态机'), rows: rows(40) });
    const id = made.data.task.id;
    expect((await call('/api/robot/task/pause', { id })).msg).toBe('只有进行中的任务可以暂停');
    expect((await call('/api/robot/task/resume', { id })).msg).toBe('只有已暂停的任务可以继续');
    expect((await call('/api/robot/task/stop', { id })).msg).toBe('只有进行中或已暂停的任务可以停止');
    const changed = await callJson('/api/robot/task/update', { ...settings('状态机'), id, concurrency: 5 });
    expect(changed).toMatchObject({ code: 0, data: { concurrency: 5, total: 40 } });
    const started = await call('/api/robot/task/start', { id });
    expect(started).toMatchObject({ code: 0, msg: '任务已启动', data: { status: 'running', called: 0 } });
    expect((await call('/api/robot/task/start', { id })).msg).toBe('任务已在进行中');
    expect((await call('/api/robot/task/delete', { id })).msg).toBe('任务进行中，请先暂停或停止');
    expect((await callJson('/api/robot/task/update', { ...settings('状态机'), id })).msg).toBe(
      '只有未开始的任务可以修改',
    );

    clock += 30_000;
    const list = await call('/api/robot/task/list', { name: '状态机' });
    const live = list.data.data[0];
    expect(live.called).toBe(25);
    expect(live.answered).toBeGreaterThan(0);
    const graded = live.levels.reduce((n: number, l: { count: number }) => n + l.count, 0);
    expect(graded).toBe(live.answered);
    // the same moment gives the same answer: the walks are deterministic
    expect((await call('/api/robot/task/list', { name: '状态机' })).data.data[0]).toEqual(live);

    const paused = await call('/api/robot/task/pause', { id });
    expect(paused.data).toMatchObject({ status: 'paused', called: 25 });
    clock += 60_000;
    expect((await call('/api/robot/task/list', { name: '状态机' })).data.data[0].called).toBe(25);
    expect((await call('/api/robot/task/start', { id })).msg).toBe('任务已暂停，请点击“继续”');
    expect((await call('/api/robot/task/resume', { id })).data.status).toBe('running');
    expect((await call('/api/robot/task/stop', { id })).data.status).toBe('stopped');
    expect((await call('/api/robot/task/start', { id })).msg).toBe('任务已结束，不能再启动');
    expect((await call('/api/robot/task/delete', { id })).msg).toBe('删除成功!');
    expect((await call('/api/robot/task/start', { id })).code).not.toBe(0);
  });

  it('finishes by itself when every number is done, and waits outside the calling windows', async () => {
    const made = await callJson('/api/robot/task/import', {
      ...settings('自动完成'),
      rows: rows(4),
      retry_times: 0,
    });
    const id = made.data.task.id;
    clock = at(13);
    expect((await call('/api/robot/task/start', { id })).msg).toBe(
      '任务已启动，当前不在呼叫时段，将在09:00等时段内呼叫',
    );
    expect((await call('/api/robot/task/list', { name: '自动完成' })).data.data[0].waiting).toBe(true);
    clock = at(14, 5);
    const done = (await call('/api/robot/task/list', { name: '自动完成' })).data.data[0];
    expect(done).toMatchObject({ status: 'finished', called: 4, remaining: 0 });
    expect(
      (await call('/api/robot/task/list', { status: 'finished' })).data.data.map((t: { id: number }) => t.id),
    ).toContain(id);
  });
});
