import type { ContractTemplateField } from './api';

/** A fill-in field as the editable table holds it: a key of its own, since names change as they are typed. */
export type FieldRow = ContractTemplateField & { key: string };

let next = 0;
export const newFieldRow = (): FieldRow => ({ key: `f${++next}`, name: '', type: 'text', required: false });

export const toFieldRows = (fields: readonly ContractTemplateField[]): FieldRow[] =>
  fields.map((f) => ({ ...f, key: `f${++next}` }));

export const toFields = (rows: readonly FieldRow[]): ContractTemplateField[] =>
  rows.map(({ name, type, required }) => ({ name: name.trim(), type, required }));

/** How many rows carry `name` (trimmed): more than one is a repeat. */
export const nameCount = (rows: readonly Pick<FieldRow, 'name'>[] | undefined, name: string) =>
  (rows ?? []).filter((r) => (r.name ?? '').trim() === name.trim()).length;
