/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { db } from '@mocks/db/db';
import { pointsTable } from '@mocks/db/robot-points';
import { walkableScripts } from '@mocks/db/quality-robot-levels';
import { qualityProjectTable } from '@mocks/db/quality';
import { LONG_CALL_ID } from '@mocks/db/quality-calls';
import { callBackend as call, type Answer } from '@tests/support/backend-call';
import { expectContractAnswer } from '@tests/support/contract';
import { clockAt } from '@tests/support/clock';

type LiveRow = { staff_id: number; queue_id: number | null; alarm: boolean };

/**
 * Moves the clock to a working-day moment with calls in progress, one of them an agent's of a queue. The floor is
 * drawn anew each day: on some mornings (7 December 2026 at 10:30) every agent happens to be between calls.
 */
async function clockAtCallsInProgress(): Promise<LiveRow[]> {
  for (let minutes = 10 * 60 + 30; minutes < 18 * 60; minutes += 15) {
    clockAt(Math.floor(minutes / 60), minutes % 60, { workingDay: true });
    const live = (await call('/api/quality/live/list')).data as LiveRow[];
    if (live.some((c) => c.queue_id !== null)) return live;
  }
  throw new Error('no call of a queue agent in progress at any quarter hour of a working day');
}

const BASE = 'http://localhost:8080';

