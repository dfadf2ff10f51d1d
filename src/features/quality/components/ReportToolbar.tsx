import { useState } from 'react';
import { App, Button, DatePicker, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { buildWorkbook, downloadBlob, type ExportColumn } from '@/components/data-table';
import { dayRangeOf, pickerRangeOf } from '@/lib/day-range';
import { firstReportRange } from '../report-prefetch';

/** The report's date range, the last 30 days to start with. */
export function useReportRange() {
  const [range, setRange] = useState(() => pickerRangeOf(firstReportRange()));
  return { range, setRange, body: dayRangeOf(range) };
}

interface Props<T> {
  range: [Dayjs, Dayjs];
  onRange(range: [Dayjs, Dayjs]): void;
  /** What the export button writes: one sheet of these rows. */
  exportAs: { name: string; columns: ExportColumn<T>[]; rows: T[] };
}

/** Date range and export of a report. */
export function ReportToolbar<T>({ range, onRange, exportAs }: Props<T>) {
  const { t } = useTranslation('quality');
  const { message } = App.useApp();
  return (
    <Space style={{ marginBottom: 12 }}>
      <DatePicker.RangePicker
        aria-label={t('common.dateRange')}
        value={range}
        allowClear={false}
        onChange={(v) => v?.[0] && v[1] && onRange([v[0], v[1]])}
      />
      <Button
        icon={<DownloadOutlined />}
        onClick={async () => {
          const blob = await buildWorkbook(exportAs.name, exportAs.columns, exportAs.rows);
          const days = dayRangeOf(range);
          downloadBlob(blob, `${exportAs.name}-${days.start_date}-${days.end_date}.xlsx`);
          void message.success(t('report.exported'));
        }}
      >
        {t('common.export')}
      </Button>
    </Space>
  );
}
