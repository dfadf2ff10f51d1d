import { useState } from 'react';
import { App, Button, DatePicker, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { buildWorkbook, downloadBlob, type ExportColumn } from '@/components/data-table';
import { firstReportRange, reportBody } from '../report-prefetch';

const DAY = 'YYYY-MM-DD';

/** The report's date range, the last 30 days to start with. */
export function useReportRange() {
  const [range, setRange] = useState(firstReportRange);
  return { range, setRange, body: reportBody(range) };
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
          downloadBlob(blob, `${exportAs.name}-${range[0].format(DAY)}-${range[1].format(DAY)}.xlsx`);
          void message.success(t('report.exported'));
        }}
      >
        {t('common.export')}
      </Button>
    </Space>
  );
}
