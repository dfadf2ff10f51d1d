import { callQueues } from '../db/callcenter-queues';
import {
  callTasks,
  dialMs,
  queueName,
  STATUS_NAMES,
  taskAgents,
  taskProgress,
  type TaskNumber,
  type TaskRow,
} from '../db/callcenter-tasks';
import {
  dialFigures,
  inWindow,
  overlapError,
  runningFrom,
  windowBounds,
  windowError,
} from '../db/callcenter-task-progress';
import { staffName, staffTable } from '../db/staff';
import { idList, list, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { formatDay, formatTime, now } from '../kit/time';
import { queryCustomers } from '../db/crm-customer-query';
import { authed, fail, ok, type Ctx } from '../kit/http';

/**
 * /callcenter/task: outbound tasks over CRM customers or imported numbers, their state machine
 * (pending → running ⇄ paused → stopped; finished when no number is left) and live progress.
 */

/** A filter may not pull in more numbers than a file may bring. */
const MAX_NUMBERS = 5000;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

const texts = {
  name: '任务名称',
  queue_id: '坐席组',
  staff_ids: '坐席',
  windows: '呼叫时段',
  concurrency: '并发数',
  retry_times: '重呼次数',
  retry_interval: '重呼间隔',
  retry_on: '重呼条件',
  rows: '号码',
};

export function presentTask(t: TaskRow, at = Date.now()) {
  const p = taskProgress(t, at);
  return {
    id: t.id,
    name: t.name,
    status: p.status,
    status_name: STATUS_NAMES[p.status],
    source: t.source,
    queue_id: t.queue_id,
    queue_name: queueName(t.queue_id),
    staff_ids: t.staff_ids,
    staff: t.staff_ids.map((id) => ({ id, name: staffName(id) ?? '' })),
    windows: t.windows,
    concurrency: t.concurrency,
    retry_times: t.retry_times,
    retry_interval: t.retry_interval,
    retry_on: t.retry_on,
    ...dialFigures(t.numbers.length, p),
    answer_rate: p.called ? Math.round((p.answered / p.called) * 1000) / 10 : 0,
    waiting: p.waiting,
    created_at: t.created_at,
    started_at: t.started_at,
  };
}

type TaskSettings = Omit<
  TaskRow,
  | 'id'
  | 'numbers'
  | 'source'
  | 'status'
  | 'dialled_ms'
  | 'running_since'
  | 'runs'
  | 'created_at'
  | 'started_at'
  | 'run_day'
  | 'earlier'
>;

/** The settings of a new or changed task, or the refusal naming the field. */
function settingsOf(body: Record<string, unknown>, current?: TaskRow): TaskSettings | Response {
  const name = str(body.name);
  if (callTasks.all().some((t) => t.name === name && t.id !== current?.id))
    return fail(422, `任务“${name}”已存在`, { name: `任务“${name}”已存在` });
  const queueId = body.queue_id == null || body.queue_id === '' ? null : Number(body.queue_id);
  if (queueId != null && !callQueues.get(queueId))
    return fail(422, '坐席组不存在', { queue_id: '坐席组不存在' });
  const staffIds = [...new Set(idList(body.staff_ids))];
  const unknown = staffIds.find((id) => !staffTable.get(id));
  if (unknown != null) return fail(422, `员工${unknown}不存在`, { staff_ids: `员工${unknown}不存在` });
  if (queueId == null && !staffIds.length)
    return fail(422, '请选择坐席组或坐席', { queue_id: '请选择坐席组或坐席' });
  const windows = [...new Set(list(body.windows))].sort((a, b) => windowBounds(a)[0] - windowBounds(b)[0]);
  const bad = windows.map(windowError).find(Boolean) ?? overlapError(windows);
  if (bad) return fail(422, bad, { windows: bad });
  return {
    name,
    queue_id: queueId,
    staff_ids: queueId == null ? staffIds : [],
    windows,
    concurrency: Number(body.concurrency),
    retry_times: Number(body.retry_times),
    retry_interval: Number(body.retry_interval),
    retry_on: list(body.retry_on).filter((r): r is 'busy' | 'no_answer' => r === 'busy' || r === 'no_answer'),
  };
}

const newTask = (settings: TaskSettings, source: TaskRow['source'], numbers: TaskNumber[]) =>
  callTasks.insert({
    ...settings,
    source,
    numbers,
    status: 'pending',
    dialled_ms: 0,
    running_since: null,
    created_at: now(),
    started_at: null,
    run_day: null,
    earlier: [],
    runs: [],
  });

/** The rows of a file: good numbers join, the others are answered with their row and reason. */
function importNumbers(rows: unknown) {
  const numbers: TaskNumber[] = [];
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
      numbers.push({ phone, name, contact: '' });
    }
  }
  return { numbers, errors };
}

type Transition = (t: TaskRow, at: number) => Partial<TaskRow> | Response;

