import { t } from '@/i18n';

/** FLOW-49: names are limited to 50 units unless a field says otherwise. */
export const DEFAULT_NAME_MAX = 50;

/**
 * FLOW-47: the backend sizes names in bytes, so a character outside \x00-\xff (Chinese,
 * emoji...) counts 2. `for...of` walks code points, so an emoji (a surrogate pair) counts 2 once.
 */
export function nameLength(s: string): number {
  let length = 0;
  for (const ch of s) length += (ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return length;
}

/** An antd Form rule (assignable to `FormRule`) whose validator is callable without narrowing. */
export interface NameLengthRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** FLOW-48: empty values pass because `required` is a rule of its own. */
export function nameLengthRule(max: number = DEFAULT_NAME_MAX): NameLengthRule {
  return {
    validator(_rule, value) {
      if (typeof value !== 'string' || nameLength(value) <= max) return Promise.resolve();
      return Promise.reject(new Error(t('validation:nameTooLong', { n: max })));
    },
  };
}
