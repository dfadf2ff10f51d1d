import { board, queueFigures } from '../db/callcenter-board';
import {
  callQueues,
  STRATEGY_NAMES,
  type QueueOverflow,
  type QueueRow,
  type QueueStrategy,
} from '../db/callcenter-queues';
import { liveTasksOfQueue } from '../db/callcenter-tasks';
import { staffName, staffTable } from '../db/staff';
import { crudHandlers } from '../kit/crud';
import { idList, str } from '../kit/fields';
import { now } from '../kit/time';
import { fail } from '../kit/http';

/** /callcenter/queue: agent groups, their routing, and live figures taken from the simulated floor. */

const texts = {
  name: '坐席组名称',
  strategy: '振铃策略',
  max_wait_time: '最长等待时间',
  staff_ids: '坐席',
  overflow: '溢出方式',
  overflow_queue_id: '溢出坐席组',
  remark: '备注',
};

const OVERFLOW_NAMES: Record<QueueOverflow, string> = {
  none: '不溢出',
  queue: '转坐席组',
  voicemail: '转语音信箱',
  hangup: '挂机',
};

const overflowName = (q: QueueRow) =>
  q.overflow === 'queue'
    ? `${OVERFLOW_NAMES.queue}：${callQueues.get(q.overflow_queue_id ?? 0)?.name ?? '-'}`
    : OVERFLOW_NAMES[q.overflow];

export const queueHandlers = crudHandlers({
  base: 'callcenter/queue',
  table: callQueues,
  label: '坐席组',
  texts,
  list: {
    filter: ({ body }) => {
      const name = str(body.name);
      return (q) => !name || q.name.includes(name);
    },
    paged: true,
  },
  present: (q: QueueRow) => ({
    ...q,
    strategy_name: STRATEGY_NAMES[q.strategy],
    staff: q.staff_ids.map((id) => ({ id, name: staffName(id) ?? '' })),
    overflow_name: overflowName(q),
    task_names: liveTasksOfQueue(q.id).map((t) => t.name),
    ...queueFigures(q, board()),
  }),
  form({ body }, current) {
    const name = str(body.name);
    if (callQueues.all().some((q) => q.name === name && q.id !== current?.id))
      return fail(422, `坐席组“${name}”已存在`, { name: `坐席组“${name}”已存在` });
    const staffIds = [...new Set(idList(body.staff_ids))];
    const unknown = staffIds.find((id) => !staffTable.get(id));
    if (unknown != null) return fail(422, `员工${unknown}不存在`, { staff_ids: `员工${unknown}不存在` });
    const overflow = (str(body.overflow) || 'none') as QueueOverflow;
    let overflowQueue: number | null = null;
    if (overflow === 'queue') {
      overflowQueue = Number(body.overflow_queue_id) || null;
      if (overflowQueue == null)
        return fail(422, '请选择溢出坐席组', { overflow_queue_id: '请选择溢出坐席组' });
      if (!callQueues.get(overflowQueue))
        return fail(422, '溢出坐席组不存在', { overflow_queue_id: '溢出坐席组不存在' });
      if (overflowQueue === current?.id)
        return fail(422, '不能溢出到本坐席组', { overflow_queue_id: '不能溢出到本坐席组' });
    }
    const at = now();
    return {
      name,
      strategy: str(body.strategy) as QueueStrategy,
      max_wait_time: Number(body.max_wait_time ?? current?.max_wait_time ?? 0) || 0,
      staff_ids: staffIds,
      overflow,
      overflow_queue_id: overflowQueue,
      remark: str(body.remark),
      created_at: current?.created_at ?? at,
      updated_at: at,
    };
  },
  refuseDelete(q) {
    const tasks = liveTasksOfQueue(q.id);
    if (tasks.length)
      return fail(422, `坐席组“${q.name}”正被呼叫任务“${tasks.map((t) => t.name).join('、')}”使用，不能删除`);
    const overflowing = callQueues
      .all()
      .filter((o) => o.overflow === 'queue' && o.overflow_queue_id === q.id);
    if (overflowing.length)
      return fail(
        422,
        `坐席组“${q.name}”是“${overflowing.map((o) => o.name).join('、')}”的溢出目标，不能删除`,
      );
    return undefined;
  },
  messages: { update: '保存成功', delete: '删除成功!' },
});
