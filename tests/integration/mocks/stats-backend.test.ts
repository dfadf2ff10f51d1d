/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { calls } from '@mocks/db/calls';
import { staffTable } from '@mocks/db/staff';
import { callQueues } from '@mocks/db/callcenter-queues';
import { SEED_STAFF } from '@mocks/db/staff-seed';

/** The centre the statistics count: the staff whose calls the call records hold. */
const SEAT_COUNT = SEED_STAFF.length;
import { callBackend } from '@tests/support/backend-call';

interface Figures {
  calls: number;
  answered: number;
  talk_seconds: number;
  handle_seconds: number;
}
interface Row extends Figures {
  key: string;
  label: string;
  group?: string;
}

/**
 * The demo floor runs on the clock: a call of today's history ends between two requests and is counted by the
 * second only. The clock stands still for this file, so every request of a test counts the same calls.
 */
const clock = Date.now();
beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => clock));
afterEach(() => jest.restoreAllMocks());

const day = (ago: number) => dayjs(clock).subtract(ago, 'day').format('YYYY-MM-DD');
const last30 = { start_date: day(29), end_date: day(0) };
const stats = (body: Record<string, unknown>, user = 'admin') =>
  callBackend('/api/callcenter/statistics', body, user);
const sum = (rows: Figures[]): Figures =>
  rows.reduce(
    (t, r) => ({
      calls: t.calls + r.calls,
      answered: t.answered + r.answered,
      talk_seconds: t.talk_seconds + r.talk_seconds,
      handle_seconds: t.handle_seconds + r.handle_seconds,
    }),
    { calls: 0, answered: 0, talk_seconds: 0, handle_seconds: 0 },
  );
const figuresOf = (f: Figures): Figures => ({
  calls: f.calls,
  answered: f.answered,
  talk_seconds: f.talk_seconds,
  handle_seconds: f.handle_seconds,
});

