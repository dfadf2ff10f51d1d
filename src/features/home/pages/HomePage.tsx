import { Button, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/features/auth';
import { formatDuration } from '@/lib/time-format';
import { useHomeStatisticsQuery } from '../api';

const rate = (connected: number, calls: number) => (calls ? Math.round((connected / calls) * 1000) / 10 : 0);

/** ROUTES-CALLCENTRE-01: the agent's workbench — the day's and the week's figures at a glance. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const user = useAppSelector(selectUser);
  const { data, isFetching, isError, refetch } = useHomeStatisticsQuery();
  const s = data?.data;

  const period = (label: string, calls: number, connected: number, seconds: number) => (
    <Card title={label} variant="borderless">
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
          <Statistic title={t('talkTime')} value={formatDuration(seconds)} />
        </Col>
      </Row>
    </Card>
  );

  return (
    <div>
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <Row align="middle" justify="space-between">
          <Col>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('greeting', { name: user?.linkman || user?.username || '' })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('intro')}</Typography.Text>
          </Col>
          <Col>
            <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
              {t('refresh')}
            </Button>
          </Col>
        </Row>
      </Card>
      {!s ? (
        <Card variant="borderless">
          {/* REQ-16: a failed load stops loading; the failure itself was already shown by the request layer. */}
          {isError ? <Empty description={t('loadFailed')} /> : <Skeleton active />}
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={24}>{period(t('today'), s.today_calls, s.today_connected, s.today_talk_seconds)}</Col>
          <Col span={24}>{period(t('week'), s.week_calls, s.week_connected, s.week_talk_seconds)}</Col>
          <Col span={12}>
            <Card variant="borderless">
              <Statistic title={t('customersTotal')} value={s.customers_total} />
            </Card>
          </Col>
          <Col span={12}>
            <Card variant="borderless">
              <Statistic title={t('appointmentsToday')} value={s.appointments_today} />
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