/** Rules, models, projects and reviews are sent as JSON (lists of objects), as the console sends them. */
async function json(path: string, body: Record<string, unknown>, user = 'admin'): Promise<Answer> {
  const res = await fetch(`${BASE}${path}?api_token=${db.createSession(user).token}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const answer = (await res.json()) as Answer;
  await expectContractAnswer(path, res.status, answer);
  return answer;
}

const range = {
  start_date: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
  end_date: dayjs().format('YYYY-MM-DD'),
};
const keywordRule = (name: string, words: string[], extra: Record<string, unknown> = {}) => ({
  name,
  conditions: [{ no: 1, kind: 'keyword', side: 1, words, match: 'any' }],
  logic: '1',
  score: -10,
  ...extra,
});

describe('quality rules and models', () => {
  it('creates, edits, disables and deletes a rule; each change raises its version', async () => {
    const added = await json('/api/quality/rule/add', keywordRule('催促客户', ['快点']));
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({
      type: 1,
      type_name: '关键词',
      role: 1,
      keywords: ['快点'],
      version: 1,
      status: 1,
    });
    const saved = await json('/api/quality/rule/update', {
      id: added.data.id,
      ...keywordRule('催促客户', ['快点', '赶紧']),
    });
    expect(saved.data).toMatchObject({ keywords: ['快点', '赶紧'], version: 2 });
    const off = await call('/api/quality/rule/status', { id: added.data.id, status: 0 });
    expect(off.data).toMatchObject({ status: 0, version: 3 });
    const listed = await call('/api/quality/rule/list', { name: '催促', limit: 10 });
    expect(listed.data.data.map((r: { name: string }) => r.name)).toEqual(['催促客户']);
    expect((await call('/api/quality/rule/delete', { id: added.data.id })).code).toBe(0);
  });

  it('refuses an invalid regular expression with its position, and a logic error with its position', async () => {
    const regex = await json('/api/quality/rule/add', {
      name: '坏正则',
      conditions: [{ no: 1, kind: 'regex', side: 0, pattern: 'ab(cd' }],
      score: -1,
    });
    expect(regex.code).toBe(422);
    expect(regex.msg).toMatch(/^条件1的正则表达式有误（第3个字符）/);
    const logic = await json('/api/quality/rule/add', { ...keywordRule('坏逻辑', ['a']), logic: '1&&' });
    expect(logic).toMatchObject({ code: 422, msg: '逻辑表达式有误（第4个字符）' });
    const unknown = await json('/api/quality/rule/add', { ...keywordRule('坏引用', ['a']), logic: '1||2' });
    expect(unknown.msg).toBe('逻辑表达式第4个字符引用了不存在的条件2');
    const dup = await json('/api/quality/rule/add', keywordRule('服务禁语', ['a']));
    expect(dup).toMatchObject({ code: 422, msg: '规则“服务禁语”已存在' });
  });

  it('refuses to delete a rule a model uses, naming the model; and a model a project uses, naming the project', async () => {
    const rule = await call('/api/quality/rule/delete', { id: 2 });
    expect(rule).toMatchObject({
      code: 1003,
      msg: '规则“服务禁语”正被模型“通用服务质检”、“营销合规”使用，不能删除',
    });
    const model = await call('/api/quality/model/delete', { id: 2 });
    expect(model).toMatchObject({
      code: 1003,
      msg: '模型“营销合规”正被质检任务“营销合规专项”使用，不能删除',
    });
  });

  it('a model takes rules with weights; pass mark above base and a rule twice are refused', async () => {
    const added = await json('/api/quality/model/add', {
      name: '新模型',
      rules: [{ rule_id: 1, weight: 2 }],
      base_score: 100,
      pass_score: 80,
    });
    expect(added.data.rules).toEqual([{ id: 1, name: '开场未问候', weight: 2, score: -5 }]);
    const high = await json('/api/quality/model/add', {
      name: 'x',
      rules: [{ rule_id: 1, weight: 1 }],
      base_score: 50,
      pass_score: 60,
    });
    expect(high.msg).toBe('合格分不能高于基础分');
    const twice = await json('/api/quality/model/add', {
      name: 'y',
      rules: [
        { rule_id: 1, weight: 1 },
        { rule_id: 1, weight: 2 },
      ],
      base_score: 100,
      pass_score: 60,
    });
    expect(twice.msg).toBe('同一规则只能添加一次');
  });
});

describe('quality projects and results', () => {
  it('the seeded projects that ran have results scored by the rules; one waits to run', async () => {
    const { data } = await call('/api/quality/project/list', { limit: 10 });
    const byName = Object.fromEntries(data.data.map((p: { name: string }) => [p.name, p]));
    expect(byName['坐席通话抽检'].inspected_count).toBeGreaterThan(500);
    expect(byName['营销合规专项']).toMatchObject({ status: 0, inspected_count: 0 });
    const results = await call('/api/quality/result/list', { project_id: 1, limit: 100 });
    const scores = new Set(results.data.data.map((r: { score: number }) => r.score));
    expect(scores.size).toBeGreaterThan(4);
    expect(results.data.data.some((r: { passed: number }) => r.passed === 0)).toBe(true);
    expect(results.data.data.some((r: { passed: number }) => r.passed === 1)).toBe(true);
  });

  it('running a project inspects its sample', async () => {
    const run = await call('/api/quality/project/run', { id: 3 });
    expect(run.data).toMatchObject({ status: 2 });
    expect(run.data.inspected_count).toBeGreaterThan(0);
    expect(run.msg).toBe(`质检完成，共抽检${run.data.inspected_count}通`);
  });

  it('a project refuses an end before its start and an unknown model', async () => {
    const body = {
      name: 'p',
      model_id: 1,
      source: 1,
      sample_rate: 10,
      start_date: '2026-11-10',
      end_date: '2026-11-01',
      schedule: 'now',
      reviewer_ids: [1],
    };
    expect((await json('/api/quality/project/add', body)).msg).toBe('结束日期不能早于开始日期');
    expect(
      (await json('/api/quality/project/add', { ...body, end_date: '2026-11-20', model_id: 99 })).msg,
    ).toBe('质检模型不存在');
    expect((await json('/api/quality/project/add', { ...body, end_date: '2026-11-20' })).code).toBe(0);
    // robot calls have no agent or queue: a robot-call project keeps neither filter
    const robot = await json('/api/quality/project/add', {
      ...body,
      name: 'robot',
      source: 2,
      end_date: '2026-11-20',
      staff_ids: [1],
      queue_ids: [1],
    });
    expect(robot.data).toMatchObject({ source: 2, staff_ids: [], queue_ids: [] });
  });

  it('a detail shows the transcript, each hit with its sentence and spans, and the hour-long call', async () => {
    const failed = await call('/api/quality/result/list', { project_id: 1, rule_id: 2, limit: 1 });
    const detail = await call('/api/quality/result/detail', { id: failed.data.data[0].id });
    const hit = detail.data.hits.find((h: { rule_id: number }) => h.rule_id === 2);
    expect(detail.data.transcript[hit.index].text).toBe(hit.text);
    expect(hit.spans.length).toBeGreaterThan(0);
    expect(detail.data.record_url).toMatch(/^\/demo-files\/recordings\/quality\//);
    const long = await call('/api/quality/result/detail', { id: 100_000 + LONG_CALL_ID });
    expect(long.data.duration).toBeGreaterThan(3500);
    expect(long.data.transcript.length).toBeGreaterThan(1300);
  });
});

describe('scheduled projects', () => {
  // only the clock is faked: MSW's fetch still needs the real timers
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
  beforeEach(() =>
    jest.useFakeTimers({
      now: at(20, 1, 30),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  const projectOf = async (id: number) =>
    (await call('/api/quality/project/list', { limit: 20 })).data.data.find(
      (p: { id: number }) => p.id === id,
    );

  it('a project scheduled at 02:00 that last ran yesterday runs again after 02:00 today, not before, over the calls since', async () => {
    const added = await json('/api/quality/project/add', {
      name: '每日两点抽检',
      model_id: 1,
      source: 1,
      sample_rate: 100,
      start_date: '2026-10-01',
      end_date: '2026-12-31',
      schedule: 'daily',
      run_time: '02:00',
      reviewer_ids: [1],
    });
    expect(added.data).toMatchObject({
      run_time: '02:00',
      last_run_at: null,
      next_run_at: '2026-11-20 02:00:00',
    });
    const id = added.data.id;
    qualityProjectTable.update(id, {
      created_at: '2026-11-01 09:00:00',
      last_run_at: '2026-11-19 02:00:00',
      runs: [{ at: '2026-11-19 02:00:00', inspected: 1 }],
      status: 1,
    });

    const before = await projectOf(id);
    expect(before).toMatchObject({ last_run_at: '2026-11-19 02:00:00', next_run_at: '2026-11-20 02:00:00' });
    expect(before.runs).toHaveLength(1);

    jest.setSystemTime(at(20, 2, 5));
    const after = await projectOf(id);
    expect(after).toMatchObject({
      status: 1,
      last_run_at: '2026-11-20 02:00:00',
      next_run_at: '2026-11-21 02:00:00',
    });
    expect(after.runs).toHaveLength(2);
    expect(after.runs[0].at).toBe('2026-11-20 02:00:00');
    // the run inspected the calls since the last one: the 19th's, every one of them at a 100% sample
    const results = await call('/api/quality/result/list', { project_id: id, limit: 500 });
    const days = results.data.data.map((r: { called_at: string }) => r.called_at.slice(0, 10));
    expect(after.runs[0].inspected).toBe(days.filter((d: string) => d === '2026-11-19').length);
    expect(after.runs[0].inspected).toBeGreaterThan(0);
    expect(days.every((d: string) => d < '2026-11-20')).toBe(true);
    const lastDay = results.data.data.find((r: { called_at: string }) =>
      r.called_at.startsWith('2026-11-19'),
    );
    expect(lastDay.inspected_at).toBe('2026-11-20 02:00:00');

    // read again the same day: nothing more is owed
    expect((await projectOf(id)).runs).toHaveLength(2);
  });

  it('the seeded daily projects have a run for each day since they were made, the latest at their time today', async () => {
    const early = await projectOf(1);
    expect(early).toMatchObject({ schedule: 'daily', run_time: '01:00', last_run_at: '2026-11-20 01:00:00' });
    expect(early.runs.length).toBeGreaterThanOrEqual(29);
    expect(early.inspected_count).toBe(
      early.runs.reduce((sum: number, r: { inspected: number }) => sum + r.inspected, 0),
    );
  });
});

describe('quality and the call-centre queues', () => {
  it("offers the queues of /callcenter/queue: one added or renamed there is listed, and a project inspects its members' calls", async () => {
    const before = await call('/api/quality/options');
    expect(before.data.queues).toEqual([
      { id: 1, name: '售前一组' },
      { id: 2, name: '售后服务组' },
      { id: 3, name: '大客户组' },
    ]);
    const added = await call('/api/callcenter/queue/add', {
      name: '质检新组',
      strategy: 'round-robin',
      staff_ids: [4, 7],
    });
    const renamed = await call('/api/callcenter/queue/update', {
      id: 1,
      name: '售前精英组',
      strategy: 'longest-idle-agent',
      max_wait_time: 60,
      staff_ids: [4, 7],
      overflow: 'queue',
      overflow_queue_id: 2,
    });
    expect(renamed.code).toBe(0);
    const after = await call('/api/quality/options');
    expect(after.data.queues).toContainEqual({ id: added.data.id, name: '质检新组' });
    expect(after.data.queues).toContainEqual({ id: 1, name: '售前精英组' });

    const project = await json('/api/quality/project/add', {
      name: '新组抽检',
      model_id: 1,
      source: 1,
      queue_ids: [added.data.id],
      sample_rate: 100,
      ...range,
      schedule: 'now',
      reviewer_ids: [1],
    });
    expect(project.code).toBe(0);
    await call('/api/quality/project/run', { id: project.data.id });
    const results = await call('/api/quality/result/list', { project_id: project.data.id, limit: 100 });
    expect(results.data.total).toBeGreaterThan(0);
    for (const r of results.data.data) {
      expect([4, 7]).toContain(r.staff_id);
      expect(r.queue_name).toBe('质检新组');
    }
  });

  it('refuses a project naming a queue the call centre does not have', async () => {
    const refused = await json('/api/quality/project/add', {
      name: '无此队列',
      model_id: 1,
      source: 1,
      queue_ids: [99],
      sample_rate: 10,
      ...range,
      schedule: 'now',
      reviewer_ids: [1],
    });
    expect(refused).toMatchObject({ code: 422, msg: '队列不存在' });
  });

  it('filters live calls by the queue their agent is in', async () => {
    const live = await clockAtCallsInProgress();
    const queued = live.find((c) => c.queue_id !== null)!;
    const members = (await call('/api/callcenter/queue/list', { limit: 10 })).data.data
      .find((q: { id: number }) => q.id === queued.queue_id)
      .staff.map((s: { id: number }) => s.id);
    expect(members).toContain(queued.staff_id);
    const filtered = await call('/api/quality/live/list', { queue_id: queued.queue_id });
    expect(filtered.data.length).toBeGreaterThan(0);
    filtered.data.forEach((c: { queue_id: number }) => expect(c.queue_id).toBe(queued.queue_id));
  });
});

describe('review and appeal', () => {
  it('overturning every hit of a rule gives its points back; deductions take theirs; the AI report counts the decision', async () => {
    const mine = await call('/api/quality/result/list', { project_id: 1, rule_id: 2, staff_id: 1, limit: 1 });
    const id = mine.data.data[0].id;
    const before = (await call('/api/quality/result/detail', { id })).data;
    const forbidden = before.hits.filter((h: { rule_id: number }) => h.rule_id === 2);
    const reviewed = await json('/api/quality/result/review', {
      id,
      decisions: forbidden.map((h: { key: string }) => ({ key: h.key, decision: 'overturned' })),
      deductions: [{ points: 2, comment: '语气生硬' }],
    });
    expect(reviewed.data.score).toBe(Math.max(0, before.score - forbidden[0].score - 2));
    expect(reviewed.data.review_status).toBe(1);
    expect(reviewed.data.timeline.map((t: { action: string }) => t.action)).toEqual([
      'inspected',
      'reviewed',
    ]);
    const ai = await call('/api/quality/report/ai', range);
    const row = ai.data.rules.find((r: { rule_id: number }) => r.rule_id === 2);
    expect(row).toMatchObject({ overturned: forbidden.length, confirmed: 0, precision: 0 });

    // the agent (the demo admin's own call) appeals; the reviewer accepts with a new score
    expect(reviewed.data.can_appeal).toBe(true);
    const appealed = await call('/api/quality/result/appeal', { id, reason: '客户要求转接' });
    expect(appealed.data.appeal_status).toBe(1);
    expect((await call('/api/quality/result/appeal', { id, reason: '再次' })).msg).toBe('该结果已申诉过');
    expect((await json('/api/quality/result/review', { id, decisions: [] })).msg).toBe(
      '该结果正在申诉中，请先处理申诉',
    );
    const accepted = await call('/api/quality/result/appeal/handle', {
      id,
      accept: 1,
      score: 95,
      comment: '情况属实',
    });
    expect(accepted.data).toMatchObject({ appeal_status: 2, score: 95 });
    expect(accepted.data.timeline.map((t: { action: string }) => t.action)).toEqual([
      'inspected',
      'reviewed',
      'appealed',
      'accepted',
    ]);
  });

  it("refuses an appeal before review, on another agent's call, and a review by a non-reviewer", async () => {
    const mine = await call('/api/quality/result/list', { project_id: 1, staff_id: 1, limit: 1 });
    expect((await call('/api/quality/result/appeal', { id: mine.data.data[0].id, reason: 'x' })).msg).toBe(
      '结果复核后才能申诉',
    );
    const other = await call('/api/quality/result/list', { project_id: 1, staff_id: 5, limit: 1 });
    expect((await call('/api/quality/result/appeal', { id: other.data.data[0].id, reason: 'x' })).msg).toBe(
      '只能申诉自己的通话',
    );
    const notReviewer = await json(
      '/api/quality/result/review',
      { id: other.data.data[0].id, decisions: [] },
      'agent',
    );
    expect(notReviewer.msg).toBe('您不是该质检任务的质检员');
  });
});

describe('quality reports and live monitor', () => {
  it('the overview, per agent and per project reports have data over 30 days', async () => {
    const monitor = await call('/api/quality/report/monitor', range);
    expect(monitor.data.inspected).toBeGreaterThan(500);
    expect(monitor.data.daily.length).toBeGreaterThan(20);
    expect(monitor.data.top_rules.length).toBeGreaterThan(3);
    const staff = await call('/api/quality/report/staff', { ...range, limit: 50 });
    expect(staff.data.data[0].rank).toBe(1);
    expect(staff.data.total).toBeGreaterThan(10);
    const task = await call('/api/quality/report/task', { ...range, limit: 10 });
    expect(task.data.data[0]).toMatchObject({ project_name: '坐席通话抽检', reviewed: 0 });
  });

  it("the AI report grades the inspected robot calls by the robot engine's intent level, from each script's points", async () => {
    const inspectedRobot = (await call('/api/quality/result/list', { source: 2, limit: 1 })).data.total;
    const before = (await call('/api/quality/report/ai', range)).data.intention as {
      intention: string;
      count: number;
    }[];
    expect(before.map((i) => i.intention)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(before.reduce((sum, i) => sum + i.count, 0)).toBe(inspectedRobot);
    expect(before.filter((i) => i.count > 0).length).toBeGreaterThan(1);

    // every script the robot calls follow scores nothing and names its levels anew (stored as the points
    // screen saves them; some scripts' status keeps that screen read-only): every call reaches the lowest level
    for (const sc_id of walkableScripts())
      pointsTable.insert({
        sc_id,
        levels: [
          { level: '高', min: 1 },
          { level: '低', min: 0 },
        ],
        node_score: 0,
        node_points: [],
        branch_points: [],
        kb_points: 0,
        call_rules: [],
        updated_at: '2026-11-01 00:00:00',
      });
    const after = (await call('/api/quality/report/ai', range)).data.intention;
    expect(after).toContainEqual({ intention: '低', count: inspectedRobot });
    expect(after.find((i: { intention: string }) => i.intention === 'A').count).toBe(0);
  });

  it('lists calls in progress with running hits, alarms first, filtered by queue', async () => {
    const live = await clockAtCallsInProgress();
    const alarms = live.map((c) => c.alarm);
    expect(alarms).toEqual([...alarms].sort((a, b) => Number(b) - Number(a)));
    const q = await call('/api/quality/live/list', { queue_id: 2 });
    q.data.forEach((c: { queue_id: number }) => expect(c.queue_id).toBe(2));
  });
});
