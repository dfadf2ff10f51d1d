import { INDUSTRY_LABELS, INDUSTRY_TREE, type DemoScript, type DemoTree } from '../db/flows-seed';
import { crudHandlers } from '../kit/crud';
import { notFound } from '../kit/not-found';
import { compareTimes, now } from '../kit/time';
import { copyLibrary, dropLibrary } from '../db/robot-library';
import { copyFlow, deleteFlow, scenesOf, scriptTable } from '../db/flows';
import { list, num } from '../kit/fields';
import { authed, fail, ok } from '../kit/http';
import { robotAnswerList } from '../db/robot-engine-input';

/** FLOW-47: the platform sizes names in bytes: a character outside Latin-1 counts 2. */
const byteLength = (s: string) => [...s].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1), 0);

const leafOf = (id: number): DemoTree | undefined =>
  INDUSTRY_TREE.flatMap((i) => i.child ?? []).find((leaf) => leaf.id === id);

const industryOf = (id: number) => {
  const leaf = leafOf(id);
  return { id, name: leaf?.name ?? '' };
};

const scriptOut = (s: DemoScript) => ({
  id: s.id,
  name: s.name,
  industry: industryOf(s.industry_id),
  industry_id: s.industry_id,
  industry_label: INDUSTRY_LABELS.filter((l) => s.label_ids.includes(l.id)).map(({ id, label }) => ({
    id,
    label,
  })),
  speechcraft_desc: s.speechcraft_desc,
  status: s.status,
  own: s.own,
  updated_at: s.updated_at,
});

/** A leaf matches itself; a top-level industry matches each of its leaves. */
const inIndustry = (leafId: number, industry: number) =>
  leafId === industry ||
  INDUSTRY_TREE.some((i) => i.id === industry && i.child?.some((c) => c.id === leafId));

const missing = () => notFound('话术', 1001);
const EDITABLE = [0, 3];

/** How the script form's fields are named in the contract check's messages (SCRIPT-25..32). */
const SCRIPT_TEXTS = {
  name: { label: '话术名称', max: '名称不能超过70个字符' },
  industry_id: { required: '请选择行业', invalid: '请选择行业' },
  speechcraft_desc: '描述',
};

/** The fields of add, update and copy beyond their limits, checked like the platform (SCRIPT-26, 38). */
function readScriptForm(
  body: Record<string, unknown>,
): Response | Omit<DemoScript, 'id' | 'status' | 'own' | 'updated_at'> {
  const name = String(body.name).trim();
  if (byteLength(name) > 70) return fail(422, '名称不能超过70个字符', { name: '名称不能超过70个字符' });
  const industry_id = num(body.industry_id);
  if (!leafOf(industry_id)) return fail(422, '请选择行业', { industry_id: '请选择行业' });
  const label_ids = list(body.industry_label_id).map(Number);
  const known = INDUSTRY_LABELS.filter((l) => l.industry_id === industry_id);
  if (label_ids.some((id) => !known.some((l) => l.id === id)))
    return fail(422, '标签不属于所选行业', { industry_label_id: '标签不属于所选行业' });
  return { name, industry_id, label_ids, speechcraft_desc: String(body.speechcraft_desc ?? '').trim() };
}

export const robotHandlers = [
  ...crudHandlers({
    base: 'robot/script',
    table: scriptTable,
    label: '话术',
    notFoundCode: 1001,
    idField: 'sc_id',
    present: scriptOut,
    list: {
      paged: true,
      filter({ body }) {
        const name = String(body.name ?? '').trim();
        const industry = num(body.industry_id);
        return (s) =>
          (!name || s.name.includes(name)) && (Number.isNaN(industry) || inIndustry(s.industry_id, industry));
      },
      sort: (a, b) => compareTimes(b.updated_at, a.updated_at) || b.id - a.id,
    },
    texts: SCRIPT_TEXTS,
    form({ body }, current) {
      if (current && !EDITABLE.includes(current.status)) return fail(1003, '当前话术不允许编辑');
      const form = readScriptForm(body);
      if (form instanceof Response) return form;
      return { ...form, status: current?.status ?? 0, own: current?.own ?? 1, updated_at: now() };
    },
    afterDelete: (script) => {
      deleteFlow('robot', script.id);
      dropLibrary(script.id);
    },
    messages: { add: '添加成功！', update: '更新成功！', delete: '删除成功！' },
  }),

  authed('robot/industry/tree', () => ok(INDUSTRY_TREE)),

  authed('robot/industryLabel/list', ({ body }) => {
    const id = num(body.industry_id);
    if (!leafOf(id)) return fail(422, '请选择行业', { industry_id: '请选择行业' });
    return ok(
      INDUSTRY_LABELS.filter((l) => l.industry_id === id).map(({ id: lid, label }) => ({ id: lid, label })),
    );
  }),

  authed('robot/script/detail', ({ body }) => {
    const s = scriptTable.get(num(body.sc_id));
    if (!s) return missing();
    return ok({
      id: s.id,
      status: s.status,
      own: s.own,
      answerList: robotAnswerList(s.id),
      scene: scenesOf('robot', s.id),
    });
  }),

  authed(
    'robot/script/copy',
    ({ body }) => {
      const source = scriptTable.get(num(body.sc_id));
      if (!source) return missing();
      const form = readScriptForm(body);
      if (form instanceof Response) return form;
      const script = scriptTable.insert({ ...form, status: 0, own: 1, updated_at: now() });
      copyFlow('robot', source.id, script.id);
      copyLibrary(source.id, script.id);
      return ok(scriptOut(script), '复制成功！');
    },
    SCRIPT_TEXTS,
  ),

  authed('robot/script/release', ({ body }) => {
    const script = scriptTable.get(num(body.sc_id));
    if (!script) return missing();
    if (!EDITABLE.includes(script.status)) return fail(1003, '当前话术不能提交审核');
    scriptTable.update(script.id, { status: 1, updated_at: now() });
    return ok(null, '提交成功');
  }),
];
