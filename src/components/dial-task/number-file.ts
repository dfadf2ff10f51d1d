import { readSheet, type SheetRow } from '@/components/data-table';

/** Header texts a number file may use for its columns (from the locale: the template's first, then variants). */
export interface NumberHeaders {
  phone: string[];
  name: string[];
}

/** One CSV line into cells: commas split, double quotes keep commas and "" is a quote. */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** A CSV text as the rows of a sheet: the first line names the columns, blank lines are skipped. */
export function readCsv(text: string): { headers: string[]; rows: SheetRow[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headers = csvCells(lines[0] ?? '');
  const rows: SheetRow[] = [];
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = csvCells(line);
    rows.push({ row: i + 2, values: Object.fromEntries(headers.map((h, c) => [h, cells[c] ?? ''])) });
  });
  return { headers: headers.filter(Boolean), rows };
}

/** A file's text through FileReader, which every browser (and jsdom) has for a picked file. */
const textOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** A number of the file, with its row for the server's report of refused rows. */
export interface NumberRow {
  row: number;
  phone: string;
  name: string;
}

export type NumberFile =
  { ok: true; rows: NumberRow[] } | { ok: false; reason: 'badFile' | 'noPhoneColumn' | 'noRows' };

/** The numbers of an .xlsx or .csv file, each with its row number for the server's error report. */
export async function readNumberFile(file: File, headers: NumberHeaders): Promise<NumberFile> {
  let sheet: { headers: string[]; rows: SheetRow[] };
  try {
    sheet = /\.csv$/i.test(file.name) ? readCsv(await textOf(file)) : await readSheet(file);
  } catch {
    return { ok: false, reason: 'badFile' };
  }
  const phone = sheet.headers.find((h) => headers.phone.includes(h.toLowerCase()));
  if (!phone) return { ok: false, reason: 'noPhoneColumn' };
  const name = sheet.headers.find((h) => headers.name.includes(h.toLowerCase()));
  if (!sheet.rows.length) return { ok: false, reason: 'noRows' };
  return {
    ok: true,
    rows: sheet.rows.map((r) => ({
      row: r.row,
      phone: r.values[phone] ?? '',
      name: name ? (r.values[name] ?? '') : '',
    })),
  };
}
