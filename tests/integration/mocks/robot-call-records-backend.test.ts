/**
 * @jest-environment node
 */
import { outcomeOf } from '@mocks/db/callcenter-task-progress';
import { crmCustomers, crmDb } from '@mocks/db/crm';
import { explicitNumberTable } from '@mocks/db/explicit-numbers';
import { robotTasks } from '@mocks/db/robot-tasks';
import { staffTable } from '@mocks/db/staff';
import { pointsOf } from '@mocks/db/robot-points';
import { callBackend as call } from '@tests/support/backend-call';
import { callJson } from './robot-json-call';

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

type Row = {
  id: number;
  level: string;
  computed_level: string;
  duration: number;
  task_id: number;
  outcome: string;
  attempts: number;
};

/** A started task over `phones`, a minute into its run. */
async function ranTask(name: string, phones: string[], extra: Record<string, unknown> = {}) {
  const made = await callJson('/api/robot/task/import', {
    name,
    sc_id: 3,
    caller: explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1)[0]!.phone,
    windows: ['09:00-12:00'],
    concurrency: 10,
    retry_times: 0,
    retry_interval: 30,
    retry_on: [],
    rows: phones.map((phone, i) => ({ row: i + 2, phone, name: `客户${i}` })),
    ...extra,
  });
  const id = made.data.task.id as number;
  await call('/api/robot/task/start', { id });
  clock += 60_000;
  return id;
}
const phones = (n: number, prefix = '1370000') =>
  Array.from({ length: n }, (_x, i) => `${prefix}${String(i).padStart(4, '0')}`);

