import { commit } from '../db/db';
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
import { nodes as crmNodes } from '../db/crm-seed';
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

const page = <T>(rows: T[], body: Record<string, unknown>) => {
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

const randomSecret = () =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

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
    commit();
    return ok(planOut(plan), '复制成功！');
  }),

  authed('assistant/speech/delete', ({ body }) => {
    const plan = findPlan(num(body.sc_id));
    if (!plan) return fail(1001, '方案不存在');
    const f = flows();
    f.plans = f.plans.filter((p) => p !== plan);
    const categoryIds = f.categories.filter((c) => c.sc_id === plan.id).map((c) => c.id);
    f.categories = f.categories.filter((c) => c.sc_id !== plan.id);
    f.library = f.library.filter((e) => !categoryIds.includes(e.category_id));
    f.tags = f.tags.filter((t) => t.sc_id !== plan.id);
    deleteFlow('assistant', plan.id);
    commit();
    return ok(null, '删除成功！');
  }),

  ...flowHandlers('assistant', (id) => !!findPlan(id), 'assistant/branch/list'),

  authed('assistant/category/list', ({ body }) => {
    const sc_id = num(body.sc_id);
    if (!findPlan(sc_id)) return fail(1001, '方案不存在');
    const f = flows();
    return ok(
      f.categories
        .filter((c) => c.sc_id === sc_id)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((c) => ({ ...c, entry_count: f.library.filter((e) => e.category_id === c.id).length })),
    );
  }),

  authed('assistant/category/add', ({ body }) => {
    const invalid = validate(body, {
      name: { required: '请输入分类名称', max: 20, message: '分类名称不能超过20个字符' },
    });
    if (invalid) return invalid;
    const sc_id = num(body.sc_id);
    if (!findPlan(sc_id)) return fail(1001, '方案不存在');
    const f = flows();
    const name = String(body.name).trim();
    if (f.categories.some((c) => c.sc_id === sc_id && c.name === name)) return fail(1002, '分类名称已存在');
    const category = { id: nextId(), sc_id, name, sort: num(body.sort) || 0, updated_at: now() };
    f.categories.push(category);
    commit();
    return ok({ ...category, entry_count: 0 }, '添加成功');
  }),

  authed('assistant/category/update', ({ body }) => {
    const invalid = validate(body, {
      name: { required: '请输入分类名称', max: 20, message: '分类名称不能超过20个字符' },
    });
    if (invalid) return invalid;
    const f = flows();
    const category = f.categories.find((c) => c.id === num(body.id));
    if (!category) return fail(1001, '分类不存在');
    category.name = String(body.name).trim();
    if (body.sort !== undefined && body.sort !== '') category.sort = num(body.sort);
    category.updated_at = now();
    commit();
    return ok(
      { ...category, entry_count: f.library.filter((e) => e.category_id === category.id).length },
      '更新成功',
    );
  }),

  authed('assistant/category/delete', ({ body }) => {
    const f = flows();
    const category = f.categories.find((c) => c.id === num(body.id));
    if (!category) return fail(1001, '分类不存在');
    f.categories = f.categories.filter((c) => c !== category);
    f.library = f.library.filter((e) => e.category_id !== category.id);
    commit();
    return ok(null, '删除成功');
  }),

  authed('assistant/library/list', ({ body }) => {
    const f = flows();
    const category = f.categories.find((c) => c.id === num(body.category_id));
    if (!category) return fail(1001, '分类不存在');
    const keyword = String(body.keyword ?? '').trim();
    const rows = f.library
      .filter((e) => e.category_id === category.id)
      .filter((e) => !keyword || e.title.includes(keyword) || e.content.includes(keyword))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .map((e) => ({ ...e, category_name: category.name }));
    return ok(page(rows, body));
  }),

  authed('assistant/library/add', ({ body }) => {
    const invalid = validate(body, {
      title: { required: '请输入标题', max: 100, message: '标题不能超过100个字符' },
      content: { required: '请输入内容', max: 500, message: '内容不能超过500个字符' },
    });
    if (invalid) return invalid;
    const f = flows();
    const category = f.categories.find((c) => c.id === num(body.category_id));
    if (!category) return fail(1001, '分类不存在');
    const entry = {
      id: nextId(),
      category_id: category.id,
      title: String(body.title).trim(),
      content: String(body.content).trim(),
      updated_at: now(),
    };
    f.library.push(entry);
    commit();
    return ok({ ...entry, category_name: category.name }, '添加成功');
  }),

  authed('assistant/library/update', ({ body }) => {
    const invalid = validate(body, {
      title: { required: '请输入标题', max: 100, message: '标题不能超过100个字符' },
      content: { required: '请输入内容', max: 500, message: '内容不能超过500个字符' },
    });
    if (invalid) return invalid;
    const f = flows();
    const entry = f.library.find((e) => e.id === num(body.id));
    if (!entry) return fail(1001, '条目不存在');
    const category_id = body.category_id ? num(body.category_id) : entry.category_id;
    const category = f.categories.find((c) => c.id === category_id);
    if (!category) return fail(1001, '分类不存在');
    Object.assign(entry, {
      title: String(body.title).trim(),
      content: String(body.content).trim(),
      category_id,
      updated_at: now(),
    });
    commit();
    return ok({ ...entry, category_name: category.name }, '更新成功');
  }),

  authed('assistant/library/delete', ({ body }) => {
    const ids = list(body.ids).map(Number);
    if (!ids.length) return fail(422, '请选择要删除的条目');
    const f = flows();
    f.library = f.library.filter((e) => !ids.includes(e.id));
    commit();
    return ok(null, '删除成功');
  }),

  authed('assistant/label/list', ({ body }) => {
    const sc_id = num(body.sc_id);
    if (!findPlan(sc_id)) return fail(1001, '方案不存在');
    const keyword = String(body.keyword ?? '').trim();
    const rows = flows()
      .tags.filter((t) => t.sc_id === sc_id && (!keyword || t.name.includes(keyword)))
      .sort((a, b) => b.id - a.id);
    return ok(page(rows, body));
  }),

  ...(['add', 'update'] as const).map((action) =>
    authed(`assistant/label/${action}`, ({ body }) => {
      const invalid = validate(body, {
        name: { required: '请输入标签名称', max: 20, message: '标签名称不能超过20个字符' },
        remark: { max: 50, message: '备注不能超过50个字符' },
      });
      if (invalid) return invalid;
      const keyWorldList = list(body.keyWorldList)
        .map((k) => k.trim())
        .filter(Boolean);
      if (!keyWorldList.length) return fail(422, '请输入匹配规则', { keyWorldList: '请输入匹配规则' });
      if (keyWorldList.some((k) => k.length > 50)) return fail(422, '关键词不能超过50个字符');
      const f = flows();
      const name = String(body.name).trim();
      const remark = String(body.remark ?? '').trim();
      if (action === 'add') {
        const sc_id = num(body.sc_id);
        if (!findPlan(sc_id)) return fail(1001, '方案不存在');
        if (f.tags.some((t) => t.sc_id === sc_id && t.name === name)) return fail(1002, '标签名称已存在');
        const tag = {
          id: nextId(),
          sc_id,
          name,
          keyWorldList,
          remark,
          hit_count: 0,
          created_at: now(),
          updated_at: now(),
        };
        f.tags.push(tag);
        commit();
        return ok(tag, '添加成功');
      }
      const tag = f.tags.find((t) => t.id === num(body.id));
      if (!tag) return fail(1001, '标签不存在');
      Object.assign(tag, { name, keyWorldList, remark, updated_at: now() });
      commit();
      return ok(tag, '更新成功');
    }),
  ),

  authed('assistant/label/delete', ({ body }) => {
    const f = flows();
    const tag = f.tags.find((t) => t.id === num(body.id));
    if (!tag) return fail(1001, '标签不存在');
    f.tags = f.tags.filter((t) => t !== tag);
    commit();
    return ok(null, '删除成功');
  }),

  authed('assistant/token/list', () => ok([...flows().tokens].sort((a, b) => b.id - a.id))),

  authed('assistant/token/add', ({ body }) => {
    const invalid = validate(body, {
      name: { required: '请输入名称', max: 20, message: '名称不能超过20个字符' },
      expires_days: { pattern: /^(0|30|90|365)$/, message: '有效期不正确' },
    });
    if (invalid) return invalid;
    const days = num(body.expires_days) || 0;
    const token = {
      id: nextId(),
      name: String(body.name).trim(),
      token: randomSecret(),
      status: 1 as const,
      expires_at: days
        ? new Date(Date.now() + days * 86400000).toISOString().slice(0, 19).replace('T', ' ')
        : null,
      last_used_at: null,
      created_at: now(),
    };
    flows().tokens.push(token);
    commit();
    return ok(token, '添加成功');
  }),

  authed('assistant/token/revoke', ({ body }) => {
    const token = flows().tokens.find((t) => t.id === num(body.id));
    if (!token) return fail(1001, '令牌不存在');
    if (token.status === 0) return fail(1002, '令牌已作废');
    token.status = 0;
    commit();
    return ok(null, '作废成功');
  }),
];
