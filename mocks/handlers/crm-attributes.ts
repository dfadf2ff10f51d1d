import { can } from '../db/staff';
import { crmAttributes, crmDb } from '../db/crm';
import { attributeField, type AttributeRow, type CustomerRow } from '../db/crm-rows';
import { crudHandlers } from '../kit/crud';
import { fail } from './http';

const MAX_ATTRIBUTES = 30;
const TYPES = [1, 2, 3, 4] as const;

/** How the attribute form's fields are named in the contract check's messages. */
export const attributeTexts = {
  name: '字段名称',
  type: { required: '请选择字段类型', invalid: '字段类型不正确' },
  options: {
    label: '选项',
    itemMax: '选项不能为空且不能超过20个字符',
    invalid: '选项不能为空且不能超过20个字符',
  },
};

const flag = (v: unknown, fallback: 0 | 1): 0 | 1 =>
  v === undefined || v === '' ? fallback : Number(v) === 1 ? 1 : 0;

type AttributeFields = Omit<AttributeRow, 'id' | 'field' | 'sort'>;

/** The fields an attribute form gives, or the failure that refuses it (adding: the most there may be). */
function attributeForm(body: Record<string, unknown>, base?: AttributeRow): AttributeFields | Response {
  if (!base && crmAttributes.all().length >= MAX_ATTRIBUTES)
    return fail(422, `最多添加${MAX_ATTRIBUTES}个自定义字段`);
  const name = String(body.name).trim();
  if (crmAttributes.all().some((a) => a.name === name && a.id !== base?.id))
    return fail(422, `字段“${name}”已存在`, { name: `字段“${name}”已存在` });
  const type = TYPES.find((t) => t === Number(body.type));
  if (!type) return fail(422, '字段类型不正确', { type: '字段类型不正确' });
  const raw = Array.isArray(body.options) ? body.options : body.options ? [body.options] : [];
  const options = type === 4 ? raw.map((o) => String(o).trim()) : [];
  if (type === 4) {
    if (options.length < 2) return fail(422, '请至少填写两个选项', { options: '请至少填写两个选项' });
    const bad = options.find((o) => !o || [...o].length > 20);
    if (bad !== undefined)
      return fail(422, '选项不能为空且不能超过20个字符', { options: '选项不能为空且不能超过20个字符' });
    const twice = options.find((o, i) => options.indexOf(o) !== i);
    if (twice) return fail(422, `选项“${twice}”重复`, { options: `选项“${twice}”重复` });
  }
  return {
    name,
    type,
    options,
    required: flag(body.required, base?.required ?? 0),
    enabled: flag(body.enabled, base?.enabled ?? 1),
  };
}

