/** Readers of a call's fields (form fields arrive as strings, JSON bodies as they were sent). */

/** A number, or NaN for a field that is missing or empty. */
export const num = (v: unknown) => (v === undefined || v === null || v === '' ? NaN : Number(v));

/** A repeated field (`key[]`) as strings; one value counts as a list of one. */
export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : v == null || v === '' ? [] : [String(v)];

/** A repeated field of ids: the positive whole numbers in it. */
export const idList = (v: unknown): number[] =>
  list(v)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** A field as trimmed text ('' when missing). */
export const str = (v: unknown) => (v == null ? '' : String(v).trim());

/** A JSON text field trimmed: anything that is not a string counts as empty. */
export const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
