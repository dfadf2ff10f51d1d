/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { resetDb } from '@mocks/db/db';
import { callBackend } from '@tests/support/backend-call';

/**
 * Issue 46 item 3: one agent, one set of figures. Every screen counts the same call records, so for the demo
 * agent today and for the company over a week, 通话记录, 呼叫统计, the dashboards, 坐席监控 and 实时监控 agree.
 */
let clock = 0;
const day = (ago = 0) => dayjs(clock).subtract(ago, 'day').format('YYYY-MM-DD');
const AGENT_ID = 2; // the demo account `agent`

beforeEach(() => {
  // next Wednesday 10:30: a working morning, with calls going on
  const wednesday = dayjs().add(7, 'day').day(3).hour(10).minute(30).second(0).millisecond(0);
  clock = wednesday.valueOf();
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  resetDb(); // the demo accounts' seeded week ends at this clock
});
afterEach(() => jest.restoreAllMocks());

const recordsTotal = async (body: Record<string, unknown>, user = 'admin') =>
  (await callBackend('/api/callcenter/record/list', { page: 1, page_size: 10, ...body }, user)).data
    .total as number;

async function agentFigures() {
  const today = { start_date: day(), end_date: day() };
  const records = await recordsTotal({ ...today, staff_id: AGENT_ID });
  const stats = (
    await callBackend('/api/callcenter/statistics', { ...today, group_by: 'agent', staff_id: AGENT_ID })
  ).data.total;
  const row = (await callBackend('/api/callcenter/agent/list')).data.agents.find(
    (a: { staff_id: number }) => a.staff_id === AGENT_ID,
  );
  return { records, stats, board: { calls: row.today_calls as number, talk: row.today_talk as number } };
}

describe('[ROUTES-CALLCENTRE-07][ROUTES-CALLCENTRE-09][ROUTES-CALLCENTRE-11] one agent, one set of figures', () => {
  it("counts the agent's calls of today the same in 通话记录, 呼叫统计 and 坐席监控, a call just made included", async () => {
    const before = await agentFigures();
    expect(before.records).toBeGreaterThan(0);
    expect(before.stats.calls).toBe(before.records);
    expect(before.board.calls).toBe(before.records);
    expect(before.board.talk).toBe(before.stats.talk_seconds);

    // the agent makes a real call: 20 s after dialling (2 s ringing) they hang up
    const uuid = crypto.randomUUID();
    await callBackend('/api/home/call', { phone: '13800138005', uuid, call_type: 'sip' }, 'agent');
    clock += 20_000;
    await callBackend('/api/home/hangup', { uuid }, 'agent');

    const after = await agentFigures();
    expect(after.records).toBe(before.records + 1);
    expect(after.stats.calls).toBe(after.records);
    expect(after.board.calls).toBe(after.records);
    expect(after.board.talk).toBe(before.board.talk + 18);
    expect(after.stats.talk_seconds).toBe(after.board.talk);
  });

  it('gives the dashboards and 呼叫统计 the 7-day total the call records hold, 按队列 rows adding up to 合计', async () => {
    const week = { start_date: day(6), end_date: day() };
    const records = await recordsTotal(week);
    expect(records).toBeGreaterThan(1000);
    const dashboard = (await callBackend('/api/dashboard/allStatistics', week)).data;
    expect(dashboard.current.calls).toBe(records);
    const byDay = dashboard.days.reduce((t: number, d: { calls: number }) => t + d.calls, 0);
    expect(byDay).toBe(records);
    expect((await callBackend('/api/dashboard/allRecords', week)).data.figures.calls).toBe(records);

    const byQueue = (await callBackend('/api/callcenter/statistics', { ...week, group_by: 'queue' })).data;
    expect(byQueue.total.calls).toBe(records);
    const rows = byQueue.rows as { label: string; calls: number }[];
    expect(rows.reduce((t, r) => t + r.calls, 0)).toBe(byQueue.total.calls);
    // the demo admin sits in no queue: their calls have a row of their own
    expect(rows.map((r) => r.label)).toContain('未加入队列');
  });

  it('lists in 实时监控 exactly the calls of the agents 坐席监控 shows 通话中', async () => {
    for (let minute = 0; minute < 3; minute += 1) {
      const agents = (await callBackend('/api/callcenter/agent/list')).data.agents as {
        staff_id: number;
        state: string;
      }[];
      const talking = agents.filter((a) => a.state === 'talking').map((a) => a.staff_id);
      const live = (await callBackend('/api/quality/live/list')).data as { staff_id: number }[];
      expect(live.map((c) => c.staff_id).sort((a, b) => a - b)).toEqual(talking.sort((a, b) => a - b));
      clock += 61_000;
    }
  });

  it('shows on the board, at a busy moment, agents talking', async () => {
    const agents = (await callBackend('/api/callcenter/agent/list')).data.agents as { state: string }[];
    expect(agents.filter((a) => a.state === 'talking' || a.state === 'ringing').length).toBeGreaterThan(0);
  });
});
