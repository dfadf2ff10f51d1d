/**
 * @jest-environment node
 */
import { callTasks } from '@mocks/db/callcenter-tasks';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTasks } from '@mocks/db/robot-tasks';
import { callBackend as call } from '@tests/support/backend-call';

// The agents' call tasks and the robot tasks are one kind of endpoint (mocks/db/dial-tasks.ts): the same file
// rules, state machine and words, each kind with its own settings.

/** A local moment of today (the calling windows are local times). */
const at = (hh: number, mm = 0) => {
  const d = new Date();
  d.setHours(hh, mm, 0, 0);
  return d.getTime();
};
beforeEach(() => {
  const clock = at(10);
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

const dialling = {
  windows: ['14:00-18:00', '09:00-12:00'],
  concurrency: 5,
  retry_times: 1,
  retry_interval: 30,
  retry_on: ['busy', 'no_answer'],
};
const kinds = [
  { kind: 'call tasks', base: '/api/callcenter/task', settings: { staff_ids: [1] }, table: callTasks },
  {
    kind: 'robot tasks',
    base: '/api/robot/task',
    settings: {
      sc_id: 3,
      caller: explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone,
      level_actions: [],
    },
    table: robotTasks,
  },
];

describe.each(kinds)('$kind', ({ base, settings, table }) => {
  const named = (name: string) => ({ name, ...settings, ...dialling });

  it('make a task of a file’s good numbers, answering each refused row with its number and reason', async () => {
    const answer = await call(`${base}/import`, {
      ...named('共用规则导入'),
      rows: [
        { row: 2, phone: '138 0000 1111', name: '张三' },
        { row: 3, phone: 'abc' },
        { row: 4, phone: '13800001111' },
        { row: 5, phone: '13800002222', name: '名'.repeat(21) },
      ],
    });
    expect(answer).toMatchObject({ code: 0, msg: '导入1个号码，3行失败' });
    expect(answer.data.errors).toEqual([
      { row: 3, msg: '号码“abc”格式不正确' },
      { row: 4, msg: '号码与第2行重复' },
      { row: 5, msg: '名称不能超过20个字符' },
    ]);
    const task = table.get(answer.data.task.id)!;
    // the windows are kept in the order of the day
    expect(task).toMatchObject({ source: 'import', windows: ['09:00-12:00', '14:00-18:00'] });
    expect(task.numbers).toEqual([expect.objectContaining({ phone: '13800001111', name: '张三' })]);

    expect(
      await call(`${base}/import`, { ...named('共用规则导入'), rows: [{ row: 2, phone: '13900000000' }] }),
    ).toMatchObject({
      code: 422,
      msg: '任务“共用规则导入”已存在',
    });
    expect(
      await call(`${base}/import`, { ...named('没有号码'), rows: [{ row: 2, phone: 'x' }] }),
    ).toMatchObject({
      code: 422,
      msg: '文件中没有可用的号码',
    });
    expect(
      await call(`${base}/import`, {
        ...named('时段重叠'),
        windows: ['09:00-12:00', '11:00-13:00'],
        rows: [{ row: 2, phone: '13900000000' }],
      }),
    ).toMatchObject({ code: 422 });
  });

  it('run the same state machine, in the same words', async () => {
    const { data } = await call(`${base}/import`, {
      ...named('共用状态'),
      rows: [{ row: 2, phone: '13900000001' }],
    });
    const id = data.task.id as number;
    expect(await call(`${base}/pause`, { id })).toMatchObject({ code: 1, msg: '只有进行中的任务可以暂停' });
    expect(await call(`${base}/start`, { id })).toMatchObject({ code: 0, msg: '任务已启动' });
    expect(await call(`${base}/start`, { id })).toMatchObject({ code: 1, msg: '任务已在进行中' });
    expect(await call(`${base}/delete`, { id })).toMatchObject({
      code: 1,
      msg: '任务进行中，请先暂停或停止',
    });
    expect(await call(`${base}/pause`, { id })).toMatchObject({ code: 0, msg: '任务已暂停' });
    expect(await call(`${base}/start`, { id })).toMatchObject({ code: 1, msg: '任务已暂停，请点击“继续”' });
    expect(await call(`${base}/resume`, { id })).toMatchObject({ code: 0, msg: '任务已继续' });
    expect(await call(`${base}/stop`, { id })).toMatchObject({ code: 0, msg: '任务已停止' });
    expect(await call(`${base}/start`, { id })).toMatchObject({ code: 1, msg: '任务已结束，不能再启动' });
    expect(await call(`${base}/list`, { name: '共用状态', status: 'stopped' })).toMatchObject({
      data: { total: 1, data: [{ id, status: 'stopped' }] },
    });
    expect(await call(`${base}/delete`, { id })).toMatchObject({ code: 0, msg: '删除成功!' });
    expect(table.get(id)).toBeUndefined();
  });
});
