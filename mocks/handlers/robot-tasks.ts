import { SCRIPT_STATUS } from '@/domain/robot/rules';
import { crmLabels } from '../db/crm';
import { explicitNumberTable } from '../db/explicit-numbers';
import {
  dialFigures,
  inWindow,
  overlapError,
  runningFrom,
  windowBounds,
  windowError,
} from '../db/callcenter-task-progress';
import {
  ROBOT_TASK_STATUS_NAMES,
  robotDialMs,
  robotTaskProgress,
  robotTasks,
  type RobotLevelAction,
  type RobotTaskNumber,
  type RobotTaskRow,
} from '../db/robot-tasks';
import { staffTable } from '../db/staff';
import { list, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { formatTime, now } from '../kit/time';
import { queryCustomers } from '../db/crm-customer-query';
import { scriptTable } from '../db/flows';
import { authed, fail, ok, type Ctx } from '../kit/http';
import { pointsOf } from '../db/robot-points';
import { taskCalls } from '../db/robot-task-dials';

/**
 * /voice/taskCenter: robot calling tasks over CRM customers or imported numbers, their state machine
 * (pending → running ⇄ paused → stopped; finished when no number is left), live progress and the intent
 * levels of the calls answered so far — each a real walk of the script by the dialogue engine.
 */

const MAX_NUMBERS = 10_000;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const texts = {
  name: '任务名称',
  sc_id: '话术',
  caller: '主叫号码',
  windows: '呼叫时段',
  concurrency: '并发数',
  retry_times: '重呼次数',
  retry_interval: '重呼间隔',
  retry_on: '重呼条件',
  level_actions: '意向处理',
  rows: '号码',
};

/** The caller lines a task may use: the company's explicit numbers that are enabled and approved. */
export const usableCallers = () =>
  explicitNumberTable.list((n) => n.status === 1 && n.audit_status === 1).map((n) => n.phone);

const approvedScripts = () => scriptTable.list((s) => s.status === SCRIPT_STATUS.approved);

export function presentRobotTask(t: RobotTaskRow, at = Date.now()) {
  const p = robotTaskProgress(t, at);
  const counts = new Map(pointsOf(t.sc_id).levels.map((l) => [l.level, 0]));
  for (const { walk } of taskCalls(t, at, p)) counts.set(walk.level, (counts.get(walk.level) ?? 0) + 1);
  return {
    id: t.id,
    name: t.name,
    sc_id: t.sc_id,
    sc_name: scriptTable.get(t.sc_id)?.name ?? '',
    status: p.status,
    status_name: ROBOT_TASK_STATUS_NAMES[p.status],
    source: t.source,
    caller: t.caller,
    windows: t.windows,
    concurrency: t.concurrency,
    retry_times: t.retry_times,
    retry_interval: t.retry_interval,
    retry_on: t.retry_on,
    level_actions: t.level_actions,
    ...dialFigures(t.numbers.length, p),
    waiting: p.waiting,
    levels: [...counts].map(([level, count]) => ({ level, count })),
    created_at: t.created_at,
    started_at: t.started_at,
  };
}

type Settings = Omit<
  RobotTaskRow,
  | 'id'
  | 'numbers'
  | 'source'
  | 'status'
  | 'dialled_ms'
  | 'running_since'
  | 'runs'
  | 'creator_id'
  | 'created_at'
  | 'started_at'
>;

/** What each intent level leads to: a level of the script, an existing label, an existing agent. */
function levelActionsOf(raw: unknown, levels: string[]): RobotLevelAction[] | string {
  const out: RobotLevelAction[] = [];
  for (const a of Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []) {
    const level = str(a.level);
    const label_id = a.label_id == null ? null : Number(a.label_id);
    const staff_id = a.staff_id == null ? null : Number(a.staff_id);
    if (!levels.includes(level)) return `话术没有意向等级“${level}”`;
    if (out.some((o) => o.level === level)) return `意向等级“${level}”重复设置`;
    if (label_id != null && !crmLabels.get(label_id)) return `客户标签${label_id}不存在`;
    if (staff_id != null && !staffTable.get(staff_id)) return `员工${staff_id}不存在`;
    if (label_id != null || staff_id != null) out.push({ level, label_id, staff_id });
  }
  return out;
}

/** The settings of a new task, or the refusal naming the field. */
function settingsOf(body: Record<string, unknown>, selfId?: number): Settings | Response {
  const name = str(body.name);
  if (robotTasks.all().some((t) => t.name === name && t.id !== selfId))
    return fail(422, `任务“${name}”已存在`, { name: `任务“${name}”已存在` });
  const script = scriptTable.get(Number(body.sc_id));
  if (!script) return fail(422, '话术不存在', { sc_id: '话术不存在' });
  if (script.status !== SCRIPT_STATUS.approved)
    return fail(422, '只能使用审核通过的话术', { sc_id: '只能使用审核通过的话术' });
  const caller = str(body.caller);
  if (!usableCallers().includes(caller))
    return fail(422, `主叫号码“${caller}”不可用`, { caller: `主叫号码“${caller}”不可用` });
  const windows = [...new Set(list(body.windows))].sort((a, b) => windowBounds(a)[0] - windowBounds(b)[0]);
  const bad = windows.map(windowError).find(Boolean) ?? overlapError(windows);
  if (bad) return fail(422, bad, { windows: bad });
  const actions = levelActionsOf(
    body.level_actions,
    pointsOf(script.id).levels.map((l) => l.level),
  );
  if (typeof actions === 'string') return fail(422, actions, { level_actions: actions });
  return {
    name,
    sc_id: script.id,
    caller,
    windows,
    concurrency: Number(body.concurrency),
    retry_times: Number(body.retry_times),
    retry_interval: Number(body.retry_interval),
    retry_on: list(body.retry_on).filter((r): r is 'busy' | 'no_answer' => r === 'busy' || r === 'no_answer'),
    level_actions: actions,
  };
}

const newTask = (
  settings: Settings,
  source: RobotTaskRow['source'],
  numbers: RobotTaskNumber[],
  creator_id: number,
) =>
  robotTasks.insert({
    ...settings,
    source,
    numbers,
    creator_id,
    status: 'pending',
    dialled_ms: 0,
    running_since: null,
    runs: [],
    created_at: now(),
    started_at: null,
  });

/** The rows of a file: good numbers join, the others are answered with their row and reason. */
export function importNumbers(rows: unknown) {
  const numbers: RobotTaskNumber[] = [];
  const errors: { row: number; msg: string }[] = [];
  const seen = new Map<string, number>();
  for (const r of Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []) {
    const row = Number(r.row);
    const phone = str(r.phone).replace(/\s+/g, '');
    const name = str(r.name);
    if (!phone) errors.push({ row, msg: '号码为空' });
    else if (!PHONE.test(phone)) errors.push({ row, msg: `号码“${phone}”格式不正确` });
    else if (seen.has(phone)) errors.push({ row, msg: `号码与第${seen.get(phone)}行重复` });
    else if (name.length > 20) errors.push({ row, msg: '名称不能超过20个字符' });
    else {
      seen.set(phone, row);
      numbers.push({ phone, name, customer_id: null });
    }
  }
  return { numbers, errors };
}

type Transition = (t: RobotTaskRow, at: number) => Partial<RobotTaskRow> | Response;

const transitions: Record<'start' | 'pause' | 'resume' | 'stop', Transition> = {
  start(t, at) {
    const status = robotTaskProgress(t, at).status;
    if (status === 'running') return fail(1, '任务已在进行中');
    if (status === 'paused') return fail(1, '任务已暂停，请点击“继续”');
    if (status !== 'pending') return fail(1, '任务已结束，不能再启动');
    if (scriptTable.get(t.sc_id)?.status !== SCRIPT_STATUS.approved)
      return fail(1, '话术已不是审核通过状态，无法启动');
    return {
      ...runningFrom(t, at),
      started_at: formatTime(at),
    };
  },
  pause(t, at) {
    if (robotTaskProgress(t, at).status !== 'running') return fail(1, '只有进行中的任务可以暂停');
    return { status: 'paused', dialled_ms: robotDialMs(t, at), running_since: null };
  },
  resume(t, at) {
    if (robotTaskProgress(t, at).status !== 'paused') return fail(1, '只有已暂停的任务可以继续');
    if (scriptTable.get(t.sc_id)?.status !== SCRIPT_STATUS.approved)
      return fail(1, '话术已不是审核通过状态，无法继续');
    return {
      ...runningFrom(t, at),
    };
  },
  stop(t, at) {
    const status = robotTaskProgress(t, at).status;
    if (status !== 'running' && status !== 'paused') return fail(1, '只有进行中或已暂停的任务可以停止');
    return { status: 'stopped', dialled_ms: robotDialMs(t, at), running_since: null };
  },
};

const MESSAGES = { start: '任务已启动', pause: '任务已暂停', resume: '任务已继续', stop: '任务已停止' };

const action = (name: keyof typeof transitions) =>
  authed(`robot/task/${name}`, ({ body }: Ctx) => {
    const task = robotTasks.get(Number(body.id));
    if (!task) return notFound('外呼任务');
    const at = Date.now();
    const change = transitions[name](task, at);
    if (change instanceof Response) return change;
    const saved = robotTasks.update(task.id, change)!;
    const waits = saved.status === 'running' && !inWindow(at, saved.windows);
    const msg = waits
      ? `${MESSAGES[name]}，当前不在呼叫时段，将在${saved.windows[0]!.slice(0, 5)}等时段内呼叫`
      : MESSAGES[name];
    return ok(presentRobotTask(saved, at), msg);
  });

export const robotTaskHandlers = [
  authed('robot/task/list', ({ body }) => {
    const name = str(body.name);
    const status = str(body.status);
    const at = Date.now();
    const rows = robotTasks
      .list(undefined, (a, b) => b.id - a.id)
      .filter((t) => !name || t.name.includes(name))
      .filter((t) => !status || robotTaskProgress(t, at).status === status);
    return ok(page(rows, body, (t) => presentRobotTask(t, at)));
  }),

  authed('robot/task/callers', () =>
    ok({
      scripts: approvedScripts().map((s) => ({
        id: s.id,
        name: s.name,
        levels: pointsOf(s.id).levels.map((l) => l.level),
      })),
      callers: usableCallers(),
    }),
  ),

  authed(
    'robot/task/add',
    ({ body, user }) => {
      const settings = settingsOf(body);
      if (settings instanceof Response) return settings;
      const customers = queryCustomers({ ...body, scope: 'all' }, user);
      if (customers instanceof Response) return customers;
      if (customers.length > MAX_NUMBERS)
        return fail(422, `筛选出${customers.length}个客户，超过${MAX_NUMBERS}个，请缩小筛选范围`);
      const seen = new Set<string>();
      const numbers = customers
        .filter((c) => !seen.has(c.phone) && seen.add(c.phone))
        .map((c) => ({ phone: c.phone, name: c.name, customer_id: c.id }));
      const task = newTask(settings, 'filter', numbers, user.id);
      return ok(
        presentRobotTask(task),
        numbers.length ? `任务已创建，共${numbers.length}个号码` : '任务已创建，但筛选条件下没有客户',
      );
    },
    texts,
  ),

  authed(
    'robot/task/import',
    ({ body, user }) => {
      const settings = settingsOf(body);
      if (settings instanceof Response) return settings;
      const { numbers, errors } = importNumbers(body.rows);
      if (!numbers.length) return fail(422, '文件中没有可用的号码', { rows: '文件中没有可用的号码' });
      const task = newTask(settings, 'import', numbers, user.id);
      return ok(
        { task: presentRobotTask(task), errors },
        `导入${numbers.length}个号码，${errors.length}行失败`,
      );
    },
    texts,
  ),

  authed(
    'robot/task/update',
    ({ body }) => {
      const task = robotTasks.get(Number(body.id));
      if (!task) return notFound('外呼任务');
      if (robotTaskProgress(task).status !== 'pending') return fail(1, '只有未开始的任务可以修改');
      const settings = settingsOf(body, task.id);
      if (settings instanceof Response) return settings;
      return ok(presentRobotTask(robotTasks.update(task.id, settings)!), '保存成功');
    },
    texts,
  ),

  authed('robot/task/delete', ({ body }) => {
    const task = robotTasks.get(Number(body.id));
    if (!task) return notFound('外呼任务');
    if (robotTaskProgress(task).status === 'running') return fail(1, '任务进行中，请先暂停或停止');
    robotTasks.remove(task.id);
    return ok(null, '删除成功!');
  }),

  action('start'),
  action('pause'),
  action('resume'),
  action('stop'),
];
