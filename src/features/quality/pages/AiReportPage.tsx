import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { qualityApi, useQualityAiReportStatisticsQuery, type QualityAiReport } from '../api';
import { ReportToolbar, useReportRange } from '../components/ReportToolbar';
import { reportPrefetch } from '../report-prefetch';
import { reportBarsOption } from '../report-chart';
import { PREFETCH_FRESH } from '@/lib/app-route';

type RuleRow = QualityAiReport['rules'][number];

/** px: the intent levels' bars with room for the legend, the axis and its name. */
const CHART_HEIGHT = 280;

export const prefetch = reportPrefetch((body) =>
  qualityApi.util.prefetch('qualityAiReportStatistics', { body }, PREFETCH_FRESH),
);

/** /monitor/report_center/ai_report: automatic hits against reviewers' decisions (precision per rule), robot calls. */
export default function AiReportPage() {
  const { t } = useTranslation('quality');
  const { range, setRange, body } = useReportRange();
  const report = useQualityAiReportStatisticsQuery({ body }).data?.data;
  const rules = report?.rules ?? [];
  const intentOption = useMemo(() => {
    const levels = report?.intention ?? [];
    return reportBarsOption(
      levels.map((i) => i.intention),
      [{ name: t('report.intention'), data: levels.map((i) => i.count) }],
      t('report.callsAxis'),
    );
  }, [report, t]);
  const precision = (r: RuleRow) => (r.precision === null ? t('report.precisionNone') : `${r.precision}%`);
  return (
    <Card title={t('title.aiReport')}>
      <ReportToolbar<RuleRow>
        range={range}
        onRange={setRange}
        exportAs={{
          name: t('title.aiReport'),
          columns: [
            { header: t('report.rule'), value: (r) => r.rule_name },
            { header: t('report.hitCount'), value: (r) => r.hits },
            { header: t('report.confirmed'), value: (r) => r.confirmed },
            { header: t('report.overturned'), value: (r) => r.overturned },
            { header: t('report.precision'), value: precision },
          ],
          rows: rules,
        }}
      />
      <Table<RuleRow>
        size="small"
        rowKey="rule_id"
        pagination={false}
        aria-label={t('report.precision')}
        dataSource={rules}
        columns={[
          { title: t('report.rule'), dataIndex: 'rule_name' },
          { title: t('report.hitCount'), dataIndex: 'hits' },
          { title: t('report.confirmed'), dataIndex: 'confirmed' },
          { title: t('report.overturned'), dataIndex: 'overturned' },
          { title: t('report.precision'), dataIndex: 'precision', render: (_v, r) => precision(r) },
        ]}
      />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={6}>
          <Statistic title={t('report.aiRobot')} value={report?.total_calls ?? 0} />
        </Col>
        <Col span={6}>
          <Statistic title={t('report.connectRate')} value={report?.connect_rate ?? 0} suffix="%" />
        </Col>
        <Col span={6}>
          <Statistic title={t('report.averageDuration')} value={report?.average_duration ?? 0} />
        </Col>
        <Col span={6}>
          <Statistic title={t('report.averageScore')} value={report?.average_score ?? 0} />
        </Col>
      </Row>
      <Card size="small" title={t('report.intentionTitle')} style={{ marginTop: 16 }}>
        <Chart height={CHART_HEIGHT} option={intentOption} />
      </Card>
    </Card>
  );
}
