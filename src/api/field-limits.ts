/**
 * One request field's limits as the contract states them (generated into `src/api/generated/*.limits.gen.ts`
 * from openapi/). Forms build their rules from these and the demo backend checks request bodies with them,
 * so a limit is written once.
 */
export interface FieldLimit {
  readonly required?: boolean;
  /** a JSON Schema type, or several (OpenAPI 3.1: `[integer, 'null']`) */
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly enum?: readonly (string | number)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: FieldLimit;
  /** the fields of an object value (a library entry's answer pages, say) */
  readonly fields?: Readonly<Record<string, FieldLimit>>;
}

export type OperationLimits = Readonly<Record<string, FieldLimit>>;

/** What a limit of a field is called in a message: the spec's own texts come from the locale files. */
export interface LimitMessages {
  required?: string;
  /** the text for a value longer than `n` (or more items than `n`) */
  max?: (n: number) => string;
  min?: (n: number) => string;
  pattern?: string;
}

/** The one non-null type a field's value takes. */
export const typeOf = (limit: FieldLimit): string | undefined =>
  Array.isArray(limit.type) ? limit.type.find((t) => t !== 'null') : (limit.type as string | undefined);

/** The antd Form rules of one field: required, lengths, range and pattern from the contract. */
export function limitRules(limit: FieldLimit, messages: LimitMessages) {
  const rules: {
    required?: boolean;
    whitespace?: boolean;
    max?: number;
    min?: number;
    pattern?: RegExp;
    type?: 'number' | 'array';
    message?: string;
  }[] = [];
  if (limit.required && messages.required)
    rules.push({ required: true, whitespace: typeOf(limit) === 'string', message: messages.required });
  const max = limit.maxLength ?? limit.maxItems;
  if (max !== undefined && messages.max)
    rules.push({
      max,
      message: messages.max(max),
      ...(limit.maxItems !== undefined ? { type: 'array' as const } : {}),
    });
  if (limit.minLength !== undefined && limit.minLength > 1 && messages.min)
    rules.push({ min: limit.minLength, message: messages.min(limit.minLength) });
  if (limit.pattern && messages.pattern)
    rules.push({ pattern: new RegExp(limit.pattern), message: messages.pattern });
  return rules;
}
