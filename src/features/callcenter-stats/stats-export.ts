import { buildWorkbook, downloadBlob, type ExportColumn } from '@/components/data-table';
import type { CallStatRow } from './api';
import { answerRate, averageHandle, durationText, percentText } from './figures';

export interface ExportTexts {
  sheet: string;
  fileName: string;
  label: string;
  group?: string;
  calls: string;
  answered: string;
  rate: string;
  talk: string;
  aht: string;
}

/** The statistics as one .xlsx sheet (the console's list export, exceljs loaded on use), the total row last. */
export async function exportStatistics(rows: readonly CallStatRow[], total: CallStatRow, texts: ExportTexts) {
  const columns: ExportColumn<CallStatRow>[] = [
    { header: texts.label, width: 20, value: (r) => r.label },
    ...(texts.group ? [{ header: texts.group, width: 16, value: (r: CallStatRow) => r.group }] : []),
    { header: texts.calls, value: (r) => r.calls },
    { header: texts.answered, value: (r) => r.answered },
    { header: texts.rate, value: (r) => percentText(answerRate(r)) },
    { header: texts.talk, value: (r) => durationText(r.talk_seconds) },
    { header: texts.aht, value: (r) => durationText(averageHandle(r)) },
  ];
  const blob = await buildWorkbook(texts.sheet, columns, [...rows, total]);
  downloadBlob(blob, texts.fileName);
}
