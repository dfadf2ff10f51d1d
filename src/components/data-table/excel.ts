import type { Workbook } from 'exceljs';

/**
 * exceljs loads only when a user exports or imports (it is ~250 KB gzip). In the browser webpack resolves
 * its `browser` build (dist/exceljs.min.js), which needs no Node polyfills.
 */
export async function newWorkbook(): Promise<Workbook> {
  const { Workbook: WorkbookClass } = await import(/* webpackChunkName: "exceljs" */ 'exceljs');
  return new WorkbookClass();
}

export interface ExportColumn<T> {
  header: string;
  /** Width in characters. */
  width?: number;
  value: (row: T) => string | number | null | undefined;
}

/**
 * A text a spreadsheet would take for a formula once its cell is edited or the sheet is saved as CSV (=, +, -, @,
 * or a tab or carriage return first: OWASP's list) is written with a leading apostrophe, Excel's own mark for
 * "this is text". Customer names, remarks and notes are typed by anyone, so an export must never carry
 * `=HYPERLINK(…)` or `=cmd|…` as something a spreadsheet would run. A lone "-" (the placeholder) and a signed
 * number are left alone.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number as text (-10.00, +5%): a spreadsheet reads it as that number at most, so it keeps its look. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?%?$/;
const neutraliseFormula = (value: string): string =>
  value.length > 1 && FORMULA_START.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;

/** The text a neutralised cell was written from (so an exported sheet imports back unchanged). */
const restoreFormulaText = (text: string): string =>
  text.length > 2 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

const exportCell = (value: string | number | null | undefined): string | number =>
  typeof value === 'string' ? neutraliseFormula(value) : (value ?? '');

/** One .xlsx sheet of `rows`, with a bold, frozen header row; every text cell a string, never a formula. */
export async function buildWorkbook<T>(
  sheetName: string,
  columns: ExportColumn<T>[],
  rows: T[],
): Promise<Blob> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => exportCell(c.value(row))));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface SheetRow {
  /** The row number in the spreadsheet (the header is row 1). */
  row: number;
  values: Record<string, string>;
}

const cellText = (value: unknown): string => {
  if (value == null) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    // exceljs reads dates as UTC; a date typed without a time keeps only its day.
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? day : `${day} ${time}`;
  }
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text != null) return String(v.text);
    if (v.result != null) return String(v.result);
  }
  return restoreFormulaText(String(value).trim());
};

/**
 * The first sheet of an .xlsx file as rows keyed by the header row's texts. Blank rows are skipped
 * (they are no data), every other row is returned with its own row number.
 */
export async function readSheet(file: Blob): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    headers.forEach((h, i) => {
      if (h) values[h] = cellText(row.getCell(i + 1).value);
    });
    if (Object.values(values).some(Boolean)) rows.push({ row: rowNumber, values });
  });
  return { headers: headers.filter(Boolean), rows };
}
