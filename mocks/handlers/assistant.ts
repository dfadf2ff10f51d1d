import { commit } from '../db/db';
import { copyPlanLibrary, dropPlanLibrary } from '../db/assistant-library';
import type { DemoPlan } from '../db/flows-seed';
import {
  answerListOf,
  copyFlow,
  deleteFlow,
  flowHandlers,
  flows,
  list,
  nextId,
  now,
  num,
  scenesOf,
} from './flows';
import { nodes as crmNodes } from '../db/crm-rows';
import { departments } from '../db/org';
import { authed, fail, ok, validate } from './http';

const findPlan = (id: number) => flows().plans.find((p) => p.id === id);

// Departments and follow-up stages are the company's, shared with the customers area (mocks/db/org.ts, crm-seed.ts).
const departmentName = (id: number) => departments.find((d) => d.id === id)?.name;

/** PLAN-09/10: one pair per department and stage; id 0 is the global entry. */
const planOut = (p: DemoPlan) => {
  const departs = p.depart_ids.length ? p.depart_ids : [0];
  const nodes = p.node_ids.length ? p.node_ids : [0];
  return {
    id: p.id,
    name: p.name,
    remark: p.remark,
    status: p.status,
    status_name: p.status === 1 ? '启用' : '禁用',
    speech_type: p.speech_type,
    updated_at: p.updated_at,
    speech_depart_node:
      p.speech_type === 1
        ? departs.flatMap((d) =>
            nodes.map((n) => ({
              depart: { id: d, name: d === 0 ? '全部部门' : (departmentName(d) ?? '') },
              node: {
                id: n,
                name: n === 0 ? '全部阶段' : (crmNodes.find((c) => c.id === n)?.name ?? ''),
              },
            })),
          )
        : [],
  };
};

/** PLAN-12..24: the plan form as the platform checks it. */
function readPlanForm(body: Record<string, unknown>, user: { assistant_custom: 0 | 1 }) {
  const invalid = validate(body, {
    name: { required: '请输入方案名称', max: 20, message: '方案名称不能超过20个字符' },
    remark: { max: 50, message: '备注不能超过50个字符' },
    status: { required: '请选择状态', pattern: /^[01]$/, message: '状态不正确' },
    speech_type: { required: '请选择方案类型', pattern: /^[12]$/, message: '方案类型不正确' },
  });
  if (invalid) return invalid;
  const speech_type = num(body.speech_type) as 1 | 2;
  if (speech_type === 2 && user.assistant_custom !== 1) return fail(1003, '当前账号不能创建自定义规则方案');
  const depart_ids = speech_type === 1 ? list(body.depart_ids).map(Number) : [];
  const node_ids = speech_type === 1 ? list(body.node_ids).map(Number) : [];
  if (depart_ids.some((d) => d !== 0 && !departmentName(d))) return fail(422, '部门不存在');
  if (node_ids.some((n) => n !== 0 && !crmNodes.some((c) => c.id === n))) return fail(422, '跟进阶段不存在');
  return {
    name: String(body.name).trim(),
    remark: String(body.remark ?? '').trim(),
    status: num(body.status) as 0 | 1,
    speech_type,
    depart_ids,
    node_ids,
  };
}

/** One page of `rows` as the platform pages lists (page, limit → total, from, to). */
export const page = <T>(rows: T[], body: Record<string, unknown>) => {
  const p = Math.max(1, num(body.page) || 1);
  const limit = Math.min(1000, Math.max(1, num(body.limit) || 10));
  const start = (p - 1) * limit;
  const data = rows.slice(start, start + limit);
  return {
    data,
    total: rows.length,
    current_page: p,
    per_page: limit,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
  };
};

export const assistantHandlers = [
  authed('assistant/speech/list', ({ body }) => {
    const keyword = String(body.keyword ?? '').trim();
    const rows = flows()
      .plans.filter((p) => !keyword || p.name.includes(keyword) || p.remark.includes(keyword))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
      .map(planOut);
    return ok(page(rows, body));
  }),

  authed('assistant/speech/detail', ({ body }) => {
    const p = findPlan(num(body.sc_id));
    if (!p) return fail(1001, '方案不存在');
    return ok({
      id: p.id,
      name: p.name,
      status: p.status,
      speech_type: p.speech_type,
      answerList: answerListOf('assistant', p.id),
      scene: scenesOf('assistant', p.id),
    });
  }),

  authed('assistant/speech/add', ({ body, user }) => {
    const form = readPlanForm(body, user);
    if (form instanceof Response) return form;
    const plan: DemoPlan = { id: nextId(), ...form, updated_at: now() };
    flows().plans.push(plan);
    commit();
    return ok(planOut(plan), '添加成功！');
  }),

  authed('assistant/speech/update', ({ body, user }) => {
    const plan = findPlan(num(body.sc_id));
    if (!plan) return fail(1001, '方案不存在');
    const form = readPlanForm(body, user);
    if (form instanceof Response) return form;
    Object.assign(plan, form, { updated_at: now() });
    commit();
    return ok(planOut(plan), '更新成功！');
  }),

  authed('assistant/speech/copy', ({ body, user }) => {
    const source = findPlan(num(body.sc_id));
    if (!source) return fail(1001, '方案不存在');
    const form = readPlanForm(body, user);
    if (form instanceof Response) return form;
    const plan: DemoPlan = { id: nextId(), ...form, updated_at: now() };
    flows().plans.push(plan);
    copyFlow('assistant', source.id, plan.id);
    copyPlanLibrary(source.id, plan.id);
    commit();
    return ok(planOut(plan), '复制成功！');
  }),

  authed('assistant/speech/delete', ({ body }) => {
    const plan = findPlan(num(body.sc_id));
    if (!plan) return fail(1001, '方案不存在');
    const f = flows();
    f.plans = f.plans.filter((p) => p !== plan);
    dropPlanLibrary(plan.id);
    deleteFlow('assistant', plan.id);
    commit();
    return ok(null, '删除成功！');
  }),

  ...flowHandlers('assistant', (id) => !!findPlan(id), 'assistant/branch/list'),
];