const transitions: Record<'start' | 'pause' | 'resume' | 'stop', Transition> = {
  start(t, at) {
    const status = taskProgress(t, at).status;
    if (status === 'running') return fail(1, '任务已在进行中');
    if (status === 'paused') return fail(1, '任务已暂停，请点击“继续”');
    if (status !== 'pending') return fail(1, '任务已结束，不能再启动');
    if (!t.numbers.length) return fail(1, '任务没有可呼叫的号码，无法启动');
    if (!taskAgents(t, at).length) return fail(1, '任务没有可接听的坐席，无法启动');
    return {
      ...runningFrom(t, at),
      started_at: formatTime(at),
      run_day: formatDay(at),
    };
  },
  pause(t, at) {
    if (taskProgress(t, at).status !== 'running') return fail(1, '只有进行中的任务可以暂停');
    return { status: 'paused', dialled_ms: dialMs(t, at), running_since: null };
  },
  resume(t, at) {
    if (taskProgress(t, at).status !== 'paused') return fail(1, '只有已暂停的任务可以继续');
    if (!taskAgents(t, at).length) return fail(1, '任务没有可接听的坐席，无法继续');
    return {
      ...runningFrom(t, at),
      run_day: formatDay(at),
    };
  },
  stop(t, at) {
    const status = taskProgress(t, at).status;
    if (status !== 'running' && status !== 'paused') return fail(1, '只有进行中或已暂停的任务可以停止');
    return { status: 'stopped', dialled_ms: dialMs(t, at), running_since: null };
  },
};

const MESSAGES = { start: '任务已启动', pause: '任务已暂停', resume: '任务已继续', stop: '任务已停止' };

const action = (name: keyof typeof transitions) =>
  authed(`callcenter/task/${name}`, ({ body }: Ctx) => {
    const task = callTasks.get(Number(body.id));
    if (!task) return notFound('呼叫任务');
    const at = Date.now();
    const change = transitions[name](task, at);
    if (change instanceof Response) return change;
    const saved = callTasks.update(task.id, change)!;
    const waits = saved.status === 'running' && !inWindow(at, saved.windows);
    const msg = waits
      ? `${MESSAGES[name]}，当前不在呼叫时段，将在${saved.windows[0]!.slice(0, 5)}等时段内呼叫`
      : MESSAGES[name];
    return ok(presentTask(saved, at), msg);
  });

export const taskHandlers = [
  authed('callcenter/task/list', ({ body }) => {
    const name = str(body.name);
    const status = str(body.status);
    const at = Date.now();
    const rows = callTasks
      .list(undefined, (a, b) => b.id - a.id)
      .map((t) => presentTask(t, at))
      .filter((t) => (!name || t.name.includes(name)) && (!status || t.status === status));
    return ok(page(rows, body, (t) => t));
  }),

  authed(
    'callcenter/task/add',
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
        .map((c) => ({ phone: c.phone, name: c.name, contact: c.contact_name }));
      const task = newTask(settings, 'filter', numbers);
      return ok(
        presentTask(task),
        numbers.length ? `任务已创建，共${numbers.length}个号码` : '任务已创建，但筛选条件下没有客户',
      );
    },
    texts,
  ),

  authed(
    'callcenter/task/import',
    ({ body }) => {
      const settings = settingsOf(body);
      if (settings instanceof Response) return settings;
      const { numbers, errors } = importNumbers(body.rows);
      if (!numbers.length) return fail(422, '文件中没有可用的号码', { rows: '文件中没有可用的号码' });
      const task = newTask(settings, 'import', numbers);
      return ok({ task: presentTask(task), errors }, `导入${numbers.length}个号码，${errors.length}行失败`);
    },
    texts,
  ),

  authed(
    'callcenter/task/update',
    ({ body }) => {
      const task = callTasks.get(Number(body.id));
      if (!task) return notFound('呼叫任务');
      const status = taskProgress(task).status;
      if (status === 'running') return fail(1, '任务进行中，请先暂停再修改');
      if (status === 'stopped' || status === 'finished') return fail(1, '任务已结束，不能修改');
      const settings = settingsOf(body, task);
      if (settings instanceof Response) return settings;
      // what was dialled keeps the rules it was dialled with (a second change in one pause adds nothing dialled)
      const { concurrency, retry_times, retry_interval, retry_on, dialled_ms } = task;
      const dialledSince = dialled_ms > (task.earlier.at(-1)?.until ?? 0);
      const earlier = dialledSince
        ? [...task.earlier, { concurrency, retry_times, retry_interval, retry_on, until: dialled_ms }]
        : task.earlier;
      const saved = callTasks.update(task.id, { ...settings, earlier })!;
      return ok(presentTask(saved), '修改成功!');
    },
    texts,
  ),

  authed('callcenter/task/delete', ({ body }) => {
    const task = callTasks.get(Number(body.id));
    if (!task) return notFound('呼叫任务');
    if (taskProgress(task).status === 'running') return fail(1, '任务进行中，请先暂停或停止');
    callTasks.remove(task.id);
    return ok(null, '删除成功!');
  }),

  action('start'),
  action('pause'),
  action('resume'),
  action('stop'),
];
