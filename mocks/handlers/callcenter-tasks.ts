import { callQueues } from '../db/callcenter-queues';
import {
  callTasks,
  dialMs,
  queueName,
  STATUS_NAMES,
  taskAgents,
  taskProgress,
  type TaskRow,
} from '../db/callcenter-tasks';
import { dialFigures } from '../db/callcenter-task-progress';
import { dialTaskHandlers, diallingOf, nameTaken, type DialTaskKind } from '../db/dial-tasks';
import { staffName, staffTable } from '../db/staff';
import { idList, str } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';
import { notFound } from '../kit/not-found';
import { formatDay, now } from '../kit/time';

/**
 * /callcenter/task: the agents' outbound tasks, dialling tasks (../db/dial-tasks.ts: numbers, state machine,
 * live progress) whose answered calls go to a queue's agents or to named agents, changed while paused.
 */

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

type TaskSettings = Pick<
  TaskRow,
  | 'name'
  | 'queue_id'
  | 'staff_ids'
  | 'windows'
  | 'concurrency'
  | 'retry_times'
  | 'retry_interval'
  | 'retry_on'
>;

/** The settings of a new or changed task, or the refusal naming the field. */
function settingsOf(body: Record<string, unknown>, current?: TaskRow): TaskSettings | Response {
  const name = str(body.name);
  const taken = nameTaken(callTasks, name, current?.id);
  if (taken) return taken;
  const queueId = body.queue_id == null || body.queue_id === '' ? null : Number(body.queue_id);
  if (queueId != null && !callQueues.get(queueId))
    return fail(422, '坐席组不存在', { queue_id: '坐席组不存在' });
  const staffIds = [...new Set(idList(body.staff_ids))];
  const unknown = staffIds.find((id) => !staffTable.get(id));
  if (unknown != null) return fail(422, `员工${unknown}不存在`, { staff_ids: `员工${unknown}不存在` });
  if (queueId == null && !staffIds.length)
    return fail(422, '请选择坐席组或坐席', { queue_id: '请选择坐席组或坐席' });
  const dialling = diallingOf(body);
  if (dialling instanceof Response) return dialling;
  return { name, queue_id: queueId, staff_ids: queueId == null ? staffIds : [], ...dialling };
}

/** A call task among the dialling tasks: its calls go to a queue's agents or to named agents. */
const callTaskKind: DialTaskKind<TaskRow, TaskSettings> = {
  base: 'callcenter/task',
  table: callTasks,
  label: '呼叫任务',
  texts,
  // a filter may not pull in more numbers than a file may bring
  maxNumbers: 5000,
  progress: taskProgress,
  dialMs,
  present: presentTask,
  settingsOf: (body) => settingsOf(body),
  numberOf: ({ phone, name, customer }) => ({ phone, name, contact: customer?.contact_name ?? '' }),
  create: (settings, source, numbers) =>
    callTasks.insert({
      ...settings,
      source,
      numbers: [...numbers],
      status: 'pending',
      dialled_ms: 0,
      running_since: null,
      created_at: now(),
      started_at: null,
      run_day: null,
      earlier: [],
      runs: [],
    }),
  refuseRun(t, at, verb) {
    if (verb === 'start' && !t.numbers.length) return fail(1, '任务没有可呼叫的号码，无法启动');
    if (!taskAgents(t, at).length)
      return fail(1, verb === 'start' ? '任务没有可接听的坐席，无法启动' : '任务没有可接听的坐席，无法继续');
    return undefined;
  },
  onRun: (at) => ({ run_day: formatDay(at) }),
};

export const taskHandlers = [
  ...dialTaskHandlers(callTaskKind),

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
];