describe('robot call records', () => {
  it('lists every dialled number, an answered call with its level and points, and filters by task, level and duration', async () => {
    const taskId = await ranTask('记录任务', phones(30));
    const all = (await call('/api/robot/callRecord/list', { task_id: taskId, limit: 100 })).data;
    const task = (await call('/api/robot/task/list', { name: '记录任务' })).data.data[0];
    // the records agree with the task's progress: one per number dialled, the answered ones among them
    expect(all.total).toBe(task.called);
    const answered = (all.data as Row[]).filter((r) => r.outcome === 'answered');
    expect(answered.length).toBe(task.answered);
    expect(answered.length).toBeGreaterThan(0);
    const first = answered[0]!;
    expect(first).toMatchObject({ task_name: '记录任务', sc_name: '车险续保提醒', level_override: null });
    expect(first.level).toBe(first.computed_level);
    // the task's intent distribution counts the same calls the records grade
    for (const { level, count } of task.levels as { level: string; count: number }[])
      expect(answered.filter((r) => r.computed_level === level).length).toBe(count);

    const byLevel = (
      await call('/api/robot/callRecord/list', { task_id: taskId, level: first.level, limit: 100 })
    ).data.data as Row[];
    expect(byLevel.length).toBeGreaterThan(0);
    expect(byLevel.every((r) => r.level === first.level)).toBe(true);
    const longest = Math.max(...(all.data as Row[]).map((r) => r.duration));
    const long = (await call('/api/robot/callRecord/list', { task_id: taskId, min_duration: longest })).data
      .data as Row[];
    expect(long.every((r) => r.duration === longest)).toBe(true);
    expect((await call('/api/robot/callRecord/list', { task_id: 999 })).data.total).toBe(0);
  });

  it("keeps unanswered numbers as records with their outcome and attempts, redialled by the task's retry rules", async () => {
    const taskId = await ranTask('重呼任务', phones(30, '1310000'), {
      retry_times: 2,
      retry_on: ['busy', 'no_answer'],
    });
    clock += 3600_000;
    const task = (await call('/api/robot/task/list', { name: '重呼任务' })).data.data[0];
    expect(task.status).toBe('finished');
    const rows = (await call('/api/robot/callRecord/list', { task_id: taskId, limit: 100 })).data
      .data as Row[];
    expect(rows.length).toBe(30);
    const missed = rows.filter((r) => r.outcome !== 'answered');
    expect(missed.length).toBeGreaterThan(0);
    for (const r of missed)
      expect(r).toMatchObject({
        duration: 0,
        rounds: 0,
        level: null,
        computed_level: null,
        record_url: null,
      });
    // busy and unanswered numbers were tried three times in all; a failed one is not redialled
    expect(missed.filter((r) => r.outcome !== 'failed').every((r) => r.attempts === 3)).toBe(true);
    expect(missed.filter((r) => r.outcome === 'failed').every((r) => r.attempts <= 3)).toBe(true);
    expect(rows.some((r) => r.outcome === 'answered' && r.attempts > 1)).toBe(true);

    const busy = (await call('/api/robot/callRecord/list', { task_id: taskId, outcome: 'busy', limit: 100 }))
      .data.data as Row[];
    expect(busy.map((r) => r.id).sort()).toEqual(
      rows
        .filter((r) => r.outcome === 'busy')
        .map((r) => r.id)
        .sort(),
    );
    const talked = (
      await call('/api/robot/callRecord/list', { task_id: taskId, min_duration: 1, limit: 100 })
    ).data.total;
    expect(talked).toBe(task.answered);

    const one = missed[0]!;
    const detail = (await call('/api/robot/callRecord/detail', { id: one.id })).data;
    expect(detail).toMatchObject({ lines: [], path: [], outcome: one.outcome, attempts: one.attempts });
    expect((await call('/api/robot/callRecord/level', { id: one.id, level: 'A' })).msg).toBe(
      '未接通的通话没有意向等级',
    );
  });

  it('answers a call transcript with the node or KB entry of each robot line and the nodes walked', async () => {
    const taskId = await ranTask('明细任务', phones(20, '1360000'));
    const id = (await call('/api/robot/callRecord/list', { task_id: taskId, outcome: 'answered' })).data
      .data[0].id;
    const { data } = await call('/api/robot/callRecord/detail', { id });
    expect(data.lines[0]).toMatchObject({ role: 'robot', source_kind: 'node', at_s: 0 });
    expect(data.lines.some((l: { role: string }) => l.role === 'customer')).toBe(true);
    expect(data.path.length).toBeGreaterThan(0);
    expect(data.record_url).toMatch(/^\/demo-files\/recordings\/robot\//);
    // the same call reads the same every time: a deterministic walk
    expect((await call('/api/robot/callRecord/detail', { id })).data).toEqual(data);
    expect((await call('/api/robot/callRecord/detail', { id: 999_00001 })).code).not.toBe(0);
  });

  it('keeps a manual level beside the computed one, and refuses a level the script does not have', async () => {
    const taskId = await ranTask('改级任务', phones(20, '1350000'));
    const row: Row = (await call('/api/robot/callRecord/list', { task_id: taskId, outcome: 'answered' })).data
      .data[0];
    const other = row.computed_level === 'A' ? 'B' : 'A';
    const set = await call('/api/robot/callRecord/level', { id: row.id, level: other });
    expect(set.data).toMatchObject({
      level: other,
      level_override: other,
      computed_level: row.computed_level,
    });
    expect((await call('/api/robot/callRecord/level', { id: row.id, level: 'Z' })).msg).toBe(
      '话术没有意向等级“Z”',
    );
    const cleared = await call('/api/robot/callRecord/level', { id: row.id, level: '' });
    expect(cleared.data).toMatchObject({ level: row.computed_level, level_override: null });
  });

  it('adds a number to the CRM or assigns it to an agent once; a number already a customer is refused', async () => {
    const taskId = await ranTask('转化任务', phones(25, '1340000'));
    const rows = (
      await call('/api/robot/callRecord/list', { task_id: taskId, outcome: 'answered', limit: 100 })
    ).data.data as (Row & {
      phone: string;
    })[];
    const fresh = rows;
    const added = await call('/api/robot/callRecord/handle', {
      id: fresh[0]!.id,
      action: 'crm',
      label_id: 1,
    });
    expect(added).toMatchObject({ code: 0, msg: '已加入CRM', data: { handled: 'crm' } });
    expect(crmDb.customerByPhone(fresh[0]!.phone)).toMatchObject({ label_ids: [1] });
    expect(
      (await call('/api/robot/callRecord/handle', { id: fresh[0]!.id, action: 'agent', staff_id: 1 })).msg,
    ).toBe('该通话已加入CRM');
    expect((await call('/api/robot/callRecord/handle', { id: fresh[1]!.id, action: 'agent' })).msg).toBe(
      '请选择坐席',
    );
    const assigned = await call('/api/robot/callRecord/handle', {
      id: fresh[1]!.id,
      action: 'agent',
      staff_id: 1,
    });
    expect(assigned.data).toMatchObject({ handled: 'agent', handled_by: expect.any(String) });
    expect(crmDb.customerByPhone(fresh[1]!.phone)!.owner_id).toBe(1);

    // the number became a customer some other way since the call: the hand-off says so
    const phone = fresh[2]!.phone;
    crmDb.saveCustomers([{ ...crmDb.customers()[0]!, id: crmCustomers.nextId(), phone, name: '老客户' }]);
    expect((await call('/api/robot/callRecord/handle', { id: fresh[2]!.id, action: 'crm' })).msg).toBe(
      `号码${phone}已是客户：老客户`,
    );
    expect((await call('/api/robot/callRecord/handle', { id: fresh[0]!.id, action: 'crm' })).msg).toBe(
      '该通话已加入CRM',
    );
  });
});

describe('intent actions of a task', () => {
  type Handled = Row & {
    phone: string;
    handled: string | null;
    handled_by: string | null;
    handled_auto: boolean;
  };

  it("hands each answered call off by its computed level once, in the creator's name, marked automatic", async () => {
    const levels = pointsOf(3).levels.map((l) => l.level);
    const agent = staffTable.all().find((s) => s.id !== 1)!;
    // even levels go to the CRM with a label, odd ones to an agent
    const level_actions = levels.map((level, i) =>
      i % 2 ? { level, label_id: null, staff_id: agent.id } : { level, label_id: 1, staff_id: null },
    );
    const numbers = phones(30, '1330000');
    const known = numbers.find((p) => outcomeOf(p, 0) === 'answered')!;
    crmDb.saveCustomers([
      { ...crmDb.customers()[0]!, id: crmCustomers.nextId(), phone: known, name: '老客户' },
    ]);
    const taskId = await ranTask('自动处理任务', numbers, { level_actions });
    const before = crmDb.customers().length;

    const rows = (
      await call('/api/robot/callRecord/list', { task_id: taskId, outcome: 'answered', limit: 100 })
    ).data.data as Handled[];
    const fresh = rows.filter((r) => r.phone !== known);
    expect(fresh.length).toBeGreaterThan(1);
    for (const r of fresh) {
      const toAgent = levels.indexOf(r.computed_level) % 2 === 1;
      expect(r).toMatchObject({ handled: toAgent ? 'agent' : 'crm', handled_auto: true });
      const customer = crmDb.customerByPhone(r.phone)!;
      expect(customer).toMatchObject(toAgent ? { owner_id: agent.id } : { label_ids: [1], owner_id: 1 });
      expect(customer.creator_id).toBe(1);
    }
    const created = crmDb.customers().length - before;
    expect(created).toBe(fresh.length);

    // a number already a customer is left to people: not handled, the record names the customer
    expect(rows.find((r) => r.phone === known)).toMatchObject({
      handled: null,
      handled_auto: false,
      customer_name: '老客户',
    });

    // reading again, the detail, a manual level and the task list apply nothing twice
    const first = fresh[0]!;
    const other = first.computed_level === levels[0] ? levels[1]! : levels[0]!;
    await call('/api/robot/callRecord/level', { id: first.id, level: other });
    await call('/api/robot/callRecord/detail', { id: first.id });
    await call('/api/robot/task/list', { name: '自动处理任务' });
    const again = (await call('/api/robot/callRecord/list', { task_id: taskId, limit: 100 })).data
      .data as Handled[];
    expect(crmDb.customers().length - before).toBe(created);
    expect(again.find((r) => r.id === first.id)).toMatchObject({
      level: other,
      handled: first.handled,
      handled_auto: true,
    });
    expect((await call('/api/robot/callRecord/handle', { id: first.id, action: 'crm' })).code).not.toBe(0);
  });

  it('a lead a task found is in the CRM list without any robot screen having been read', async () => {
    const numbers = phones(20, '1350000');
    const taskId = await ranTask('只看客户列表', numbers, {
      level_actions: pointsOf(3).levels.map(({ level }) => ({ level, label_id: 1, staff_id: null })),
    });
    expect(taskId).toBeGreaterThan(0);
    const answered = numbers.filter((p) => outcomeOf(p, 0) === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    // straight to the all-customers list: the due actions run before it is read
    const list = await call('/api/crm/customer/list', { scope: 'all', keyword: '1350000', limit: 50 });
    expect((list.data.data as { phone: string }[]).map((c) => c.phone).sort()).toEqual(answered.sort());
  });

  it('leaves calls of a task without intent actions to people', async () => {
    const taskId = await ranTask('手动任务', phones(20, '1320000'));
    const rows = (await call('/api/robot/callRecord/list', { task_id: taskId, limit: 100 })).data
      .data as Handled[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.handled === null && !r.handled_auto)).toBe(true);
  });
});
