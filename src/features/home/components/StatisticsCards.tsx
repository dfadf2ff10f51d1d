import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeStatisticsApiResponse } from '@/api/generated/home.gen';
import { formatClock } from '@/lib/time-format';

const rate = (connected: number, calls: number) => (calls ? Math.round((connected / calls) * 1000) / 10 : 0);

export function StatisticsCards({ s }: { s: HomeStatisticsApiResponse['data'] }) {
  const { t } = useTranslation('home');
  const period = (label: string, calls: number, connected: number, seconds: number) => (
    <Card title={label} variant="borderless" size="small">
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={t('calls')} value={calls} />
        </Col>
        <Col span={6}>
          <Statistic title={t('connected')} value={connected} />
        </Col>
        <Col span={6}>
          <Statistic title={t('connectRate')} value={rate(connected, calls)} suffix="%" />
        </Col>
        <Col span={6}>
          {/* a clock (01:07:39), as the recent calls' durations below: 1小时7分39秒 broke over two lines in a quarter card */}
          <Statistic title={t('talkTime')} value={formatClock(seconds)} />
        </Col>
      </Row>
    </Card>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={9}>{period(t('today'), s.today_calls, s.today_connected, s.today_talk_seconds)}</Col>
      <Col span={9}>{period(t('week'), s.week_calls, s.week_connected, s.week_talk_seconds)}</Col>
      <Col span={3}>
        <Card variant="borderless" size="small" style={{ height: '100%' }}>
          <Statistic title={t('customersTotal')} value={s.customers_total} />
        </Card>
      </Col>
      <Col span={3}>
        <Card variant="borderless" size="small" style={{ height: '100%' }}>
          <Statistic title={t('appointmentsToday')} value={s.appointments_today} />
        </Card>
      </Col>
    </Row>
  );
}
