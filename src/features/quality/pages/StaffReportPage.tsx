import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { qualityApi, useQualityStaffReportListQuery, type QualityStaffReportRow } from '../api';
import { ReportToolbar, useReportRange } from '../components/ReportToolbar';
import { reportPrefetch } from '../report-prefetch';
import { PREFETCH_FRESH } from '@/lib/app-route';

/** Every row on one page: the report is a table of them all. */
const ALL_ROWS = { page: 1, limit: 200 };

export const prefetch = reportPrefetch((body) =>
  qualityApi.util.prefetch('qualityStaffReportList', { body: { ...body, ...ALL_ROWS } }, PREFETCH_FRESH),
);

/** /monitor/report_center/staff_report: score and rank per agent, and the rules costing each agent most. */
export default function StaffReportPage() {
  const { t } = useTranslation('quality');
  const { range, setRange, body } = useReportRange();
  const rows: QualityStaffReportRow[] =
    useQualityStaffReportListQuery({ body: { ...body, ...ALL_ROWS } }).data?.data.data ?? [];
  const worst = (r: QualityStaffReportRow) =>
    r.worst_rules
      .map((w) => t('report.worstRule', { name: w.rule_name, points: w.points, calls: w.call_count }))
      .join(t('common.listSep'));
  return (
    <Card title={t('title.staffReport')}>
      <ReportToolbar<QualityStaffReportRow>
        range={range}
        onRange={setRange}
        exportAs={{
          name: t('title.staffReport'),
          columns: [
            { header: t('report.rank'), value: (r) => r.rank },
            { header: t('report.agent'), value: (r) => r.staff_name },
            { header: t('report.department'), value: (r) => r.department_name },
            { header: t('report.inspected'), value: (r) => r.inspected },
            { header: t('report.passRate'), value: (r) => r.pass_rate },
            { header: t('report.averageScore'), value: (r) => r.average_score },
            { header: t('report.worstRules'), value: worst },
          ],
          rows,
        }}
      />
      <Chart
        height={240}
        option={{
          tooltip: {},
          xAxis: { type: 'category', data: rows.map((r) => r.staff_name) },
          yAxis: { type: 'value' },
          series: [{ type: 'bar', name: t('report.averageScore'), data: rows.map((r) => r.average_score) }],
        }}
      />
      <Table<QualityStaffReportRow>
        size="small"
        rowKey="staff_id"
        dataSource={rows}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('report.rank'), dataIndex: 'rank', width: 60 },
          { title: t('report.agent'), dataIndex: 'staff_name' },
          { title: t('report.department'), dataIndex: 'department_name' },
          { title: t('report.inspected'), dataIndex: 'inspected' },
          { title: t('report.passRate'), dataIndex: 'pass_rate', render: (v: number) => `${v}%` },
          { title: t('report.averageScore'), dataIndex: 'average_score' },
          { title: t('report.worstRules'), key: 'worst', render: (_v, r) => worst(r) || '-' },
        ]}
      />
    </Card>
  );
}
