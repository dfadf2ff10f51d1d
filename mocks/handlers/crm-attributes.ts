import { can } from '../db/staff';
import { crmAttributes } from '../db/crm';
import { attributeField, type AttributeRow } from '../db/crm-rows';
import { crudHandlers } from '../kit/crud';
import { fail } from '../kit/http';

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
