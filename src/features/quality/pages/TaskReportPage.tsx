import { useMemo } from 'react';
import { Card, Flex } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { DataTable, ExportButton, useExport } from '@/components/data-table';
import { useListPage } from '@/components/list-page';
import { PREFETCH_FRESH } from '@/lib/app-route';
import {
  qualityApi,
  useLazyQualityTaskReportListQuery,
  useQualityTaskReportListQuery,
  type QualityTaskReportRow,
} from '../api';
import { reportBarsOption } from '../report-chart';
import { reportList, reportListPrefetch, reportSearchColumns, wholeReport } from '../report-list';

const LIST = reportList('quality-task-report', 10);
/** px: the projects' bars with room for the legend and slanted names. */
const CHART_HEIGHT = 300;
/** A project with nothing inspected in the range (never run) has no pass rate or average: 0 would read as a score. */
const NO_FIGURE = '-';
const passRate = (r: QualityTaskReportRow) => (r.inspected ? `${r.pass_rate}%` : NO_FIGURE);
const averageScore = (r: QualityTaskReportRow) => (r.inspected ? r.average_score : NO_FIGURE);

export const prefetch = reportListPrefetch(LIST, (body) =>
  qualityApi.util.prefetch('qualityTaskReportList', { body }, PREFETCH_FRESH),
);

/** /monitor/report_center/task_report: per project, calls sampled, inspected, reviewed, appealed. */
export default function TaskReportPage() {
  const { t } = useTranslation('quality');
  const list = useListPage({ query: useQualityTaskReportListQuery, ...LIST });
  // the chart compares every project the search finds, not only the page shown
  const whole = useQualityTaskReportListQuery({ body: wholeReport(list.body) }).data?.data.data;
  const [fetchWhole] = useLazyQualityTaskReportListQuery();

  const columns = useMemo(
    (): ProColumns<QualityTaskReportRow>[] => [
      ...reportSearchColumns<QualityTaskReportRow>(t, t('report.project')),
      { title: t('report.project'), dataIndex: 'project_name', search: false, width: 160 },
      { title: t('report.model'), dataIndex: 'model_name', search: false, width: 160 },
      { title: t('report.total'), dataIndex: 'total_count', search: false, width: 90 },
      { title: t('report.sampled'), dataIndex: 'sampled', search: false, width: 80 },
      { title: t('report.reviewed'), dataIndex: 'reviewed', search: false, width: 80 },
      { title: t('report.appealed'), dataIndex: 'appealed', search: false, width: 80 },
      {
        title: t('report.passRate'),
        dataIndex: 'pass_rate',
        search: false,
        render: (_d, r) => passRate(r),
        width: 90,
      },
      {
        title: t('report.averageScore'),
        dataIndex: 'average_score',
        search: false,
        render: (_d, r) => averageScore(r),
        width: 90,
      },
    ],
    [t],
  );

  const title = t('title.taskReport');
  const exporter = useExport<QualityTaskReportRow>({
    fileName: `${title}-${list.body.start_date}-${list.body.end_date}.xlsx`,
    sheetName: title,
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
    // the chart's call for the same search: its cached answer, not a second request
    fetchRows: async () => {
      const answer = await fetchWhole({ body: wholeReport(list.body) }, true).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });
  const chartOption = useMemo(() => {
    const rows = whole ?? [];
    return reportBarsOption(
      rows.map((r) => r.project_name),
      [
        { name: t('report.sampled'), data: rows.map((r) => r.sampled) },
        { name: t('report.reviewed'), data: rows.map((r) => r.reviewed) },
        { name: t('report.appealed'), data: rows.map((r) => r.appealed) },
      ],
      t('report.callsAxis'),
    );
  }, [whole, t]);

  return (
    <Flex vertical gap={16}>
      <DataTable<QualityTaskReportRow>
        {...list.table}
        rowKey="project_id"
        headerTitle={title}
        columns={columns}
        toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
      />
      <Card size="small">
        <Chart height={CHART_HEIGHT} option={chartOption} />
      </Card>
    </Flex>
  );
}