// The values stay on the customers when an attribute is deleted (a real server would keep the column);
// nothing shows them any more.
export const attributeHandlers = crudHandlers<AttributeRow, AttributeFields>({
  base: 'crm/attribute',
  table: crmAttributes,
  label: '自定义字段',
  guard: ({ user }, op) =>
    op !== 'list' && !can(user, 'client/attributes')
      ? fail(403, '当前角色没有设置自定义字段的权限')
      : undefined,
  texts: attributeTexts,
  form: ({ body }, current) => attributeForm(body, current),
  build: (fields, id, current) => ({
    id,
    name: fields.name,
    field: current?.field ?? attributeField(id),
    type: fields.type,
    options: fields.options,
    required: fields.required,
    enabled: fields.enabled,
    sort: current?.sort ?? id,
  }),
  messages: { update: '保存成功' },
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The problem with one attribute's value, or undefined. */
function attributeProblem(a: AttributeRow, value: string): string | undefined {
  if (!value) return a.required ? `请填写${a.name}` : undefined;
  if (a.type === 1 && [...value].length > 200) return `${a.name}不能超过200个字符`;
  if (a.type === 2 && !NUMBER.test(value)) return `${a.name}必须是数字`;
  if (a.type === 3 && !DATE.test(value)) return `${a.name}格式不正确`;
  if (a.type === 4 && !a.options.includes(value)) return `${a.name}的选项不存在`;
  return undefined;
}

/** An object sent as a form field's JSON text (or, in a JSON body, as it is); undefined when it is none. */
function sentObject(sent: unknown): Record<string, unknown> | undefined {
  let value = sent ?? {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value || '{}');
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The attribute values of a customer form (or an imported row) merged over the saved ones, or the failure
 * naming the first bad value (as `attributes.<field>`). Enabled attributes are checked, required ones must
 * have a value; values of disabled attributes are kept as they were.
 */
export function attributesFromForm(
  body: Record<string, unknown>,
  base?: CustomerRow,
): Record<string, string> | Response {
  const values = sentObject(body.attributes);
  if (!values) return fail(422, '自定义字段格式不正确');
  const all = crmDb.attributes();
  const unknown = Object.keys(values).find((field) => !all.some((a) => a.field === field));
  if (unknown) return fail(422, '自定义字段不存在');
  const out = { ...(base?.attributes ?? {}) };
  for (const a of all.filter((x) => x.enabled)) {
    const value = values[a.field] == null ? '' : String(values[a.field]).trim();
    const problem = attributeProblem(a, value);
    if (problem) return fail(422, problem, { [`attributes.${a.field}`]: problem });
    if (value) out[a.field] = value;
    else delete out[a.field];
  }
  return out;
}

/** The values of the attributes that exist (deleted ones' values stay stored but are not shown). */
export function presentAttributes(row: CustomerRow): Record<string, string> {
  const values = row.attributes;
  if (!values) return {};
  const out: Record<string, string> = {};
  for (const a of crmDb.attributes()) if (values[a.field] !== undefined) out[a.field] = values[a.field]!;
  return out;
}

type CustomerTest = (c: CustomerRow) => boolean;

/**
 * The tests of a list query's attribute filters, or the failure refusing them: text contains, a choice
 * equals, a number or date lies in `{from, to}` (a customer without a value lies in no range). The ends are
 * checked like a form's values; empty filters filter nothing.
 */
export function attributeFilters(sent: unknown): CustomerTest[] | Response {
  const filters = sentObject(sent);
  if (!filters) return fail(422, '自定义字段筛选条件格式不正确');
  const tests: CustomerTest[] = [];
  for (const [field, filter] of Object.entries(filters)) {
    const a = crmDb.attributes().find((x) => x.field === field);
    if (!a) return fail(422, '自定义字段不存在');
    const refuse = (msg: string) => fail(422, msg, { [`attributes.${field}`]: msg });
    const valueOf = (c: CustomerRow) => c.attributes?.[field] ?? '';
    const ranged = a.type === 2 || a.type === 3;
    if (typeof filter === 'string' && !ranged) {
      const text = filter.trim();
      if (!text) continue;
      const problem = attributeProblem({ ...a, required: 0 }, text);
      if (problem) return refuse(problem);
      tests.push(a.type === 4 ? (c) => valueOf(c) === text : (c) => valueOf(c).includes(text));
      continue;
    }
    if (!ranged || !filter || typeof filter !== 'object' || Array.isArray(filter))
      return refuse(`${a.name}的筛选条件不正确`);
    const range = filter as Record<string, unknown>;
    const ends: [string, string] = [
      range.from == null ? '' : String(range.from).trim(),
      range.to == null ? '' : String(range.to).trim(),
    ];
    for (const end of ends) {
      const problem = end ? attributeProblem({ ...a, required: 0 }, end) : undefined;
      if (problem) return refuse(problem);
    }
    // numbers compare as numbers, dates (YYYY-MM-DD) as text
    const key = (v: string): number | string => (a.type === 2 ? Number(v) : v);
    const [from, to] = ends;
    if (from) tests.push((c) => valueOf(c) !== '' && key(valueOf(c)) >= key(from));
    if (to) tests.push((c) => valueOf(c) !== '' && key(valueOf(c)) <= key(to));
  }
  return tests;
}
