import { SCRIPT_STATUS } from '@/domain/robot/rules';
import { crmLabels } from '../db/crm';
import { dialFigures } from '../db/callcenter-task-progress';
import { dialTaskHandlers, diallingOf, nameTaken, type DialTaskKind } from '../db/dial-tasks';
import { explicitNumberTable } from '../db/explicit-numbers';
import { scriptTable } from '../db/flows';
import { pointsOf } from '../db/robot-points';
import { taskCalls } from '../db/robot-task-dials';
import {
  ROBOT_TASK_STATUS_NAMES,
  robotDialMs,
  robotTaskProgress,
  robotTasks,
  type RobotLevelAction,
  type RobotTaskRow,
} from '../db/robot-tasks';
import { staffTable } from '../db/staff';
import { str } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';
import { notFound } from '../kit/not-found';
import { now } from '../kit/time';

/**
 * /voice/taskCenter: robot calling tasks, dialling tasks (../db/dial-tasks.ts: numbers, state machine, live
 * progress) with a script, a caller line and the intent levels of the calls answered so far — each a real walk
 * of the script by the dialogue engine.
 */

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
  const taken = nameTaken(robotTasks, name, selfId);
  if (taken) return taken;
  const script = scriptTable.get(Number(body.sc_id));
  if (!script) return fail(422, '话术不存在', { sc_id: '话术不存在' });
  if (script.status !== SCRIPT_STATUS.approved)
    return fail(422, '只能使用审核通过的话术', { sc_id: '只能使用审核通过的话术' });
  const caller = str(body.caller);
  if (!usableCallers().includes(caller))
    return fail(422, `主叫号码“${caller}”不可用`, { caller: `主叫号码“${caller}”不可用` });
  const dialling = diallingOf(body);
  if (dialling instanceof Response) return dialling;
  const actions = levelActionsOf(
    body.level_actions,
    pointsOf(script.id).levels.map((l) => l.level),
  );
  if (typeof actions === 'string') return fail(422, actions, { level_actions: actions });
  return { name, sc_id: script.id, caller, ...dialling, level_actions: actions };
}

/** A robot task among the dialling tasks: an approved script answers, from one of the company's caller lines. */
const robotTaskKind: DialTaskKind<RobotTaskRow, Settings> = {
  base: 'robot/task',
  table: robotTasks,
  label: '外呼任务',
  texts,
  maxNumbers: 10_000,
  progress: robotTaskProgress,
  dialMs: robotDialMs,
  present: presentRobotTask,
  settingsOf: (body) => settingsOf(body),
  numberOf: ({ phone, name, customer }) => ({ phone, name, customer_id: customer?.id ?? null }),
  create: (settings, source, numbers, user) =>
    robotTasks.insert({
      ...settings,
      source,
      numbers: [...numbers],
      creator_id: user.id,
      status: 'pending',
      dialled_ms: 0,
      running_since: null,
      runs: [],
      created_at: now(),
      started_at: null,
    }),
  refuseRun: (t, _at, verb) =>
    scriptTable.get(t.sc_id)?.status === SCRIPT_STATUS.approved
      ? undefined
      : fail(1, `话术已不是审核通过状态，无法${verb === 'start' ? '启动' : '继续'}`),
};

export const robotTaskHandlers = [
  ...dialTaskHandlers(robotTaskKind),

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
];
