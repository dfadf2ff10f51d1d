import type { LibraryEntry, LibraryImportRow } from '@/api/generated/robot.gen';
import type { ExportColumn, SheetRow } from '@/components/data-table';

/** The spreadsheet's columns, in order, by the field they fill; headers are the screen's own texts. */
export const SHEET_FIELDS = ['name', 'type', 'similar', 'keyWorldList', 'content'] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];
/** Lists (similar questions, match rules) are one cell, items separated by |. */
export const LIST_SEPARATOR = '|';
/** Rows per import call: the contract's limit. */
export const IMPORT_BATCH = 500;

export const missingHeaders = (headers: string[], headerOf: (f: SheetField) => string) =>
  (['name', 'type', 'content'] as const).map(headerOf).filter((h) => !headers.includes(h));

export function toImportRows(rows: SheetRow[], headerOf: (f: SheetField) => string): LibraryImportRow[] {
  return rows.map(({ row, values }) => ({
    row,
    name: values[headerOf('name')] ?? '',
    type: values[headerOf('type')] ?? '',
    similar: values[headerOf('similar')] ?? '',
    keyWorldList: values[headerOf('keyWorldList')] ?? '',
    content: values[headerOf('content')] ?? '',
  }));
}

/** Export columns: the same as the import reads, so an exported file imports again. */
export function exportColumns(headerOf: (f: SheetField) => string): ExportColumn<LibraryEntry>[] {
  return [
    { header: headerOf('name'), width: 24, value: (e) => e.name },
    { header: headerOf('type'), width: 12, value: (e) => e.type_name },
    { header: headerOf('similar'), width: 36, value: (e) => e.similar.join(LIST_SEPARATOR) },
    { header: headerOf('keyWorldList'), width: 24, value: (e) => e.keyWorldList.join(LIST_SEPARATOR) },
    { header: headerOf('content'), width: 60, value: (e) => e.content },
  ];
}
