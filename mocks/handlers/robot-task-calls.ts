import { crmDb, crmLabels } from '../db/crm';
import { wallTimeOf, type Dial } from '../db/callcenter-task-progress';
import { callIdOf, callPlace, markOf, saveMark } from '../db/robot-task-calls';
import { robotTaskProgress, robotTasks, type RobotTaskRow } from '../db/robot-tasks';
import { staffName, staffTable } from '../db/staff';
import { num, str } from '../kit/fields';
import { notFound } from '../kit/not-found';
import { page } from '../kit/paging';
import { recordingUrl } from '../kit/recording';
import { compareTimes, formatTime } from '../kit/time';
import { customerFromForm } from '../db/crm-customer-rules';
import { scriptTable } from '../db/flows';
import { authed, fail, ok } from '../kit/http';
import { pointsOf } from '../db/robot-points';
import { applyLevelActions } from '../db/robot-level-actions';
import { taskDials } from '../db/robot-task-dials';
import { taskWalks, type RobotCallWalk } from '../db/robot-task-walk';

/**
 * /voice/callRecord: every number robot tasks have dialled, with its latest outcome and attempts (redials
 * follow the task's retry rules); an answered one has its transcript, level and hand-off.
 */

interface Call {
  task: RobotTaskRow;
  index: number;
  dial: Dial;
  /** null unless the number answered */
  walk: RobotCallWalk | null;
}

/** When a number's latest attempt was made: its dialling time laid on the task's calling windows. */
const calledAt = (task: RobotTaskRow, dial: Dial) => formatTime(wallTimeOf(task, dial.at));

/** A call's level: the one a staff member set over the walk's own, none unless answered. */
const levelOf = (id: number, walk: RobotCallWalk | null) =>
  walk ? (markOf(id)?.level_override ?? walk.level) : null;

function present({ task, index, dial, walk }: Call) {
  const id = callIdOf(task.id, index);
  const number = task.numbers[index]!;
  const customer = crmDb.customerByPhone(number.phone);
  const mark = markOf(id);
  const level = levelOf(id, walk);
  const action = task.level_actions.find((a) => a.level === level);
  const label = action?.label_id != null ? crmLabels.get(action.label_id)?.name : undefined;
  return {
    id,
    task_id: task.id,
    task_name: task.name,
    sc_id: task.sc_id,
    sc_name: scriptTable.get(task.sc_id)?.name ?? '',
    phone: number.phone,
    customer_id: customer?.id ?? null,
    // the name a file or the CRM filter gave the number names the customer until (and unless) one is saved
    customer_name: customer?.name ?? (number.name || null),
    outcome: dial.outcome,
    attempts: dial.attempts,
    duration: walk?.duration ?? 0,
    rounds: walk?.rounds ?? 0,
    points: walk?.points ?? 0,
    computed_level: walk?.level ?? null,
    level_override: mark?.level_override ?? null,
    level,
    tags: [
      ...(walk?.lines.some((l) => l.source?.kind === 'kb') ? ['知识库命中'] : []),
      ...(label ? [label] : []),
    ],
    handled: mark?.handled ?? null,
    handled_by: mark?.staff_id != null ? staffName(mark.staff_id) : null,
    handled_auto: mark?.handled != null && mark.auto,
    record_url: walk ? recordingUrl('robot', id, walk.duration) : null,
    called_at: calledAt(task, dial),
  };
}

const allCalls = (at = Date.now()): Call[] =>
  robotTasks.all().flatMap((task) => taskDials(task, at).map((d) => ({ task, ...d })));

/** One call by its id, if its task has dialled the number by now. */
function callOf(id: number): Call | undefined {
  const { task_id, index } = callPlace(id);
  const task = robotTasks.get(task_id);
  const dial = task && robotTaskProgress(task).dials.get(index);
  if (!task || !dial) return undefined;
  if (dial.outcome !== 'answered') return { task, index, dial, walk: null };
  const calls = taskWalks(task, [index]);
  applyLevelActions(task, calls);
  return { task, index, dial, walk: calls[0]!.walk };
}

const OUTCOMES = new Set<string>(['answered', 'no_answer', 'busy', 'failed']);

