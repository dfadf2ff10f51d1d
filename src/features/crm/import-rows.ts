import type { SheetRow } from '@/components/data-table';
import type { CustomerImportApiArg } from '@/api/generated/crm.gen';

export type ImportRow = CustomerImportApiArg['body']['rows'][number];
export type ImportField = Exclude<keyof ImportRow, 'row'>;

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

/** Sheet rows to import rows, by header text (`headerOf` gives the header of a field). */
export function toImportRows(rows: SheetRow[], headerOf: (field: ImportField) => string): ImportRow[] {
  return rows.map(({ row, values }) => {
    const out: ImportRow = { row, name: '', contact_name: '', phone: '' };
    for (const field of IMPORT_FIELDS) {
      const value = values[headerOf(field)];
      if (value) out[field] = value;
    }
    return out;
  });
}

export function missingHeaders(headers: string[], headerOf: (field: ImportField) => string): string[] {
  return REQUIRED_IMPORT_FIELDS.map(headerOf).filter((h) => !headers.includes(h));
}

export function batches<T>(rows: T[], size = IMPORT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
