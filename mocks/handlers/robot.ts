import { commit } from '../db/db';
import type { DemoScript, DemoTree } from '../db/flows-seed';
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
import { authed, fail, ok, validate } from './http';

/** FLOW-47: the platform sizes names in bytes: a character outside Latin-1 counts 2. */
const byteLength = (s: string) => [...s].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1), 0);

const leafOf = (id: number): DemoTree | undefined =>
  flows()
    .industries.flatMap((i) => i.child ?? [])
    .find((leaf) => leaf.id === id);

const industryOf = (id: number) => {
  const leaf = leafOf(id);
  return { id, name: leaf?.name ?? '' };
};

const scriptOut = (s: DemoScript) => ({
  id: s.id,
  name: s.name,
  industry: industryOf(s.industry_id),
  industry_id: s.industry_id,
  industry_label: flows()
    .industryLabels.filter((l) => s.label_ids.includes(l.id))
    .map(({ id, label }) => ({ id, label })),
  speechcraft_desc: s.speechcraft_desc,
  status: s.status,
  own: s.own,
  updated_at: s.updated_at,
});

/** A leaf matches itself; a top-level industry matches each of its leaves. */
const inIndustry = (leafId: number, industry: number) =>
  leafId === industry ||
  flows().industries.some((i) => i.id === industry && i.child?.some((c) => c.id === leafId));

const findScript = (id: number) => flows().scripts.find((s) => s.id === id);
const EDITABLE = [0, 3];

/** The fields of add, update and copy, checked like the platform (SCRIPT-25..32, 38). */
function readScriptForm(
  body: Record<string, unknown>,
): Response | Omit<DemoScript, 'id' | 'status' | 'own' | 'updated_at'> {
  const invalid = validate(body, {
    name: { required: '请输入话术名称' },
    industry_id: { required: '请选择行业', pattern: /^\d+$/, message: '请选择行业' },
    speechcraft_desc: { max: 70, message: '描述不能超过70个字符' },
  });
  if (invalid) return invalid;
  const name = String(body.name).trim();
  if (byteLength(name) > 70) return fail(422, '名称不能超过70个字符', { name: '名称不能超过70个字符' });
  const industry_id = num(body.industry_id);
  if (!leafOf(industry_id)) return fail(422, '请选择行业', { industry_id: '请选择行业' });
  const label_ids = list(body.industry_label_id).map(Number);
  const known = flows().industryLabels.filter((l) => l.industry_id === industry_id);
  if (label_ids.some((id) => !known.some((l) => l.id === id)))
    return fail(422, '标签不属于所选行业', { industry_label_id: '标签不属于所选行业' });
  return { name, industry_id, label_ids, speechcraft_desc: String(body.speechcraft_desc ?? '').trim() };
}

export const robotHandlers = [
  authed('robot/script/list', ({ body }) => {
    const page = Math.max(1, num(body.page) || 1);
    const limit = Math.min(1000, Math.max(1, num(body.limit) || 10));
    const name = String(body.name ?? '').trim();
    const industry = num(body.industry_id);
    const rows = flows()
      .scripts.filter((s) => !name || s.name.includes(name))
      .filter((s) => Number.isNaN(industry) || inIndustry(s.industry_id, industry))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
    const start = (page - 1) * limit;
    const data = rows.slice(start, start + limit).map(scriptOut);
    return ok({
      data,
      total: rows.length,
      current_page: page,
      per_page: limit,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    });
  }),

  authed('robot/industry/tree', () => ok(flows().industries)),

  authed('robot/industryLabel/list', ({ body }) => {
    const id = num(body.industry_id);
    if (!leafOf(id)) return fail(422, '请选择行业', { industry_id: '请选择行业' });
    return ok(
      flows()
        .industryLabels.filter((l) => l.industry_id === id)
        .map(({ id: lid, label }) => ({ id: lid, label })),
    );
  }),

  authed('robot/script/detail', ({ body }) => {
    const s = findScript(num(body.sc_id));
    if (!s) return fail(1001, '话术不存在');
    return ok({
      id: s.id,
      status: s.status,
      own: s.own,
      answerList: answerListOf('robot', s.id),
      scene: scenesOf('robot', s.id),
    });
  }),

  authed('robot/script/add', ({ body }) => {
    const form = readScriptForm(body);
    if (form instanceof Response) return form;
    const script: DemoScript = { id: nextId(), ...form, status: 0, own: 1, updated_at: now() };
    flows().scripts.push(script);
    commit();
    return ok(scriptOut(script), '添加成功！');
  }),

  authed('robot/script/update', ({ body }) => {
    const script = findScript(num(body.sc_id));
    if (!script) return fail(1001, '话术不存在');
    if (!EDITABLE.includes(script.status)) return fail(1003, '当前话术不允许编辑');
    const form = readScriptForm(body);
    if (form instanceof Response) return form;
    Object.assign(script, form, { updated_at: now() });
    commit();
    return ok(scriptOut(script), '更新成功！');
  }),

  authed('robot/script/copy', ({ body }) => {
    const source = findScript(num(body.sc_id));
    if (!source) return fail(1001, '话术不存在');
    const form = readScriptForm(body);
    if (form instanceof Response) return form;
    const script: DemoScript = { id: nextId(), ...form, status: 0, own: 1, updated_at: now() };
    flows().scripts.push(script);
    copyFlow('robot', source.id, script.id);
    commit();
    return ok(scriptOut(script), '复制成功！');
  }),

  authed('robot/script/delete', ({ body }) => {
    const script = findScript(num(body.sc_id));
    if (!script) return fail(1001, '话术不存在');
    flows().scripts = flows().scripts.filter((s) => s !== script);
    deleteFlow('robot', script.id);
    commit();
    return ok(null, '删除成功！');
  }),

  authed('robot/script/release', ({ body }) => {
    const script = findScript(num(body.sc_id));
    if (!script) return fail(1001, '话术不存在');
    if (!EDITABLE.includes(script.status)) return fail(1003, '当前话术不能提交审核');
    script.status = 1;
    script.updated_at = now();
    commit();
    return ok(null, '提交成功');
  }),

  ...flowHandlers('robot', (id) => !!findScript(id), 'robot/answer/list'),
];
