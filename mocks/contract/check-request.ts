import { type FieldLimit, type OperationLimits, typeOf } from '@/api/field-limits';
import { limitsByPath } from '@/api/generated/limits.gen';

/**
 * How the demo backend names a field in its messages. `label` gives the platform's usual texts
 * (请输入客户名称, 客户名称不能超过20个字符); the others replace one of them where the spec says otherwise.
 */
export interface FieldText {
  label?: string;
  required?: string;
  max?: string;
  invalid?: string;
}
export type FieldTexts = Readonly<Record<string, string | FieldText>>;

export interface RequestFault {
  field: string;
  message: string;
}

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && !v.length);

/** The fault of one present value against its limit, as a kind: the message is chosen by the caller. */
function faultOf(value: unknown, limit: FieldLimit): 'max' | 'invalid' | undefined {
  const type = typeOf(limit);
  if (type === 'array') {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? parseArray(value) : undefined;
    if (!items) return 'invalid';
    if (limit.maxItems !== undefined && items.length > limit.maxItems) return 'max';
    if (limit.minItems !== undefined && items.length < limit.minItems) return 'invalid';
    if (limit.items)
      for (const item of items) if (faultOf(item, limit.items)) return faultOf(item, limit.items);
    return undefined;
  }
  if (type === 'object' && limit.fields && value && typeof value === 'object')
    return checkFields(value as Record<string, unknown>, limit.fields) ? 'invalid' : undefined;
  if (limit.format === 'binary' || type === 'object' || typeof value === 'object') return undefined;
  const text = String(value).trim();
  if (limit.enum && !limit.enum.map(String).includes(text)) return 'invalid';
  if (type === 'integer' || type === 'number') {
    const n = Number(text);
    if (text === '' || Number.isNaN(n) || (type === 'integer' && !Number.isInteger(n))) return 'invalid';
    if (
      (limit.minimum !== undefined && n < limit.minimum) ||
      (limit.maximum !== undefined && n > limit.maximum)
    )
      return 'invalid';
    return undefined;
  }
  if (type === 'string') {
    const length = [...text].length;
    if (limit.maxLength !== undefined && length > limit.maxLength) return 'max';
    if (limit.minLength !== undefined && length < limit.minLength) return 'invalid';
    if (limit.pattern !== undefined && !new RegExp(limit.pattern).test(text)) return 'invalid';
  }
  return undefined;
}

function parseArray(value: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function messageOf(
  field: string,
  kind: 'required' | 'max' | 'invalid',
  limit: FieldLimit,
  text?: string | FieldText,
) {
  const t: FieldText = typeof text === 'string' ? { label: text } : (text ?? {});
  const name = t.label ?? field;
  if (kind === 'required') return t.required ?? `请输入${name}`;
  if (kind === 'max')
    return (
      t.max ??
      (typeOf(limit) === 'array'
        ? `${name}不能超过${limit.maxItems}项`
        : `${name}不能超过${limit.maxLength}个字符`)
    );
  return t.invalid ?? `${name}格式不正确`;
}

/** The first field of `body` that breaks the contract's limits for `limits`, in the contract's field order. */
export function checkFields(
  body: Record<string, unknown>,
  limits: OperationLimits,
  texts: FieldTexts = {},
): RequestFault | undefined {
  for (const [field, limit] of Object.entries(limits)) {
    const value = body[field];
    if (isBlank(value)) {
      if (limit.required) return { field, message: messageOf(field, 'required', limit, texts[field]) };
      continue;
    }
    const kind = faultOf(value, limit);
    if (kind) return { field, message: messageOf(field, kind, limit, texts[field]) };
  }
  return undefined;
}

/** The contract's limits of the request at `path` (after /api/), if it has a body. */
export const limitsOfPath = (path: string): OperationLimits | undefined =>
  (limitsByPath as Readonly<Record<string, OperationLimits>>)[path];
