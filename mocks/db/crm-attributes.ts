import { crmDb } from './crm';
import { type AttributeRow, type CustomerRow } from './crm-rows';
import { fail } from '../kit/http';

/** The customers' own attributes (自定义属性): their values read from a form, shown, and filtered on. */

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
