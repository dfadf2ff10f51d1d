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
  useLazyQualityStaffReportListQuery,
  useQualityStaffReportListQuery,
  type QualityStaffReportRow,
} from '../api';
import { reportList, reportListPrefetch, reportSearchColumns, wholeReport } from '../report-list';

/** Twenty agents a page until the user picks another size: the ranking reads as one list. */
const LIST = reportList('quality-staff-report', 20);

export const prefetch = reportListPrefetch(LIST, (body) =>
  qualityApi.util.prefetch('qualityStaffReportList', { body }, PREFETCH_FRESH),
);

/** /monitor/report_center/staff_report: score and rank per agent, and the rules costing each agent most. */
export default function StaffReportPage() {
  const { t } = useTranslation('quality');
  const list = useListPage({ query: useQualityStaffReportListQuery, ...LIST });
  // the chart ranks every agent the search finds, not only the page shown
  const whole = useQualityStaffReportListQuery({ body: wholeReport(list.body) }).data?.data.data;
  const [fetchWhole] = useLazyQualityStaffReportListQuery();

  const columns = useMemo((): ProColumns<QualityStaffReportRow>[] => {
    const worst = (r: QualityStaffReportRow) =>
      r.worst_rules
        .map((w) => t('report.worstRule', { name: w.rule_name, points: w.points, calls: w.call_count }))
        .join(t('common.listSep'));
    return [
      ...reportSearchColumns<QualityStaffReportRow>(t, t('report.agent')),
      { title: t('report.rank'), dataIndex: 'rank', search: false, width: 70 },
      { title: t('report.agent'), dataIndex: 'staff_name', search: false, width: 110 },
      { title: t('report.department'), dataIndex: 'department_name', search: false, width: 130 },
      { title: t('report.inspected'), dataIndex: 'inspected', search: false, width: 100 },
      {
        title: t('report.passRate'),
        dataIndex: 'pass_rate',
        search: false,
        render: (_d, r) => `${r.pass_rate}%`,
        width: 90,
      },
      { title: t('report.averageScore'), dataIndex: 'average_score', search: false, width: 90 },
      {
        title: t('report.worstRules'),
        dataIndex: 'worst_rules',
        search: false,
        ellipsis: true,
        render: (_d, r) => worst(r) || '-',
        width: 360,
      },
    ];
  }, [t]);

  const title = t('title.staffReport');
  const exporter = useExport<QualityStaffReportRow>({
    fileName: `${title}-${list.body.start_date}-${list.body.end_date}.xlsx`,
    sheetName: title,
    columns: [
      { header: t('report.rank'), value: (r) => r.rank },
      { header: t('report.agent'), value: (r) => r.staff_name },
      { header: t('report.department'), value: (r) => r.department_name },
      { header: t('report.inspected'), value: (r) => r.inspected },
      { header: t('report.passRate'), value: (r) => r.pass_rate },
      { header: t('report.averageScore'), value: (r) => r.average_score },
      {
        header: t('report.worstRules'),
        width: 40,
        value: (r) =>
          r.worst_rules
            .map((w) => t('report.worstRule', { name: w.rule_name, points: w.points, calls: w.call_count }))
            .join(t('common.listSep')),
      },
    ],
    // the chart's call for the same search: its cached answer, not a second request
    fetchRows: async () => {
      const answer = await fetchWhole({ body: wholeReport(list.body) }, true).unwrap();
      return { rows: answer.data.data, total: answer.data.total };
    },
  });
  const chartOption = useMemo(() => {
    const rows = whole ?? [];
    return {
      tooltip: {},
      xAxis: { type: 'category' as const, data: rows.map((r) => r.staff_name) },
      yAxis: { type: 'value' as const },
      series: [
        { type: 'bar' as const, name: t('report.averageScore'), data: rows.map((r) => r.average_score) },
      ],
    };
  }, [whole, t]);

  return (
    <Flex vertical gap={16}>
      <DataTable<QualityStaffReportRow>
        {...list.table}
        rowKey="staff_id"
        headerTitle={title}
        columns={columns}
        toolBarRender={() => [<ExportButton key="export" exporter={exporter} />]}
      />
      <Card size="small">
        <Chart height={240} option={chartOption} />
      </Card>
    </Flex>
  );
}
