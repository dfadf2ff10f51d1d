import { useMemo } from 'react';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { qualityApi, useQualityTaskReportListQuery, type QualityTaskReportRow } from '../api';
import { ReportToolbar, useReportRange } from '../components/ReportToolbar';
import { reportPrefetch } from '../report-prefetch';
import { reportBarsOption } from '../report-chart';
import { PREFETCH_FRESH } from '@/lib/app-route';

/** Every row on one page: the report is a table of them all. */
const ALL_ROWS = { page: 1, limit: 100 };
/** px: the projects' bars with room for the legend and slanted names. */
const CHART_HEIGHT = 300;
/** A project with nothing inspected in the range (never run) has no pass rate or average: 0 would read as a score. */
const NO_FIGURE = '-';
const passRate = (r: QualityTaskReportRow) => (r.inspected ? `${r.pass_rate}%` : NO_FIGURE);
const averageScore = (r: QualityTaskReportRow) => (r.inspected ? r.average_score : NO_FIGURE);

export const prefetch = reportPrefetch((body) =>
  qualityApi.util.prefetch('qualityTaskReportList', { body: { ...body, ...ALL_ROWS } }, PREFETCH_FRESH),
);

/** /monitor/report_center/task_report: per project, calls sampled, inspected, reviewed, appealed. */
export default function TaskReportPage() {
  const { t } = useTranslation('quality');
  const { range, setRange, body } = useReportRange();
  const page = useQualityTaskReportListQuery({ body: { ...body, ...ALL_ROWS } }).data?.data.data;
  const rows: QualityTaskReportRow[] = useMemo(() => page ?? [], [page]);
  const chartOption = useMemo(
    () =>
      reportBarsOption(
        rows.map((r) => r.project_name),
        [
          { name: t('report.sampled'), data: rows.map((r) => r.sampled) },
          { name: t('report.reviewed'), data: rows.map((r) => r.reviewed) },
          { name: t('report.appealed'), data: rows.map((r) => r.appealed) },
        ],
        t('report.callsAxis'),
      ),
    [rows, t],
  );
  return (
    <Card title={t('title.taskReport')}>
      <ReportToolbar<QualityTaskReportRow>
        range={range}
        onRange={setRange}
        exportAs={{
          name: t('title.taskReport'),
          columns: [
            { header: t('report.project'), value: (r) => r.project_name },
            { header: t('report.model'), value: (r) => r.model_name },
            { header: t('report.total'), value: (r) => r.total_count },
            { header: t('report.sampled'), value: (r) => r.sampled },
            { header: t('report.reviewed'), value: (r) => r.reviewed },
            { header: t('report.appealed'), value: (r) => r.appealed },
            { header: t('report.passRate'), value: (r) => (r.inspected ? r.pass_rate : NO_FIGURE) },
            { header: t('report.averageScore'), value: averageScore },
          ],
          rows,
        }}
      />
      <Chart height={CHART_HEIGHT} option={chartOption} />
      <Table<QualityTaskReportRow>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="project_id"
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('report.project'), dataIndex: 'project_name' },
          { title: t('report.model'), dataIndex: 'model_name' },
          { title: t('report.total'), dataIndex: 'total_count' },
          { title: t('report.sampled'), dataIndex: 'sampled' },
          { title: t('report.reviewed'), dataIndex: 'reviewed' },
          { title: t('report.appealed'), dataIndex: 'appealed' },
          { title: t('report.passRate'), dataIndex: 'pass_rate', render: (_v, r) => passRate(r) },
          { title: t('report.averageScore'), dataIndex: 'average_score', render: (_v, r) => averageScore(r) },
        ]}
      />
    </Card>
  );
}