describe('demo statistics backend', () => {
  it('[ROUTES-CALLCENTRE-11] sums 30 days of the staff’s call records by agent and by day to the same total, the same on every call', async () => {
    const byAgent = await stats({ ...last30, group_by: 'agent' });
    expect(byAgent.code).toBe(0);
    const rows = byAgent.data.rows as Row[];
    expect(rows).toHaveLength(SEAT_COUNT);
    expect(sum(rows)).toEqual(byAgent.data.total);
    expect(byAgent.data.total.calls).toBeGreaterThan(SEAT_COUNT * 20 * 15);
    for (const r of rows) {
      expect(r.answered).toBeLessThanOrEqual(r.calls);
      expect(r.handle_seconds).toBeGreaterThanOrEqual(r.talk_seconds);
    }
    expect(rows.map((r) => r.calls)).toEqual([...rows.map((r) => r.calls)].sort((a, b) => b - a));
    const byDay = await stats({ ...last30, group_by: 'day' });
    expect((byDay.data.rows as Row[]).map((r) => r.key)).toEqual(
      Array.from({ length: 30 }, (_v, i) => day(29 - i)),
    );
    expect(sum(byDay.data.rows)).toEqual(byAgent.data.total);
    expect((await stats({ ...last30, group_by: 'agent' })).data).toEqual(byAgent.data);
  });

  it('[ROUTES-CALLCENTRE-11] groups by the queues of /callcenter/queue: members and home seats, an agent of two queues counted once in the total', async () => {
    const queues = (await callBackend('/api/callcenter/statistics/queues')).data as {
      id: number;
      name: string;
    }[];
    expect(queues).toEqual(callQueues.all().map(({ id, name }) => ({ id, name })));
    const week = { start_date: day(6), end_date: day(0) };
    const byQueue = await stats({ ...week, group_by: 'queue' });
    const all = await stats({ ...week, group_by: 'agent' });
    expect(byQueue.data.total).toEqual(all.data.total);
    const big = callQueues.all().find((q) => q.name === '大客户组')!;
    const inBig = (id: number) => big.staff_ids.includes(id);
    const bigAgents = await stats({ ...week, group_by: 'agent', queue_id: big.id });
    const keys = (bigAgents.data.rows as Row[]).map((r) => Number(r.key));
    expect([...keys].sort((a, b) => a - b)).toEqual([...big.staff_ids].sort((a, b) => a - b));
    expect(keys.every(inBig)).toBe(true);
    expect(figuresOf((byQueue.data.rows as Row[]).find((r) => r.label === '大客户组')!)).toEqual(
      bigAgents.data.total,
    );
    // the seed shares everyone out over the queues once; the demo admin sits in none, counted in a row of its own
    expect(sum(byQueue.data.rows).calls).toBe(byQueue.data.total.calls);
    expect((byQueue.data.rows as Row[]).map((r) => r.label)).toContain('未加入队列');

    // a queue made on /callcenter/queue with a member of another queue: listed, and that agent counts in both
    const member = big.staff_ids[0]!;
    const made = await callBackend('/api/callcenter/queue/add', {
      name: '回访专线',
      strategy: 'ring-all',
      staff_ids: [member],
    });
    expect(made.code).toBe(0);
    const after = (await callBackend('/api/callcenter/statistics/queues')).data as {
      id: number;
      name: string;
    }[];
    expect(after.map((q) => q.name)).toContain('回访专线');
    const regrouped = await stats({ ...week, group_by: 'queue' });
    // grouped, the member counts under their first queue only, so the rows still add up to the total;
    // filtered by the new queue, their calls are its figures
    expect(sum(regrouped.data.rows)).toEqual(figuresOf(regrouped.data.total));
    expect(regrouped.data.total).toEqual(all.data.total);
    const added = after.find((q) => q.name === '回访专线')!;
    const line = await stats({ ...week, group_by: 'agent', queue_id: added.id });
    expect(line.data.total).toEqual(
      figuresOf((all.data.rows as Row[]).find((r) => r.key === String(member))!),
    );

    const team = await stats({ ...week, group_by: 'agent', department_id: 4 });
    expect((team.data.rows as Row[]).every((r) => r.group === '销售一部')).toBe(true);
    const one = await stats({ ...week, group_by: 'day', staff_id: 5 });
    expect(one.data.total).toEqual(figuresOf((all.data.rows as Row[]).find((r) => r.key === '5')!));
  });

  it('[ROUTES-CALLCENTRE-11] honours the role’s data scope: the agent sees their department’s staff only', async () => {
    const mine = await stats({ ...last30, group_by: 'agent' }, 'agent');
    const agent = staffTable.all().find((u) => u.username === 'agent')!;
    const team = staffTable.list((s) => s.department_id === agent.department_id).map((s) => String(s.id));
    expect((mine.data.rows as Row[]).map((r) => r.key).sort()).toEqual(team.sort());
    const dashboard = await callBackend('/api/dashboard/allStatistics', last30, 'agent');
    expect(dashboard.data.agents).toBe(team.length);
    expect(dashboard.data.current).toEqual(mine.data.total);
  });

  it('[ROUTES-CALLCENTRE-11] adds the calls the demo user really made today', async () => {
    const today = { start_date: day(0), end_date: day(0), group_by: 'agent', staff_id: 2 };
    const before = (await stats(today)).data.total as Figures;
    const call = calls.place({
      uuid: 'stats-test-call',
      username: 'agent',
      phone: '13800000005',
      customer_name: null,
      direction: 'out',
      call_type: 'sip',
      explicit_number_id: null,
    });
    call.result = { status: 'answered', talk_seconds: 95, ended_at: call.started_at + 105_000 };
    const after = (await stats(today)).data.total as Figures;
    expect(after).toEqual({
      calls: before.calls + 1,
      answered: before.answered + 1,
      talk_seconds: before.talk_seconds + 95,
      handle_seconds: before.handle_seconds + 105,
    });
  });

  it('[ROUTES-CALLCENTRE-11] refuses an impossible date, an end before the start, a range over 92 days and an unknown queue', async () => {
    const refusal = async (body: Record<string, unknown>, msg: string) => {
      const a = await stats({ group_by: 'agent', ...body });
      expect(a.code).not.toBe(0);
      expect(a.msg).toBe(msg);
    };
    await refusal({ start_date: '2026-02-30', end_date: day(0) }, '日期不存在');
    await refusal({ start_date: day(0), end_date: day(3) }, '结束日期不能早于开始日期');
    await refusal({ start_date: day(92), end_date: day(0) }, '统计范围不能超过92天');
    await refusal({ ...last30, queue_id: 99 }, '队列不存在');
    const unformatted = await stats({ group_by: 'agent', start_date: '2026/01/01', end_date: day(0) });
    expect(unformatted.code).not.toBe(0);
    const noGroup = await stats(last30);
    expect(noGroup.code).not.toBe(0);
    for (const path of ['allStatistics', 'allRecords', 'aiStatistics']) {
      const a = await callBackend(`/api/dashboard/${path}`, { start_date: day(0), end_date: day(3) });
      expect(a.msg).toBe('结束日期不能早于开始日期');
    }
  });

  it('[ROUTES-CALLCENTRE-02] the key figures: the range’s total, the same-length period before it, days, top agents and departments', async () => {
    const { data } = await callBackend('/api/dashboard/allStatistics', last30);
    expect(data.agents).toBe(SEAT_COUNT);
    expect(data.active_agents).toBeGreaterThan(SEAT_COUNT * 0.9);
    expect(data.days).toHaveLength(30);
    expect(sum(data.days)).toEqual(data.current);
    const before = await stats({ start_date: day(59), end_date: day(30), group_by: 'agent' });
    expect(data.previous).toEqual(before.data.total);
    expect(data.top_agents).toHaveLength(10);
    const byAgent = (await stats({ ...last30, group_by: 'agent' })).data.rows as Row[];
    expect(data.top_agents).toEqual(byAgent.slice(0, 10));
    expect(sum(data.departments)).toEqual(data.current);
  });

  it('[ROUTES-CALLCENTRE-03] the call records: every call once in the heat map, once in the results; each answered call in one talk-time bucket', async () => {
    const { data } = await callBackend('/api/dashboard/allRecords', {
      start_date: day(13),
      end_date: day(0),
    });
    expect(data.heat).toHaveLength(168);
    const heat = (data.heat as { calls: number }[]).reduce((t, c) => t + c.calls, 0);
    expect(heat).toBe(data.figures.calls);
    const results = data.results as { result: string; calls: number }[];
    expect(results.reduce((t, r) => t + r.calls, 0)).toBe(data.figures.calls);
    expect(results.find((r) => r.result === 'answered')!.calls).toBe(data.figures.answered);
    const durations = (data.durations as { calls: number }[]).reduce((t, r) => t + r.calls, 0);
    expect(durations).toBe(data.figures.answered);
    // the floor's rhythm: a weekday morning is busier than its night and than Sunday morning
    const at = (weekday: number, hour: number) =>
      (data.heat as { weekday: number; hour: number; calls: number }[]).find(
        (c) => c.weekday === weekday && c.hour === hour,
      )!.calls;
    expect(at(1, 10)).toBeGreaterThan(at(1, 3) * 10);
    expect(at(1, 10)).toBeGreaterThan(at(6, 10));
  });

  it('[ROUTES-CALLCENTRE-04] robot calls are the task centre’s: outcomes sum to the calls, intent levels to the answered, a narrowing funnel; the agent sees their own tasks', async () => {
    const { data } = await callBackend('/api/dashboard/aiStatistics', last30);
    const [called, answered, effective, intent, converted] = (data.funnel as { calls: number }[]).map(
      (s) => s.calls,
    );
    expect(called).toBeGreaterThan(5_000);
    expect(called).toBeGreaterThan(answered!);
    expect(answered).toBeGreaterThan(effective!);
    expect(effective).toBeGreaterThan(intent!);
    expect(intent).toBeGreaterThanOrEqual(converted!);
    expect((data.outcomes as { calls: number }[]).reduce((t, o) => t + o.calls, 0)).toBe(called);
    expect((data.intents as { calls: number }[]).reduce((t, o) => t + o.calls, 0)).toBe(answered);
    expect(sum(data.tasks.map((t: { called: number }) => ({ ...t, calls: t.called }))).calls).toBe(called);
    expect((data.days as { called: number }[]).reduce((t, d) => t + d.called, 0)).toBe(called);

    // the same tasks and answered calls as /voice/taskCenter, the same levels as its intent distribution
    type Task = { id: number; name: string; answered: number; levels: { level: string; count: number }[] };
    const centre = (await callBackend('/api/robot/task/list', { limit: 100 })).data.data as Task[];
    for (const row of data.tasks as { task_id: number; answered: number }[])
      expect(row.answered).toBe(centre.find((t) => t.id === row.task_id)!.answered);
    const a = centre.reduce((t, task) => t + (task.levels.find((l) => l.level === 'A')?.count ?? 0), 0);
    expect((data.intents as { level: string; calls: number }[])[0]).toEqual({ level: 'A', calls: a });
    // an answered call handed to the CRM is a conversion
    type Record = { id: number; outcome: string; customer_id: number | null };
    const records = (await callBackend('/api/robot/callRecord/list', { limit: 50, outcome: 'answered' })).data
      .data as Record[];
    const lead = records.find((r) => r.customer_id === null)!;
    expect((await callBackend('/api/robot/callRecord/handle', { id: lead.id, action: 'crm' })).code).toBe(0);
    const after = await callBackend('/api/dashboard/aiStatistics', last30);
    expect(after.data.funnel[4].calls).toBe(converted! + 1);

    const agents = await callBackend('/api/dashboard/aiStatistics', last30, 'agent');
    const visible = (agents.data.tasks as { name: string }[]).map((t) => t.name);
    expect(visible).toEqual(expect.arrayContaining(['续保老客户回访']));
    expect(visible).not.toContain('十月到期续保提醒');
  });
});
