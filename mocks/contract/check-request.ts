import { type FieldLimit, type OperationLimits, typeOf } from '@/api/field-limits';
import { limitsByPath } from '@/api/generated/limits.gen';
import { fail, fieldTextsOf, type FieldText, type FieldTexts, type RequestValidator } from '../kit/http';

export interface RequestFault {
  field: string;
  message: string;
}

// An empty list is a value (a JSON body's); a form body cannot send one, so there it is absent.
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The fault of one present value against its limit, as a kind: the message is chosen by the caller. */
type Fault = 'max' | 'itemMax' | 'invalid';

function faultOf(value: unknown, limit: FieldLimit): Fault | undefined {
  const type = typeOf(limit);
  if (type === 'array') {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? parseArray(value) : undefined;
    if (!items) return 'invalid';
    if (limit.maxItems !== undefined && items.length > limit.maxItems) return 'max';
    if (limit.minItems !== undefined && items.length < limit.minItems) return 'invalid';
    const item = limit.items && items.map((v) => faultOf(v, limit.items!)).find(Boolean);
    return item === 'max' ? 'itemMax' : item && 'invalid';
  }
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

function messageOf(field: string, kind: 'required' | Fault, limit: FieldLimit, text?: string | FieldText) {
  const t: FieldText = typeof text === 'string' ? { label: text } : (text ?? {});
  const name = t.label ?? field;
  if (kind === 'required') return t.required ?? `请输入${name}`;
  if (kind === 'itemMax') return t.itemMax ?? `${name}不能超过${limit.items?.maxLength}个字符`;
  if (kind === 'max')
    return (
      t.max ??
      (typeOf(limit) === 'array'
        ? `${name}最多${limit.maxItems}个`
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
    const none = Array.isArray(value) && !value.length && (limit.minItems ?? 0) > 0;
    if (isBlank(value) || none) {
      if (limit.required || none)
        return { field, message: messageOf(field, 'required', limit, texts[field]) };
      continue;
    }
    const kind = faultOf(value, limit);
    if (kind) return { field, message: messageOf(field, kind, limit, texts[field]) };
    const nested = nestedFault(value, limit, texts[field]);
    if (nested) return { field, message: nested.message };
  }
  return undefined;
}

/**
 * The first fault inside an object, or inside the objects of a list, for an endpoint whose texts name
 * those inner fields (a library entry's answer pages). An import's rows are reported row by row instead.
 */
function nestedFault(value: unknown, limit: FieldLimit, text?: string | FieldText): RequestFault | undefined {
  const inner = limit.items?.fields ?? limit.fields;
  const texts = typeof text === 'object' ? text.fields : undefined;
  if (!inner || !texts) return undefined;
  for (const item of Array.isArray(value) ? value : [value]) {
    const fault =
      item && typeof item === 'object'
        ? checkFields(item as Record<string, unknown>, inner, texts)
        : undefined;
    if (fault) return fault;
  }
  return undefined;
}

/** The contract's limits of the request at `path` (after /api/), if it has a body. */
export const limitsOfPath = (path: string): OperationLimits | undefined =>
  (limitsByPath as Readonly<Record<string, OperationLimits>>)[path];

/**
 * The demo backend's request check: a body that breaks the contract's limits of its path is refused with
 * code 422 and the field at fault, in the texts the endpoint declared, before the endpoint sees it.
 */
export const contractCheck: RequestValidator = (path, body) => checkBody(path, body, fieldTextsOf(path));

/** `body` checked against the contract's request of `path` (an imported row as a customer form, say). */
export function checkBody(
  path: string,
  body: Record<string, unknown>,
  texts?: FieldTexts,
): Response | undefined {
  const limits = limitsOfPath(path);
  const fault = limits && checkFields(body, limits, texts);
  return fault ? fail(422, fault.message, { [fault.field]: fault.message }) : undefined;
}
