import type { SheetRow } from '@/components/data-table';
import type { CustomerImportApiArg } from '@/api/generated/crm.gen';
import type { CustomerAttribute } from './types';

export type ImportRow = CustomerImportApiArg['body']['rows'][number];
export type ImportField = Exclude<keyof ImportRow, 'row' | 'attributes'>;
/** A custom attribute as the import sees it: a column headed by its name. */
export type ImportAttribute = Pick<CustomerAttribute, 'field' | 'name' | 'required'>;

/** Spreadsheet columns the import reads, in template order; the first three are required. */
export const IMPORT_FIELDS: ImportField[] = [
  'name',
  'contact_name',
  'phone',
  'backup_phone',
  'company',
  'address',
  'focus',
  'remark',
  'next_follow_at',
];
export const REQUIRED_IMPORT_FIELDS: ImportField[] = ['name', 'contact_name', 'phone'];
export const IMPORT_BATCH = 200;

/**
 * Sheet rows to import rows, by header text (`headerOf` gives the header of a field, an attribute's header is
 * its name). The server checks the attribute values like a customer form's.
 */
export function toImportRows(
  rows: SheetRow[],
  headerOf: (field: ImportField) => string,
  attributes: ImportAttribute[] = [],
): ImportRow[] {
  return rows.map(({ row, values }) => {
    const out: ImportRow = { row, name: '', contact_name: '', phone: '' };
    for (const field of IMPORT_FIELDS) {
      const value = values[headerOf(field)];
      if (value) out[field] = value;
    }
    const cells = attributes.filter((a) => values[a.name]).map((a) => [a.field, values[a.name]!]);
    if (cells.length) out.attributes = Object.fromEntries(cells);
    return out;
  });
}

/** The required headers a file lacks: the required fields' and the required attributes'. */
export function missingHeaders(
  headers: string[],
  headerOf: (field: ImportField) => string,
  attributes: ImportAttribute[] = [],
): string[] {
  const required = [
    ...REQUIRED_IMPORT_FIELDS.map(headerOf),
    ...attributes.filter((a) => a.required).map((a) => a.name),
  ];
  return required.filter((h) => !headers.includes(h));
}

/** The headers of a file that name neither a field nor an attribute: their columns are not imported. */
export function ignoredHeaders(
  headers: string[],
  headerOf: (field: ImportField) => string,
  attributes: ImportAttribute[] = [],
): string[] {
  const known = new Set([...IMPORT_FIELDS.map(headerOf), ...attributes.map((a) => a.name)]);
  return headers.filter((h) => h && !known.has(h));
}