export const robotCallRecordHandlers = [
  authed('robot/callRecord/list', ({ body }) => {
    const phone = str(body.phone);
    const level = str(body.level);
    const from = str(body.date_from);
    const to = str(body.date_to);
    const min = num(body.min_duration);
    const max = num(body.max_duration);
    const outcome = str(body.outcome);
    if (outcome && !OUTCOMES.has(outcome)) return fail(422, '呼叫结果不正确', { outcome: '呼叫结果不正确' });
    if (min > max)
      return fail(422, '最短通话时长不能大于最长通话时长', {
        max_duration: '最短通话时长不能大于最长通话时长',
      });
    // filtered and sorted on what the filters need; only the page's rows are presented (names, recordings…)
    const rows = allCalls()
      .filter((c) => !str(body.task_id) || c.task.id === Number(body.task_id))
      .filter((c) => !str(body.sc_id) || c.task.sc_id === Number(body.sc_id))
      .filter((c) => !phone || c.task.numbers[c.index]!.phone.includes(phone))
      .filter((c) => !outcome || c.dial.outcome === outcome)
      .filter((c) => !(min > (c.walk?.duration ?? 0)) && !(max < (c.walk?.duration ?? 0)))
      .map((call) => ({
        call,
        id: callIdOf(call.task.id, call.index),
        called_at: calledAt(call.task, call.dial),
      }))
      .filter((r) => !level || levelOf(r.id, r.call.walk) === level)
      .filter((r) => (!from || r.called_at.slice(0, 10) >= from) && (!to || r.called_at.slice(0, 10) <= to))
      .sort((a, b) => compareTimes(b.called_at, a.called_at) || b.id - a.id);
    return ok(page(rows, body, (r) => present(r.call)));
  }),

  authed('robot/callRecord/detail', ({ body }) => {
    const call = callOf(Number(body.id));
    if (!call) return notFound('通话记录');
    return ok({
      ...present(call),
      lines: (call.walk?.lines ?? []).map((l) => ({
        role: l.role,
        text: l.text,
        source_kind: l.source?.kind ?? null,
        source_name: l.source?.name ?? null,
        at_s: l.at_s,
        silence_s: l.silence_s,
      })),
      path: call.walk?.path ?? [],
    });
  }),

  authed('robot/callRecord/level', ({ body }) => {
    const call = callOf(Number(body.id));
    if (!call) return notFound('通话记录');
    if (!call.walk) return fail(1, '未接通的通话没有意向等级');
    const level = str(body.level);
    if (level && !pointsOf(call.task.sc_id).levels.some((l) => l.level === level))
      return fail(422, `话术没有意向等级“${level}”`, { level: `话术没有意向等级“${level}”` });
    saveMark(Number(body.id), { level_override: level || null });
    return ok(present(call), level ? '意向等级已修改' : '已恢复计算的意向等级');
  }),

  authed('robot/callRecord/handle', ({ body, user }) => {
    const id = Number(body.id);
    const call = callOf(id);
    if (!call) return notFound('通话记录');
    const mark = markOf(id);
    if (mark?.handled) return fail(1, mark.handled === 'crm' ? '该通话已加入CRM' : '该通话已分配给坐席');
    const number = call.task.numbers[call.index]!;
    const existing = crmDb.customerByPhone(number.phone);
    if (existing) return fail(1, `号码${number.phone}已是客户：${existing.name}`);
    const labelId = str(body.label_id) ? Number(body.label_id) : null;
    if (labelId != null && !crmLabels.get(labelId))
      return fail(422, '标签不存在', { label_id: '标签不存在' });
    const agent = body.action === 'agent';
    const staffId = str(body.staff_id) ? Number(body.staff_id) : null;
    if (agent && staffId == null) return fail(422, '请选择坐席', { staff_id: '请选择坐席' });
    if (staffId != null && !staffTable.get(staffId))
      return fail(422, '坐席不存在', { staff_id: '坐席不存在' });
    const form = {
      name: number.name || number.phone,
      contact_name: number.name || number.phone,
      phone: number.phone,
      label_ids: labelId != null ? [labelId] : [],
      ...(agent ? { owner_id: staffId } : {}),
      remark: `机器人外呼：${call.task.name}`,
    };
    crmDb.saveCustomers([{ ...customerFromForm(form, user), source: 3 }]);
    saveMark(id, { handled: agent ? 'agent' : 'crm', staff_id: agent ? staffId : null, label_id: labelId });
    return ok(present(call), agent ? `已分配给${staffName(staffId)}` : '已加入CRM');
  }),
];
