import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '@/components/charts';
import { qualityApi, useQualityMonitorReportStatisticsQuery, type QualityMonitorReport } from '../api';
import { ReportToolbar, useReportRange } from '../components/ReportToolbar';
import { reportPrefetch } from '../report-prefetch';
import { reportBarsOption } from '../report-chart';
import { PREFETCH_FRESH } from '@/lib/app-route';

type Day = QualityMonitorReport['daily'][number];

export const prefetch = reportPrefetch((body) =>
  qualityApi.util.prefetch('qualityMonitorReportStatistics', { body }, PREFETCH_FRESH),
);

/** /monitor/report_center/monitor_report: inspected calls, pass rate, average score, daily trend, top rules. */
export default function MonitorReportPage() {
  const { t } = useTranslation('quality');
  const { range, setRange, body } = useReportRange();
  const report = useQualityMonitorReportStatisticsQuery({ body }).data?.data;
  const daily = report?.daily ?? [];
  const trendOption = useMemo(() => {
    const days = report?.daily ?? [];
    return reportBarsOption(
      days.map((d) => d.date.slice(5)),
      [
        { name: t('report.inspected'), data: days.map((d) => d.inspected) },
        { name: t('common.passed'), data: days.map((d) => d.passed) },
      ],
      t('report.callsAxis'),
      'days',
    );
  }, [report, t]);
  return (
    <Card title={t('title.monitorReport')}>
      <ReportToolbar<Day>
        range={range}
        onRange={setRange}
        exportAs={{
          name: t('title.monitorReport'),
          columns: [
            { header: t('common.dateRange'), value: (d) => d.date },
            { header: t('report.inspected'), value: (d) => d.inspected },
            { header: t('common.passed'), value: (d) => d.passed },
            { header: t('report.averageScore'), value: (d) => d.average_score },
          ],
          rows: daily,
        }}
      />
      <Row gutter={16}>
        <Col span={4}>
          <Statistic title={t('report.totalCalls')} value={report?.total_calls ?? 0} />
        </Col>
        <Col span={4}>
          <Statistic title={t('report.inspected')} value={report?.inspected ?? 0} />
        </Col>
        <Col span={4}>
          <Statistic title={t('report.passRate')} value={report?.pass_rate ?? 0} suffix="%" />
        </Col>
        <Col span={4}>
          <Statistic title={t('report.averageScore')} value={report?.average_score ?? 0} />
        </Col>
        <Col span={4}>
          <Statistic title={t('report.ruleCount')} value={report?.rule_count ?? 0} />
        </Col>
        <Col span={4}>
          <Statistic title={t('report.hitCount')} value={report?.hit_count ?? 0} />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={14}>
          <Card size="small" title={t('report.trend')}>
            <Chart height={280} option={trendOption} />
          </Card>
        </Col>
        <Col span={10}>
          <Card size="small" title={t('report.topRules')}>
            <Table
              size="small"
              rowKey="rule_id"
              pagination={false}
              dataSource={report?.top_rules ?? []}
              columns={[
                { title: t('report.rule'), dataIndex: 'rule_name' },
                { title: t('report.ruleCalls'), dataIndex: 'call_count', width: 80 },
                { title: t('report.hitCount'), dataIndex: 'hit_count', width: 80 },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
