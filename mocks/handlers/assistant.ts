import { roleOf } from '../db/staff';
import type { DemoUser } from '../db/seed';
import { copyPlanLibrary, dropPlanLibrary } from '../db/assistant-library';
import type { DemoPlan } from '../db/flows-seed';
import { answerListOf, copyFlow, deleteFlow, planTable, scenesOf } from '../db/flows';
import { list, num } from '../kit/fields';
import { nodes as crmNodes } from '../db/crm-rows';
import { departmentName as orgDepartmentName } from '../db/org';
import { authed, fail, ok } from '../kit/http';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { compareTimes, now } from '../kit/time';

const missing = () => notFound('方案', 1001);

// Departments and follow-up stages are the company's, shared with the customers area (mocks/db/org.ts, crm-seed.ts).
const departmentName = (id: number) => orgDepartmentName(id) ?? undefined;

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

/** How the plan form's fields are named in the contract check's messages. */
const PLAN_TEXTS = {
  name: '方案名称',
  remark: '备注',
  status: { required: '请选择状态', invalid: '状态不正确' },
  speech_type: { required: '请选择方案类型', invalid: '方案类型不正确' },
};

/** PLAN-12..24: the plan form's rules beyond its fields' limits. */
function readPlanForm(body: Record<string, unknown>, user: DemoUser) {
  const speech_type = num(body.speech_type) as 1 | 2;
  if (speech_type === 2 && roleOf(user)?.assistant_custom !== 1)
    return fail(1003, '当前账号不能创建自定义规则方案');
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

export const assistantHandlers = [
  ...crudHandlers({
    base: 'assistant/speech',
    table: planTable,
    label: '方案',
    notFoundCode: 1001,
    idField: 'sc_id',
    present: planOut,
    list: {
      paged: true,
      filter({ body }) {
        const keyword = String(body.keyword ?? '').trim();
        return (p) => !keyword || p.name.includes(keyword) || p.remark.includes(keyword);
      },
      sort: (a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id,
    },
    texts: PLAN_TEXTS,
    form({ body, user }) {
      const form = readPlanForm(body, user);
      return form instanceof Response ? form : { ...form, updated_at: now() };
    },
    afterDelete(plan) {
      dropPlanLibrary(plan.id);
      deleteFlow('assistant', plan.id);
    },
    messages: { add: '添加成功！', update: '更新成功！', delete: '删除成功！' },
  }),

  authed('assistant/speech/detail', ({ body }) => {
    const p = planTable.get(num(body.sc_id));
    if (!p) return missing();
    return ok({
      id: p.id,
      name: p.name,
      status: p.status,
      speech_type: p.speech_type,
      answerList: answerListOf('assistant', p.id),
      scene: scenesOf('assistant', p.id),
    });
  }),

  authed(
    'assistant/speech/copy',
    ({ body, user }) => {
      const source = planTable.get(num(body.sc_id));
      if (!source) return missing();
      const form = readPlanForm(body, user);
      if (form instanceof Response) return form;
      const plan = planTable.insert({ ...form, updated_at: now() });
      copyFlow('assistant', source.id, plan.id);
      copyPlanLibrary(source.id, plan.id);
      return ok(planOut(plan), '复制成功！');
    },
    PLAN_TEXTS,
  ),
];
